import { dashboardSchema, meSchema, profileSchema, updateProfileRequestSchema } from "@buildr/contracts";
import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

export const me = createRoute({
  method: "get",
  path: "/me",
  tags: ["account"],
  summary: "The signed-in account: role, plan, paid status and allowance, decided by the server",
  middleware: [requireUser] as const,
  responses: {
    200: { content: { "application/json": { schema: meSchema } }, description: "The account" },
    401: errorResponse("Not signed in"),
  },
});

export const profile = createRoute({
  method: "get",
  path: "/me/profile",
  tags: ["account"],
  summary: "The account as the settings page shows it: `GET /api/me` plus the e-mail updates preference",
  middleware: [requireUser] as const,
  responses: {
    200: { content: { "application/json": { schema: profileSchema } }, description: "The profile" },
    401: errorResponse("Not signed in"),
  },
});

export const updateProfile = createRoute({
  method: "patch",
  path: "/me",
  tags: ["account"],
  summary:
    "Changes the agent's own name, company, phone, interface language (also used for mail) or e-mail updates opt-out",
  middleware: [requireUser] as const,
  request: {
    body: { content: { "application/json": { schema: updateProfileRequestSchema } }, required: true },
  },
  responses: {
    200: { content: { "application/json": { schema: profileSchema } }, description: "The updated profile" },
    400: errorResponse("Invalid fields (validation_failed, with `fields`), unknown or read-only fields"),
    401: errorResponse("Not signed in"),
  },
});

export const dashboard = createRoute({
  method: "get",
  path: "/me/dashboard",
  tags: ["account"],
  summary:
    "The agent's dashboard figures: credits, this month's bundles and saves, saved bundles' estimated first-year commission, the last 8 weeks, recent bundles",
  middleware: [requireUser] as const,
  responses: {
    200: { content: { "application/json": { schema: dashboardSchema } }, description: "The figures" },
    401: errorResponse("Not signed in"),
  },
});
