import type { Bundle } from "@buildr/contracts";
import { getDefaultNormalizer, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseLanguage } from "@/lib/i18n";
import { renderWithProviders } from "@/test/render";
import { BundleView } from "./bundle-view";

const MEDICARE_DISCLAIMER =
  "We do not offer every plan available in your area. Please contact Medicare.gov or 1-800-MEDICARE to get information on all of your options.";

const bundle: Bundle = {
  id: "b-linda",
  createdAt: "2026-11-23T12:00:00.000Z",
  language: "en",
  client: {
    firstName: "Linda",
    lastName: "Smith",
    age: 67,
    healthConditions: [],
    goals: ["final_expenses"],
    currentCoverage: [],
  },
  summary: "Linda, 67, OH — Medicare Advantage + Final expense whole life, about $56–$137/month",
  policies: [
    {
      product: "final_expense",
      name: "Final expense whole life",
      role: "core",
      why: "Linda wants the funeral paid for, not left to family.",
      coverage: "$15,000 face amount",
      carriers: [{ name: "Mutual of Omaha", fit: "Living Promise: level benefit ages 45-85" }],
      premium: { mode: "monthly", amount: { low: 56, high: 77 } },
      commission: {
        firstYear: { low: 441, high: 888 },
        basis: "70–100% of annualised premium",
        renewal: "2–5% yearly",
      },
    },
    {
      product: "medicare_advantage",
      name: "Medicare Advantage",
      role: "add_on",
      why: "An MA-PD rolls medical and drug coverage into one plan.",
      coverage: "MA-PD (medical + drugs)",
      carriers: [{ name: "Humana", fit: "one of the two largest MA insurers" }],
      premium: { mode: "monthly", amount: { low: 0, high: 60 } },
      commission: { firstYear: { low: 694, high: 694 }, basis: "CMS 2026 initial for OH" },
    },
  ],
  totals: {
    monthlyPremium: { low: 56, high: 137 },
    singlePremium: { low: 0, high: 0 },
    firstYearCommission: { low: 1135, high: 1582 },
  },
  talkTrack: ["Rapport: greet Linda by name.", "Close: ask for the decision."],
  scripts: {
    opening: `Hi Linda, this is [your name]. ${MEDICARE_DISCLAIMER}`,
    discovery: ["Which prescriptions do you take?"],
    transition: "Let me walk you through each one.",
    close: "Would you like to start your enrollment now?",
  },
  objections: [
    { objection: "It's more than I can spend.", response: "Let's start with the core alone." },
    {
      objection: "I want to think about it.",
      response: "Of course. What part would you like to think over?",
    },
    { objection: "I don't need this.", response: "What would you do if you were in the hospital?" },
  ],
  followUp: [{ when: "Within 48 hours", action: "Call Linda to answer any question." }],
  compliance: [
    MEDICARE_DISCLAIMER,
    "Commission figures are for the agent only; never share them with the client.",
  ],
  missing: ["Who would you want to receive this money?"],
};

describe("the one-page bundle view", () => {
  it("shows the agent everything: policies with carrier fit, premiums, commissions, selling material", () => {
    renderWithProviders(<BundleView bundle={bundle} copy="agent" />);
    expect(screen.getByRole("heading", { name: "Bundle for Linda Smith" })).toBeTruthy();
    expect(screen.getByText("Agent copy")).toBeTruthy();
    const policies = screen.getByRole("heading", { name: "Recommended policies" }).parentElement!;
    const cards = [...policies.querySelectorAll<HTMLElement>(":scope > ul > li")];
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText("Core")).toBeTruthy();
    expect(within(cards[0]!).getByText("$56–$77/month")).toBeTruthy();
    expect(within(cards[0]!).getByText(/Living Promise/)).toBeTruthy();
    expect(within(cards[0]!).getByText("$441–$888")).toBeTruthy();
    expect(within(cards[1]!).getByText("Add-on")).toBeTruthy();
    expect(screen.getByText("$1,135–$1,582")).toBeTruthy();
    for (const heading of [
      "Talk track",
      "Scripts",
      "Objections and responses",
      "Follow-up plan",
      "Facts still to ask",
      "Compliance",
    ])
      expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
    expect(screen.getByText(/Hi Linda, this is \[your name\]\. We do not offer every plan/)).toBeTruthy();
    expect(screen.getByText("“It's more than I can spend.”")).toBeTruthy();
  });

  it("shows the client no commission, no selling material, and keeps the Medicare disclaimer", () => {
    const { container } = renderWithProviders(<BundleView bundle={bundle} copy="client" />);
    expect(screen.getByText("Client copy")).toBeTruthy();
    const text = container.textContent ?? "";
    expect(text).not.toMatch(/commission/i);
    for (const amount of ["$441", "$888", "$694", "$1,135", "$1,582"]) expect(text).not.toContain(amount);
    expect(text).not.toContain("Living Promise");
    expect(screen.queryByRole("heading", { name: "Talk track" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Objections and responses" })).toBeNull();
    expect(screen.getByText("$56–$77/month")).toBeTruthy();
    expect(screen.getByText("Mutual of Omaha")).toBeTruthy();
    expect(screen.getByText(MEDICARE_DISCLAIMER)).toBeTruthy();
    expect(screen.getByText("Who would you want to receive this money?")).toBeTruthy();
  });

  it("shows no plan price or carrier for a Medicare Advantage plan on the client's copy", () => {
    const { premium: _premium, ...advantage } = {
      ...bundle.policies[0]!,
      product: "medicare_advantage" as const,
      name: "Medicare Advantage",
      carriers: [],
      coverage: "",
    };
    const handout = { ...bundle, policies: [advantage] };
    const { container } = renderWithProviders(<BundleView bundle={handout} copy="client" />);
    expect(screen.getByText("Plan costs: we will go over the plans we offer with you.")).toBeTruthy();
    expect(container.textContent).not.toContain("Insurance companies we may quote for you");
    expect(container.textContent).not.toContain("$56–$77/month");
  });

  it("writes money the way each language does, in US dollars", async () => {
    await chooseLanguage("fr");
    renderWithProviders(<BundleView bundle={bundle} copy="agent" />);
    // As written, no-break spaces included: a French amount never breaks across two lines.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText("56\u00a0$ – 77\u00a0$ par mois", exact)).toBeTruthy();
    expect(screen.getByText("1\u00a0135\u00a0$ – 1\u00a0582\u00a0$", exact)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Contrats recommandés" })).toBeTruthy();
    // The bundle's own words keep their language for screen readers.
    expect(screen.getByText(bundle.summary).getAttribute("lang")).toBe("en");
  });
});
