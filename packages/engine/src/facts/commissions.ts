/**
 * How agents are paid, per product (packages/engine/src/facts/commissions.ts, packages/engine/src/facts/commissions.ts). Percentages are of the
 * annualised premium unless `kind` says otherwise. Where the research found nothing the range is a wide
 * allowance and the note says so; Medicare Advantage and Part D use the CMS caps in `compensation.ts`.
 */
import type { ProductId } from "../types.js";
import { GAP, REF } from "./sources.js";
import type { Range, Sourced } from "./types.js";

export type CommissionBasis = Sourced &
  (
    | { kind: "cms_per_member" }
    | {
        kind: "percent_of_annual_premium";
        firstYear: Range;
        renewal: Range | null;
        /** Years renewals are typically paid, as the sources state them. */
        renewalYears: string | null;
        /** Yearly policy fee carriers exclude from commissionable premium. */
        nonCommissionableFee?: Range;
        /** A lower first-year rate for graded / guaranteed-issue versions. */
        reducedForGradedOrGuaranteed?: Range;
        /** True when the figures are an allowance rather than sourced numbers. */
        allowance?: boolean;
        /**
         * Permanent life paid on target premium: the share of the planned funding that is target premium,
         * and the first-year rate on the excess above it.
         */
        target?: { shareOfFunding: Range; excessFirstYear: number };
      }
    | { kind: "percent_of_deposit"; firstYear: Range; renewal: null; renewalYears: null }
  );

export const COMMISSION_BASES: Readonly<Record<ProductId, CommissionBasis>> = {
  medicare_advantage: {
    kind: "cms_per_member",
    year: 2026,
    source: [REF.S66, REF.S67, REF.S68],
  },
  part_d: {
    kind: "cms_per_member",
    year: 2026,
    source: [REF.S66, REF.S67, REF.S68],
  },
  medicare_supplement: {
    kind: "percent_of_annual_premium",
    year: 2022,
    source: [REF.S74, REF.S73, REF.S75, REF.S76, GAP.S33],
    firstYear: { low: 0.12, high: 0.26 },
    renewal: { low: 0.12, high: 0.2 },
    renewalYears: "3-7",
    note: "12%-20% (2022), about 20% for 3-7 years, '15% to 26%' (2021); Telos illustrates 28% in years 1-6. Some carriers exclude the household discount and the Part B-deductible portion from commissionable premium; guaranteed-issue (BBA) policies may pay 2%.",
  },
  final_expense: {
    kind: "percent_of_annual_premium",
    year: 2024,
    source: [REF.S78, REF.S79, REF.S80, REF.S146, GAP.S39],
    firstYear: { low: 0.7, high: 1.0 },
    renewal: { low: 0.02, high: 0.05 },
    renewalYears: null,
    nonCommissionableFee: { low: 36, high: 42 },
    reducedForGradedOrGuaranteed: { low: 0.4, high: 0.8 },
    note: "Contract levels 70%-100% of first-year annual premium, usually 75% advanced over 9 months with chargeback on a first-year lapse. Graded/guaranteed-issue and issue ages over about 81 pay less (amount not found: 40%-80% is an allowance). Renewals from the general life range.",
  },
  term_life: {
    kind: "percent_of_annual_premium",
    year: 2020,
    source: [GAP.S39, REF.S82, REF.S157],
    firstYear: { low: 0.4, high: 0.9 },
    renewal: { low: 0.02, high: 0.05 },
    renewalYears: null,
    nonCommissionableFee: { low: 75, high: 75 },
    note: "Life first-year 40%-90%, renewals 2%-5% (some to 10%); term policy fees (e.g. $75/yr) are usually non-commissionable.",
  },
  whole_life: {
    kind: "percent_of_annual_premium",
    year: 2020,
    source: [GAP.S39, REF.S82],
    firstYear: { low: 0.4, high: 0.9 },
    renewal: { low: 0.02, high: 0.05 },
    renewalYears: null,
    note: "General life range; permanent products pay on target premium (e.g. 80% to target, 3% on excess).",
  },
  iul: {
    kind: "percent_of_annual_premium",
    year: 2024,
    source: [REF.S83, REF.S84],
    firstYear: { low: 0.5, high: 1.2 },
    renewal: { low: 0.02, high: 0.05 },
    renewalYears: "2-10",
    target: { shareOfFunding: { low: 0.4, high: 0.6 }, excessFirstYear: 0.03 },
    note: "50%-120%+ of target premium, about 3% on premium above target (Back9: 80% to target, 3% on excess). A cash-accumulation IUL is funded above target: the engine assumes target is 40%-60% of the planned funding (an assumption, not a sourced figure).",
  },
  fixed_annuity: {
    kind: "percent_of_deposit",
    year: 2024,
    source: [REF.S85, REF.S88],
    firstYear: { low: 0.02, high: 0.03 },
    renewal: null,
    renewalYears: null,
    note: "MYGA about 2%-3% of the deposit; longer surrender periods pay more.",
  },
  indexed_annuity: {
    kind: "percent_of_deposit",
    year: 2024,
    source: [REF.S85, REF.S88, REF.S86],
    firstYear: { low: 0.05, high: 0.08 },
    renewal: null,
    renewalYears: null,
    note: "FIA about 5%-8% (2%-10% in another source); longer surrender periods pay more.",
  },
  long_term_care: {
    kind: "percent_of_annual_premium",
    year: 2015,
    source: [GAP.S35, GAP.S36],
    firstYear: { low: 0.4, high: 0.6 },
    renewal: { low: 0.05, high: 0.15 },
    renewalYears: "6+",
    note: "Heaped 40%-60% (some near 100%); state caps: PA first year 50% and renewals 10% for 5 years, DE total 35%, IN at least 6 years of commission.",
  },
  hospital_indemnity: {
    kind: "percent_of_annual_premium",
    year: 2005,
    source: [REF.S89, REF.S50],
    firstYear: { low: 0.3, high: 0.75 },
    renewal: { low: 0.05, high: 0.11 },
    renewalYears: null,
    allowance: true,
    note: "Only one schedule found (75% first year, 11% renewal, 2005 SEC filing); Telos says senior HI is heaped. The low ends are allowances.",
  },
  cancer: {
    kind: "percent_of_annual_premium",
    year: 2024,
    source: [GAP.S34],
    firstYear: { low: 0.25, high: 0.4 },
    renewal: { low: 0.05, high: 0.07 },
    renewalYears: null,
    allowance: true,
    note: "Aflac cancer/critical care 40% first year, 7% renewal (weak calculator page); low ends are allowances.",
  },
  dental_vision_hearing: {
    kind: "percent_of_annual_premium",
    year: 2025,
    source: [GAP.S65],
    firstYear: { low: 0.05, high: 0.2 },
    renewal: { low: 0.05, high: 0.2 },
    renewalYears: null,
    allowance: true,
    note: "No dental/vision/hearing commission figure was found anywhere in the research: 5%-20% level is an allowance. Ask the FMO for the schedule.",
  },
};
