/**
 * Specification of the enrollment windows and rights, on profiles written for each rule (no lead text): one
 * describe per kind of window or right. One file so it reads alongside `windows.ts`, which computes them in
 * one pass.
 */
import { describe, expect, it } from "vitest";
import type { ClientProfile } from "../types.js";
import { assessEligibility, planYearFor } from "./assess.js";
import type { EligibilityResult, Window, WindowId } from "./types.js";
import { describeWindow } from "./words.js";

const P = (extra: Partial<ClientProfile>): ClientProfile => ({
  healthConditions: [],
  goals: [],
  currentCoverage: [],
  ...extra,
});
const at = (iso: string): Date => new Date(`${iso}T12:00:00Z`);
const win = (r: EligibilityResult, id: WindowId): Window | undefined => r.windows.find((w) => w.id === id);
const ids = (r: EligibilityResult): WindowId[] => r.windows.map((w) => w.id);

describe("IEP", () => {
  it.each([
    // birth date, now, opens, closes, status
    ["1961-12-10", "2026-06-15", "2026-09-01", "2027-03-31", "upcoming"],
    ["1961-12-01", "2026-06-15", "2026-08-01", "2027-02-28", "upcoming"], // born on the 1st: a month earlier
    ["1962-01-01", "2026-11-25", "2026-09-01", "2027-03-31", "open"], // Jan 1: eligible in December
    ["1962-03-01", "2026-11-25", "2026-11-01", "2027-05-31", "open"],
    ["1960-02-29", "2024-12-01", "2024-11-01", "2025-05-31", "open"], // leap-day birthday
    ["1959-07-01", "2024-03-01", "2024-03-01", "2024-09-30", "open"],
    ["1962-01", "2026-11-25", "2026-10-01", "2027-04-30", "open"], // "turning 65 in 2 months" (month only)
    ["1962-04-20", "2026-11-25", "2027-01-01", "2027-07-31", "upcoming"],
    ["1961-05-10", "2026-11-25", "2026-02-01", "2026-08-31", "closed_recently"],
  ])("born %s, on %s: %s to %s (%s)", (birthDate, now, opens, closes, status) => {
    const w = win(assessEligibility(P({ birthDate }), at(now)), "iep");
    expect(w).toMatchObject({ opens, closes, status });
    expect(w?.source.year).toBeGreaterThan(2000);
  });

  it("Part B starts on the eligibility month when signed up early, else the month after sign-up", () => {
    expect(
      win(assessEligibility(P({ birthDate: "1962-04-20" }), at("2027-01-10")), "iep")?.coverageStarts,
    ).toBe("2027-04-01");
    expect(
      win(assessEligibility(P({ birthDate: "1962-04-20" }), at("2027-05-10")), "iep")?.coverageStarts,
    ).toBe("2027-06-01");
  });

  it("age 65 at work, no birth date: one unknown open enrollment, not two", () => {
    const r = assessEligibility(
      P({ age: 65, workCoverage: [{ kind: "active", through: "self" }] }),
      at("2024-01-01"),
    );
    expect(r.windows.filter((w) => w.id === "medigap_oep")).toHaveLength(1);
  });

  it("year from age when only month and day are known", () => {
    const r = assessEligibility(P({ birthDate: "--04-20", age: 64 }), at("2026-11-25"));
    expect(win(r, "iep")).toMatchObject({ opens: "2027-01-01", closes: "2027-07-31" });
  });

  it("not listed far ahead, or when Part B is held", () => {
    expect(win(assessEligibility(P({ birthDate: "1970-01-01" }), at("2026-11-25")), "iep")).toBeUndefined();
    expect(
      win(
        assessEligibility(
          P({ birthDate: "1961-12-10", currentCoverage: ["original_medicare"] }),
          at("2026-11-25"),
        ),
        "iep",
      ),
    ).toBeUndefined();
  });
});

describe("Medigap open enrollment", () => {
  it("six months from the Part B month; the describe line an agent reads", () => {
    const r = assessEligibility(
      P({ birthDate: "1961-12-15", state: "TX", medicare: { partB: "2026-12-01" } }),
      at("2027-01-10"),
    );
    const w = win(r, "medigap_oep")!;
    expect(w).toMatchObject({
      status: "open",
      opens: "2026-12-01",
      closes: "2027-05-31",
      noHealthQuestions: true,
      plans: "any",
    });
    expect(describeWindow(w, "en")).toBe(
      "Medigap open enrollment: until May 31, 2027 — no health questions, any plan letter",
    );
    expect(describeWindow(w, "es")).toBe(
      "Inscripción abierta de Medigap: hasta el 31 de mayo de 2027 — sin preguntas de salud, cualquier letra de plan",
    );
    expect(describeWindow(w, "fr")).toBe(
      "Période d'adhésion Medigap : jusqu'au 31 mai 2027 — sans questions de santé, toute lettre de plan",
    );
    expect(r.medigapHealthQuestions).toEqual({ answer: "none", because: "medigap_oep" });
  });

  it.each([
    ["2026-09-01", "2027-02-28"],
    ["2027-09-01", "2028-02-29"],
    ["2026-12", "2027-05-31"],
  ])("delayed Part B %s: closes %s", (partB, closes) => {
    const r = assessEligibility(
      P({ birthDate: "1958-05-10", medicare: { partA: "2023-05-01", partB } }),
      at("2027-08-01"),
    );
    expect(win(r, "medigap_oep")?.closes).toBe(closes);
  });

  it("upcoming after Part B for someone turning 65 soon", () => {
    const r = assessEligibility(P({ birthDate: "1962-04-20", state: "TX" }), at("2026-11-25"));
    expect(win(r, "medigap_oep")).toMatchObject({
      status: "upcoming",
      opens: "2027-04-01",
      closes: "2027-09-30",
      needs: ["part_b_start_date"],
    });
  });

  it("closed a few months ago: health questions asked", () => {
    const r = assessEligibility(
      P({ birthDate: "1961-03-10", state: "TX", medicare: { partB: "2026-03-01" } }),
      at("2026-11-25"),
    );
    expect(win(r, "medigap_oep")).toMatchObject({ status: "closed_recently", closes: "2026-08-31" });
    expect(r.medigapHealthQuestions.answer).toBe("asked");
  });

  it("on Medicare by disability before 65: a fresh open enrollment at 65", () => {
    const r = assessEligibility(
      P({ birthDate: "1962-02-10", state: "TX", medicare: { partB: "2020-01-01", basis: "disability" } }),
      at("2026-11-25"),
    );
    expect(win(r, "medigap_oep")).toMatchObject({
      status: "upcoming",
      opens: "2027-02-01",
      closes: "2027-07-31",
    });
    expect(win(r, "state_u65_medigap")?.status).toBe("open");
  });
});

describe("AEP, MA-OEP and the plan year", () => {
  it("AEP open: dates, plan year, coverage start", () => {
    const r = assessEligibility(P({ age: 70, currentCoverage: ["original_medicare"] }), at("2026-11-25"));
    expect(win(r, "aep")).toMatchObject({
      status: "open",
      opens: "2026-10-15",
      closes: "2026-12-07",
      coverageStarts: "2027-01-01",
      forPlanYear: 2027,
    });
    expect(r.planYear).toBe(2027);
    expect(r.figuresPending).toBe(true);
    expect(describeWindow(win(r, "aep")!, "en")).toBe(
      "Annual Enrollment Period: until December 7, 2026 — for 2027 coverage",
    );
  });

  it.each([
    ["2026-08-01", "upcoming"],
    // Nothing open to act in: the next AEP is the date to act on, however far off.
    ["2026-06-01", "upcoming"],
    ["2026-12-10", "upcoming"],
    ["2026-10-15", "open"],
    ["2026-12-07", "open"],
  ])("on %s AEP is %s", (now, status) => {
    expect(
      win(assessEligibility(P({ age: 70, currentCoverage: ["original_medicare"] }), at(now)), "aep")?.status,
    ).toBe(status);
  });

  it("plan year turns on October 15", () => {
    expect(planYearFor(at("2026-10-14"))).toBe(2026);
    expect(planYearFor(at("2026-10-15"))).toBe(2027);
    const r = assessEligibility(P({ age: 70 }), at("2026-06-01"));
    expect(r.planYear).toBe(2026);
    expect(r.figuresPending).toBeUndefined();
  });

  it("MA-OEP for MA members only", () => {
    const ma = P({ age: 70, currentCoverage: ["medicare_advantage"] });
    expect(win(assessEligibility(ma, at("2027-02-10")), "ma_oep")).toMatchObject({
      status: "open",
      opens: "2027-01-01",
      closes: "2027-03-31",
      coverageStarts: "2027-03-01",
    });
    // During the AEP the AEP is the window to act; the MA open enrollment is named once it has closed.
    expect(win(assessEligibility(ma, at("2026-11-25")), "ma_oep")).toBeUndefined();
    expect(win(assessEligibility(ma, at("2026-12-15")), "ma_oep")).toMatchObject({
      status: "upcoming",
      opens: "2027-01-01",
    });
    expect(
      win(
        assessEligibility(P({ age: 70, currentCoverage: ["original_medicare"] }), at("2027-02-10")),
        "ma_oep",
      ),
    ).toBeUndefined();
  });
});

describe("federal guaranteed-issue rights", () => {
  it("lost employer (retiree) coverage 30 days ago: closes 63 days after", () => {
    const r = assessEligibility(
      P({
        age: 68,
        state: "FL",
        medicare: { partB: "2023-05-01" },
        workCoverage: [{ kind: "retiree", through: "self", endsOn: "2026-10-26" }],
      }),
      at("2026-11-25"),
    );
    expect(win(r, "gi_lost_employer")).toMatchObject({
      status: "open",
      opens: "2026-08-27",
      closes: "2026-12-28",
      plans: "gi_list",
      noHealthQuestions: true,
    });
    expect(win(r, "sep_lost_creditable")).toMatchObject({ status: "open", closes: "2026-12-31" });
    expect(r.medigapHealthQuestions).toEqual({ answer: "none", because: "gi_lost_employer" });
  });

  it("Maine gives 90 days; a large employer's active plan paid first, so no federal right", () => {
    const me = assessEligibility(
      P({
        age: 68,
        state: "ME",
        medicare: { partB: "2023-05-01" },
        workCoverage: [{ kind: "cobra", through: "self", endsOn: "2026-10-26" }],
      }),
      at("2026-11-25"),
    );
    expect(win(me, "gi_lost_employer")?.closes).toBe("2027-01-24");
    const big = assessEligibility(
      P({
        age: 68,
        state: "TX",
        medicare: { partB: "2023-05-01" },
        workCoverage: [{ kind: "active", through: "self", employees: 500, endsOn: "2026-10-26" }],
      }),
      at("2026-11-25"),
    );
    expect(win(big, "gi_lost_employer")).toBeUndefined();
    const la = assessEligibility(
      P({
        age: 68,
        state: "LA",
        medicare: { partB: "2023-05-01" },
        workCoverage: [{ kind: "active", through: "self", employees: 500, endsOn: "2026-10-26" }],
      }),
      at("2026-11-25"),
    );
    expect(win(la, "gi_lost_employer")).toMatchObject({ status: "open", closes: "2026-12-28" });
    expect(win(la, "gi_lost_employer")?.source.ref).toBe("R8");
  });

  it("Part B unsaid at 68 after losing retiree coverage: the right is listed with Part B to verify", () => {
    const r = assessEligibility(
      P({ age: 68, state: "TX", workCoverage: [{ kind: "retiree", through: "self", endsOn: "2026-10-26" }] }),
      at("2026-11-25"),
    );
    expect(win(r, "gi_lost_employer")).toMatchObject({ status: "open", closes: "2026-12-28" });
    expect(win(r, "gi_lost_employer")?.needs).toContain("part_b_start_date");
  });

  it("ending coverage with no date: unknown, asks for the date", () => {
    const r = assessEligibility(
      P({
        age: 68,
        state: "TX",
        currentCoverage: ["original_medicare", "retiree_plan"],
        events: [{ kind: "losing_coverage" }],
      }),
      at("2026-11-25"),
    );
    expect(win(r, "gi_lost_employer")).toMatchObject({ status: "unknown" });
    expect(win(r, "gi_lost_employer")?.needs).toContain("coverage_end_date");
    expect(r.medigapHealthQuestions.answer).toBe("unknown");
  });

  it("MA plan leaving the area: 63 days, 123 in California", () => {
    const base = {
      age: 70,
      currentCoverage: ["medicare_advantage"],
      events: [{ kind: "plan_leaving_area" as const, date: "2026-12-31" }],
    };
    expect(win(assessEligibility(P({ ...base, state: "TX" }), at("2026-11-25")), "gi_lost_ma")?.closes).toBe(
      "2027-03-04",
    );
    expect(win(assessEligibility(P({ ...base, state: "CA" }), at("2026-11-25")), "gi_lost_ma")?.closes).toBe(
      "2027-05-03",
    );
    expect(
      win(assessEligibility(P({ ...base, state: "TX" }), at("2026-11-25")), "sep_plan_leaving")?.status,
    ).toBe("unknown");
  });

  it("trial right: first year in MA after joining at 65", () => {
    const r = assessEligibility(
      P({
        birthDate: "1961-05-10",
        state: "TX",
        currentCoverage: ["medicare_advantage"],
        medicare: { partB: "2026-05-01" },
      }),
      at("2026-11-25"),
    );
    expect(win(r, "trial_right")).toMatchObject({ status: "open", closes: "2027-04-30", plans: "any" });
    expect(r.forbidden.some((f) => f.reason === "medigap_with_ma")).toBe(false);
  });
});

describe("work coverage and Part B", () => {
  const worker = (employees: number | undefined, endsOn?: string) =>
    P({
      birthDate: "1960-03-10",
      state: "TX",
      currentCoverage: ["employer_plan"],
      workCoverage: [
        {
          kind: "active",
          through: "self",
          ...(employees ? { employees } : {}),
          ...(endsOn ? { endsOn } : {}),
        },
      ],
    });

  it("20+ employees: may delay Part B; the Part B SEP is open while covered", () => {
    const r = assessEligibility(worker(50), at("2026-11-25"));
    expect(win(r, "delay_part_b_large_employer")).toMatchObject({ kind: "rule", status: "open" });
    expect(win(r, "sep_part_b_work")?.status).toBe("open");
    expect(win(r, "gep")).toBeUndefined();
    expect(r.penalties.partB).toBeUndefined();
  });

  it("under 20 employees: Medicare pays first, no delay rule and no working SEP to wait on", () => {
    const r = assessEligibility(
      { ...worker(10), medicare: { partA: "2025-03", noPartB: true } },
      at("2026-11-25"),
    );
    expect(win(r, "delay_part_b_large_employer")).toBeUndefined();
    expect(win(r, "sep_part_b_work")).toBeUndefined();
    // Past the IEP without Part B, the GEP is the way in.
    expect(win(r, "gep")).toBeDefined();
  });

  it("size unknown: the rule is unknown and asks", () => {
    const w = win(assessEligibility(worker(undefined), at("2026-11-25")), "delay_part_b_large_employer");
    expect(w?.status).toBe("unknown");
    expect(w?.needs).toContain("employer_size");
  });

  it.each([
    ["2026-06-30", "2027-02-28"],
    ["2027-06-15", "2028-02-29"],
    ["2026-12-31", "2027-08-31"],
  ])("coverage ending %s: Part B SEP closes %s (8 months after the month)", (endsOn, closes) => {
    expect(win(assessEligibility(worker(50, endsOn), at("2026-11-25")), "sep_part_b_work")?.closes).toBe(
      closes,
    );
  });

  it("a 64-year-old at a big employer: IEP, delay rule, and the SEP after the IEP", () => {
    const r = assessEligibility(
      P({
        birthDate: "1962-03-10",
        currentCoverage: ["employer_plan"],
        workCoverage: [{ kind: "active", through: "self", employees: 300 }],
      }),
      at("2026-11-25"),
    );
    expect(ids(r)).toEqual(expect.arrayContaining(["iep", "delay_part_b_large_employer", "sep_part_b_work"]));
    expect(win(r, "sep_part_b_work")).toMatchObject({ status: "upcoming", opens: "2027-07-01" });
  });

  it("missed IEP, no work coverage: GEP and the Part B penalty", () => {
    const r = assessEligibility(
      P({ birthDate: "1958-03-10", state: "TX", medicare: { partA: "2023-03-01" } }),
      at("2026-11-25"),
    );
    expect(win(r, "gep")).toMatchObject({
      status: "upcoming",
      opens: "2027-01-01",
      closes: "2027-03-31",
      coverageStarts: "2027-02-01",
    });
    // IEP Dec 2022 - Jun 2023; July 2023 to a January 2027 sign-up = 43 months: 3 full years, 30%.
    expect(r.penalties.partB).toMatchObject({
      months: 43,
      rate: 0.3,
      monthly: 60.87,
      base: 202.9,
      pending: true,
    });
    const inGep = assessEligibility(
      P({ birthDate: "1958-03-10", state: "TX", medicare: { partA: "2023-03-01" } }),
      at("2027-02-15"),
    );
    expect(win(inGep, "gep")).toMatchObject({ status: "open", coverageStarts: "2027-03-01" });
  });
});

describe("SEPs", () => {
  it("moving: from the month before the move to two months after", () => {
    const r = assessEligibility(
      P({
        age: 70,
        currentCoverage: ["medicare_advantage"],
        events: [{ kind: "moving", date: "2027-01-15" }],
      }),
      at("2026-11-25"),
    );
    expect(win(r, "sep_move")).toMatchObject({
      status: "upcoming",
      opens: "2026-12-01",
      closes: "2027-03-31",
    });
    expect(win(r, "gi_lost_ma")?.needs).toContain("out_of_service_area");
  });

  it("moved already: from the month the plan is told plus two", () => {
    const r = assessEligibility(
      P({
        age: 70,
        currentCoverage: ["part_d", "original_medicare"],
        events: [{ kind: "moving", date: "2026-10-01" }],
      }),
      at("2026-11-25"),
    );
    expect(win(r, "sep_move")).toMatchObject({ status: "open", opens: "2026-11-01", closes: "2027-01-31" });
  });

  it("duals and Extra Help: a monthly SEP; full duals may pick an integrated D-SNP", () => {
    const r = assessEligibility(
      P({ age: 72, medicaid: "full", currentCoverage: ["original_medicare", "medicaid"] }),
      at("2026-11-25"),
    );
    expect(win(r, "sep_dual_lis")).toMatchObject({
      status: "open",
      opens: "2026-11-01",
      closes: "2026-11-30",
      coverageStarts: "2026-12-01",
    });
    expect(win(r, "sep_dual_lis")?.products).toContain("medicare_advantage");
    const lis = assessEligibility(
      P({ age: 72, extraHelp: true, currentCoverage: ["original_medicare", "part_d"] }),
      at("2026-11-25"),
    );
    expect(win(lis, "sep_dual_lis")?.products).toEqual(["part_d"]);
  });

  it("ESRD: may join MA; C-SNP SEP for a qualifying condition", () => {
    const r = assessEligibility(
      P({
        age: 58,
        healthConditions: ["dialysis"],
        medicare: { partB: "2024-01-01", basis: "esrd" },
        state: "TX",
      }),
      at("2026-11-25"),
    );
    expect(win(r, "esrd_ma")).toMatchObject({
      kind: "right",
      status: "open",
      products: ["medicare_advantage"],
    });
    expect(win(r, "sep_c_snp")?.status).toBe("open");
  });

  it("losing Medicaid with no Part B: six months from the end (SSA POMS)", () => {
    const r = assessEligibility(
      P({
        age: 67,
        medicare: { partA: "2024-01-01" },
        events: [{ kind: "losing_medicaid", date: "2026-10-31" }],
      }),
      at("2026-11-25"),
    );
    expect(win(r, "sep_lost_medicaid")).toMatchObject({ status: "open", closes: "2027-04-30" });
  });
});

describe("state rules", () => {
  it("New Yorker on Medicare: continuous GI, no health questions", () => {
    const r = assessEligibility(
      P({
        age: 72,
        state: "NY",
        healthConditions: ["heart_disease"],
        currentCoverage: ["original_medicare"],
      }),
      at("2026-11-25"),
    );
    expect(win(r, "state_continuous_gi")).toMatchObject({
      status: "open",
      noHealthQuestions: true,
      plans: "any",
    });
    expect(r.medigapHealthQuestions).toEqual({ answer: "none", because: "state_continuous_gi" });
    expect(r.stateRule?.state).toBe("NY");
    expect(describeWindow(win(r, "state_continuous_gi")!, "en")).toBe(
      "State guaranteed-issue rule for Medigap: all year — no health questions, any plan letter",
    );
  });

  it("Texan on Medicare, out of open enrollment: health questions asked", () => {
    const r = assessEligibility(
      P({ age: 72, state: "TX", currentCoverage: ["original_medicare", "medigap_g"] }),
      at("2026-11-25"),
    );
    expect(r.medigapHealthQuestions.answer).toBe("asked");
  });

  it.each([
    // state, birth date, now, opens, closes, status
    ["CA", "1955-12-20", "2026-11-25", "2026-12-20", "2027-02-17", "upcoming"],
    ["CA", "1955-12-20", "2027-01-05", "2026-12-20", "2027-02-17", "open"],
    ["CA", "1956-02-29", "2027-01-10", "2027-03-01", "2027-04-28", "upcoming"], // both readings of Feb 29
    ["CA", "1956-02-29", "2028-01-10", "2028-02-29", "2028-04-28", "upcoming"],
    ["NV", "1950-06-15", "2026-05-20", "2026-06-01", "2026-07-31", "upcoming"],
    ["NV", "1950-06-01", "2026-06-20", "2026-06-01", "2026-07-31", "open"],
    ["IL", "1955-05-05", "2026-05-10", "2026-05-05", "2026-06-18", "open"],
    ["ID", "1950-01-31", "2026-02-15", "2026-01-31", "2026-04-03", "open"],
    ["MD", "1950-03-31", "2026-04-01", "2026-03-31", "2026-04-29", "open"],
    ["IN", "1950-01-10", "2025-12-01", "2026-01-10", "2026-02-08", "upcoming"], // rule starts 1/1/2026
  ])("%s birthday rule, born %s, on %s: %s to %s", (state, birthDate, now, opens, closes, status) => {
    const r = assessEligibility(P({ state, birthDate, currentCoverage: ["medigap_n"] }), at(now));
    expect(win(r, "state_birthday_rule")).toMatchObject({ opens, closes, status, noHealthQuestions: true });
  });

  it("IL stops after 75; the rule needs a Medigap policy to switch from", () => {
    expect(
      win(
        assessEligibility(
          P({ state: "IL", birthDate: "1950-05-05", currentCoverage: ["medigap_g"] }),
          at("2026-05-10"),
        ),
        "state_birthday_rule",
      ),
    ).toBeUndefined();
    expect(
      win(
        assessEligibility(
          P({ state: "CA", birthDate: "1955-12-20", currentCoverage: ["original_medicare"] }),
          at("2026-11-25"),
        ),
        "state_birthday_rule",
      ),
    ).toBeUndefined();
  });

  it("conflicting rules are flagged for verification", () => {
    const or = assessEligibility(
      P({ state: "OR", birthDate: "1955-12-20", currentCoverage: ["medigap_g"] }),
      at("2026-12-25"),
    );
    expect(win(or, "state_birthday_rule")?.needs).toContain("state_rule_conflict");
    const wa = assessEligibility(
      P({ state: "WA", age: 70, currentCoverage: ["medigap_g"] }),
      at("2026-11-25"),
    );
    expect(win(wa, "state_continuous_gi")?.status).toBe("unknown");
    expect(wa.medigapHealthQuestions.answer).toBe("unknown");
  });

  it("Missouri anniversary rule needs the policy anniversary", () => {
    const r = assessEligibility(
      P({ state: "MO", age: 70, currentCoverage: ["medigap_g"] }),
      at("2026-11-25"),
    );
    expect(win(r, "state_anniversary_rule")).toMatchObject({ status: "unknown", plans: "same_letter" });
    expect(win(r, "state_anniversary_rule")?.needs?.[0]).toBe("policy_anniversary");
  });

  it("no state: health questions unknown", () => {
    expect(
      assessEligibility(P({ age: 72, currentCoverage: ["original_medicare"] }), at("2026-11-25"))
        .medigapHealthQuestions.answer,
    ).toBe("unknown");
  });
});

describe("forbidden products", () => {
  const reasons = (p: Partial<ClientProfile>) =>
    assessEligibility(P({ age: 72, state: "TX", ...p }), at("2026-06-01")).forbidden.map(
      (f) => `${f.product}:${f.reason}`,
    );

  it("full dual and QMB: no Medigap; no LTC/HI/cancer for a full dual", () => {
    expect(reasons({ medicaid: "full", currentCoverage: ["original_medicare"] })).toEqual(
      expect.arrayContaining([
        "medicare_supplement:full_dual_medigap",
        "long_term_care:full_dual_ltc",
        "hospital_indemnity:full_dual_hospital_indemnity",
        "cancer:full_dual_cancer",
      ]),
    );
    expect(reasons({ medicaid: "qmb", currentCoverage: ["original_medicare"] })).toEqual(
      expect.arrayContaining([
        "medicare_supplement:qmb_medigap",
        "hospital_indemnity:qmb_hospital_indemnity",
      ]),
    );
  });

  it("TRICARE For Life: no Medigap, no stand-alone Part D", () => {
    expect(reasons({ currentCoverage: ["tricare_for_life"], veteran: true })).toEqual([
      "medicare_supplement:tfl_medigap",
      "part_d:tfl_part_d",
    ]);
  });

  it("VA only (no Part B): no Medigap", () => {
    expect(reasons({ currentCoverage: ["va_health"], medicare: { partA: "2019-01-01" } })).toContain(
      "medicare_supplement:va_only_medigap",
    );
  });

  it("MA held outside any exit window: no Medigap alongside", () => {
    expect(reasons({ currentCoverage: ["medicare_advantage"] })).toContain(
      "medicare_supplement:medigap_with_ma",
    );
  });

  it("grandfathered Plan F or C is kept", () => {
    expect(reasons({ currentCoverage: ["original_medicare", "medigap_f"] })).toContain(
      "medicare_supplement:grandfathered_f_c",
    );
  });

  it("dementia: no LTC, cancer or hospital indemnity", () => {
    expect(reasons({ healthConditions: ["alzheimers"], currentCoverage: ["original_medicare"] })).toEqual(
      expect.arrayContaining([
        "long_term_care:dementia_ltc",
        "cancer:dementia_cancer",
        "hospital_indemnity:dementia_hospital_indemnity",
      ]),
    );
  });

  it("D-SNP member: no stand-alone Part D", () => {
    expect(reasons({ medicaid: "full", currentCoverage: ["d_snp"] })).toContain("part_d:dsnp_part_d");
  });
});

describe("windows that depend on what the client is doing", () => {
  it("still on a large employer's plan at 65: Part B can wait, so Medigap open enrollment is not projected", () => {
    const r = assessEligibility(
      P({
        birthDate: "1962-02-14",
        state: "WI",
        workCoverage: [{ kind: "active", through: "self", employees: 350 }],
      }),
      at("2026-12-03"),
    );
    expect(ids(r)).toEqual(expect.arrayContaining(["iep", "delay_part_b_large_employer"]));
    expect(ids(r)).not.toContain("medigap_oep");
  });

  it("a small employer's plan pays second: the open enrollment follows the IEP as before", () => {
    const r = assessEligibility(
      P({
        birthDate: "1962-02-14",
        state: "WI",
        workCoverage: [{ kind: "active", through: "self", employees: 9 }],
      }),
      at("2026-12-03"),
    );
    expect(ids(r)).toContain("medigap_oep");
  });

  it("an MA member of unknown age who wants Medigap: the trial right is listed to verify", () => {
    const r = assessEligibility(
      P({ state: "SC", currentCoverage: ["medicare_advantage"], interests: ["medicare_supplement"] }),
      at("2026-05-06"),
    );
    expect(win(r, "trial_right")).toMatchObject({ status: "unknown" });
    expect(win(r, "trial_right")?.needs).toContain("ma_start_date");
  });

  it("an MA member of 72 has no trial right, whatever they want", () => {
    const r = assessEligibility(
      P({
        age: 72,
        state: "SC",
        currentCoverage: ["medicare_advantage"],
        interests: ["medicare_supplement"],
      }),
      at("2026-05-06"),
    );
    expect(win(r, "trial_right")).toBeUndefined();
  });
});

describe("Part A only, past the IEP, birth date unsaid", () => {
  it("at 70 the GEP is the way in and Medigap open enrollment follows Part B", () => {
    const r = assessEligibility(
      P({ age: 70, state: "MS", medicare: { partA: "2021-05-01" } }),
      at("2026-08-19"),
    );
    expect(win(r, "gep")).toMatchObject({
      status: "upcoming",
      opens: "2027-01-01",
      coverageStarts: "2027-02-01",
    });
    expect(win(r, "medigap_oep")).toMatchObject({
      status: "upcoming",
      opens: "2027-02-01",
      closes: "2027-07-31",
    });
    expect(r.medigapHealthQuestions).toEqual({ answer: "none", because: "medigap_oep" });
  });

  it("at 65 with no birth date the IEP may still be open: no GEP is claimed", () => {
    const r = assessEligibility(
      P({ age: 65, state: "MS", medicare: { partA: "2026-05-01" } }),
      at("2026-08-19"),
    );
    expect(win(r, "gep")).toBeUndefined();
  });
});

describe("rights listed to verify when a fact is missing", () => {
  it("Connecticut's 65-and-over guaranteed issue, age unsaid, on MA: listed to verify the age", () => {
    const r = assessEligibility(
      P({ state: "CT", currentCoverage: ["medicare_advantage"], interests: ["medicare_supplement"] }),
      at("2026-08-11"),
    );
    expect(win(r, "state_continuous_gi")).toMatchObject({ status: "unknown", needs: ["age"] });
    expect(r.medigapHealthQuestions.answer).not.toBe("none");
  });

  it("first MA plan with Part B at 65 and no birth date: the trial right runs 12 months from Part B", () => {
    const r = assessEligibility(
      P({ age: 65, state: "GA", currentCoverage: ["medicare_advantage"], medicare: { partB: "2026-04-01" } }),
      at("2026-09-02"),
    );
    expect(win(r, "trial_right")).toMatchObject({
      status: "open",
      opens: "2026-04-01",
      closes: "2027-03-31",
    });
    expect(win(r, "trial_right")?.needs).toContain("first_ma_enrollment");
  });

  it("coverage lost with its kind unsaid: the employer right is to verify, never promised", () => {
    const r = assessEligibility(
      P({
        age: 68,
        state: "OH",
        currentCoverage: ["original_medicare"],
        events: [{ kind: "losing_coverage", date: "2026-07" }],
      }),
      at("2026-08-11"),
    );
    expect(win(r, "gi_lost_employer")?.status).toBe("unknown");
    expect(r.medigapHealthQuestions.answer).not.toBe("none");
  });
});

describe("an open window hides the AEP around it", () => {
  it("moved out of the MA plan's area in December: the move SEP, not the AEP that just closed", () => {
    const r = assessEligibility(
      P({
        age: 70,
        state: "AZ",
        currentCoverage: ["medicare_advantage"],
        events: [{ kind: "moving", date: "2026-12-01" }],
      }),
      at("2026-12-16"),
    );
    expect(win(r, "sep_move")?.status).toBe("open");
    expect(win(r, "aep")).toBeUndefined();
  });
});

describe("Missouri's anniversary rule dated from the policy", () => {
  const holder = (medigapSince?: string) =>
    P({
      age: 70,
      state: "MO",
      currentCoverage: ["medigap_g"],
      medicare: { partB: "2021-06", ...(medigapSince ? { medigapSince } : {}) },
    });

  it("opens 30 days before the policy's anniversary and closes 30 days after", () => {
    const w = win(assessEligibility(holder("2021-12-01"), at("2026-11-28")), "state_anniversary_rule");
    expect(w).toMatchObject({ status: "open", opens: "2026-11-01", closes: "2026-12-31" });
    expect(assessEligibility(holder("2021-12-01"), at("2026-11-28")).medigapHealthQuestions.answer).toBe(
      "none",
    );
  });

  it("is upcoming outside it, and to confirm without the policy's date", () => {
    expect(
      win(assessEligibility(holder("2022-03-01"), at("2026-10-15")), "state_anniversary_rule"),
    ).toMatchObject({
      status: "upcoming",
      opens: "2027-01-30",
    });
    const unknown = win(assessEligibility(holder(), at("2026-10-15")), "state_anniversary_rule");
    expect(unknown?.status).toBe("unknown");
    expect(unknown?.needs).toContain("policy_anniversary");
  });
});

describe("the MA trial right to verify, by age", () => {
  it("lists it at 65 with no start said, not at 66 unless the plan is said to be the first or dated", () => {
    const onMa = (age: number, extra: Partial<ClientProfile> = {}) =>
      assessEligibility(
        P({ age, state: "NJ", currentCoverage: ["medicare_advantage"], ...extra }),
        at("2026-09-10"),
      );
    expect(win(onMa(65), "trial_right")?.status).toBe("unknown");
    expect(win(onMa(66), "trial_right")).toBeUndefined();
    expect(win(onMa(66, { medicare: { firstMa: true } }), "trial_right")).toBeDefined();
  });
});
