import { describe, expect, it } from "vitest";
import { decideMessage } from "./decide.js";
import type { QuestionKind } from "./question.js";
import { understand } from "./understand.js";

type Case = readonly [message: string, kind: QuestionKind, topic?: string];

/**
 * Classes the dev set still missed after round 6, each in wording of its own: a product to explain with a
 * figure beside it, the client's cost taken for the agent's pay, the MA open enrollment and the SOA's
 * 48 hours asked in French, cross-selling and workload said by the situation, a pivot "rebondir".
 */
const CASES: readonly Case[] = [
  ["explain a cancer policy to me the way I'd say it to a 75 yr old on a PPO", "product", "cancer"],
  [
    "give me a quick rundown on how zero premium advantage plans work, what does she still pay",
    "product",
    "medicare_advantage",
  ],
  ["explicame el plan de medicinas, mi cliente piensa que con prima de $0 no paga nada", "product", "part_d"],
  ["his buddy says he pays $0 for his advantage plan and I'm quoting $160 for a supp", "objection", "price"],
  ["how much does an advantage plan pay me the first year", "fact", "ma_commission"],
  [
    "les dates de la periode ouverte Medicare Advantage en janvier, c'est quand exactement?",
    "fact",
    "ma_oep",
  ],
  ["le SOA, il faut toujours le faire 48h avant le rendez-vous?", "fact", "soa"],
  ["cuanto se paga de la parte B por mes en 2026?", "fact", "part_b_premium"],
  [
    "can I mention a hospital plan while im there at her kitchen table for her MAPD review",
    "how_to",
    "cross_sell",
  ],
  ["I have 35 appointments a week in AEP, how do I keep going", "how_to", "workload"],
  ["elle a dit non au supplement, comment je rebondis sur autre chose", "how_to", "pivot"],
];

const OFF_TOPIC: readonly string[] = [
  "any good brunch places in Tampa this sunday?",
  "que le regalo a mi esposa para su cumpleanos",
  "aide-moi a ecrire un message d'anniversaire pour ma femme",
  "un bon resto italien a Boston?",
];

describe("understand: round 7 dev classes", () => {
  it.each(CASES.map(([m, k, t]) => [m, k, t ?? ""] as const))("%j → %s %s", (message, kind, topic) => {
    const q = understand(message, { bundleOpen: false });
    expect(q.kind).toBe(kind);
    if (topic) expect(q.topic).toBe(topic);
  });

  it.each(OFF_TOPIC)("%j is refused and never charged", (message) => {
    const d = decideMessage(message, {
      language: "en",
      followUpCount: 0,
      allowance: { unlimited: false, remaining: 2 },
    });
    expect(d.kind).toBe("redirect");
    expect(d.costsCredit).toBe(false);
  });

  it("keeps a card or a gift for a client as coaching", () => {
    expect(
      understand("what should I send my clients for their birthday", { bundleOpen: false }).kind,
    ).not.toBe("off_topic");
  });
});
