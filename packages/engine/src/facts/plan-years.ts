/**
 * Plan years whose figures are not yet in the tables. During AEP the client chooses next year's coverage;
 * until CMS publishes that year's Part B premium, Part D base premium, IRMAA brackets and MOOP, the engine
 * uses the latest published year and says the figures are pending. When a year is published, add it to
 * `MEDICARE_FIGURES` (medicare.ts) with its sources and drop it from here.
 */
import { ELIG } from "./eligibility-sources.js";
import type { Sourced } from "./types.js";

export interface PendingPlanYear extends Sourced {
  planYear: number;
  status: "pending";
  /** Values announced so far that are not final (proposals, projections), for context only. */
  announced: readonly { item: string; value: number; kind: "proposed" | "projection" }[];
  /** What is still missing. */
  missing: readonly string[];
}

export const PENDING_PLAN_YEARS: readonly PendingPlanYear[] = [
  {
    planYear: 2027,
    status: "pending",
    year: 2026,
    source: [ELIG.R75, ELIG.R76],
    announced: [
      { item: "part_d_out_of_pocket_threshold", value: 2_400, kind: "proposed" },
      { item: "part_b_standard_premium", value: 218.6, kind: "projection" },
    ],
    missing: [
      "part_b_standard_premium",
      "part_b_deductible",
      "part_d_base_beneficiary_premium",
      "part_d_deductible",
      "part_d_out_of_pocket_threshold",
      "irmaa_brackets",
      "ma_moop",
      "extra_help_limits",
      "msp_limits",
    ],
    note: "The $2,400 Part D threshold is from the Jan 2026 Advance Notice (final value not found); the $218.60 Part B figure is a 2025 Trustees Report projection (that report projected $206.50 for 2026; the actual was $202.90). Neither is used in a calculation.",
  },
];

export function pendingPlanYear(year: number): PendingPlanYear | undefined {
  return PENDING_PLAN_YEARS.find((p) => p.planYear === year);
}
