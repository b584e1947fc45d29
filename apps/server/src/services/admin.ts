import { randomUUID } from "node:crypto";
import type { Plan, Role } from "@buildr/contracts";
import {
  type AdminAction,
  type AdminAuditList,
  type AdminEntitlement,
  type AdminGrantResponse,
  type AdminHealth,
  type AdminSupportList,
  type AdminUser,
  type AdminUserList,
  type AdminVipResponse,
  type adminAuditQuerySchema,
  type adminCreateUserRequestSchema,
  type adminGrantRequestSchema,
  type adminInviteRequestSchema,
  type adminSupportQuerySchema,
  type adminUsersQuerySchema,
  HEALTH_CHECKS,
  type HealthCheckName,
  isEmailAddress,
  RECENT_ENTITLEMENTS,
} from "@buildr/contracts/admin";
import type { Language } from "@buildr/engine";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../db/client.js";
import { adminAuditLog, entitlements, invitations, supportRequests, users } from "../db/schema.js";
import { AppError } from "../lib/errors.js";
import { usersCsv } from "./admin/csv.js";
import { runHealthCheck } from "./admin/health.js";
import { INVITATION_DAYS, newInvitationToken } from "./admin/invitations.js";
import type { ServiceDeps } from "./deps.js";

/** Who is acting: every change is written to the audit log under this name. */
export interface Actor {
  id: string;
  email: string;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Pick<Db, "insert">;

const PLAN_RANK: Record<Plan, number> = { comped: 1, yearly: 2, lifetime: 3 };

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  name: users.name,
  email: users.email,
  role: users.role,
} as const;

/** `%` and `_` typed into the search box are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** A date from the picker means "through that day": access ends at the day's last moment, UTC. */
export function grantExpiry(value: string | null, now = new Date()): Date | null {
  if (value === null) return null;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
  if (Number.isNaN(at.getTime()))
    throw new AppError("validation_failed", "expiresAt: Use a date like 2027-01-31.", {
      fields: { expiresAt: "Use a date like 2027-01-31." },
    });
  if (at <= now)
    throw new AppError("validation_failed", "expiresAt: The expiry date must be in the future.", {
      fields: { expiresAt: "The expiry date must be in the future." },
    });
  return at;
}

/** A readable name for an account made from an address alone: jane.doe@… → "Jane Doe". */
function nameFromEmail(email: string): string {
  const words = (email.split("@")[0] ?? "")
    .split(/[._+-]+/)
    .filter((w) => /^[a-z]/i.test(w))
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  const name = words.join(" ").slice(0, 100);
  return name.length >= 2 ? name : "User";
}

/**
 * The admin area (docs/product/screens.md#admin): users, roles, invitations, grants, VIP accounts, CSV, support inbox, audit
 * log and the health panel. Every change is recorded in `admin_audit_log`, in the same transaction as
 * the change where the change is ours to make (role, grants, VIP updates, support); where better-auth
 * or the mailer makes it (a new account, a reset or invitation mail), right after it succeeds.
 */
export class AdminService {
  constructor(readonly deps: ServiceDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  private async audit(
    db: Executor,
    actor: Actor,
    action: AdminAction,
    target: { id?: string | null; email?: string | null } = {},
    detail: Record<string, unknown> | null = null,
  ) {
    await db.insert(adminAuditLog).values({
      id: randomUUID(),
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetId: target.id ?? null,
      targetEmail: target.email ?? null,
      detail,
    });
  }

  // ---- Users ----------------------------------------------------------------------------------

  /**
   * The users table: search over name and e-mail (a substring, case-insensitive), role filter, sort,
   * paging. One count and one page query, then the page's plans; see bench/admin-search.mjs for its
   * speed with 10,000 accounts.
   */
  async listUsers(query: z.output<typeof adminUsersQuerySchema>): Promise<AdminUserList> {
    const filters: SQL[] = [];
    if (query.search) {
      const pattern = likePattern(query.search);
      filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
    }
    if (query.role && query.role !== "all") filters.push(eq(users.role, query.role));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const direction = query.order === "asc" ? asc : desc;
    const offset = (query.page - 1) * query.pageSize;

    // A search scans every name and address (a substring match can use no B-tree index), so its total
    // comes from the same scan (a window count) instead of a second one; an unfiltered list reads its
    // page from the created-at index and counts apart.
    const searching = Boolean(query.search);
    const rows = await this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        emailVerified: users.emailVerified,
        emailUnsubscribed: users.emailUnsubscribed,
        isUnlimited: users.isUnlimited,
        referralCode: users.referralCode,
        createdAt: users.createdAt,
        ...(searching ? { matches: sql<number>`count(*) over()`.mapWith(Number) } : {}),
      })
      .from(users)
      .where(where)
      // The id breaks ties so paging never shows one account twice or skips one.
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(users.id))
      .limit(query.pageSize)
      .offset(offset);
    const windowTotal = (rows[0] as { matches?: number } | undefined)?.matches;
    const total =
      windowTotal ??
      (searching && query.page === 1
        ? 0
        : Number((await this.db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0));

    const plans = await this.activePlans(rows.map((r) => r.id));
    return {
      users: rows.map(
        (r): AdminUser => ({
          id: r.id,
          name: r.name,
          email: r.email,
          role: r.role,
          status: r.emailUnsubscribed ? "Inactive" : "Active",
          emailVerified: r.emailVerified,
          isUnlimited: r.isUnlimited || this.deps.env.VIP_EMAILS.includes(r.email),
          plan: plans.get(r.id) ?? null,
          referralCode: r.referralCode,
          createdAt: r.createdAt.toISOString(),
        }),
      ),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The best active plan of each account (the same rule as accounts.ts `activePlan`, for a page at once). */
  private async activePlans(userIds: string[], now = new Date()): Promise<Map<string, Plan>> {
    const best = new Map<string, Plan>();
    if (userIds.length === 0) return best;
    const rows = await this.db
      .select({ userId: entitlements.userId, plan: entitlements.plan })
      .from(entitlements)
      .where(
        and(
          inArray(entitlements.userId, userIds),
          isNull(entitlements.revokedAt),
          or(isNull(entitlements.expiresAt), gt(entitlements.expiresAt, now)),
        ),
      );
    for (const row of rows) {
      const current = best.get(row.userId);
      if (!current || PLAN_RANK[row.plan] > PLAN_RANK[current]) best.set(row.userId, row.plan);
    }
    return best;
  }

  private async userById(id: string) {
    const [user] = await this.db
      .select({ id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!user) throw new AppError("not_found", "No account with this id. Refresh the list and try again.");
    return user;
  }

  /** Add New User: the same verified-account path as the command line's create-user. */
  async createUser(actor: Actor, input: z.output<typeof adminCreateUserRequestSchema>) {
    const created = await this.deps.accounts.createVerifiedUser(input);
    await this.audit(this.db, actor, "user.create", created, { role: created.role });
    return created;
  }

  /**
   * docs/product/rules-and-figures.md#states has a role change also write is_paid; here vip and admin are unlimited by their role
   * (docs/product/decisions.md#d-3), so nothing else changes and paid status stays derived from entitlements alone.
   */
  async changeRole(actor: Actor, userId: string, role: Role) {
    const user = await this.userById(userId);
    if (user.id === actor.id && role !== user.role)
      throw new AppError(
        "conflict",
        "You can't change your own role. Ask another admin, so the area always keeps an admin.",
      );
    if (user.role !== role) {
      await this.db.transaction(async (tx) => {
        await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
        await this.audit(tx, actor, "role.change", user, { from: user.role, to: role });
      });
    }
    return { ...user, role };
  }

  /** better-auth's own reset mail (the link expires in an hour and signs out every other session). */
  async sendPasswordReset(actor: Actor, userId: string) {
    const user = await this.userById(userId);
    await this.deps.auth.api.requestPasswordReset({
      body: { email: user.email, redirectTo: `${this.deps.publicUrl}/auth/reset-password` },
    });
    await this.audit(this.db, actor, "password_reset.send", user);
    return { ok: true as const, message: `A password reset link was sent to ${user.email}.` };
  }

  // ---- Invitations, grants, VIP accounts ----------------------------------------------------

  /**
   * The link leads to sign-up with the address filled in; the role goes to whoever signs up through that
   * link's own token (docs/product/compliance.md#security). An account still waiting for its address to be confirmed does not block
   * an invitation: nobody has proven that address yet, and the invitation's holder will.
   */
  async invite(actor: Actor, input: z.output<typeof adminInviteRequestSchema>, language: Language = "en") {
    const [existing] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), eq(users.emailVerified, true)))
      .limit(1);
    if (existing)
      throw new AppError(
        "conflict",
        `An account with ${input.email} already exists. Change its role in the users table instead.`,
      );
    const { token, tokenHash } = newInvitationToken();
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
    const url = `${this.deps.publicUrl}/auth?mode=signup&email=${encodeURIComponent(input.email)}&invite=${token}`;
    const id = randomUUID();
    await this.db.insert(invitations).values({
      id,
      email: input.email,
      role: input.role,
      tokenHash,
      invitedBy: actor.id,
      expiresAt,
    });
    // Delivered by the mail job, retried with back-off; the outbox row shows how it went.
    await this.deps.mailer.send({ to: input.email, kind: "invite", language, url });
    await this.audit(this.db, actor, "invite.send", { email: input.email }, { role: input.role });
    return { ok: true as const, email: input.email, role: input.role, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Grant Access: each address on its own (one bad address never blocks the others). An address with
   * no account fails with "No account with this email": access belongs to a person who has signed up,
   * and an invitation is the way to bring someone new.
   */
  async grant(actor: Actor, input: z.output<typeof adminGrantRequestSchema>): Promise<AdminGrantResponse> {
    const expiresAt = grantExpiry(input.expiresAt);
    const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
    if (emails.length === 0)
      throw new AppError("validation_failed", "Please enter at least one email address", {
        fields: { emails: "Please enter at least one email address" },
      });
    const valid = emails.filter(isEmailAddress);
    const found = valid.length
      ? await this.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.email, valid))
      : [];
    const byEmail = new Map(found.map((u) => [u.email, u]));

    const results: AdminGrantResponse["results"] = [];
    for (const email of emails) {
      if (!isEmailAddress(email)) {
        results.push({ email, success: false, error: "Not a valid email address", reason: "invalid_email" });
        continue;
      }
      const user = byEmail.get(email);
      if (!user) {
        results.push({ email, success: false, error: "No account with this email", reason: "no_account" });
        continue;
      }
      await this.db.transaction(async (tx) => {
        await this.grantEntitlement(tx, user.id, input.plan, expiresAt);
        await this.audit(tx, actor, "access.grant", user, {
          plan: input.plan,
          expiresAt: iso(expiresAt),
        });
      });
      results.push({ email, success: true });
    }
    const granted = results.filter((r) => r.success).length;
    return { ok: granted > 0, results, granted, failed: results.length - granted };
  }

  /**
   * The same row `AccountService.grantEntitlement` writes (source "admin", no end = lifetime), inside
   * the caller's transaction so the grant and its audit row stand or fall together.
   */
  private async grantEntitlement(tx: Tx, userId: string, plan: Plan, expiresAt: Date | null) {
    await tx.insert(entitlements).values({ id: randomUUID(), userId, plan, expiresAt, source: "admin" });
  }

  /**
   * Create VIP Accounts: every address of the VIP_EMAILS allow-list gets an account with role vip
   * (created without a password: the person signs in with an e-mail link, Google, or "forgot password").
   * An admin on the list stays admin (admin already includes everything vip gives).
   */
  async processVipAccounts(actor: Actor): Promise<AdminVipResponse> {
    const results: AdminVipResponse["results"] = [];
    const ctx = await this.deps.auth.$context;
    for (const email of this.deps.env.VIP_EMAILS) {
      if (!isEmailAddress(email)) {
        results.push({
          email,
          status: "error",
          message: "Not a valid email address",
          outcome: "invalid_email",
        });
        continue;
      }
      try {
        const [user] = await this.db
          .select({ id: users.id, role: users.role, isUnlimited: users.isUnlimited })
          .from(users)
          .where(eq(users.email, email))
          .limit(1);
        if (user) {
          const role: Role = user.role === "admin" ? "admin" : "vip";
          await this.db.transaction(async (tx) => {
            await tx
              .update(users)
              .set({ role, isUnlimited: true, updatedAt: new Date() })
              .where(eq(users.id, user.id));
            await this.audit(tx, actor, "vip.process", { id: user.id, email }, { status: "updated", role });
          });
          results.push({
            email,
            status: "updated",
            outcome:
              user.role === "admin" ? "already_admin" : user.role === "vip" ? "already_vip" : "promoted",
            message:
              user.role === "admin"
                ? "Already an admin: unlimited access confirmed."
                : user.role === "vip"
                  ? "Already a VIP: unlimited access confirmed."
                  : "Role changed to VIP with unlimited access.",
          });
          continue;
        }
        const created = await ctx.internalAdapter.createUser(
          { email, name: nameFromEmail(email), emailVerified: true },
          { method: "admin" },
        );
        await this.db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ role: "vip", isUnlimited: true, emailVerified: true })
            .where(eq(users.id, created.id));
          await this.audit(tx, actor, "vip.process", { id: created.id, email }, { status: "created" });
        });
        results.push({
          email,
          status: "created",
          outcome: "created",
          message: "VIP account created. They sign in with an email link, Google or “Forgot password”.",
        });
      } catch (error) {
        this.deps.logger.error({ err: error, email }, "admin: VIP account failed");
        results.push({
          email,
          status: "error",
          outcome: "failed",
          message: "Could not create or update this account.",
        });
      }
    }
    return { results };
  }

  async recentEntitlements(): Promise<AdminEntitlement[]> {
    const rows = await this.db
      .select({
        id: entitlements.id,
        userId: entitlements.userId,
        email: users.email,
        name: users.name,
        plan: entitlements.plan,
        source: entitlements.source,
        expiresAt: entitlements.expiresAt,
        revokedAt: entitlements.revokedAt,
        createdAt: entitlements.createdAt,
      })
      .from(entitlements)
      .innerJoin(users, eq(users.id, entitlements.userId))
      .orderBy(desc(entitlements.createdAt), desc(entitlements.id))
      .limit(RECENT_ENTITLEMENTS);
    return rows.map((r) => ({
      ...r,
      expiresAt: iso(r.expiresAt),
      revokedAt: iso(r.revokedAt),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** Every account, newest first, as docs/product/rules-and-figures.md#figures's CSV. */
  async exportUsersCsv(actor: Actor): Promise<string> {
    const rows = await this.db
      .select({
        name: users.name,
        email: users.email,
        role: users.role,
        emailUnsubscribed: users.emailUnsubscribed,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id));
    await this.audit(this.db, actor, "users.export", {}, { rows: rows.length });
    return usersCsv(rows.map((r) => ({ ...r, status: r.emailUnsubscribed ? "Inactive" : "Active" })));
  }

  // ---- Support inbox (docs/product/decisions.md#d-16) -------------------------------------------------------------------

  async supportRequests(query: z.output<typeof adminSupportQuerySchema>): Promise<AdminSupportList> {
    const where =
      query.status === "open"
        ? isNull(supportRequests.handledAt)
        : query.status === "handled"
          ? isNotNull(supportRequests.handledAt)
          : undefined;
    const handler = alias(users, "handler");
    const [[totalRow], [openRow], rows] = await Promise.all([
      this.db.select({ n: count() }).from(supportRequests).where(where),
      this.db.select({ n: count() }).from(supportRequests).where(isNull(supportRequests.handledAt)),
      this.db
        .select({
          id: supportRequests.id,
          name: supportRequests.name,
          email: supportRequests.email,
          subject: supportRequests.subject,
          message: supportRequests.message,
          category: supportRequests.category,
          priority: supportRequests.priority,
          createdAt: supportRequests.createdAt,
          handledAt: supportRequests.handledAt,
          handledByEmail: handler.email,
        })
        .from(supportRequests)
        .leftJoin(handler, eq(handler.id, supportRequests.handledBy))
        .where(where)
        // Priority support: paid agents' requests come first, newest first within each group.
        .orderBy(desc(supportRequests.priority), desc(supportRequests.createdAt), desc(supportRequests.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    ]);
    return {
      requests: rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        handledAt: iso(r.handledAt),
      })),
      total: Number(totalRow?.n ?? 0),
      open: Number(openRow?.n ?? 0),
    };
  }

  async markSupportRequest(actor: Actor, id: string, handled: boolean) {
    const [request] = await this.db
      .select({ id: supportRequests.id, email: supportRequests.email, subject: supportRequests.subject })
      .from(supportRequests)
      .where(eq(supportRequests.id, id))
      .limit(1);
    if (!request) throw new AppError("not_found", "No support request with this id. Refresh the inbox.");
    const handledAt = handled ? new Date() : null;
    await this.db.transaction(async (tx) => {
      await tx
        .update(supportRequests)
        .set({ handledAt, handledBy: handled ? actor.id : null })
        .where(eq(supportRequests.id, id));
      await this.audit(
        tx,
        actor,
        handled ? "support.handle" : "support.reopen",
        { id: request.id, email: request.email },
        { subject: request.subject },
      );
    });
    return { id, handledAt: iso(handledAt), handledByEmail: handled ? actor.email : null };
  }

  // ---- Audit log and health -------------------------------------------------------------------

  async auditLog(query: z.output<typeof adminAuditQuerySchema>): Promise<AdminAuditList> {
    const [[totalRow], rows] = await Promise.all([
      this.db.select({ n: count() }).from(adminAuditLog),
      this.db
        .select({
          id: adminAuditLog.id,
          actorEmail: adminAuditLog.actorEmail,
          action: adminAuditLog.action,
          targetEmail: adminAuditLog.targetEmail,
          detail: adminAuditLog.detail,
          createdAt: adminAuditLog.createdAt,
        })
        .from(adminAuditLog)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    ]);
    return {
      entries: rows.map((r) => ({
        ...r,
        detail: (r.detail as Record<string, unknown> | null) ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
      total: Number(totalRow?.n ?? 0),
    };
  }

  /** docs/product/decisions.md#d-17: one check or all of them, each with its own result; a failing service is a 200 with "error". */
  async health(check: HealthCheckName | "all", headers: Headers): Promise<AdminHealth> {
    const names = check === "all" ? HEALTH_CHECKS : [check];
    const deps = {
      db: this.db,
      auth: this.deps.auth,
      env: this.deps.env,
      publicUrl: this.deps.publicUrl,
      headers,
    };
    const checks = await Promise.all(names.map((name) => runHealthCheck(name, deps)));
    return {
      ok: checks.every((c) => c.status !== "error"),
      checkedAt: new Date().toISOString(),
      checks,
    };
  }
}
