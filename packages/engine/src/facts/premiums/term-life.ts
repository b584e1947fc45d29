/**
 * Level term life, $500,000 face, monthly premiums by age (packages/engine/src/facts/premiums, packages/engine/src/facts/premiums/term-life.ts).
 * Each source is kept as published; `TERM_20_RATES` below is the min..max across sources at each age for
 * a sex and tobacco class (a unisex source counts for both sexes). Other face amounts scale per dollar of
 * face after taking out a per-policy fee, because fees make small policies dearer per dollar [S82].
 */
import { GAP, REF, WEB } from "../sources.js";
import type { Sourced } from "../types.js";

export const TERM_AGES = [25, 30, 35, 40, 45, 50, 55, 60, 65] as const;

interface TermSeries extends Sourced {
  sex: "female" | "male" | "any";
  tobacco: boolean;
  /** Monthly premium at each of `TERM_AGES` (null where the source has no figure). */
  monthly: readonly (number | null)[];
}

const yearly = (v: number | null) => (v === null ? null : Math.round((v / 12) * 100) / 100);

export const TERM_20_SOURCES: readonly TermSeries[] = [
  {
    year: 2025,
    source: [GAP.S55],
    sex: "male",
    tobacco: false,
    monthly: [19.06, 19.37, 21.14, 29.05, 46.65, 71.21, 114.49, 200.77, 384.83],
    note: "Quotacy, undated, healthy non-smoker.",
  },
  {
    year: 2025,
    source: [GAP.S55],
    sex: "female",
    tobacco: false,
    monthly: [14.75, 16.36, 17.87, 24.55, 36.95, 55.45, 84.14, 142.25, 260.47],
    note: "Quotacy, undated, healthy non-smoker.",
  },
  {
    year: 2025,
    source: [GAP.S56],
    sex: "any",
    tobacco: false,
    monthly: [31, 33, 38, 50, 78, 118, 190, 318, 593],
    note: "LowCostInsurance, undated, sex not split (weak source).",
  },
  {
    year: 2025,
    source: [GAP.S56],
    sex: "any",
    tobacco: true,
    monthly: [86, 92, 117, 179, 277, 426, 663, 1_007, 1_528],
    note: "LowCostInsurance, undated, sex not split (weak source).",
  },
  {
    year: 2020,
    source: [REF.S43],
    sex: "any",
    tobacco: false,
    monthly: [25.67, 26.2, 29.8, 38.14, 59.78, 91.53, 146.39, 245.81, 473.66],
  },
  {
    year: 2020,
    source: [REF.S43],
    sex: "any",
    tobacco: true,
    monthly: [86.23, 92.14, 118.36, 183.87, 281.94, 441.69, 689.91, 1_076.23, 1_644.78],
  },
  {
    year: 2023,
    source: [GAP.S52],
    sex: "female",
    tobacco: false,
    monthly: [358, null, 440, null, 845, null, 1_870, null, null].map(yearly),
  },
  {
    year: 2023,
    source: [GAP.S52],
    sex: "male",
    tobacco: false,
    monthly: [442, null, 516, null, 1_071, null, 2_620, null, null].map(yearly),
  },
  {
    year: 2023,
    source: [GAP.S52],
    sex: "female",
    tobacco: true,
    monthly: [798, null, 1_158, null, 2_515, null, 5_528, null, null].map(yearly),
  },
  {
    year: 2023,
    source: [GAP.S52],
    sex: "male",
    tobacco: true,
    monthly: [1_060, null, 1_436, null, 3_338, null, 7_711, null, null].map(yearly),
  },
  {
    year: 2025,
    source: [GAP.S53],
    sex: "female",
    tobacco: false,
    monthly: [null, null, null, null, 571, null, null, null, 4_168].map(yearly),
  },
  {
    year: 2025,
    source: [GAP.S53],
    sex: "male",
    tobacco: false,
    monthly: [null, null, null, null, 741, null, null, null, 7_447].map(yearly),
  },
];

export type TermKey = `${"female" | "male"}:${"tobacco" | "non_tobacco"}`;

function buildRanges(): Record<TermKey, readonly { low: number; high: number }[]> {
  const out = {} as Record<TermKey, { low: number; high: number }[]>;
  for (const sex of ["female", "male"] as const) {
    for (const tobacco of [false, true]) {
      const key: TermKey = `${sex}:${tobacco ? "tobacco" : "non_tobacco"}`;
      const ranges = TERM_AGES.map((_, i) => {
        let low = Number.POSITIVE_INFINITY;
        let high = 0;
        for (const series of TERM_20_SOURCES) {
          if (series.tobacco !== tobacco || (series.sex !== "any" && series.sex !== sex)) continue;
          const v = series.monthly[i];
          if (v === null || v === undefined) continue;
          low = Math.min(low, v);
          high = Math.max(high, v);
        }
        return { low, high };
      });
      // Sparse sources can make one age's high end fall below a younger age's: keep the envelope monotone
      // (only ever widening) so no estimate gets cheaper with age.
      for (let i = 1; i < ranges.length; i++)
        ranges[i]!.high = Math.max(ranges[i]!.high, ranges[i - 1]!.high);
      for (let i = ranges.length - 2; i >= 0; i--)
        ranges[i]!.low = Math.min(ranges[i]!.low, ranges[i + 1]!.low);
      out[key] = ranges;
    }
  }
  return out;
}

/** 20-year level term, $500k, monthly [low, high] at each of `TERM_AGES`, across all sources. */
export const TERM_20_RATES = {
  year: 2025,
  source: [GAP.S55, GAP.S56, REF.S43, GAP.S52, GAP.S53],
  face: 500_000,
  ranges: buildRanges(),
  note: "Ranges span every source at that age (2020-2025 data; healthy, standard-or-better classes). Health ratings above standard are not priced.",
} as const;

/** 10-year level term, $500k, monthly point rates at 60 (2019) and 65 (2023). */
export const TERM_10_POINTS = {
  year: 2023,
  source: [GAP.S59, GAP.S58],
  face: 500_000,
  rows: [
    { age: 60, female: 81.13, male: 117.32 },
    { age: 65, female: Math.round((1_935 / 12) * 100) / 100, male: Math.round((3_010 / 12) * 100) / 100 },
  ],
  /**
   * Beyond 65 no 10-year rate was found; the engine extrapolates at the yearly growth seen between 60 and 65
   * in these tables (about 14%-16% a year) and says so.
   */
  yearlyGrowthBeyond65: { low: 0.139, high: 0.16 },
  note: "No sourced 10-year rate above age 65 (packages/engine/src/facts/sources.ts 'still not found' #7); estimates for 66-75 are extrapolated and wide.",
} as const;

/** Per-policy fee taken out before scaling by face amount (e.g. $75/yr, non-commissionable) [S82]. */
export const TERM_POLICY_FEE = { year: 2024, source: [REF.S82], yearly: 75 } as const;

/**
 * Longest level term an insurer typically offers by issue age, and the overall issue-age window. The
 * engine prices 20-year (tables to 65, offered to 60) and 10-year (to 75) terms only.
 */
export const TERM_ISSUE_AGES = {
  year: 2024,
  source: [WEB.termMaxLengthByAge, WEB.termOver70, REF.S100],
  overall: { min: 18, max: 75 },
  maxTermByAge: [
    { maxAge: 40, years: 30 },
    { maxAge: 50, years: 25 },
    { maxAge: 60, years: 20 },
    { maxAge: 70, years: 15 },
    { maxAge: 75, years: 10 },
  ],
  note: "Weak, undated aggregator table; carriers differ (Protective offers terms up to 40 years). 15-, 25- and 30-year terms are not priced for lack of rate tables.",
} as const;
