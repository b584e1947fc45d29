import { randomUUID } from "node:crypto";
import type { Plan } from "@buildr/contracts";
import {
  type AdminEntitlement,
  type AdminGrantResponse,
  type adminGrantRequestSchema,
  isEmailAddress,
  RECENT_ENTITLEMENTS,
} from "@buildr/contracts/admin";
import { desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { entitlements, users } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import { type Actor, recordAudit } from "./audit.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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

/**
 * Grant Access: each address on its own (one bad address never blocks the others). An address with
 * no account fails with "No account with this email": access belongs to a person who has signed up,
 * and an invitation is the way to bring someone new.
 */
export async function grantAccess(
  db: Db,
  actor: Actor,
  input: z.output<typeof adminGrantRequestSchema>,
): Promise<AdminGrantResponse> {
  const expiresAt = grantExpiry(input.expiresAt);
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (emails.length === 0)
    throw new AppError("validation_failed", "Please enter at least one email address", {
      fields: { emails: "Please enter at least one email address" },
    });
  const valid = emails.filter(isEmailAddress);
  const found = valid.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, valid))
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
    await db.transaction(async (tx) => {
      await grantEntitlement(tx, user.id, input.plan, expiresAt);
      await recordAudit(tx, actor, "access.grant", user, {
        plan: input.plan,
        expiresAt: expiresAt?.toISOString() ?? null,
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
async function grantEntitlement(tx: Tx, userId: string, plan: Plan, expiresAt: Date | null) {
  await tx.insert(entitlements).values({ id: randomUUID(), userId, plan, expiresAt, source: "admin" });
}

/** The newest grants and purchases, whoever made them, with the account each belongs to. */
export async function recentEntitlements(db: Db): Promise<AdminEntitlement[]> {
  const rows = await db
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
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
