import { z } from "zod";
import { allowanceSchema } from "./account.js";
import { bundleSchema, languageSchema } from "./bundles.js";
import { isoDaySchema } from "./days.js";

/** docs/api.md, Chat. */
export const CHAT_MESSAGE_MAX = 4000;

export const REPLY_KINDS = [
  "bundle",
  "follow_up",
  "product_info",
  "coaching",
  "model",
  "redirect",
  "limit",
  "command",
  "fallback",
  "greeting",
  /** A model's answer the agent stopped: the part they read, kept as it was shown. */
  "stopped",
] as const;
export type ChatReplyKind = (typeof REPLY_KINDS)[number];

const idSchema = z.string().min(1).max(64);

export const chatRequestSchema = z.object({
  conversationId: idSchema.optional(),
  message: z
    .string()
    .max(CHAT_MESSAGE_MAX, { error: `A message can be ${CHAT_MESSAGE_MAX} characters at most.` })
    .refine((text) => text.trim().length > 0, { error: "Type a message first." }),
  /**
   * Retry or regenerate: answer this stored message (the latest user message of `conversationId`, whose
   * text `message` repeats) again, replacing its reply instead of storing the message a second time.
   */
  regenerateOf: idSchema.optional(),
  /**
   * Edit and resend: this stored message (the latest user message of `conversationId`) takes the words of
   * `message` and is answered again; its old reply is replaced (docs/decisions/015).
   */
  editOf: idSchema.optional(),
  /**
   * The agent's own date: a "yes" to the save question schedules the lead's follow-up plan from it, as
   * `POST /api/leads` does (within a day of the server's date; the server's UTC date when absent).
   */
  today: isoDaySchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** What the web app needs to act on a command's result (a language switch, an error toast). */
export const chatCommandSchema = z.object({
  type: z.enum(["language", "help", "error"]),
  language: languageSchema.optional(),
  title: z.string().optional(),
  message: z.string().optional(),
});

export const chatReplySchema = z.object({
  id: z.string(),
  role: z.literal("assistant"),
  content: z.string(),
  kind: z.enum(REPLY_KINDS),
  bundle: bundleSchema.optional(),
  command: chatCommandSchema.optional(),
  language: languageSchema,
  createdAt: z.string(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatResponseSchema = z.object({
  conversationId: z.string(),
  /** The stored id of the agent's message this reply answers (what `regenerateOf` names). */
  messageId: z.string(),
  reply: chatReplySchema,
  allowance: allowanceSchema,
  /**
   * Free follow-ups left on the bundle this conversation discusses, for a limited account (null: no
   * bundle open, or unlimited). At zero credits they still get answers, so the composer stays open.
   */
  followUpsLeft: z.number().int().min(0).nullable().optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  kind: z.enum(REPLY_KINDS).nullable(),
  bundle: bundleSchema.optional(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  language: languageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
});

export const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });

export const conversationMessagesQuerySchema = z.object({
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export const conversationMessagesSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(chatMessageSchema),
  /** Older messages exist before the first one returned. */
  hasMore: z.boolean(),
  /** As in a chat response: free follow-ups left on the open bundle (null: none open, or unlimited). */
  followUpsLeft: z.number().int().min(0).nullable().optional(),
});

/** DELETE (reset): a new conversation starts, greeted again. */
export const conversationResetSchema = z.object({
  conversationId: z.string(),
  greeting: chatReplySchema,
});
