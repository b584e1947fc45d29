import {
  createLeadRequestSchema,
  leadListQuerySchema,
  leadListSchema,
  leadSchema,
  updateLeadRequestSchema,
} from "@buildr/contracts";
import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

const idParam = z.object({ id: z.string().min(1).max(64) });
const ics = {
  content: { "text/calendar": { schema: z.string() } },
  description: "An RFC 5545 calendar: one all-day event per follow-up task",
};

export const create = createRoute({
  method: "post",
  path: "/leads",
  tags: ["leads"],
  summary: "Save the client of one of the caller's bundles as a lead, with its follow-up plan scheduled",
  middleware: [requireUser] as const,
  request: {
    body: { content: { "application/json": { schema: createLeadRequestSchema } }, required: true },
  },
  responses: {
    201: { content: { "application/json": { schema: leadSchema } }, description: "The lead" },
    400: errorResponse(
      "Invalid body, a bundle without a client name and no `name`, or a `today` far from ours",
    ),
    401: errorResponse("Not signed in"),
    404: errorResponse("No such bundle in the caller's account"),
  },
});

export const list = createRoute({
  method: "get",
  path: "/leads",
  tags: ["leads"],
  summary: "The caller's leads, by search words and status; `due` keeps those with tasks due by that day",
  middleware: [requireUser] as const,
  request: { query: leadListQuerySchema },
  responses: {
    200: { content: { "application/json": { schema: leadListSchema } }, description: "The leads" },
    400: errorResponse("Unknown status or a malformed date"),
    401: errorResponse("Not signed in"),
  },
});

export const get = createRoute({
  method: "get",
  path: "/leads/{id}",
  tags: ["leads"],
  summary: "One of the caller's leads with its tasks and persistency guard",
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    200: { content: { "application/json": { schema: leadSchema } }, description: "The lead" },
    401: errorResponse("Not signed in"),
    404: errorResponse("No such lead in the caller's account"),
  },
});

export const update = createRoute({
  method: "patch",
  path: "/leads/{id}",
  tags: ["leads"],
  summary: "Change a lead's status, name or notes; mark tasks done or open",
  middleware: [requireUser] as const,
  request: {
    params: idParam,
    body: { content: { "application/json": { schema: updateLeadRequestSchema } }, required: true },
  },
  responses: {
    200: { content: { "application/json": { schema: leadSchema } }, description: "The lead" },
    400: errorResponse("Unknown status or malformed body"),
    401: errorResponse("Not signed in"),
    404: errorResponse("No such lead (or task) in the caller's account"),
  },
});

export const remove = createRoute({
  method: "delete",
  path: "/leads/{id}",
  tags: ["leads"],
  summary: "Delete a lead and its tasks",
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    204: { description: "Deleted" },
    401: errorResponse("Not signed in"),
    404: errorResponse("No such lead in the caller's account"),
  },
});

export const leadCalendar = createRoute({
  method: "get",
  path: "/leads/{id}/calendar.ics",
  tags: ["leads"],
  summary: "One lead's follow-up tasks as a calendar file to import",
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    200: ics,
    401: errorResponse("Not signed in"),
    404: errorResponse("No such lead in the caller's account"),
  },
});

export const feed = createRoute({
  method: "get",
  path: "/calendar/{file}",
  tags: ["leads"],
  summary:
    "The agent's subscribable follow-up calendar: `<token>.ics`, the address shown in Settings (no session; the token is the key)",
  request: {
    params: z.object({
      file: z.string().max(100).describe("`<token>.ics`"),
    }),
  },
  responses: {
    200: ics,
    404: errorResponse("No calendar at this address (unknown, replaced or turned off)"),
  },
});
