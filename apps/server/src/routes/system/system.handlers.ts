import type { RouteHandler } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { billingMode, googleEnabled } from "../../env.js";
import type { AppEnv } from "../../lib/context.js";
import { AppError } from "../../lib/errors.js";
import type * as routes from "./system.routes.js";

/**
 * Health checks arriving together share one database ping (a load balancer and a monitor polling at once
 * cost one statement); once it answers, the next check pings again.
 */
const pings = new WeakMap<object, Promise<unknown>>();
function ping(db: Db): Promise<unknown> {
  let pending = pings.get(db);
  if (!pending) {
    pending = new Promise((resolve) => setImmediate(resolve))
      .then(() => db.execute(sql`select 1`))
      .finally(() => pings.delete(db));
    pings.set(db, pending);
  }
  return pending;
}

export const health: RouteHandler<typeof routes.health, AppEnv> = async (c) => {
  try {
    await ping(c.var.services.database.db);
  } catch (err) {
    c.var.services.logger.error({ err, requestId: c.var.requestId }, "health: database does not answer");
    throw new AppError("service_unavailable");
  }
  return c.json({ status: "ok" as const }, 200);
};

export const live: RouteHandler<typeof routes.live, AppEnv> = (c) => c.json({ status: "ok" as const }, 200);

/**
 * Readiness, for a load balancer deciding where to send requests: the database answers and the job
 * queue runs. From the first moment of a shutdown (the queue stops first) it answers 503, so traffic
 * moves to the other processes while this one finishes what it began.
 */
export const ready: RouteHandler<typeof routes.ready, AppEnv> = async (c) => {
  const { database, jobs, logger } = c.var.services;
  if (!jobs.running)
    throw new AppError("service_unavailable", "Not ready: the server is starting or shutting down.");
  try {
    await ping(database.db);
  } catch (err) {
    logger.error({ err, requestId: c.var.requestId }, "ready: database does not answer");
    throw new AppError("service_unavailable", "Not ready: the database does not answer.");
  }
  return c.json({ status: "ready" as const, database: database.kind }, 200);
};

export const publicConfig: RouteHandler<typeof routes.publicConfig, AppEnv> = (c) => {
  const { env } = c.var.services;
  return c.json(
    {
      googleEnabled: googleEnabled(env),
      devMailbox: env.NODE_ENV !== "production",
      billingTestMode: billingMode(env) === "test",
      supportEmail: env.SUPPORT_EMAIL,
      supportPhone: env.SUPPORT_PHONE || null,
    },
    200,
  );
};
