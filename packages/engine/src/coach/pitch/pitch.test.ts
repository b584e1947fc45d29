/**
 * Pitches from real generated bundles: tone and length change the text, lengths land in their word
 * bands, every language is served, and nothing a client hears breaks the compliance rules (docs/product/decisions.md#d-14, docs/product/decisions.md#d-15).
 * One file: every case runs on the same generated bundles, built once at the top.
 */
import { describe, expect, it } from "vitest";
import { SAMPLE_LEAD } from "../../../test/fixtures/sample-lead.js";
import { generateBundle } from "../../bundle.js";
import type { Bundle, ClientProfile, GoalId, Language } from "../../types.js";
import { complianceViolations, tpmoDisclaimer } from "../../words/index.js";
import {
  generatePitch,
  PITCH_LENGTHS,
  PITCH_TONES,
  PITCH_WORD_BANDS,
  type Pitch,
  pitchWordCount,
} from "./index.js";

const NOW = new Date("2026-11-23T12:00:00.000Z");

const LEADS: { lead: string; language: Language }[] = [
  {
    lead: SAMPLE_LEAD,
    language: "en",
  },
  {
    lead: "Mike, 42, married, two kids, new mortgage, smoker, Texas, wants to protect his family, $100 a month.",
    language: "en",
  },
  {
    lead: "Turning 65 next month in Florida, takes three prescriptions, wants to keep her doctors.",
    language: "en",
  },
  {
    lead: "Retired couple, he is 70, $400,000 in savings, wants safe growth and income, Arizona.",
    language: "en",
  },
  {
    lead: "Cliente de 70 años, viuda, fuma, quiere cubrir los gastos funerarios, vive en Texas.",
    language: "es",
  },
  {
    lead: "Roberto, 66 años, acaba de entrar a Medicare, diabetes, quiere bajar sus gastos médicos, Florida, $150 al mes.",
    language: "es",
  },
  {
    lead: "María, 38 años, casada, tres hijos, hipoteca, quiere proteger a su familia, California.",
    language: "es",
  },
  {
    lead: "Jean, 63 ans, marié, bientôt retraité, 300 000 $ d'épargne, veut un revenu de retraite sûr, Floride.",
    language: "fr",
  },
  {
    lead: "Marie, 72 ans, veuve, Medicare original, veut couvrir ses obsèques, budget 80 $ par mois, Louisiane.",
    language: "fr",
  },
  {
    lead: "Paul, 45 ans, marié, deux enfants, prêt immobilier, non-fumeur, veut protéger sa famille.",
    language: "fr",
  },
];

function bundleOf(input: Parameters<typeof generateBundle>[0], id: string): Bundle | undefined {
  const r = generateBundle(input, { id, now: NOW });
  return r.ok ? r.bundle : undefined;
}

const leadBundles = LEADS.map(({ lead, language }, i) => {
  const bundle = bundleOf({ lead, language }, `lead-${i}`);
  if (!bundle) throw new Error(`no bundle for ${lead}`);
  return bundle;
});

// Many more shapes of client through the fact-finder: ages across the markets, goal mixes, budgets.
const GOAL_SETS: GoalId[][] = [
  ["final_expenses"],
  ["protect_family", "mortgage"],
  ["retirement_income", "safe_growth"],
  ["medical_costs", "prescriptions"],
  ["hospital_costs", "cancer_protection"],
  ["long_term_care", "legacy"],
];
const profileBundles: Bundle[] = [];
for (const language of ["en", "es", "fr"] as const)
  for (const age of [35, 52, 64, 67, 74, 81])
    for (const [g, goals] of GOAL_SETS.entries()) {
      const profile: ClientProfile = {
        firstName: g % 2 === 0 ? "Alex" : undefined,
        lastName: "Rivera",
        gender: g % 3 === 0 ? "female" : "male",
        age,
        goals,
        healthConditions: g === 3 ? ["diabetes"] : [],
        currentCoverage: age >= 65 ? ["original_medicare"] : [],
        budgetMonthly: g % 2 === 0 ? 150 : undefined,
        savings: goals.includes("retirement_income") ? 250_000 : undefined,
        dependents: goals.includes("protect_family") ? 2 : undefined,
      };
      const bundle = bundleOf({ profile, language }, `p-${language}-${age}-${g}`);
      if (bundle) profileBundles.push(bundle);
    }
const allBundles = [...leadBundles, ...profileBundles];

function allText(p: Pitch): string[] {
  return [p.pitch, ...p.followUpStrategy, p.referralScript, ...p.referralTips];
}

/** What the agent says, without the CMS disclaimer (read verbatim, its length set by regulation). */
function spokenWords(p: Pitch, bundle: Bundle): number {
  return pitchWordCount(p.pitch.replace(tpmoDisclaimer(bundle.language), ""));
}

const isMedicare = (b: Bundle) =>
  b.policies.some((p) => ["medicare_advantage", "medicare_supplement", "part_d"].includes(p.product));

describe("generatePitch", () => {
  it("has enough variety in its test bundles to mean something", () => {
    expect(profileBundles.length).toBeGreaterThan(60);
    const products = new Set(allBundles.flatMap((b) => b.policies.map((p) => p.product)));
    expect(products.size).toBeGreaterThanOrEqual(9);
    expect(allBundles.filter((b) => b.policies.length === 3).length).toBeGreaterThan(5);
    expect(allBundles.filter(isMedicare).length).toBeGreaterThan(5);
  });

  it("speaks in each tone's own voice: the three tones give three different pitches", () => {
    for (const bundle of leadBundles)
      for (const length of PITCH_LENGTHS) {
        const texts = PITCH_TONES.map((tone) => generatePitch({ bundle, tone, length }).pitch);
        expect(new Set(texts).size).toBe(3);
      }
  });

  it.each(PITCH_LENGTHS)("keeps a %s pitch in its word band, for every tone and bundle", (length) => {
    const { min, max } = PITCH_WORD_BANDS[length];
    const outside: string[] = [];
    for (const bundle of allBundles)
      for (const tone of PITCH_TONES) {
        const n = spokenWords(generatePitch({ bundle, tone, length }), bundle);
        if (n < min || n > max) outside.push(`${bundle.id} ${tone}: ${n}`);
      }
    expect(outside).toEqual([]);
  });

  it("grows with the length: concise < standard < detailed", () => {
    for (const bundle of leadBundles)
      for (const tone of PITCH_TONES) {
        const [c, s, d] = PITCH_LENGTHS.map((length) =>
          spokenWords(generatePitch({ bundle, tone, length }), bundle),
        );
        expect(c).toBeLessThan(s!);
        expect(s).toBeLessThan(d!);
      }
  });

  it("writes in the bundle's language, or the one asked for", () => {
    const [en, es, fr] = [leadBundles[1]!, leadBundles[6]!, leadBundles[9]!];
    expect(generatePitch({ bundle: en, tone: "professional", length: "standard" }).pitch).toMatch(
      /I recommend/,
    );
    expect(generatePitch({ bundle: es, tone: "professional", length: "standard" }).pitch).toMatch(
      /le recomiendo/,
    );
    expect(generatePitch({ bundle: fr, tone: "professional", length: "standard" }).pitch).toMatch(
      /je vous recommande/,
    );
    const forced = generatePitch({ bundle: en, tone: "conversational", length: "concise", language: "fr" });
    expect(forced.pitch).toMatch(/^Bonjour Mike/);
    expect(forced.followUpStrategy[1]).toMatch(/^Sous 48 heures/);
  });

  it("uses the client's name, and the one the agent gives", () => {
    const bundle = leadBundles[0]!;
    expect(generatePitch({ bundle, tone: "conversational", length: "concise" }).pitch).toMatch(/^Hi Linda!/);
    const renamed = generatePitch({
      bundle,
      client: { firstName: "Linda", lastName: "Park" },
      tone: "conversational",
      length: "concise",
    });
    expect(renamed.pitch).toMatch(/^Hi Linda!/);
    const formal = generatePitch({
      bundle: { ...bundle, client: { ...bundle.client, gender: "female" } },
      client: { lastName: "Park" },
      tone: "professional",
      length: "concise",
    });
    expect(formal.pitch).toMatch(/^Hello, Ms\. Park\./);
  });

  it("carries the TPMO disclaimer whenever Medicare is presented, and only then", () => {
    for (const bundle of allBundles)
      for (const tone of PITCH_TONES) {
        const { pitch } = generatePitch({ bundle, tone, length: "concise" });
        expect(pitch.includes(tpmoDisclaimer(bundle.language))).toBe(isMedicare(bundle));
      }
  });

  it("states premiums but never pay, the word commission, an approval rate, or 'free' (docs/product/decisions.md#d-14, docs/product/decisions.md#d-15)", () => {
    const problems: string[] = [];
    for (const bundle of allBundles)
      for (const tone of PITCH_TONES)
        for (const length of PITCH_LENGTHS) {
          const pitch = generatePitch({ bundle, tone, length });
          for (const text of allText(pitch)) {
            const found = complianceViolations(text, bundle.language);
            if (found.length > 0) problems.push(`${bundle.id} ${tone} ${length}: ${found.join(", ")}`);
            if (/commission|comisi[oó]n|r[ée]mun[ée]ration/i.test(text))
              problems.push(`${bundle.id}: commission`);
            if (
              /approv\w* rate|tasa de aprobaci|taux d'(acceptation|approbation)|(?<![\d.])85 ?%/i.test(text)
            )
              problems.push(`${bundle.id}: approval rate`);
            for (const policy of bundle.policies) {
              const pay = policy.commission.firstYear;
              if (pay.high > 0 && text.includes(`$${pay.high.toLocaleString("en-US")}`) && pay.high > 5000)
                problems.push(`${bundle.id}: commission figure ${pay.high}`);
            }
          }
        }
    expect(problems).toEqual([]);
  });

  it("says 'zero premium' for a $0 plan", () => {
    const bundle = allBundles.find(
      (b) => b.language === "en" && b.policies.some((p) => p.product === "medicare_advantage"),
    )!;
    expect(bundle).toBeDefined();
    const zero: Bundle = {
      ...bundle,
      policies: bundle.policies.map((p) =>
        p.product === "medicare_advantage"
          ? { ...p, premium: { mode: "monthly", amount: { low: 0, high: 0 } } }
          : p,
      ),
    };
    const texts = PITCH_TONES.map((tone) => generatePitch({ bundle: zero, tone, length: "standard" }).pitch);
    for (const text of texts) expect(text).toMatch(/zero premium/);
  });

  it("keeps the 48-hour check-in, the 5-business-day follow-up and the 90-day review in five steps", () => {
    const marks: Record<Language, [RegExp, RegExp, RegExp]> = {
      en: [/48 hours/, /5 business days/, /90 days/],
      es: [/48 horas/, /5 días hábiles/, /90 días/],
      fr: [/48 heures/, /5 jours ouvrables/, /90 jours/],
    };
    for (const bundle of allBundles)
      for (const tone of PITCH_TONES) {
        const { followUpStrategy, pitch } = generatePitch({ bundle, tone, length: "standard" });
        expect(followUpStrategy).toHaveLength(5);
        const [h48, d5, d90] = marks[bundle.language];
        expect(followUpStrategy[1]).toMatch(h48);
        expect(followUpStrategy[2]).toMatch(d5);
        expect(followUpStrategy[4]).toMatch(d90);
        // The pitch itself promises the 90-day review (docs/product/screens.md#routes).
        expect(pitch).toMatch(d90);
      }
  });

  it("gives a referral script and four best-practice tips in the bundle's language", () => {
    for (const bundle of leadBundles) {
      const { referralScript, referralTips } = generatePitch({
        bundle,
        tone: "educational",
        length: "concise",
      });
      expect(referralTips).toHaveLength(4);
      expect(pitchWordCount(referralScript)).toBeGreaterThan(30);
      const word = { en: /number/, es: /número/, fr: /numéro/ }[bundle.language];
      expect(referralScript).toMatch(word);
    }
  });

  it("keeps products held back from a Medicare appointment out of the pitch (CMS cross-selling)", () => {
    // Bundles made before the appointment rule could hold MA beside final expense: their pitch still
    // presents only the Medicare products.
    const medicare = allBundles.find(
      (b) => b.language === "en" && b.policies.some((p) => p.product === "medicare_advantage"),
    )!;
    const held = leadBundles[0]!.policies.find((p) => p.product === "final_expense")!;
    expect(held).toBeDefined();
    const ma = medicare.policies.find((p) => p.product === "medicare_advantage")!;
    const bundle: Bundle = {
      ...medicare,
      policies: [
        { ...ma, role: "core" },
        { ...held, role: "add_on" },
      ],
    };
    for (const tone of PITCH_TONES) {
      const { pitch } = generatePitch({ bundle, tone, length: "detailed" });
      expect(pitch.toLowerCase()).not.toContain(held.name.toLowerCase());
    }
  });

  it("is deterministic", () => {
    const bundle = leadBundles[3]!;
    const a = generatePitch({ bundle, tone: "educational", length: "detailed" });
    const b = generatePitch({ bundle, tone: "educational", length: "detailed" });
    expect(a).toEqual(b);
  });
});
