import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { accounts, sessions } from "../db/schema.js";

/**
 * docs/product/compliance.md#security: a password set before its address was proven is the sign-up's, not necessarily the owner's.
 * The confirmation link carries a stamp of the password it confirms; a verification made any other way
 * (a stale or unstamped confirmation link, a magic link, Google, an invitation) clears that password and
 * every session, so whoever typed it before the owner gets nothing.
 */

/** The stamp of one stored password hash: it changes whenever the password does. */
export function credentialStamp(secret: string, passwordHash: string): string {
  return createHmac("sha256", secret)
    .update(`confirmation-link:${passwordHash}`)
    .digest("base64url")
    .slice(0, 32);
}

export function stampMatches(secret: string, passwordHash: string, stamp: unknown): boolean {
  if (typeof stamp !== "string") return false;
  const expected = Buffer.from(credentialStamp(secret, passwordHash));
  const given = Buffer.from(stamp);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function credentialOf(
  db: Db,
  userId: string,
): Promise<{ id: string; password: string | null } | undefined> {
  const [row] = await db
    .select({ id: accounts.id, password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  return row;
}

/** The pending password and every session of an account whose address is not proven yet. */
export async function clearUnprovenAccess(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  });
}
