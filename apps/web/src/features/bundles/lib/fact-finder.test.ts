import { clientProfileSchema } from "@buildr/contracts";
import { describe, expect, it } from "vitest";
import {
  EMPTY_FACT_FINDER,
  type FactFinderValues,
  factFinderSchema,
  parseDollars,
  toClientProfile,
} from "./fact-finder";

const form = (values: Partial<FactFinderValues>): FactFinderValues => ({ ...EMPTY_FACT_FINDER, ...values });

function problems(values: Partial<FactFinderValues>): Record<string, string> {
  const result = factFinderSchema.safeParse(form(values));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("fact-finder validation", () => {
  it.each([
    ["an age alone", { age: "67" }],
    ["a goal alone", { goals: ["final_expenses"] }],
    ["a health condition alone", { healthConditions: ["diabetes"] }],
    [
      "a full profile",
      { firstName: "Linda", age: "67", state: "OH", income: "$42,000", budgetMonthly: "120" },
    ],
  ])("accepts %s", (_name, values) => {
    expect(problems(values)).toEqual({});
  });

  it.each([
    ["nothing at all", {}, "age", "form.required"],
    ["an age under 18", { age: "12" }, "age", "validation.age"],
    ["an age over 120", { age: "300" }, "age", "validation.age"],
    ["a decimal age", { age: "67.5" }, "age", "validation.wholeNumber"],
    ["words for an age", { age: "sixty" }, "age", "validation.wholeNumber"],
    ["21 dependents", { age: "40", dependents: "21" }, "dependents", "validation.dependents"],
    ["a negative income", { age: "40", income: "-5" }, "income", "validation.amount"],
    ["letters for savings", { age: "40", savings: "lots" }, "savings", "validation.amount"],
    [
      "a budget over $100,000 a month",
      { age: "40", budgetMonthly: "250000" },
      "budgetMonthly",
      "validation.tooLarge",
    ],
    [
      "a 61-character first name",
      { age: "40", firstName: "x".repeat(61) },
      "firstName",
      "validation.tooLong",
    ],
    ["a state that isn't one", { age: "40", state: "ZZ" }, "state", "form.chooseState"],
  ])("refuses %s with a message on the field", (_name, values, field, key) => {
    expect(problems(values)[field]).toBe(key);
  });

  it("reads dollars the way agents type them", () => {
    expect(parseDollars("$85,000")).toBe(85000);
    expect(parseDollars("85 000")).toBe(85000);
    expect(parseDollars("120.50")).toBe(120.5);
    expect(parseDollars("")).toBeUndefined();
    expect(parseDollars("12k")).toBeUndefined();
  });

  it("turns the form into the profile the server takes, leaving blanks out", () => {
    const profile = toClientProfile(
      form({
        firstName: " Linda ",
        age: "67",
        gender: "female",
        maritalStatus: "widowed",
        state: "OH",
        healthConditions: ["diabetes"],
        goals: ["final_expenses"],
        currentCoverage: ["original_medicare"],
        income: "$42,000",
        budgetMonthly: "120",
      }),
    );
    expect(profile).toMatchObject({
      firstName: "Linda",
      age: 67,
      gender: "female",
      maritalStatus: "widowed",
      state: "OH",
      healthConditions: ["diabetes"],
      goals: ["final_expenses"],
      currentCoverage: ["original_medicare"],
      income: 42000,
      budgetMonthly: 120,
    });
    expect(profile.lastName).toBeUndefined();
    expect(profile.smoker).toBeUndefined();
    expect(clientProfileSchema.safeParse(profile).success).toBe(true);
  });
});

describe("the fact-finder's choices", () => {
  it("are exactly the engine's ids and limits", async () => {
    const contract = await import("@buildr/contracts");
    const ids = await import("./profile-ids");
    expect([...ids.CONDITION_IDS]).toEqual([...contract.HEALTH_CONDITION_IDS]);
    expect([...ids.GOAL_CHOICES]).toEqual([...contract.GOAL_IDS]);
    expect([...ids.COVERAGE_CHOICES]).toEqual([...contract.COVERAGE_IDS]);
    expect(ids.LEAD_CHARACTERS).toBe(contract.LEAD_MAX);
    expect(ids.FREE_SAVES).toBe(contract.FREE_SAVES_PER_MONTH);
  });
});
