import type { ChatMessage } from "@buildr/contracts/chat";

/** docs/product/rules-and-figures.md#records: a coach reply with any of these shows the marketing card beneath it. */
const MARKETING_MARKERS = [
  "Recommended Bundle",
  "Client Summary",
  "Commission Range",
  "Pitch Framework",
  "Sales Tip",
];

export function showsMarketingCard(message: Pick<ChatMessage, "role" | "kind" | "content">): boolean {
  if (message.role !== "assistant") return false;
  return message.kind === "bundle" || MARKETING_MARKERS.some((marker) => message.content.includes(marker));
}
