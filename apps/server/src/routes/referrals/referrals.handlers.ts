import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.js";
import { publicUrlOf } from "../../services/index.js";
import { referralSummary } from "../../services/referrals.js";
import type * as routes from "./referrals.routes.js";

export const referral: RouteHandler<typeof routes.referral, AppEnv> = async (c) => {
  const { database, env } = c.var.services;
  return c.json(await referralSummary(database.db, c.var.user.id, publicUrlOf(env)), 200);
};
