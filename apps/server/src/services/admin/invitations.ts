import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { adminInviteRequestSchema } from "@buildr/contracts/admin";
import type { Language } from "@buildr/engine";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { invitations, users } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import type { ServiceDeps } from "../deps.js";
import { type Actor, recordAudit } from "./audit.js";

/** How long an invitation link stays good. */
const INVITATION_DAYS = 14;

function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The link leads to sign-up with the address filled in; the role goes to whoever signs up through that
 * link's own token (docs/product/compliance.md#security). An account still waiting for its address to be confirmed does not block
 * an invitation: nobody has proven that address yet, and the invitation's holder will.
 */
export async function inviteUser(
  deps: Pick<ServiceDeps, "db" | "mailer" | "publicUrl">,
  actor: Actor,
  input: z.output<typeof adminInviteRequestSchema>,
  language: Language = "en",
) {
  const { db } = deps;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.emailVerified, true)))
    .limit(1);
  if (existing)
    throw new AppError(
      "conflict",
      `An account with ${input.email} already exists. Change its role in the users table instead.`,
    );
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const url = `${deps.publicUrl}/auth?mode=signup&email=${encodeURIComponent(input.email)}&invite=${token}`;
  const id = randomUUID();
  await db.insert(invitations).values({
    id,
    email: input.email,
    role: input.role,
    tokenHash,
    invitedBy: actor.id,
    expiresAt,
  });
  // Delivered by the mail job, retried with back-off; the outbox row shows how it went.
  await deps.mailer.send({ to: input.email, kind: "invite", language, url });
  await recordAudit(db, actor, "invite.send", { email: input.email }, { role: input.role });
  return { ok: true as const, email: input.email, role: input.role, expiresAt: expiresAt.toISOString() };
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
