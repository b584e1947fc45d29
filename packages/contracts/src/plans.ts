/**
 * Plans, prices and the referral pattern as plain values (no zod), so the web app's first screen can use
 * them without loading the schema library.
 */
/** The plans a person can buy (docs/product/decisions.md#d-9); `comped` is only ever granted by an admin. */
export const PAID_PLANS = ["yearly", "lifetime"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** Prices in US dollars, as shown on the pricing page (docs/product/decisions.md#d-9). Stripe's price objects carry the real amounts. */
export const PLAN_PRICES_USD: Record<PaidPlan, number> = { yearly: 360, lifetime: 997 };
export const MONEY_BACK_DAYS = 14;

/** The referral code pattern of docs/product/decisions.md#d-19, shared by sign-up and checkout. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

export const BILLING_LANGUAGES = ["en", "es", "fr"] as const;
export type BillingLanguage = (typeof BILLING_LANGUAGES)[number];
