import type { Role } from "@buildr/contracts";
import type { adminCreateUserRequestSchema } from "@buildr/contracts/admin";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import type { ServiceDeps } from "../deps.js";
import { type Actor, recordAudit } from "./audit.js";

async function userById(db: Db, id: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!user) throw new AppError("not_found", "No account with this id. Refresh the list and try again.");
  return user;
}

/** Add New User: the same verified-account path as the command line's create-user. */
export async function createUser(
  deps: Pick<ServiceDeps, "db" | "accounts">,
  actor: Actor,
  input: z.output<typeof adminCreateUserRequestSchema>,
) {
  const created = await deps.accounts.createVerifiedUser(input);
  await recordAudit(deps.db, actor, "user.create", created, { role: created.role });
  return created;
}

/**
 * docs/product/rules-and-figures.md#states has a role change also write is_paid; here vip and admin are unlimited by their role
 * (docs/product/decisions.md#d-3), so nothing else changes and paid status stays derived from entitlements alone.
 */
export async function changeRole(db: Db, actor: Actor, userId: string, role: Role) {
  const user = await userById(db, userId);
  if (user.id === actor.id && role !== user.role)
    throw new AppError(
      "conflict",
      "You can't change your own role. Ask another admin, so the area always keeps an admin.",
    );
  if (user.role !== role) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
      await recordAudit(tx, actor, "role.change", user, { from: user.role, to: role });
    });
  }
  return { ...user, role };
}

/** better-auth's own reset mail (the link expires in an hour and signs out every other session). */
export async function sendPasswordReset(
  deps: Pick<ServiceDeps, "db" | "auth" | "publicUrl">,
  actor: Actor,
  userId: string,
) {
  const user = await userById(deps.db, userId);
  await deps.auth.api.requestPasswordReset({
    body: { email: user.email, redirectTo: `${deps.publicUrl}/auth/reset-password` },
  });
  await recordAudit(deps.db, actor, "password_reset.send", user);
  return { ok: true as const, message: `A password reset link was sent to ${user.email}.` };
}
