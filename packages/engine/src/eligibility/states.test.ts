import { describe, expect, it } from "vitest";
import { STATE_MEDIGAP_RULES, stateMedigapRule } from "./states.js";
import { STATE_CODES, type StateCode, type StateMedigapRule } from "./types.js";

const rows = Object.values(STATE_MEDIGAP_RULES) as StateMedigapRule[];

describe("state Medigap table", () => {
  it("has exactly the 50 states, DC and PR", () => {
    expect(STATE_CODES.length).toBe(52);
    expect(Object.keys(STATE_MEDIGAP_RULES).sort()).toEqual([...STATE_CODES].sort());
  });

  it.each(STATE_CODES.map((c) => [c]))("%s: shape, sources, flags", (code) => {
    const r = STATE_MEDIGAP_RULES[code as StateCode];
    expect(r.state).toBe(code);
    expect(r.name.length).toBeGreaterThan(3);
    expect(r.sources.length).toBeGreaterThan(0);
    expect(r.sources.length).toBe(r.sourceIds.length);
    for (const s of r.sources) {
      expect(s.url).toMatch(/^https?:\/\/\S+$/);
      expect(s.title.length).toBeGreaterThan(5);
      expect(Number.isInteger(s.year)).toBe(true);
      expect(s.year).toBeGreaterThanOrEqual(2015);
      expect(s.year).toBeLessThanOrEqual(2026);
    }
    expect(r.year).toBe(Math.max(...r.sources.map((s) => s.year)));
    expect(["H", "M", "L", "M/L", "L-M"]).toContain(r.confidence);
    if (r.under65.access === "unknown") expect(r.unknown).toContain("under65");
    if (r.rating === "unknown") expect([...r.unknown, ...r.conflict]).toContain("rating");
    if (r.conflict.length > 0)
      expect(r.note.length + (r.switchRule?.conflictNote?.length ?? 0)).toBeGreaterThan(10);
    if (r.switchRule) {
      expect(r.switchRule.windowDays).toBeGreaterThanOrEqual(30);
      expect(r.switchRule.windowDays).toBeLessThanOrEqual(63);
    }
    expect(Object.isFrozen(r)).toBe(true);
  });

  it("NY and CT: year-round guaranteed issue; NY for every Part B enrollee", () => {
    expect(STATE_MEDIGAP_RULES.NY.continuousGi).toMatchObject({
      kind: "year_round",
      plans: "any",
      who: "part_b_enrollees",
    });
    expect(STATE_MEDIGAP_RULES.CT.continuousGi).toMatchObject({
      kind: "year_round",
      plans: "any",
      who: "age_65_plus",
    });
    expect(STATE_MEDIGAP_RULES.NY.rating).toBe("community");
    expect(STATE_MEDIGAP_RULES.CT.confidence).toBe("H");
  });

  it("MA continuous GI with the Feb-Mar window; ME same-or-lesser switching and 90-day GI", () => {
    expect(STATE_MEDIGAP_RULES.MA.continuousGi?.window).toEqual({ from: "02-01", to: "03-31" });
    expect(STATE_MEDIGAP_RULES.MA.ownPlanDesign).toBe(true);
    expect(STATE_MEDIGAP_RULES.ME.continuousGi).toMatchObject({
      kind: "switch_same_or_lesser",
      maxGapDays: 90,
    });
    expect(STATE_MEDIGAP_RULES.ME.extraGi[0]).toMatchObject({ id: "lost_coverage", days: 90 });
  });

  it("CA: 60 days from the birthday, equal or lesser, any insurer, since 2020; 123 days after MA leaves", () => {
    const r = STATE_MEDIGAP_RULES.CA.switchRule!;
    expect(r).toMatchObject({
      kind: "birthday",
      anchor: "birthday",
      startOffsetDays: 0,
      windowDays: 60,
      plans: "equal_or_lesser",
      insurer: "any",
      effective: "2020-01-01",
    });
    expect(STATE_MEDIGAP_RULES.CA.extraGi.find((g) => g.id === "ma_leaves_area")?.days).toBe(123);
    expect(STATE_MEDIGAP_RULES.CA.under65).toEqual({
      access: "required_disability_only",
      disability: true,
      esrd: false,
    });
  });

  it("IL: 45 days, ages 65-75, same issuer or affiliate", () => {
    expect(STATE_MEDIGAP_RULES.IL.switchRule).toMatchObject({
      windowDays: 45,
      ageMin: 65,
      ageMax: 75,
      insurer: "same_or_affiliate",
    });
  });

  it("MO: anniversary rule, 30 days either side, same letter", () => {
    expect(STATE_MEDIGAP_RULES.MO.switchRule).toMatchObject({
      kind: "anniversary",
      anchor: "policy_anniversary",
      startOffsetDays: -30,
      windowDays: 61,
      plans: "same_letter",
    });
  });

  it("other birthday rules: ID/LA/WY 63 days, MD/OR 30, NV from the 1st of the birth month, UT same insurer", () => {
    expect(STATE_MEDIGAP_RULES.ID.switchRule?.windowDays).toBe(63);
    expect(STATE_MEDIGAP_RULES.LA.switchRule).toMatchObject({
      windowDays: 63,
      insurer: "same_or_affiliate",
      effective: "2022-08-01",
    });
    expect(STATE_MEDIGAP_RULES.WY.switchRule).toMatchObject({ windowDays: 63, effective: "2025-06-04" });
    expect(STATE_MEDIGAP_RULES.MD.switchRule).toMatchObject({ windowDays: 30, effective: "2023-07-01" });
    expect(STATE_MEDIGAP_RULES.NV.switchRule).toMatchObject({ anchor: "birth_month_first", windowDays: 61 });
    expect(STATE_MEDIGAP_RULES.UT.switchRule).toMatchObject({
      insurer: "same_or_affiliate",
      effective: "2025-05-07",
    });
    expect(STATE_MEDIGAP_RULES.VA.switchRule?.effective).toBe("2025-07-01");
    expect(STATE_MEDIGAP_RULES.OK.switchRule?.maxGapDays).toBe(90);
    const withRule = rows
      .filter((r) => r.switchRule?.kind === "birthday" && r.switchRule.status === "in_force")
      .map((r) => r.state);
    expect(withRule.sort()).toEqual([
      "CA",
      "ID",
      "IL",
      "IN",
      "KY",
      "LA",
      "MD",
      "NV",
      "OK",
      "OR",
      "UT",
      "VA",
      "WY",
    ]);
  });

  it("conflicts are flagged, with the narrowest window kept", () => {
    expect(STATE_MEDIGAP_RULES.OR.conflict).toContain("switchRule");
    expect(STATE_MEDIGAP_RULES.OR.switchRule?.windowDays).toBe(30);
    expect(STATE_MEDIGAP_RULES.KY.switchRule).toMatchObject({ windowDays: 60, plans: "same_letter" });
    expect(STATE_MEDIGAP_RULES.IN.switchRule).toMatchObject({
      windowDays: 30,
      plans: "same_letter",
      effective: "2026-01-01",
    });
    for (const s of ["WA", "VT", "MN"] as const)
      expect(STATE_MEDIGAP_RULES[s].conflict).toContain("continuousGi");
    for (const s of ["AZ", "FL", "GA", "ID", "MO", "NH"] as const)
      expect(STATE_MEDIGAP_RULES[s].conflict).toContain("rating");
  });

  it("DE's bill is pending, not in force; PR and ND/OH/WV are unknown", () => {
    expect(STATE_MEDIGAP_RULES.DE.switchRule?.status).toBe("pending");
    expect(STATE_MEDIGAP_RULES.DE.unknown).toContain("switchRule");
    for (const s of ["PR", "ND", "OH", "WV"] as const) {
      expect(STATE_MEDIGAP_RULES[s].unknown).toContain("under65");
      expect(STATE_MEDIGAP_RULES[s].unknown.length).toBeGreaterThan(1);
    }
    expect(STATE_MEDIGAP_RULES.PR.note).toMatch(/Extra Help is not available/);
  });

  it("community-rated states per KFF 2018", () => {
    const community = rows
      .filter((r) => r.rating === "community")
      .map((r) => r.state)
      .sort();
    expect(community).toEqual(["AR", "CT", "MA", "ME", "MN", "NY", "VT", "WA"]);
  });

  it("looks rows up by code in any case", () => {
    expect(stateMedigapRule("ny")?.state).toBe("NY");
    expect(stateMedigapRule("XX")).toBeUndefined();
    expect(stateMedigapRule(undefined)).toBeUndefined();
  });
});
