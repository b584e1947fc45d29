import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./account.routes.js";
import { AccountWorkspace } from "./account.service.js";

function workspace(c: Context<AppEnv>) {
  return new AccountWorkspace(c.var.services.database.db, c.var.services.accounts);
}

export const me: RouteHandler<typeof routes.me, AppEnv> = async (c) => {
  return c.json(await c.var.services.accounts.me(c.var.user.id), 200);
};

export const profile: RouteHandler<typeof routes.profile, AppEnv> = async (c) => {
  return c.json(await workspace(c).profile(c.var.user.id), 200);
};

export const updateProfile: RouteHandler<typeof routes.updateProfile, AppEnv> = async (c) => {
  return c.json(await workspace(c).updateProfile(c.var.user.id, c.req.valid("json")), 200);
};

export const dashboard: RouteHandler<typeof routes.dashboard, AppEnv> = async (c) => {
  return c.json(await workspace(c).dashboard(c.var.user.id), 200);
};
