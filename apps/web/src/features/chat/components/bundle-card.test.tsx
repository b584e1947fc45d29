import type { Bundle } from "@buildr/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import { BundleCard } from "./bundle-card";

/** A final-expense bundle for a Texas client, as the server shapes it with the agent's book. */
const bundle: Bundle = {
  id: "b-walter",
  createdAt: "2026-11-23T12:00:00.000Z",
  language: "en",
  client: {
    firstName: "Walter",
    lastName: "Jones",
    age: 71,
    state: "TX",
    healthConditions: [],
    goals: ["final_expenses"],
    currentCoverage: [],
  },
  summary: "Walter, 71, TX — Final expense whole life, about $80/month",
  policies: [
    {
      product: "final_expense",
      name: "Final expense whole life",
      role: "core",
      why: "Walter wants his funeral paid for.",
      coverage: "$10,000 face amount",
      carriers: [
        { name: "Americo", fit: "graded benefit with COPD", appointed: true },
        { name: "Aflac", fit: "simplified issue", appointed: false },
      ],
      premium: { mode: "monthly", amount: { low: 70, high: 90 } },
      commission: {
        firstYear: { low: 800, high: 1000 },
        basis: "100% of annualised premium",
        level: { carrier: "Americo", share: 0.8, street: { low: 1000, high: 1250 } },
      },
    },
  ],
  totals: {
    monthlyPremium: { low: 70, high: 90 },
    singlePremium: { low: 0, high: 0 },
    firstYearCommission: { low: 800, high: 1000 },
  },
  talkTrack: ["Rapport: greet Walter by name."],
  scripts: { opening: "Hi Walter.", discovery: [], transition: "", close: "" },
  objections: [],
  followUp: [],
  compliance: [],
  missing: [],
  warnings: [
    {
      code: "not_licensed_in_state",
      state: "TX",
      message: "You are not licensed in TX: refer this client to an agent licensed there.",
    },
  ],
  book: { applied: true, licensedStates: ["FL", "GA"] },
};

describe("the chat's bundle card and the agent's book", () => {
  it("shows the book's warnings, the appointed carriers marked and the contract level", () => {
    renderWithProviders(<BundleCard bundle={bundle} />);
    const warning = screen.getByRole("alert");
    expect(within(warning).getByText("Before you sell")).toBeTruthy();
    expect(within(warning).getByText(/You are not licensed in TX/)).toBeTruthy();
    expect(screen.getByText("Americo (Appointed), Aflac (Not appointed)")).toBeTruthy();
    expect(screen.getByText("At your 80% contract level with Americo (street: $1,000–$1,250)")).toBeTruthy();
  });

  it("is as before without a book: no warning, no marks, no invitation in the card", () => {
    const { warnings: _warnings, ...rest } = bundle;
    const plain: Bundle = {
      ...rest,
      book: { applied: false },
      policies: bundle.policies.map((p) => ({
        ...p,
        carriers: p.carriers.map(({ appointed: _appointed, ...c }) => c),
        commission: { firstYear: p.commission.firstYear, basis: p.commission.basis },
      })),
    };
    renderWithProviders(<BundleCard bundle={plain} />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Americo, Aflac")).toBeTruthy();
    expect(screen.queryByText(/contract level/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Set up my book" })).toBeNull();
  });
});
