/**
 * Final expense (simplified-issue / guaranteed whole life) monthly premiums.
 *
 * Two sourced tables: Choice Mutual's quote-engine point rates by single age (non-tobacco, $10k and $25k,
 * rates valid 11/04/2024) and its rate chart by age band and class. The band chart's low/high are the
 * youngest and oldest ages of each band at the best quote, so the per-class factors (tobacco, guaranteed
 * acceptance) are derived from it at load time rather than typed in.
 */
import { GAP, REF } from "../sources.js";
import type { Sourced } from "../types.js";

export interface FinalExpensePointRate {
  age: number;
  /** Monthly, non-tobacco, level benefit: female/male at $10,000 and $25,000 face. */
  f10: number;
  m10: number;
  f25: number;
  m25: number;
}

export const FINAL_EXPENSE_POINT_RATES: Sourced & { rows: readonly FinalExpensePointRate[] } = {
  year: 2024,
  source: [GAP.S1],
  note: "Choice Mutual quote-engine results (carrier not named), rounded to the dollar; men pay about 30% more than women (Montana requires unisex rates).",
  rows: [
    { age: 45, f10: 23, m10: 27, f25: 52, m25: 63 },
    { age: 50, f10: 24, m10: 31, f25: 55, m25: 71 },
    { age: 55, f10: 28, m10: 36, f25: 64, m25: 84 },
    { age: 60, f10: 33, m10: 43, f25: 76, m25: 103 },
    { age: 65, f10: 41, m10: 54, f25: 97, m25: 130 },
    { age: 70, f10: 53, m10: 70, f25: 127, m25: 169 },
    { age: 75, f10: 71, m10: 97, f25: 172, m25: 238 },
    { age: 80, f10: 98, m10: 135, f25: 241, m25: 332 },
    { age: 85, f10: 136, m10: 178, f25: 335, m25: 440 },
    { age: 86, f10: 171, m10: 236, f25: 423, m25: 585 },
    { age: 87, f10: 206, m10: 277, f25: 510, m25: 686 },
    { age: 88, f10: 241, m10: 317, f25: 596, m25: 788 },
    { age: 89, f10: 260, m10: 357, f25: 651, m25: 888 },
  ],
};

export type FinalExpenseRateClass = "nwp" | "tobacco" | "ga";

export interface FinalExpenseBandRow {
  band: { min: number; max: number };
  sex: "female" | "male";
  /** nwp = no waiting period (level, non-tobacco); tobacco = level, tobacco; ga = guaranteed acceptance. */
  rateClass: FinalExpenseRateClass;
  /** Monthly [low, high] by face amount. */
  byFace: Readonly<Record<10_000 | 15_000 | 20_000 | 25_000, readonly [number, number]>>;
}

export const FINAL_EXPENSE_BAND_RATES: Sourced & { rows: readonly FinalExpenseBandRow[] } = {
  year: 2024,
  source: [REF.S40, GAP.S2],
  note: "Undated chart snapshot; the stored excerpt stops after the female 70-79 rows, so male 70-79, guaranteed acceptance at 70+ and all 80-85 rows are missing (derived from point rates and class factors instead).",
  rows: [
    band(50, 59, "female", "nwp", [24, 31], [34, 45], [44, 59], [55, 73]),
    band(50, 59, "female", "tobacco", [31, 43], [45, 63], [58, 84], [72, 104]),
    band(50, 59, "female", "ga", [34, 50], [51, 74], [68, 99], [84, 123]),
    band(50, 59, "male", "nwp", [30, 41], [43, 61], [56, 80], [69, 99]),
    band(50, 59, "male", "tobacco", [38, 56], [55, 83], [73, 110], [90, 136]),
    band(50, 59, "male", "ga", [44, 63], [65, 94], [87, 125], [108, 156]),
    band(60, 69, "female", "nwp", [32, 50], [47, 74], [61, 97], [76, 120]),
    band(60, 69, "female", "tobacco", [45, 70], [66, 104], [87, 137], [108, 171]),
    band(60, 69, "female", "ga", [51, 73], [76, 109], [101, 145], [126, 181]),
    band(60, 69, "male", "nwp", [43, 66], [63, 98], [83, 129], [103, 161]),
    band(60, 69, "male", "tobacco", [59, 94], [87, 140], [116, 186], [144, 232]),
    band(60, 69, "male", "ga", [63, 96], [95, 145], [126, 193], [158, 241]),
    band(70, 79, "female", "nwp", [52, 93], [77, 138], [102, 183], [126, 228]),
    band(70, 79, "female", "tobacco", [72, 124], [106, 184], [141, 244], [176, 303]),
  ],
};

function band(
  min: number,
  max: number,
  sex: "female" | "male",
  rateClass: FinalExpenseRateClass,
  f10: readonly [number, number],
  f15: readonly [number, number],
  f20: readonly [number, number],
  f25: readonly [number, number],
): FinalExpenseBandRow {
  return {
    band: { min, max },
    sex,
    rateClass,
    byFace: { 10000: f10, 15000: f15, 20000: f20, 25000: f25 },
  };
}

/** Ratio of one class to the level non-tobacco rate, low..high over every band, sex and face that has both. */
function classRatio(rateClass: FinalExpenseRateClass): { low: number; high: number } {
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  const rows = FINAL_EXPENSE_BAND_RATES.rows;
  for (const row of rows) {
    if (row.rateClass !== rateClass) continue;
    const base = rows.find((r) => r.rateClass === "nwp" && r.sex === row.sex && r.band.min === row.band.min);
    if (!base) continue;
    for (const face of [10_000, 15_000, 20_000, 25_000] as const) {
      const [lo, hi] = row.byFace[face];
      const [blo, bhi] = base.byFace[face];
      for (const r of [lo / blo, hi / bhi]) {
        low = Math.min(low, r);
        high = Math.max(high, r);
      }
    }
  }
  return { low: Math.round(low * 100) / 100, high: Math.round(high * 100) / 100 };
}

/**
 * Multipliers on the level non-tobacco premium. Tobacco and guaranteed acceptance come from the band chart;
 * graded (modified) benefit from Benefit Choice Direct's "30%-50% more" (weak source, no chart found).
 */
export const FINAL_EXPENSE_CLASS_FACTORS = {
  year: 2024,
  source: [REF.S40, GAP.S2, GAP.S5],
  tobacco: classRatio("tobacco"),
  guaranteed: classRatio("ga"),
  graded: { low: 1.3, high: 1.5 },
  note: "Tobacco and guaranteed-acceptance ratios computed from the Choice Mutual band chart; the graded factor is a weak, undated source. Guaranteed-acceptance rows are not split by tobacco.",
} as const;

/**
 * The point rates are a quote engine's best price; Sagewise's 2025 sample ranges for a $15k policy at 70
 * (F $65-$85, M $85-$110) sit about 15% either side of them, which sets the carrier spread.
 */
export const FINAL_EXPENSE_CARRIER_SPREAD = {
  year: 2025,
  source: [GAP.S3, GAP.S1],
  low: 0.85,
  high: 1.15,
  note: "Spread inferred from one weak source (Sagewise estimate ranges) against the Choice Mutual point rates.",
} as const;

/** Face amounts the engine sizes final expense to (typical market $5,000-$25,000; sub-$50k is the definition). */
export const FINAL_EXPENSE_FACES = {
  year: 2024,
  source: [GAP.S7, REF.S92, REF.S96],
  min: 5_000,
  max: 25_000,
  step: 5_000,
  note: "Mutual of Omaha Living Promise issues $2,000-$40,000; the engine prices only within the sourced $10k-$25k tables and their affine extension down to $5k.",
} as const;
