import { describe, expect, it } from "vitest";
import { generateBundle } from "../../bundle.js";
import type { Bundle, Language } from "../../types.js";
import { check } from "../guard/index.js";
import { countWords } from "./answers.js";
import { coachAnswer } from "./coach-answer.js";
import { decideMessage } from "./decide.js";

const NOW = new Date(Date.UTC(2026, 10, 25));

function bundleFor(lead: string): Bundle {
  const r = generateBundle({ lead }, { id: "b", now: NOW });
  if (!r.ok) throw new Error(`no bundle for ${lead}`);
  return r.bundle;
}

/** The reply the server sends without a model, for a message asked with this bundle open. */
function reply(message: string, bundle: Bundle, language: Language = "en"): string {
  const decision = decideMessage(message, {
    language,
    lastReplyKind: "bundle",
    followUpCount: 0,
    allowance: { unlimited: true },
  });
  const answer = coachAnswer(decision, message, { bundle, now: NOW, id: "b2" });
  if (!answer) throw new Error(`no answer for ${message}`);
  return answer.content;
}

const medigap = bundleFor("Ruth 70 AZ on Medigap Plan G paying 260 a month wants cheaper, married");
const term = bundleFor("Marcus 38 TN married 3 kids, makes 70k, nonsmoker, mortgage 240k, wants term life");

describe("carrier fit: this bundle's carriers for the fact the agent names", () => {
  it("names the drug asked about and what it usually treats, not the client's first condition", () => {
    const text = reply("which company is best for her with the xarelto", medigap);
    expect(text).toContain("Xarelto");
    expect(text).toMatch(/blood thinner/u);
    expect(text).toMatch(/Part D/u);
  });

  it("reads a build from height and weight and never promises a class", () => {
    const text = reply("what carrier do you like for him, he's 5'10 250 lbs", term);
    expect(text).toMatch(/build/u);
    expect(text).toMatch(/BMI 36/u);
    expect(text).not.toMatch(/comes back level/u);
  });

  it.each([
    ["que compania le conviene con el Mounjaro", "es", "Mounjaro"],
    ["quel assureur pour elle avec le coumadin", "fr", "Coumadin"],
  ] as const)("%s", (message, language, drug) => {
    const text = reply(message, medigap, language);
    expect(text).toContain(drug);
    expect(check(text, { audience: "agent", language })).toEqual([]);
  });

  it("ends with a next step and stays within 150-300 words", () => {
    const text = reply("which carrier is best for her with the eliquis", medigap);
    expect(countWords(text)).toBeGreaterThanOrEqual(150);
    expect(countWords(text)).toBeLessThanOrEqual(300);
    expect(text.trim().split("\n\n").at(-1)).toMatch(/^\*\*Next step/u);
  });
});
