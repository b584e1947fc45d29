import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./guest.routes.js";

// The per-address limits use the caller's address as the app resolved it (app.ts): the socket, or the
// client the trusted proxies name. With neither, only the per-e-mail limit applies.
export const registerLead: RouteHandler<typeof routes.registerLead, AppEnv> = async (c) => {
  return c.json(await c.var.services.guest.registerLead(c.req.valid("json"), c.var.clientIp), 200);
};

export const sampleBundle: RouteHandler<typeof routes.sampleBundle, AppEnv> = async (c) => {
  return c.json(await c.var.services.guest.sampleBundle(c.req.valid("json"), c.var.clientIp), 200);
};
