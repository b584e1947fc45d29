import type { Bundle, ClientProfile } from "@buildr/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "@/lib/i18n";
import { renderWithProviders } from "@/test/render";
import { FactChips } from "./fact-chips";
import { correctProfile, missingKinds, profileFacts } from "./profile-facts";
import { orderTiming, TimingSection } from "./timing-section";

const LEAD = "Walt 71 yo male in FL, COPD on O2, wants final expense. Wife has Plan N w/ Humana.";
const at = (text: string) => ({ start: LEAD.indexOf(text), end: LEAD.indexOf(text) + text.length, text });

const client: ClientProfile = {
  firstName: "Walt",
  age: 71,
  gender: "male",
  state: "FL",
  healthConditions: ["copd", "oxygen"],
  goals: ["final_expenses"],
  currentCoverage: [],
  interests: ["final_expense"],
  household: [
    { relation: "spouse", healthConditions: [], currentCoverage: ["medigap_n"], carriers: ["Humana"] },
  ],
  sources: [
    { fact: "client.age=71", ...at("71 yo") },
    { fact: "client.state=FL", ...at("FL") },
    { fact: "client.condition=copd", ...at("COPD") },
    { fact: "spouse.coverage=medigap_n", ...at("Plan N") },
  ],
};

const bundle: Pick<Bundle, "id" | "client" | "missingFacts" | "language"> = {
  id: "b-walt",
  language: "en",
  client,
  missingFacts: ["smoker", "budget", "beneficiary"],
};

beforeEach(async () => {
  await chooseLanguage("en");
});

describe("profileFacts", () => {
  it("lists the client's facts, then the household's, each with the words it was read from", () => {
    const facts = profileFacts(client);
    expect(facts.map((f) => f.key)).toEqual([
      "client.age=71",
      "client.gender=male",
      "client.state=FL",
      "client.condition=copd",
      "client.condition=oxygen",
      "client.interest=final_expense",
      "client.goal=final_expenses",
      "spouse.coverage=medigap_n",
      "spouse.carrier=Humana",
    ]);
    expect(facts[0]!.source?.text).toBe("71 yo");
    expect(facts.find((f) => f.key === "spouse.coverage=medigap_n")?.source?.text).toBe("Plan N");
    expect(facts.find((f) => f.key === "client.gender=male")?.source).toBeUndefined();
  });

  it("asks only for the missing facts a chip can fill, and not for those the profile has", () => {
    expect(missingKinds(["smoker", "budget", "beneficiary", "doctors"], client)).toEqual([
      "smoker",
      "budget",
    ]);
    expect(missingKinds(["age", "state"], client)).toEqual([]);
    expect(missingKinds(undefined, client)).toEqual([]);
  });
});

describe("correctProfile", () => {
  it("replaces a one-value fact and drops the words of the old one", () => {
    const fact = profileFacts(client).find((f) => f.key === "client.state=FL")!;
    const next = correctProfile(client, { remove: fact, set: { kind: "state", value: "GA" } });
    expect(next.state).toBe("GA");
    expect(next.sources?.map((s) => s.fact)).not.toContain("client.state=FL");
    expect(next.sources).toHaveLength(3);
    // Nothing else moves, and the original is untouched.
    expect(next.household).toEqual(client.household);
    expect(client.state).toBe("FL");
  });

  it("swaps one item of a list, removes a spouse's fact, and adds a typed amount", () => {
    const copd = profileFacts(client).find((f) => f.key === "client.condition=copd")!;
    expect(
      correctProfile(client, { remove: copd, set: { kind: "condition", value: "asthma" } }).healthConditions,
    ).toEqual(["oxygen", "asthma"]);
    const plan = profileFacts(client).find((f) => f.key === "spouse.coverage=medigap_n")!;
    expect(correctProfile(client, { remove: plan }).household?.[0]?.currentCoverage).toEqual([]);
    expect(correctProfile(client, { set: { kind: "budget", value: "$1,200" } }).budgetMonthly).toBe(1200);
    expect(correctProfile(client, { set: { kind: "age", value: "72" } }).age).toBe(72);
  });
});

describe("the fact chips", () => {
  it("show each fact with its source words on focus, and the facts to fill", () => {
    renderWithProviders(<FactChips bundle={bundle} onCorrect={() => {}} />);
    const age = screen.getByRole("button", { name: "Age: 71" });
    expect(age.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Spouse: Has Medigap Plan N" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Wants Final expense" })).toBeTruthy();
    fireEvent.focus(age);
    expect(screen.getAllByText("From the lead: “71 yo”").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Add the client's Tobacco?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add the client's Monthly budget?" })).toBeTruthy();
  });

  it("corrects a misread fact from the keyboard and sends the corrected profile", () => {
    const onCorrect = vi.fn();
    renderWithProviders(<FactChips bundle={bundle} onCorrect={onCorrect} />);
    const chip = screen.getByRole("button", { name: "State: FL" });
    fireEvent.click(chip);
    expect(chip.getAttribute("aria-expanded")).toBe("true");
    const form = screen.getByRole("form", { name: "Correct “FL”" });
    const select = within(form).getByLabelText("State");
    expect(document.activeElement).toBe(select);
    fireEvent.change(select, { target: { value: "GA" } });
    fireEvent.click(within(form).getByRole("button", { name: "Rebuild bundle" }));
    expect(onCorrect).toHaveBeenCalledTimes(1);
    const sent = onCorrect.mock.calls[0]![0] as ClientProfile;
    expect(sent.state).toBe("GA");
    expect(sent.age).toBe(71);
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("removes a fact, fills a missing one, and refuses a nonsense age", () => {
    const onCorrect = vi.fn();
    renderWithProviders(<FactChips bundle={bundle} onCorrect={onCorrect} />);
    fireEvent.click(screen.getByRole("button", { name: "Health condition: COPD" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove this fact" }));
    expect((onCorrect.mock.calls[0]![0] as ClientProfile).healthConditions).toEqual(["oxygen"]);

    fireEvent.click(screen.getByRole("button", { name: "Add the client's Tobacco?" }));
    const form = screen.getByRole("form", { name: "Add: Tobacco" });
    fireEvent.change(within(form).getByLabelText("Tobacco"), { target: { value: "current" } });
    fireEvent.click(within(form).getByRole("button", { name: "Rebuild bundle" }));
    expect((onCorrect.mock.calls[1]![0] as ClientProfile).smoker).toBe("current");

    const age = screen.getByRole("button", { name: "Age: 71" });
    fireEvent.click(age);
    const ageForm = screen.getByRole("form", { name: "Correct “71”" });
    fireEvent.change(within(ageForm).getByLabelText("Age"), { target: { value: "30-year" } });
    fireEvent.click(within(ageForm).getByRole("button", { name: "Rebuild bundle" }));
    expect(screen.getByText("Enter an age between 0 and 120.")).toBeTruthy();
    expect(onCorrect).toHaveBeenCalledTimes(2);
    // Escape closes the form and gives the focus back to the chip.
    fireEvent.keyDown(within(ageForm).getByLabelText("Age"), { key: "Escape" });
    expect(screen.queryByRole("form")).toBeNull();
    expect(document.activeElement).toBe(age);
  });

  it("adds a fact of any kind", () => {
    const onCorrect = vi.fn();
    renderWithProviders(<FactChips bundle={bundle} onCorrect={onCorrect} />);
    fireEvent.click(screen.getByRole("button", { name: "Add a fact" }));
    const form = screen.getByRole("form", { name: "Add a fact" });
    fireEvent.change(within(form).getByLabelText("Fact"), { target: { value: "coverage" } });
    fireEvent.change(within(form).getByLabelText("Current coverage"), {
      target: { value: "medicare_advantage" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Rebuild bundle" }));
    expect((onCorrect.mock.calls[0]![0] as ClientProfile).currentCoverage).toEqual(["medicare_advantage"]);
  });

  it("only show, with nothing to fill or add, when the bundle cannot be corrected here", () => {
    renderWithProviders(<FactChips bundle={bundle} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("71")).toBeTruthy();
    expect(screen.queryByText("Tobacco?")).toBeNull();
  });

  it("speak the agent's language", async () => {
    await chooseLanguage("es");
    renderWithProviders(<FactChips bundle={bundle} onCorrect={() => {}} />);
    expect(screen.getByRole("heading", { name: "Lo que se leyó" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edad: 71" })).toBeTruthy();
  });
});

describe("the timing section", () => {
  const timing: NonNullable<Bundle["timing"]> = [
    {
      id: "aep",
      kind: "window",
      status: "upcoming",
      opens: "2026-10-15",
      closes: "2026-12-07",
      text: "AEP.",
    },
    { id: "not_medigap", kind: "rule", text: "No Medigap alongside Medicare Advantage." },
    {
      id: "medigap_oep",
      kind: "right",
      status: "open",
      closes: "2027-02-28",
      text: "Medigap open enrollment: no health questions.",
      source: "42 U.S.C. 1395ss(s)(2), 2026",
    },
    { id: "sep", kind: "window", status: "open", text: "A special enrollment period." },
  ];

  it("puts the open windows first, keeping the engine's order within a status", () => {
    expect(orderTiming(timing).map((i) => i.id)).toEqual(["medigap_oep", "sep", "aep", "not_medigap"]);
  });

  it("shows dates, sources and household notes, and a compact list with the rest one click away", () => {
    renderWithProviders(
      <TimingSection
        bundle={{ language: "en", timing, household: ["Wife, 68, on Plan N."], planYear: 2027 }}
        limit={2}
      />,
    );
    expect(screen.getByRole("heading", { name: "What to do when" })).toBeTruthy();
    const items = screen.getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("Medigap open enrollment");
    expect(items[0]!.textContent).toContain("Open now");
    expect(items[0]!.textContent).toContain("Until Feb 28, 2027");
    expect(items[0]!.textContent).toContain("Source: 42 U.S.C. 1395ss(s)(2), 2026");
    expect(screen.queryByText("AEP.")).toBeNull();
    const more = screen.getByRole("button", { name: "Show 2 more" });
    fireEvent.click(more);
    expect(screen.getByText("AEP.")).toBeTruthy();
    expect(screen.getByText("Oct 15, 2026 to Dec 7, 2026")).toBeTruthy();
    expect(more.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Plan year 2027")).toBeTruthy();
    expect(screen.getByText("Wife, 68, on Plan N.")).toBeTruthy();
  });

  it("shows nothing for a bundle made before the section", () => {
    const { container } = renderWithProviders(<TimingSection bundle={{ language: "en" }} />);
    expect(container.textContent).toBe("");
  });
});
