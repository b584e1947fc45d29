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

  it("names a drug the tables do not know, as the agent wrote it, and asks what it treats", () => {
    const text = reply("which carrier would take her on the Entresto", medigap);
    expect(text).toContain("Entresto");
    expect(text).toMatch(/what it treats/u);
    const fr = reply("quel assureur avec le Kardegic", medigap, "fr");
    expect(fr).toContain("Kardegic");
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

const finalExpense = bundleFor(
  "Walt 74 KY widowed smoker with COPD wants final expense around 12k, budget 70 a month",
);
const annuity = bundleFor(
  "June 68 MI retired, 200k in a CD maturing soon, wants safe growth with no market risk",
);

describe("alternatives: the answer to the alternative asked for", () => {
  it.each([
    ["and if the carrier turns him down for the level plan?", "en", /graded/u, /guaranteed issue/iu],
    ["si lo rechazan para el beneficio completo, que le ofrezco", "es", /graduado/u, /garantizada/u],
    ["et s'il est refuse en niveau, je fais quoi", "fr", /progressive/u, /garantie/u],
  ] as const)("a decline walks down the underwriting ladder: %s", (message, language, a, b) => {
    const text = reply(message, finalExpense, language);
    expect(text).toMatch(a);
    expect(text).toMatch(b);
    expect(countWords(text)).toBeLessThanOrEqual(300);
    expect(check(text, { audience: "agent", language })).toEqual([]);
  });

  it.each([
    ["she hates the idea of a cap on the indexed annuity, anything else?", "en", /MYGA/u],
    ["le da miedo el tope de la anualidad indexada, que otra opcion hay", "es", /MYGA/u],
    ["il s'inquiete des plafonds de la rente indexee, autre chose ?", "fr", /taux garanti/u],
  ] as const)(
    "caps on an indexed annuity bring the fixed-rate one, with its year: %s",
    (message, language, expected) => {
      const text = reply(message, annuity, language);
      expect(text).toMatch(expected);
      expect(text).toMatch(/20\d\d/u);
      expect(countWords(text)).toBeGreaterThanOrEqual(150);
    },
  );
});

const working = bundleFor(
  "Rosa 64 FL still working, turning 65 in May, wants to compare medigap and advantage",
);

describe("a new fact: answered with what it changes", () => {
  it.each([
    ["her company only has 12 employees, so what", "en", /Medicare pays first/u],
    ["en su empresa trabajan 8 personas, cambia algo", "es", /primario/u],
    ["son employeur compte plus de 50 salaries", "fr", /primaire/u],
  ] as const)("the employer's size gives the payer rule with its year: %s", (message, language, expected) => {
    const text = reply(message, working, language);
    expect(text).toMatch(expected);
    expect(text).toMatch(/2026/u);
    expect(countWords(text)).toBeGreaterThanOrEqual(150);
    expect(countWords(text)).toBeLessThanOrEqual(300);
  });

  it("money the client also has is added, named, and moved by direct rollover", () => {
    const text = reply("turns out she also has an IRA with about 60k in it", annuity);
    expect(text).toMatch(/IRA/u);
    expect(text).toMatch(/rollover/u);
    expect(text).not.toMatch(/health questions on/u);
  });

  it("a tobacco change asks for the last use of any nicotine, not a diagnosis", () => {
    const text = reply("update: he actually stopped smoking a while back", finalExpense);
    expect(text).toMatch(/nicotine/u);
    expect(text).not.toMatch(/diagnosed/u);
  });

  it("a health fact asks the underwriting questions and names the condition in the client's language", () => {
    const text = reply("otro dato: tuvo un infarto el ano pasado", finalExpense, "es");
    expect(text).toMatch(/infarto/u);
    expect(text).not.toMatch(/heart/u);
  });
});

describe("a new fact named as the agent said it", () => {
  it("a drug: asks what it is for and checks Part D on a Medicare bundle", () => {
    const text = reply("she just started Jardiance too", medigap);
    expect(text).toMatch(/Jardiance/u);
    expect(text).toMatch(/What is it for/u);
  });

  it("a budget: named in words, requoted, no health questions", () => {
    const text = reply("update: his budget is only 45 a month", finalExpense);
    expect(text).toMatch(/\$45 a month/u);
    expect(text).not.toMatch(/health questions on a budget/u);
  });

  it("a move: the special enrollment window, in the client's language", () => {
    const text = reply("se mudó a Florida la semana pasada", medigap, "es");
    expect(text).toMatch(/per[ií]odo especial/iu);
  });
});

describe("new fact: a coverage the client already has", () => {
  it.each([
    ["en", "update: he also has a small life policy from his old job"],
    ["es", "me acaba de contar que tiene una poliza de vida con otra compañia"],
    ["fr", "nouvelle info : il a aussi une assurance vie chez un autre assureur"],
  ] as const)(
    "%s: named in the reply's language and asked about, not as a health fact",
    (language, message) => {
      const text = reply(message, term, language);
      expect(text).not.toMatch(/existing|_life/u);
      expect(text).not.toMatch(/diagnos/u);
    },
  );
});

describe("sales script: a written piece asked for is the piece itself", () => {
  it.each([
    ["en", "can you write a quick text to check in with him tomorrow", /STOP/u],
    ["es", "redactame un correo para mandarle las cifras", /Asunto/u],
    ["fr", "laisse-moi un modele de message vocal si il ne decroche pas", /Rappelez-moi/u],
  ] as const)("%s: %s", (language, message, mark) => {
    const text = reply(message, term, language);
    expect(text).toMatch(mark);
    const n = countWords(text);
    expect(n).toBeGreaterThanOrEqual(150);
    expect(n).toBeLessThanOrEqual(300);
    expect(check(text, { audience: "agent", language })).toEqual([]);
  });
});
