import {
  agentBookResponseSchema,
  agentBookSchema,
  calendarFeedSchema,
  updateFollowUpSettingsSchema,
} from "@buildr/contracts";
import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

export const getBook = createRoute({
  method: "get",
  path: "/me/book",
  tags: ["book"],
  summary: "The agent's book: licensed states and carrier appointments (null until saved)",
  middleware: [requireUser] as const,
  responses: {
    200: { content: { "application/json": { schema: agentBookResponseSchema } }, description: "The book" },
    401: errorResponse("Not signed in"),
  },
});

export const putBook = createRoute({
  method: "put",
  path: "/me/book",
  tags: ["book"],
  summary: "Replace the agent's book; every bundle made after it follows it",
  description:
    'Licensed states are USPS codes; each appointment names a carrier of the engine\'s list (`BOOK_CARRIER_NAMES`) or "other" with `otherName`, the products it is for, the contract level as a share of street commission and the plan years it is ready to sell Medicare Advantage and Part D. An unknown state or carrier is 400 naming the field.',
  middleware: [requireUser] as const,
  request: {
    body: { content: { "application/json": { schema: agentBookSchema } }, required: true },
  },
  responses: {
    200: { content: { "application/json": { schema: agentBookResponseSchema } }, description: "Saved" },
    400: errorResponse("An unknown state or carrier, or a contract level out of range, named by field"),
    401: errorResponse("Not signed in"),
  },
});

export const getFollowUp = createRoute({
  method: "get",
  path: "/me/follow-up",
  tags: ["book"],
  summary: "The agent's calendar feed address (null when off) and morning digest setting",
  middleware: [requireUser] as const,
  responses: {
    200: { content: { "application/json": { schema: calendarFeedSchema } }, description: "The settings" },
    401: errorResponse("Not signed in"),
  },
});

export const patchFollowUp = createRoute({
  method: "patch",
  path: "/me/follow-up",
  tags: ["book"],
  summary:
    "Create, replace (revoking the old address) or turn off the calendar feed; turn the morning digest on or off",
  middleware: [requireUser] as const,
  request: {
    body: { content: { "application/json": { schema: updateFollowUpSettingsSchema } }, required: true },
  },
  responses: {
    200: { content: { "application/json": { schema: calendarFeedSchema } }, description: "The settings" },
    400: errorResponse("Malformed body"),
    401: errorResponse("Not signed in"),
  },
});
