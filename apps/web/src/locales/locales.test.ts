import { describe, expect, it } from "vitest";
import { en, es, fr } from "./all";

function leaves(obj: object, prefix = ""): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

describe("the three languages", () => {
  const all = { en: leaves(en), es: leaves(es), fr: leaves(fr) };

  it("have the same keys and no empty text", () => {
    const keys = all.en.map(([k]) => k);
    expect(all.es.map(([k]) => k)).toEqual(keys);
    expect(all.fr.map(([k]) => k)).toEqual(keys);
    for (const list of Object.values(all)) for (const [, text] of list) expect(text.trim()).not.toBe("");
  });

  it("keep every {{placeholder}} of the English text", () => {
    const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const english = new Map(all.en);
    for (const lang of ["es", "fr"] as const)
      for (const [key, text] of all[lang])
        expect([lang, key, placeholders(text)]).toEqual([lang, key, placeholders(english.get(key)!)]);
  });

  it("are really translated (not English left in place), brand and language names aside", () => {
    const same = all.es.filter(
      ([k, v], i) =>
        v === all.en[i]![1] &&
        !/appName|languages\.|nav\.chat|billing\.(?:pro|admin|vip)Badge|billing\.pricing\.premiumName|landing\.stats\.casesValue/.test(
          k,
        ),
    );
    expect(same).toEqual([]);
    const sameFr = all.fr.filter(
      ([k, v], i) =>
        v === all.en[i]![1] &&
        !/appName|languages\.|nav\.chat|billing\.(?:pro|admin|vip)Badge|billing\.pricing\.premiumName/.test(
          k,
        ),
    );
    expect(sameFr).toEqual([]);
  });
});
