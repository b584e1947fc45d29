import { describe, expect, it } from "vitest";
import { normalizeProfile } from "../../src/parse/index.js";
import { normalizeState } from "../../src/parse/normalize.js";
import type { ClientProfile } from "../../src/types.js";

const form = (fields: Record<string, unknown>): ClientProfile =>
  ({ healthConditions: [], goals: [], currentCoverage: [], ...fields }) as unknown as ClientProfile;

describe("normalizeProfile", () => {
  it("keeps a clean profile as it is", () => {
    const clean: ClientProfile = {
      firstName: "Linda",
      lastName: "Carter",
      age: 67,
      gender: "female",
      maritalStatus: "widowed",
      dependents: 0,
      state: "OH",
      occupation: "teacher",
      smoker: "never",
      healthConditions: ["diabetes", "high_blood_pressure"],
      healthStatus: "good",
      income: 36_000,
      savings: 120_000,
      goals: ["final_expenses"],
      riskTolerance: "low",
      currentCoverage: ["original_medicare"],
      isRetired: true,
      budgetMonthly: 120,
    };
    const result = normalizeProfile(clean);
    expect(result.profile).toEqual(clean);
    expect(result.ignored).toEqual([]);
    expect(result.language).toBe("en");
  });

  it("trims strings and maps state names and codes in three languages", () => {
    const { profile } = normalizeProfile(
      form({ firstName: "  Rosa ", lastName: " Pérez  ", state: " nuevo méxico " }),
    );
    expect(profile).toMatchObject({ firstName: "Rosa", lastName: "Pérez", state: "NM" });
    expect(normalizeState("tx")).toBe("TX");
    expect(normalizeState("Texas")).toBe("TX");
    expect(normalizeState("Californie")).toBe("CA");
    expect(normalizeState("Floride")).toBe("FL");
    expect(normalizeState("Carolina del Norte")).toBe("NC");
    expect(normalizeState("Caroline du Sud")).toBe("SC");
    expect(normalizeState("Narnia")).toBeUndefined();
  });

  it("maps free-text conditions, goals and coverage in any language to ids", () => {
    const { profile, ignored } = normalizeProfile(
      form({
        healthConditions: ["Presión alta", "diabète sous insuline", "COPD", "copd", "bad knees"],
        goals: ["gastos funerarios", "Leave something to grandkids", "obsèques", "legacy"],
        currentCoverage: ["Plan G", "Life insurance", "Parte D", "medicare_advantage"],
      }),
    );
    expect(profile.healthConditions).toEqual(["diabetes_insulin", "high_blood_pressure", "copd"]);
    expect(profile.goals).toEqual(["final_expenses", "legacy"]);
    expect(profile.currentCoverage).toEqual(
      expect.arrayContaining(["medigap_g", "existing_life", "part_d", "medicare_advantage"]),
    );
    expect(ignored).toContain("condition bad knees");
  });

  it("drops unknown ids and reports them", () => {
    const { profile, ignored } = normalizeProfile(
      form({
        healthConditions: ["diabetes", "xyz_unknown"],
        goals: ["crypto"],
        currentCoverage: ["spaceship"],
      }),
    );
    expect(profile.healthConditions).toEqual(["diabetes"]);
    expect(profile.goals).toEqual([]);
    expect(profile.currentCoverage).toEqual([]);
    expect(ignored).toHaveLength(3);
  });

  it("ignores absurd numbers and says so", () => {
    const { profile, ignored } = normalizeProfile(
      form({ age: 300, income: -5, savings: "lots", budgetMonthly: -20, dependents: 45 }),
    );
    expect(profile.age).toBeUndefined();
    expect(profile.income).toBeUndefined();
    expect(profile.savings).toBeUndefined();
    expect(profile.budgetMonthly).toBeUndefined();
    expect(profile.dependents).toBeUndefined();
    expect(ignored).toEqual(
      expect.arrayContaining(["age 300", "income -5", "savings lots", "budget -20", "dependents 45"]),
    );
  });

  it("reads numbers typed as text, with their period", () => {
    const { profile } = normalizeProfile(
      form({ age: "67", income: "$2,800/mo", savings: "350k", budgetMonthly: "$1,200/yr", dependents: "2" }),
    );
    expect(profile).toMatchObject({
      age: 67,
      income: 33_600,
      savings: 350_000,
      budgetMonthly: 100,
      dependents: 2,
    });
  });

  it("maps words to enums in three languages", () => {
    const { profile } = normalizeProfile(
      form({
        gender: "Mujer",
        maritalStatus: "veuve",
        smoker: "ex fumador",
        healthStatus: "buena salud",
        riskTolerance: "conservateur",
        isRetired: "oui",
        occupation: "maestra jubilada",
      }),
    );
    expect(profile).toMatchObject({
      gender: "female",
      maritalStatus: "widowed",
      smoker: "former",
      healthStatus: "good",
      riskTolerance: "low",
      isRetired: true,
      occupation: "teacher",
    });
  });

  it("keeps an occupation it does not know as typed, trimmed", () => {
    expect(normalizeProfile(form({ occupation: "  beekeeper " })).profile.occupation).toBe("beekeeper");
  });

  it("never throws on junk input", () => {
    const junk: unknown[] = [
      null,
      undefined,
      {},
      { healthConditions: "diabetes, copd", goals: 5, currentCoverage: null },
      { age: Number.NaN, income: Number.POSITIVE_INFINITY, firstName: "<script>alert(1)</script>" },
      { firstName: 12, lastName: ["x"], state: {}, gender: true },
    ];
    for (const input of junk) {
      const result = normalizeProfile(input as ClientProfile);
      expect(Array.isArray(result.profile.healthConditions)).toBe(true);
      expect(result.profile.firstName ?? "").not.toMatch(/[<>]/);
    }
    const fromString = normalizeProfile({ healthConditions: "diabetes, copd" } as unknown as ClientProfile);
    expect(fromString.profile.healthConditions).toEqual(["diabetes", "copd"]);
  });
});
