import type { RouteHandler } from "@hono/zod-openapi";
import { loadAccess } from "../../auth/middleware.js";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./support.routes.js";

export const submit: RouteHandler<typeof routes.submit, AppEnv> = async (c) => {
  const { id, email } = c.var.user;
  // Priority support is a paid plan's (a VIP's too): decided from the account, never from the request.
  const access = await loadAccess(c);
  const priority = access.isPaid || access.role === "vip";
  return c.json(
    await c.var.services.support.submit({ id, email }, c.req.valid("json"), new Date(), priority),
    201,
  );
};
