import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
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
 * docs/product/compliance.md#security: an invitation's role goes only to whoever holds its link. The token is claimed in one
 * statement (open, not expired, for this very address), so it works once even with two clicks at the
 * same moment; whoever holds it has read the invited mailbox, which proves the address.
 */
export async function claimInvitation(
  db: Db,
  token: string,
  email: string,
  now = new Date(),
): Promise<{ id: string; role: "user" | "admin" } | null> {
  const [claimed] = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.tokenHash, hashInvitationToken(token)),
        eq(invitations.email, email.trim().toLowerCase()),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id, role: invitations.role });
  return claimed ?? null;
}

/** Gives up a claim when the account could not be made, so the link still works. */
export async function releaseInvitation(db: Db, id: string): Promise<void> {
  await db.update(invitations).set({ acceptedAt: null, acceptedUserId: null }).where(eq(invitations.id, id));
}

/**
 * The claimed invitation's role, on the account its holder has just proven. Every other open invitation
 * for the address is used up too: an older link grants nothing later.
 */
export async function grantInvitation(
  db: Db,
  invitation: { id: string; role: "user" | "admin" },
  account: { id: string; email: string },
  now = new Date(),
): Promise<void> {
  const email = account.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: invitation.role, updatedAt: now }).where(eq(users.id, account.id));
    await tx.update(invitations).set({ acceptedUserId: account.id }).where(eq(invitations.id, invitation.id));
    await tx
      .update(invitations)
      .set({ acceptedAt: now, acceptedUserId: account.id })
      .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt)));
  });
}
