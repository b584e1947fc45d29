/**
 * Medicare Supplement (Medigap) monthly premiums. No 2025/26 table by age and sex exists in the research,
 * so the estimate is built from three sourced pieces and is deliberately wide:
 *  - the age slope from the 2018 national averages by age (Plan G) [S34];
 *  - the price level at 65 from the lowest Plan G price in the cheapest and dearest metros of the 2022
 *    AAMSI price index (Dallas $99.24 .. New York $278.25) [S37], and Plan N's 2024 city ranges [S36];
 *  - a tobacco surcharge allowance (about 10% to about $30/mo; several carriers and states charge none).
 */
import { ELIG } from "../eligibility-sources.js";
import { GAP, REF, WEB } from "../sources.js";
import type { Sourced } from "../types.js";

export const MEDIGAP_2018_BY_AGE = {
  year: 2018,
  source: [REF.S34, REF.S35],
  rows: [
    { age: 65, planG: 113.52, planF: 148.88 },
    { age: 70, planG: 124.63, planF: 158.82 },
    { age: 75, planG: 145.2, planF: 186.48 },
    { age: 80, planG: 164.29, planF: 221.05 },
    { age: 85, planG: 184.22, planF: 234.2 },
  ],
  averageByPlan: { G: 122.78, N: 111.28, F: 169.14, highDeductibleF: 57.16 },
  note: "2018 averages, not split by sex: the latest table by age that was found.",
} as const satisfies Sourced & Record<string, unknown>;

export const MEDIGAP_2025_AVERAGES = {
  year: 2025,
  source: [GAP.S23],
  planGFemale65: 159,
  planN: 121,
  highDeductibleG: 49,
  note: "Secondary page, survey not named (weak); shown as a cross-check that the estimate brackets it.",
} as const satisfies Sourced & Record<string, unknown>;

export const PLAN_G_LOWEST_BY_METRO = {
  year: 2022,
  source: [REF.S37, GAP.S24],
  female65: {
    Dallas: 99.24,
    Chicago: 116.3,
    Atlanta: 116.36,
    Philadelphia: 124.51,
    "Los Angeles": 135,
    "New York": 278.25,
  },
} as const satisfies Sourced & Record<string, unknown>;

export const PLAN_N_BY_CITY_2024 = {
  year: 2024,
  source: [REF.S36],
  ranges: {
    Birmingham: [88, 541],
    Charlotte: [75, 717],
    Indianapolis: [75, 546],
    "New York": [220, 483],
    Phoenix: [88, 532],
    "San Diego": [110, 885],
    Seattle: [147, 218],
  },
} as const satisfies Sourced & Record<string, unknown>;

/** What the recommender prices: the best-priced carrier's range at 65, scaled by the 2018 age slope. */
export const MEDIGAP_ESTIMATE_BASIS = {
  year: 2024,
  source: [REF.S37, REF.S36, REF.S34, REF.S38],
  at65: {
    G: { low: 99, high: 278 },
    N: { low: 75, high: 220 },
  },
  tobacco: { low: 1.05, high: 1.2, year: 2024, source: [WEB.medigapTobacco, WEB.medigapTobacco2] },
  note: "State factor not modelled: the range spans the cheapest (Dallas/Charlotte) to the dearest (New York) lowest price. 2023-2025 rate increases (Telos) are not applied, so the low end is optimistic; male/female differentials were not found. Plan N is assumed to follow Plan G's age slope.",
} as const satisfies Sourced & Record<string, unknown>;

/**
 * State price levels where a sourced city range exists, replacing the national range at 65. New York's
 * Plan N is the 2024 New York City range [S36]; its Plan G low is the 2022 lowest New York price [S37]
 * and its high is computed (Plan N's high × the national G/N ratio at the high end, 278/220). Seattle's
 * 2024 Plan N range stands for Washington [S36], Plan G computed the same way from it.
 */
export const MEDIGAP_STATE_LEVELS = {
  year: 2024,
  source: [REF.S36, REF.S37],
  states: {
    NY: { G: { low: 278, high: 610 }, N: { low: 220, high: 483 } },
    WA: { G: { low: 186, high: 275 }, N: { low: 147, high: 218 } },
  },
  note: "Computed highs: N high × 278/220. Other states use the national range until a state table is sourced.",
} as const satisfies Sourced & Record<string, unknown>;

/**
 * States that require community rating (one price whatever the age): AR, CT, ME, MA, MN, NY, VT, WA
 * (KFF 2018 via the eligibility reference's R20). There the age slope does not apply.
 */
export const MEDIGAP_COMMUNITY_RATED: Sourced & { states: readonly string[] } = {
  year: 2018,
  source: [ELIG.R20],
  states: ["AR", "CT", "ME", "MA", "MN", "NY", "VT", "WA"],
};

/** Plans C and F cannot be sold to people first eligible for Medicare on or after Jan 1, 2020 [S97]. */
export const MEDIGAP_PLAN_F_CUTOFF = {
  year: 2020,
  source: [REF.S97],
  firstEligibleBefore: "2020-01-01",
} as const;
