/**
 * Part B delayed behind coverage from work: the SEP, the large-employer rule, COBRA, and Medigap open
 * enrollment starting with Part B. Profiles are written for the rule (no lead text).
 * Kept apart from `windows.test.ts` because coverage from work crosses several windows at once.
 */
import { describe, expect, it } from "vitest";
import type { ClientProfile } from "../types.js";
import { assessEligibility } from "./assess.js";
import type { EligibilityResult, Window, WindowId } from "./types.js";

const P = (extra: Partial<ClientProfile>): ClientProfile => ({
  healthConditions: [],
  goals: [],
  currentCoverage: [],
  ...extra,
});
const at = (iso: string): Date => new Date(`${iso}T12:00:00Z`);
const win = (r: EligibilityResult, id: WindowId): Window | undefined => r.windows.find((w) => w.id === id);
const ids = (r: EligibilityResult): WindowId[] => r.windows.map((w) => w.id);

describe("Part A only behind a large employer's plan", () => {
  it("with the plan's end known, open enrollment is ahead from the month after: no questions then", () => {
    const r = assessEligibility(
      P({
        age: 67,
        state: "MO",
        medicare: { partA: "2024-09" },
        currentCoverage: ["employer_plan"],
        workCoverage: [{ kind: "active", through: "self", employees: 400, endsOn: "2026-10-31" }],
      }),
      at("2026-06-03"),
    );
    expect(ids(r)).toEqual(expect.arrayContaining(["sep_part_b_work", "delay_part_b_large_employer"]));
    const oep = win(r, "medigap_oep");
    expect(oep?.status).toBe("upcoming");
    expect(oep?.opens).toBe("2026-11-01");
    expect(oep?.closes).toBe("2027-04-30");
    expect(r.medigapHealthQuestions.answer).toBe("none");
    expect(ids(r)).not.toContain("gep");
    expect(ids(r)).not.toContain("gi_lost_employer");
  });

  it("through a spouse's job the same holds", () => {
    const r = assessEligibility(
      P({
        age: 68,
        state: "WI",
        medicare: { partA: "2023-05" },
        workCoverage: [{ kind: "active", through: "spouse", employees: 3000, endsOn: "2027-01-31" }],
      }),
      at("2026-09-14"),
    );
    expect(win(r, "medigap_oep")?.opens).toBe("2027-02-01");
    expect(win(r, "sep_part_b_work")?.status).toBe("open");
  });

  it("while the plan goes on with no end in sight, no open enrollment is claimed", () => {
    const r = assessEligibility(
      P({
        age: 66,
        state: "TN",
        medicare: { partA: "2025-11" },
        workCoverage: [{ kind: "active", through: "self", employees: 90 }],
      }),
      at("2026-05-05"),
    );
    expect(ids(r)).toContain("delay_part_b_large_employer");
    expect(ids(r)).not.toContain("medigap_oep");
    expect(r.medigapHealthQuestions.answer).not.toBe("none");
  });

  it("Original Medicare named beside a large employer's plan leaves Part B to verify", () => {
    const r = assessEligibility(
      P({
        age: 67,
        state: "KS",
        currentCoverage: ["original_medicare", "employer_plan"],
        workCoverage: [{ kind: "active", through: "self", employees: 250, endsOn: "2026-12-31" }],
      }),
      at("2026-07-20"),
    );
    expect(ids(r)).toEqual(
      expect.arrayContaining(["sep_part_b_work", "delay_part_b_large_employer", "medigap_oep"]),
    );
    expect(ids(r)).not.toContain("gi_lost_employer");
  });
});

describe("COBRA does not extend the Part B SEP", () => {
  it("the SEP runs 8 months from the job's end, and no employer right without Part B", () => {
    const r = assessEligibility(
      P({
        age: 67,
        state: "NM",
        medicare: { partA: "2024-03" },
        currentCoverage: ["cobra"],
        workCoverage: [{ kind: "cobra", through: "self", employees: 700, endsOn: "2026-09-30" }],
        events: [{ kind: "retiring", date: "2025-12-15" }],
      }),
      at("2026-04-09"),
    );
    const sep = win(r, "sep_part_b_work");
    expect(sep?.status).toBe("open");
    expect(sep?.closes).toBe("2026-08-31");
    expect(win(r, "medigap_oep")?.status).toBe("upcoming");
    expect(ids(r)).not.toContain("gi_lost_employer");
  });

  it("past the 8 months, COBRA still running, it is the GEP", () => {
    const r = assessEligibility(
      P({
        age: 68,
        state: "NM",
        medicare: { partA: "2023-03" },
        currentCoverage: ["cobra"],
        workCoverage: [{ kind: "cobra", through: "self", employees: 700 }],
        events: [{ kind: "retiring", date: "2025-02-28" }],
      }),
      at("2026-02-09"),
    );
    expect(win(r, "sep_part_b_work")?.status).toBe("closed_recently");
    expect(win(r, "gep")?.status).toBe("open");
    expect(win(r, "medigap_oep")?.status).toBe("upcoming");
  });

  it("with the job's end unsaid, the SEP is listed to verify that date", () => {
    const r = assessEligibility(
      P({
        age: 66,
        state: "NM",
        medicare: { partA: "2025-06" },
        workCoverage: [{ kind: "cobra", through: "spouse" }],
      }),
      at("2026-03-02"),
    );
    expect(win(r, "sep_part_b_work")?.status).toBe("unknown");
    expect(win(r, "sep_part_b_work")?.needs).toContain("employment_end_date");
  });
});

describe("VA care only, Part A, never Part B", () => {
  it("the GEP, then open enrollment from the Part B start", () => {
    const r = assessEligibility(
      P({ age: 69, state: "SC", medicare: { partA: "2022-04" }, currentCoverage: ["va_health"] }),
      at("2026-02-16"),
    );
    expect(win(r, "gep")?.status).toBe("open");
    const oep = win(r, "medigap_oep");
    expect(oep?.opens).toBe("2026-03-01");
    expect(ids(r)).not.toContain("sep_part_b_work");
  });
});

describe("coverage that pays after Medicare ends, Part B held", () => {
  it("COBRA ending: the employer right (no questions from 60 days before) and the drug SEP", () => {
    const r = assessEligibility(
      P({
        age: 70,
        state: "NC",
        currentCoverage: ["original_medicare", "cobra"],
        workCoverage: [{ kind: "cobra", through: "spouse", endsOn: "2027-01-31" }],
      }),
      at("2026-12-09"),
    );
    expect(win(r, "gi_lost_employer")?.status).toBe("open");
    expect(ids(r)).toContain("sep_lost_creditable");
    expect(r.medigapHealthQuestions.answer).toBe("none");
    expect(ids(r)).not.toContain("sep_part_b_work");
  });

  it("COBRA with its end unsaid: the right is listed to verify the date, not promised", () => {
    const r = assessEligibility(
      P({ age: 70, state: "NC", currentCoverage: ["original_medicare", "cobra"] }),
      at("2026-06-09"),
    );
    expect(win(r, "gi_lost_employer")?.status).toBe("unknown");
    expect(win(r, "gi_lost_employer")?.needs).toContain("coverage_end_date");
    expect(r.medigapHealthQuestions.answer).toBe("unknown");
  });
});

describe("on Medicare by disability, with an HMO, in a state requiring under-65 Medigap", () => {
  it("January to March: the MA-OEP and the state's under-65 right", () => {
    const r = assessEligibility(
      P({
        age: 52,
        state: "MD",
        medicare: { basis: "disability" },
        currentCoverage: ["medicare_advantage"],
        interests: ["medicare_supplement"],
      }),
      at("2026-02-12"),
    );
    expect(win(r, "ma_oep")?.status).toBe("open");
    expect(ids(r)).toContain("state_u65_medigap");
    expect(ids(r)).not.toContain("medigap_oep");
  });
});

describe("a retiree plan held by someone asking for Medigap", () => {
  it("lists the employer right to verify whether and when the plan ends", () => {
    const r = assessEligibility(
      P({
        age: 74,
        state: "PA",
        currentCoverage: ["original_medicare", "retiree_plan"],
        interests: ["medicare_supplement"],
      }),
      at("2026-08-21"),
    );
    expect(win(r, "gi_lost_employer")?.status).toBe("unknown");
    expect(r.medigapHealthQuestions.answer).toBe("unknown");
  });

  it("not when they ask for nothing that needs it", () => {
    const r = assessEligibility(
      P({ age: 74, state: "PA", currentCoverage: ["original_medicare", "retiree_plan"] }),
      at("2026-08-21"),
    );
    expect(ids(r)).not.toContain("gi_lost_employer");
  });
});

describe("Part B never taken, with no date for Part A", () => {
  it("past the IEP with no job's plan: the General Enrollment Period, then Medigap open enrollment", () => {
    const r = assessEligibility(P({ age: 70, state: "TN", medicare: { noPartB: true } }), at("2027-01-14"));
    expect(ids(r)).toEqual(expect.arrayContaining(["gep", "medigap_oep"]));
    expect(ids(r)).not.toContain("sep_part_b_work");
  });

  it("a job's plan ended a few months ago: the Part B SEP, not the GEP", () => {
    const r = assessEligibility(
      P({
        age: 66,
        state: "AZ",
        medicare: { noPartB: true },
        currentCoverage: ["employer_plan"],
        workCoverage: [{ kind: "active", through: "self", employees: 80, endsOn: "2026-06-30" }],
      }),
      at("2026-08-19"),
    );
    expect(ids(r)).toContain("sep_part_b_work");
    expect(ids(r)).not.toContain("gep");
  });
});

describe("the trial right after a Medigap given up for a first MA plan", () => {
  it("dated by the lead: open for 12 months from the MA start, without health questions", () => {
    const r = assessEligibility(
      P({
        age: 74,
        state: "PA",
        currentCoverage: ["medicare_advantage"],
        previousCoverage: ["medigap_n"],
        medicare: { maSince: "2026-01", firstMa: true },
      }),
      at("2026-09-08"),
    );
    const trial = win(r, "trial_right");
    expect(trial?.status).toBe("open");
    expect(trial?.closes).toBe("2026-12-31");
    expect(r.medigapHealthQuestions.answer).toBe("none");
  });

  it("past its 12 months the right is gone", () => {
    const r = assessEligibility(
      P({
        age: 74,
        state: "PA",
        currentCoverage: ["medicare_advantage"],
        previousCoverage: ["medigap_n"],
        medicare: { maSince: "2025-01", firstMa: true },
      }),
      at("2026-09-08"),
    );
    expect(ids(r)).not.toContain("trial_right");
  });
});

describe("a state's birthday rule covers only the switch it allows", () => {
  const base = (extra: Partial<ClientProfile>) =>
    P({ age: 70, birthDate: "--03-01", currentCoverage: ["medigap_g"], ...extra });

  it("Kentucky: the same letter elsewhere without questions, another letter underwritten", () => {
    const now = at("2026-03-12");
    const same = assessEligibility(base({ state: "KY", wantedPlans: ["medigap_g"], newInsurer: true }), now);
    expect(win(same, "state_birthday_rule")?.status).toBe("open");
    expect(same.medigapHealthQuestions.answer).toBe("none");
    const other = assessEligibility(base({ state: "KY", wantedPlans: ["medigap_n"] }), now);
    expect(win(other, "state_birthday_rule")?.status).toBe("open");
    expect(other.medigapHealthQuestions.answer).toBe("asked");
  });

  it("equal or lesser: G to N fits, N to G does not", () => {
    const now = at("2026-03-12");
    const down = assessEligibility(base({ state: "OR", wantedPlans: ["medigap_n"] }), now);
    expect(down.medigapHealthQuestions.answer).toBe("none");
    const up = assessEligibility(
      base({ state: "OR", currentCoverage: ["medigap_n"], wantedPlans: ["medigap_g"] }),
      now,
    );
    expect(up.medigapHealthQuestions.answer).toBe("asked");
  });

  it("same insurer only: another company's plan is underwritten", () => {
    const r = assessEligibility(
      base({ state: "LA", birthDate: "--02-25", newInsurer: true }),
      at("2026-03-10"),
    );
    expect(win(r, "state_birthday_rule")?.status).toBe("open");
    expect(r.medigapHealthQuestions.answer).toBe("asked");
  });
});

describe("Part B signed up for ahead behind a large employer's plan", () => {
  it("names the working SEP it is taken under, and the open enrollment that starts with it", () => {
    const r = assessEligibility(
      P({
        age: 67,
        state: "OH",
        medicare: { partB: "2027-02-01" },
        currentCoverage: ["employer_plan"],
        workCoverage: [{ kind: "active", through: "self", employees: 800, endsOn: "2027-01-31" }],
      }),
      at("2027-01-20"),
    );
    expect(ids(r)).toContain("sep_part_b_work");
    expect(win(r, "medigap_oep")?.opens).toBe("2027-02-01");
    expect(ids(r)).not.toContain("gep");
  });
});
