import { randomUUID } from "node:crypto";
import {
  type Allowance,
  type Me,
  normalizeEmail,
  type Plan,
  type Role,
  signUpSchema,
} from "@buildr/contracts";
import type { Language } from "@buildr/engine";
import { and, eq, gt, isNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Auth } from "../auth/auth.js";
import type { Db } from "../db/client.js";
import { entitlements, users } from "../db/schema.js";
import { AppError, validationError } from "../lib/errors.js";
import { type AllowanceRow, AllowanceService, freeAllowance, UNLIMITED } from "./allowance.js";

/** Which plan wins when an account holds more than one: lifetime, then yearly, then comped. */
export const PLAN_RANK: Record<Plan, number> = { comped: 1, yearly: 2, lifetime: 3 };

/** An entitlement in force at `now`: not revoked and not expired (docs/product/decisions.md#d-3). */
export function entitlementActiveAt(now: Date): SQL {
  return and(
    isNull(entitlements.revokedAt),
    or(isNull(entitlements.expiresAt), gt(entitlements.expiresAt, now)),
  )!;
}

export interface Access {
  role: Role;
  plan: Plan | null;
  isPaid: boolean;
  isUnlimited: boolean;
  allowance: Allowance;
}

/** The active entitlement with the best plan, if any: not revoked and not expired at `now` (docs/product/decisions.md#d-3). */
export async function activePlan(db: Db, userId: string, now = new Date()): Promise<Plan | null> {
  const rows = await db
    .select({ plan: entitlements.plan })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), entitlementActiveAt(now)));
  let best: Plan | null = null;
  for (const row of rows) if (!best || PLAN_RANK[row.plan] > PLAN_RANK[best]) best = row.plan;
  return best;
}

/**
 * The best active plan of the row's user (`users.id` of the enclosing query), as a scalar subquery, so
 * the user and their plan come back in one statement. Same rule as `activePlan`. `now` is an ISO time,
 * or a placeholder of a prepared statement that will be given one.
 */
export function bestActivePlan(now: string | Placeholder) {
  // Qualified by hand: drizzle writes bare column names when a select has a single table, and a bare
  // "id" inside the subquery would mean the entitlement's own id.
  return sql<string | null>`(select e.plan from entitlements e
    where e.user_id = "users"."id" and e.revoked_at is null
      and (e.expires_at is null or e.expires_at > ${now}::timestamptz)
    order by case e.plan when 'lifetime' then 3 when 'yearly' then 2 else 1 end desc limit 1)`;
}

export function asPlan(value: string | null | undefined): Plan | null {
  return value === "comped" || value === "yearly" || value === "lifetime" ? value : null;
}

/**
 * docs/product/decisions.md#d-3: unlimited = paid (an active entitlement), role vip or admin, an address on the VIP allow-list,
 * or the is_unlimited flag. Everything here is read from the database; nothing comes from the browser.
 */
export function deriveAccess(
  user: { role: Role; email: string; isUnlimited: boolean } & AllowanceRow,
  plan: Plan | null,
  vipEmails: readonly string[],
  now = new Date(),
): Access {
  const isPaid = plan !== null;
  const isUnlimited =
    isPaid ||
    user.role === "vip" ||
    user.role === "admin" ||
    user.isUnlimited ||
    vipEmails.includes(user.email);
  return {
    role: user.role,
    plan,
    isPaid,
    isUnlimited,
    allowance: isUnlimited ? UNLIMITED : freeAllowance(user, now),
  };
}

export class AccountService {
  readonly allowance: AllowanceService;

  constructor(
    private readonly db: Db,
    private readonly auth: Auth,
    private readonly vipEmails: readonly string[],
  ) {
    this.allowance = new AllowanceService(db);
  }

  /** The caller's role, plan and allowance, in one query (docs/product/decisions.md#d-3). */
  async access(userId: string, now = new Date()): Promise<Access | null> {
    const row = await this.userWithPlan(userId, now);
    return row ? deriveAccess(row.user, row.plan, this.vipEmails, now) : null;
  }

  /** `known` is the account row and access the request's session read already holds: no query then. */
  async me(userId: string, known?: { user: typeof users.$inferSelect; access: Access }): Promise<Me> {
    if (known) return toMe(known.user, known.access);
    const row = await this.userWithPlan(userId, new Date());
    if (!row) throw new AppError("unauthorized");
    return toMe(row.user, deriveAccess(row.user, row.plan, this.vipEmails));
  }

  private async userWithPlan(userId: string, now: Date) {
    const [row] = await this.db
      .select({ user: users, plan: bestActivePlan(now.toISOString()) })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ? { user: row.user, plan: asPlan(row.plan) } : undefined;
  }

  /**
   * Takes one bundle credit (docs/decisions/014) in a single conditional UPDATE, so parallel requests can
   * never spend more than there is. Unlimited accounts spend nothing. Returns the allowance after it.
   */
  async consumeCredit(userId: string): Promise<Allowance> {
    const access = await this.access(userId);
    if (!access) throw new AppError("unauthorized");
    if (access.isUnlimited) return access.allowance;
    return this.spendTrialCredit(userId);
  }

  /**
   * The bundle credit alone, for a caller that has already checked access: pass a transaction as `db` to
   * make the charge part of the bundle it pays for (no other query may run inside it: PGlite has one
   * connection).
   */
  async spendTrialCredit(
    userId: string,
    db: Pick<Db, "update"> = this.db,
    language?: Language,
  ): Promise<Allowance> {
    return this.allowance.spend(userId, "bundle", { db, language });
  }

  /** Gives a bundle credit back when the bundle it paid for failed before anything was delivered. */
  async refundCredit(userId: string): Promise<void> {
    await this.allowance.refund(userId, "bundle");
  }

  /**
   * An account with a verified e-mail and a password, through better-auth's own hashing and adapter: how
   * the CLI makes the first admin, how the seed makes demo accounts (and later the admin area).
   */
  async createVerifiedUser(input: { email: string; password: string; name: string; role: Role }) {
    const parsed = signUpSchema.safeParse({ name: input.name, email: input.email, password: input.password });
    if (!parsed.success) throw validationError(parsed.error);
    const email = normalizeEmail(parsed.data.email);
    const ctx = await this.auth.$context;
    if (await ctx.internalAdapter.findUserByEmail(email)) {
      throw new AppError("conflict", `An account with ${email} already exists.`);
    }
    const hash = await ctx.password.hash(parsed.data.password);
    const created = await ctx.internalAdapter.createUser(
      { email, name: parsed.data.name, emailVerified: true },
      { method: "admin" },
    );
    await ctx.internalAdapter.linkAccount({
      providerId: "credential",
      accountId: created.id,
      userId: created.id,
      password: hash,
    });
    await this.db
      .update(users)
      .set({ role: input.role, emailVerified: true })
      .where(eq(users.id, created.id));
    return { id: created.id, email, name: parsed.data.name, role: input.role };
  }

  async grantEntitlement(
    userId: string,
    plan: Plan,
    options: { expiresAt?: Date | null; source: "admin" | "seed" },
  ) {
    const id = randomUUID();
    await this.db
      .insert(entitlements)
      .values({ id, userId, plan, expiresAt: options.expiresAt ?? null, source: options.source });
    return id;
  }
}

function toMe(user: typeof users.$inferSelect, access: Access): Me {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: access.role,
    plan: access.plan,
    isPaid: access.isPaid,
    isUnlimited: access.isUnlimited,
    allowance: access.allowance,
    company: user.company,
    phone: user.phone,
    referralCode: user.referralCode,
    emailVerified: user.emailVerified,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}
