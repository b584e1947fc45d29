import { describe, expect, it } from "vitest";
import * as facts from "../../src/facts/index.js";
import {
  CARRIERS,
  CMS_COMPENSATION,
  COMMISSION_BASES,
  CONDITION_RULES,
  carriersFor,
  cmsCompensation,
  cmsRegionForState,
  FINAL_EXPENSE_CLASS_FACTORS,
  ISSUE_AGES,
  MEDICARE_FIGURES,
  medicareFigures,
  PRODUCT_LIBRARY,
  TERM_20_RATES,
} from "../../src/facts/index.js";
import { HEALTH_CONDITION_IDS, LANGUAGES, PRODUCT_IDS } from "../../src/types.js";
import { complianceViolations } from "../../src/words/compliance.js";

type Visit = (value: unknown, path: string) => void;

function walk(value: unknown, path: string, visit: Visit, seen = new Set<unknown>()): void {
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  visit(value, path);
  for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, visit, seen);
}

const exported = Object.entries(facts).filter(([, v]) => typeof v === "object" && v !== null);

describe("fact tables", () => {
  it("every record that carries a source has a titled, addressed source and a plausible year", () => {
    let records = 0;
    for (const [name, table] of exported) {
      walk(table, name, (v, path) => {
        const rec = v as { source?: unknown; year?: unknown };
        if (!("source" in rec)) return;
        records++;
        expect(Array.isArray(rec.source), `${path}.source`).toBe(true);
        const sources = rec.source as { title?: unknown; url?: unknown }[];
        expect(sources.length, `${path}.source`).toBeGreaterThan(0);
        for (const s of sources) {
          expect(typeof s.title === "string" && s.title.length > 5, `${path} title`).toBe(true);
          expect(String(s.url), `${path} url`).toMatch(/^https?:\/\/\S+$/);
        }
        expect(Number.isInteger(rec.year), `${path}.year`).toBe(true);
        expect(rec.year as number, `${path}.year`).toBeGreaterThanOrEqual(2005);
        expect(rec.year as number, `${path}.year`).toBeLessThanOrEqual(2026);
      });
    }
    expect(records).toBeGreaterThan(80);
  });

  it("every top-level table is sourced (directly or per row)", () => {
    const unsourcedOk = new Set([
      "REF",
      "GAP",
      "WEB",
      "LABEL",
      "FORBIDDEN_MEDICARE_PRICE_WORDS",
      "ZERO_PREMIUM_WORDING",
      "TERM_AGES",
      "FE_CLASSES",
    ]);
    for (const [name, table] of exported) {
      if (unsourcedOk.has(name)) continue;
      let sourced = false;
      walk(table, name, (v) => {
        if (typeof v === "object" && v !== null && "source" in v) sourced = true;
      });
      expect(sourced, name).toBe(true);
    }
  });

  it("every range has low <= high, both finite and >= 0", () => {
    let ranges = 0;
    for (const [name, table] of exported) {
      walk(table, name, (v, path) => {
        const r = v as { low?: unknown; high?: unknown };
        if (typeof r.low !== "number" || typeof r.high !== "number") return;
        ranges++;
        expect(Number.isFinite(r.low) && Number.isFinite(r.high), path).toBe(true);
        expect(r.low, path).toBeGreaterThanOrEqual(0);
        expect(r.low, path).toBeLessThanOrEqual(r.high);
      });
    }
    expect(ranges).toBeGreaterThan(40);
  });

  it("band-chart rows keep low <= high for every face amount", () => {
    for (const row of facts.FINAL_EXPENSE_BAND_RATES.rows) {
      for (const [lo, hi] of Object.values(row.byFace)) expect(lo).toBeLessThanOrEqual(hi);
    }
  });
});

describe("Medicare figures", () => {
  it("holds the CMS-quoted 2026 figures", () => {
    const f = medicareFigures(2026);
    expect(f.year).toBe(2026);
    expect(f.partB.premium).toBe(202.9);
    expect(f.partB.deductible).toBe(283);
    expect(f.partA.deductible).toBe(1_736);
    expect(f.partA.coinsuranceDays61to90).toBe(434);
    expect(f.partA.lifetimeReserveDay).toBe(868);
    expect(f.partA.snfDays21to100).toBe(217);
    expect(f.partA.premiumUnder30Quarters).toBe(565);
    expect(f.partA.premium30to39Quarters).toBe(311);
    expect(f.partD.outOfPocketCap).toBe(2_100);
    expect(f.partD.maxDeductible).toBe(615);
    expect(f.partD.baseBeneficiaryPremium).toBe(38.99);
    expect(f.medicareAdvantage.moopInNetwork).toBe(9_250);
  });

  it("holds the 2025 figures", () => {
    const f = medicareFigures(2025);
    expect([f.partB.premium, f.partB.deductible, f.partA.deductible]).toEqual([185, 257, 1_676]);
    expect([f.partD.outOfPocketCap, f.partD.maxDeductible, f.medicareAdvantage.moopInNetwork]).toEqual([
      2_000, 590, 9_350,
    ]);
  });

  it("picks the plan year from a date and carries the latest year forward", () => {
    expect(medicareFigures(new Date("2026-06-30T00:00:00Z")).year).toBe(2026);
    expect(medicareFigures(new Date("2025-12-31T23:59:59Z")).year).toBe(2025);
    expect(medicareFigures(new Date("2028-01-01T00:00:00Z")).year).toBe(2026);
    expect(medicareFigures(2019).year).toBe(2025);
    expect(MEDICARE_FIGURES.map((f) => f.year)).toEqual([2025, 2026]);
  });

  it("IRMAA tiers rise with income and start at the standard premium", () => {
    for (const f of MEDICARE_FIGURES) {
      const tiers = f.partB.irmaa;
      expect(tiers[0]!.partBMonthly).toBe(f.partB.premium);
      for (let i = 1; i < tiers.length; i++)
        expect(tiers[i]!.partBMonthly).toBeGreaterThan(tiers[i - 1]!.partBMonthly);
    }
  });
});

describe("CMS compensation", () => {
  it("has the 2026 caps by region", () => {
    expect(cmsCompensation(2026, "medicare_advantage", "TX").initial).toEqual({ low: 694, high: 694 });
    expect(cmsCompensation(2026, "medicare_advantage", "CA").initial).toEqual({ low: 864, high: 864 });
    expect(cmsCompensation(2026, "medicare_advantage", "PA").renewal).toEqual({ low: 391, high: 391 });
    expect(cmsCompensation(2026, "medicare_advantage", "PR").initial).toEqual({ low: 474, high: 474 });
    expect(cmsCompensation(2026, "medicare_advantage").initial).toEqual({ low: 694, high: 864 });
    expect(cmsCompensation(2026, "part_d").initial).toEqual({ low: 114, high: 114 });
    expect(cmsCompensation(2026, "part_d").renewal).toEqual({ low: 57, high: 57 });
  });

  it("keeps earlier years and carries 2026 into later ones", () => {
    expect(CMS_COMPENSATION.map((y) => y.year)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    expect(cmsCompensation(2025, "medicare_advantage", "NJ").initial.low).toBe(780);
    expect(cmsCompensation(2027, "medicare_advantage", "OH").initial.low).toBe(694);
    expect(cmsRegionForState("dc")).toBe("ct_pa_dc");
    expect(cmsRegionForState(undefined)).toBeUndefined();
  });
});

describe("derived premium factors", () => {
  it("final expense tobacco and guaranteed-acceptance factors come out of the band chart", () => {
    const k = FINAL_EXPENSE_CLASS_FACTORS;
    expect(k.tobacco.low).toBeGreaterThan(1.2);
    expect(k.tobacco.high).toBeLessThan(1.5);
    expect(k.guaranteed.low).toBeGreaterThan(1.3);
    expect(k.guaranteed.high).toBeLessThan(1.8);
    expect(k.graded).toEqual({ low: 1.3, high: 1.5 });
  });

  it("term rates rise with age and smokers pay more", () => {
    for (const [key, ranges] of Object.entries(TERM_20_RATES.ranges)) {
      for (let i = 1; i < ranges.length; i++)
        expect(ranges[i]!.high, key).toBeGreaterThanOrEqual(ranges[i - 1]!.high);
      expect(ranges[ranges.length - 1]!.high, key).toBeGreaterThan(ranges[0]!.high * 5);
    }
    const r = TERM_20_RATES.ranges;
    for (let i = 0; i < r["male:tobacco"].length; i++) {
      expect(r["male:tobacco"][i]!.low).toBeGreaterThan(r["male:non_tobacco"][i]!.low);
    }
  });
});

describe("product coverage of the tables", () => {
  it("every product has a library entry, a commission basis, issue ages and at least one carrier", () => {
    for (const id of PRODUCT_IDS) {
      const p = PRODUCT_LIBRARY[id];
      expect(p.id).toBe(id);
      for (const lang of LANGUAGES) {
        expect(p.name[lang].length, `${id} name ${lang}`).toBeGreaterThan(3);
        expect(p.description[lang].length, `${id} description ${lang}`).toBeGreaterThan(30);
        expect(p.salesTip[lang].length, `${id} tip ${lang}`).toBeGreaterThan(30);
      }
      expect(COMMISSION_BASES[id], id).toBeDefined();
      expect(ISSUE_AGES[id].min).toBeLessThanOrEqual(ISSUE_AGES[id].max);
      expect(carriersFor(id).length, id).toBeGreaterThan(0);
    }
  });

  it("every condition has an underwriting rule whose best class is no worse than its worst", () => {
    const rank = { level: 0, graded: 1, guaranteed: 2 };
    for (const id of HEALTH_CONDITION_IDS) {
      const r = CONDITION_RULES.rules[id];
      expect(rank[r.finalExpense.best], id).toBeLessThanOrEqual(rank[r.finalExpense.worst]);
    }
  });

  it("knock-out conditions move final expense off a level plan", () => {
    for (const id of [
      "oxygen",
      "dialysis",
      "dementia",
      "alzheimers",
      "terminal_illness",
      "nursing_home",
      "cancer_current",
      "esrd",
      "als",
      "heart_failure",
      "organ_transplant",
    ] as const) {
      expect(CONDITION_RULES.rules[id].finalExpense.best, id).not.toBe("level");
    }
  });

  it("a carrier appears once per product line", () => {
    for (const id of PRODUCT_IDS) {
      const names = carriersFor(id).map((c) => c.name);
      expect(new Set(names).size, id).toBe(names.length);
    }
  });

  it("carriers have a fit reason in every language and issue ages that make sense", () => {
    for (const c of CARRIERS) {
      for (const lang of LANGUAGES) expect(c.fit[lang].length, `${c.name} ${lang}`).toBeGreaterThan(10);
      if (c.issueAges) expect(c.issueAges.min).toBeLessThan(c.issueAges.max);
    }
  });

  it("no localized fact text calls anything free, in any language (docs/product/decisions.md#d-14)", () => {
    const texts: string[] = [];
    for (const c of CARRIERS) texts.push(...Object.values(c.fit));
    for (const p of Object.values(PRODUCT_LIBRARY)) {
      texts.push(...Object.values(p.name), ...Object.values(p.description), ...Object.values(p.salesTip));
    }
    for (const lang of LANGUAGES) for (const t of texts) expect(complianceViolations(t, lang), t).toEqual([]);
  });
});
