/**
 * The engine's own replies: every fixed text, product answer and follow-up answer passes the compliance
 * guard, and the coaching replies stay within 150-300 words in the three languages.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nowArb, profileArb } from "../../../test/recommend/arbitraries.js";
import { generateBundle } from "../../bundle.js";
import { LANGUAGES, PRODUCT_IDS } from "../../types.js";
import { check } from "../guard/index.js";
import {
  COACH_TEXTS,
  FOLLOW_UP_TOPICS,
  fallbackReply,
  followUpAnswer,
  followUpInstruction,
  greeting,
  productInfoAnswer,
  quotaLine,
  systemPrompt,
} from "./index.js";

const NOW = new Date("2026-11-23T12:00:00Z");
const words = (text: string) => text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const NEXT_STEP = {
  en: /\*\*Next step:\*\*/u,
  es: /\*\*Próximo paso:\*\*/u,
  fr: /\*\*Prochaine étape[\s\u00a0]?:\*\*/u,
};

describe("fixed texts", () => {
  it.each(LANGUAGES)("every %s text passes the guard", (language) => {
    const t = COACH_TEXTS[language];
    const all = [
      t.saveAcknowledged,
      t.saveToCrmPrompt,
      t.redirect,
      t.insuranceOnly,
      t.freeLimit,
      t.followUpLimit(3),
      t.quotaWelcome(2),
      t.quotaRemaining(0),
      t.quotaRemaining(1),
      t.quotaRemaining(5),
      t.quotaUnlimited,
      t.inputDisabled,
      t.emailLabel,
      t.invalidEmailToastTitle,
      t.invalidEmailToastDescription,
      t.invalidEmailReply,
      t.emailThanks,
      fallbackReply(language),
      t.processingError,
      t.noResponse,
      t.noInformation,
      greeting(language, "Maria"),
      greeting(language),
      t.languageChanged,
      t.help,
      t.unknownLanguageTitle,
      t.unknownLanguage("de"),
      ...FOLLOW_UP_TOPICS.map((topic) => followUpInstruction(topic, language)),
    ];
    for (const text of all) {
      expect(text.trim()).not.toBe("");
      // The agent reads them (the help may name commissions, which only the client must not see).
      expect(check(text, { audience: "agent", language }), text).toEqual([]);
    }
  });

  it("keeps the specification's English wording", () => {
    const t = COACH_TEXTS.en;
    expect(t.saveAcknowledged).toBe(
      "Got it! Let me know if you have any questions about the recommendations.",
    );
    expect(t.redirect).toBe(
      "I stay focused on insurance training and sales growth — let's get back to helping you write more business.",
    );
    expect(t.insuranceOnly).toMatch(/Medicare, Life, Annuities, LTC, Cancer and Hospital Indemnity/);
    expect(t.freeLimit).toBe("You've used your free messages. Upgrade to continue chatting.");
    expect(t.quotaWelcome(2)).toBe("Welcome! You've received 2 free bundles. 🎉");
    expect([0, 1, 2].map(t.quotaRemaining)).toEqual([
      "0 free messages remaining",
      "1 free message remaining",
      "2 free messages remaining",
    ]);
    expect(quotaLine("en", { unlimited: true, remaining: null })).toBe("Unlimited");
    expect(fallbackReply("en")).toMatch(/^Temporary hiccup\. I saved your message—tap Regenerate\./u);
    expect(fallbackReply("en")).toMatch(/Tap Regenerate when you want me to try again\.$/u);
    for (const language of ["en", "es", "fr"] as const)
      expect(fallbackReply(language)).not.toMatch(/Retry|Reintentar|Réessayer/u);
    expect(t.noResponse).toBe("No response generated.");
    expect(t.noInformation).toBe("I don't have that information in my training materials.");
    expect(t.processingError).toBe(
      "I'm sorry, I encountered an error while generating a response. Please try again.",
    );
  });

  it.each(LANGUAGES)("the fallback in %s has the three-step quick play", (language) => {
    expect(fallbackReply(language).match(/^\d\. /gmu)).toHaveLength(3);
  });

  it.each(LANGUAGES)("the %s system prompt states the coaching and grounded-numbers rules", (language) => {
    const prompt = systemPrompt(language);
    expect(prompt).toMatch(/150/);
    expect(prompt).toMatch(/300/);
    expect(prompt).toMatch(/TPMO/);
    expect(prompt).toMatch({ en: /never invent/, es: /nunca invente/, fr: /n'inventez jamais/ }[language]);
    expect(prompt).toMatch({ en: /zero premium/, es: /prima cero/, fr: /prime zéro/ }[language]);
  });
});

describe("product-info answers", () => {
  const cases = LANGUAGES.flatMap((language) => PRODUCT_IDS.map((product) => [language, product] as const));

  it.each(cases)(
    "%s %s: 150-300 words, agent-facing, ends with a next step, passes the guard",
    (language, product) => {
      const answer = productInfoAnswer(product, language, NOW);
      expect(words(answer)).toBeGreaterThanOrEqual(150);
      expect(words(answer)).toBeLessThanOrEqual(300);
      expect(answer.split("\n\n").at(-1)).toMatch(NEXT_STEP[language]);
      expect(answer).toMatch(
        { en: /Commission Range \(agent only\)/, es: /solo para el agente/, fr: /réservée à l'agent/ }[
          language
        ],
      );
      expect(check(answer, { audience: "agent", language })).toEqual([]);
    },
  );
});

describe("follow-up answers built from the bundle", () => {
  const LEADS = {
    en: "Linda, 68, retired teacher in Texas, diabetic, $300/month budget, wants Medicare and final expense",
    es: "Tengo un cliente de 68 años, jubilado, con diabetes, quiere Medicare Advantage y seguro de vida",
    fr: "Nouveau client de 64 ans, retraité, 250 000 $ d'épargne, veut une rente et une assurance obsèques",
  };

  it.each(LANGUAGES.flatMap((language) => FOLLOW_UP_TOPICS.map((topic) => [language, topic] as const)))(
    "%s %s: 150-300 words, a next step, passes the guard",
    (language, topic) => {
      const result = generateBundle({ lead: LEADS[language] }, { id: "b-1", now: NOW });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const answer = followUpAnswer(topic, result.bundle, language, NOW);
      expect(words(answer)).toBeGreaterThanOrEqual(150);
      expect(words(answer)).toBeLessThanOrEqual(300);
      expect(answer.split("\n\n").at(-1)).toMatch(NEXT_STEP[language]);
      expect(check(answer, { audience: "agent", language })).toEqual([]);
    },
  );

  it("the commission answer shows the bundle's own figures", () => {
    const result = generateBundle({ lead: LEADS.en }, { id: "b-1", now: NOW });
    if (!result.ok) throw new Error("expected a bundle");
    const answer = followUpAnswer("commission_estimate", result.bundle, "en", NOW);
    const total = result.bundle.totals.firstYearCommission;
    expect(answer).toContain(`$${total.high.toLocaleString("en-US")}`);
    for (const p of result.bundle.policies) expect(answer).toContain(p.commission.basis);
  });

  it("the objection answer uses the bundle's objections", () => {
    const result = generateBundle({ lead: LEADS.en }, { id: "b-1", now: NOW });
    if (!result.ok) throw new Error("expected a bundle");
    const answer = followUpAnswer("objection_handling", result.bundle, "en", NOW);
    expect(answer).toContain(result.bundle.objections[0]!.objection);
  });

  it("random bundles: every category answers in 150-300 words and passes the guard", () => {
    fc.assert(
      fc.property(
        profileArb,
        fc.constantFrom(...LANGUAGES),
        nowArb,
        fc.constantFrom(...FOLLOW_UP_TOPICS),
        (profile, language, now, topic) => {
          const result = generateBundle({ profile, language }, { id: "b-1", now });
          if (!result.ok) return;
          const answer = followUpAnswer(topic, result.bundle, language, now);
          const n = words(answer);
          expect(n).toBeGreaterThanOrEqual(150);
          expect(n).toBeLessThanOrEqual(300);
          expect(check(answer, { audience: "agent", language })).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe("different strategy with a single policy", () => {
  it.each(LANGUAGES)("%s: 'start small' adds the next gap, not the same policy again", (language) => {
    const r = generateBundle(
      { lead: "Ruth 70 AZ on Medigap Plan G paying 260 a month wants cheaper, married" },
      { id: "s", now: NOW },
    );
    if (!r.ok) throw new Error("no bundle");
    const one = { ...r.bundle, policies: r.bundle.policies.slice(0, 1) };
    const text = followUpAnswer("different_strategy", one, language, NOW);
    const name = one.policies[0]!.name;
    const first = text.split("\n\n").find((b) => b.includes(name)) ?? "";
    expect(first.split(name).length - 1).toBe(1);
  });
});
