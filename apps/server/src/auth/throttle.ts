import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { signInThrottles, users } from "../db/schema.js";

/**
 * docs/product/compliance.md#security, per-account brake on password guessing. Every password attempt on an address is counted
 * before the password is checked (so parallel guesses cannot slip past the count); the fifth in a row
 * locks password sign-in on that address for a minute, and each further lockout lasts twice as long, up
 * to 15 minutes. At that pace a guesser gets about 480 tries a day on one account, not 26,000; and the
 * owner is never locked out for long: a magic link, Google or a password reset still work, and any
 * successful sign-in (or reset) clears the count.
 */
export const ATTEMPTS_PER_LOCKOUT = 5;
export const FIRST_LOCKOUT_SECONDS = 60;
export const MAX_LOCKOUT_SECONDS = 15 * 60;
/** A day without attempts starts the address over (count, lockout length and the owner's mail). */
const QUIET_RESET_MS = 24 * 60 * 60 * 1000;
/** The owner hears of a lockout at most once a day. */
const NOTIFY_EVERY_MS = 24 * 60 * 60 * 1000;

export function lockoutSeconds(lockouts: number): number {
  return Math.min(MAX_LOCKOUT_SECONDS, FIRST_LOCKOUT_SECONDS * 2 ** Math.max(0, lockouts - 1));
}

export type Claim = { allowed: true; locksNow: boolean } | { allowed: false; retryAfterSeconds: number };

/** The address as the throttle keys it, or null when it is no address at all (better-auth refuses those). */
export function throttleKey(email: unknown): string | null {
  if (typeof email !== "string") return null;
  const key = email.trim().toLowerCase();
  return key.length > 0 && key.length <= 254 && key.includes("@") ? key : null;
}

/** Counts one password attempt, or refuses it while the address is locked. One locked row: atomic. */
export async function claimAttempt(db: Db, email: string, now = new Date()): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.insert(signInThrottles).values({ email, lastAttemptAt: now }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.email, email))
      .for("update");
    if (!row) return { allowed: true, locksNow: false };
    if (row.lockedUntil && row.lockedUntil > now)
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000)),
      };
    const quiet = now.getTime() - row.lastAttemptAt.getTime() > QUIET_RESET_MS;
    let failures = (quiet ? 0 : row.failures) + 1;
    let lockouts = quiet ? 0 : row.lockouts;
    let lockedUntil: Date | null = null;
    const locksNow = failures >= ATTEMPTS_PER_LOCKOUT;
    if (locksNow) {
      // This attempt still runs; the lock is in place before its password is checked.
      lockouts += 1;
      failures = 0;
      lockedUntil = new Date(now.getTime() + lockoutSeconds(lockouts) * 1000);
    }
    await tx
      .update(signInThrottles)
      .set({
        failures,
        lockouts,
        lockedUntil,
        lastAttemptAt: now,
        notifiedAt: quiet ? null : row.notifiedAt,
      })
      .where(eq(signInThrottles.email, email));
    return { allowed: true, locksNow };
  });
}

/** A sign-in that proved the owner (the right password, a magic link, Google, a reset): forget the count. */
export async function clearAttempts(db: Db, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.email, email.trim().toLowerCase()));
}

export async function clearAttemptsOfUser(db: Db, userId: string): Promise<void> {
  await db
    .delete(signInThrottles)
    .where(
      eq(signInThrottles.email, sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`),
    );
}

/**
 * Whether to tell the owner of the lockout that just began: once a day at most, and only for an address
 * that has an account. Marks it told in the same statement, so two processes never both send.
 */
export async function takeLockoutNotice(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ lockedUntil: Date } | null> {
  const [row] = await db
    .update(signInThrottles)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(signInThrottles.email, email),
        gt(signInThrottles.lockedUntil, now),
        or(
          isNull(signInThrottles.notifiedAt),
          lt(signInThrottles.notifiedAt, new Date(now.getTime() - NOTIFY_EVERY_MS)),
        ),
        sql`exists (select 1 from ${users} where ${users.email} = ${email})`,
      ),
    )
    .returning({ lockedUntil: signInThrottles.lockedUntil });
  return row?.lockedUntil ? { lockedUntil: row.lockedUntil } : null;
}

/** Rows of addresses nobody has tried for a day: they would start over anyway. */
export async function pruneAttempts(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(signInThrottles)
    .where(lt(signInThrottles.lastAttemptAt, new Date(now.getTime() - QUIET_RESET_MS)));
}
