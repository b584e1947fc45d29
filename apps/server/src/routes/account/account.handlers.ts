import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./account.routes.js";

export const me: RouteHandler<typeof routes.me, AppEnv> = async (c) => {
  return c.json(await c.var.services.accounts.me(c.var.user.id), 200);
};
