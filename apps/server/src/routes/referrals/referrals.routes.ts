import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

export const referralSummarySchema = z.object({
  /** The agent's own code, for `?via=`. */
  code: z.string(),
  /** The link to share: the landing page with the code. */
  link: z.string(),
  /** Accounts created through the link. */
  signUps: z.number().int(),
  /** Of those, the ones that bought a yearly or lifetime plan (not refunded). */
  upgrades: z.number().int(),
});

export const referral = createRoute({
  method: "get",
  path: "/me/referral",
  tags: ["account"],
  summary: "The agent's referral link, with the sign-ups and upgrades it brought",
  middleware: [requireUser] as const,
  responses: {
    200: {
      content: { "application/json": { schema: referralSummarySchema } },
      description: "The link and its counts",
    },
    401: errorResponse("Not signed in"),
  },
});
