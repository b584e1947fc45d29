import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ClientProfile,
  COVERAGE_IDS,
  HEALTH_CONDITION_IDS,
  LANGUAGES,
  LIFE_EVENT_IDS,
  MEDICAID_LEVELS,
} from "../types.js";
import { complianceViolations } from "../words/compliance.js";
import { assessEligibility } from "./assess.js";
import { parsePartialIso } from "./dates.js";
import { FORBIDDEN_REASONS, STATE_CODES, type WindowId } from "./types.js";
import { describeForbidden, describeWindow } from "./words.js";

const MA_EXITS: WindowId[] = [
  "aep",
  "ma_oep",
  "gi_lost_ma",
  "trial_right",
  "sep_move",
  "sep_dual_lis",
  "sep_plan_leaving",
  "sep_institutional",
  "sep_lost_medicaid",
];

const isoDay = fc
  .integer({ min: Date.UTC(1925, 0, 1) / 864e5, max: Date.UTC(2030, 11, 31) / 864e5 })
  .map((d) => new Date(d * 864e5).toISOString().slice(0, 10));
const partial = fc.oneof(
  isoDay,
  isoDay.map((s) => s.slice(0, 7)),
  isoDay.map((s) => `--${s.slice(5)}`),
  isoDay.map((s) => s.slice(0, 4)),
);
const birth = fc
  .integer({ min: Date.UTC(1925, 0, 1) / 864e5, max: Date.UTC(1975, 11, 31) / 864e5 })
  .map((d) => new Date(d * 864e5).toISOString().slice(0, 10));

const profile: fc.Arbitrary<ClientProfile> = fc.record(
  {
    age: fc.integer({ min: 40, max: 100 }),
    birthDate: fc.oneof(
      birth,
      birth.map((s) => s.slice(0, 7)),
      birth.map((s) => `--${s.slice(5)}`),
    ),
    state: fc.constantFrom(...STATE_CODES, "xx"),
    healthConditions: fc.subarray([...HEALTH_CONDITION_IDS], { maxLength: 4 }),
    goals: fc.constant([]),
    currentCoverage: fc.subarray([...COVERAGE_IDS], { maxLength: 4 }),
    medicaid: fc.constantFrom(...MEDICAID_LEVELS),
    extraHelp: fc.boolean(),
    maritalStatus: fc.constantFrom("single", "married", "widowed" as const),
    income: fc.integer({ min: 0, max: 900_000 }),
    savings: fc.integer({ min: 0, max: 500_000 }),
    medicare: fc.record(
      { partA: partial, partB: partial, basis: fc.constantFrom("age", "disability", "esrd" as const) },
      { requiredKeys: [] },
    ),
    workCoverage: fc.array(
      fc.record(
        {
          kind: fc.constantFrom("active", "retiree", "cobra" as const),
          through: fc.constantFrom("self", "spouse" as const),
          employees: fc.integer({ min: 1, max: 5000 }),
          endsOn: partial,
        },
        { requiredKeys: ["kind", "through"] },
      ),
      { maxLength: 2 },
    ),
    events: fc.array(
      fc.record({ kind: fc.constantFrom(...LIFE_EVENT_IDS), date: partial }, { requiredKeys: ["kind"] }),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: ["healthConditions", "goals", "currentCoverage"] },
) as fc.Arbitrary<ClientProfile>;

const nowArb = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 11, 31) }).map((t) => new Date(t));

describe("eligibility properties", () => {
  it("never 'no health questions' unless an open (or upcoming one-time) Medigap window says so", () => {
    fc.assert(
      fc.property(profile, nowArb, (p, now) => {
        const r = assessEligibility(p, now);
        if (r.medigapHealthQuestions.answer !== "none") return;
        const w = r.windows.find((x) => x.id === r.medigapHealthQuestions.because);
        expect(w?.noHealthQuestions).toBe(true);
        expect(["open", "upcoming"]).toContain(w?.status);
        expect(w?.products).toContain("medicare_supplement");
      }),
      { numRuns: 3000 },
    );
  });

  it("never Medigap for a full dual, a QMB, a TRICARE For Life beneficiary, or alongside MA", () => {
    fc.assert(
      fc.property(profile, nowArb, (p, now) => {
        const r = assessEligibility(p, now);
        const noMedigap = r.forbidden.some((f) => f.product === "medicare_supplement");
        const cov = p.currentCoverage;
        const fullOrQmb = p.medicaid === "full" || p.medicaid === "qmb";
        // A D-SNP held after Medicaid was lost ("lost it July 31, still in a D-SNP") is no dual's.
        const medicaidLost = (p.events ?? []).some(
          (e) => e.kind === "losing_medicaid" && e.date !== undefined && new Date(e.date) <= now,
        );
        const dualLevelUnsaid =
          p.medicaid === undefined && (cov.includes("medicaid") || (cov.includes("d_snp") && !medicaidLost));
        if (fullOrQmb || dualLevelUnsaid) expect(noMedigap).toBe(true);
        if (cov.includes("tricare_for_life")) {
          expect(noMedigap).toBe(true);
          expect(r.forbidden.some((f) => f.product === "part_d")).toBe(true);
        }
        const ma = cov.includes("medicare_advantage") || cov.includes("c_snp") || cov.includes("d_snp");
        if (ma) {
          // A way out that is open, or may be (dates to confirm), keeps Medigap to be verified.
          const exitOpen = r.windows.some(
            (w) => (w.status === "open" || w.status === "unknown") && MA_EXITS.includes(w.id),
          );
          // A member who wants Medigap (or pays for one beside MA) is prepared for the next way out,
          // which the windows name: never sold alongside MA, always with the date it can start.
          const wantsMedigap =
            (p.interests ?? []).includes("medicare_supplement") || cov.some((c) => c.startsWith("medigap_"));
          expect(noMedigap || exitOpen || wantsMedigap).toBe(true);
          if (!exitOpen && !wantsMedigap)
            expect(r.forbidden).toContainEqual({ product: "medicare_supplement", reason: "medigap_with_ma" });
          if (!noMedigap && !exitOpen) {
            const wayOut = r.windows.some(
              (w) =>
                (w.id === "aep" && w.status !== "closed_recently") ||
                (w.status === "open" && w.products.includes("part_d")),
            );
            expect(wayOut).toBe(true);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("every window has a dated source, valid ISO dates in order, and is listed once", () => {
    fc.assert(
      fc.property(profile, nowArb, (p, now) => {
        const r = assessEligibility(p, now);
        const seen = new Set<string>();
        for (const w of r.windows) {
          expect(seen.has(w.id), w.id).toBe(false);
          seen.add(w.id);
          expect(Number.isInteger(w.source.year)).toBe(true);
          expect(w.source.year).toBeGreaterThanOrEqual(2015);
          expect(w.source.url).toMatch(/^https?:\/\//);
          for (const d of [w.opens, w.closes, w.coverageStarts])
            if (d) expect(parsePartialIso(d)?.d, d).toBeGreaterThan(0);
          if (w.opens && w.closes) expect(w.opens <= w.closes, `${w.id} ${w.opens} ${w.closes}`).toBe(true);
          const today = now.toISOString().slice(0, 10);
          if (w.status === "open" && w.opens)
            expect(w.opens <= today, `${w.id} open before ${w.opens}`).toBe(true);
          if (w.status === "open" && w.closes)
            expect(w.closes >= today, `${w.id} open after ${w.closes}`).toBe(true);
          if (w.status === "upcoming" && w.opens) expect(w.opens > today, `${w.id} upcoming`).toBe(true);
          if (w.status === "closed_recently" && w.closes)
            expect(w.closes < today, `${w.id} closed`).toBe(true);
          if (w.noHealthQuestions) expect(w.products).toEqual(["medicare_supplement"]);
        }
        expect(r.planYear === now.getUTCFullYear() || r.planYear === now.getUTCFullYear() + 1).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("is pure: the same input gives the same output", () => {
    fc.assert(
      fc.property(profile, nowArb, (p, now) => {
        expect(assessEligibility(p, now)).toEqual(
          assessEligibility(structuredClone(p), new Date(now.getTime())),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("every window text reads in each language and never calls a price free", () => {
    fc.assert(
      fc.property(profile, nowArb, (p, now) => {
        for (const w of assessEligibility(p, now).windows) {
          for (const lang of LANGUAGES) {
            const t = describeWindow(w, lang);
            expect(t.length).toBeGreaterThan(10);
            expect(t).not.toMatch(/\b(free|gratis|gratuit|gratuite|gratuito|gratuita)\b/i);
            expect(t).not.toMatch(/undefined|NaN/);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("forbidden-product words", () => {
  it.each(FORBIDDEN_REASONS.map((r) => [r]))("%s reads in en/es/fr", (reason) => {
    for (const lang of LANGUAGES) {
      const t = describeForbidden(reason, lang);
      expect(t.length).toBeGreaterThan(20);
      expect(complianceViolations(t, lang)).toEqual([]);
    }
  });
});
