import { describe, expect, it } from "vitest";
import { type GenerateInput, generateBundle } from "../../src/bundle.js";
import type { Bundle, ClientProfile } from "../../src/types.js";

const NOW = new Date("2026-11-25T12:00:00Z");
const base: ClientProfile = { healthConditions: [], goals: [], currentCoverage: [] };

function bundle(profile: Partial<ClientProfile>, language: GenerateInput["language"] = "en"): Bundle {
  const r = generateBundle({ profile: { ...base, ...profile }, language }, { id: "t", now: NOW });
  if (!r.ok) throw new Error(`no bundle: ${r.reason}`);
  return r.bundle;
}
const ids = (b: Bundle) => (b.timing ?? []).map((t) => t.id);

describe("the bundle's timing section", () => {
  it("a New Yorker with heart trouble is told Medigap is open all year, with the rule's source", () => {
    const b = bundle({
      age: 72,
      state: "NY",
      currentCoverage: ["original_medicare"],
      healthConditions: ["heart_attack"],
      interests: ["medicare_supplement"],
    });
    expect(b.policies[0]!.product).toBe("medicare_supplement");
    const gi = b.timing!.find((t) => t.id === "state_continuous_gi")!;
    expect(gi.text).toMatch(/no health questions/);
    expect(gi.source).toMatch(/\(\d{4}\)$/);
    expect(b.policies[0]!.why).not.toMatch(/declined|decline/);
    expect(b.objections.map((o) => o.response).join(" ")).not.toMatch(/health questions usually apply/);
  });

  it("during AEP the plan year being chosen is said, with next year's figures pending", () => {
    const b = bundle({ age: 70, currentCoverage: ["original_medicare"], goals: ["medical_costs"] });
    expect(b.planYear).toBe(2027);
    expect(ids(b)).toContain("aep");
    expect(b.timing!.find((t) => t.id === "plan_year")!.text).toMatch(/2027 figures are pending/);
  });

  it("a final-expense appointment carries no Medicare windows unless Medicare is offered separately", () => {
    const b = bundle({ age: 70, goals: ["final_expenses"], currentCoverage: ["medicare_advantage"] });
    expect(b.appointment?.line).toBe("life_annuity");
    expect(ids(b)).not.toContain("aep");
  });

  it("a full dual is told why there is no Medigap, in Spanish", () => {
    const b = bundle(
      { age: 68, medicaid: "full", currentCoverage: ["original_medicare"], goals: ["medical_costs"] },
      "es",
    );
    expect(b.policies.map((p) => p.product)).not.toContain("medicare_supplement");
    const line = b.timing!.find((t) => t.id === "not_full_dual_medigap")!;
    expect(line.text).toMatch(/^Sin Medigap/);
  });

  it("screens speak only of a stated income", () => {
    const none = bundle({ age: 67, currentCoverage: ["original_medicare"], goals: ["prescriptions"] });
    expect(ids(none).filter((id) => id.startsWith("screen_"))).toEqual([]);
    const low = bundle({
      age: 67,
      income: 15_000,
      currentCoverage: ["original_medicare"],
      goals: ["prescriptions"],
    });
    expect(ids(low)).toContain("screen_extra_help");
    const high = bundle({
      age: 67,
      income: 300_000,
      maritalStatus: "single",
      currentCoverage: ["original_medicare"],
      goals: ["prescriptions"],
    });
    expect(ids(high)).toContain("screen_irmaa");
  });

  it("the spouse's coverage stays the spouse's, in the household notes", () => {
    const b = bundle({
      age: 70,
      gender: "male",
      goals: ["final_expenses"],
      household: [
        {
          relation: "spouse",
          age: 68,
          healthConditions: [],
          currentCoverage: ["medigap_n"],
          carriers: ["Humana"],
        },
      ],
    });
    expect(b.client.currentCoverage).not.toContain("medigap_n");
    expect(b.household![0]).toBe("Spouse: 68, Medigap Plan N, Humana.");
  });
});

describe("annuity placement", () => {
  it("a deposit past the state guaranty limit gets an agent-only placement line, never the client's copy", async () => {
    const { toClientCopy } = await import("../../src/bundle.js");
    const b = bundle({
      age: 66,
      state: "FL",
      savings: 900_000,
      goals: ["safe_growth"],
      riskTolerance: "low",
    });
    const line = b.compliance.find((l) => l.startsWith("Annuity placement"));
    expect(line).toMatch(/\$250,000 limit per insurer/);
    expect(toClientCopy(b).compliance.join(" ")).not.toMatch(/guaranty/);
    const small = bundle({ age: 66, state: "FL", savings: 100_000, goals: ["safe_growth"] });
    expect(small.compliance.some((l) => l.startsWith("Annuity placement"))).toBe(false);
  });
});

describe("the client's copy", () => {
  it("keeps the agent's lead words and other people's facts out", async () => {
    const { toClientCopy } = await import("../../src/bundle.js");
    const r = generateBundle(
      { lead: "Bob 70 in Ohio wants his funeral covered, wife Mary 68 has COPD and is on Plan N w/ Humana" },
      { id: "c", now: NOW },
    );
    if (!r.ok) throw new Error("bundle expected");
    expect(r.bundle.client.household?.length).toBeGreaterThan(0);
    expect(r.bundle.client.sources?.length).toBeGreaterThan(0);
    const copy = toClientCopy(r.bundle);
    expect(copy.client.household).toBeUndefined();
    expect(copy.client.sources).toBeUndefined();
    expect(JSON.stringify(copy)).not.toMatch(/COPD|copd/);
  });
});

describe("special populations read from the lead", () => {
  it("a TRICARE For Life beneficiary is sold neither Medigap, Part D nor MA by default", () => {
    const r = generateBundle(
      {
        lead: "Retired Army colonel, 70, Texas, has TRICARE For Life, wants to know if he needs a supplement or drug plan",
      },
      { id: "t", now: NOW },
    );
    const products = r.ok ? r.bundle.policies.map((p) => p.product) : [];
    for (const p of ["medicare_supplement", "part_d", "medicare_advantage"] as const)
      expect(products).not.toContain(p);
  });

  it("Part A and B since March is Medicare: an ESRD client under 65 is a Medicare appointment with MA open", () => {
    const r = generateBundle(
      {
        lead: "54 yo on dialysis for ESRD, has Medicare Part A and B since March, Georgia, wants to lower costs",
      },
      { id: "t", now: NOW },
    );
    if (!r.ok) throw new Error("bundle expected");
    expect(r.bundle.appointment?.line).toBe("medicare");
    expect(r.bundle.policies[0]!.product).toBe("medicare_advantage");
    expect(r.bundle.timing!.map((t) => t.id)).toContain("esrd_ma");
  });
});
