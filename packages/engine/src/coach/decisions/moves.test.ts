import { describe, expect, it } from "vitest";
import { generateBundle } from "../../bundle.js";
import type { Bundle, Language, ProductId } from "../../types.js";
import { check } from "../guard/index.js";
import { countWords } from "./answers.js";
import { howToAnswer } from "./how-to-moves.js";
import { objectionAnswer } from "./objection-moves.js";
import { HOW_TO_TOPICS, OBJECTION_TYPES } from "./question.js";

const NOW = new Date(Date.UTC(2026, 10, 25));
const LANGUAGES: readonly Language[] = ["en", "es", "fr"];
const PRODUCTS: readonly (ProductId | undefined)[] = [
  undefined,
  "medicare_supplement",
  "medicare_advantage",
  "final_expense",
  "iul",
  "indexed_annuity",
  "hospital_indemnity",
];
const NEXT: Record<Language, string> = { en: "Next step", es: "Siguiente paso", fr: "Étape suivante" };
const FREE: Record<Language, RegExp> = {
  en: /(?<![\p{L}])free(?![\p{L}])/iu,
  es: /(?<![\p{L}])gratis|gratuit[oa](?![\p{L}])/iu,
  fr: /(?<![\p{L}])gratuite?(?![\p{L}])/iu,
};
const bundle = (
  generateBundle(
    {
      lead: "Linda 67 widowed retired teacher in Ohio, original medicare no supplement, type 2 diabetes, wants her funeral covered, $120 a month",
    },
    { id: "b", now: NOW },
  ) as { ok: true; bundle: Bundle }
).bundle;

describe("objections, built for the situation", () => {
  for (const language of LANGUAGES)
    for (const type of OBJECTION_TYPES)
      for (const product of PRODUCTS)
        it(`${language} ${type} ${product ?? "no product"}: 150-300 words, a script, a next step, compliant`, () => {
          const text = objectionAnswer(type, language, product ? [product] : [], "my wife", NOW);
          const words = countWords(text);
          expect(words).toBeGreaterThanOrEqual(150);
          expect(words).toBeLessThanOrEqual(300);
          expect(text).toMatch(/"[^"]{20,}"/u);
          expect(text.trim().split("\n\n").at(-1)).toContain(NEXT[language]);
          expect(text).not.toMatch(FREE[language]);
          expect(check(text, { audience: "agent", language })).toEqual([]);
        });

  it("names the product and the relative the client wants to ask", () => {
    const text = objectionAnswer(
      "family",
      "en",
      ["iul"],
      "lady wants to ask her son before buying the IUL",
      NOW,
    );
    expect(text).toMatch(/indexed universal life/iu);
    expect(text).toMatch(/\bson\b/u);
    const es = objectionAnswer("family", "es", [], "quiere hablarlo con su hija primero", NOW);
    expect(es).toContain("hija");
  });

  it("with two relatives, names the one the client defers to, in-laws included", () => {
    const two = objectionAnswer("family", "en", [], "his wife wants to check with their son first", NOW);
    expect(two).toMatch(/\bson\b/u);
    expect(two).not.toMatch(/\bwife\b/u);
    const inLaw = objectionAnswer(
      "family",
      "es",
      [],
      "dice que su yerno le maneja todo y tiene que preguntarle",
      NOW,
    );
    expect(inLaw).toContain("yerno");
    // "son" is a French possessive, not a son.
    const fr = objectionAnswer("family", "fr", [], "elle veut montrer le dossier a sa fille avant", NOW);
    expect(fr).toContain("fille");
  });

  describe("answers the detail the agent reported, within 300 words", () => {
    it.each([
      [
        "price",
        "en",
        ["medicare_advantage"],
        "she says the advantage plan's copays add up too fast",
        /copays/u,
      ],
      ["price", "fr", ["medicare_supplement"], "il trouve son medigap trop cher, 260 par mois", /plan N/u],
      ["price", "es", ["medicare_supplement"], "dice que el suplemento le cuesta mucho", /Plan N/u],
      [
        "need",
        "en",
        ["term_life"],
        "he thinks term is pointless since he never gets his money back",
        /mortgage/u,
      ],
      ["need", "es", ["term_life"], "dice que el seguro de termino es tirar el dinero", /hipoteca/u],
      ["need", "fr", ["whole_life"], "il a deja un contrat par son employeur", /employeur/u],
      ["trust", "es", ["fixed_annuity"], "prefiere dejar la plata en el banco, no confia", /banco/u],
      ["timing", "en", ["medicare_advantage"], "she said try her again after new year", /December 7/u],
      ["timing", "fr", [], "il veut que je le rappelle au printemps", /printemps/u],
      ["price", "en", ["final_expense"], "she can only afford 35 a month tops", /\$35 a month/u],
      ["price", "es", ["term_life"], "dice que solo puede pagar 50 al mes", /\$50 al mes/u],
      [
        "trust",
        "en",
        ["medicare_advantage"],
        "he refuses to read me his medicare card number on the phone",
        /Parts A and B/u,
      ],
      ["trust", "es", [], "no quiere darme su numero de medicare", /número de Medicare/u],
    ] as const)("%s %s %j", (type, language, products, message, expected) => {
      const text = objectionAnswer(type, language, products, message, NOW);
      expect(text).toMatch(expected);
      expect(countWords(text)).toBeLessThanOrEqual(300);
      expect(countWords(text)).toBeGreaterThanOrEqual(150);
      expect(text).not.toMatch(FREE[language]);
      expect(check(text, { audience: "agent", language })).toEqual([]);
    });
  });

  it("uses the open bundle's client and premium", () => {
    const text = objectionAnswer("price", "en", [], "what if she says its too much", NOW, bundle);
    expect(text).toContain(bundle.client.firstName ?? "Linda");
    expect(text).toMatch(/\$\d+/u);
  });

  it("differs in shape from one objection to the next, not one binder layout", () => {
    const heads = OBJECTION_TYPES.map((type) =>
      objectionAnswer(type, "en", ["final_expense"], "", NOW)
        .split("\n\n")
        .map((block) => block.match(/^\*\*([^*]+)\*\*/u)?.[1] ?? "")
        .slice(1, -1)
        .join("|"),
    );
    expect(new Set(heads).size).toBeGreaterThanOrEqual(5);
  });
});

describe("how-tos, built for the situation", () => {
  for (const language of LANGUAGES)
    for (const topic of HOW_TO_TOPICS)
      it(`${language} ${topic}: 150-300 words, word-for-word lines, a next step, compliant`, () => {
        const text = howToAnswer(topic, language, ["hospital_indemnity"], "", NOW);
        const words = countWords(text);
        expect(words).toBeGreaterThanOrEqual(150);
        expect(words).toBeLessThanOrEqual(300);
        expect(text).toMatch(/"[^"]{20,}"/u);
        expect(text.trim().split("\n\n").at(-1)).toContain(NEXT[language]);
        // The compliance how-to names the forbidden word to forbid it; every other one never says it.
        if (topic !== "compliance") expect(text).not.toMatch(FREE[language]);
      });

  it("a cross-sell is about the product added, not the appointment it is added to", () => {
    const text = howToAnswer(
      "cross_sell",
      "en",
      ["medicare_advantage", "final_expense"],
      "ok to mention burial coverage in an MA review?",
      NOW,
    );
    expect(text).toMatch(/^\*\*Final expense/u);
    expect(text).toMatch(/separate appointment/u);
  });

  it("a price objection on an Advantage plan talks about its cap, not a Medigap letter", () => {
    const text = objectionAnswer(
      "price",
      "es",
      ["medicare_advantage"],
      "dice que el advantage le cuesta mucho",
      NOW,
    );
    expect(text).toMatch(/\$9,250/u);
    expect(text).not.toMatch(/misma letra/u);
  });

  it.each([
    ["en", "phone closes fall apart when I ask for their checking account", /which account/u],
    ["es", "se me caen las ventas por telefono al pedir los datos bancarios", /qué cuenta/u],
    ["fr", "au telephone ils raccrochent quand je demande le RIB", /quel compte/u],
  ] as const)(
    "a phone close answers the sticking point the agent names (%s)",
    (language, message, expected) => {
      const text = howToAnswer("phone_close", language, ["final_expense"], message, NOW);
      expect(text).toMatch(expected);
      expect(countWords(text)).toBeGreaterThanOrEqual(150);
      expect(countWords(text)).toBeLessThanOrEqual(300);
    },
  );

  it("the compliance how-to teaches zero premium in each language", () => {
    expect(howToAnswer("compliance", "en", [], "", NOW)).toContain("zero premium");
    expect(howToAnswer("compliance", "es", [], "", NOW)).toContain("prima cero");
    expect(howToAnswer("compliance", "fr", [], "", NOW)).toContain("prime zéro");
  });
});

describe("moves: the step or the objection the agent names", () => {
  it.each([
    ["en", "can you draft an email for my book about zero premium plans", /opt-out/u],
    ["es", "escribeme un mensaje para mis clientes sobre los planes de prima cero", /darse de baja/u],
    ["fr", "un sms pour mes clients sur les plans a prime zero, tu me l'ecris", /désabonnement/u],
  ] as const)(
    "%s: a written piece for clients gets consent, disclaimer and a draft",
    (language, message, optOut) => {
      const text = howToAnswer("compliance", language, [], message, NOW);
      expect(text).toMatch(/TPMO/u);
      expect(text).toMatch(optOut);
      expect(text).not.toMatch(FREE.en);
      const words = countWords(text);
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(300);
    },
  );

  it.each([
    [
      "en",
      "got 500 numbers from a lead vendor, ok to send them a text about advantage plans?",
      /permission/u,
    ],
    ["es", "compre una lista de prospectos, les puedo mandar un texto a todos?", /permiso/u],
    ["fr", "j'ai achete une liste de numeros, je peux leur envoyer un sms?", /accord/u],
  ] as const)(
    "%s: texting a bought list is unsolicited contact, not a draft",
    (language, message, consent) => {
      const text = howToAnswer("compliance", language, [], message, NOW);
      expect(text).toMatch(consent);
      expect(text).toMatch(/TCPA/u);
      const words = countWords(text);
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(300);
    },
  );

  it("the SOA asked about by phone is read on the recorded line, 48 hours ahead when booked", () => {
    const text = howToAnswer(
      "compliance",
      "en",
      [],
      "what's the proper way to take a scope of appointment on a call",
      NOW,
    );
    expect(text).toMatch(/48 hours/u);
  });

  it("the first minute gets the TPMO disclaimer word for word", () => {
    const text = howToAnswer("compliance", "es", [], "que digo en el primer minuto de la llamada", NOW);
    expect(text).toMatch(/No ofrecemos todos los planes/u);
  });

  it.each(LANGUAGES)("%s: zero-premium Advantage against a supplement prices the supplement", (language) => {
    const message = {
      en: "she says her friend's advantage plan is $0 so why would she pay 180 for a supplement",
      es: "dice que el advantage de su compadre es de $0, para que pagar un suplemento",
      fr: "il dit que l'advantage de son voisin est a 0$, pourquoi payer un complementaire",
    }[language];
    const text = objectionAnswer(
      "price",
      language,
      ["medicare_advantage", "medicare_supplement"],
      message,
      NOW,
    );
    expect(text).toMatch(/9\D?250/u);
    expect(text).toMatch(/Medigap/u);
    expect(countWords(text)).toBeLessThanOrEqual(300);
  });

  it.each([
    ["en", "he told me he already has medicare and that's enough"],
    ["es", "dice que ya tiene Medicare y con eso le basta"],
    ["fr", "elle a deja Medicare, elle dit que ca suffit"],
  ] as const)("%s: 'already has Medicare' gets the 20% with no cap", (language, message) => {
    const text = objectionAnswer("need", language, [], message, NOW);
    expect(text).toMatch(/20 ?%/u);
    expect(text).toMatch(/283/u);
  });
});

describe("a compliance question about another line in a Medicare appointment", () => {
  it.each([
    [
      "en",
      "am I allowed to bring up final expense in an advantage appointment if he didn't ask?",
      "may not bring up",
    ],
    [
      "es",
      "esta permitido hablar de seguro de vida en una cita de Medicare Advantage?",
      "no puede sacar el tema",
    ],
    ["fr", "ai-je le droit de parler d'une rente pendant un rdv Medicare?", "vous ne pouvez pas aborder"],
  ] as const)("%s answers with the cross-selling rule first", (language, message, rule) => {
    const text = howToAnswer("compliance", language, [], message, NOW);
    const firstSection = text.split("\n\n")[1] ?? "";
    expect(firstSection).toContain(rule);
  });
});
