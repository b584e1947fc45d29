import type { Bundle } from "@buildr/contracts";

/** A bundle for Linda with nothing in it yet: a test adds the policies or scripts it is about. */
export const EMPTY_BUNDLE = {
  id: "b-1",
  createdAt: "2026-11-23T12:00:00.000Z",
  language: "en",
  client: { firstName: "Linda", healthConditions: [], goals: [], currentCoverage: [] },
  summary: "Linda, 67, OH",
  policies: [],
  totals: {
    monthlyPremium: { low: 0, high: 0 },
    singlePremium: { low: 0, high: 0 },
    firstYearCommission: { low: 0, high: 0 },
  },
  talkTrack: [],
  scripts: { opening: "", discovery: [], transition: "", close: "" },
  objections: [],
  followUp: [],
  compliance: [],
  missing: [],
} satisfies Bundle;

type Policy = Bundle["policies"][number];

/** A policy of `product` with made-up figures, for the parts of a screen that list policies. */
export function policyOf(product: Policy["product"], overrides: Partial<Policy> = {}): Policy {
  return {
    product,
    name: product,
    role: "core",
    why: "",
    coverage: "",
    carriers: [],
    premium: { mode: "monthly", amount: { low: 1, high: 2 } },
    commission: { firstYear: { low: 1, high: 2 }, basis: "" },
    ...overrides,
  };
}
