import type { RouteHandler } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { billingMode, googleEnabled } from "../../env.js";
import type { AppEnv } from "../../lib/context.js";
import { AppError } from "../../lib/errors.js";
import type * as routes from "./system.routes.js";

export const health: RouteHandler<typeof routes.health, AppEnv> = async (c) => {
  try {
    await c.var.services.database.db.execute(sql`select 1`);
  } catch (err) {
    c.var.services.logger.error({ err, requestId: c.var.requestId }, "health: database does not answer");
    throw new AppError("service_unavailable");
  }
  return c.json({ status: "ok" as const }, 200);
};

export const publicConfig: RouteHandler<typeof routes.publicConfig, AppEnv> = (c) => {
  const { env } = c.var.services;
  return c.json(
    {
      googleEnabled: googleEnabled(env),
      devMailbox: env.NODE_ENV !== "production",
      billingTestMode: billingMode(env) === "test",
      supportEmail: env.SUPPORT_EMAIL,
    },
    200,
  );
};
