import { describe, expect, it } from "vitest";
import { toClientHandout } from "../../src/bundle.js";
import { type Bundle, PRODUCT_IDS } from "../../src/types.js";
import { clientTpmoDisclaimer, clientWhy, lineOf } from "../../src/words/client-copy.js";
import { composeWords } from "../../src/words/index.js";
import { LANGS, policy, profile } from "./fixtures.js";

function bundleOf(policies: Bundle["policies"], overrides: Partial<Bundle> = {}): Bundle {
  const p = profile({ goals: ["final_expenses", "medical_costs", "prescriptions"] });
  const words = composeWords({
    profile: p,
    language: overrides.language ?? "en",
    policies,
    missing: ["doctors"],
  });
  const sum = (mode: "monthly" | "single") =>
    policies
      .filter((x) => x.premium.mode === mode)
      .reduce((t, x) => ({ low: t.low + x.premium.amount.low, high: t.high + x.premium.amount.high }), {
        low: 0,
        high: 0,
      });
  return {
    id: "b1",
    createdAt: "2026-11-20T15:00:00.000Z",
    language: "en",
    client: p,
    policies,
    totals: {
      monthlyPremium: sum("monthly"),
      singlePremium: sum("single"),
      firstYearCommission: { low: 1, high: 2 },
    },
    ...words,
    ...overrides,
  };
}

describe("the client's reasons", () => {
  it("says back the client's own goal, to the client, for every product in every language", () => {
    for (const language of LANGS) {
      for (const product of PRODUCT_IDS) {
        const why = clientWhy(language, product, {
          goals: ["final_expenses", "medical_costs", "prescriptions", "retirement_income", "protect_family"],
          currentCoverage: ["original_medicare"],
        });
        expect(why).toMatch(
          {
            en: /^(You told us|We chose)/,
            es: /^(Usted nos dijo|Lo elegimos)/,
            fr: /^(Vous nous avez dit|Nous l'avons)/,
          }[language],
        );
        expect(why).not.toMatch(/your client|su cliente|votre client|\$\d/i);
      }
    }
    expect(clientWhy("en", "final_expense", { goals: ["final_expenses"], currentCoverage: [] })).toBe(
      "You told us what matters to you: paying for your funeral so your family doesn't have to. A final expense policy is a small whole life policy: it pays a set amount to the person you choose, for the funeral and final bills.",
    );
    expect(clientWhy("es", "part_d", { goals: [], currentCoverage: ["original_medicare"] })).toMatch(
      /^Usted nos dijo que tiene Medicare Original\. Un plan de medicamentos de Medicare \(Parte D\)/,
    );
    expect(clientWhy("fr", "fixed_annuity", { goals: ["safe_growth"], currentCoverage: [] })).toMatch(
      /^Vous nous avez dit ce qui compte pour vous\u00a0: faire croître votre épargne en toute sécurité\. Une rente fixe/,
    );
  });
});

describe("the TPMO disclaimer on the client's copy", () => {
  const oct2026 = new Date("2026-11-20T00:00:00Z");
  const sep2026 = new Date("2026-09-20T00:00:00Z");

  it("states the agent's counts, drops the SHIP from CY2027 marketing on, and agrees in number", () => {
    expect(clientTpmoDisclaimer("en", { organizations: 4, plans: 23 }, oct2026)).toBe(
      "We do not offer every plan available in your area. Currently we represent 4 organizations which offer 23 products in your area. Please contact Medicare.gov, 1-800-MEDICARE to get information on all of your options.".replace(
        "Medicare.gov, 1-800-MEDICARE",
        "Medicare.gov, 1-800-MEDICARE",
      ),
    );
    expect(clientTpmoDisclaimer("en", { organizations: 4, plans: 23 }, sep2026)).toContain(
      "or your local State Health Insurance Program (SHIP)",
    );
    expect(clientTpmoDisclaimer("en", { organizations: 1, plans: 1 }, oct2026)).toContain(
      "represent 1 organization which offer 1 product in your area",
    );
    expect(clientTpmoDisclaimer("es", { organizations: 1, plans: 3 }, oct2026)).toContain(
      "representamos a 1 organización que ofrece 3 productos",
    );
    expect(clientTpmoDisclaimer("fr", { organizations: 2, plans: 9 }, oct2026)).toContain(
      "nous représentons 2 organisations qui offrent 9 produits",
    );
  });

  it("uses CMS's wording that names no count when the agent has not set both, never a bracket", () => {
    for (const language of LANGS) {
      for (const counts of [
        undefined,
        {},
        { organizations: 4 },
        { plans: 9 },
        { organizations: 0, plans: 3 },
      ]) {
        const text = clientTpmoDisclaimer(language, counts, oct2026);
        expect(text).not.toMatch(/[[\]]|represent \d/);
        expect(text).toContain("Medicare.gov");
      }
    }
  });
});

describe("toClientHandout", () => {
  it("keeps Medicare Advantage and Part D price, carriers and coverage off, and totals what is priced", () => {
    const b = bundleOf([
      policy("medicare_advantage", "core"),
      policy("part_d", "add_on"),
      policy("hospital_indemnity", "add_on"),
    ]);
    const h = toClientHandout(b, { tpmo: { organizations: 4, plans: 23 } });
    for (const p of h.policies.filter((x) => x.product !== "hospital_indemnity")) {
      expect(p.premium).toBeUndefined();
      expect(p.carriers).toEqual([]);
      expect(p.coverage).toBe("");
    }
    expect(h.policies.find((x) => x.product === "hospital_indemnity")?.premium?.amount).toEqual({
      low: 40,
      high: 60,
    });
    expect(h.totals.monthlyPremium).toEqual({ low: 40, high: 60 });
    expect(h.compliance[0]).toContain("Currently we represent 4 organizations which offer 23 products");
    expect(JSON.stringify(h)).not.toMatch(/\[number of|commission/i);
    expect(h.appointment).toEqual({ line: "medicare" });
    // No selling material and no price in the handout's one-liner.
    expect(h.summary).not.toMatch(/\$/);
    expect([h.talkTrack, h.objections, h.followUp, h.scripts.discovery]).toEqual([[], [], [], []]);
  });

  it("holds one appointment's products; a life handout carries no Medicare disclaimer", () => {
    const b = bundleOf([
      policy("medicare_supplement", "core"),
      policy("final_expense", "add_on"),
      policy("cancer", "add_on"),
    ]);
    const medicare = toClientHandout(b);
    expect(medicare.policies.map((p) => p.product)).toEqual(["medicare_supplement", "cancer"]);
    const life = toClientHandout(b, { line: "life_annuity" });
    expect(life.policies.map((p) => p.product)).toEqual(["final_expense"]);
    expect(life.compliance.join(" ")).not.toMatch(/Medicare/);
    expect(lineOf("cancer")).toBeUndefined();
  });
});
