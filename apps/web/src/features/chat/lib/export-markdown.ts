import type { ChatMessage } from "@buildr/contracts/chat";
import { saveFile } from "@/lib/api-client";

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

/** A text made in the page (the conversation as Markdown), saved by the browser. */
export function downloadText(filename: string, text: string, type = "text/markdown;charset=utf-8") {
  saveFile(new Blob([text], { type }), filename);
}
