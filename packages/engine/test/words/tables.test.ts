import { describe, expect, it } from "vitest";
import { GOAL_IDS, MISSING_FACT_IDS, PRODUCT_IDS } from "../../src/types.js";
import { WORD_TABLES } from "../../src/words/index.js";

/** Every key path of a table; functions and strings are leaves, arrays count by length. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length > 0 ? "n" : "0"}]`];
  if (value === null || typeof value !== "object") return [`${prefix}:${typeof value}`];
  return Object.keys(value as object)
    .sort()
    .flatMap((key) => keyPaths((value as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key));
}

describe("word tables", () => {
  it("have the same keys in all three languages", () => {
    const en = keyPaths(WORD_TABLES.en);
    expect(keyPaths(WORD_TABLES.es)).toEqual(en);
    expect(keyPaths(WORD_TABLES.fr)).toEqual(en);
  });

  it("cover every goal, missing fact and product id of the domain types", () => {
    for (const table of Object.values(WORD_TABLES)) {
      expect(Object.keys(table.goals).sort()).toEqual([...GOAL_IDS].sort());
      expect(Object.keys(table.missingQuestion).sort()).toEqual([...MISSING_FACT_IDS].sort());
      expect(Object.keys(table.missingLabel).sort()).toEqual([...MISSING_FACT_IDS].sort());
      for (const record of [table.productName, table.needGap, table.urgencyFact, table.discovery.byProduct]) {
        expect(Object.keys(record).sort()).toEqual([...PRODUCT_IDS].sort());
      }
      for (const product of PRODUCT_IDS) expect(table.discovery.byProduct[product].length).toBeGreaterThan(0);
    }
  });

  it("say the same thing in the same number of discovery questions per product", () => {
    for (const product of PRODUCT_IDS) {
      const facts = (lang: "en" | "es" | "fr") =>
        WORD_TABLES[lang].discovery.byProduct[product].map((q) => q.fact);
      expect(facts("es")).toEqual(facts("en"));
      expect(facts("fr")).toEqual(facts("en"));
    }
  });

  it("format money as $1,234 in en and es and 1 234 $ in fr", () => {
    expect(WORD_TABLES.en.money(1234)).toBe("$1,234");
    expect(WORD_TABLES.es.money(1234567)).toBe("$1,234,567");
    expect(WORD_TABLES.fr.money(1234)).toBe("1\u00a0234\u00a0$");
    expect(WORD_TABLES.en.money(4.5)).toBe("$4.50");
    expect(WORD_TABLES.fr.money(4.5)).toBe("4,50\u00a0$");
    expect(WORD_TABLES.en.money(34.65)).toBe("$35");
    expect(WORD_TABLES.en.money(0)).toBe("$0");
    expect(WORD_TABLES.en.money(Number.NaN)).toBe("$0");
    expect(WORD_TABLES.en.range({ low: 214, high: 298 })).toBe("$214–$298");
    expect(WORD_TABLES.en.range({ low: 50, high: 50.2 })).toBe("$50");
    expect(WORD_TABLES.fr.range({ low: 1000, high: 2000 })).toBe("1\u00a0000\u00a0$ à 2\u00a0000\u00a0$");
  });

  it("join lists the way each language does", () => {
    expect(WORD_TABLES.en.list(["a", "b", "c"])).toBe("a, b and c");
    expect(WORD_TABLES.es.list(["salud", "gastos"])).toBe("salud y gastos");
    expect(WORD_TABLES.es.list(["salud", "hipoteca"])).toBe("salud e hipoteca");
    expect(WORD_TABLES.es.list(["salud", "ingresos"])).toBe("salud e ingresos");
    expect(WORD_TABLES.es.list(["salud", "hijos"])).toBe("salud e hijos");
    expect(WORD_TABLES.es.list(["agua", "hielo"])).toBe("agua y hielo");
    expect(WORD_TABLES.fr.list(["a", "b"])).toBe("a et b");
  });
});
