import { createHmac, timingSafeEqual } from "node:crypto";
import type { Language } from "@buildr/engine";
import { verifyJWT } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { accounts, sessions, users } from "../db/schema.js";

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

/** The confirmation link, stamped with the password it confirms (see `credentialStamp`). */
export async function stampedLink(db: Db, secret: string, userId: string, url: string): Promise<string> {
  const credential = await credentialOf(db, userId);
  return credential?.password ? `${url}&s=${credentialStamp(secret, credential.password)}` : url;
}

/**
 * A confirmation link opened for an address still unproven: unless its stamp names the password the
 * account has now (the sign-up's own link), that password and any session are cleared before
 * better-auth confirms the address and signs the clicker in.
 */
export async function guardConfirmation(
  db: Db,
  secret: string,
  token: unknown,
  stamp: unknown,
): Promise<void> {
  if (typeof token !== "string") return;
  const payload = await verifyJWT(token, secret);
  if (!payload || typeof payload.email !== "string" || payload.updateTo) return;
  const [user] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, payload.email.toLowerCase()))
    .limit(1);
  if (!user || user.emailVerified) return;
  if (typeof payload.userId === "string" && payload.userId !== user.id) return;
  const credential = await credentialOf(db, user.id);
  if (credential?.password && stampMatches(secret, credential.password, stamp)) return;
  await clearUnprovenAccess(db, user.id);
}

/** Whether a confirmation link's address is confirmed already (the link was used before). */
export async function alreadyConfirmed(db: Db, secret: string, token: unknown): Promise<boolean> {
  if (typeof token !== "string") return false;
  const payload = await verifyJWT(token, secret);
  if (!payload || typeof payload.email !== "string" || payload.updateTo) return false;
  const [user] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, payload.email.toLowerCase()))
    .limit(1);
  return Boolean(user?.emailVerified);
}

/**
 * A sign-up on an address whose account is still unproven replaces that sign-up: the new password,
 * name and language, every session ended. better-auth then answers as for any address in use, and
 * `onExistingUserSignUp` mails the owner a new link, stamped with the new password; the earlier link
 * no longer matches it.
 */
export async function replacePendingSignUp(
  db: Db,
  userId: string,
  input: { passwordHash: string; name: string; language: Language; referralCode: string | null },
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const updated = await tx
      .update(accounts)
      .set({ password: input.passwordHash, updatedAt: now })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (updated.length === 0)
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: input.passwordHash,
      });
    await tx
      .update(users)
      .set({ name: input.name, language: input.language, referralCode: input.referralCode, updatedAt: now })
      .where(eq(users.id, userId));
  });
}
