/**
 * Medicare program figures by year (`packages/engine/src/facts/sources.ts` §1, `packages/engine/src/facts/sources.ts` §5). The CMS-quoted
 * values win where pages disagree (docs/product/decisions.md#d-20): e.g. 2026 Part A deductible $1,736, not Polifinus's $1,716.
 */
import { ELIG } from "./eligibility-sources.js";
import { GAP, REF } from "./sources.js";
import type { Sourced } from "./types.js";

export interface IrmaaTier {
  /** Upper MAGI bound for a single filer (inclusive), `null` for the top tier. */
  singleUpTo: number | null;
  /** Upper MAGI bound for a joint return (inclusive), `null` for the top tier. */
  jointUpTo: number | null;
  /** Total Part B premium per month at this tier. */
  partBMonthly: number;
  /** Part D surcharge per month added to the plan premium; `null` where the per-tier amount was not found. */
  partDAddOn: number | null;
}

export interface MedicareFigures extends Sourced {
  partB: Sourced & {
    premium: number;
    deductible: number;
    immunosuppressivePremium: number;
    irmaa: readonly IrmaaTier[];
  };
  partA: Sourced & {
    deductible: number;
    coinsuranceDays61to90: number;
    lifetimeReserveDay: number;
    snfDays21to100: number;
    premiumUnder30Quarters: number;
    premium30to39Quarters: number;
  };
  partD: Sourced & {
    maxDeductible: number;
    outOfPocketCap: number;
    /** National base beneficiary premium (drives the late-enrollment penalty). */
    baseBeneficiaryPremium: number;
    averageStandAlonePremium: number;
    averageMaPdDrugPremium: number;
    /** Range of the income-related surcharge per month; the per-tier table when only the range is known. */
    irmaaRange: { low: number; high: number };
  };
  medicareAdvantage: Sourced & {
    averagePremium: number;
    /** Share of MA-PD plans with no premium beyond Part B ("zero premium", never "free": docs/product/decisions.md#d-14). */
    zeroPremiumPlanShare: number;
    /** CMS maximum out-of-pocket limit, in-network. */
    moopInNetwork: number;
    /** In- and out-of-network combined; `null` while unverified. */
    moopCombined: number | null;
  };
}

const Y2025: MedicareFigures = {
  year: 2025,
  source: [REF.S5, REF.S6],
  partB: {
    year: 2025,
    source: [REF.S5, REF.S6, REF.S7],
    premium: 185.0,
    deductible: 257,
    immunosuppressivePremium: 110.4,
    irmaa: [
      { singleUpTo: 106_000, jointUpTo: 212_000, partBMonthly: 185.0, partDAddOn: 0 },
      { singleUpTo: 133_000, jointUpTo: 266_000, partBMonthly: 259.0, partDAddOn: 13.7 },
      { singleUpTo: 167_000, jointUpTo: 334_000, partBMonthly: 370.0, partDAddOn: 35.3 },
      { singleUpTo: 200_000, jointUpTo: 400_000, partBMonthly: 480.9, partDAddOn: 57.0 },
      { singleUpTo: 499_999, jointUpTo: 749_999, partBMonthly: 591.9, partDAddOn: 78.6 },
      { singleUpTo: null, jointUpTo: null, partBMonthly: 628.9, partDAddOn: 85.8 },
    ],
    note: "IRMAA first tier: NCOA and others give $259.00; a TurboTax thread says $258.00 (NCOA kept). Part D add-ons from Q1Medicare [S8].",
  },
  partA: {
    year: 2025,
    source: [REF.S5],
    deductible: 1_676,
    coinsuranceDays61to90: 419,
    lifetimeReserveDay: 838,
    snfDays21to100: 209.5,
    premiumUnder30Quarters: 518,
    premium30to39Quarters: 285,
  },
  partD: {
    year: 2025,
    source: [REF.S12, REF.S14, REF.S29, REF.S8, GAP.S40],
    maxDeductible: 590,
    outOfPocketCap: 2_000,
    baseBeneficiaryPremium: 36.78,
    averageStandAlonePremium: 38.31,
    averageMaPdDrugPremium: 13.32,
    irmaaRange: { low: 13.7, high: 85.8 },
  },
  medicareAdvantage: {
    year: 2025,
    source: [REF.S29, REF.S26, REF.S31, REF.S32],
    averagePremium: 16.4,
    zeroPremiumPlanShare: 0.67,
    moopInNetwork: 9_350,
    moopCombined: 14_000,
  },
};

const Y2026: MedicareFigures = {
  year: 2026,
  source: [REF.S1, REF.S2, REF.S3],
  partB: {
    year: 2026,
    source: [REF.S1, REF.S2, ELIG.R58],
    premium: 202.9,
    deductible: 283,
    immunosuppressivePremium: 121.6,
    irmaa: [
      { singleUpTo: 109_000, jointUpTo: 218_000, partBMonthly: 202.9, partDAddOn: 0 },
      { singleUpTo: 137_000, jointUpTo: 274_000, partBMonthly: 284.1, partDAddOn: 14.5 },
      { singleUpTo: 171_000, jointUpTo: 342_000, partBMonthly: 405.8, partDAddOn: 37.5 },
      { singleUpTo: 205_000, jointUpTo: 410_000, partBMonthly: 527.5, partDAddOn: 60.4 },
      { singleUpTo: 499_999, jointUpTo: 749_999, partBMonthly: 649.2, partDAddOn: 83.3 },
      { singleUpTo: null, jointUpTo: null, partBMonthly: 689.9, partDAddOn: 91.0 },
    ],
    note: "MedicareGuide's projected $206.50 was superseded by the CMS figure $202.90. 2026 Part D IRMAA per tier from packages/engine/src/facts/medicare.ts [R58] (matches the $14.50-$91.00 range and a 2025 projection); Part D amounts for married filing separately were not found.",
  },
  partA: {
    year: 2026,
    source: [REF.S2, REF.S3],
    deductible: 1_736,
    coinsuranceDays61to90: 434,
    lifetimeReserveDay: 868,
    snfDays21to100: 217,
    premiumUnder30Quarters: 565,
    premium30to39Quarters: 311,
    note: "Polifinus gives $310 / $563 / $1,716; the CMS-quoted $311 / $565 / $1,736 are used.",
  },
  partD: {
    year: 2026,
    source: [GAP.S40, REF.S10, REF.S11, REF.S13, REF.S29, REF.S30],
    maxDeductible: 615,
    outOfPocketCap: 2_100,
    baseBeneficiaryPremium: 38.99,
    averageStandAlonePremium: 34.5,
    averageMaPdDrugPremium: 11.5,
    irmaaRange: { low: 14.5, high: 91.0 },
    note: "Average premiums are CMS projections made before the plan year.",
  },
  medicareAdvantage: {
    year: 2026,
    source: [GAP.S44, GAP.S45, REF.S25, REF.S29],
    averagePremium: 14.0,
    zeroPremiumPlanShare: 0.67,
    moopInNetwork: 9_250,
    moopCombined: null,
    note: "2026 in-network MOOP $9,250 is supported by secondary pages only (competing claims $8,850 and $9,850 rejected in packages/engine/src/facts/medicare.tsb); the combined limit is unverified. Check the CMS CY2026 MOOP memo before quoting.",
  },
  note: "Verify against the CMS fact sheets quoted before using in client material.",
};

/** Every year the engine has figures for, oldest first. */
export const MEDICARE_FIGURES: readonly MedicareFigures[] = [Y2025, Y2026];

const BY_YEAR = new Map(MEDICARE_FIGURES.map((f) => [f.year, f]));
const FIRST_YEAR = MEDICARE_FIGURES[0]!.year;
const LAST_YEAR = MEDICARE_FIGURES[MEDICARE_FIGURES.length - 1]!.year;

/**
 * Figures for a plan year: the year itself when known, else the nearest earlier year (a new year's figures
 * may not be in the tables yet), else the earliest. Pass `ctx.now` or a year.
 */
export function medicareFigures(when: Date | number): MedicareFigures {
  const year = typeof when === "number" ? Math.trunc(when) : when.getUTCFullYear();
  const clamped = year > LAST_YEAR ? LAST_YEAR : year < FIRST_YEAR ? FIRST_YEAR : year;
  return BY_YEAR.get(clamped)!;
}

/** Whether the tables hold the requested plan year itself (false: figures were carried forward or back). */
export function hasMedicareFigures(year: number): boolean {
  return BY_YEAR.has(year);
}

/** Enrollment windows and penalty rules that do not change by year (packages/engine/src/facts/medicare.ts). */
export const MEDICARE_RULES = {
  year: 2026,
  source: [REF.S20, REF.S19, REF.S22, REF.S15, REF.S16],
  initialEnrollmentMonths: 7,
  annualEnrollment: { from: "10-15", to: "12-07" },
  maOpenEnrollment: { from: "01-01", to: "03-31" },
  medigapOpenEnrollmentMonths: 6,
  partBLatePenaltyPerYear: 0.1,
  partDLatePenaltyPerMonth: 0.01,
  partDPenaltyGapDays: 63,
  note: "General Enrollment coverage start (July 1) comes from a 2016 page and may be outdated.",
} as const satisfies Sourced & Record<string, unknown>;
