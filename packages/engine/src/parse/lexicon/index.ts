/** The whole phrase lexicon, compiled once when the module loads. */
import { compile, type PhraseIndex, type SpecialMatcher } from "../phrases.js";
import { AGE_RULES } from "./age.js";
import { COVERAGE_RULES, medicarePartsMatcher } from "./coverage.js";
import { HEALTH_RULES } from "./health.js";
import { HOUSEHOLD_RULES } from "./household.js";
import { countyLeavingMatcher, MEDICARE_RULES, percentRiseMatcher } from "./medicare.js";
import { NEEDS_RULES } from "./needs.js";
import { PLACE_RULES } from "./places.js";
import { WORK_RULES } from "./work.js";

// Order matters only between phrases of the same length starting at the same word: earlier wins.
export const LEXICON: PhraseIndex = compile([
  ...AGE_RULES,
  ...HEALTH_RULES,
  ...MEDICARE_RULES,
  ...NEEDS_RULES,
  ...COVERAGE_RULES,
  ...HOUSEHOLD_RULES,
  ...PLACE_RULES,
  ...WORK_RULES,
]);

export const SPECIAL_MATCHERS: readonly SpecialMatcher[] = [
  medicarePartsMatcher,
  percentRiseMatcher,
  countyLeavingMatcher,
];
