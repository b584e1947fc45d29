import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./conversations.routes.js";

export const rename: RouteHandler<typeof routes.rename, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { title } = c.req.valid("json");
  return c.json(await c.var.services.conversations.rename(c.var.user.id, id, title), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  return c.json(await c.var.services.conversations.remove(c.var.user.id, c.req.valid("param").id), 200);
};

export const restore: RouteHandler<typeof routes.restore, AppEnv> = async (c) => {
  return c.json(await c.var.services.conversations.restore(c.var.user.id, c.req.valid("param").id), 200);
};

export const versions: RouteHandler<typeof routes.versions, AppEnv> = async (c) => {
  return c.json(await c.var.services.conversations.versions(c.var.user.id, c.req.valid("param").id), 200);
};
