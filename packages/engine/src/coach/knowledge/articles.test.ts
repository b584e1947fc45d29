import { describe, expect, it } from "vitest";
import { MEDICARE_FIGURES, type MedicareFigures } from "../../facts/medicare.js";
import { LANGUAGES, type Language } from "../../types.js";
import { complianceViolations } from "../../words/compliance.js";
import { check } from "../guard/index.js";
import { articleById, KNOWLEDGE_BASE, knowledgeBase } from "./index.js";

/** A fixed clock: the current month for these articles. */
const NOW = new Date(Date.UTC(2026, 10, 23));
const KB = knowledgeBase(NOW);
const OURS = KB.filter((article) => article.id.startsWith("KB-1"));

const byYear = (year: number): MedicareFigures => MEDICARE_FIGURES.find((f) => f.year === year)!;

/** Every line of an article in one language, as one text. */
function allText(article: (typeof KB)[number], language: Language): string {
  const t = article.text[language];
  return [
    t.title,
    t.summary,
    ...t.keyPoints,
    ...t.procedure,
    ...t.dos,
    ...t.donts,
    ...t.exampleDialogue.map((turn) => turn.line),
    ...t.keywords,
    t.nextStep ?? "",
  ].join("\n");
}

describe("knowledge base articles", () => {
  it("has unique KB-nnnnn ids, the Medicare, product and compliance ones from KB-10001 in order", () => {
    const ids = KB.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^KB-\d{5}$/);
    expect(OURS.map((article) => article.id)).toEqual(
      Array.from({ length: 24 }, (_, i) => `KB-${String(10001 + i).padStart(5, "0")}`),
    );
  });

  it("puts its own articles before the selling-skill articles", () => {
    const firstSelling = KB.findIndex((article) => article.id.startsWith("KB-2"));
    if (firstSelling >= 0) expect(KB.slice(firstSelling).every((a) => a.id.startsWith("KB-2"))).toBe(true);
    expect(KNOWLEDGE_BASE.slice(0, OURS.length).map((a) => a.id)).toEqual(OURS.map((a) => a.id));
  });

  it("dates every article as a real year-month no later than the current month", () => {
    for (const article of OURS) {
      expect(article.date).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      expect(article.date <= "2026-11").toBe(true);
      expect(article.sources.length).toBeGreaterThan(0);
    }
  });

  it.each(LANGUAGES)("is complete in %s", (language) => {
    for (const article of OURS) {
      const t = article.text[language];
      expect(t.title.trim(), article.id).not.toBe("");
      expect(t.summary.split(/\s+/).length, article.id).toBeGreaterThanOrEqual(20);
      expect(t.keyPoints.length, article.id).toBeGreaterThanOrEqual(4);
      expect(t.procedure.length, article.id).toBeGreaterThanOrEqual(4);
      expect(t.dos.length, article.id).toBeGreaterThanOrEqual(3);
      expect(t.donts.length, article.id).toBeGreaterThanOrEqual(3);
      expect(t.keywords.length, article.id).toBeGreaterThanOrEqual(8);
      expect(t.nextStep?.trim(), article.id).toBeTruthy();
      const speakers = new Set(t.exampleDialogue.map((turn) => turn.speaker));
      expect([...speakers].sort(), article.id).toEqual(["agent", "client"]);
      for (const line of [...t.keyPoints, ...t.procedure, ...t.dos, ...t.donts, ...t.keywords]) {
        expect(line.trim(), article.id).not.toBe("");
      }
    }
  });

  it("is written in each language, not copied from English", () => {
    for (const article of OURS) {
      expect(article.text.es.summary).not.toBe(article.text.en.summary);
      expect(article.text.fr.summary).not.toBe(article.text.en.summary);
      expect(article.text.es.keyPoints[0]).not.toBe(article.text.fr.keyPoints[0]);
    }
  });

  it("finds no forbidden price word (free, gratis, gratuit…) in any article, any year, any language", () => {
    for (const when of [NOW, new Date(Date.UTC(2025, 5, 1))]) {
      for (const article of knowledgeBase(when)) {
        for (const language of LANGUAGES) {
          expect(
            complianceViolations(allText(article, language), language),
            `${article.id} ${language}`,
          ).toEqual([]);
        }
      }
    }
  });

  it("passes the compliance guard as agent coaching: no endorsement claims, no guaranteed index gains", () => {
    for (const article of OURS) {
      for (const language of LANGUAGES) {
        expect(
          check(allText(article, language), { audience: "agent", language }),
          `${article.id} ${language}`,
        ).toEqual([]);
      }
    }
  });
});

describe("Medicare cost article (KB-10001) figures come from the tables", () => {
  const current = byYear(2026);
  const previous = byYear(2025);
  const article = articleById("KB-10001", NOW)!;

  // Figure → how it is written with the year before beside it, per language.
  it.each([
    ["Part B premium", (f: MedicareFigures) => f.partB.premium],
    ["Part B deductible", (f: MedicareFigures) => f.partB.deductible],
    ["Part A deductible", (f: MedicareFigures) => f.partA.deductible],
    ["Part A premium under 30 quarters", (f: MedicareFigures) => f.partA.premiumUnder30Quarters],
    ["Part A premium 30-39 quarters", (f: MedicareFigures) => f.partA.premium30to39Quarters],
    ["Part D deductible", (f: MedicareFigures) => f.partD.maxDeductible],
    ["Part D out-of-pocket cap", (f: MedicareFigures) => f.partD.outOfPocketCap],
    ["MA in-network MOOP", (f: MedicareFigures) => f.medicareAdvantage.moopInNetwork],
  ])("%s: this year's figure with last year's", (_label, pick) => {
    const money = (n: number, language: Language) => {
      const cents = Math.round(n * 100) % 100;
      const whole = Math.floor(n).toLocaleString("en-US");
      if (language === "fr") {
        const grouped = whole.replace(/,/g, "\u00a0");
        return cents === 0 ? `${grouped}\u00a0$` : `${grouped},${String(cents).padStart(2, "0")}\u00a0$`;
      }
      return cents === 0 ? `$${whole}` : `$${whole}.${String(cents).padStart(2, "0")}`;
    };
    const keyPoints = (language: Language) => article.text[language].keyPoints.join("\n");
    expect(keyPoints("en")).toContain(`${money(pick(current), "en")} (2025: ${money(pick(previous), "en")})`);
    expect(keyPoints("es")).toContain(`${money(pick(current), "es")} (2025: ${money(pick(previous), "es")})`);
    expect(keyPoints("fr")).toContain(
      `${money(pick(current), "fr")} (2025\u00a0: ${money(pick(previous), "fr")})`,
    );
  });

  it.each([
    [
      "en",
      "Part B standard premium: $202.90 (2025: $185) a month; Part B deductible: $283 (2025: $257) a year.",
    ],
    [
      "es",
      "Prima estándar de la Parte B: $202.90 (2025: $185) al mes; deducible de la Parte B: $283 (2025: $257) al año.",
    ],
    [
      "fr",
      "Prime standard de la partie B : 202,90\u00a0$ (2025\u00a0: 185\u00a0$) par mois ; franchise de la partie B : 283\u00a0$ (2025\u00a0: 257\u00a0$) par an.",
    ],
  ] as const)("reads the 2026 Part B figures to the cent in %s", (language, expected) => {
    expect(article.text[language].keyPoints[0]).toBe(expected);
  });

  it("names the plan year and the comparison year in the title", () => {
    expect(article.text.en.title).toBe("Medicare costs for 2026 compared with 2025");
    expect(article.text.es.title).toBe("Costos de Medicare en 2026 comparados con 2025");
    expect(article.text.fr.title).toBe("Les coûts de Medicare en 2026 comparés à 2025");
  });

  it("follows the plan year of `now`: in 2025 it quotes 2025 and has no older year to compare", () => {
    const in2025 = articleById("KB-10001", new Date(Date.UTC(2025, 5, 1)))!;
    expect(in2025.text.en.title).toBe("Medicare costs for 2025");
    expect(in2025.text.en.keyPoints[0]).toBe(
      "Part B standard premium: $185 a month; Part B deductible: $257 a year.",
    );
    expect(allText(in2025, "en")).not.toContain("2024");
  });

  it("carries the latest known year forward when the tables are behind the clock", () => {
    const later = articleById("KB-10001", new Date(Date.UTC(2031, 0, 15)))!;
    expect(later.text.en.title).toBe("Medicare costs for 2026 compared with 2025");
  });

  it.each([
    ["en", "3 years late is $60.87 more a month in 2026", "20 months is $7.80 a month"],
    ["es", "3 años de retraso son $60.87 más al mes en 2026", "20 meses son $7.80 al mes"],
    [
      "fr",
      "3 ans de retard, c'est 60,87\u00a0$ de plus par mois en 2026",
      "20 mois, c'est 7,80\u00a0$ par mois",
    ],
  ] as const)(
    "computes the late-penalty examples from the tables in %s (KB-10002)",
    (language, partB, partD) => {
      const text = allText(articleById("KB-10002", NOW)!, language);
      expect(text).toContain(partB);
      expect(text).toContain(partD);
    },
  );

  it.each([
    ["KB-10002", "en", "October 15 to December 7"],
    ["KB-10002", "es", "del 15 de octubre al 7 de diciembre"],
    ["KB-10002", "fr", "du 15 octobre au 7 décembre"],
    ["KB-10003", "en", "after the Part B deductible ($283 in 2026)"],
    ["KB-10004", "en", "caps yearly medical costs at $9,250 (2025: $9,350)"],
    ["KB-10004", "es", "Cerca del 67% de los planes MA con medicamentos"],
    ["KB-10006", "fr", "434\u00a0$ par jour du 61e au 90e jour"],
  ] as const)("%s in %s reads the tables: %s", (id, language, expected) => {
    expect(allText(articleById(id, NOW)!, language)).toContain(expected);
  });
});
