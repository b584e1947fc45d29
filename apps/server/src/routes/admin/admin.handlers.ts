import { usersCsvFileName } from "@buildr/contracts/admin";
import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { languageFromHeaders } from "../../auth/auth.js";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./admin.routes.js";

const actor = (c: Context<AppEnv>) => ({ id: c.var.user.id, email: c.var.user.email });

export const listUsers: RouteHandler<typeof routes.listUsers, AppEnv> = async (c) =>
  c.json(await c.var.services.admin.listUsers(c.req.valid("query")), 200);

export const createUser: RouteHandler<typeof routes.createUser, AppEnv> = async (c) =>
  c.json(await c.var.services.admin.createUser(actor(c), c.req.valid("json")), 201);

export const updateUser: RouteHandler<typeof routes.updateUser, AppEnv> = async (c) =>
  c.json(
    await c.var.services.admin.changeRole(actor(c), c.req.valid("param").id, c.req.valid("json").role),
    200,
  );

export const passwordReset: RouteHandler<typeof routes.passwordReset, AppEnv> = async (c) =>
  c.json(await c.var.services.admin.sendPasswordReset(actor(c), c.req.valid("param").id), 200);

export const invite: RouteHandler<typeof routes.invite, AppEnv> = async (c) =>
  c.json(
    await c.var.services.admin.invite(
      actor(c),
      c.req.valid("json"),
      // The invitee has no account, so no language of their own yet: the inviting admin's is the best guess.
      languageFromHeaders(c.req.raw.headers),
    ),
    201,
  );

export const grant: RouteHandler<typeof routes.grant, AppEnv> = async (c) =>
  c.json(await c.var.services.admin.grant(actor(c), c.req.valid("json")), 200);

export const vipAccounts: RouteHandler<typeof routes.vipAccounts, AppEnv> = async (c) =>
  c.json(await c.var.services.admin.processVipAccounts(actor(c)), 200);

export const recentEntitlements: RouteHandler<typeof routes.recentEntitlements, AppEnv> = async (c) =>
  c.json({ entitlements: await c.var.services.admin.recentEntitlements() }, 200);

export const usersCsv: RouteHandler<typeof routes.usersCsv, AppEnv> = async (c) => {
  const csv = await c.var.services.admin.exportUsersCsv(actor(c));
  c.header("content-type", "text/csv; charset=utf-8");
  c.header("content-disposition", `attachment; filename="${usersCsvFileName()}"`);
  c.header("cache-control", "no-store");
  return c.body(csv, 200);
};

export const supportInbox: RouteHandler<typeof routes.supportInbox, AppEnv> = async (c) =>
  c.json(await c.var.services.admin.supportRequests(c.req.valid("query")), 200);

export const updateSupportRequest: RouteHandler<typeof routes.updateSupportRequest, AppEnv> = async (c) =>
  c.json(
    await c.var.services.admin.markSupportRequest(
      actor(c),
      c.req.valid("param").id,
      c.req.valid("json").handled,
    ),
    200,
  );

export const health: RouteHandler<typeof routes.health, AppEnv> = async (c) =>
  c.json(await c.var.services.admin.health(c.req.valid("query").check, c.req.raw.headers), 200);

export const auditLog: RouteHandler<typeof routes.auditLog, AppEnv> = async (c) =>
  c.json(await c.var.services.admin.auditLog(c.req.valid("query")), 200);
