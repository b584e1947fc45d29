/**
 * Hospital indemnity, cancer and dental/vision/hearing premiums for seniors (packages/engine/src/facts/premiums,
 * packages/engine/src/facts/premiums/supplemental.ts). Only one age band of hospital indemnity is sourced; the older bands widen it
 * by an allowance and say so.
 */
import { GAP, REF } from "../sources.js";
import type { Sourced } from "../types.js";

export interface AgeBandPremium {
  minAge: number;
  maxAge: number;
  monthly: { low: number; high: number };
  sourced: boolean;
}

export const HOSPITAL_INDEMNITY_PREMIUMS = {
  year: 2024,
  source: [REF.S48, REF.S49, GAP.S62],
  /** Premium for a $250-$300/day, up-to-5-days design ("Low" $34.65 and "Med" $54.32 at 65-69). */
  bands: [
    { minAge: 18, maxAge: 64, monthly: { low: 20, high: 45 }, sourced: true },
    { minAge: 65, maxAge: 69, monthly: { low: 30, high: 55 }, sourced: true },
    { minAge: 70, maxAge: 74, monthly: { low: 34, high: 75 }, sourced: false },
    { minAge: 75, maxAge: 79, monthly: { low: 40, high: 95 }, sourced: false },
    { minAge: 80, maxAge: 89, monthly: { low: 45, high: 130 }, sourced: false },
  ] satisfies AgeBandPremium[],
  note: "Sourced: 'from about $20/mo', 'typically $30-$50', $34.65 ($250/day) and $54.32 ($300/day) at 65-69; market average under $50. Bands from 70 are unsourced allowances widening with age.",
} as const satisfies Sourced & Record<string, unknown>;

/** Daily hospital benefit the engine offers against MA copays: $250 on a tight budget, else $300 [S48]. */
export const HOSPITAL_INDEMNITY_DESIGN = {
  year: 2024,
  source: [REF.S48, GAP.S61, GAP.S60],
  dailyBenefits: [250, 300],
  days: 5,
  snfDaily: 150,
  snfDays: { from: 21, to: 80 },
  issueAges: { min: 18, max: 89 },
  note: "Issue ages from Continental Life HI Flex (18-89); other carriers differ.",
} as const satisfies Sourced & Record<string, unknown>;

export const CANCER_PREMIUMS = {
  year: 2024,
  source: [REF.S51, REF.S52, REF.S53],
  /** Lump-sum design around $10,000. */
  bands: [
    { minAge: 18, maxAge: 49, monthly: { low: 9, high: 40 }, sourced: false },
    { minAge: 50, maxAge: 64, monthly: { low: 20, high: 75 }, sourced: false },
    { minAge: 65, maxAge: 74, monthly: { low: 30, high: 110 }, sourced: false },
    { minAge: 75, maxAge: 89, monthly: { low: 40, high: 150 }, sourced: false },
  ] satisfies AgeBandPremium[],
  lumpSum: 10_000,
  issueAges: { min: 18, max: 89 },
  note: "Only the overall $20-$150/mo range and one point (Mutual of Omaha $10k cancer, 40-year-old male, $9.00/mo) are sourced; the split by age is an allowance. Issue ages were not found (set to match hospital indemnity). Not sold to people already diagnosed.",
} as const satisfies Sourced & Record<string, unknown>;

export const DENTAL_VISION_HEARING_PREMIUMS = {
  year: 2025,
  source: [GAP.S65, GAP.S67, GAP.S68],
  monthly: { low: 23, high: 52 },
  note: "PRIMESTAR Value ($23.12, $750 max) to Total ($51.95, adds hearing); Humana's typical individual dental $20-$50. Not age-rated in these sources.",
} as const satisfies Sourced & Record<string, unknown>;
