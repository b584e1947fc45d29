import { randomInt } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";
import { AppError } from "../lib/errors.js";

/** Letters and digits no one misreads in a link ("l", "1", "o" and "0" left out). */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const CODE_LENGTH = 8;

function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export interface ReferralSummary {
  code: string;
  link: string;
  signUps: number;
  upgrades: number;
}

/**
 * The agent's own referral code, made on first request. Two first requests at once both try to set it
 * only where it is still empty, so the one that lands second reads the first one's code; a code already
 * taken by someone else (one chance in 10^12) is drawn again.
 */
async function inviteCodeOf(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .select({ code: users.inviteCode })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new AppError("unauthorized");
    if (row.code) return row.code;
    try {
      await db
        .update(users)
        .set({ inviteCode: newCode() })
        .where(and(eq(users.id, userId), isNull(users.inviteCode)));
    } catch (error) {
      // A unique violation: draw again. Anything else is a real failure.
      if (!/invite_code|unique/i.test(String((error as { message?: unknown }).message ?? error))) throw error;
    }
  }
  throw new Error("could not allocate a referral code");
}

/**
 * The referral program: the agent's `?via=` link, the accounts it brought (the code stored on an
 * account at sign-up or at a checkout that created it) and how many of those went on to buy a plan
 * (a yearly or lifetime plan paid through checkout and not refunded).
 */
export async function referralSummary(db: Db, userId: string, publicUrl: string): Promise<ReferralSummary> {
  const code = await inviteCodeOf(db, userId);
  const brought = and(eq(users.referralCode, code), sql`${users.id} <> ${userId}`);
  // Qualified by hand: drizzle writes bare column names in a one-table select, and a bare "id" inside
  // the subquery would mean the entitlement's own.
  const bought = sql`exists (select 1 from entitlements e where e.user_id = "users"."id"
    and e.plan in ('yearly', 'lifetime') and e.source in ('stripe', 'test_checkout')
    and e.revoked_at is null)`;
  const [[signUps], [upgrades]] = await Promise.all([
    db.select({ n: count() }).from(users).where(brought),
    db.select({ n: count() }).from(users).where(and(brought, bought)),
  ]);
  return {
    code,
    link: `${publicUrl}/?via=${code}`,
    signUps: Number(signUps?.n ?? 0),
    upgrades: Number(upgrades?.n ?? 0),
  };
}
