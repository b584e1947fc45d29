import type { Role } from "@buildr/contracts";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/context.js";
import { AppError } from "../lib/errors.js";
import type { Access } from "../services/accounts.js";

/**
 * Guards (docs/conventions.md#guards). The page guards in the web app are comfort only; these decide (docs/product/decisions.md#d-5).
 * `requireUser` loads the session, and with it the caller's access, once per request (auth/session.ts);
 * the others build on it.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  // c.get, not c.var: Hono builds a new object for every c.var (this runs on every authenticated request).
  const services = c.get("services");
  const read = await services.sessions.read(c.req.raw.headers);
  if (read.status === "none") throw new AppError("unauthorized");
  if (read.status === "valid") {
    c.set("user", { id: read.user.id, email: read.user.email, name: read.user.name });
    c.set("access", read.access);
    c.set("account", read.user);
  } else {
    // Expired or due for its refresh: better-auth applies its own rules (and extends the session).
    const session = await services.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("unauthorized");
    c.set("user", { id: session.user.id, email: session.user.email, name: session.user.name });
  }
  await next();
});

/** The caller's access: set by `requireUser`'s one-query read, or loaded once when better-auth answered. */
export async function loadAccess(c: Context<AppEnv>): Promise<Access> {
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

/** Paid features: an active entitlement, or any unlimited account (vip, admin, allow-list, flag; docs/product/decisions.md#d-3). */
export const requirePaid = createMiddleware<AppEnv>(async (c, next) => {
  const access = await loadAccess(c);
  if (!access.isPaid && !access.isUnlimited) {
    throw new AppError("upgrade_required", "This feature is part of the paid plans. Upgrade to unlock it.");
  }
  await next();
});
