/**
 * Leads as agents type them, end to end (parse → recommend → words), judged the way an experienced
 * senior-market agent would judge the bundle: which products must be there, which must never be, what
 * the numbers must respect. The parser's own table (test/parse) checks the profile fields in detail.
 */
import { describe, expect, it } from "vitest";
import { generateBundle } from "../../src/bundle.js";
import type { Bundle, Language, ProductId } from "../../src/types.js";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const MEDICARE: ProductId[] = ["medicare_advantage", "medicare_supplement", "part_d"];

interface Case {
  lead: string;
  language: Language;
  /** Every one of these is in the bundle. */
  has?: ProductId[];
  /** At least one of these is in the bundle. */
  oneOf?: ProductId[];
  /** None of these is in the bundle. */
  never?: ProductId[];
  /** Extra judgement on the whole bundle. */
  check?: (bundle: Bundle) => void;
}

const monthlyLow = (b: Bundle) => b.totals.monthlyPremium.low;
const policy = (b: Bundle, id: ProductId) => b.policies.find((p) => p.product === id);
const noMedicare = { never: MEDICARE };

const CASES: Case[] = [
  // English
  {
    lead: "34 year old married dad of two, makes $85k a year, new $320,000 mortgage, non-smoker, wants to protect his family.",
    language: "en",
    oneOf: ["term_life", "iul", "whole_life"],
    ...noMedicare,
    never: [...MEDICARE, "final_expense"],
  },
  {
    lead: "72-year-old smoker with COPD, lives in Georgia, wants her burial covered so the kids don't pay.",
    language: "en",
    has: ["final_expense"],
    check: (b) => {
      const fe = policy(b, "final_expense")!;
      expect(fe.premium.mode).toBe("monthly");
      expect(b.client.smoker).toBe("current");
    },
  },
  {
    lead: "Linda, 67, widowed, retired teacher in Ohio, on Original Medicare with no supplement, type 2 diabetes, wants her funeral covered, about $120 a month to spend.",
    language: "en",
    oneOf: ["medicare_supplement", "medicare_advantage", "final_expense"],
    check: (b) => expect(monthlyLow(b)).toBeLessThanOrEqual(120),
  },
  {
    lead: "Turning 65 in March, still working, has employer coverage ending at retirement, healthy, wants to know Medicare options.",
    language: "en",
    oneOf: MEDICARE,
  },
  {
    lead: "67 year old man on a Humana Medicare Advantage plan, worried about hospital copays, healthy, married.",
    language: "en",
    never: ["medicare_supplement", "medicare_advantage"],
  },
  {
    lead: "Retired couple, he is 68, has Plan G and a Part D plan already, wants to leave something to the grandkids and has $400,000 in savings, conservative.",
    language: "en",
    never: ["medicare_supplement", "medicare_advantage", "part_d"],
  },
  {
    lead: "62-year-old widow, $300k in savings, conservative, doesn't want to lose money, wants guaranteed retirement income.",
    language: "en",
    oneOf: ["fixed_annuity", "indexed_annuity"],
    ...noMedicare,
    check: (b) => {
      const annuity = b.policies.find((p) => p.product.endsWith("annuity"))!;
      expect(annuity.premium.mode).toBe("single");
      expect(annuity.premium.amount.high).toBeLessThanOrEqual(300_000);
    },
  },
  {
    lead: "81 year old woman on oxygen with dementia, in a nursing home, family wants funeral costs covered.",
    language: "en",
    has: ["final_expense"],
    never: ["term_life", "iul", "long_term_care"],
  },
  {
    lead: "28-year-old single nurse, no kids, $60k income, student loans, healthy non-smoker.",
    language: "en",
    ...noMedicare,
  },
  {
    lead: "45 year old business owner, married, three children, income $150,000, wants tax-advantaged growth and to protect family.",
    language: "en",
    oneOf: ["term_life", "iul", "whole_life"],
    ...noMedicare,
  },
  {
    lead: "70 y/o on Original Medicare Parts A and B, no drug plan, takes 4 prescriptions, wants dental and vision.",
    language: "en",
    oneOf: ["part_d", "medicare_supplement", "medicare_advantage", "dental_vision_hearing"],
  },
  {
    lead: "55-year-old smoker, divorced, budget $50 a month, wants burial insurance.",
    language: "en",
    oneOf: ["final_expense", "term_life", "whole_life"],
    ...noMedicare,
    check: (b) => expect(monthlyLow(b)).toBeLessThanOrEqual(50),
  },
  // Spanish
  {
    lead: "Cliente de 70 años, viuda, fuma, quiere cubrir los gastos funerarios, vive en Texas, presupuesto de 80 dólares al mes.",
    language: "es",
    has: ["final_expense"],
    check: (b) => expect(monthlyLow(b)).toBeLessThanOrEqual(80),
  },
  {
    lead: "Señor de 66 años, tiene Medicare Original, sin suplemento, diabetes con insulina, casado, vive en Florida.",
    language: "es",
    oneOf: MEDICARE,
  },
  {
    lead: "Maestra de 38 años, casada, dos hijos, gana 70 mil al año, tiene hipoteca de 250,000, no fuma.",
    language: "es",
    oneOf: ["term_life", "iul", "whole_life"],
    ...noMedicare,
  },
  {
    lead: "Tiene 68 años, ya tiene un plan Medicare Advantage, le preocupan los gastos del hospital.",
    language: "es",
    never: ["medicare_supplement", "medicare_advantage"],
  },
  {
    lead: "Jubilado de 64 años, cumple 65 en abril, tiene 350,000 en ahorros, no quiere arriesgar su dinero.",
    language: "es",
    check: (b) => {
      const annuity = b.policies.find((p) => p.product.endsWith("annuity"));
      if (annuity) expect(annuity.premium.amount.high).toBeLessThanOrEqual(350_000);
    },
  },
  {
    lead: "Abuela de 79 años, derrame cerebral hace un año, quiere dejar algo para el funeral.",
    language: "es",
    has: ["final_expense"],
    never: ["term_life", "iul"],
  },
  {
    lead: "Hombre de 50 años, fuma, soltero, quiere seguro de vida para pagar deudas, presupuesto de 100 dólares al mes.",
    language: "es",
    ...noMedicare,
    check: (b) => expect(monthlyLow(b)).toBeLessThanOrEqual(100),
  },
  {
    lead: "Pareja de 67 años, ella tiene cáncer de mama en remisión, tienen Medicare Original y quieren proteger sus ahorros de gastos médicos.",
    language: "es",
    oneOf: [...MEDICARE, "cancer", "hospital_indemnity"],
  },
  {
    lead: "Cliente de 45 años, casado, tres hijos, gana 5,000 al mes, quiere proteger a su familia.",
    language: "es",
    oneOf: ["term_life", "iul", "whole_life"],
    ...noMedicare,
  },
  {
    lead: "Señora de 73 años con Medicare Original y plan G, quiere cubrir los gastos funerarios, presupuesto de 60 dólares al mes.",
    language: "es",
    has: ["final_expense"],
    never: ["medicare_supplement", "medicare_advantage"],
  },
  {
    lead: "Trabajador de 30 años, soltero, sin hijos, buena salud, no fuma, gana 40 mil al año.",
    language: "es",
    ...noMedicare,
  },
  {
    lead: "Viudo de 82 años con diálisis, quiere pagar su funeral.",
    language: "es",
    has: ["final_expense"],
    never: ["term_life", "iul", "long_term_care"],
  },
  // French
  {
    lead: "Client de 62 ans, marié, 400 000 $ d'épargne, prudent, veut un revenu garanti pour la retraite.",
    language: "fr",
    oneOf: ["fixed_annuity", "indexed_annuity"],
    ...noMedicare,
    check: (b) => {
      const annuity = b.policies.find((p) => p.product.endsWith("annuity"))!;
      expect(annuity.premium.amount.high).toBeLessThanOrEqual(400_000);
    },
  },
  {
    lead: "Madame Dubois, 71 ans, veuve, fumeuse, veut couvrir ses frais d'obsèques, budget de 70 $ par mois.",
    language: "fr",
    has: ["final_expense"],
    check: (b) => expect(monthlyLow(b)).toBeLessThanOrEqual(70),
  },
  {
    lead: "Homme de 35 ans, marié, deux enfants, prêt immobilier de 280 000 $, non-fumeur, veut protéger sa famille.",
    language: "fr",
    oneOf: ["term_life", "iul", "whole_life"],
    ...noMedicare,
  },
  {
    lead: "Retraitée de 66 ans, a Medicare Original sans complémentaire, hypertension, vit en Louisiane.",
    language: "fr",
    oneOf: MEDICARE,
  },
  {
    lead: "Il a 69 ans, il a déjà un plan Medicare Advantage, il s'inquiète des frais d'hospitalisation.",
    language: "fr",
    never: ["medicare_supplement", "medicare_advantage"],
  },
  {
    lead: "Femme de 58 ans, divorcée, 150 000 $ d'épargne, veut préparer la dépendance et les soins de longue durée.",
    language: "fr",
    ...noMedicare,
  },
  {
    lead: "Grand-père de 84 ans, atteint d'Alzheimer, la famille veut régler les obsèques.",
    language: "fr",
    has: ["final_expense"],
    never: ["term_life", "iul", "long_term_care"],
  },
  {
    lead: "Jeune infirmière de 27 ans, célibataire, en bonne santé, non-fumeuse, revenu de 55 000 $ par an.",
    language: "fr",
    ...noMedicare,
  },
  {
    lead: "Couple de 67 ans avec Medicare Original, ils prennent plusieurs médicaments, veulent aussi les soins dentaires.",
    language: "fr",
    oneOf: ["part_d", "medicare_supplement", "medicare_advantage", "dental_vision_hearing"],
  },
  {
    lead: "Client de 48 ans, fumeur, marié, un enfant, budget de 90 $ par mois, veut une assurance vie.",
    language: "fr",
    ...noMedicare,
    check: (b) => expect(monthlyLow(b)).toBeLessThanOrEqual(90),
  },
  {
    lead: "Ancien fumeur de 75 ans, BPCO, a Medicare Advantage, veut laisser de l'argent pour ses obsèques.",
    language: "fr",
    has: ["final_expense"],
    never: ["medicare_supplement"],
  },
  {
    lead: "Veuve de 68 ans, Medicare Original, plan N, revenus modestes, veut une assurance hospitalisation et dentaire.",
    language: "fr",
    never: ["medicare_supplement", "medicare_advantage"],
  },
];

describe("leads judged as an agent would", () => {
  it("covers at least a dozen leads in each language", () => {
    for (const lang of ["en", "es", "fr"] as const)
      expect(CASES.filter((c) => c.language === lang).length).toBeGreaterThanOrEqual(12);
  });

  it.each(CASES.map((c) => [c.lead, c] as const))("%s", (_lead, c) => {
    const result = generateBundle({ lead: c.lead }, { id: "lead-case", now: NOW });
    if (!result.ok) throw new Error(`no bundle: ${result.reason} (${result.missingIds.join(", ")})`);
    const { bundle } = result;
    const products = bundle.policies.map((p) => p.product);
    expect(bundle.language).toBe(c.language);
    expect(products.length).toBeGreaterThanOrEqual(1);
    expect(products.length).toBeLessThanOrEqual(3);
    expect(new Set(products).size).toBe(products.length);
    for (const p of c.has ?? []) expect(products).toContain(p);
    if (c.oneOf) expect(products.some((p) => c.oneOf!.includes(p))).toBe(true);
    for (const p of c.never ?? []) expect(products).not.toContain(p);
    // Medigap and Medicare Advantage never together.
    expect(products.includes("medicare_supplement") && products.includes("medicare_advantage")).toBe(false);
    // Medicare products only from 64 (turning 65) or when already on Medicare.
    if (products.some((p) => MEDICARE.includes(p)) && bundle.client.age !== undefined) {
      expect(bundle.client.age).toBeGreaterThanOrEqual(64);
    }
    c.check?.(bundle);
  });
});
