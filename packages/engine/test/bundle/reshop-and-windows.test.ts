/**
 * Re-shops and the windows around work coverage, as a top producer states them, on structured profiles
 * written for these tests (no lead text): the rule is what is tested, not a lead's wording.
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

describe("a state switching right is the reason to re-shop a Medigap", () => {
  it("a Plan N holder with heart failure inside Maryland's birthday window is quoted, no questions", () => {
    const b = run(
      {
        age: 73,
        state: "MD",
        birthDate: "1953-03-10",
        currentCoverage: ["medigap_n"],
        healthConditions: ["heart_failure"],
      },
      "2026-03-21",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(timingIds(b)).toContain("state_birthday_rule");
    expect(healthQuestions(b)).toBe("none");
  });

  it("the same holder months before the birthday is quoted for the window ahead, questions today", () => {
    const b = run(
      {
        age: 70,
        state: "ID",
        birthDate: "1955-12-04",
        currentCoverage: ["medigap_g"],
        healthConditions: ["copd"],
      },
      "2026-10-02",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(b.timing?.find((t) => t.id === "state_birthday_rule")?.status).toBe("upcoming");
    expect(healthQuestions(b)).toBe("asked");
    // The quote says when the questions fall away.
    expect(b.policies[0]!.why).toMatch(/birthday rule.*December 4, 2026/);
  });
});

describe("the Medicare plan the client names leads over a health add-on asked beside it", () => {
  it("an MA member asking for Medigap and a dental plan: Medigap is the core, dental rides along", () => {
    const b = run(
      {
        age: 70,
        state: "TX",
        currentCoverage: ["medicare_advantage"],
        goals: ["dental_vision_hearing"],
        interests: ["medicare_supplement", "dental_vision_hearing"],
      },
      "2026-11-03",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(products(b)).toContain("part_d");
    expect(products(b)).not.toContain("medicare_advantage");
  });
});

describe("continuous guaranteed issue is named wherever a Medigap is bought there", () => {
  it("a 78-year-old in Connecticut asking for Medigap, Part B unsaid: no health questions", () => {
    const b = run({ age: 78, state: "CT", interests: ["medicare_supplement"] }, "2026-04-14");
    expect(core(b)).toBe("medicare_supplement");
    expect(timingIds(b)).toContain("state_continuous_gi");
    expect(healthQuestions(b)).toBe("none");
  });

  it("but not for someone whose large employer's plan lets Part B wait", () => {
    const b = run(
      {
        age: 66,
        state: "NY",
        interests: ["medicare_supplement"],
        workCoverage: [{ kind: "active", through: "self", employees: 60 }],
      },
      "2026-04-14",
    );
    expect(timingIds(b)).not.toContain("state_continuous_gi");
  });
});

describe("an MA member past 65 who had a Medigap before", () => {
  it("in January to March: Medigap and Part D, the MA-OEP, and the trial right to verify", () => {
    const b = run(
      {
        age: 81,
        state: "AZ",
        currentCoverage: ["medicare_advantage", "medigap_f"],
        interests: ["medicare_supplement"],
      },
      "2026-03-04",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(products(b)).toContain("part_d");
    expect(products(b)).not.toContain("medicare_advantage");
    expect(timingIds(b)).toEqual(expect.arrayContaining(["trial_right", "ma_oep"]));
    const trial = b.timing?.find((t) => t.id === "trial_right");
    expect(trial?.status).toBe("unknown");
    // To verify, never promised.
    expect(healthQuestions(b)).not.toBe("none");
  });
});

it("an MA member past 65 with no Medigap named has no trial right listed", () => {
  const b = run(
    { age: 72, state: "AZ", currentCoverage: ["medicare_advantage"], interests: ["medicare_supplement"] },
    "2026-03-04",
  );
  expect(timingIds(b)).not.toContain("trial_right");
});

describe("a grandfathered Plan F holder who wants a lower premium", () => {
  it("is quoted, told F stays open to them elsewhere, and keeps F until the new policy is approved", () => {
    for (const language of ["en", "es", "fr"] as const) {
      const r = generateBundle(
        {
          profile: profile({
            age: 83,
            state: "AL",
            currentCoverage: ["medigap_f"],
            healthConditions: ["high_blood_pressure"],
            goals: ["lower_premiums"],
          }),
          language,
        },
        { id: "t", now: new Date("2026-05-19T12:00:00Z"), language },
      );
      const b = bundleOf(r);
      expect(core(b)).toBe("medicare_supplement");
      const why = b.policies[0]!.why;
      expect(why).toMatch(/Plan F|plan F/);
      expect(why).not.toMatch(/bought back|volver a comprarlo|racheté/);
      expect(healthQuestions(b)).toBe("asked");
    }
  });
});

describe("a window that does not serve the sale stays off the timing section", () => {
  it("leaves the chronic-condition SEP out of a Medigap sale for a client leaving Advantage", () => {
    const b = run(
      {
        age: 74,
        state: "NY",
        currentCoverage: ["medicare_advantage"],
        healthConditions: ["heart_failure"],
        interests: ["medicare_supplement"],
        medicare: { partB: "2017-04" },
      },
      "2026-11-20",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(timingIds(b)).not.toContain("sep_c_snp");
  });

  it("keeps it when an Advantage plan is what is being sold", () => {
    const b = run(
      {
        age: 74,
        state: "TX",
        currentCoverage: ["original_medicare"],
        healthConditions: ["heart_failure"],
        interests: ["medicare_advantage"],
        medicare: { partB: "2017-04" },
      },
      "2026-11-20",
    );
    expect(products(b)).toContain("medicare_advantage");
    expect(timingIds(b)).toContain("sep_c_snp");
  });
});

describe("a right to leave Advantage is not a wish to", () => {
  it("keeps an Advantage plan as the core for a member whose plan leaves and who asks for another", () => {
    const b = run(
      {
        age: 77,
        state: "WY",
        currentCoverage: ["medicare_advantage"],
        interests: ["medicare_advantage"],
        events: [{ kind: "plan_leaving_area", date: "2026-12-31" }],
      },
      "2026-11-10",
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(products(b)).not.toContain("medicare_supplement");
  });
});

describe("a worker past 65 at a small employer", () => {
  it("is told Medicare pays first and Part B should not wait, with no delay rule", () => {
    const b = run(
      {
        age: 64,
        birthDate: "1962-01-22",
        state: "MO",
        currentCoverage: ["employer_plan"],
        workCoverage: [{ kind: "active", through: "self", employees: 10 }],
      },
      "2026-11-28",
    );
    expect(timingIds(b)).toContain("small_employer_part_b");
    expect(timingIds(b)).toContain("iep");
    expect(timingIds(b)).not.toContain("delay_part_b_large_employer");
  });

  it("says nothing of the kind behind a large employer", () => {
    const b = run(
      {
        age: 66,
        state: "MO",
        medicare: { partA: "2025-03", noPartB: true },
        currentCoverage: ["employer_plan"],
        workCoverage: [{ kind: "active", through: "self", employees: 400 }],
      },
      "2026-11-28",
    );
    expect(timingIds(b)).not.toContain("small_employer_part_b");
  });
});
