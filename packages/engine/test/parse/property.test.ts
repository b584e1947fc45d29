/** For any text at all, parseLead returns a well-formed profile and never throws. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectLanguage, normalizeProfile, parseLead } from "../../src/parse/index.js";
import {
  type ClientProfile,
  COVERAGE_IDS,
  GOAL_IDS,
  HEALTH_CONDITION_IDS,
  LANGUAGES,
} from "../../src/types.js";

const CONDITIONS = new Set<string>(HEALTH_CONDITION_IDS);
const GOALS = new Set<string>(GOAL_IDS);
const COVERAGE = new Set<string>(COVERAGE_IDS);

function expectWellFormed(profile: ClientProfile): void {
  if (profile.age !== undefined) {
    expect(Number.isInteger(profile.age)).toBe(true);
    expect(profile.age).toBeGreaterThanOrEqual(0);
    expect(profile.age).toBeLessThanOrEqual(110);
  }
  for (const money of [profile.income, profile.savings, profile.budgetMonthly]) {
    if (money !== undefined) {
      expect(Number.isFinite(money)).toBe(true);
      expect(money).toBeGreaterThanOrEqual(0);
    }
  }
  if (profile.dependents !== undefined) {
    expect(Number.isInteger(profile.dependents)).toBe(true);
    expect(profile.dependents).toBeGreaterThanOrEqual(0);
  }
  for (const id of profile.healthConditions) expect(CONDITIONS.has(id)).toBe(true);
  for (const id of profile.goals) expect(GOALS.has(id)).toBe(true);
  for (const id of profile.currentCoverage) expect(COVERAGE.has(id)).toBe(true);
  if (profile.state !== undefined) expect(profile.state).toMatch(/^[A-Z]{2}$/);
  for (const name of [profile.firstName, profile.lastName]) {
    if (name !== undefined) expect(name).not.toMatch(/[<>()=;{}$\d]/);
  }
}

// Words the parser reacts to, so random text also exercises negation, numbers and context.
const lexicon = fc.constantFrom(
  "no",
  "not",
  "sin",
  "pas",
  "de",
  "age",
  "years",
  "old",
  "años",
  "ans",
  "tiene",
  "a",
  "diabetes",
  "insulin",
  "cancer",
  "ago",
  "smoker",
  "quit",
  "fuma",
  "Plan",
  "G",
  "Part",
  "D",
  "A",
  "and",
  "B",
  "income",
  "savings",
  "$",
  "k",
  "a month",
  "al mes",
  "par mois",
  "budget",
  "husband",
  "her",
  "wife",
  "widow",
  "viuda",
  "veuve",
  "in",
  "OR",
  "IN",
  "ME",
  "TX",
  "Texas",
  "Georgia",
  "Mrs.",
  "John",
  "Smith",
  "named",
  "se llama",
  "kids",
  "hijos",
  "enfants",
  "retired",
  "teacher",
  "nurse",
  "-",
  ",",
  ".",
  ":",
  "(",
  ")",
  "'",
  "/",
  "300",
  "-5",
  "67",
  "1,900",
  "3.000",
  "150 000",
  "2025",
  "70s",
  "early",
  "turning",
  "65",
  "M",
  "F",
  "<b>",
  "</b>",
);
const leadLike = fc
  .array(
    fc.oneof(lexicon, fc.integer({ min: -1_000, max: 10_000_000 }).map(String), fc.string({ maxLength: 6 })),
    {
      maxLength: 60,
    },
  )
  .map((parts) => parts.join(" "));

describe("parseLead properties", () => {
  it("never throws on arbitrary strings, and what it returns is well formed", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: "grapheme", maxLength: 200 }),
          fc.string({ unit: "binary", maxLength: 200 }),
          leadLike,
        ),
        fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined }),
        (text, language) => {
          const result = parseLead(text, language ? { language } : undefined);
          expect(LANGUAGES).toContain(result.language);
          if (language) expect(result.language).toBe(language);
          expect(Array.isArray(result.ignored)).toBe(true);
          expectWellFormed(result.profile);
        },
      ),
      { numRuns: 1_500 },
    );
    // 1,500 readings take about 3 s alone; the limit guards against a hang, not for speed.
  }, 30_000);

  it("is deterministic", () => {
    fc.assert(
      fc.property(leadLike, (text) => {
        expect(parseLead(text)).toEqual(parseLead(text));
      }),
      { numRuns: 300 },
    );
  });

  it("detectLanguage answers one of the three for anything", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        expect(LANGUAGES).toContain(detectLanguage(text));
      }),
      { numRuns: 300 },
    );
  });

  it("normalizeProfile never throws and returns a well-formed profile", () => {
    const field = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
      fc.double(),
      fc.constant(null),
      fc.array(fc.oneof(lexicon, fc.string({ maxLength: 12 })), { maxLength: 5 }),
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            firstName: field,
            age: field,
            gender: field,
            state: field,
            smoker: field,
            income: field,
            savings: field,
            budgetMonthly: field,
            dependents: field,
            healthConditions: field,
            goals: field,
            currentCoverage: field,
            isRetired: field,
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const result = normalizeProfile(input as unknown as ClientProfile);
          expectWellFormed(result.profile);
        },
      ),
      { numRuns: 500 },
    );
  });
});
