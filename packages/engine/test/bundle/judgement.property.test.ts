/**
 * docs/engine/eligibility.md's properties, through the whole pipeline (eligibility → recommender → words): what a
 * compliance-minded top producer would never let through, whatever the client looks like.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateBundle } from "../../src/bundle.js";
import { assessEligibility } from "../../src/eligibility/index.js";
import { type ClientProfile, MEDICAID_LEVELS, type ProductId } from "../../src/types.js";
import { languageArb, nowArb, profileArb } from "../recommend/arbitraries.js";

const RUNS = 400;
const TIMEOUT = 60_000;

/** Profiles with the facts that drive eligibility: Medicaid levels, TFL, MA held, Part B dates. */
const eligibilityProfileArb: fc.Arbitrary<ClientProfile> = fc
  .record({
    base: profileArb,
    medicaid: fc.option(fc.constantFrom(...MEDICAID_LEVELS), { nil: undefined }),
    extra: fc.subarray(
      ["tricare_for_life", "medicare_advantage", "original_medicare", "medigap_f", "medigap_g"] as const,
      {
        maxLength: 2,
      },
    ),
    interests: fc.subarray(["medicare_supplement", "medicare_advantage", "part_d"] as const, {
      maxLength: 2,
    }),
    partB: fc.option(
      fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 11, 1) }).map((t) => {
        const d = new Date(t);
        return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-01`;
      }),
      { nil: undefined },
    ),
  })
  .map(({ base, medicaid, extra, interests, partB }) => {
    const p: ClientProfile = {
      ...base,
      currentCoverage: [...new Set([...base.currentCoverage, ...extra])],
    };
    if (interests.length > 0) p.interests = [...interests];
    if (medicaid) p.medicaid = medicaid;
    if (partB) p.medicare = { partB };
    return p;
  });

const NO_HEALTH_QUESTIONS =
  /no health questions|sin preguntas de salud|sans questions de santé|aucune question de santé/i;
const MEDICARE_CORE: readonly ProductId[] = ["medicare_advantage", "medicare_supplement", "part_d"];
const LIFE_ANNUITY: readonly ProductId[] = [
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "fixed_annuity",
  "indexed_annuity",
  "long_term_care",
];

describe("bundle judgement properties (docs/engine/eligibility.md)", () => {
  it(
    "never Medigap to a full dual or QMB, a TRICARE For Life beneficiary, or beside Medicare Advantage kept",
    () => {
      fc.assert(
        fc.property(eligibilityProfileArb, languageArb, nowArb, (profile, language, now) => {
          const r = generateBundle({ profile, language }, { id: "p", now });
          if (!r.ok) return;
          const products = r.bundle.policies.map((p) => p.product);
          if (!products.includes("medicare_supplement")) return;
          expect(profile.medicaid === "full" || profile.medicaid === "qmb").toBe(false);
          expect(profile.currentCoverage.includes("tricare_for_life")).toBe(false);
          // Never beside MA: the bundle holds no MA, and a member leaving MA is told when they can.
          expect(products.includes("medicare_advantage")).toBe(false);
          if (profile.currentCoverage.includes("medicare_advantage")) {
            const e = assessEligibility(profile, now);
            expect(e.forbidden.some((f) => f.product === "medicare_supplement")).toBe(false);
            const ids = (r.bundle.timing ?? []).map((t) => t.id);
            const wayOut = [
              "aep",
              "ma_oep",
              "trial_right",
              "gi_lost_ma",
              "sep_move",
              "sep_dual_lis",
              "sep_plan_leaving",
              "sep_institutional",
              "sep_lost_medicaid",
              "sep_lost_creditable",
              "sep_c_snp",
              "iep",
              "esrd_ma",
            ];
            expect(ids.some((id) => wayOut.includes(id))).toBe(true);
          }
          // TRICARE For Life: no stand-alone Part D either.
          if (profile.currentCoverage.includes("tricare_for_life")) expect(products).not.toContain("part_d");
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "never promises Medigap without health questions unless a window, right or state rule says so",
    () => {
      fc.assert(
        fc.property(eligibilityProfileArb, languageArb, nowArb, (profile, language, now) => {
          const r = generateBundle({ profile, language }, { id: "p", now });
          if (!r.ok) return;
          const medigap = r.bundle.policies.find((p) => p.product === "medicare_supplement");
          const structured = r.bundle.timing?.find((t) => t.id === "medigap_today")?.healthQuestions;
          if (structured === "none") {
            const e = assessEligibility(profile, now);
            const because = e.windows.find((w) => w.id === e.medigapHealthQuestions.because);
            expect(because?.noHealthQuestions).toBe(true);
          }
          if (!medigap || !NO_HEALTH_QUESTIONS.test(medigap.why)) return;
          const e = assessEligibility(profile, now);
          expect(e.medigapHealthQuestions.answer).toBe("none");
          expect(e.windows.some((w) => w.noHealthQuestions)).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "keeps one line per appointment: Medicare products never beside life or annuity products",
    () => {
      fc.assert(
        fc.property(eligibilityProfileArb, languageArb, nowArb, (profile, language, now) => {
          const r = generateBundle({ profile, language }, { id: "p", now });
          if (!r.ok) return;
          const products = r.bundle.policies.map((p) => p.product);
          const medicare = products.some((p) => MEDICARE_CORE.includes(p));
          const life = products.some((p) => LIFE_ANNUITY.includes(p));
          expect(medicare && life).toBe(false);
          expect(r.bundle.appointment?.line).toBe(medicare ? "medicare" : r.bundle.appointment?.line);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "a health add-on nobody named never leads beside an MA, Medigap or Part D the client asked for",
    () => {
      fc.assert(
        fc.property(eligibilityProfileArb, languageArb, nowArb, (profile, language, now) => {
          const r = generateBundle({ profile, language }, { id: "p", now });
          if (!r.ok || !profile.interests?.length) return;
          const products = r.bundle.policies.map((p) => p.product);
          if (!products.some((p) => MEDICARE_CORE.includes(p))) return;
          const core = r.bundle.policies[0]!.product;
          const addOn = ["hospital_indemnity", "dental_vision_hearing", "cancer"].includes(core);
          const goalFor: Record<string, string> = {
            hospital_indemnity: "hospital_costs",
            dental_vision_hearing: "dental_vision_hearing",
            cancer: "cancer_protection",
          };
          if (addOn) {
            const named =
              (profile.interests ?? []).includes(core) || profile.goals.includes(goalFor[core] as never);
            // TRICARE For Life leaves dental, vision and hearing as the sale when Medigap and Part D are out.
            const tfl = profile.currentCoverage.includes("tricare_for_life");
            expect(named || tfl).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "the bundle's low end never exceeds a stated budget",
    () => {
      fc.assert(
        fc.property(eligibilityProfileArb, languageArb, nowArb, (profile, language, now) => {
          const r = generateBundle({ profile, language }, { id: "p", now });
          if (!r.ok || profile.budgetMonthly === undefined) return;
          expect(r.bundle.totals.monthlyPremium.low).toBeLessThanOrEqual(profile.budgetMonthly);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "the core answers a stated goal when any product can",
    () => {
      fc.assert(
        fc.property(profileArb, languageArb, nowArb, (profile, language, now) => {
          const r = generateBundle({ profile, language }, { id: "p", now });
          if (!r.ok || profile.goals.length !== 1) return;
          const goal = profile.goals[0]!;
          const core = r.bundle.policies[0]!.product;
          const answers: Partial<Record<string, readonly ProductId[]>> = {
            final_expenses: ["final_expense", "whole_life", "term_life"],
            protect_family: ["term_life", "whole_life", "iul", "final_expense"],
            safe_growth: ["fixed_annuity", "indexed_annuity"],
            retirement_income: ["indexed_annuity", "fixed_annuity", "iul"],
            cancer_protection: ["cancer"],
            dental_vision_hearing: ["dental_vision_hearing", "medicare_advantage"],
          };
          const wanted = answers[goal];
          if (!wanted) return;
          // When the goal's products are all ruled out (age, health), the unmet goal is said instead.
          const anyOpen = r.bundle.policies.some((p) => wanted.includes(p.product));
          if (anyOpen) expect(wanted).toContain(core);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
