export const ROLES = ["user", "vip", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const PLANS = ["comped", "yearly", "lifetime"] as const;
export type Plan = (typeof PLANS)[number];

/** A new account's trial credits (docs/product/decisions.md#d-2). */
export const TRIAL_CREDITS = 2;
