import { describe, expect, it } from "vitest";
import {
  COACH_TEXTS,
  type ConversationState,
  decideMessage,
  greeting,
  replyLanguage,
  runCommand,
} from "./index.js";

const fresh: ConversationState = {
  language: "en",
  lastReplyKind: null,
  followUpCount: 0,
  allowance: { unlimited: false, remaining: 2 },
};
const afterBundle: ConversationState = {
  ...fresh,
  lastReplyKind: "bundle",
  allowance: { unlimited: false, remaining: 1 },
};
const spent: ConversationState = { ...fresh, allowance: { unlimited: false, remaining: 0 } };
const unlimited: ConversationState = { ...fresh, allowance: { unlimited: true } };

const CLIENT = "Linda, 68, retired teacher in Texas, diabetic, wants Medicare and final expense";

describe("decideMessage: which step answers, and what it costs (docs/product/decisions.md#d-2)", () => {
  it.each([
    ["a new client", CLIENT, fresh, "bundle", true],
    ["a product question", "What is an indexed annuity?", fresh, "product_info", true],
    ["a coaching question", "How do I handle price objections?", fresh, "coaching", true],
    ["a free-form question", "What should I focus on this week?", fresh, "model", true],
    ["a command", "/help", spent, "command", false],
    ["a save reply after a bundle", "yes", afterBundle, "save_reply", false],
    ["an off-topic request", "Give me a lasagna recipe", fresh, "redirect", false],
    ["a keyword-filter topic", "Who won the football game?", fresh, "redirect", false],
    ["a follow-up within the limit", "Give me a script", afterBundle, "follow_up", false],
    ["a new client with no credits", CLIENT, spent, "limit", false],
    ["a product question with no credits", "What is Medigap?", spent, "limit", false],
    ["a coaching question with no credits", "How do I close?", spent, "limit", false],
    ["anything, for an unlimited user", "How do I close?", unlimited, "coaching", false],
    ["a new client, for an unlimited user", CLIENT, unlimited, "bundle", false],
  ] as const)("%s → %s (costs a credit: %s)", (_name, message, state, kind, costs) => {
    const decision = decideMessage(message, state);
    expect(decision.kind).toBe(kind);
    expect(decision.costsCredit).toBe(costs);
  });

  it("on topic when an insurance term appears beside a filtered word", () => {
    expect(decideMessage("What are the tax benefits of an annuity?", fresh).kind).not.toBe("redirect");
  });

  it("gives the redirect and insurance-only texts in the message's language", () => {
    const off = decideMessage("Dame una receta de paella con mariscos", fresh);
    expect(off).toMatchObject({ kind: "redirect", reason: "off_topic", language: "es" });
    expect(off.kind === "redirect" && off.reply).toBe(COACH_TEXTS.es.redirect);
    const pc = decideMessage("How do I sell more home insurance?", fresh);
    expect(pc).toMatchObject({
      kind: "redirect",
      reason: "insurance_only",
      reply: COACH_TEXTS.en.insuranceOnly,
    });
  });

  it("answers the save prompt only right after a bundle", () => {
    expect(decideMessage("oui", { ...afterBundle, language: "fr" })).toMatchObject({
      kind: "save_reply",
      choice: "save",
      reply: COACH_TEXTS.fr.saveAcknowledged,
    });
    expect(decideMessage("omitir", { ...afterBundle, language: "es" })).toMatchObject({
      kind: "save_reply",
      choice: "skip",
      reply: COACH_TEXTS.es.saveAcknowledged,
    });
    expect(decideMessage("yes", fresh).kind).not.toBe("save_reply");
  });

  it("counts follow-ups, classifies them and gives the deeper-coaching instruction", () => {
    const first = decideMessage("How much commission will I make?", afterBundle);
    expect(first).toMatchObject({ kind: "follow_up", topic: "commission_estimate", followUpCount: 1 });
    const third = decideMessage("Dice que es muy caro", {
      ...afterBundle,
      lastReplyKind: "follow_up",
      followUpCount: 2,
    });
    expect(third).toMatchObject({
      kind: "follow_up",
      topic: "objection_handling",
      followUpCount: 3,
      language: "es",
    });
    expect(third.kind === "follow_up" && third.instruction).toMatch(/objeción/);
  });

  it("the 4th follow-up of a free user gets the follow-up-limit message and costs nothing", () => {
    const state: ConversationState = { ...afterBundle, lastReplyKind: "follow_up", followUpCount: 3 };
    const decision = decideMessage("Give me a script", state);
    expect(decision).toMatchObject({ kind: "limit", limit: "follow_up", costsCredit: false });
    expect(decision.kind === "limit" && decision.reply).toMatch(/follow-up question limit for this bundle/);
    expect(decision.kind === "limit" && decision.reply).toMatch(/3 follow-up/);
    expect(decision.kind === "limit" && decision.reply).toMatch(/Settings/);
  });

  it("a new client after the follow-up limit starts a bundle instead", () => {
    const state: ConversationState = { ...afterBundle, lastReplyKind: "follow_up", followUpCount: 3 };
    expect(decideMessage(CLIENT, state).kind).toBe("bundle");
  });

  it("unlimited users are never held to the follow-up limit", () => {
    const state: ConversationState = { ...unlimited, lastReplyKind: "follow_up", followUpCount: 12 };
    expect(decideMessage("Give me a script", state)).toMatchObject({ kind: "follow_up", followUpCount: 13 });
  });

  it("the free-limit message is the specified one, translated", () => {
    expect(decideMessage(CLIENT, spent)).toMatchObject({
      kind: "limit",
      limit: "free",
      reply: COACH_TEXTS.en.freeLimit,
    });
    expect(decideMessage("Tengo un cliente de 68 años con diabetes", spent)).toMatchObject({
      kind: "limit",
      reply: COACH_TEXTS.es.freeLimit,
    });
  });
});

describe("commands (docs/product/chat-coach.md#flow)", () => {
  it("/lang switches and confirms in the new language", () => {
    expect(runCommand("/lang es", "en")).toEqual({
      type: "language",
      language: "es",
      reply: COACH_TEXTS.es.languageChanged,
    });
    expect(runCommand("/LANG FR", "es")).toMatchObject({ type: "language", language: "fr" });
    expect(decideMessage("/lang fr", fresh)).toMatchObject({ kind: "command", costsCredit: false });
  });

  it("bare /lang and /help show the help in the current language", () => {
    expect(runCommand("/help", "fr")).toEqual({ type: "help", reply: COACH_TEXTS.fr.help });
    expect(runCommand("/lang", "es")).toEqual({ type: "help", reply: COACH_TEXTS.es.help });
  });

  it("an unknown language is an error the UI shows as a destructive toast", () => {
    expect(runCommand("/lang de", "en")).toEqual({
      type: "error",
      code: "unknown_language",
      title: "Unknown language",
      message: COACH_TEXTS.en.unknownLanguage("de"),
    });
  });

  it("ordinary messages are not commands", () => {
    expect(runCommand("lang es", "en")).toBeNull();
    expect(runCommand("50/50 split?", "en")).toBeNull();
  });
});

describe("greeting and reply language", () => {
  it("is personal when the first name is known", () => {
    expect(greeting("en", "Maria Lopez")).toMatch(/^Welcome back, Maria!/);
    expect(greeting("es", "José")).toMatch(/José/);
    expect(greeting("fr", null)).toBe(COACH_TEXTS.fr.greeting(undefined));
    expect(greeting("en", "  ")).toBe(COACH_TEXTS.en.greeting(undefined));
    // A brand-new agent is welcomed, not welcomed back, with the free bundles the account starts with.
    expect(greeting("en", "Maria", { returning: false, welcomeBundles: 2 })).toMatch(
      /^Welcome! You've received 2 free bundles\. 🎉\n\nGlad you're here, Maria\. Describe a client/u,
    );
    expect(greeting("es", "José", { returning: false, welcomeBundles: 2 })).toMatch(
      /^¡Bienvenido! Recibió 2 paquetes gratis/u,
    );
    expect(greeting("en", "Maria", { returning: false })).not.toMatch(/back|free|🎉/u);
  });

  it("follows the message's language, and the conversation's when the message is unclear (docs/product/decisions.md#d-13)", () => {
    expect(replyLanguage("¿Qué es un seguro de gastos finales?", "en")).toBe("es");
    expect(replyLanguage("C'est quoi une rente indexée ?", "en")).toBe("fr");
    expect(replyLanguage("What is Medigap?", "es")).toBe("en");
    expect(replyLanguage("ok", "fr")).toBe("fr");
  });

  it("reads a short message by its words, not the detector's English fallback", () => {
    // Spanish or French words and no English one: the message's language, whatever the conversation's.
    expect(replyLanguage("Juana 68, Texas, diabetica, quiere suplemento", "en")).toBe("es");
    expect(replyLanguage("quien va a ganar el superbowl", "en")).toBe("es");
    expect(replyLanguage("seuils irmaa 2026 celibataire", "en")).toBe("fr");
    // Short English with an English word stays English in a Spanish or French conversation.
    expect(replyLanguage("just found out hes on oxygen now", "es")).toBe("en");
    expect(replyLanguage("part b deductible 2026??", "fr")).toBe("en");
    // "71 yo" is an age, not the Spanish "yo".
    expect(replyLanguage("71 yo male, widower, smoker, wants burial coverage", "es")).toBe("en");
  });
});
