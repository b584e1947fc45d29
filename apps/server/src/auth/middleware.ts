import type { Role } from "@buildr/contracts";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/context.js";
import { AppError } from "../lib/errors.js";
import type { Access } from "../services/accounts.js";

/**
 * Guards (style.md §5). The page guards in the web app are comfort only; these decide (D-5).
 * `requireUser` loads the session once per request; the others build on it.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.services.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError("unauthorized");
  c.set("user", { id: session.user.id, email: session.user.email, name: session.user.name });
  await next();
});

async function loadAccess(c: Context<AppEnv>): Promise<Access> {
  const cached = c.get("access");
  if (cached) return cached;
  const access = await c.var.services.accounts.access(c.var.user.id);
  if (!access) throw new AppError("unauthorized");
  c.set("access", access);
  return access;
}

export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const access = await loadAccess(c);
    if (!roles.includes(access.role)) throw new AppError("forbidden");
    await next();
  });
}

/** Paid features: an active entitlement, or any unlimited account (vip, admin, allow-list, flag; D-3). */
export const requirePaid = createMiddleware<AppEnv>(async (c, next) => {
  const access = await loadAccess(c);
  if (!access.isPaid && !access.isUnlimited) {
    throw new AppError("upgrade_required", "This feature is part of the paid plans. Upgrade to unlock it.");
  }
  await next();
});
