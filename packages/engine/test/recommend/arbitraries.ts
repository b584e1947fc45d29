import fc from "fast-check";
import {
  type ClientProfile,
  COVERAGE_IDS,
  GOAL_IDS,
  HEALTH_CONDITION_IDS,
  LANGUAGES,
  type Language,
} from "../../src/types.js";

const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Random profiles across the whole input space the fact-finder and the parser can produce. */
export const profileArb: fc.Arbitrary<ClientProfile> = fc
  .record({
    firstName: opt(fc.constantFrom("Linda", "José", "Amélie", "Bob")),
    age: opt(fc.integer({ min: 0, max: 110 })),
    gender: opt(fc.constantFrom("male" as const, "female" as const)),
    maritalStatus: opt(
      fc.constantFrom("single" as const, "married" as const, "divorced" as const, "widowed" as const),
    ),
    dependents: opt(fc.integer({ min: 0, max: 6 })),
    state: opt(fc.constantFrom("TX", "CA", "NY", "PA", "PR", "KS", "OH", "FL")),
    occupation: opt(fc.constantFrom("teacher", "Navy veteran", "nurse", "retired")),
    smoker: opt(fc.constantFrom("current" as const, "former" as const, "never" as const)),
    healthConditions: fc.subarray([...HEALTH_CONDITION_IDS], { maxLength: 4 }),
    healthStatus: opt(
      fc.constantFrom("excellent" as const, "good" as const, "fair" as const, "poor" as const),
    ),
    income: opt(fc.integer({ min: 0, max: 500_000 })),
    savings: opt(fc.integer({ min: 0, max: 2_000_000 })),
    goals: fc.subarray([...GOAL_IDS], { maxLength: 4 }),
    riskTolerance: opt(fc.constantFrom("low" as const, "moderate" as const, "high" as const)),
    currentCoverage: fc.subarray([...COVERAGE_IDS], { maxLength: 3 }),
    isRetired: opt(fc.boolean()),
    budgetMonthly: opt(fc.integer({ min: 0, max: 1_000 })),
  })
  .map((p) => {
    const out: ClientProfile = {
      healthConditions: p.healthConditions,
      goals: p.goals,
      currentCoverage: p.currentCoverage,
    };
    for (const [k, v] of Object.entries(p))
      if (v !== undefined) (out as unknown as Record<string, unknown>)[k] = v;
    return out;
  });

export const languageArb: fc.Arbitrary<Language> = fc.constantFrom(...LANGUAGES);

export const nowArb: fc.Arbitrary<Date> = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) })
  .map((t) => new Date(t));
