import { z } from "zod";
import { EMAIL_MAX, EMAIL_PATTERN, emailSchema, fullNameSchema, newPasswordSchema } from "./account.js";
import { PLANS, ROLES } from "./roles.js";

// The admin screens need the role and plan names without the root entry (which carries the engine).
export { PLANS, type Plan, ROLES, type Role } from "./roles.js";

/**
 * The admin area's HTTP contract (docs/api.md "Admin", docs/product/screens.md#routes, docs/product/rules-and-figures.md#validation, docs/product/rules-and-figures.md#figures, docs/product/screens.md#admin). Every route is for role
 * `admin` only; the web app's guard is comfort (docs/product/decisions.md#d-5).
 */

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_USER_SORTS = ["createdAt", "name", "email", "role"] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const INVITE_ROLES = ["user", "admin"] as const;
/** docs/product/rules-and-figures.md#figures: the Recent Entitlements list. */
export const RECENT_ENTITLEMENTS = 10;
/** One Grant Access submission: enough for an agency roster, small enough to answer at once. */
export const GRANT_EMAILS_MAX = 500;
export const USER_STATUSES = ["Active", "Inactive"] as const;

/**
 * docs/product/rules-and-figures.md#validation: addresses separated by new lines or commas, trimmed, lower-cased, blanks dropped; the
 * same address twice counts once.
 */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\n\r,;]+/)) {
    const email = part.trim().toLowerCase();
    if (email) seen.add(email);
  }
  return [...seen];
}

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

// ---- Users ------------------------------------------------------------------------------------

const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(EMAIL_MAX).optional(),
  role: z.enum([...ROLES, "all"]).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page: pageSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** docs/product/rules-and-figures.md#records: Inactive when the account unsubscribed from e-mail. */
  status: z.enum(USER_STATUSES),
  emailVerified: z.boolean(),
  isUnlimited: z.boolean(),
  /** The best active plan (docs/product/decisions.md#d-3), or null. */
  plan: z.enum(PLANS).nullable(),
  referralCode: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminCreateUserRequestSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: z.enum(ROLES).default("user"),
});
export type AdminCreateUserRequest = z.input<typeof adminCreateUserRequestSchema>;

export const adminUpdateUserRequestSchema = z.object({ role: z.enum(ROLES) });
export type AdminUpdateUserRequest = z.infer<typeof adminUpdateUserRequestSchema>;

export const adminOkSchema = z.object({ ok: z.literal(true), message: z.string() });
export type AdminOk = z.infer<typeof adminOkSchema>;

// ---- Invitations, grants, VIP accounts --------------------------------------------------------

export const adminInviteRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(INVITE_ROLES).default("user"),
});
export type AdminInviteRequest = z.input<typeof adminInviteRequestSchema>;

export const adminInviteResponseSchema = z.object({
  ok: z.literal(true),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  expiresAt: z.string(),
});

/** A calendar day (the date picker) or a full ISO time; null = no end (lifetime). */
export const grantExpirySchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: "Use a date like 2027-01-31, or leave it empty for no end date.",
  })
  .nullable()
  .default(null);

export const adminGrantRequestSchema = z.object({
  emails: z
    .array(z.string().max(1000))
    .min(1, { error: "Please enter at least one email address" })
    .max(GRANT_EMAILS_MAX, { error: `At most ${GRANT_EMAILS_MAX} addresses at a time` }),
  plan: z.enum(PLANS),
  expiresAt: grantExpirySchema,
});
export type AdminGrantRequest = z.input<typeof adminGrantRequestSchema>;

/** Why an address failed, for a client to say it in its own words; `error` is the English text. */
export const GRANT_FAILURES = ["invalid_email", "no_account"] as const;
export const adminGrantResultSchema = z.object({
  email: z.string(),
  success: z.boolean(),
  error: z.string().optional(),
  reason: z.enum(GRANT_FAILURES).optional(),
});
export const adminGrantResponseSchema = z.object({
  ok: z.boolean(),
  results: z.array(adminGrantResultSchema),
  granted: z.number().int(),
  failed: z.number().int(),
});
export type AdminGrantResponse = z.infer<typeof adminGrantResponseSchema>;

export const VIP_OUTCOMES = [
  "created",
  "promoted",
  "already_vip",
  "already_admin",
  "invalid_email",
  "failed",
] as const;
export const adminVipResultSchema = z.object({
  email: z.string(),
  status: z.enum(["created", "updated", "error"]),
  message: z.string(),
  /** The finer outcome behind `status`, for a client to say it in its own words. */
  outcome: z.enum(VIP_OUTCOMES),
});
export const adminVipResponseSchema = z.object({ results: z.array(adminVipResultSchema) });
export type AdminVipResponse = z.infer<typeof adminVipResponseSchema>;

export const adminEntitlementSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  plan: z.enum(PLANS),
  source: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminEntitlement = z.infer<typeof adminEntitlementSchema>;
export const adminEntitlementListSchema = z.object({ entitlements: z.array(adminEntitlementSchema) });

// ---- Support inbox (docs/product/decisions.md#d-16) ---------------------------------------------------------------------

export const adminSupportQuerySchema = z.object({
  status: z.enum(["open", "handled", "all"]).default("open"),
  page: pageSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminSupportQuery = z.input<typeof adminSupportQuerySchema>;

export const adminSupportRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.string().nullable(),
  /** Sent by an agent on a paid plan: listed first, answered within 1 business day. */
  priority: z.boolean(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledByEmail: z.string().nullable(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;
export const adminSupportListSchema = z.object({
  requests: z.array(adminSupportRequestSchema),
  total: z.number().int(),
  open: z.number().int(),
});
export type AdminSupportList = z.infer<typeof adminSupportListSchema>;
export const adminSupportUpdateSchema = z.object({ handled: z.boolean().default(true) });

// ---- Health panel (docs/product/decisions.md#d-17) ----------------------------------------------------------------------

export const HEALTH_CHECKS = ["database", "auth", "oauth", "model", "mail"] as const;
export type HealthCheckName = (typeof HEALTH_CHECKS)[number];

export const adminHealthQuerySchema = z.object({
  check: z.enum([...HEALTH_CHECKS, "all"]).default("all"),
});

export const adminHealthCheckSchema = z.object({
  check: z.enum(HEALTH_CHECKS),
  /** `not_configured` is healthy: the local stand-in is in use (docs/conventions.md#env). */
  status: z.enum(["ok", "not_configured", "error"]),
  message: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  ms: z.number(),
});
export type AdminHealthCheck = z.infer<typeof adminHealthCheckSchema>;
export const adminHealthSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  checks: z.array(adminHealthCheckSchema),
});
export type AdminHealth = z.infer<typeof adminHealthSchema>;

// ---- Audit log --------------------------------------------------------------------------------

export const ADMIN_ACTIONS = [
  "user.create",
  "role.change",
  "password_reset.send",
  "invite.send",
  "access.grant",
  "vip.process",
  "users.export",
  "support.handle",
  "support.reopen",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const adminAuditQuerySchema = z.object({
  page: pageSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetEmail: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditListSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  total: z.number().int(),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;

// ---- CSV export (docs/product/rules-and-figures.md#figures) ------------------------------------------------------------------

export const USERS_CSV_COLUMNS = ["Name", "Email", "Role", "Status", "Created Date"] as const;

/** `users-{YYYY-MM-DD}.csv`, dated in UTC like every date of the API. */
export function usersCsvFileName(now = new Date()): string {
  return `users-${now.toISOString().slice(0, 10)}.csv`;
}
