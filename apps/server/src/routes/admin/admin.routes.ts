import { ROLES } from "@buildr/contracts";
import {
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminCreateUserRequestSchema,
  adminEntitlementListSchema,
  adminGrantRequestSchema,
  adminGrantResponseSchema,
  adminHealthQuerySchema,
  adminHealthSchema,
  adminInviteRequestSchema,
  adminInviteResponseSchema,
  adminOkSchema,
  adminSupportListSchema,
  adminSupportQuerySchema,
  adminSupportUpdateSchema,
  adminUpdateUserRequestSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  adminVipResponseSchema,
} from "@buildr/contracts/admin";
import { createRoute, z } from "@hono/zod-openapi";
import { requireRole, requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

/** docs/product/decisions.md#d-5: every admin route checks the session and the role itself, before reading anything sent. */
const requireAdmin = requireRole("admin");
const idParam = z.object({ id: z.string().min(1).max(64) });

const refusals = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Signed in, but not an admin"),
};

function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { "application/json": { schema } }, description };
}

function body<T extends z.ZodType>(schema: T) {
  return { body: { content: { "application/json": { schema } }, required: true } };
}

export const listUsers = createRoute({
  method: "get",
  path: "/admin/users",
  tags: ["admin"],
  summary: "Accounts, searched by name or e-mail, filtered by role, sorted and paged",
  middleware: [requireUser, requireAdmin] as const,
  request: { query: adminUsersQuerySchema },
  responses: {
    200: json(adminUserListSchema, "One page of accounts and the total that match"),
    400: errorResponse("Invalid query"),
    ...refusals,
  },
});

export const createUser = createRoute({
  method: "post",
  path: "/admin/users",
  tags: ["admin"],
  summary: "Add New User: a verified account with a password and a role",
  middleware: [requireUser, requireAdmin] as const,
  request: body(adminCreateUserRequestSchema),
  responses: {
    201: json(
      z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES) }),
      "Created",
    ),
    400: errorResponse("Missing or invalid fields"),
    ...refusals,
    409: errorResponse("An account with this e-mail already exists"),
  },
});

export const updateUser = createRoute({
  method: "patch",
  path: "/admin/users/{id}",
  tags: ["admin"],
  summary: "Change an account's role (user, vip, admin)",
  middleware: [requireUser, requireAdmin] as const,
  request: { params: idParam, ...body(adminUpdateUserRequestSchema) },
  responses: {
    200: json(
      z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES) }),
      "The account with its new role",
    ),
    400: errorResponse("Invalid role"),
    ...refusals,
    404: errorResponse("No such account"),
    409: errorResponse("An admin's own role"),
  },
});

export const passwordReset = createRoute({
  method: "post",
  path: "/admin/users/{id}/password-reset",
  tags: ["admin"],
  summary: "Send the account better-auth's password reset mail",
  middleware: [requireUser, requireAdmin] as const,
  request: { params: idParam },
  responses: {
    200: json(adminOkSchema, "Sent"),
    ...refusals,
    404: errorResponse("No such account"),
  },
});

export const invite = createRoute({
  method: "post",
  path: "/admin/invites",
  tags: ["admin"],
  summary: "Invite an address: a sign-up link whose own token (single use, 14 days) carries the role",
  middleware: [requireUser, requireAdmin] as const,
  request: body(adminInviteRequestSchema),
  responses: {
    201: json(adminInviteResponseSchema, "Invitation sent"),
    400: errorResponse("Missing or invalid e-mail, or a role other than user or admin"),
    ...refusals,
    409: errorResponse("The address already has an account"),
    503: errorResponse("The mail could not be sent"),
  },
});

export const grant = createRoute({
  method: "post",
  path: "/admin/grants",
  tags: ["admin"],
  summary: "Grant Access to addresses (comped, yearly or lifetime; no expiry = no end), one result each",
  middleware: [requireUser, requireAdmin] as const,
  request: body(adminGrantRequestSchema),
  responses: {
    200: json(adminGrantResponseSchema, "Per-address results"),
    400: errorResponse("No address, unknown plan or an expiry that is not a future date"),
    ...refusals,
  },
});

export const vipAccounts = createRoute({
  method: "post",
  path: "/admin/vip-accounts",
  tags: ["admin"],
  summary: "Create or update an account with role vip for every VIP_EMAILS address",
  middleware: [requireUser, requireAdmin] as const,
  responses: {
    200: json(adminVipResponseSchema, "One result per address"),
    ...refusals,
  },
});

export const recentEntitlements = createRoute({
  method: "get",
  path: "/admin/entitlements/recent",
  tags: ["admin"],
  summary: "The last 10 entitlements with the account's e-mail and name",
  middleware: [requireUser, requireAdmin] as const,
  responses: {
    200: json(adminEntitlementListSchema, "Newest first"),
    ...refusals,
  },
});

export const usersCsv = createRoute({
  method: "get",
  path: "/admin/users.csv",
  tags: ["admin"],
  summary: "Every account as CSV: Name, Email, Role, Status, Created Date (users-{date}.csv)",
  middleware: [requireUser, requireAdmin] as const,
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "RFC 4180, UTF-8 with BOM" },
    ...refusals,
  },
});

export const supportInbox = createRoute({
  method: "get",
  path: "/admin/support",
  tags: ["admin"],
  summary: "Stored Help & Support requests, open ones by default",
  middleware: [requireUser, requireAdmin] as const,
  request: { query: adminSupportQuerySchema },
  responses: {
    200: json(adminSupportListSchema, "Newest first"),
    400: errorResponse("Invalid query"),
    ...refusals,
  },
});

export const updateSupportRequest = createRoute({
  method: "patch",
  path: "/admin/support/{id}",
  tags: ["admin"],
  summary: "Mark a support request handled (or open again)",
  middleware: [requireUser, requireAdmin] as const,
  request: { params: idParam, ...body(adminSupportUpdateSchema) },
  responses: {
    200: json(
      z.object({ id: z.string(), handledAt: z.string().nullable(), handledByEmail: z.string().nullable() }),
      "Updated",
    ),
    400: errorResponse("Invalid body"),
    ...refusals,
    404: errorResponse("No such request"),
  },
});

export const health = createRoute({
  method: "get",
  path: "/admin/health",
  tags: ["admin"],
  summary: "Health panel: database, auth, OAuth configuration, language model, mail",
  middleware: [requireUser, requireAdmin] as const,
  request: { query: adminHealthQuerySchema },
  responses: {
    200: json(adminHealthSchema, "Each check's result; a failing service is a result, not an error"),
    400: errorResponse("Unknown check"),
    ...refusals,
  },
});

export const auditLog = createRoute({
  method: "get",
  path: "/admin/audit",
  tags: ["admin"],
  summary: "Every admin action: who, what, to whom, when; newest first",
  middleware: [requireUser, requireAdmin] as const,
  request: { query: adminAuditQuerySchema },
  responses: {
    200: json(adminAuditListSchema, "One page of the log"),
    400: errorResponse("Invalid query"),
    ...refusals,
  },
});
