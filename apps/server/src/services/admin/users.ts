import type { Plan } from "@buildr/contracts";
import type { AdminUser, AdminUserList, adminUsersQuerySchema } from "@buildr/contracts/admin";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { entitlements, users } from "../../db/schema.js";
import { entitlementActiveAt, PLAN_RANK } from "../accounts.js";
import type { ServiceDeps } from "../deps.js";
import { type Actor, recordAudit } from "./audit.js";
import { usersCsv } from "./csv.js";

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

/**
 * The users table: search over name and e-mail (a substring, case-insensitive), role filter, sort,
 * paging. One count and one page query, then the page's plans; see bench/admin-search.mjs for its
 * speed with 10,000 accounts.
 */
export async function listUsers(
  deps: Pick<ServiceDeps, "db" | "env">,
  query: z.output<typeof adminUsersQuerySchema>,
): Promise<AdminUserList> {
  const { db } = deps;
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
  const rows = await db
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
      : Number((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0));

  const plans = await activePlans(
    db,
    rows.map((r) => r.id),
  );
  return {
    users: rows.map(
      (r): AdminUser => ({
        id: r.id,
        name: r.name,
        email: r.email,
        role: r.role,
        status: r.emailUnsubscribed ? "Inactive" : "Active",
        emailVerified: r.emailVerified,
        isUnlimited: r.isUnlimited || deps.env.VIP_EMAILS.includes(r.email),
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
async function activePlans(db: Db, userIds: string[], now = new Date()): Promise<Map<string, Plan>> {
  const best = new Map<string, Plan>();
  if (userIds.length === 0) return best;
  const rows = await db
    .select({ userId: entitlements.userId, plan: entitlements.plan })
    .from(entitlements)
    .where(and(inArray(entitlements.userId, userIds), entitlementActiveAt(now)));
  for (const row of rows) {
    const current = best.get(row.userId);
    if (!current || PLAN_RANK[row.plan] > PLAN_RANK[current]) best.set(row.userId, row.plan);
  }
  return best;
}

/** Every account, newest first, as docs/product/rules-and-figures.md#figures's CSV. */
export async function exportUsersCsv(db: Db, actor: Actor): Promise<string> {
  const rows = await db
    .select({
      name: users.name,
      email: users.email,
      role: users.role,
      emailUnsubscribed: users.emailUnsubscribed,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id));
  await recordAudit(db, actor, "users.export", {}, { rows: rows.length });
  return usersCsv(rows.map((r) => ({ ...r, status: r.emailUnsubscribed ? "Inactive" : "Active" })));
}
