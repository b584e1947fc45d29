import { describe, expect, it } from "vitest";
import { cadenceFor, followUpPlan } from "./cadence.js";
import { nextPayday, paydayOf, paydayRule } from "./payday.js";
import { PREMIUM_SHARE_LIMIT, persistencyGuard } from "./persistency.js";

describe("Social Security payday", () => {
  it.each([
    [1, "second_wednesday"],
    [10, "second_wednesday"],
    [11, "third_wednesday"],
    [20, "third_wednesday"],
    [21, "fourth_wednesday"],
    [31, "fourth_wednesday"],
  ] as const)("birth day %i is paid on the %s", (day, rule) => {
    expect(paydayRule("social_security", day)).toBe(rule);
  });

  it("pays benefits from before May 1997, and SS with SSI, on the 3rd; SSI alone on the 1st", () => {
    expect(paydayRule("ss_before_may_1997", 25)).toBe("third_of_month");
    expect(paydayRule("ss_and_ssi")).toBe("third_of_month");
    expect(paydayRule("ssi")).toBe("first_of_month");
    expect(paydayRule("social_security")).toBeNull();
  });

  it("finds the Wednesdays of a month (December 2026 starts on a Tuesday)", () => {
    expect(paydayOf("second_wednesday", 2026, 12)).toBe("2026-12-09");
    expect(paydayOf("third_wednesday", 2026, 12)).toBe("2026-12-16");
    expect(paydayOf("fourth_wednesday", 2026, 12)).toBe("2026-12-23");
    // April 2026 starts on a Wednesday.
    expect(paydayOf("second_wednesday", 2026, 4)).toBe("2026-04-08");
  });

  it("moves a 1st or 3rd on a weekend or holiday to the business day before", () => {
    // 3 October 2026 is a Saturday; 1 November 2026 a Sunday.
    expect(paydayOf("third_of_month", 2026, 10)).toBe("2026-10-02");
    expect(paydayOf("first_of_month", 2026, 11)).toBe("2026-10-30");
    // 1 January 2027 is New Year's Day (a Friday): SSI arrives on 31 December.
    const holidays = new Set(["2027-01-01"]);
    const business = (d: string) =>
      ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) && !holidays.has(d);
    expect(paydayOf("first_of_month", 2027, 1, business)).toBe("2026-12-31");
    expect(nextPayday("first_of_month", "2026-12-20", business)).toBe("2026-12-31");
  });

  it("proposes the next payday on or after the earliest day, across the year end", () => {
    expect(nextPayday("fourth_wednesday", "2026-12-24")).toBe("2027-01-27");
    expect(nextPayday("second_wednesday", "2026-12-09")).toBe("2026-12-09");
  });
});

describe("follow-up cadence", () => {
  it("gives final-expense leads 6 to 9 touches in 14 days, then a review", () => {
    expect(cadenceFor(["final_expense"])).toBe("final_expense");
    const plan = followUpPlan({ products: ["final_expense"], firstName: "Walter", language: "en" });
    const early = plan.filter((t) => (t.businessDays ?? 99) <= 10 || (t.calendarDays ?? 99) <= 14);
    expect(early.length).toBeGreaterThanOrEqual(6);
    expect(early.length).toBeLessThanOrEqual(9);
    expect(plan.at(-1)).toMatchObject({ kind: "review", calendarDays: 90 });
    for (const t of plan) expect(t.script).toContain("Walter");
  });

  it("gives other leads the check-in, the application follow-up and the review, in their language", () => {
    const plan = followUpPlan({ products: ["medicare_supplement"], language: "es" });
    expect(plan.map((t) => t.kind)).toEqual(["check_in", "application", "review"]);
    expect(plan[1]).toMatchObject({ businessDays: 5 });
    expect(plan[0]!.script.startsWith("Hola, le llamo")).toBe(true);
  });
});

describe("persistency guard", () => {
  it("warns past the share of income, and proposes the draft on the payday a week out at least", () => {
    const guard = persistencyGuard({
      language: "en",
      monthlyPremium: { low: 90, high: 140 },
      yearlyIncome: 14_400,
      basis: "social_security",
      birthDay: 15,
      today: "2026-11-25",
    });
    expect(guard.premiumShare).toMatchObject({ monthlyIncome: 1200, warn: true, limit: PREMIUM_SHARE_LIMIT });
    expect(guard.premiumShare!.share).toBeCloseTo(140 / 1200, 3);
    expect(guard.draft).toMatchObject({ date: "2026-12-16", rule: "third_wednesday" });
    expect(guard.draft!.source).toMatch(/ssa\.gov/);
  });

  it("asks for what it lacks instead of guessing", () => {
    const guard = persistencyGuard({
      language: "fr",
      monthlyPremium: { low: 40, high: 60 },
      today: "2026-11-25",
    });
    expect(guard.premiumShare).toBeUndefined();
    expect(guard.draft).toBeUndefined();
    expect(guard.notes).toHaveLength(2);
  });
});
