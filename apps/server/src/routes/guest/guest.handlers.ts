import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./guest.routes.js";

/**
 * Who is asking, for the per-address limits: the proxy's X-Forwarded-For when TRUST_PROXY says a proxy
 * sets it, else the socket. The same rule the auth rate limits use; with neither, only the per-e-mail
 * limit applies.
 */
function clientAddress(c: Context<AppEnv>): string | undefined {
  if (c.var.services.env.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

export const registerLead: RouteHandler<typeof routes.registerLead, AppEnv> = async (c) => {
  return c.json(await c.var.services.guest.registerLead(c.req.valid("json"), clientAddress(c)), 200);
};

export const sampleBundle: RouteHandler<typeof routes.sampleBundle, AppEnv> = async (c) => {
  return c.json(await c.var.services.guest.sampleBundle(c.req.valid("json"), clientAddress(c)), 200);
};
