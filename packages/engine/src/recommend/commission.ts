/**
 * First-year commission from a policy's premium and the product's commission basis. Agent-only: these
 * numbers never reach a client copy.
 */
import { COMMISSION_BASES } from "../facts/commissions.js";
import { type CmsRegion, cmsCompensation } from "../facts/compensation.js";
import type { FinalExpenseClass } from "../facts/underwriting.js";
import type { Money, ProductId } from "../types.js";
import { money } from "./format.js";

export type BasisSpec =
  | {
      kind: "percent";
      low: number;
      high: number;
      feeExcluded: boolean;
      reduced: boolean;
      target: boolean;
      /** Paid on target premium: the share of the funding that is target, and the rate on the excess. */
      split?: { shareLow: number; shareHigh: number; excess: number };
    }
  | {
      kind: "cms";
      product: "medicare_advantage" | "part_d";
      year: number;
      region: CmsRegion | "unknown";
      state?: string;
      initial: Money;
    }
  | { kind: "deposit"; low: number; high: number };

export type RenewalSpec =
  | { kind: "percent"; low: number; high: number; years: string | null }
  | { kind: "cms"; year: number; amount: Money };

export interface CommissionQuote {
  firstYear: Money;
  basis: BasisSpec;
  renewal: RenewalSpec | null;
}

export function commissionFor(
  product: ProductId,
  premium: { mode: "monthly" | "single"; amount: Money },
  context: {
    year: number;
    state: string | undefined;
    feClass?: { best: FinalExpenseClass; worst: FinalExpenseClass };
  },
): CommissionQuote {
  const basis = COMMISSION_BASES[product];
  if (basis.kind === "cms_per_member") {
    const cmsProduct = product === "part_d" ? "part_d" : "medicare_advantage";
    const q = cmsCompensation(context.year, cmsProduct, context.state);
    return {
      firstYear: { ...q.initial },
      basis: {
        kind: "cms",
        product: cmsProduct,
        year: q.year,
        region: q.region,
        ...(context.state ? { state: context.state.toUpperCase() } : {}),
        initial: q.initial,
      },
      renewal: q.renewal ? { kind: "cms", year: q.year, amount: q.renewal } : null,
    };
  }
  if (basis.kind === "percent_of_deposit") {
    return {
      firstYear: money(premium.amount.low * basis.firstYear.low, premium.amount.high * basis.firstYear.high),
      basis: { kind: "deposit", low: basis.firstYear.low, high: basis.firstYear.high },
      renewal: null,
    };
  }
  let rateLow = basis.firstYear.low;
  let rateHigh = basis.firstYear.high;
  let reduced = false;
  const cls = context.feClass;
  if (
    cls &&
    basis.reducedForGradedOrGuaranteed &&
    (product === "final_expense" || product === "whole_life")
  ) {
    // Graded / guaranteed-issue scales pay less; which one applies depends on underwriting answers.
    if (cls.worst !== "level") {
      rateLow = basis.reducedForGradedOrGuaranteed.low;
      reduced = true;
    }
    if (cls.best !== "level") rateHigh = basis.reducedForGradedOrGuaranteed.high;
  }
  const fee = basis.nonCommissionableFee;
  const annualLow = Math.max(0, premium.amount.low * 12 - (fee ? fee.high : 0));
  const annualHigh = Math.max(0, premium.amount.high * 12 - (fee ? fee.low : 0));
  const t = basis.target;
  // On target premium: the full rate on the target share of the funding, the excess rate on the rest.
  const firstYear = t
    ? money(
        annualLow * (t.shareOfFunding.low * rateLow + (1 - t.shareOfFunding.low) * t.excessFirstYear),
        annualHigh * (t.shareOfFunding.high * rateHigh + (1 - t.shareOfFunding.high) * t.excessFirstYear),
      )
    : money(annualLow * rateLow, annualHigh * rateHigh);
  return {
    firstYear,
    basis: {
      kind: "percent",
      low: rateLow,
      high: rateHigh,
      feeExcluded: fee !== undefined,
      reduced,
      target: t !== undefined,
      ...(t
        ? {
            split: {
              shareLow: t.shareOfFunding.low,
              shareHigh: t.shareOfFunding.high,
              excess: t.excessFirstYear,
            },
          }
        : {}),
    },
    renewal: basis.renewal
      ? { kind: "percent", low: basis.renewal.low, high: basis.renewal.high, years: basis.renewalYears }
      : null,
  };
}
