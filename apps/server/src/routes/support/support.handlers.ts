import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./support.routes.js";

export const submit: RouteHandler<typeof routes.submit, AppEnv> = async (c) => {
  const { id, email } = c.var.user;
  return c.json(await c.var.services.support.submit({ id, email }, c.req.valid("json")), 201);
};
