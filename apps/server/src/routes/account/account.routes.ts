import {
  accountExportSchema,
  dashboardSchema,
  deleteAccountRequestSchema,
  meSchema,
  profileSchema,
  updateProfileRequestSchema,
} from "@buildr/contracts";
import { createRoute, z } from "@hono/zod-openapi";
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

export const exportData = createRoute({
  method: "get",
  path: "/me/export",
  tags: ["account"],
  summary:
    "Everything kept about the caller (profile, entitlements, bundles, conversations, support requests) as a JSON download; never sign-in secrets",
  middleware: [requireUser] as const,
  responses: {
    200: {
      content: { "application/json": { schema: accountExportSchema } },
      description:
        'The data, with `Content-Disposition: attachment; filename="buildr-data-YYYY-MM-DD.json"`, streamed as it is read: a download that breaks off is incomplete',
    },
    401: errorResponse("Not signed in"),
    429: errorResponse(
      "An export of this account is still running, or 5 were made in the last hour (rate_limited, with Retry-After)",
    ),
  },
});

export const deleteAccount = createRoute({
  method: "delete",
  path: "/me",
  tags: ["account"],
  summary:
    "Deletes the caller's account and all its data, and signs them out; `confirm` is their e-mail or DELETE",
  middleware: [requireUser] as const,
  request: {
    body: { content: { "application/json": { schema: deleteAccountRequestSchema } }, required: true },
  },
  responses: {
    200: {
      content: { "application/json": { schema: z.object({ deleted: z.literal(true) }) } },
      description: "Deleted; the session cookie is cleared",
    },
    400: errorResponse("The confirmation is missing or does not match the account's e-mail"),
    401: errorResponse("Not signed in"),
    409: errorResponse("A yearly subscription is still active: cancel it first"),
  },
});
