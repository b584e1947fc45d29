/**
 * Regenerate: each variant is another wording of the same pitch. Neighbouring variants never read alike,
 * the same variant is always the same text, and no wording adds a figure, leaves the band or drops the
 * CMS disclaimer.
 */
import { describe, expect, it } from "vitest";
import { generateBundle } from "../../bundle.js";
import type { Bundle, Language } from "../../types.js";
import { tpmoDisclaimer } from "../../words/index.js";
import {
  generatePitch,
  PITCH_LENGTHS,
  PITCH_TABLES,
  PITCH_TONES,
  PITCH_VARIANTS,
  PITCH_WORD_BANDS,
  pitchWordCount,
} from "./index.js";

const NOW = new Date("2026-11-23T12:00:00.000Z");

const LEADS: { lead: string; language: Language }[] = [
  {
    lead: "Linda, 67, widowed, retired teacher in Ohio, on Original Medicare with no supplement, type 2 diabetes on metformin, worried about her medical bills, about $120 a month to spend.",
    language: "en",
  },
  {
    lead: "Mike, 42, married, two kids, new mortgage, smoker, Texas, wants to protect his family, $100 a month.",
    language: "en",
  },
  {
    lead: "Retired couple, he is 70, $400,000 in savings, wants safe growth and income, Arizona.",
    language: "en",
  },
  {
    lead: "Roberto, 66 años, acaba de entrar a Medicare, diabetes, quiere bajar sus gastos médicos, Florida, $150 al mes.",
    language: "es",
  },
  {
    lead: "Cliente de 70 años, viuda, fuma, quiere cubrir los gastos funerarios, vive en Texas.",
    language: "es",
  },
  {
    lead: "Marie, 72 ans, veuve, Medicare original, veut couvrir ses obsèques, budget 80 $ par mois, Louisiane.",
    language: "fr",
  },
  {
    lead: "Jean, 63 ans, marié, bientôt retraité, 300 000 $ d'épargne, veut un revenu de retraite sûr, Floride.",
    language: "fr",
  },
];

const bundles: Bundle[] = LEADS.map(({ lead, language }, i) => {
  const r = generateBundle({ lead, language }, { id: `variant-${i}`, now: NOW });
  if (!r.ok) throw new Error(`no bundle for ${lead}`);
  return r.bundle;
});

const VARIANTS = Array.from({ length: PITCH_VARIANTS }, (_, v) => v);

/** Every figure a listener hears: amounts, ages, days, percentages, phone numbers. */
function figures(text: string): string[] {
  return [...new Set(text.match(/\d[\d,.]*/g) ?? [])].map((n) => n.replace(/[.,]$/, "")).sort();
}

describe("pitch variants (Regenerate)", () => {
  it("says the first wording when no variant is asked for", () => {
    const bundle = bundles[0]!;
    for (const tone of PITCH_TONES) {
      const plain = generatePitch({ bundle, tone, length: "standard" });
      expect(plain.variant).toBe(0);
      expect(generatePitch({ bundle, tone, length: "standard", variant: 0 })).toEqual(plain);
    }
    expect(generatePitch({ bundle, tone: "professional", length: "concise" }).pitch).toMatch(
      /^Hello, Linda\./,
    );
    expect(generatePitch({ bundle, tone: "conversational", length: "concise" }).pitch).toMatch(/^Hi Linda!/);
  });

  it("gives another text at every step, for every bundle, tone and length, and wraps around", () => {
    const same: string[] = [];
    for (const bundle of bundles)
      for (const tone of PITCH_TONES)
        for (const length of PITCH_LENGTHS) {
          const texts = VARIANTS.map((variant) => generatePitch({ bundle, tone, length, variant }).pitch);
          texts.forEach((text, v) => {
            const next = texts[(v + 1) % texts.length];
            if (text === next) same.push(`${bundle.id} ${tone} ${length} ${v}`);
          });
          // At least the nine opening and closing pairs are all different texts.
          expect(new Set(texts).size).toBeGreaterThanOrEqual(9);
        }
    expect(same).toEqual([]);
  });

  it("is deterministic: the same variant of the same inputs is the same text, whatever number names it", () => {
    const bundle = bundles[3]!;
    const input = { bundle, tone: "educational", length: "detailed" } as const;
    const a = generatePitch({ ...input, variant: 5 });
    expect(generatePitch({ ...input, variant: 5 })).toEqual(a);
    expect(generatePitch({ ...input, variant: 5 + PITCH_VARIANTS })).toEqual(a);
    expect(a.variant).toBe(5);
    expect(generatePitch({ ...input, variant: PITCH_VARIANTS }).pitch).toBe(
      generatePitch({ ...input, variant: 0 }).pitch,
    );
    // Nonsense falls back to a valid variant rather than failing.
    expect(generatePitch({ ...input, variant: -1 }).variant).toBe(PITCH_VARIANTS - 1);
    expect(generatePitch({ ...input, variant: Number.NaN }).variant).toBe(0);
  });

  it("keeps the facts: the same figures, the disclaimer, the follow-up and referral scripts", () => {
    const changed: string[] = [];
    for (const bundle of bundles)
      for (const tone of PITCH_TONES)
        for (const length of PITCH_LENGTHS) {
          const first = generatePitch({ bundle, tone, length });
          for (const variant of VARIANTS.slice(1)) {
            const other = generatePitch({ bundle, tone, length, variant });
            if (figures(other.pitch).join(" ") !== figures(first.pitch).join(" "))
              changed.push(`${bundle.id} ${tone} ${length} ${variant}`);
            expect(other.pitch.includes(tpmoDisclaimer(bundle.language))).toBe(
              first.pitch.includes(tpmoDisclaimer(bundle.language)),
            );
            expect(other.followUpStrategy).toEqual(first.followUpStrategy);
            expect(other.referralScript).toBe(first.referralScript);
          }
        }
    expect(changed).toEqual([]);
  });

  it("has no figure in any opening or closing wording of any language", () => {
    for (const table of Object.values(PITCH_TABLES)) {
      const c = generatePitchContextStub();
      for (const tone of PITCH_TONES)
        for (const say of [...table.opening[tone], ...table.close[tone]]) expect(say(c)).not.toMatch(/\d/);
    }
  });

  it.each(PITCH_LENGTHS)("keeps every variant of a %s pitch in its word band", (length) => {
    const { min, max } = PITCH_WORD_BANDS[length];
    const outside: string[] = [];
    for (const bundle of bundles)
      for (const tone of PITCH_TONES)
        for (const variant of VARIANTS) {
          const { pitch } = generatePitch({ bundle, tone, length, variant });
          const n = pitchWordCount(pitch.replace(tpmoDisclaimer(bundle.language), ""));
          if (n < min || n > max) outside.push(`${bundle.id} ${tone} ${variant}: ${n}`);
        }
    expect(outside).toEqual([]);
  });

  it("speaks to a Spanish-speaking client as usted in every wording", () => {
    const informal = /(?<!\p{L})(tú|tu|tienes|quieres|puedes|te parece|cuéntame|dime)(?!\p{L})/iu;
    for (const bundle of bundles.filter((b) => b.language === "es"))
      for (const tone of PITCH_TONES)
        for (const variant of VARIANTS) {
          const { pitch } = generatePitch({ bundle, tone, length: "detailed", variant });
          expect(pitch).not.toMatch(informal);
        }
  });
});

/** The wordings read only the client's name and the greeting's address. */
function generatePitchContextStub() {
  return {
    w: { name: "Alex" },
    address: "Ms. Rivera",
  } as unknown as Parameters<(typeof PITCH_TABLES)["en"]["opening"]["professional"][0]>[0];
}
