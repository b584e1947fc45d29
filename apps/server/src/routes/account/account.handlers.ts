import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./account.routes.js";
import { AccountWorkspace } from "./account.service.js";
import { AccountData } from "./account-data.service.js";

function workspace(c: Context<AppEnv>) {
  return new AccountWorkspace(c.var.services.database.db, c.var.services.accounts);
}

export const me: RouteHandler<typeof routes.me, AppEnv> = async (c) => {
  const user = c.get("account");
  const access = c.get("access");
  return c.json(
    await c.get("services").accounts.me(c.get("user").id, user && access ? { user, access } : undefined),
    200,
  );
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

export const exportData: RouteHandler<typeof routes.exportData, AppEnv> = async (c) => {
  const data = await new AccountData(c.var.services.database.db).export(c.var.user.id);
  const day = data.exportedAt.slice(0, 10);
  return c.json(data, 200, {
    "content-disposition": `attachment; filename="buildr-data-${day}.json"`,
    "cache-control": "no-store",
  });
};

export const deleteAccount: RouteHandler<typeof routes.deleteAccount, AppEnv> = async (c) => {
  const { confirm } = c.req.valid("json");
  await new AccountData(c.var.services.database.db).delete(c.var.user.id, confirm);
  // better-auth's own sign-out clears its cookies (session and cached session data) the way it set them.
  const signedOut = await c.var.services.auth.api
    .signOut({ headers: c.req.raw.headers, returnHeaders: true })
    .catch(() => null);
  for (const cookie of signedOut?.headers.getSetCookie() ?? [])
    c.header("set-cookie", cookie, { append: true });
  return c.json({ deleted: true as const }, 200);
};
