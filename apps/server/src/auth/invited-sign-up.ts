import type { Language } from "@buildr/engine";
import { APIError, type createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";
import { claimInvitation, grantInvitation, releaseInvitation } from "../services/admin/invitations.js";
import { refuse } from "./profile-rules.js";
import { clearUnprovenAccess, replacePendingSignUp } from "./unproven.js";

/**
 * A sign-up through an admin's invitation: the invitation's own link proves the address, so the account is
 * ready at once, with the invited role, and signed in. An invitation that cannot be used is refused; one
 * claimed by a sign-up that then fails is released for another try.
 */

/** The request a better-auth hook sees. */
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const INVITATION_INVALID =
  "This invitation link can't be used: it was already used, it expired, or it was sent to another address. Ask your admin for a new one, or sign up without it.";

export async function signUpWithInvitation(
  ctx: HookContext,
  db: Db,
  {
    invite,
    email,
    password,
    existing,
    input,
  }: {
    invite: unknown;
    email: string;
    password: string;
    existing: { id: string; emailVerified: boolean } | undefined;
    input: { name: string; language: Language; referralCode: string | null };
  },
) {
  const invitation =
    typeof invite === "string" && invite.length <= 200 ? await claimInvitation(db, invite, email) : null;
  if (!invitation) refuse("BAD_REQUEST", "INVITATION_INVALID", INVITATION_INVALID);
  let userId: string;
  try {
    if (existing?.emailVerified)
      refuse(
        "UNPROCESSABLE_ENTITY",
        "USER_ALREADY_EXISTS",
        "An account with this email already exists. Sign in instead; your admin can change its role.",
      );
    const passwordHash = await ctx.context.password.hash(password);
    if (existing) {
      // Whatever an earlier sign-up on this address left (its password, its sessions) was
      // never proven: the invitation's holder is the owner.
      await clearUnprovenAccess(db, existing.id);
      await replacePendingSignUp(db, existing.id, { passwordHash, ...input });
      await db
        .update(users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      const created = await ctx.context.internalAdapter.createUser(
        { email, emailVerified: true, ...input },
        { method: "email-password" },
      );
      await ctx.context.internalAdapter.linkAccount({
        userId: created.id,
        providerId: "credential",
        accountId: created.id,
        password: passwordHash,
      });
      userId = created.id;
    }
    await grantInvitation(db, invitation, { id: userId, email });
  } catch (error) {
    await releaseInvitation(db, invitation.id);
    throw error;
  }
  const user = await ctx.context.internalAdapter.findUserById(userId);
  const session = await ctx.context.internalAdapter.createSession(userId);
  if (!user || !session) throw new APIError("INTERNAL_SERVER_ERROR");
  await setSessionCookie(ctx, { session, user });
  return ctx.json({
    token: session.token,
    user: { id: user.id, email: user.email, name: user.name, emailVerified: true },
  });
}
