import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { invitations, users } from "../../db/schema.js";

/** How long an invitation link stays good. */
export const INVITATION_DAYS = 14;

export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Called once an account exists (better-auth's after-create hook): the newest open invitation for the
 * address gives the account its role. The role follows the address, not the link, because sign-in
 * needs the address confirmed (e-mail link, or Google's verified address): whoever can finish signing
 * up controls that mailbox, which is whom the admin invited.
 */
export async function applyInvitation(
  db: Db,
  account: { id: string; email: string },
  now = new Date(),
): Promise<"user" | "admin" | null> {
  const email = account.email.trim().toLowerCase();
  const [invitation] = await db
    .select({ id: invitations.id, role: invitations.role })
    .from(invitations)
    .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  if (!invitation) return null;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: invitation.role, updatedAt: now }).where(eq(users.id, account.id));
    // Every open invitation for the address is used up at once: a second, older link grants nothing.
    await tx
      .update(invitations)
      .set({ acceptedAt: now, acceptedUserId: account.id })
      .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt)));
  });
  return invitation.role;
}
