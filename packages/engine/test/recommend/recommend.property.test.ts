/**
 * Properties that must hold for every client, whatever the lead said: the rules an agent would never let
 * a bundle break, checked against independent restatements rather than the recommender's own helpers.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recommend } from "../../src/recommend/index.js";
import type { ClientProfile, Money, ProductId } from "../../src/types.js";
import { complianceViolations } from "../../src/words/compliance.js";
import { languageArb, nowArb, profileArb } from "./arbitraries.js";
import { LIFE_OR_ANNUITY } from "./helpers.js";

const RUNS = Number(process.env.PROPERTY_RUNS ?? 1_500);
/** Generous per-test time so `PROPERTY_RUNS=50000` soak runs are not cut short. */
const TIMEOUT = Math.max(15_000, RUNS * 5);

function validMoney(m: Money): boolean {
  return Number.isInteger(m.low) && Number.isInteger(m.high) && m.low >= 0 && m.low <= m.high;
}

const ISSUE: Partial<Record<ProductId, [number, number]>> = {
  final_expense: [50, 85],
  term_life: [18, 75],
  iul: [18, 70],
  long_term_care: [40, 79],
  hospital_indemnity: [18, 89],
  cancer: [18, 89],
  fixed_annuity: [40, 90],
  indexed_annuity: [40, 85],
  whole_life: [0, 85],
};

const MEDICARE_COVERAGE = [
  "original_medicare",
  "medicare_advantage",
  "medigap_g",
  "medigap_n",
  "medigap_f",
  "medigap_other",
  "medigap_c",
  "part_d",
  "tricare_for_life",
  "d_snp",
  "c_snp",
];

function hasMedicare(p: ClientProfile): boolean {
  return p.currentCoverage.some((c) => MEDICARE_COVERAGE.includes(c));
}

describe("recommender properties", () => {
  it(
    "1-3 distinct products, one core first, valid money everywhere",
    () => {
      fc.assert(
        fc.property(profileArb, languageArb, nowArb, (profile, language, now) => {
          const r = recommend(profile, { language, now });
          if (!r.ok) {
            // Dead ends only for the very old, fully covered (nothing left to place), or a stated budget
            // (or income) below the smallest policy that would serve: then the budget is the question.
            // With no need stated and nothing that is a standard sale on its own, the need is the question.
            const priced = profile.budgetMonthly !== undefined || profile.income !== undefined;
            expect(
              (profile.age !== undefined && profile.age >= 86) ||
                (priced && r.missing.includes("budget")) ||
                (profile.goals.length === 0 && r.missing.includes("needs")),
            ).toBe(true);
            return;
          }
          const { policies } = r.recommendation;
          expect(policies.length).toBeGreaterThanOrEqual(1);
          expect(policies.length).toBeLessThanOrEqual(3);
          expect(new Set(policies.map((p) => p.product)).size).toBe(policies.length);
          expect(policies.map((p) => p.role)).toEqual(["core", ...policies.slice(1).map(() => "add_on")]);
          for (const p of policies) {
            expect(validMoney(p.premium.amount)).toBe(true);
            expect(validMoney(p.commission.firstYear)).toBe(true);
            expect(p.carriers.length).toBeGreaterThanOrEqual(1);
            expect(p.carriers.length).toBeLessThanOrEqual(3);
            for (const s of [p.name, p.why, p.coverage, p.commission.basis])
              expect(s.length).toBeGreaterThan(0);
            if (p.premium.mode === "single")
              expect(["fixed_annuity", "indexed_annuity"]).toContain(p.product);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "eligibility: issue ages, Medicare status, existing coverage and knock-outs",
    () => {
      fc.assert(
        fc.property(profileArb, languageArb, (profile, language) => {
          const r = recommend(profile, { language, now: new Date("2026-02-01T00:00:00Z") });
          if (!r.ok) return;
          const products = r.recommendation.policies.map((p) => p.product);
          const has = (id: ProductId) => products.includes(id);
          const cov = (id: string) => profile.currentCoverage.includes(id);
          const cond = (id: string) => profile.healthConditions.includes(id);
          const age = profile.age;
          if (age !== undefined) {
            for (const p of products) {
              const w = ISSUE[p];
              if (w) expect(age >= w[0] && age <= w[1], `${p} at ${age}`).toBe(true);
            }
          }
          const medicare = has("medicare_advantage") || has("medicare_supplement") || has("part_d");
          if (medicare) expect((age !== undefined && age >= 64) || hasMedicare(profile)).toBe(true);
          if (has("medicare_supplement")) expect(age === undefined || age >= 64).toBe(true);
          expect(has("medicare_advantage") && has("medicare_supplement")).toBe(false);
          expect(has("medicare_advantage") && has("part_d")).toBe(false);
          if (cov("medicare_advantage")) {
            // Medigap (with Part D) only as the way back to Original Medicare the client chose: asked
            // for, or a Medigap already paid for beside the MA plan.
            const leaving =
              (profile.interests ?? []).includes("medicare_supplement") ||
              profile.currentCoverage.some((c) => c.startsWith("medigap_"));
            if (!leaving) expect(has("medicare_supplement") || has("part_d")).toBe(false);
            // Another MA plan only as a plan change the client has a reason for (a cheaper plan here), as
            // the choice kept when a Medigap beside it is the other option, or as the special-needs plan
            // review of a full dual or a nursing-home resident.
            if (has("medicare_advantage"))
              expect(
                profile.goals.includes("lower_premiums") ||
                  profile.goals.includes("dental_vision_hearing") ||
                  leaving ||
                  cov("medicaid") ||
                  profile.medicaid === "full" ||
                  cond("nursing_home"),
              ).toBe(true);
          }
          const onMA = cov("medicare_advantage") || cov("d_snp") || cov("c_snp");
          // A Medigap listed beside MA pays nothing: that client chooses between them, never both.
          if (profile.currentCoverage.some((c) => c.startsWith("medigap_")) && !onMA) {
            const askedMA = (profile.interests ?? []).includes("medicare_advantage");
            if (!askedMA) expect(has("medicare_advantage")).toBe(false);
            expect(has("hospital_indemnity")).toBe(false);
            // A Medigap holder gets Medigap again to re-shop: asked (cheaper, another plan, a rate rise),
            // or the yearly review of a Plan G or N.
            if (has("medicare_supplement")) {
              const asked =
                profile.goals.includes("lower_premiums") ||
                (profile.interests ?? []).includes("medicare_supplement") ||
                (profile.events ?? []).some((e) => e.kind === "rate_increase");
              expect(asked || cov("medigap_g") || cov("medigap_n")).toBe(true);
            }
          }
          // A drug plan held is re-chosen only on a move, when the client asks about drugs, or on the way
          // from MA back to Original Medicare.
          if (cov("part_d") && has("part_d")) {
            const drugAsk =
              profile.goals.includes("prescriptions") ||
              ((cov("medicare_advantage") || cov("d_snp") || cov("c_snp")) &&
                profile.currentCoverage.some((c) => c.startsWith("medigap_"))) ||
              (profile.interests ?? []).includes("part_d") ||
              (profile.events ?? []).some((e) => e.kind === "moving");
            expect(drugAsk).toBe(true);
          }
          if (cov("long_term_care")) expect(has("long_term_care")).toBe(false);
          if (cond("cancer_history") || cond("cancer_current")) expect(has("cancer")).toBe(false);
          if (
            [
              "oxygen",
              "dialysis",
              "terminal_illness",
              "nursing_home",
              "dementia",
              "alzheimers",
              "cancer_current",
            ].some(cond)
          ) {
            expect(has("term_life") || has("iul")).toBe(false);
          }
          if (
            ["dementia", "alzheimers", "dialysis", "stroke", "heart_attack", "hiv", "nursing_home"].some(cond)
          ) {
            expect(has("hospital_indemnity")).toBe(false);
          }
          if (["alzheimers", "dementia", "parkinsons", "nursing_home", "oxygen"].some(cond)) {
            expect(has("long_term_care")).toBe(false);
          }
          // Knock-outs never get a level-only final expense plan.
          const fe = r.recommendation.plans.find((p) => p.product === "final_expense");
          if (
            fe &&
            fe.spec.product === "final_expense" &&
            ["oxygen", "dialysis", "dementia", "terminal_illness"].some(cond)
          ) {
            expect(fe.spec.cls.worst).toBe("guaranteed");
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "annuities only from stated savings, never more than half of them",
    () => {
      fc.assert(
        fc.property(profileArb, (profile) => {
          const r = recommend(profile, { language: "en", now: new Date("2026-02-01T00:00:00Z") });
          if (!r.ok) return;
          for (const p of r.recommendation.policies) {
            if (p.product !== "fixed_annuity" && p.product !== "indexed_annuity") continue;
            expect(profile.savings).toBeDefined();
            expect(p.premium.amount.high).toBeLessThanOrEqual(profile.savings! * 0.5);
            expect(p.premium.amount.low).toBeGreaterThanOrEqual(10_000);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "budget: the monthly low end fits a stated budget, or the shortfall is flagged",
    () => {
      fc.assert(
        fc.property(profileArb, nowArb, (profile, now) => {
          const r = recommend(profile, { language: "en", now });
          if (!r.ok) return;
          const low = r.recommendation.policies.reduce(
            (s, p) => s + (p.premium.mode === "monthly" ? p.premium.amount.low : 0),
            0,
          );
          if (profile.budgetMonthly === undefined) {
            expect(r.recommendation.flags.budgetShortfall).toBe(false);
          } else if (r.recommendation.flags.budgetShortfall) {
            expect(low).toBeGreaterThan(profile.budgetMonthly);
          } else {
            expect(low).toBeLessThanOrEqual(profile.budgetMonthly);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "compliance: flags match the products, and no policy text calls anything free",
    () => {
      fc.assert(
        fc.property(profileArb, languageArb, (profile, language) => {
          const r = recommend(profile, { language, now: new Date("2026-02-01T00:00:00Z") });
          if (!r.ok) return;
          const { policies, flags } = r.recommendation;
          const has = (id: ProductId) => policies.some((p) => p.product === id);
          const maOrPdp = has("medicare_advantage") || has("part_d");
          expect(flags.scopeOfAppointmentRequired).toBe(maOrPdp);
          expect(flags.medicareInPlay).toBe(maOrPdp || has("medicare_supplement"));
          expect(flags.crossSellNeedsSeparateAppointment).toBe(
            maOrPdp && policies.some((p) => LIFE_OR_ANNUITY.includes(p.product)),
          );
          for (const p of policies) {
            const texts = [
              p.name,
              p.why,
              p.coverage,
              p.commission.basis,
              p.commission.renewal ?? "",
              ...p.carriers.map((c) => c.fit),
            ];
            for (const lang of ["en", "es", "fr"] as const) {
              for (const t of texts) expect(complianceViolations(t, lang), t).toEqual([]);
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "is deterministic",
    () => {
      fc.assert(
        fc.property(profileArb, languageArb, nowArb, (profile, language, now) => {
          const a = recommend(profile, { language, now });
          const b = recommend(structuredClone(profile), { language, now: new Date(now.getTime()) });
          expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );
});
