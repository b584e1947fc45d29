import { describe, expect, it } from "vitest";
import { EMPTY_BUNDLE, policyOf } from "@/test/bundle";
import { bundleTitle, clientName, safeFileTitle } from "./bundle-title";

const policies = [
  policyOf("medicare_advantage", { name: "Medicare Advantage" }),
  policyOf("hospital_indemnity", { name: "Hospital indemnity" }),
];

describe("a bundle's title", () => {
  it("says who it is for and what it holds", () => {
    const bundle = { ...EMPTY_BUNDLE, client: { ...EMPTY_BUNDLE.client, lastName: "Park" }, policies };
    expect(clientName(bundle)).toBe("Linda Park");
    expect(bundleTitle(bundle)).toBe("Linda Park - Medicare Advantage + Hospital indemnity");
  });

  it("is the products alone for a client without a name", () => {
    const bundle = {
      ...EMPTY_BUNDLE,
      client: { healthConditions: [], goals: [], currentCoverage: [] },
      policies,
    };
    expect(clientName(bundle)).toBeUndefined();
    expect(bundleTitle(bundle)).toBe("Medicare Advantage + Hospital indemnity");
  });
});

describe("a title made safe for a file name", () => {
  it("replaces the characters file systems refuse and drops control characters", () => {
    expect(safeFileTitle('Ana: Plan G / Part D? "best"')).toBe("Ana Plan G Part D best");
    expect(safeFileTitle("Line\none\ttab")).toBe("Lineonetab");
  });

  it("keeps at most 150 characters, and falls back to Bundle when nothing is left", () => {
    expect(safeFileTitle("x".repeat(200))).toHaveLength(150);
    expect(safeFileTitle("<>|")).toBe("Bundle");
  });
});
