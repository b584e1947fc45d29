/**
 * Traditional long-term care insurance (packages/engine/src/facts/premiums). Annual premiums at 55 from AALTCI price
 * indexes; the age factors for 65 and 75 come from a weak calculator page and are interpolated between.
 */
import { REF, WEB } from "../sources.js";
import type { Sourced } from "../types.js";

export const LTC_PREMIUMS_AT_55 = {
  year: 2021,
  source: [REF.S54, REF.S55, REF.S56],
  yearly: {
    male: { low: 950, high: 2_050 },
    female: { low: 1_500, high: 3_700 },
  },
  benefit: 165_000,
  note: "Low ends: $165k benefit without inflation growth (2021/2023); high ends: with 3% growth (female 2021) or the 2019 single rates. Couple rates ($2,080-$3,050 combined) are not used per person.",
} as const satisfies Sourced & Record<string, unknown>;

export const LTC_AGE_FACTORS = {
  year: 2023,
  source: [REF.S56],
  points: [
    { age: 55, factor: 1 },
    { age: 65, factor: 1.499 },
    { age: 75, factor: 2.876 },
  ],
  note: "Weak source (calculator site): +49.9% at 65 and +187.6% at 75 versus 55. Below 55 the 55 rate is used (no lower figure found); 76-79 extends the 65-75 slope.",
} as const satisfies Sourced & Record<string, unknown>;

export const LTC_ISSUE_AGES = {
  year: 2024,
  source: [REF.S103, REF.S57, WEB.ltcNewsUnderwriting],
  ages: { min: 40, max: 79 },
  note: "Mutual of Omaha issues 30-79; many companies require 40+ and very few issue after 79 (LTC News). Stand-alone policies are increasingly rare; hybrids dominate.",
} as const satisfies Sourced & Record<string, unknown>;
