import { z } from "zod";
import {
  BILLING_LANGUAGES,
  CAMPAIGN_PARAMS,
  CAMPAIGN_VALUE_PATTERN,
  type CampaignParam,
  isAppPath,
  PAID_PLANS,
  REFERRAL_CODE_PATTERN,
} from "./plans.js";
import { PLANS } from "./roles.js";

export * from "./plans.js";

/** `POST /api/billing/checkout` */
export const checkoutRequestSchema = z.object({
  plan: z.enum(PAID_PLANS),
  /** The referral code of the page's query string (docs/product/decisions.md#d-19), kept with the purchase. */
  via: z.string().regex(REFERRAL_CODE_PATTERN).optional(),
  language: z.enum(BILLING_LANGUAGES).optional(),
  /** Where the agent was going (a path inside the app): the success page's "Get Started" goes there. */
  next: z.string().refine(isAppPath, { error: "next must be a path inside the app (/app/…)." }).optional(),
  /** The visit's campaign parameters (utm_*), kept with the purchase in Stripe. */
  campaign: z
    .strictObject(
      Object.fromEntries(
        CAMPAIGN_PARAMS.map((name) => [
          name,
          z
            .string()
            .regex(CAMPAIGN_VALUE_PATTERN, { error: "Letters, digits and simple punctuation, up to 100." })
            .optional(),
        ]),
      ) as Record<CampaignParam, z.ZodOptional<z.ZodString>>,
    )
    .optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const urlResponseSchema = z.object({ url: z.string() });

/** Checkout session ids: Stripe's `cs_…`, or the local test-mode `cs_test_local_…`. */
export const checkoutSessionIdSchema = z
  .string()
  .regex(/^cs_[A-Za-z0-9_]{1,250}$/, { error: "Not a checkout session id." });

/** `GET /api/billing/session/:id` */
export const checkoutSessionSummarySchema = z.object({
  email: z.string().nullable(),
  /** Stripe's session status: `open`, `complete` or `expired`. */
  status: z.enum(["open", "complete", "expired"]),
  paid: z.boolean(),
  plan: z.enum(PAID_PLANS).nullable(),
});
export type CheckoutSessionSummary = z.infer<typeof checkoutSessionSummarySchema>;

/** `POST /api/billing/sync` */
export const billingSyncRequestSchema = z.object({ sessionId: checkoutSessionIdSchema.optional() });

export const billingSyncResponseSchema = z.object({
  /** Whether the account this check concerns has paid access now. */
  isPaid: z.boolean(),
  plan: z.enum(PLANS).nullable(),
  /** The buyer's e-mail, when the check was about a checkout session. */
  email: z.string().nullable(),
  /** True when a sign-in link went to the buyer (a visitor who paid first and now has an account). */
  signInLinkSent: z.boolean(),
});
export type BillingSyncResponse = z.infer<typeof billingSyncResponseSchema>;
