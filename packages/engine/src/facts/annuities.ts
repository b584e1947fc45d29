/**
 * Annuity crediting rates (packages/engine/src/facts/annuities.ts). These are top-of-market snapshots, not a quote; the
 * recommender shows them as ranges with their date.
 */
import { ELIG } from "./eligibility-sources.js";
import { REF, WEB } from "./sources.js";
import type { Sourced } from "./types.js";

export interface AnnuityRateRow {
  carrier: string;
  product: string;
  amBest: string | null;
  /** Annual rate (MYGA) or S&P 500 annual point-to-point cap (FIA), as a fraction. */
  rate: number;
}

export const MYGA_5_YEAR_RATES: Sourced & { rows: readonly AnnuityRateRow[] } = {
  year: 2025,
  source: [REF.S58, REF.S59],
  rows: [
    { carrier: "Knighthead Life", product: "Staysail 5 (simple interest)", amBest: "A-", rate: 0.063 },
    { carrier: "American Gulf", product: "Anchor MYGA 5", amBest: "B++", rate: 0.063 },
    { carrier: "Wichita National Security", product: "5 MVA", amBest: "B+", rate: 0.0625 },
    { carrier: "Revol-One", product: "DirectGrowth 5", amBest: "B++", rate: 0.0585 },
  ],
  note: "Rates as of Dec 10, 2025; best 5-year rate on Jan 4, 2026 still 6.30%. Atlantic Coast Life's 6.45% is a first-year teaser (about 5.89% effective) from a carrier reportedly told to pause sales: excluded.",
};

export const FIA_5_YEAR_CAPS: Sourced & { rows: readonly AnnuityRateRow[] } = {
  year: 2025,
  source: [REF.S60],
  rows: [
    { carrier: "Athene", product: "Protector 5", amBest: null, rate: 0.0425 },
    { carrier: "Oxford Life", product: "Select 5", amBest: null, rate: 0.0425 },
    { carrier: "Guaranty Income Life", product: "WealthChoice 5", amBest: null, rate: 0.0425 },
    { carrier: "AIG (Corebridge)", product: "Power 5 Protector", amBest: null, rate: 0.0415 },
    { carrier: "Great American", product: "American Landmark 5", amBest: null, rate: 0.0405 },
    { carrier: "The Standard", product: "Index Select 5", amBest: null, rate: 0.04 },
    { carrier: "Sagicor", product: "Sage Secure 5", amBest: null, rate: 0.038 },
  ],
  note: "S&P 500 annual point-to-point caps. Annuity.org/Cannex 'highest caps' (up to 16.75%) likely assume fees or riders and are not mixed in.",
};

export const FIA_7_YEAR_CAPS: Sourced & { rows: readonly AnnuityRateRow[] } = {
  year: 2025,
  source: [REF.S61],
  rows: [
    { carrier: "Nationwide", product: "American Legend 7 (<$100k)", amBest: null, rate: 0.095 },
    { carrier: "Nationwide", product: "American Legend 7 ($100k+)", amBest: null, rate: 0.1 },
    { carrier: "MassMutual Ascend", product: "WealthChoice 7", amBest: null, rate: 0.1025 },
  ],
  note: "MassMutual Ascend's fixed rate shown as 8.00% looks anomalous in the source.",
};

/** How much of stated savings the engine will put in an annuity, and the smallest deposit it proposes. */
export const ANNUITY_SUITABILITY = {
  year: 2025,
  source: [REF.S125, REF.S126, WEB.mygaFaq, WEB.nationalLifeMyga],
  shareOfSavings: { low: 0.3, high: 0.5 },
  minimumDeposit: 10_000,
  /** Savings never placed in an annuity, whatever the share: the client's emergency money. */
  minimumLiquidReserve: 25_000,
  issueAges: { fixed: { min: 40, max: 90 }, indexed: { min: 40, max: 85 } },
  note: "NAIC #275 best interest: keep liquidity, document the basis. The 30%-50% share and the $25,000 liquid reserve are the engine's rules, not regulations. Minimum deposits run from $2,500 to $100k by product ($5k-$100k typical; National Life RetireMax Secure $25k). Issue-age windows were not found in the research; these are conservative engine limits (carrier maximums are often 85-90).",
} as const satisfies Sourced & Record<string, unknown>;

/**
 * State life and health guaranty association limits on an annuity's present value, per insurer
 * (eligibility reference R71, Dec 2024). $250,000 is typical; the states below differ. Rows from a public
 * code file only (NY, NJ, WA, NC, AK) are low confidence. California covers 80% up to $250,000.
 */
export const ANNUITY_GUARANTY_LIMITS = {
  year: 2024,
  source: [ELIG.R71],
  typical: 250_000,
  byState: {
    AR: 300_000,
    CT: 500_000,
    DC: 300_000,
    NY: 500_000,
    NJ: 500_000,
    WA: 500_000,
    NC: 300_000,
    AK: 100_000,
  },
  note: "Most states bar agents from presenting guaranty coverage as a reason to buy: this is for the agent's placement only.",
} as const satisfies Sourced & Record<string, unknown>;

export function annuityGuarantyLimit(state: string | undefined): number {
  const limits: Readonly<Record<string, number>> = ANNUITY_GUARANTY_LIMITS.byState;
  return (state && limits[state.toUpperCase()]) || ANNUITY_GUARANTY_LIMITS.typical;
}
