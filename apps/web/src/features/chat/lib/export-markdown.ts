import type { ChatMessage } from "@buildr/contracts/chat";

export interface ExportLabels {
  title: string;
  you: string;
  coach: string;
  date: (iso: string) => string;
}

/** The conversation as a Markdown file the agent can keep in a CRM note or a folder. */
export function conversationToMarkdown(messages: ChatMessage[], labels: ExportLabels): string {
  const lines = [`# ${labels.title}`, ""];
  for (const m of messages) {
    lines.push(`## ${m.role === "user" ? labels.you : labels.coach} · ${labels.date(m.createdAt)}`, "");
    lines.push(m.content.trim(), "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

export function downloadText(filename: string, text: string, type = "text/markdown;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
