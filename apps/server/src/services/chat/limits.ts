/**
 * The chat's sizes: what a model is sent, what is logged and stored, how much history is read
 * (docs/product/rules-and-figures.md#validation, docs/product/rules-and-figures.md#coach-figures).
 */
export const CHAT_LIMITS = {
  userMessageToModel: 1000,
  bundleLogText: 1000,
  historyTurns: 6,
  memoryMessages: 4,
  conversationTitle: 80,
} as const;

/** Stored turns looked at for a model call: enough for the summary's 900 characters and the last 6. */
export const HISTORY_WINDOW = 40;

/** A conversation's title: the start of its first real message. */
export function titleOf(message: string): string {
  return message.slice(0, CHAT_LIMITS.conversationTitle);
}
