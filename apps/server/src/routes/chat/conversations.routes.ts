import {
  conversationDeletedSchema,
  conversationRenameSchema,
  conversationSchema,
  conversationVersionsSchema,
} from "@buildr/contracts";
import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

const idParam = z.object({ id: z.string().min(1).max(64) });
const notYours = errorResponse("No such conversation in the caller's account (or it is deleted)");

export const rename = createRoute({
  method: "patch",
  path: "/conversations/{id}",
  tags: ["chat"],
  summary: "Rename a conversation (1 to 80 characters, trimmed)",
  middleware: [requireUser] as const,
  request: {
    params: idParam,
    body: { content: { "application/json": { schema: conversationRenameSchema } }, required: true },
  },
  responses: {
    200: { content: { "application/json": { schema: conversationSchema } }, description: "Renamed" },
    400: errorResponse("Empty or over-long title (validation_failed)"),
    401: errorResponse("Not signed in"),
    404: notYours,
  },
});

export const remove = createRoute({
  method: "post",
  path: "/conversations/{id}/delete",
  tags: ["chat"],
  summary:
    "Delete a conversation: hidden at once, restorable until `restorableUntil` (60 s), then removed for good (docs/decisions/015)",
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    200: {
      content: { "application/json": { schema: conversationDeletedSchema } },
      description: "Deleted; restorable for a short while",
    },
    401: errorResponse("Not signed in"),
    404: notYours,
  },
});

export const restore = createRoute({
  method: "post",
  path: "/conversations/{id}/restore",
  tags: ["chat"],
  summary: "Undo a delete while the window lasts: the conversation comes back as it was",
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    200: { content: { "application/json": { schema: conversationSchema } }, description: "Restored" },
    401: errorResponse("Not signed in"),
    404: errorResponse("Not a deleted conversation of the caller's, or the window has passed"),
  },
});

export const versions = createRoute({
  method: "get",
  path: "/conversations/{id}/versions",
  tags: ["chat"],
  summary: "The earlier answers a regenerate kept, per agent message, oldest first",
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    200: {
      content: { "application/json": { schema: conversationVersionsSchema } },
      description: "Earlier answers",
    },
    401: errorResponse("Not signed in"),
    404: notYours,
  },
});
