/**
 * Medicare Advantage and stand-alone Part D premium estimates. The averages are CMS projections (see
 * `medicare.ts`); plan-by-plan premiums were not captured, so the ranges around them are allowances.
 */
import { REF, WEB } from "../sources.js";
import type { Sourced } from "../types.js";

export const MEDICARE_ADVANTAGE_PREMIUM = {
  year: 2026,
  source: [REF.S25, REF.S26, REF.S29],
  monthly: { low: 0, high: 60 },
  note: "Low end: 67% of MA-PD plans charge no premium beyond Part B in 2026 ('zero premium', never 'free'). High end is an allowance for premium plans around the $14.00 average; not sourced plan by plan. Smoking does not change MA or Part D premiums.",
} as const satisfies Sourced & Record<string, unknown>;

export const PART_D_PREMIUM = {
  year: 2026,
  source: [REF.S29, REF.S30, WEB.kffPdp2026],
  /** Multipliers on the year's average stand-alone PDP premium. */
  ofAverage: { low: 0.25, high: 2.5 },
  note: "Only averages were captured ($38.31 in 2025, $34.50 projected for 2026; 360 PDPs in 2026, down from 464). The 0.25x-2.5x band is an allowance that the demonstration's $50 cap on increases keeps plausible; check the plan finder for the client's drugs.",
} as const satisfies Sourced & Record<string, unknown>;
