/**
 * A policy before it has words: product, sizing and premium (`SizedPolicy`), then commission once chosen
 * (`PolicyPlan`). The recommender sizes every candidate, fits the sizes to the budget, and only then
 * computes commission and renders text for the chosen few: most sizes are never shown.
 */
import type { FinalExpenseClass } from "../facts/underwriting.js";
import type { Money, ProductId } from "../types.js";
import type { CommissionQuote } from "./commission.js";

export interface DimeNeed {
  total: number;
  debt: number;
  income: number;
  incomeYears: number;
  mortgage: number;
  education: number;
  /** Life cover the client already holds (existing policies and group life), netted from the need. */
  existing: number;
  incomeAssumed: boolean;
  mortgageAssumed: boolean;
  educationAssumed: boolean;
}

export type CoverageSpec =
  | {
      product: "final_expense";
      face: number;
      target: number;
      cls: { best: FinalExpenseClass; worst: FinalExpenseClass };
    }
  | { product: "term_life"; face: number; years: 10 | 20; need: DimeNeed }
  | {
      product: "whole_life";
      face: number;
      purpose: "juvenile" | "legacy" | "guaranteed";
      cls: { best: FinalExpenseClass; worst: FinalExpenseClass };
    }
  /** `atBudget`: funded at what the client can put in each month, below the usual share of income. */
  | { product: "iul"; income: number; atBudget?: true }
  | {
      product: "medicare_supplement";
      plan: "G" | "N";
      /**
       * open_enrollment: a window or right guarantees issue; reshop: the client holds Medigap and wants it
       * cheaper; leaving_ma: the client is leaving Medicare Advantage for Original Medicare.
       */
      reason: "open_enrollment" | "default" | "budget" | "reshop" | "leaving_ma";
    }
  | { product: "part_d" }
  | {
      product: "medicare_advantage";
      reason: "institutional" | "medicaid" | "budget" | "underwriting" | "lower_premiums" | "dvh" | "default";
    }
  | { product: "hospital_indemnity"; daily: number; withMA: boolean }
  | { product: "cancer"; lumpSum: number; pairing: "goal" | "medigap" | "default" }
  | { product: "dental_vision_hearing"; reason: "goal" | "original" | "tfl" | "child" | "default" }
  | { product: "long_term_care" }
  | {
      product: "fixed_annuity" | "indexed_annuity";
      deposit: Money;
      savings: number;
      goal: "safe_growth" | "retirement_income" | "tax_advantaged_growth" | "idle_savings";
    };

export interface SizedPolicy {
  product: ProductId;
  premium: { mode: "monthly" | "single"; amount: Money };
  spec: CoverageSpec;
}

export interface PolicyPlan extends SizedPolicy {
  commission: CommissionQuote;
}

export interface Candidate {
  product: ProductId;
  /** Higher = more important for this client. */
  score: number;
  /** Whether it can lead the bundle (hospital indemnity, cancer and DVH only lead when nothing else fits). */
  coreCapable: boolean;
  /** Sizes from the preferred one down to the smallest sensible one. */
  options: SizedPolicy[];
}
