import {
  DASHBOARD_WEEKS,
  type Dashboard,
  FREE_SAVES_PER_MONTH,
  type Profile,
  type updateProfileRequestSchema,
} from "@buildr/contracts";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { billingPurchases, bundles, users } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import type { AccountService } from "../../services/accounts.js";
import { grantsAccess } from "../../services/billing/purchases.js";

const RECENT_BUNDLES = 5;
const DAY_MS = 86_400_000;

/**
 * The agent's own profile and figures (settings and dashboard, docs/product/screens.md). The account service owns
 * identity and access; this reads and writes only the fields an agent may change about themselves.
 */
export class AccountWorkspace {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
  ) {}

  async profile(userId: string): Promise<Profile> {
    const [me, [row], subscription] = await Promise.all([
      this.accounts.me(userId),
      this.db
        .select({
          emailUnsubscribed: users.emailUnsubscribed,
          tpmoOrganizations: users.tpmoOrganizations,
          tpmoPlans: users.tpmoPlans,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1),
      this.subscriptionOf(userId),
    ]);
    return {
      ...me,
      subscription,
      emailUnsubscribed: row?.emailUnsubscribed ?? false,
      tpmoOrganizations: row?.tpmoOrganizations ?? null,
      tpmoPlans: row?.tpmoPlans ?? null,
    };
  }

  /** The subscription that gives access now, with the date it renews or, once cancelled, ends. */
  private async subscriptionOf(userId: string, now = new Date()): Promise<Profile["subscription"]> {
    const rows = await this.db
      .select()
      .from(billingPurchases)
      .where(and(eq(billingPurchases.userId, userId), eq(billingPurchases.kind, "subscription")))
      .orderBy(desc(billingPurchases.currentPeriodEnd));
    const live = rows.find(
      (p) => grantsAccess(p) && p.currentPeriodEnd !== null && p.currentPeriodEnd.getTime() > now.getTime(),
    );
    if (!live?.currentPeriodEnd) return null;
    const end = live.currentPeriodEnd.toISOString();
    return live.cancelAtPeriodEnd ? { renewsAt: null, cancelsAt: end } : { renewsAt: end, cancelsAt: null };
  }

  /** Only what the request names changes; a blank company or phone clears it. */
  async updateProfile(userId: string, patch: z.output<typeof updateProfileRequestSchema>): Promise<Profile> {
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.company !== undefined) changes.company = patch.company;
    if (patch.phone !== undefined) changes.phone = patch.phone;
    if (patch.language !== undefined) changes.language = patch.language;
    if (patch.emailUnsubscribed !== undefined) changes.emailUnsubscribed = patch.emailUnsubscribed;
    if (patch.tpmoOrganizations !== undefined) changes.tpmoOrganizations = patch.tpmoOrganizations;
    if (patch.tpmoPlans !== undefined) changes.tpmoPlans = patch.tpmoPlans;
    const updated = await this.db
      .update(users)
      .set(changes)
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError("unauthorized");
    return this.profile(userId);
  }

  /**
   * Every figure in three indexed queries over the agent's own bundles. Saves count as docs/product/decisions.md#d-4 counts them
   * (a removed save still used the month's allowance); the commission sum covers the bundles still in the
   * agent's list.
   */
  async dashboard(userId: string, now = new Date()): Promise<Dashboard> {
    const access = await this.accounts.access(userId, now);
    if (!access) throw new AppError("unauthorized");
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const firstWeek = new Date(startOfUtcWeek(now).getTime() - (DASHBOARD_WEEKS - 1) * 7 * DAY_MS);
    const commission = (end: "low" | "high") =>
      sql<string>`coalesce(sum((${bundles.bundle}->'totals'->'firstYearCommission'->>${end})::numeric) filter (where ${bundles.savedAt} is not null and ${bundles.removedAt} is null), 0)::float8`;
    const mine = eq(bundles.userId, userId);
    // Raw SQL parameters go to the driver as they are: postgres-js cannot bind a Date there, PGlite can.
    const monthStartIso = monthStart.toISOString();

    const [totals] = await this.db
      .select({
        generatedThisMonth: sql<number>`count(*) filter (where ${bundles.createdAt} >= ${monthStartIso}::timestamptz)::int`,
        savedThisMonth: sql<number>`count(*) filter (where ${bundles.savedAt} >= ${monthStartIso}::timestamptz)::int`,
        savedInList: sql<number>`count(*) filter (where ${bundles.savedAt} is not null and ${bundles.removedAt} is null)::int`,
        commissionLow: commission("low"),
        commissionHigh: commission("high"),
      })
      .from(bundles)
      .where(mine);

    const weekOf = (column: typeof bundles.createdAt | typeof bundles.savedAt) =>
      sql`date_trunc('week', ${column} at time zone 'UTC')`;
    const [generatedWeeks, savedWeeks, recent] = await Promise.all([
      this.db
        .select({
          week: sql<string>`to_char(${weekOf(bundles.createdAt)}, 'YYYY-MM-DD')`,
          n: sql<number>`count(*)::int`,
        })
        .from(bundles)
        .where(and(mine, gte(bundles.createdAt, firstWeek)))
        .groupBy(weekOf(bundles.createdAt)),
      this.db
        .select({
          week: sql<string>`to_char(${weekOf(bundles.savedAt)}, 'YYYY-MM-DD')`,
          n: sql<number>`count(*)::int`,
        })
        .from(bundles)
        .where(and(mine, gte(bundles.savedAt, firstWeek)))
        .groupBy(weekOf(bundles.savedAt)),
      this.db
        .select({
          id: bundles.id,
          summary: bundles.summary,
          language: bundles.language,
          createdAt: bundles.createdAt,
          savedAt: bundles.savedAt,
          client: sql<{ firstName?: string; lastName?: string }>`${bundles.bundle}->'client'`,
          commission: sql<{ low: number; high: number }>`${bundles.bundle}->'totals'->'firstYearCommission'`,
        })
        .from(bundles)
        .where(and(mine, sql`${bundles.removedAt} is null`))
        .orderBy(desc(bundles.createdAt))
        .limit(RECENT_BUNDLES),
    ]);

    const generatedBy = new Map(generatedWeeks.map((w) => [w.week, Number(w.n)]));
    const savedBy = new Map(savedWeeks.map((w) => [w.week, Number(w.n)]));
    const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => {
      const start = new Date(firstWeek.getTime() + i * 7 * DAY_MS);
      const key = start.toISOString().slice(0, 10);
      return { start: key, generated: generatedBy.get(key) ?? 0, saved: savedBy.get(key) ?? 0 };
    });

    return {
      allowance: access.allowance,
      plan: access.plan,
      isPaid: access.isPaid,
      month: {
        start: monthStart.toISOString(),
        generated: Number(totals?.generatedThisMonth ?? 0),
        saved: Number(totals?.savedThisMonth ?? 0),
        saveLimit: access.isUnlimited ? null : FREE_SAVES_PER_MONTH,
      },
      saved: {
        count: Number(totals?.savedInList ?? 0),
        firstYearCommission: {
          low: Math.round(Number(totals?.commissionLow ?? 0)),
          high: Math.round(Number(totals?.commissionHigh ?? 0)),
        },
      },
      weeks,
      recent: recent.map((r) => ({
        id: r.id,
        summary: r.summary,
        clientName: [r.client?.firstName, r.client?.lastName].filter(Boolean).join(" ") || null,
        language: r.language,
        createdAt: r.createdAt.toISOString(),
        saved: r.savedAt !== null,
        firstYearCommission: {
          low: Number(r.commission?.low ?? 0),
          high: Number(r.commission?.high ?? 0),
        },
      })),
    };
  }
}

/** Monday 00:00 UTC of the week holding `now`, as PostgreSQL's date_trunc('week') counts weeks. */
export function startOfUtcWeek(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}
