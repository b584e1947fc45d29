import type { Role } from "@buildr/contracts";
import { type AdminVipResponse, isEmailAddress } from "@buildr/contracts/admin";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.js";
import type { ServiceDeps } from "../deps.js";
import { type Actor, recordAudit } from "./audit.js";

/** A readable name for an account made from an address alone: jane.doe@… → "Jane Doe". */
export function nameFromEmail(email: string): string {
  const words = (email.split("@")[0] ?? "")
    .split(/[._+-]+/)
    .filter((w) => /^[a-z]/i.test(w))
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  const name = words.join(" ").slice(0, 100);
  return name.length >= 2 ? name : "User";
}

/**
 * Create VIP Accounts: every address of the VIP_EMAILS allow-list gets an account with role vip
 * (created without a password: the person signs in with an e-mail link, Google, or "forgot password").
 * An admin on the list stays admin (admin already includes everything vip gives).
 */
export async function processVipAccounts(
  deps: Pick<ServiceDeps, "db" | "auth" | "env" | "logger">,
  actor: Actor,
): Promise<AdminVipResponse> {
  const { db } = deps;
  const results: AdminVipResponse["results"] = [];
  const ctx = await deps.auth.$context;
  for (const email of deps.env.VIP_EMAILS) {
    if (!isEmailAddress(email)) {
      results.push({
        email,
        status: "error",
        message: "Not a valid email address",
        outcome: "invalid_email",
      });
      continue;
    }
    try {
      const [user] = await db
        .select({ id: users.id, role: users.role, isUnlimited: users.isUnlimited })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      if (user) {
        const role: Role = user.role === "admin" ? "admin" : "vip";
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ role, isUnlimited: true, updatedAt: new Date() })
            .where(eq(users.id, user.id));
          await recordAudit(tx, actor, "vip.process", { id: user.id, email }, { status: "updated", role });
        });
        results.push({
          email,
          status: "updated",
          outcome: user.role === "admin" ? "already_admin" : user.role === "vip" ? "already_vip" : "promoted",
          message:
            user.role === "admin"
              ? "Already an admin: unlimited access confirmed."
              : user.role === "vip"
                ? "Already a VIP: unlimited access confirmed."
                : "Role changed to VIP with unlimited access.",
        });
        continue;
      }
      const created = await ctx.internalAdapter.createUser(
        { email, name: nameFromEmail(email), emailVerified: true },
        { method: "admin" },
      );
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ role: "vip", isUnlimited: true, emailVerified: true })
          .where(eq(users.id, created.id));
        await recordAudit(tx, actor, "vip.process", { id: created.id, email }, { status: "created" });
      });
      results.push({
        email,
        status: "created",
        outcome: "created",
        message: "VIP account created. They sign in with an email link, Google or “Forgot password”.",
      });
    } catch (error) {
      deps.logger.error({ err: error, email }, "admin: VIP account failed");
      results.push({
        email,
        status: "error",
        outcome: "failed",
        message: "Could not create or update this account.",
      });
    }
  }
  return { results };
}
