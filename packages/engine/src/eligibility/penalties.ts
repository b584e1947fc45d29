/**
 * Late-enrollment penalties (`packages/engine/src/facts/sources.ts` §1.6, `docs/engine/eligibility.md#sources-and-confidence` §4).
 * Part B: 10% of the standard premium per full 12 months without Part B (or current-work coverage).
 * Part D: 1% of the national base beneficiary premium per full uncovered month, rounded to the nearest
 * $0.10, recalculated each year on that year's base.
 */
import { ELIG } from "../facts/eligibility-sources.js";
import { hasMedicareFigures, medicareFigures } from "../facts/medicare.js";
import type { PenaltyResult } from "./types.js";

const round2 = (v: number): number => Math.round(v * 100) / 100;
const round10c = (v: number): number => Math.round(v * 10) / 10;

/**
 * Part B penalty for `monthsWithout` months (counted from the month after the IEP ended to the month of
 * sign-up). `year`: the year whose standard premium it is charged on (default 2026).
 */
export function partBPenalty(monthsWithout: number, year = 2026): PenaltyResult {
  const months = monthsWithout > 0 ? Math.floor(monthsWithout) : 0;
  const steps = Math.floor(months / 12);
  const f = medicareFigures(year);
  const base = f.partB.premium;
  const rate = steps / 10;
  return {
    months,
    rate,
    monthly: round2(base * rate),
    base,
    year: f.year,
    pending: !hasMedicareFigures(year),
    source: ELIG.R48,
    note: "10% per full 12 months; one source rounds the total premium to the nearest $0.10, others do not (unrounded here). The end of the count since the 2023 GEP change was not found.",
  };
}

/**
 * Part D penalty for `monthsWithout` full months without Part D or creditable coverage, on the national
 * base beneficiary premium of `year` (rounded to the nearest $0.10). No penalty while the person has
 * Extra Help (`extraHelp`).
 */
export function partDPenalty(monthsWithout: number, year: number, extraHelp = false): PenaltyResult {
  const months = monthsWithout > 0 ? Math.floor(monthsWithout) : 0;
  const f = medicareFigures(year);
  const base = f.partD.baseBeneficiaryPremium;
  const rate = extraHelp ? 0 : months / 100;
  return {
    months,
    rate,
    monthly: round10c(base * rate),
    base,
    year: f.year,
    pending: !hasMedicareFigures(year),
    source: ELIG.R49,
    note: extraHelp
      ? "Waived while the person has Extra Help."
      : "Rounded to the nearest $0.10 (Q1Medicare shows unrounded amounts). Recalculated every year on that year's base premium.",
  };
}
