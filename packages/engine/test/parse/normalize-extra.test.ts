import { describe, expect, it } from "vitest";
import { normalizeProfile, parseLead } from "../../src/parse/index.js";
import type { ClientProfile } from "../../src/types.js";

const base: ClientProfile = { healthConditions: [], goals: [], currentCoverage: [] };

describe("normalizeProfile keeps the reader's extra facts, cleaned", () => {
  it("keeps valid dates, entitlement, Medicaid level, interests, events and household", () => {
    const { profile, ignored } = normalizeProfile({
      ...base,
      birthDate: "1961-12",
      medicare: { partB: "2026-09-01", basis: "disability" },
      medicaid: "qmb",
      interests: ["medicare_supplement"],
      events: [{ kind: "rate_increase", date: "2026-10" }],
      workCoverage: [{ kind: "active", through: "spouse", employees: 25 }],
      household: [
        {
          relation: "spouse",
          age: 68,
          healthConditions: [],
          currentCoverage: ["medigap_n"],
          carriers: ["Humana"],
          income: 14_400,
        },
      ],
      mortgageBalance: 180_000,
      mortgageYearsLeft: 20,
    });
    expect(ignored).toEqual([]);
    expect(profile).toMatchObject({
      birthDate: "1961-12",
      medicare: { partB: "2026-09-01", basis: "disability" },
      medicaid: "qmb",
      interests: ["medicare_supplement"],
      events: [{ kind: "rate_increase", date: "2026-10" }],
      workCoverage: [{ kind: "active", through: "spouse", employees: 25 }],
      household: [
        { relation: "spouse", age: 68, currentCoverage: ["medigap_n"], carriers: ["Humana"], income: 14_400 },
      ],
      mortgageBalance: 180_000,
      mortgageYearsLeft: 20,
    });
  });

  it("drops what a browser should never have sent, and says so", () => {
    const dirty = {
      ...base,
      birthDate: "12/10/1961",
      medicaid: "platinum",
      interests: ["world_peace", "final_expense"],
      events: [{ kind: "alien_abduction" }],
      household: [
        { relation: "boss", age: 40 },
        { relation: "spouse", age: 400, healthConditions: ["copd", "x"], currentCoverage: [] },
      ],
      mortgageBalance: -5,
      carriers: ["<script>Humana</script>"],
    } as unknown as ClientProfile;
    const { profile, ignored } = normalizeProfile(dirty);
    expect(profile.birthDate).toBeUndefined();
    expect(profile.medicaid).toBeUndefined();
    expect(profile.interests).toEqual(["final_expense"]);
    expect(profile.events).toBeUndefined();
    expect(profile.household).toEqual([
      { relation: "spouse", healthConditions: ["copd"], currentCoverage: [] },
    ]);
    expect(profile.mortgageBalance).toBeUndefined();
    expect(profile.carriers).toEqual(["scriptHumana/script"]);
    expect(ignored).toEqual(expect.arrayContaining(["birthDate", "interest world_peace", "mortgageBalance"]));
  });
});

describe("a profile sent back unchanged (a correction of something else) keeps every fact read", () => {
  const now = new Date("2026-03-02T12:00:00Z");
  const leads = [
    "Gloria 72 tucson, dropped her plan N last year for an aetna PPO, first time ever in an advantage plan, started 1/1/26. wants the N back",
    "Ray 66, part A only, never took B, still working at a 300 person company. wife Ann 63 works at the bank (2000 employees), she lost her job plan in feb",
    "M. Caron 70 ans, plan G depuis 2019 chez Humana, veut passer au plan N",
    "hija llamo por su mama 81, vive con ella, toma eliquis, tiene un advantage. la hija (50) fuma y quiere un term para ella",
  ];
  for (const lead of leads) {
    it(`keeps the whole reading of: ${lead.slice(0, 40)}…`, () => {
      const read = parseLead(lead, { now }).profile;
      const again = normalizeProfile(read).profile;
      const { sources: _a, ...before } = read;
      const { sources: _b, ...after } = again;
      expect(after).toEqual(before);
    });
  }
});
