/**
 * Random policy mixes and profiles: the words never throw, never say a forbidden word and never write a
 * commission figure. Commissions are drawn from a range no premium, budget or sourced figure reaches, so
 * any match is a leak, not a coincidence.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  GOAL_IDS,
  LANGUAGES,
  MISSING_FACT_IDS,
  PRODUCT_IDS,
  type ProductId,
  type RecommendedPolicy,
} from "../../src/types.js";
import { complianceViolations, composeWords, tpmoDisclaimer } from "../../src/words/index.js";
import { allTexts, clientTexts, commissionFigures, dollarAmounts } from "./fixtures.js";

const MEDICARE: ReadonlySet<ProductId> = new Set(["medicare_advantage", "medicare_supplement", "part_d"]);

const money = (max: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
    .map(([a, b]) => ({ low: Math.min(a, b), high: Math.max(a, b) }));

const cents = fc.integer({ min: 0, max: 99 }).map((c) => c / 100);

const policyArb = (product: ProductId): fc.Arbitrary<RecommendedPolicy> =>
  fc.record({
    product: fc.constant(product),
    name: fc.constantFrom("", "Plan", "Medicare Supplement Plan G", "Final Expense", "Dental"),
    role: fc.constantFrom("core" as const, "add_on" as const),
    why: fc.constantFrom("", "Covers the gap.", "Keeps her doctors", "  Protects the family.  "),
    coverage: fc.constantFrom("", "Plan G", "$15,000 face amount", "$300/day"),
    carriers: fc.array(
      fc.record({ name: fc.constantFrom("Aetna", "Mutual of Omaha", " "), fit: fc.constant("fit") }),
      {
        maxLength: 3,
      },
    ),
    premium: fc.oneof(
      fc.record({ mode: fc.constant("monthly" as const), amount: money(2_000) }),
      fc.record({ mode: fc.constant("single" as const), amount: money(1_000_000) }),
    ),
    commission: fc.record({
      firstYear: fc
        .tuple(
          fc.integer({ min: 10_000_001, max: 99_999_999 }),
          fc.integer({ min: 10_000_001, max: 99_999_999 }),
          cents,
        )
        .map(([a, b, c]) => ({ low: Math.min(a, b) + c, high: Math.max(a, b) + c })),
      basis: fc.constant("per policy"),
      renewal: fc.constant("7% years 2-6"),
    }),
  });

const policiesArb = fc
  .uniqueArray(fc.constantFrom(...PRODUCT_IDS), { minLength: 0, maxLength: 3 })
  .chain((products) => fc.tuple(...products.map(policyArb)));

const profileArb = fc.record(
  {
    firstName: fc.constantFrom("maria", "José", "Zoë", " ", "Jean-Luc"),
    age: fc.oneof(fc.integer({ min: 18, max: 99 }), fc.constant(Number.NaN), fc.constant(-3)),
    state: fc.constantFrom("tx", "FL", "Texas", ""),
    healthConditions: fc.constant<string[]>([]),
    goals: fc.array(fc.oneof(fc.constantFrom(...GOAL_IDS), fc.constant("unknown_goal")), { maxLength: 5 }),
    currentCoverage: fc.constant<string[]>([]),
    budgetMonthly: fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.constant(0)),
  },
  { requiredKeys: ["healthConditions", "goals", "currentCoverage"] },
);

const inputArb = fc.record(
  {
    profile: profileArb,
    language: fc.constantFrom(...LANGUAGES),
    policies: policiesArb,
    missing: fc.array(fc.constantFrom(...MISSING_FACT_IDS), { maxLength: 16 }),
    medicareInPlay: fc.boolean(),
    crossSellNeedsSeparateAppointment: fc.boolean(),
    now: fc.date({ min: new Date("2024-01-01"), max: new Date("2028-12-31"), noInvalidDate: true }),
  },
  { requiredKeys: ["profile", "language", "policies", "missing"] },
);

describe("composeWords over random bundles", () => {
  it("never throws, stays in shape, and has no forbidden word or commission figure", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const words = composeWords(input);
        expect(words.talkTrack.length).toBeGreaterThanOrEqual(5);
        expect(words.talkTrack.length).toBeLessThanOrEqual(8);
        expect(words.scripts.discovery.length).toBeGreaterThanOrEqual(3);
        expect(words.scripts.discovery.length).toBeLessThanOrEqual(7);
        expect(words.objections.length).toBeGreaterThanOrEqual(4);
        for (const text of allTexts(words)) {
          expect(complianceViolations(text, input.language)).toEqual([]);
          expect(text).not.toMatch(/undefined|NaN/);
        }
        const written = new Set(clientTexts(words).flatMap(dollarAmounts));
        for (const figure of commissionFigures(input.policies)) expect(written.has(figure)).toBe(false);
        const medicare = input.medicareInPlay === true || input.policies.some((p) => MEDICARE.has(p.product));
        expect(words.scripts.opening.includes(tpmoDisclaimer(input.language))).toBe(medicare);
      }),
      { numRuns: 500 },
    );
  });
});
