/**
 * Indexed universal life has no "rate": the client chooses a funding level above the policy's minimum.
 * The engine proposes a funding level as a share of income and says so; it is a planning figure.
 */
import { WEB } from "../sources.js";
import type { Sourced } from "../types.js";

export const IUL_FUNDING = {
  year: 2026,
  source: [WEB.iulCarriers2026, WEB.iulCarriersMoneyGeek],
  shareOfIncome: { low: 0.05, high: 0.1 },
  minimumMonthly: 100,
  issueAges: { min: 18, max: 70 },
  /** Income below which an IUL is rarely in the client's best interest versus term plus saving. */
  minimumIncome: 75_000,
  note: "Planning allowance, not a sourced rate: funding share, minimum premium, issue ages and the income floor are engine assumptions. MoneyGeek's 2026 sample IUL premiums ($275-$542/mo) show the order of magnitude.",
} as const satisfies Sourced & Record<string, unknown>;
