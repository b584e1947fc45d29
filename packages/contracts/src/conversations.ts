import { z } from "zod";
import { chatMessageSchema } from "./chat.js";

/** The conversation tools: rename, delete with undo, the earlier answers kept by a regenerate. */

/** The longest title, as the first message names a conversation. */
export const CONVERSATION_TITLE_MAX = 80;

/** How long a deleted conversation can be restored (docs/decisions/015). */
export const CONVERSATION_RESTORE_WINDOW_MS = 60_000;

export const conversationRenameSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: "Type a title for the conversation." })
    .max(CONVERSATION_TITLE_MAX, {
      error: `A title can be ${CONVERSATION_TITLE_MAX} characters at most.`,
    }),
});
export type ConversationRename = z.infer<typeof conversationRenameSchema>;

export const conversationDeletedSchema = z.object({
  conversationId: z.string(),
  /** Until then `POST /api/conversations/:id/restore` brings it back; after it, it is gone for good. */
  restorableUntil: z.string(),
});
export type ConversationDeleted = z.infer<typeof conversationDeletedSchema>;

/** The earlier answers to one agent message, oldest first; the current one is in the messages. */
export const replyVersionsSchema = z.object({
  messageId: z.string(),
  replies: z.array(chatMessageSchema),
});
export type ReplyVersions = z.infer<typeof replyVersionsSchema>;

export const conversationVersionsSchema = z.object({ versions: z.array(replyVersionsSchema) });
export type ConversationVersions = z.infer<typeof conversationVersionsSchema>;
