/**
 * Needs-sizing facts (packages/engine/src/coach/knowledge, packages/engine/src/facts/needs.ts). Where a lead lacks a number the engine needs, it uses a
 * placeholder from `DIME_PLACEHOLDERS` and says so in the policy's reason; placeholders are planning
 * assumptions, not market data.
 */
import { GAP, REF } from "./sources.js";

/** NFDA 2023 medians and cemetery costs, for the final-expense face amount. */
export const FUNERAL_COSTS = {
  year: 2023,
  source: [REF.S139, REF.S140, REF.S141],
  burialMedian: 8_300,
  burialWithVault: 9_995,
  cremationWithViewing: 6_280,
  cemetery: { low: 2_000, high: 5_000 },
  note: "NFDA medians (moved from averages; headlines mix them up). Burial with vault plus plot, opening and marker comes to about $12,000-$15,000.",
} as const;

/** Face amounts proposed for final expense: burial plus cemetery rounded to the next $5,000. */
export const FINAL_EXPENSE_TARGETS = {
  year: 2023,
  source: [REF.S139, REF.S140],
  burial: 15_000,
  /** When the client also wants something left over or debts cleared. */
  burialPlusLegacy: 25_000,
  minimum: 5_000,
} as const;

/**
 * DIME: Debt (+ final expenses) + Income × years + Mortgage + Education [S136][S138]. Worked example:
 * $50k × 8 years + $5k debt + $120k mortgage = $525,000 [S169].
 */
export const DIME_PLACEHOLDERS = {
  year: 2024,
  source: [REF.S136, REF.S138, REF.S169],
  incomeWhenUnknown: 50_000,
  yearsWithDependents: 10,
  yearsMarriedNoDependents: 5,
  yearsSingle: 3,
  finalExpenses: 15_000,
  mortgageMultipleOfIncomeWhenUnknown: 2,
  educationPerChild: 50_000,
  roundTo: 50_000,
  minimumFace: 50_000,
  maximumFace: 3_000_000,
  note: "Placeholders: the $50k income is the DIME worked example's; years, the mortgage multiple and $50k per child are planning assumptions to replace with the client's numbers.",
} as const;

/** Hospital indemnity sized to Medicare Advantage exposure: daily copays early in a stay, MOOP above them. */
export const HOSPITAL_INDEMNITY_SIZING = {
  year: 2026,
  source: [REF.S144, REF.S48, GAP.S49],
  note: "MA plans often charge daily copays for the first days of a stay and may not cover SNF from day 1; HI pays cash regardless. Median MOOP actually offered: $5,400 (2025), $5,900 (2026).",
  medianPlanMoop: { 2025: 5_400, 2026: 5_900 },
} as const;
