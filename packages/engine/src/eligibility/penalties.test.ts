import { describe, expect, it } from "vitest";
import type { ClientProfile } from "../types.js";
import { assessEligibility } from "./assess.js";
import { partBPenalty, partDPenalty } from "./penalties.js";

const P = (extra: Partial<ClientProfile>): ClientProfile => ({
  healthConditions: [],
  goals: [],
  currentCoverage: [],
  ...extra,
});
const now = new Date("2026-06-01T12:00:00Z");

describe("Part B penalty", () => {
  it("Medicare & You: IEP ended 9/30/2010, enrolled March 2013 = 30 months = 20%", () => {
    expect(partBPenalty(30)).toMatchObject({
      months: 30,
      rate: 0.2,
      monthly: 40.58,
      base: 202.9,
      year: 2026,
      pending: false,
    });
  });

  it("packages/engine/src/facts/sources.ts: 3 years late = 30% of $202.90 = $60.87", () => {
    expect(partBPenalty(36).monthly).toBe(60.87);
  });

  it.each([
    [0, 0],
    [11, 0],
    [12, 0.1],
    [23, 0.1],
    [24, 0.2],
    [120, 1],
  ])("%i months: %f", (m, rate) => {
    expect(partBPenalty(m).rate).toBe(rate);
  });

  it("uses the year's premium and says when the year is not published", () => {
    expect(partBPenalty(24, 2025)).toMatchObject({ base: 185, monthly: 37, pending: false });
    expect(partBPenalty(24, 2027)).toMatchObject({ base: 202.9, year: 2026, pending: true });
    expect(partBPenalty(-5).months).toBe(0);
    expect(partBPenalty(24).source.year).toBe(2026);
  });
});

describe("Part D penalty", () => {
  it.each([
    [12, 2026, 4.7], // 0.12 x 38.99 = 4.68 -> 4.70
    [24, 2026, 9.4], // 9.36 -> 9.40
    [12, 2025, 4.4], // 0.12 x 36.78 = 4.41 -> 4.40 (Q1Medicare shows 4.41 unrounded)
    [1, 2026, 0.4], // 0.39 -> 0.40
    [0, 2026, 0],
  ])("%i months in %i: $%f", (m, y, monthly) => {
    expect(partDPenalty(m, y).monthly).toBe(monthly);
  });

  it("no penalty with Extra Help; pending for an unpublished year", () => {
    expect(partDPenalty(24, 2026, true).monthly).toBe(0);
    expect(partDPenalty(12, 2027)).toMatchObject({ base: 38.99, pending: true });
    expect(partDPenalty(12, 2026).source.ref).toBe("R49");
  });
});

describe("screens", () => {
  const eh = (p: Partial<ClientProfile>) =>
    assessEligibility(P({ age: 70, state: "TX", ...p }), now).screens.extraHelp;
  const msp = (p: Partial<ClientProfile>) =>
    assessEligibility(P({ age: 70, state: "TX", ...p }), now).screens.msp;
  const irmaa = (p: Partial<ClientProfile>) =>
    assessEligibility(P({ age: 70, state: "TX", ...p }), now).screens.irmaa;

  it("Extra Help at and around $23,940 single / $32,460 couple", () => {
    expect(eh({ income: 23_940, savings: 5_000 }).status).toBe("likely");
    expect(eh({ income: 23_941, savings: 5_000 }).status).toBe("possible");
    expect(eh({ income: 26_500, savings: 5_000 }).status).toBe("unlikely");
    expect(eh({ income: 23_000 }).status).toBe("possible"); // savings unknown
    expect(eh({ income: 23_000, savings: 40_000 }).status).toBe("unlikely");
    expect(eh({ income: 32_460, savings: 10_000, maritalStatus: "married" }).status).toBe("likely");
    expect(eh({ income: 32_460, maritalStatus: "married" }).limits).toMatchObject({
      incomeYearly: 32_460,
      household: 2,
      year: 2026,
    });
    expect(eh({}).status).toBe("unknown");
    expect(eh({ extraHelp: true })).toMatchObject({ status: "likely", has: true });
    expect(eh({ state: "AK", income: 29_000, savings: 1_000 }).status).toBe("likely");
    expect(eh({ state: "PR", income: 10_000 }).status).toBe("unlikely");
  });

  it("MSP levels at and around the 2026 limits", () => {
    expect(msp({ income: 1_350 * 12, savings: 1_000 })).toMatchObject({ status: "likely", level: "qmb" });
    expect(msp({ income: 1_351 * 12, savings: 1_000 })).toMatchObject({ status: "likely", level: "slmb" });
    expect(msp({ income: 1_816 * 12, savings: 1_000 })).toMatchObject({ status: "likely", level: "qi" });
    expect(msp({ income: 1_900 * 12, savings: 1_000 }).status).toBe("possible");
    expect(msp({ income: 3_000 * 12 }).status).toBe("unlikely");
    expect(msp({ income: 1_000 * 12, savings: 12_000 }).status).toBe("unlikely");
    expect(msp({ medicaid: "slmb" })).toMatchObject({ status: "likely", level: "slmb" });
  });

  it("state variations: no asset test in California; Massachusetts' higher limits; NY without SLMB", () => {
    expect(msp({ state: "CA", income: 1_000 * 12, savings: 50_000 })).toMatchObject({
      status: "likely",
      resources: null,
    });
    const ma = msp({ state: "MA", income: 2_400 * 12, savings: 10_000 });
    expect(ma.monthlyLimits.qmb).toBe(Math.round(1_330 * 1.9) + 20);
    expect(ma.status).toBe("likely");
    expect(msp({ state: "NY", income: 1_000 * 12 }).monthlyLimits.slmb).toBeNull();
  });

  it("a married couple's screens count the spouse's own income with the client's", () => {
    const spouse = (income: number) => ({
      maritalStatus: "married" as const,
      household: [{ relation: "spouse" as const, healthConditions: [], currentCoverage: [], income }],
    });
    // 1,900 + 1,200 a month: over the couple's Extra Help line counted together, under it for one.
    expect(eh({ income: 22_800, savings: 5_000, ...spouse(14_400) }).status).not.toBe("likely");
    expect(eh({ income: 22_800, savings: 5_000, maritalStatus: "married" }).status).toBe("likely");
    // A joint return of 150k + 120k is past the first IRMAA tier; 150k alone is not.
    expect(irmaa({ income: 150_000, ...spouse(120_000) }).tier).toBeGreaterThan(0);
    expect(irmaa({ income: 150_000, maritalStatus: "married" }).tier).toBe(0);
  });

  it("IRMAA tiers from income and filing status", () => {
    expect(irmaa({ income: 90_000, maritalStatus: "single" })).toMatchObject({
      status: "unlikely",
      tier: 0,
      partBMonthly: 202.9,
    });
    expect(irmaa({ income: 109_000, maritalStatus: "single" })).toMatchObject({
      status: "possible",
      tier: 0,
    });
    expect(irmaa({ income: 109_001, maritalStatus: "single" })).toMatchObject({
      status: "possible",
      tier: 1,
      partBMonthly: 284.1,
      partDAddOn: 14.5,
    });
    expect(irmaa({ income: 150_000, maritalStatus: "single" })).toMatchObject({
      status: "likely",
      tier: 2,
      partDAddOn: 37.5,
    });
    expect(irmaa({ income: 250_000, maritalStatus: "married" })).toMatchObject({ filing: "joint", tier: 1 });
    expect(irmaa({ income: 800_000, maritalStatus: "married" })).toMatchObject({
      tier: 5,
      partBMonthly: 689.9,
      partDAddOn: 91,
    });
    expect(irmaa({}).status).toBe("unknown");
  });
});

describe("penalties the profile implies", () => {
  it("no penalty inside the IEP or with large-employer coverage", () => {
    expect(
      assessEligibility(P({ birthDate: "1961-05-10", medicare: { partA: "2026-05-01" } }), now).penalties
        .partB,
    ).toBeUndefined();
  });
});
