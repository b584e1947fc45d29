import { describe, expect, it } from "vitest";
import type { Language } from "../../types.js";
import { knowledgeBase, recencyWeight, searchKnowledge, searchQueryWords } from "./index.js";
import type { Article, ArticleText } from "./types.js";

const NOW = new Date(Date.UTC(2026, 10, 23));
/** Only this module's articles: the selling-skill articles are written elsewhere and may rank too. */
const OURS = knowledgeBase(NOW).filter((article) => article.id.startsWith("KB-1"));

function text(fields: Partial<ArticleText>): ArticleText {
  return {
    title: "Untitled",
    summary: "",
    keyPoints: [],
    procedure: [],
    dos: [],
    donts: [],
    exampleDialogue: [],
    keywords: [],
    ...fields,
  };
}

/** A test article whose English text is `fields` and whose other languages say nothing relevant. */
function article(
  id: string,
  date: string,
  fields: Partial<ArticleText>,
  es: Partial<ArticleText> = {},
): Article {
  return { id, date, topic: "test", sources: [], text: { en: text(fields), es: text(es), fr: text({}) } };
}

const ids = (query: string, articles: readonly Article[], language: Language = "en", now = NOW) =>
  searchKnowledge(query, { now, language, articles }).map((result) => result.article.id);

describe("searchQueryWords", () => {
  it.each([
    ["how do I handle a client who only wants a Part D review", "en", ["partd", "review"]],
    ["¿cómo explico el deducible de la Parte B?", "es", ["explico", "deducible", "parteb"]],
    [
      "comment fonctionne la souscription en frais funéraires ?",
      "fr",
      ["fonctionne", "souscription", "frai", "funeraire"],
    ],
    ["Is a PDP ok?", "en", ["pdp"]],
    ["Plan G or Plan N, for a 65-year-old?", "en", ["plang", "plann"]],
    ["DEDUCTIBLES, deductibles; deductible!", "en", ["deductible"]],
    ["Qué es el IRMAA", "es", ["irmaa"]],
    ["Les primes de l'assurance", "fr", ["prime", "assurance"]],
    ["a b c de", "en", []],
    ["", "en", []],
  ] as const)("%j (%s) → %j", (query, language, expected) => {
    expect(searchQueryWords(query, language)).toEqual(expected);
  });
});

describe("recencyWeight", () => {
  it.each([
    ["2026-11", NOW, 3],
    ["2026-10", NOW, 3],
    ["2026-09", NOW, 2],
    ["2026-08", NOW, 1],
    ["2025-11", NOW, 1],
    ["2026-12", NOW, 3],
    ["2026-12", new Date(Date.UTC(2027, 0, 5)), 3],
    ["2026-11", new Date(Date.UTC(2027, 0, 5)), 2],
    ["2026-10", new Date(Date.UTC(2027, 0, 31, 23, 59)), 1],
    ["2026-13", NOW, 1],
    ["November 2026", NOW, 1],
  ] as const)("%s against %s → %i", (date, now, expected) => {
    expect(recencyWeight(date, now)).toBe(expected);
  });
});

describe("searchKnowledge ranking (fixed now)", () => {
  it("ranks a title match above a headline match above a body-only match", () => {
    const articles = [
      article("KB-00001", "2026-11", { procedure: ["Explain the deductible last."] }),
      article("KB-00002", "2026-11", { summary: "Deductibles confuse clients." }),
      article("KB-00003", "2026-11", { title: "Deductibles made simple" }),
    ];
    const results = searchKnowledge("deductible", { now: NOW, language: "en", articles });
    expect(results.map((r) => [r.article.id, r.keywordScore, r.weight, r.score])).toEqual([
      ["KB-00003", 3, 3, 9],
      ["KB-00002", 2, 3, 6],
      ["KB-00001", 1, 3, 3],
    ]);
  });

  it("counts each query word once and adds the words that match", () => {
    const articles = [
      article("KB-00001", "2026-11", { keyPoints: ["Medigap premium rises with age; premium, premium."] }),
      article("KB-00002", "2026-11", { keyPoints: ["The Medigap premium and the Part B deductible."] }),
    ];
    const results = searchKnowledge("medigap premium deductible", { now: NOW, language: "en", articles });
    expect(results.map((r) => [r.article.id, r.keywordScore])).toEqual([
      ["KB-00002", 6],
      ["KB-00001", 4],
    ]);
  });

  // The same keyword score, different ages: weight 3 (≤1 month), 2 (2 months), 1 (older).
  it.each([
    [
      ["2026-08", "2026-09", "2026-11"],
      ["KB-00003", "KB-00002", "KB-00001"],
      [3, 2, 1],
    ],
    [
      ["2026-10", "2025-01", "2026-09"],
      ["KB-00001", "KB-00003", "KB-00002"],
      [3, 2, 1],
    ],
    [
      ["2024-05", "2024-06", "2024-07"],
      ["KB-00001", "KB-00002", "KB-00003"],
      [1, 1, 1],
    ],
  ])("dates %j rank %j with weights %j", (dates, expectedIds, expectedWeights) => {
    const articles = dates.map((date, i) =>
      article(`KB-0000${i + 1}`, date, { summary: "Closing the sale." }),
    );
    const results = searchKnowledge("closing", { now: NOW, language: "en", articles });
    expect(results.map((r) => r.article.id)).toEqual(expectedIds);
    expect(results.map((r) => r.weight)).toEqual(expectedWeights);
    expect(results.map((r) => r.score)).toEqual(expectedWeights.map((w) => 2 * w));
  });

  it("lets a fresh body mention beat an old headline mention (score × weight)", () => {
    const articles = [
      article("KB-00001", "2025-01", { summary: "Referral scripts." }), // 2 × 1
      article("KB-00002", "2026-11", { dos: ["Ask for a referral."] }), // 1 × 3
    ];
    expect(ids("referral", articles)).toEqual(["KB-00002", "KB-00001"]);
  });

  it("breaks a tie in score by the higher keyword score, then by knowledge-base order", () => {
    const articles = [
      article("KB-00001", "2026-11", { dos: ["Mention the rider."] }), // 1 × 3 = 3
      article("KB-00002", "2025-01", { title: "Riders" }), // 3 × 1 = 3
      article("KB-00003", "2026-11", { donts: ["Skip the rider."] }), // 1 × 3 = 3
    ];
    expect(ids("rider", articles)).toEqual(["KB-00002", "KB-00001", "KB-00003"]);
  });

  it("breaks a tie in keyword score by how often the article uses the query words", () => {
    const articles = [
      article("KB-00001", "2026-11", { title: "Plan G and high-deductible G" }),
      article("KB-00002", "2026-11", {
        title: "Deductibles",
        procedure: ["Explain each deductible, then which plan pays the deductible."],
      }),
    ];
    expect(ids("deductible", articles)).toEqual(["KB-00002", "KB-00001"]);
  });

  it("returns at most the top 3 and only articles scoring above 0", () => {
    const articles = [
      ...Array.from({ length: 5 }, (_, i) =>
        article(`KB-0000${i + 1}`, "2026-11", { summary: "Annuity basics." }),
      ),
      article("KB-00009", "2026-11", { summary: "Nothing relevant here." }),
    ];
    expect(ids("annuity", articles)).toEqual(["KB-00001", "KB-00002", "KB-00003"]);
    expect(ids("zebra", articles)).toEqual([]);
    expect(ids("the and how", articles)).toEqual([]);
  });

  it("searches only the query's language", () => {
    const articles = [article("KB-00001", "2026-11", { summary: "Deductible." }, { summary: "Deducible." })];
    expect(ids("deductible", articles, "en")).toEqual(["KB-00001"]);
    expect(ids("deductible", articles, "es")).toEqual([]);
    expect(ids("deducible", articles, "es")).toEqual(["KB-00001"]);
  });

  it("matches accents, case, punctuation and plurals loosely", () => {
    const articles = [article("KB-00001", "2026-11", {}, { title: "Suscripción y preguntas eliminatorias" })];
    expect(ids("SUSCRIPCION", articles, "es")).toEqual(["KB-00001"]);
    expect(ids("pregunta eliminatoria", articles, "es")).toEqual(["KB-00001"]);
  });

  it("defaults to the knowledge base for now's plan year", () => {
    expect(searchKnowledge("Medicare costs", { now: NOW, language: "en" })[0]?.article.id).toBe("KB-10001");
  });
});

describe("searchKnowledge on the Medicare, product and compliance articles", () => {
  it.each([
    ["how do I handle a client who only wants a Part D review", "en", "KB-10005"],
    ["my client just wants a PDP review, how do I pivot?", "en", "KB-10005"],
    ["mi cliente solo quiere revisar su plan de medicamentos de la Parte D", "es", "KB-10005"],
    ["client qui veut seulement une révision de la partie D", "fr", "KB-10005"],
    ["¿cómo explico el deducible de la Parte B?", "es", "KB-10006"],
    ["how do I explain deductibles", "en", "KB-10006"],
    ["comment expliquer les franchises", "fr", "KB-10006"],
    ["comment fonctionne la souscription en frais funéraires ?", "fr", "KB-10008"],
    ["final expense underwriting graded guaranteed issue waiting period", "en", "KB-10008"],
    ["¿cómo funciona la suscripción en gastos finales?", "es", "KB-10008"],
    ["what are the 2026 Medicare costs", "en", "KB-10001"],
    ["¿cuánto cuesta Medicare en 2026?", "es", "KB-10001"],
    ["combien coûte Medicare en 2026", "fr", "KB-10001"],
    ["late enrollment penalty and enrollment periods", "en", "KB-10002"],
    ["Plan G or Plan N for my client", "en", "KB-10003"],
    ["Medicare Advantage networks and MOOP", "en", "KB-10004"],
    ["what riders should I offer", "en", "KB-10007"],
    ["how much final expense coverage for the funeral", "en", "KB-10009"],
    ["annuity best interest duties", "en", "KB-10010"],
    ["explain indexed annuity cap and floor", "en", "KB-10011"],
    ["scope of appointment 48-hour rule", "en", "KB-10012"],
    ["TPMO disclaimer rules", "en", "KB-10013"],
    ["aviso TPMO", "es", "KB-10013"],
    ["cross-selling life insurance in a Medicare appointment", "en", "KB-10014"],
    ["vente croisée assurance vie", "fr", "KB-10014"],
  ] as const)("%j (%s) → %s first", (query, language, expected) => {
    expect(ids(query, OURS, language)[0]).toBe(expected);
  });
});
