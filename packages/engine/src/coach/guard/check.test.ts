import { describe, expect, it } from "vitest";
import { tpmoDisclaimer } from "../../words/index.js";
import { check, type GuardContext, type GuardRuleId } from "./index.js";

const agent: GuardContext = { audience: "agent" };
const client: GuardContext = { audience: "client" };
const rules = (text: string, ctx: GuardContext) => check(text, ctx).map((f) => f.rule);

const TPMO = {
  en: tpmoDisclaimer("en"),
  es: tpmoDisclaimer("es"),
  fr: tpmoDisclaimer("fr"),
};

describe("guard: 'free' for a $0-premium plan", () => {
  it.each([
    ["This Medicare Advantage plan is free.", "free"],
    ["Free plan with dental included", "Free"],
    ["Este plan es gratis para usted.", "gratis"],
    ["Un plan gratuito con beneficios dentales", "gratuito"],
    ["Ce régime est gratuit.", "gratuit"],
    ["Une couverture gratuite pour vous", "gratuite"],
  ])("flags %j", (text, word) => {
    const findings = check(text, agent);
    expect(findings.map((f) => f.rule)).toEqual(["free_for_zero_premium"]);
    expect(findings[0]!.excerpt).toContain(word);
    expect(findings[0]!.message).toMatch(/zero premium/);
  });

  it.each([
    "This is a zero premium plan; the Part B premium still applies.",
    "Call our toll-free number.",
    "You have a 30-day free look period.",
    "Freedom to see any doctor who accepts Medicare.",
    "Llame a nuestra línea gratuita.",
    "Appelez notre numéro gratuit.",
    "Un plan de prima cero.",
    "2 free messages remaining",
  ])("passes %j", (text) => {
    expect(rules(text, agent)).toEqual([]);
  });

  it("explains the finding in the context's language", () => {
    expect(check("gratis", { audience: "agent", language: "es" })[0]!.message).toMatch(/prima cero/);
    expect(check("gratuit", { audience: "agent", language: "fr" })[0]!.message).toMatch(/prime zéro/);
  });
});

describe("guard: TPMO disclaimer in client-facing Medicare material", () => {
  it.each([
    ["en", "Medicare Advantage plans in your county include dental and vision."],
    ["es", "Los planes Medicare Advantage de su condado incluyen dental y visión."],
    ["fr", "Les régimes Medicare Advantage de votre comté incluent le dentaire."],
    ["en", "Let's compare Medigap Plan G and Plan N for you."],
  ])("flags %s text without the disclaimer", (_language, text) => {
    expect(rules(text, client)).toEqual(["tpmo_disclaimer_missing"]);
  });

  it.each(["en", "es", "fr"] as const)(
    "passes %s text that carries the standardized disclaimer",
    (language) => {
      const text = `${TPMO[language]} Medicare Advantage / Medigap / Part D.`;
      expect(rules(text, client)).toEqual([]);
    },
  );

  it("passes the all-plans wording with real counts", () => {
    const text = `${tpmoDisclaimer("en", { organizations: 4, plans: 12, sellsEveryPlan: true })} Medicare Advantage fits you.`;
    expect(rules(text, client)).toEqual([]);
  });

  it("does not apply to agent coaching, nor when the caller says the text is not Medicare marketing", () => {
    expect(rules("Medicare Advantage has a yearly out-of-pocket maximum.", agent)).toEqual([]);
    expect(rules("Part D covers drugs.", { audience: "client", medicareMaterial: false })).toEqual([]);
  });

  it("applies when the caller marks the material as Medicare even without plan names", () => {
    expect(
      rules("Let's review your coverage options.", { audience: "client", medicareMaterial: true }),
    ).toEqual(["tpmo_disclaimer_missing"]);
  });
});

describe("guard: Medicare endorsement claims", () => {
  it.each([
    "This is a Medicare-approved plan.",
    "Our plan is Medicare-endorsed.",
    "The plan is endorsed by Medicare.",
    "It is a government-approved plan.",
    "Approved by the federal government for seniors.",
    "Get your official Medicare plan today.",
    "Un plan aprobado por Medicare.",
    "Este plan está respaldado por el gobierno federal.",
    "Un régime approuvé par Medicare.",
    "Ce régime est recommandé par le gouvernement.",
  ])("flags %j", (text) => {
    expect(rules(text, agent)).toContain("medicare_endorsement_claim");
  });

  it.each([
    "Plan G pays everything after the Part B deductible for Medicare-approved care.",
    "The Medicare-approved amount for this service is lower.",
    "Medicare-approved services and supplies are covered.",
    "We are not affiliated with or endorsed by the U.S. government or the federal Medicare program.",
    "El monto aprobado por Medicare es menor.",
    "La atención aprobada por Medicare está cubierta.",
    "No estamos afiliados ni respaldados por el gobierno de los EE. UU. ni por el programa federal de Medicare.",
    "Le montant approuvé par Medicare est plus bas.",
    "Les soins approuvés par Medicare sont couverts.",
    "Nous ne sommes ni affiliés au gouvernement des États-Unis ni au programme fédéral Medicare, ni approuvés par eux.",
  ])("passes %j", (text) => {
    expect(rules(text, agent)).toEqual([]);
  });
});

describe("guard: Medicare Advantage / Part D mixed with life or annuities", () => {
  const disclaimed = (text: string) => `${TPMO.en} ${text}`;

  it.each([
    disclaimed("Your Medicare Advantage plan and a final expense policy protect you."),
    disclaimed("With Part D and an annuity you are set."),
    `${TPMO.es} Su plan Medicare Advantage y un seguro de vida para su familia.`,
    `${TPMO.fr} Votre régime Medicare Advantage et une assurance vie pour votre famille.`,
  ])("flags %j in client text", (text) => {
    expect(rules(text, client)).toEqual(["medicare_cross_selling"]);
  });

  it("passes when the client asked, when the text defers it, and in agent coaching", () => {
    const text = disclaimed("Your Medicare Advantage plan and a final expense policy.");
    expect(rules(text, { audience: "client", clientRequestedCrossSell: true })).toEqual([]);
    expect(
      rules(disclaimed("Medicare Advantage today; life insurance in a separate appointment."), client),
    ).toEqual([]);
    expect(rules("Medicare Advantage and final expense both fit her.", agent)).toEqual([]);
  });

  it("reads the presented products when the caller knows them", () => {
    const text = disclaimed("Keep your current Part D. Medigap Plan G and a final expense policy fit you.");
    expect(rules(text, client)).toEqual(["medicare_cross_selling"]);
    expect(rules(text, { ...client, products: ["medicare_supplement", "final_expense"] })).toEqual([]);
    expect(rules(disclaimed("Your plan."), { ...client, products: ["part_d", "term_life"] })).toEqual([
      "medicare_cross_selling",
    ]);
  });

  it("does not count a fact-finding question about current coverage as selling", () => {
    expect(rules(disclaimed("Your Part D plan. Do you have any life insurance today?"), client)).toEqual([]);
  });

  it("passes Medigap with life insurance (no MA/PDP Scope of Appointment applies)", () => {
    expect(rules(disclaimed("Medigap Plan G and a final expense policy."), client)).toEqual([]);
  });
});

describe("guard: guaranteed returns on indexed products", () => {
  it.each([
    "This indexed annuity gives you guaranteed returns of 7%.",
    "An IUL offers guaranteed growth with the market.",
    "With a fixed indexed annuity your gains are guaranteed.",
    "The FIA guarantees a 6% return every year.",
    "Una anualidad indexada con rendimientos garantizados.",
    "El IUL garantiza un crecimiento del mercado.",
    "Une rente indexée avec un rendement garanti.",
    "L'IUL offre des gains garantis.",
  ])("flags %j", (text) => {
    expect(rules(text, agent)).toEqual(["guaranteed_index_returns"]);
  });

  it.each([
    "An indexed annuity has a 0% floor and a guaranteed minimum surrender value.",
    "The FIA's guaranteed minimum interest rate applies to 87.5% of premium.",
    "Optional guaranteed lifetime income riders on an indexed annuity.",
    "A MYGA has a guaranteed rate for the term.",
    "A fixed annuity offers guaranteed growth for five years.",
    "Una anualidad indexada con un mínimo garantizado y piso del 0%.",
    "Une rente indexée avec un minimum garanti et un plancher de 0 %.",
  ])("passes %j", (text) => {
    expect(rules(text, agent)).toEqual([]);
  });
});

describe("guard: commission in client-facing text", () => {
  it.each([
    "I earn a $700 commission on this plan.",
    "Commission: 70–100% of annualised premium.",
    "Mi comisión es de $500.",
    "Ma commission est de 500 $.",
    "La rémunération de l'agent est de 300 $.",
  ])("flags %j for the client", (text) => {
    expect(rules(text, client)).toEqual(["commission_in_client_text"]);
  });

  it("lets the agent see commission", () => {
    expect(rules("Commission: $694–$864 by region.", agent)).toEqual([]);
  });

  it("passes client text that speaks of premiums only", () => {
    expect(rules("Your premium is about $45 a month.", client)).toEqual([]);
  });
});

describe("guard: shape", () => {
  it("returns nothing for empty text and reports rules in a stable order with excerpts", () => {
    expect(check("", client)).toEqual([]);
    const findings = check("Free commission on a Medicare-endorsed plan.", client);
    const order: GuardRuleId[] = findings.map((f) => f.rule);
    expect(order).toEqual([
      "free_for_zero_premium",
      "medicare_endorsement_claim",
      "commission_in_client_text",
    ]);
    for (const f of findings) expect(f.excerpt.length).toBeGreaterThan(0);
  });
});
