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

/**
 * The campaign parameters a visit may arrive with, kept through sign-up and checkout and handed to
 * Stripe with the purchase. Only these names, and only plain values: nothing else of a query travels.
 */
export const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];
export type Campaign = Partial<Record<CampaignParam, string>>;
/** Letters, digits, spaces and the punctuation campaign tools use; at most 100 characters. */
export const CAMPAIGN_VALUE_PATTERN = /^[\p{L}\p{N} _.~+:@/|-]{1,100}$/u;

/** The allow-listed, well-formed campaign parameters of a query string. */
export function campaignOf(params: URLSearchParams): Campaign {
  const campaign: Campaign = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && CAMPAIGN_VALUE_PATTERN.test(value)) campaign[name] = value;
  }
  return campaign;
}

/**
 * A place to return to after sign-in or payment: a path inside the app (`/app`, `/app/...`, with its
 * query and hash), never another site (`//host`, `/\host`, `https://…`) or a control character.
 */
export function isAppPath(value: string): boolean {
  return (
    value.length <= 512 &&
    /^\/app(?:[/?#]|$)/.test(value) &&
    !value.includes("\\") &&
    !value.startsWith("//") &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}
