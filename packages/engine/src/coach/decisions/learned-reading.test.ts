import { describe, expect, it } from "vitest";
import {
  features,
  type LearnedReader,
  type LearnedReading,
  learnedReader,
  trainLearnedReader,
} from "./learned-reading.js";
import { QUESTION_KINDS, type QuestionKind } from "./question.js";
import { COACH_EXAMPLES, type CoachExample } from "./training/coach-examples.gen.js";
import { understand, understandWith } from "./understand.js";

type Case = readonly [message: string, kind: QuestionKind, topic: string];

/**
 * Wordings no rule foresaw, written for this test (none is in the dev, holdout or probe sets): the rules
 * alone fall back or misread them, the learned reading gets them right. Should the rules learn one, move
 * it to the rules' own tests.
 */
const NEW_WORDINGS: Readonly<
  Record<"en" | "es" | "fr", { alone: readonly Case[]; bundle: readonly Case[] }>
> = {
  en: {
    alone: [
      [
        "my guy insists his buddy at the bank already takes care of all his insurance, now what",
        "objection",
        "has_agent",
      ],
      // "25 yrs" is how long, not an age: one number is not a client described.
      [
        "man told me hes been with his agent 25 yrs and is happy, what do i say back",
        "objection",
        "has_agent",
      ],
      ["how much do i pocket per advantage enrollment", "fact", "ma_commission"],
    ],
    bundle: [
      ["jot down the exact lines i use when i ring her thursday", "follow_up", "sales_script"],
      ["roughly what lands in my pocket if this one goes through", "follow_up", "commission_estimate"],
    ],
  },
  es: {
    alone: [
      ["que le digo a un señor que ya tiene a su agente de toda la vida", "objection", "has_agent"],
      ["y el deducible de la b para el 2026 cuanto queda", "fact", "part_b_deductible"],
    ],
    bundle: [["mas o menos cuanto me cae a mi si sale aprobado", "follow_up", "commission_estimate"]],
  },
  fr: {
    alone: [["c'est combien la franchise hospitalière cette année", "fact", "part_a_deductible"]],
    bundle: [
      ["rédige-moi ce que je dois lui dire mardi au téléphone", "follow_up", "sales_script"],
      ["qu'est-ce qui lui reste à découvert avec ça", "follow_up", "uncovered_risks"],
    ],
  },
};

describe("understand: the learned reading reads wordings the rules miss", () => {
  for (const [language, { alone, bundle }] of Object.entries(NEW_WORDINGS)) {
    const cases = [...alone.map((c) => [...c, false] as const), ...bundle.map((c) => [...c, true] as const)];
    it.each(cases)(`${language} %j → %s %s (bundle open: %s)`, (message, kind, topic, bundleOpen) => {
      const rules = understandWith(message, { bundleOpen }, null);
      expect(`${rules.kind}/${rules.topic}`).not.toBe(`${kind}/${topic}`);
      const q = understand(message, { bundleOpen });
      expect(q.kind).toBe(kind);
      expect(q.topic).toBe(topic);
      // The chosen kind has the top score.
      expect(Math.max(...Object.values(q.scores))).toBe(q.scores[kind]);
    });
  }
});

/** A reader that always says the same thing: what the blend does with a given opinion. */
function saying(kind: QuestionKind, topic: string | undefined, confidence: number): LearnedReader {
  const kinds = Object.fromEntries(QUESTION_KINDS.map((k) => [k, k === kind ? confidence : 0])) as Record<
    QuestionKind,
    number
  >;
  const topics = Object.fromEntries(
    QUESTION_KINDS.map((k) => [k, k === kind && topic ? { topic, share: confidence } : { share: 0 }]),
  ) as LearnedReading["topics"];
  const reading: LearnedReading = { kind, confidence, kinds, topics };
  if (topic) reading.topic = topic;
  return { read: () => reading };
}

describe("understandWith: the rules keep the say when they are sure", () => {
  const FIRM: readonly (readonly [string, boolean])[] = [
    ["whats the 2026 part b premium", false],
    ["prospect says she can't afford the supplement premium", false],
    ["how do I close more IUL deals over the phone", false],
    ["what is a medicare advantage plan", false],
    ["new client 72 male in ohio with plan f wants to lower premium", false],
    ["cuanto cuesta la parte b en 2026", false],
    ["mi cliente dice que lo va a pensar, que hago", false],
    ["c'est combien la prime de la partie B en 2026", false],
    ["what carrier would you go with for her", true],
  ];
  it.each(FIRM)(
    "%j is read as the rules read it, whatever the learned reading says",
    (message, bundleOpen) => {
      const rules = understandWith(message, { bundleOpen }, null);
      for (const reader of [saying("how_to", "workload", 1), saying("new_client", undefined, 1)])
        expect(understandWith(message, { bundleOpen }, reader)).toEqual(rules);
      expect(understand(message, { bundleOpen })).toEqual(rules);
    },
  );

  // Weak readings (a product named after a bare "what's", an objection nobody voiced) the learned
  // reading reads otherwise, but not surely enough.
  it.each([
    ["qu'est-ce que le medicare advantage", "product"],
    ["el señor no le ve la utilidad a un seguro de gastos finales", "objection"],
  ])("%j stays %s", (message, kind) => {
    expect(understand(message, { bundleOpen: false })).toEqual(
      understandWith(message, { bundleOpen: false }, null),
    );
    expect(understand(message, { bundleOpen: false }).kind).toBe(kind);
    expect(learnedReader().read(message, false).kind).not.toBe(kind);
  });

  it("overrules a weak reading only when all but certain", () => {
    // An age alone ("30 years") is a weak new client.
    const message = "lady said she's been with the same guy 30 years";
    expect(understandWith(message, { bundleOpen: false }, null).kind).toBe("new_client");
    const unsure = understandWith(message, { bundleOpen: false }, saying("objection", "has_agent", 0.99));
    expect(unsure.kind).toBe("new_client");
    const sure = understandWith(message, { bundleOpen: false }, saying("objection", "has_agent", 0.9995));
    expect(sure).toMatchObject({ kind: "objection", topic: "has_agent", objection: "has_agent" });
    expect(sure.scores.objection).toBeGreaterThan(sure.scores.new_client);
  });

  it("decides where the rules read nothing, from even odds up, when the message speaks of the trade", () => {
    const message = "zorblat quintessence for her";
    expect(understandWith(message, { bundleOpen: false }, null)).toMatchObject({ kind: "how_to" });
    expect(understandWith(message, { bundleOpen: false }, saying("fact", "irmaa", 0.5)).kind).toBe("how_to");
    expect(understandWith(message, { bundleOpen: false }, saying("fact", "irmaa", 0.7))).toMatchObject({
      kind: "fact",
      topic: "irmaa",
    });
    // Nothing of the trade at all ("now one for Friday afternoon"): the rules' reading stands.
    expect(
      understandWith("zorblat quintessence", { bundleOpen: false }, saying("fact", "irmaa", 0.999)).kind,
    ).toBe("how_to");
    expect(understand("Now one for Friday afternoon", { bundleOpen: false }).kind).toBe("how_to");
    const note = understand("Write me a short motivational note to start my week of calls", {
      bundleOpen: false,
    });
    expect(note.kind).toBe("how_to");
    expect(note.topic).toBeUndefined();
    // Something to write for the agent's team is the model's too, whatever the learned reading names.
    for (const message of [
      "Question 3: write me something upbeat for my team",
      "escribeme algo alentador para mi equipo",
    ])
      expect(understand(message, { bundleOpen: false }).topic, message).toBeUndefined();
  });

  it("never refuses, and explains only a product the message names", () => {
    const message = "zorblat quintessence";
    expect(understandWith(message, { bundleOpen: false }, saying("off_topic", undefined, 1)).kind).toBe(
      "how_to",
    );
    expect(understandWith(message, { bundleOpen: false }, saying("product", "iul", 1)).kind).toBe("how_to");
  });

  it("names a missing topic only when it reads the same kind", () => {
    const message = "zorblat quintessence for her";
    const rules = understandWith(message, { bundleOpen: true }, null);
    expect(rules).toMatchObject({ kind: "follow_up", topic: "general" });
    const same = understandWith(message, { bundleOpen: true }, saying("follow_up", "sales_script", 0.95));
    expect(same).toMatchObject({ kind: "follow_up", topic: "sales_script" });
    expect(same.scores).toEqual(rules.scores);
    expect(understandWith(message, { bundleOpen: true }, saying("follow_up", "sales_script", 0.8))).toEqual(
      rules,
    );
  });
});

describe("learned reading", () => {
  it("is deterministic: the same reading every time, and from a reader built again", () => {
    const again = trainLearnedReader(COACH_EXAMPLES);
    for (const message of [
      "cuanto es la prima de la parte b",
      "she says her son decides",
      "c'est quoi un IUL",
    ]) {
      const first = learnedReader().read(message, false);
      expect(learnedReader().read(message, false)).toEqual(first);
      expect(again.read(message, false)).toEqual(first);
      expect(understand(message, { bundleOpen: false })).toEqual(understand(message, { bundleOpen: false }));
    }
  });

  it("reads empty, garbage and very long messages without throwing", () => {
    const odd = [
      "",
      "   ",
      "???",
      "🙂🙂🙂",
      "asdfgh qwerty",
      "ok thanks",
      "a".repeat(5000),
      "part b ".repeat(800),
    ];
    for (const message of odd)
      for (const bundleOpen of [false, true]) {
        const reading = learnedReader().read(message, bundleOpen);
        expect(reading.confidence).toBeGreaterThanOrEqual(0);
        expect(reading.confidence).toBeLessThanOrEqual(1);
        expect(Object.values(reading.kinds).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        expect(QUESTION_KINDS).toContain(understand(message, { bundleOpen }).kind);
      }
    // Nothing known to read: even odds, nothing decided.
    expect(learnedReader().read("zxqv", false).confidence).toBeLessThan(0.6);
    const garbage = understand("asdfgh qwerty", { bundleOpen: false });
    expect(garbage.kind).toBe("how_to");
    expect(garbage.topic).toBeUndefined();
  });

  it("learns from what it is given, and reads follow-ups only with a bundle open", () => {
    const examples: CoachExample[] = [
      ["what is the part b premium", "fact", "part_b_premium", 0],
      ["how much is the part b premium this year", "fact", "part_b_premium", 0],
      ["she says it costs too much", "objection", "price", 0],
      ["he says the price is too high", "objection", "price", 0],
      ["write me what to say to her", "follow_up", "sales_script", 1],
      ["what do i say to him on the call", "follow_up", "sales_script", 1],
      ["her son says no, what now", "follow_up", "objection_handling", 1],
    ];
    const reader = trainLearnedReader(examples);
    expect(reader.read("the part b premium please", false)).toMatchObject({
      kind: "fact",
      topic: "part_b_premium",
    });
    expect(reader.read("what do i say to her", false).kind).not.toBe("follow_up");
    expect(reader.read("what do i say to her", true)).toMatchObject({
      kind: "follow_up",
      topic: "sales_script",
    });
    // With a bundle open the client's objection is a follow-up about that client.
    expect(reader.read("she says the price is too much", true)).toMatchObject({
      kind: "follow_up",
      topic: "objection_handling",
    });
    expect(() => trainLearnedReader([["x", "nonsense", "", 0], ...examples])).toThrow(/unknown kind/);
  });

  it("reads folded words, word pairs, letter groups and the Part letters", () => {
    const f = features("¿Cuánto es la B?");
    expect(f.get("w cuanto")).toBe(1);
    expect(f.get("w partb")).toBe(1);
    expect(f.get("p es partb")).toBe(1);
    expect(f.has("g cua")).toBe(true);
    expect(features("Part D in 2026").get("w #4")).toBe(1);
  });
});
