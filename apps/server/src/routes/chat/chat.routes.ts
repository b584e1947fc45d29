import {
  chatRequestSchema,
  chatResponseSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationMessagesQuerySchema,
  conversationMessagesSchema,
  conversationResetSchema,
} from "@buildr/contracts";
import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

const idParam = z.object({ id: z.string().min(1).max(64) });

export const send = createRoute({
  method: "post",
  path: "/chat",
  tags: ["chat"],
  summary:
    "One message to the coach: JSON, or streamed with Accept: text/event-stream (events meta, delta, reset, done, error). `regenerateOf` answers the latest stored message again instead of storing it twice (docs/decisions/006); `editOf` gives it new words and answers those (docs/decisions/015)",
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: chatRequestSchema } }, required: true } },
  responses: {
    200: {
      content: {
        "application/json": { schema: chatResponseSchema },
        "text/event-stream": { schema: z.string() },
      },
      description: "The coach's reply and the allowance after it",
    },
    400: errorResponse("Empty, over-long or malformed message; unknown /lang language (unknown_language)"),
    401: errorResponse("Not signed in"),
    402: errorResponse("No credits left (upgrade_required)"),
    404: errorResponse("No such conversation (or message to answer again) in the caller's account"),
    409: errorResponse(
      "regenerateOf or editOf names a message that is not the latest, or regenerateOf with other words (conflict)",
    ),
  },
});

export const start = createRoute({
  method: "post",
  path: "/conversations",
  tags: ["chat"],
  summary: "A new conversation, with the coach's greeting",
  middleware: [requireUser] as const,
  request: {
    body: {
      content: {
        "application/json": { schema: z.object({ language: z.enum(["en", "es", "fr"]).optional() }) },
      },
      required: false,
    },
  },
  responses: {
    200: { content: { "application/json": { schema: conversationResetSchema } }, description: "Started" },
    401: errorResponse("Not signed in"),
  },
});

export const list = createRoute({
  method: "get",
  path: "/conversations",
  tags: ["chat"],
  summary: "The caller's conversations, newest first; `search` looks through their messages",
  middleware: [requireUser] as const,
  request: { query: conversationListQuerySchema },
  responses: {
    200: {
      content: { "application/json": { schema: conversationListSchema } },
      description: "Conversations",
    },
    401: errorResponse("Not signed in"),
  },
});

export const messages = createRoute({
  method: "get",
  path: "/conversations/{id}/messages",
  tags: ["chat"],
  summary: "A conversation's messages, oldest first, a page at a time (`before` a message id)",
  middleware: [requireUser] as const,
  request: { params: idParam, query: conversationMessagesQuerySchema },
  responses: {
    200: { content: { "application/json": { schema: conversationMessagesSchema } }, description: "Messages" },
    401: errorResponse("Not signed in"),
    404: errorResponse("No such conversation in the caller's account"),
  },
});

export const reset = createRoute({
  method: "delete",
  path: "/conversations/{id}",
  tags: ["chat"],
  summary: "Reset: the conversation, its memory and counts are cleared; a new one starts, greeted",
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    200: {
      content: { "application/json": { schema: conversationResetSchema } },
      description: "New conversation",
    },
    401: errorResponse("Not signed in"),
    404: errorResponse("No such conversation in the caller's account"),
  },
});
