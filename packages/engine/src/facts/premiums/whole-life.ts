/**
 * Whole life above final-expense face amounts ($100,000, non-tobacco, quoted 02/26/2025) and the juvenile
 * gap. Used for legacy cases and for guaranteed-issue whole life below final expense ages.
 */
import { GAP, REF } from "../sources.js";
import type { Sourced } from "../types.js";

export const WHOLE_LIFE_100K = {
  year: 2025,
  source: [REF.S41, GAP.S4],
  face: 100_000,
  rows: [
    { age: 45, female: 200, male: 246 },
    { age: 50, female: 214, male: 276 },
    { age: 55, female: 248, male: 328 },
    { age: 60, female: 304, male: 412 },
    { age: 65, female: 384, male: 540 },
    { age: 70, female: 506, male: 720 },
    { age: 75, female: 698, male: 974 },
    { age: 80, female: 958, male: 1_372 },
    { age: 85, female: 1_334, male: 1_902 },
  ],
  note: "Fully underwritten; do not divide by 10 for a $10k final-expense price (per-policy fees make pricing non-linear).",
} as const satisfies Sourced & Record<string, unknown>;

/** Issue ages of the whole-life lines named in the research (juvenile through 85). */
export const WHOLE_LIFE_ISSUE_AGES = {
  year: 2024,
  source: [GAP.S8, REF.S94],
  ages: { min: 0, max: 85 },
  note: "Transamerica Immediate Solutions 0-85; United Home Life whole life 0-80 (including its guaranteed-issue GIWL). Minors are insured on a parent's application.",
} as const satisfies Sourced & Record<string, unknown>;

/** No juvenile whole-life rate was found; this allowance for $10,000 is wide on purpose. */
export const JUVENILE_WHOLE_LIFE_10K = {
  year: 2024,
  source: [GAP.S8],
  monthly: { low: 5, high: 25 },
  note: "Unsourced allowance: the research holds issue ages for juvenile whole life but no rates.",
} as const satisfies Sourced & Record<string, unknown>;
