/**
 * Specification of the selling articles: identity, shape and translation in every language, what agents
 * type and what finds each article, and compliance. One file because every check walks the same list of
 * articles with the same helpers.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../../types.js";
import { complianceViolations } from "../../../words/index.js";
import { check } from "../../guard/index.js";
import { composeReply } from "../reply.js";
import { rankArticles } from "../search.js";
import type { Article, ArticleText } from "../types.js";
import { SELLING_ARTICLES } from "./selling.js";

/** The month the knowledge base was last reviewed; no article may claim a later review. */
const CURRENT_MONTH = "2026-11";

const byId = (id: string): Article => {
  const article = SELLING_ARTICLES.find((candidate) => candidate.id === id);
  if (!article) throw new Error(`no article ${id}`);
  return article;
};

/** Every string an agent or a client could read, keywords last. */
function allStrings(text: ArticleText): string[] {
  return [...prose(text), ...text.keywords];
}

/** The prose, field by field, in a fixed order so two languages can be compared position by position. */
function prose(text: ArticleText): string[] {
  return [
    text.title,
    text.summary,
    ...text.keyPoints,
    ...text.procedure,
    ...text.dos,
    ...text.donts,
    ...text.exampleDialogue.map((turn) => turn.line),
    text.nextStep ?? "",
  ];
}

/** Words as a reader counts them: runs holding a letter or a digit (bullets and French spaced punctuation don't count). */
function readerWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** A sentence ends at . ! ? or …, possibly followed by closing quotes, before a capital or the end. */
function sentenceCount(text: string): number {
  return text.match(/[.!?…](?:[\s\u00a0]*[»”")])*(?=\s+[\p{Lu}¿¡«“"]|\s*$)/gu)?.length ?? 0;
}

const cases = SELLING_ARTICLES.flatMap((article) =>
  LANGUAGES.map((language) => ({ id: article.id, language, text: article.text[language] })),
);

describe("selling articles: identity", () => {
  it("has 13 to 20 articles", () => {
    expect(SELLING_ARTICLES.length).toBeGreaterThanOrEqual(13);
    expect(SELLING_ARTICLES.length).toBeLessThanOrEqual(20);
  });

  it("numbers them KB-20001, KB-20002… with no gap or duplicate", () => {
    const expected = SELLING_ARTICLES.map((_, index) => `KB-${String(20001 + index).padStart(5, "0")}`);
    expect(SELLING_ARTICLES.map((article) => article.id)).toEqual(expected);
    expect(new Set(expected).size).toBe(SELLING_ARTICLES.length);
    for (const article of SELLING_ARTICLES) expect(article.id).toMatch(/^KB-\d{5}$/);
  });

  it.each(SELLING_ARTICLES.map((article) => [article.id, article.date]))(
    "%s has a real review month no later than the current one (%s)",
    (_id, date) => {
      expect(date).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      expect(date <= CURRENT_MONTH).toBe(true);
      expect(date >= "2026-06").toBe(true);
    },
  );

  it("names a topic and cites only the engine's sourced tables or the product docs", () => {
    for (const article of SELLING_ARTICLES) {
      expect(article.topic.trim()).not.toBe("");
      for (const source of article.sources) {
        expect(source).toMatch(/^(?:packages\/engine\/src\/[\w/.-]+|docs\/[\w/.-]+\.md#[\w-]+)$/);
      }
    }
  });

  it("covers every selling topic of the coach's knowledge base", () => {
    const topics = new Set(SELLING_ARTICLES.map((article) => article.topic));
    for (const topic of [
      "objections",
      "price objections",
      "urgency",
      "trust building",
      "discovery",
      "closing",
      "features",
      "callbacks",
      "listening",
      "social proof",
    ]) {
      expect(topics, topic).toContain(topic);
    }
  });
});

describe("selling articles: shape in every language", () => {
  it.each(cases)("$id ($language) fills every field with the expected counts", ({ text }) => {
    expect(text.title.trim()).not.toBe("");
    expect(sentenceCount(text.summary)).toBeGreaterThanOrEqual(2);
    expect(sentenceCount(text.summary)).toBeLessThanOrEqual(3);
    expect(text.keyPoints.length).toBeGreaterThanOrEqual(4);
    expect(text.keyPoints.length).toBeLessThanOrEqual(6);
    expect(text.procedure.length).toBeGreaterThanOrEqual(4);
    expect(text.procedure.length).toBeLessThanOrEqual(7);
    expect(text.dos.length).toBeGreaterThanOrEqual(3);
    expect(text.dos.length).toBeLessThanOrEqual(5);
    expect(text.donts.length).toBeGreaterThanOrEqual(3);
    expect(text.donts.length).toBeLessThanOrEqual(5);
    expect(text.exampleDialogue.length).toBeGreaterThanOrEqual(4);
    expect(text.exampleDialogue.length).toBeLessThanOrEqual(8);
    expect(text.keywords.length).toBeGreaterThanOrEqual(8);
    for (const value of allStrings(text)) {
      expect(value.trim()).not.toBe("");
      expect(value).toBe(value.trim());
    }
  });

  it.each(cases)("$id ($language) is a conversation between the agent and a client", ({ text }) => {
    const speakers = new Set(text.exampleDialogue.map((turn) => turn.speaker));
    expect([...speakers].sort()).toEqual(["agent", "client"]);
  });

  it.each(cases)("$id ($language) lists distinct lower-case keywords", ({ text }) => {
    expect(new Set(text.keywords).size).toBe(text.keywords.length);
    for (const keyword of text.keywords) expect(keyword).toBe(keyword.toLocaleLowerCase());
  });

  it("has the same number of lines in every field in every language", () => {
    for (const article of SELLING_ARTICLES) {
      const shape = (language: Language) => {
        const text = article.text[language];
        return [
          text.keyPoints.length,
          text.procedure.length,
          text.dos.length,
          text.donts.length,
          text.exampleDialogue.map((turn) => turn.speaker).join(","),
        ];
      };
      expect(shape("es"), article.id).toEqual(shape("en"));
      expect(shape("fr"), article.id).toEqual(shape("en"));
    }
  });
});

describe("selling articles: translation", () => {
  // Words that only an English sentence would contain; "Scope of Appointment" and the SHIP's English
  // name are kept on purpose in the Spanish and French texts and contain none of them.
  const ENGLISH_ONLY = /\b(?:the|and|you|your|with|that|this|will|have|what|don't|can't|isn't)\b/i;

  it.each(
    SELLING_ARTICLES.flatMap((article) => (["es", "fr"] as const).map((language) => ({ article, language }))),
  )("$article.id ($language) leaves no English sentence untranslated", ({ article, language }) => {
    const english = prose(article.text.en);
    const translated = prose(article.text[language]);
    expect(translated).toHaveLength(english.length);
    translated.forEach((line, index) => {
      expect(line, `line ${index}`).not.toBe(english[index]);
      expect(line, `line ${index}`).not.toMatch(ENGLISH_ONLY);
    });
  });

  it("gives Spanish and French their own texts rather than one shared translation", () => {
    for (const article of SELLING_ARTICLES) {
      expect(article.text.es.summary).not.toBe(article.text.fr.summary);
      expect(article.text.es.title).not.toBe(article.text.fr.title);
    }
  });
});

describe("selling articles: what agents type", () => {
  // The colloquial words an agent types when a client pushes back, per objection type and language.
  const COLLOQUIAL: [id: string, category: string, words: Record<Language, string[]>][] = [
    [
      "KB-20001",
      "price",
      {
        en: ["too expensive", "costs too much"],
        es: ["está muy caro", "muy caro"],
        fr: ["c'est trop cher", "trop cher"],
      },
    ],
    [
      "KB-20002",
      "affordability",
      {
        en: ["can't afford", "fixed income"],
        es: ["no me alcanza", "ingreso fijo"],
        fr: ["je n'ai pas les moyens", "revenu fixe"],
      },
    ],
    [
      "KB-20003",
      "trust",
      {
        en: ["don't trust", "scam"],
        es: ["no confío", "es una estafa"],
        fr: ["je ne vous fais pas confiance", "arnaque"],
      },
    ],
    [
      "KB-20004",
      "need",
      {
        en: ["don't need it", "already covered"],
        es: ["no lo necesito", "ya tengo seguro"],
        fr: ["je n'en ai pas besoin", "déjà assuré"],
      },
    ],
    [
      "KB-20005",
      "urgency",
      {
        en: ["not right now", "think about it", "call me back"],
        es: ["ahorita no", "lo voy a pensar", "llámeme después"],
        fr: ["pas maintenant", "je vais réfléchir", "rappelez-moi"],
      },
    ],
    [
      "KB-20006",
      "all four objection types",
      {
        en: ["too expensive", "can't afford", "don't trust", "don't need it", "think about it"],
        es: ["está muy caro", "no me alcanza", "no confío", "no lo necesito", "lo voy a pensar"],
        fr: [
          "c'est trop cher",
          "je n'ai pas les moyens",
          "je ne vous fais pas confiance",
          "je n'en ai pas besoin",
          "je vais réfléchir",
        ],
      },
    ],
    [
      "KB-20007",
      "trust building",
      {
        en: ["rapport", "build trust"],
        es: ["rapport", "generar confianza"],
        fr: ["rapport", "gagner la confiance"],
      },
    ],
    ["KB-20011", "closing", { en: ["close the deal"], es: ["cerrar la venta"], fr: ["conclure la vente"] }],
    [
      "KB-20012",
      "callbacks",
      {
        en: ["think about it", "call me back"],
        es: ["lo voy a pensar", "llámeme después"],
        fr: ["je vais réfléchir", "rappelez-moi"],
      },
    ],
  ];

  it.each(
    COLLOQUIAL.flatMap(([id, category, words]) =>
      LANGUAGES.map((language) => ({ id, category, language, words: words[language] })),
    ),
  )("$id ($category, $language) answers to $words", ({ id, language, words }) => {
    expect(byId(id).text[language].keywords).toEqual(expect.arrayContaining(words));
  });
});

describe("selling articles: found by what agents type", () => {
  // The agent's words, as typed in the chat, and the article that should come first. Every selling
  // article carries the same review month, so this ranks on the words alone.
  const NOW = new Date("2026-11-15T12:00:00Z");
  it.each<[query: string, language: Language, expected: string]>([
    ["my client says it's too expensive", "en", "KB-20001"],
    ["client can't afford the premium", "en", "KB-20002"],
    ["client doesn't trust me, thinks I'm a scam", "en", "KB-20003"],
    ["he says he doesn't need it, already covered through work", "en", "KB-20004"],
    ["how to create urgency", "en", "KB-20005"],
    ["the four types of objections", "en", "KB-20006"],
    ["she wants to think about it and call me back next week", "en", "KB-20012"],
    ["how do I close the deal", "en", "KB-20011"],
    ["how do I build rapport", "en", "KB-20007"],
    ["mi cliente dice que está muy caro", "es", "KB-20001"],
    ["no le alcanza el dinero, ingreso fijo", "es", "KB-20002"],
    ["dice que no confía, que es una estafa", "es", "KB-20003"],
    ["dice que no lo necesita, ya tiene seguro", "es", "KB-20004"],
    ["me dijo lo voy a pensar, llámeme después", "es", "KB-20012"],
    ["cómo cerrar la venta", "es", "KB-20011"],
    ["le client dit c'est trop cher", "fr", "KB-20001"],
    ["elle n'a pas les moyens, petite retraite", "fr", "KB-20002"],
    ["il ne me fait pas confiance, il pense que c'est une arnaque", "fr", "KB-20003"],
    ["il dit qu'il n'en a pas besoin, déjà assuré", "fr", "KB-20004"],
    ["elle m'a dit je vais réfléchir, rappelez-moi", "fr", "KB-20012"],
    ["comment conclure la vente", "fr", "KB-20011"],
    ["questions de découverte", "fr", "KB-20008"],
  ])("%j (%s) finds %s first", (query, language, expected) => {
    expect(rankArticles(query, SELLING_ARTICLES, NOW, language)[0]?.article.id).toBe(expected);
  });
});

describe("selling articles: as coaching replies", () => {
  it.each(cases)(
    "$id ($language) makes a 150-300 word reply that ends with its own next step",
    ({ id, language, text }) => {
      const reply = composeReply([{ article: byId(id), score: 3, keywordScore: 1, weight: 3 }], language);
      // docs/product/chat-coach.md: replies of 150-300 words.
      expect(readerWords(reply.text)).toBeGreaterThanOrEqual(150);
      expect(readerWords(reply.text)).toBeLessThanOrEqual(300);
      expect(reply.text.endsWith(text.nextStep ?? "")).toBe(true);
    },
  );
});

describe("selling articles: compliance", () => {
  it.each(cases)("$id ($language) never calls a plan free in any language", ({ language, text }) => {
    for (const value of allStrings(text)) expect(complianceViolations(value, language), value).toEqual([]);
  });

  it.each(cases)("$id ($language) keeps commission out of what the agent says to a client", ({ text }) => {
    for (const turn of text.exampleDialogue) expect(turn.line).not.toMatch(/commission|comisi[oó]n/i);
  });

  it.each(cases)("$id ($language) never claims Medicare approval or guaranteed returns", ({ text }) => {
    for (const value of allStrings(text)) {
      expect(value).not.toMatch(
        /medicare[-\s](?:approved|endorsed)|aprobado por medicare|approuvé par medicare/i,
      );
      expect(value).not.toMatch(
        /guaranteed (?:return|gain|growth)|rendimiento garantizado|rendement garanti/i,
      );
    }
  });

  it.each(cases)(
    "$id ($language) passes the compliance guard as coaching for the agent",
    ({ language, text }) => {
      for (const value of allStrings(text))
        expect(check(value, { audience: "agent", language }), value).toEqual([]);
    },
  );

  it.each(cases)(
    "$id ($language) keeps every line of the example call within the client-facing rules",
    ({ language, text }) => {
      // Each line is one turn of a longer call whose disclaimer came first, so the TPMO rule is left to
      // the full script; every other client-facing rule applies line by line.
      for (const turn of text.exampleDialogue) {
        const findings = check(turn.line, { audience: "client", language, medicareMaterial: false });
        expect(findings, turn.line).toEqual([]);
      }
    },
  );

  it("reads the standardized TPMO disclaimer, with its counts, in the trust-building call", () => {
    const agentLines = (language: Language) =>
      byId("KB-20007")
        .text[language].exampleDialogue.filter((turn) => turn.speaker === "agent")
        .map((turn) => turn.line)
        .join(" ");
    expect(agentLines("en")).toContain("We do not offer every plan available in your area.");
    expect(agentLines("en")).toContain("Currently we represent 4 organizations which offer 19 products");
    expect(agentLines("es")).toContain("No ofrecemos todos los planes disponibles en su área.");
    expect(agentLines("fr")).toContain("Nous n'offrons pas tous les régimes disponibles dans votre région.");
  });
});
