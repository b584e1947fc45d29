import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../src/parse/index.js";
import type { Language } from "../../src/types.js";

const CASES: [string, Language][] = [
  ["72 year old widow with COPD, wants burial coverage", "en"],
  ["Client is a retired teacher and she has diabetes", "en"],
  ["Señora de 70 años, viuda, con diabetes y presión alta", "es"],
  ["Tiene 68 años y quiere un seguro de vida para su familia", "es"],
  ["el cliente no fuma y vive en Texas con su esposa", "es"],
  ["Elle a 72 ans, elle est veuve et souffre d'arthrose", "fr"],
  ["Il est retraité, il a de la tension et veut protéger sa femme", "fr"],
  ["Monsieur de 70 ans avec une BPCO, pas d'assurance", "fr"],
  // Names and numbers alone, or a word or two: English by default.
  ["Maria Lopez, 67, TX", "en"],
  ["José García 70", "en"],
  ["hola", "en"],
  ["", "en"],
  ["   ", "en"],
  ["67", "en"],
  ["la", "en"],
  // An English lead about a Spanish-named client stays English.
  ["Met with José and María Hernández today, he is 70 and she is 68, both want Medicare supplements", "en"],
];

describe("detectLanguage", () => {
  it.each(CASES)("%j → %s", (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it("never throws and always answers one of the three", () => {
    for (const text of ["\u0000\u0001", "<script>alert(1)</script>", "😀😀😀", "ñññññ", "ççç àà"]) {
      expect(["en", "es", "fr"]).toContain(detectLanguage(text));
    }
  });
});
