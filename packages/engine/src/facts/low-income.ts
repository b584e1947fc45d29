/**
 * Low-income program limits (Extra Help / LIS, Medicare Savings Programs) and the federal poverty level,
 * from `docs/engine/eligibility.md#sources-and-confidence` §5. Computed values say so; figures not found stay `null`.
 */
import { ELIG } from "./eligibility-sources.js";
import type { Sourced } from "./types.js";

export interface ExtraHelpLimits extends Sourced {
  /** Yearly income limit (150% FPL), 48 states + DC. */
  income: { single: number; couple: number };
  /** Alaska and Hawaii use their own poverty levels. */
  incomeByState: Readonly<Record<"AK" | "HI", { single: number; couple: number }>>;
  /** Resource limit, including the burial allowance SSA adds; `null` when the year's figure is not known. */
  resources: { single: number; couple: number } | null;
  /** The latest year a resource limit was found for, and the limit. */
  lastKnownResources: { year: number; single: number; couple: number };
  /** States and territories where Extra Help is not available. */
  notAvailableIn: readonly string[];
}

export const EXTRA_HELP_LIMITS: Readonly<Record<number, ExtraHelpLimits>> = {
  2026: {
    year: 2026,
    source: [ELIG.R50, ELIG.R50b, ELIG.R50c, ELIG.R51],
    income: { single: 23_940, couple: 32_460 },
    incomeByState: { AK: { single: 29_925, couple: 40_575 }, HI: { single: 27_540, couple: 37_335 } },
    resources: null,
    lastKnownResources: { year: 2024, single: 17_220, couple: 34_360 },
    notAvailableIn: ["PR"],
    note: "Below 150% FPL; no partial subsidy since 2024. The 2026 resource limit was not found: the 2024 limits ($17,220 / $34,360, burial allowance included) are the last known. AK/HI income limits are approximate ('about').",
  },
};

export interface MspLimits extends Sourced {
  /** Monthly federal poverty level. */
  fplMonthly: { single: number; couple: number };
  /** Monthly income limits with the $20 general disregard (computed: FPL x % + $20, to the dollar). */
  monthly: {
    qmb: { single: number; couple: number };
    slmb: { single: number; couple: number };
    qi: { single: number; couple: number };
  };
  /** Resource limits where the state has an asset test. */
  resources: { single: number; couple: number };
  /** States with no MSP asset test (list may be incomplete). */
  noAssetTest: readonly string[];
  /** States with their own, higher limits (share of FPL; `null` = level eliminated). */
  stateLimits: Readonly<
    Record<
      string,
      {
        qmbFpl: number;
        slmbFpl: number | null;
        qiFpl: number;
        resources: { single: number; couple: number } | null;
        year: number;
        note: string;
      }
    >
  >;
}

export const MSP_LIMITS: Readonly<Record<number, MspLimits>> = {
  2026: {
    year: 2026,
    source: [ELIG.R52, ELIG.R53, ELIG.R54, ELIG.R54ny],
    fplMonthly: { single: 1_330, couple: 1_803 },
    monthly: {
      qmb: { single: 1_350, couple: 1_823 },
      slmb: { single: 1_616, couple: 2_184 },
      qi: { single: 1_816, couple: 2_454 },
    },
    resources: { single: 9_950, couple: 14_910 },
    noAssetTest: ["AL", "CA", "CT", "DE", "ME", "MA", "MN", "NY", "VT", "WA"],
    stateLimits: {
      MA: {
        qmbFpl: 1.9,
        slmbFpl: 2.1,
        qiFpl: 2.25,
        resources: { single: 18_180, couple: 27_260 },
        year: 2023,
        note: "Mass.gov (2023): QMB to 190% FPL, SLMB to 210%, QI to 225%; assets $18,180 / $27,260 (the no-asset-test list also names MA).",
      },
      NY: {
        qmbFpl: 1.38,
        slmbFpl: null,
        qiFpl: 1.86,
        resources: null,
        year: 2023,
        note: "NY (2023, weak source): QMB to 138% FPL, SLMB eliminated, QI to 186%.",
      },
    },
    note: "Income limits computed from the 2026 FPL (QMB 100%, SLMB 120%, QI 135%, + $20 disregard); states round differently (Texas publishes them without the $20). States also apply the $65 + half of earned income rule; COLA is ignored January-March. The no-asset-test list may be incomplete.",
  },
};
