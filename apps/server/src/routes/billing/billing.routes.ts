import {
  billingSyncRequestSchema,
  billingSyncResponseSchema,
  checkoutRequestSchema,
  checkoutSessionIdSchema,
  checkoutSessionSummarySchema,
  urlResponseSchema,
} from "@buildr/contracts";
import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

export const checkout = createRoute({
  method: "post",
  path: "/billing/checkout",
  tags: ["billing"],
  summary:
    "Starts a checkout for a plan (Stripe Checkout, or the test-mode page without keys); signed in or not",
  request: {
    body: { content: { "application/json": { schema: checkoutRequestSchema } }, required: true },
  },
  responses: {
    200: { content: { "application/json": { schema: urlResponseSchema } }, description: "Where to pay" },
    400: errorResponse("Malformed or invalid body"),
    409: errorResponse("The account already has this plan (or lifetime)"),
    429: errorResponse(
      "Too many checkouts started: 10 per 10 minutes per address, 5 per account (rate_limited, with Retry-After)",
    ),
    503: errorResponse("Payments are not configured, or Stripe did not answer"),
  },
});

export const webhook = createRoute({
  method: "post",
  path: "/billing/webhook",
  tags: ["billing"],
  summary:
    "Stripe's signed events (Stripe-Signature over the raw body). Applied once per event id; anything unsigned is refused",
  responses: {
    200: {
      content: {
        "application/json": {
          schema: z.object({
            received: z.literal(true),
            result: z.enum(["applied", "duplicate", "ignored"]),
          }),
        },
      },
      description: "Accepted",
    },
    400: errorResponse("Missing or invalid signature, or webhooks not configured"),
    422: errorResponse("A handled event whose object has an unexpected shape"),
  },
});

export const session = createRoute({
  method: "get",
  path: "/billing/session/{id}",
  tags: ["billing"],
  summary: "The buyer's e-mail and the status of a checkout session (payment pages)",
  request: { params: z.object({ id: checkoutSessionIdSchema }) },
  responses: {
    200: {
      content: { "application/json": { schema: checkoutSessionSummarySchema } },
      description: "The session",
    },
    400: errorResponse("Not a checkout session id"),
    404: errorResponse("No such session"),
    503: errorResponse("Stripe did not answer"),
  },
});

export const sync = createRoute({
  method: "post",
  path: "/billing/sync",
  tags: ["billing"],
  summary:
    "Checks payment state with Stripe (a checkout session, and the signed-in account's subscriptions) and applies it",
  request: {
    body: { content: { "application/json": { schema: billingSyncRequestSchema } }, required: true },
  },
  responses: {
    200: {
      content: { "application/json": { schema: billingSyncResponseSchema } },
      description: "Access after the check",
    },
    400: errorResponse("Malformed or invalid body"),
    401: errorResponse("Neither signed in nor a session id"),
    404: errorResponse("No such session"),
    503: errorResponse("Stripe did not answer"),
  },
});

export const portal = createRoute({
  method: "post",
  path: "/billing/portal",
  tags: ["billing"],
  summary: "A Stripe customer portal session for Manage Subscription (the test-mode stand-in without keys)",
  middleware: [requireUser] as const,
  responses: {
    200: { content: { "application/json": { schema: urlResponseSchema } }, description: "Where to go" },
    401: errorResponse("Not signed in"),
    404: errorResponse("Nothing bought on this account yet"),
    503: errorResponse("Payments are not configured, or Stripe did not answer"),
  },
});
