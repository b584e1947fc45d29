/**
 * Eligibility first, then the client's goal: the rules a top producer states, on fresh structured
 * profiles (no lead text), through the whole pipeline.
 * One file: each rule is a describe, all run through the same pipeline on the same kind of profile.
 */
import { describe, expect, it } from "vitest";
import { type GenerateResult, generateBundle } from "../../src/bundle.js";
import type { Bundle, ClientProfile } from "../../src/types.js";

function profile(p: Partial<ClientProfile>): ClientProfile {
  return { healthConditions: [], goals: [], currentCoverage: [], ...p };
}

function bundleOf(r: GenerateResult): Bundle {
  if (!r.ok) throw new Error(`expected a bundle, got ${r.reason}: ${r.missingIds.join(", ")}`);
  return r.bundle;
}

const run = (p: Partial<ClientProfile>, day: string): Bundle =>
  bundleOf(generateBundle({ profile: profile(p) }, { id: "t", now: new Date(`${day}T12:00:00Z`) }));
const products = (b: Bundle) => b.policies.map((p) => p.product);
const core = (b: Bundle) => b.policies[0]!.product;
const timingIds = (b: Bundle) => (b.timing ?? []).map((t) => t.id);
const healthQuestions = (b: Bundle) => b.timing?.find((t) => t.id === "medigap_today")?.healthQuestions;

describe("a Medicare lead with coverage and a want is enough for a bundle", () => {
  it("MA member who wants Medigap outside any window: Medigap + Part D, prepared for the next AEP", () => {
    const b = run(
      { age: 71, state: "GA", currentCoverage: ["medicare_advantage"], interests: ["medicare_supplement"] },
      "2026-06-20",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(products(b)).toContain("part_d");
    expect(products(b)).not.toContain("medicare_advantage");
    const aep = b.timing?.find((t) => t.id === "aep");
    expect(aep?.status).toBe("upcoming");
    expect(aep?.opens).toBe("2026-10-15");
    expect(healthQuestions(b)).toBe("asked");
    // The core says when, not only what.
    expect(b.policies[0]!.why).toMatch(/October 15, 2026/);
    expect(b.policies[0]!.why).toMatch(/January 1, 2027/);
  });

  it("in a continuous guaranteed-issue state the same move has no health questions", () => {
    const b = run(
      { age: 74, state: "CT", currentCoverage: ["medicare_advantage"], interests: ["medicare_supplement"] },
      "2026-07-08",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(timingIds(b)).toEqual(expect.arrayContaining(["state_continuous_gi", "aep"]));
    expect(healthQuestions(b)).toBe("none");
  });

  it("a Plan G holder with nothing else asked gets the yearly re-shop of the same letter", () => {
    const b = run({ age: 76, state: "OH", currentCoverage: ["medigap_g"] }, "2026-05-02");
    expect(core(b)).toBe("medicare_supplement");
    expect(products(b)).not.toContain("hospital_indemnity");
  });

  it("a grandfathered Plan F holder who asks for a cheaper plan gets Plan G, with health questions", () => {
    const b = run(
      {
        age: 81,
        state: "TN",
        currentCoverage: ["medigap_f"],
        interests: ["medicare_supplement"],
        healthConditions: ["copd"],
      },
      "2026-09-09",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(healthQuestions(b)).toBe("asked");
    expect(timingIds(b)).not.toContain("not_grandfathered_f_c");
  });

  it("a grandfathered Plan F holder who asks for nothing keeps it", () => {
    const r = generateBundle(
      { profile: profile({ age: 80, state: "TN", currentCoverage: ["medigap_f"] }) },
      { id: "t", now: new Date("2026-09-09T12:00:00Z") },
    );
    if (r.ok) expect(products(r.bundle)).not.toContain("medicare_supplement");
  });

  it("a sick Medigap holder asking for MA keeps the supplement: no way back without a right", () => {
    const r = generateBundle(
      {
        profile: profile({
          age: 78,
          state: "GA",
          currentCoverage: ["medigap_g"],
          interests: ["medicare_advantage"],
          healthConditions: ["heart_failure"],
        }),
      },
      { id: "t", now: new Date("2026-08-01T12:00:00Z") },
    );
    if (r.ok) expect(products(r.bundle)).not.toContain("medicare_advantage");
  });

  it("a healthy Medigap holder asking for MA gets MA in the next AEP", () => {
    const b = run(
      { age: 70, state: "GA", currentCoverage: ["medigap_n"], interests: ["medicare_advantage"] },
      "2026-03-01",
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(timingIds(b)).toContain("aep");
    expect(timingIds(b)).not.toContain("ma_oep");
  });

  it("a full dual still paying a Medigap: no Medigap, the D-SNP or drug plan is the move", () => {
    const b = run({ age: 70, state: "PA", currentCoverage: ["medigap_n"], medicaid: "full" }, "2026-04-14");
    expect(products(b)).not.toContain("medicare_supplement");
    expect(["medicare_advantage", "part_d"]).toContain(core(b));
    expect(timingIds(b)).toContain("sep_dual_lis");
  });

  it("an MA member with a C-SNP condition gets the plan review in the C-SNP period", () => {
    const b = run(
      { age: 72, state: "AL", currentCoverage: ["medicare_advantage"], healthConditions: ["afib"] },
      "2026-05-19",
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(timingIds(b)).toContain("sep_c_snp");
  });

  it("a mover with a stand-alone drug plan re-chooses it for the new area", () => {
    const b = run(
      {
        age: 73,
        state: "MI",
        currentCoverage: ["original_medicare", "medigap_g", "part_d"],
        events: [{ kind: "moving", date: "2026-08" }],
      },
      "2026-07-03",
    );
    expect(products(b)).toContain("part_d");
    expect(timingIds(b)).toContain("sep_move");
  });

  it("VA drug coverage is creditable: Medigap or MA for care outside the VA, no stand-alone Part D", () => {
    const b = run(
      { age: 69, state: "OK", currentCoverage: ["original_medicare", "va_health"], interests: ["part_d"] },
      "2026-09-30",
    );
    expect(products(b)).not.toContain("part_d");
    expect(timingIds(b)).toContain("not_va_part_d");
  });

  it("TRICARE For Life: no Medigap, no Part D; dental, vision and hearing is what is left", () => {
    const b = run(
      {
        age: 75,
        state: "NC",
        currentCoverage: ["original_medicare", "tricare_for_life"],
        interests: ["medicare_supplement"],
      },
      "2026-06-02",
    );
    expect(products(b)).not.toContain("medicare_supplement");
    expect(products(b)).not.toContain("part_d");
    expect(["dental_vision_hearing", "medicare_advantage"]).toContain(core(b));
    expect(timingIds(b)).toEqual(expect.arrayContaining(["not_tfl_medigap", "not_tfl_part_d"]));
  });

  it("under 65 on disability in a state that sells Medigap to them: Medigap is offered", () => {
    const b = run(
      {
        age: 47,
        state: "NY",
        medicare: { basis: "disability" },
        interests: ["medicare_supplement"],
      },
      "2026-06-11",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(timingIds(b)).toContain("state_u65_medigap");
    // Under-65 rates are not the 65-year-old's: the agent is told to quote each carrier.
    expect(b.policies[0]!.why).toMatch(/Under 65/);
  });
});

describe("the next AEP is the date to act when nothing is open", () => {
  it("is not named when a window to change plans is open today", () => {
    const b = run(
      { age: 70, state: "TX", currentCoverage: ["original_medicare", "part_d"], extraHelp: true },
      "2026-06-09",
    );
    expect(timingIds(b)).toContain("sep_dual_lis");
    expect(timingIds(b)).not.toContain("aep");
  });
});

describe("state switch rules say whom they cover", () => {
  it("an age-limited birthday rule is not listed past its last age, even without a birth date", () => {
    const b = run(
      { age: 79, state: "IL", currentCoverage: ["medigap_g"], interests: ["medicare_supplement"] },
      "2026-04-04",
    );
    expect(timingIds(b)).not.toContain("state_birthday_rule");
    expect(healthQuestions(b)).toBe("asked");
  });

  it("a same-insurer birthday rule says so beside 'no health questions'", () => {
    const b = run(
      {
        age: 70,
        state: "LA",
        birthDate: "--03-14",
        currentCoverage: ["medigap_g"],
        interests: ["medicare_supplement"],
      },
      "2026-04-01",
    );
    const note = b.timing?.find((t) => t.id === "medigap_today");
    expect(note?.healthQuestions).toBe("none");
    expect(note?.text).toMatch(/current insurer/);
  });

  it("both named, Medigap with no health questions leads over MA", () => {
    const b = run(
      {
        age: 58,
        state: "NY",
        medicare: { basis: "esrd" },
        healthConditions: ["dialysis"],
        interests: ["medicare_advantage", "medicare_supplement"],
      },
      "2026-07-15",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(products(b)).toContain("part_d");
  });
});

describe("the core answers what the client asked for", () => {
  it("a full dual who wants dental gets the D-SNP, not a dental policy on a Medicaid budget", () => {
    const b = run(
      {
        age: 68,
        state: "OH",
        currentCoverage: ["original_medicare"],
        medicaid: "full",
        goals: ["dental_vision_hearing"],
      },
      "2026-05-05",
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(products(b)).not.toContain("dental_vision_hearing");
  });

  it("an MA member with Extra Help going back to Original Medicare gets the drug plan first", () => {
    const b = run(
      {
        age: 73,
        state: "NV",
        currentCoverage: ["medicare_advantage", "original_medicare"],
        extraHelp: true,
        goals: ["prescriptions"],
      },
      "2026-07-21",
    );
    expect(core(b)).toBe("part_d");
    expect(products(b)).not.toContain("hospital_indemnity");
    expect(products(b)).not.toContain("medicare_advantage");
    expect(timingIds(b)).toContain("sep_dual_lis");
    // The monthly SEP is the window to use: the autumn AEP is not the date to act.
    expect(timingIds(b)).not.toContain("aep");
  });

  it("an MA member in the MA open enrollment going back to Original Medicare: drug plan, no hospital cash", () => {
    const b = run(
      {
        age: 69,
        state: "AZ",
        currentCoverage: ["medicare_advantage", "part_d"],
        goals: ["prescriptions"],
      },
      "2026-02-10",
    );
    expect(core(b)).toBe("part_d");
    expect(timingIds(b)).toContain("ma_oep");
  });
});

describe("no bundle: the reply says why what was asked is not sold", () => {
  it("TRICARE For Life with nothing that fits the budget: Medigap and Part D are explained", () => {
    const r = generateBundle(
      {
        profile: profile({
          age: 77,
          state: "TX",
          currentCoverage: ["original_medicare", "tricare_for_life"],
          interests: ["medicare_supplement", "part_d"],
          budgetMonthly: 5,
        }),
        language: "es",
      },
      { id: "t", now: new Date("2026-06-02T12:00:00Z") },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.explanation).toMatch(/TRICARE For Life/);
    expect(r.explanation).toMatch(/Medigap/);
    expect(r.explanation).toMatch(/Parte D/);
  });
});

describe("a right that has not opened yet is never 'now'", () => {
  it("Part A only at 68, in August: no health questions for coverage starting with next year's Part B", () => {
    const b = run(
      { age: 68, state: "KS", medicare: { partA: "2023-02-01" }, interests: ["medicare_supplement"] },
      "2026-08-04",
    );
    const note = b.timing?.find((t) => t.id === "medigap_today");
    expect(note?.healthQuestions).toBe("none");
    expect(note?.text).toMatch(/starting from February 1, 2027/);
    expect(b.policies[0]!.why).not.toMatch(/now/);
    expect(timingIds(b)).toContain("gep");
  });
});

describe("the too-vague gate", () => {
  it("TRICARE For Life with no age is on Medicare: a bundle, not 'too vague'", () => {
    const r = generateBundle(
      { profile: profile({ state: "GA", currentCoverage: ["tricare_for_life"] }) },
      { id: "t", now: new Date("2026-07-14T12:00:00Z") },
    );
    expect(r.ok).toBe(true);
  });

  it("a product the client asks about is a need, even with no age", () => {
    const r = generateBundle(
      { profile: profile({ state: "AZ", currentCoverage: ["original_medicare"], interests: ["part_d"] }) },
      { id: "t", now: new Date("2026-07-14T12:00:00Z") },
    );
    expect(r.ok).toBe(true);
  });
});

describe("limited incomes and underwriting", () => {
  it("an Extra Help client on MA gets no unasked hospital cash, and MA answers their dental wish", () => {
    const b = run(
      {
        age: 72,
        state: "NM",
        currentCoverage: ["medicare_advantage"],
        extraHelp: true,
        goals: ["dental_vision_hearing"],
      },
      "2026-09-15",
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(products(b)).not.toContain("hospital_indemnity");
    expect(products(b)).not.toContain("dental_vision_hearing");
  });

  it("a Plan G holder with a condition that fails the questions is not re-shopped unasked", () => {
    const r = generateBundle(
      {
        profile: profile({
          age: 79,
          state: "OH",
          currentCoverage: ["medigap_g"],
          healthConditions: ["heart_failure"],
        }),
      },
      { id: "t", now: new Date("2026-08-11T12:00:00Z") },
    );
    if (r.ok) expect(products(r.bundle)).not.toContain("medicare_supplement");
  });
});
