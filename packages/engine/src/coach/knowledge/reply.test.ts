import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../types.js";
import { complianceViolations } from "../../words/compliance.js";
import { check } from "../guard/index.js";
import {
  COACHING_REPLY_LABELS,
  COACHING_REPLY_MAX_WORDS,
  COACHING_REPLY_MIN_WORDS,
  coachingReply,
  countReplyWords,
  KNOWLEDGE_BASE,
  KNOWLEDGE_NO_MATCH_TEXT,
  knowledgeBase,
} from "./index.js";
import { composeReply } from "./reply.js";
import type { Article } from "./types.js";

const NOW = new Date(Date.UTC(2026, 10, 23));

/** Questions agents really type, in the three languages. */
const QUESTIONS: readonly (readonly [string, Language])[] = [
  ["how do I handle a client who only wants a Part D review", "en"],
  ["what changed in Medicare costs for 2026?", "en"],
  ["should my client pick Plan G or Plan N?", "en"],
  ["when does Medicare Advantage fit better than a supplement?", "en"],
  ["how do I explain deductibles to a new retiree", "en"],
  ["final expense underwriting for a smoker with COPD", "en"],
  ["what are my best-interest duties on an annuity sale?", "en"],
  ["can I bring up life insurance during a Medicare Advantage appointment?", "en"],
  ["does the 48-hour scope of appointment rule still apply?", "en"],
  ["¿cómo explico el deducible de la Parte B?", "es"],
  ["mi cliente solo quiere revisar su plan de la Parte D, ¿qué hago?", "es"],
  ["¿cuándo se paga la multa por inscripción tardía de la Parte B?", "es"],
  ["¿cómo explico una anualidad indexada sin prometer rendimientos?", "es"],
  ["¿qué riders le ofrezco a un cliente de 60 años?", "es"],
  ["¿cuánta cobertura de gastos finales necesita para el funeral?", "es"],
  ["comment fonctionne la souscription en frais funéraires ?", "fr"],
  ["quels sont les coûts de Medicare en 2026 ?", "fr"],
  ["comment présenter Medicare Advantage et son réseau ?", "fr"],
  ["quelles règles pour l'avis TPMO au téléphone ?", "fr"],
  ["comment faire une vente croisée d'assurance vie dans les règles ?", "fr"],
  ["rente indexée : comment expliquer le plafond et le plancher ?", "fr"],
];

describe("coachingReply", () => {
  it.each(QUESTIONS)(
    "%j (%s) is 150-300 words, coaching from the knowledge base, ending with a next step",
    (query, language) => {
      const reply = coachingReply(query, { now: NOW, language });
      const words = countReplyWords(reply.text);
      expect(words).toBeGreaterThanOrEqual(COACHING_REPLY_MIN_WORDS);
      expect(words).toBeLessThanOrEqual(COACHING_REPLY_MAX_WORDS);
      expect(reply.articleIds.length).toBeGreaterThan(0);
      expect(reply.articleIds.length).toBeLessThanOrEqual(3);
      const labels = COACHING_REPLY_LABELS[language];
      expect(reply.text).toContain(labels.keyPoints);
      expect(reply.text).toContain(labels.procedure);
      expect(reply.text).toContain(labels.example);
      const paragraphs = reply.text.split("\n\n");
      expect(paragraphs.at(-1)!.startsWith(labels.nextStep)).toBe(true);
      expect(complianceViolations(reply.text, language)).toEqual([]);
      expect(check(reply.text, { audience: "agent", language })).toEqual([]);
    },
  );

  it.each([
    ["how do I handle a client who only wants a Part D review", "en", "KB-10005"],
    ["¿cómo explico el deducible de la Parte B?", "es", "KB-10006"],
    ["comment fonctionne la souscription en frais funéraires ?", "fr", "KB-10008"],
  ] as const)("%j builds on the right article, in the query's language", (query, language, id) => {
    const reply = coachingReply(query, { now: NOW, language });
    const top = KNOWLEDGE_BASE.find((article) => article.id === id)!.text[language];
    expect(reply.articleIds[0]).toBe(id);
    expect(reply.text.startsWith(top.summary)).toBe(true);
    expect(reply.text).toContain(`1. ${top.procedure[0]}`);
    expect(reply.text).toContain(`${COACHING_REPLY_LABELS[language].nextStep} ${top.nextStep}`);
  });

  it("quotes the plan year's sourced figures", () => {
    expect(
      coachingReply("¿cómo explico el deducible de la Parte B?", { now: NOW, language: "es" }).text,
    ).toContain("$283");
    expect(
      coachingReply("Medicare costs", { now: new Date(Date.UTC(2025, 2, 1)), language: "en" }).text,
    ).toContain("Part B standard premium: $185 a month");
  });

  it("gives at most 6 key points, none repeated", () => {
    for (const [query, language] of QUESTIONS) {
      const text = coachingReply(query, { now: NOW, language }).text;
      const block = text.split("\n\n").find((p) => p.startsWith(COACHING_REPLY_LABELS[language].keyPoints))!;
      const points = block.split("\n").slice(1);
      expect(points.length).toBeGreaterThan(0);
      expect(points.length).toBeLessThanOrEqual(6);
      expect(new Set(points).size).toBe(points.length);
    }
  });

  it.each([
    ["recipe for sourdough bread", "en", "I don't have that information in my training materials."],
    [
      "¿quién ganó el partido de fútbol ayer?",
      "es",
      "No tengo esa información en mis materiales de capacitación.",
    ],
    ["recette de pain au levain", "fr", "Je n'ai pas cette information dans mes supports de formation."],
    ["", "en", "I don't have that information in my training materials."],
    ["?? !! a b", "fr", "Je n'ai pas cette information dans mes supports de formation."],
  ] as const)("%j (%s) → the no-match text", (query, language, expected) => {
    expect(coachingReply(query, { now: NOW, language })).toEqual({ text: expected, articleIds: [] });
    expect(KNOWLEDGE_NO_MATCH_TEXT[language]).toBe(expected);
  });

  it("keeps every article's reply within 150-300 words in every language, with nothing forbidden", () => {
    for (const article of knowledgeBase(NOW)) {
      for (const language of LANGUAGES) {
        const reply = composeReply([{ article, score: 3, keywordScore: 1, weight: 3 }], language);
        const words = countReplyWords(reply.text);
        expect(words, `${article.id} ${language}`).toBeGreaterThanOrEqual(COACHING_REPLY_MIN_WORDS);
        expect(words, `${article.id} ${language}`).toBeLessThanOrEqual(COACHING_REPLY_MAX_WORDS);
        expect(complianceViolations(reply.text, language), `${article.id} ${language}`).toEqual([]);
        expect(check(reply.text, { audience: "agent", language }), `${article.id} ${language}`).toEqual([]);
      }
    }
  });

  it("shortens an over-long article to 300 words and fills a thin one up to 150", () => {
    const long = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const make = (id: string, size: number): Article => {
      const text = {
        title: "T",
        summary: `${long(size)}.`,
        keyPoints: Array.from({ length: 6 }, (_, i) => `Point ${i} ${long(size)}`),
        procedure: Array.from({ length: 6 }, (_, i) => `Step ${i} ${long(size)}`),
        dos: [],
        donts: [],
        exampleDialogue: Array.from({ length: 6 }, (_, i) => ({
          speaker: i % 2 === 0 ? ("agent" as const) : ("client" as const),
          line: long(size),
        })),
        keywords: [],
      };
      return { id, date: "2026-11", topic: "t", sources: [], text: { en: text, es: text, fr: text } };
    };
    const tooLong = composeReply(
      [{ article: make("KB-00001", 30), score: 3, keywordScore: 1, weight: 3 }],
      "en",
    );
    expect(countReplyWords(tooLong.text)).toBeLessThanOrEqual(COACHING_REPLY_MAX_WORDS);
    expect(tooLong.text).toContain("Example:");
    const thin = [1, 2, 3].map((i) => ({
      article: make(`KB-0000${i}`, 4),
      score: 3,
      keywordScore: 1,
      weight: 3 as const,
    }));
    const filled = composeReply(thin.slice(0, 1), "en");
    const withOthers = composeReply(thin, "en");
    expect(countReplyWords(withOthers.text)).toBeGreaterThan(countReplyWords(filled.text));
    expect(withOthers.articleIds).toEqual(["KB-00001", "KB-00002", "KB-00003"]);
  });

  it("ends the example on the agent's line when it has to shorten it", () => {
    for (const [query, language] of QUESTIONS) {
      const text = coachingReply(query, { now: NOW, language }).text;
      const example = text.split("\n\n").find((p) => p.startsWith(COACHING_REPLY_LABELS[language].example))!;
      const lines = example.split("\n").slice(1);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(
        lines
          .at(-1)!
          .startsWith(
            `${COACHING_REPLY_LABELS[language].agent}${COACHING_REPLY_LABELS[language].speakerColon}`,
          ),
      ).toBe(true);
    }
  });
});

describe("countReplyWords", () => {
  it.each([
    ["", 0],
    ["one", 1],
    ["Key points:\n- Part B: $202.90 a month", 7],
    ["1. Ask — then listen.", 4],
    ["Prochaine étape : appelez-le", 3],
  ] as const)("%j → %i", (text, expected) => {
    expect(countReplyWords(text)).toBe(expected);
  });
});
