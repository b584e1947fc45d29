import {
  guestBundleRequestSchema,
  guestBundleSchema,
  guestLeadRequestSchema,
  guestLeadSchema,
} from "@buildr/contracts/guest";
import { createRoute } from "@hono/zod-openapi";
import { errorResponse } from "../../lib/openapi.js";

export const registerLead = createRoute({
  method: "post",
  path: "/guest/leads",
  tags: ["guest"],
  summary:
    "The landing page's guest coach, step 1: keep a visitor's e-mail as a lead with its referral code; idempotent per e-mail",
  request: {
    body: { content: { "application/json": { schema: guestLeadRequestSchema } }, required: true },
  },
  responses: {
    200: {
      content: { "application/json": { schema: guestLeadSchema } },
      description: "The lead, and how many sample bundles it may still receive",
    },
    400: errorResponse("Not an e-mail address (validation_failed, with `fields.email`)"),
    429: errorResponse("Too many new e-mails from this client address (rate_limited, with Retry-After)"),
  },
});

export const sampleBundle = createRoute({
  method: "post",
  path: "/guest/bundle",
  tags: ["guest"],
  summary:
    "The guest coach, step 2: one compact sample bundle per e-mail, from the engine; then the visitor is invited to create an account",
  request: {
    body: { content: { "application/json": { schema: guestBundleRequestSchema } }, required: true },
  },
  responses: {
    200: { content: { "application/json": { schema: guestBundleSchema } }, description: "The sample bundle" },
    400: errorResponse("Malformed or invalid body"),
    403: errorResponse("This e-mail has had its sample bundle (forbidden): create an account to go on"),
    404: errorResponse("No lead for this e-mail yet (not_found): POST /api/guest/leads first"),
    422: errorResponse("Too vague to recommend anything (lead_too_vague, with `missing`); nothing spent"),
    429: errorResponse(
      "This client address has had its sample bundles for today (rate_limited, with Retry-After)",
    ),
  },
});
