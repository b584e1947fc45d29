import { describe, expect, it } from "vitest";
import {
  CONDITION_CUES,
  DRUG_GROUPS,
  DRUG_NAME_DUPLICATES,
  DRUG_SEVERITIES,
  DRUG_TABLE,
  DRUGS,
  drugConditions,
  drugGenerics,
  findDrugMentions,
  lookupDrug,
  normalizeDrugText,
} from "../../src/parse/lexicon/drugs.js";
import { HEALTH_CONDITION_IDS } from "../../src/types.js";

const IDS: ReadonlySet<string> = new Set(HEALTH_CONDITION_IDS);
const words = (text: string) => normalizeDrugText(text).split(" ");

describe("drug lookup", () => {
  it.each([
    ["Eliquis", "apixaban"],
    ["XARELTO", "rivaroxaban"],
    ["Januvia", "sitagliptin"],
    ["Plavix", "clopidogrel"],
    ["Namenda", "memantine"],
    ["Spiriva", "tiotropium"],
    ["Lasix", "furosemide"],
    ["Humira", "adalimumab"],
    ["Ocrevus", "ocrelizumab"],
    ["Keytruda", "pembrolizumab"],
    ["Biktarvy", "bictegravir emtricitabine tenofovir alafenamide"],
    ["Synthroid", "levothyroxine"],
  ])("brand %s → %s", (name, generic) => {
    expect(lookupDrug(name)?.generic).toBe(generic);
  });

  it.each([
    ["sitagliptin", ["diabetes"]],
    ["metformin", ["diabetes"]],
    ["warfarin", ["afib", "blood_clots"]],
    ["memantine", ["alzheimers"]],
    ["allopurinol", ["gout"]],
    ["sevelamer", ["dialysis", "esrd"]],
  ])("generic %s → %j", (name, conditions) => {
    expect(lookupDrug(name)?.conditions).toEqual(conditions);
  });

  it.each([
    ["metforman", "metformin"],
    ["lantis", "insulin glargine"],
    ["xeralto", "rivaroxaban"],
    ["eloquis", "apixaban"],
    ["trazadone", "trazodone"],
    ["gabapenton", "gabapentin"],
    ["novalog", "insulin aspart"],
  ])("misspelling %s → %s", (name, generic) => {
    expect(lookupDrug(name)?.generic).toBe(generic);
  });

  it.each([
    ["insulin glargine", "insulin glargine"],
    ["Carbidopa-Levodopa", "carbidopa levodopa"],
    ["MS Contin", "morphine"],
    ["Breo Ellipta", "fluticasone vilanterol"],
    ["nitro patch", "nitroglycerin"],
    ["Insulina glargina", "insulin glargine"],
  ])("multi-word %s → %s", (name, generic) => {
    expect(lookupDrug(name)?.generic).toBe(generic);
  });

  it("folds case, accents and punctuation", () => {
    expect(lookupDrug("Furosémide")?.generic).toBe("furosemide");
    expect(lookupDrug("  LEVOTHYROX ")?.generic).toBe("levothyroxine");
    expect(lookupDrug("Lévothyroxine")?.generic).toBe("levothyroxine");
    expect(lookupDrug("not a drug")).toBeUndefined();
  });

  it("reads severity: insulin versus pills, blood thinners, oxygen", () => {
    expect(lookupDrug("Lantus")).toMatchObject({ conditions: ["diabetes_insulin"], severity: "insulin" });
    expect(lookupDrug("Tresiba")?.severity).toBe("insulin");
    expect(lookupDrug("glipizide")?.severity).toBeUndefined();
    expect(lookupDrug("Eliquis")).toMatchObject({ severity: "anticoagulant", ambiguous: "one_of" });
    expect(lookupDrug("oxygen concentrator")).toMatchObject({ conditions: ["oxygen"], severity: "oxygen" });
  });

  it("reads brands of one drug by their own label (Ozempic vs Wegovy, Prolia vs Xgeva)", () => {
    expect(lookupDrug("Wegovy")?.conditions).toEqual(["obesity"]);
    expect(lookupDrug("Rybelsus")?.conditions).toEqual(["diabetes"]);
    expect(lookupDrug("Prolia")?.conditions).toEqual(["osteoporosis"]);
    expect(lookupDrug("Xgeva")?.conditions).toEqual(["cancer_current"]);
    expect(lookupDrug("denosumab")?.conditions).toEqual(["osteoporosis"]);
    expect(lookupDrug("Zyban")?.tobacco).toBe(true);
    expect(lookupDrug("Wellbutrin")?.conditions).toEqual(["depression"]);
  });

  it("hormone therapy after treatment is cancer history; treatment now is current cancer", () => {
    for (const n of ["tamoxifen", "Arimidex", "letrozole", "Aromasin"]) {
      expect(lookupDrug(n)?.conditions, n).toEqual(["cancer_history"]);
    }
    for (const n of ["Keytruda", "Ibrance", "Revlimid", "Xtandi", "Lupron"]) {
      expect(lookupDrug(n)?.conditions, n).toEqual(["cancer_current"]);
    }
  });

  it("a stop-smoking drug is a smoker signal", () => {
    expect(lookupDrug("Chantix")).toMatchObject({ tobacco: true, conditions: [] });
    expect(lookupDrug("nicotine patch")?.tobacco).toBe(true);
  });
});

describe("drug table", () => {
  const entries = [...new Set(DRUGS.values())];

  it("has at least 250 drugs", () => {
    expect(drugGenerics().size).toBeGreaterThanOrEqual(250);
  });

  it("every condition is a valid id, every severity and group is known", () => {
    const severities: ReadonlySet<string> = new Set(DRUG_SEVERITIES);
    const groups: ReadonlySet<string> = new Set(DRUG_GROUPS);
    for (const e of entries) {
      for (const id of e.conditions) expect(IDS.has(id), `${e.generic}: ${id}`).toBe(true);
      if (e.severity) expect(severities.has(e.severity), e.generic).toBe(true);
      expect(groups.has(e.group), e.generic).toBe(true);
      expect(new Set(e.conditions).size, e.generic).toBe(e.conditions.length);
    }
    for (const id of Object.keys(CONDITION_CUES)) expect(IDS.has(id), id).toBe(true);
  });

  it("a drug says a condition unless it is a tobacco or pain signal", () => {
    for (const e of entries) {
      if (e.tobacco || e.severity === "opioid") continue;
      expect(e.conditions.length, e.generic).toBeGreaterThan(0);
    }
  });

  it("ambiguity is well formed: one_of has alternatives with cues, maybe has cues", () => {
    for (const e of entries) {
      if (e.ambiguous === "one_of") expect(e.conditions.length, e.generic).toBeGreaterThan(1);
      if (e.ambiguous) {
        for (const id of e.conditions)
          expect(CONDITION_CUES[id]?.length, `${e.generic}: ${id}`).toBeGreaterThan(0);
      }
    }
  });

  it("no name is written twice, and every name is normalised", () => {
    expect(DRUG_NAME_DUPLICATES).toEqual([]);
    const seen = new Set<string>();
    for (const g of DRUG_TABLE) {
      for (const row of g.rows) {
        for (const name of row.names) {
          expect(name, name).toMatch(/^[a-z]+( [a-z]+)*$/);
          expect(normalizeDrugText(name)).toBe(name);
          expect(seen.has(name), `duplicate ${name}`).toBe(false);
          seen.add(name);
        }
      }
    }
    expect(seen.size).toBe(DRUGS.size);
  });

  it("every group is sourced to the FDA labels with a current year", () => {
    expect(new Set(DRUG_TABLE.map((g) => g.group))).toEqual(new Set(DRUG_GROUPS));
    for (const g of DRUG_TABLE) {
      expect(g.source.length, g.group).toBeGreaterThan(0);
      for (const s of g.source) expect(s.url).toMatch(/^https:\/\/\S+$/);
      expect([2025, 2026]).toContain(g.year);
      expect(g.note).toContain("Indication per FDA label");
      expect(g.rows.length, g.group).toBeGreaterThan(0);
    }
  });

  it("insulins read as insulin-treated diabetes, blood thinners as A-fib by default", () => {
    for (const e of entries.filter((x) => x.group === "insulin")) {
      expect(e.conditions, e.generic).toEqual(["diabetes_insulin"]);
      expect(e.severity, e.generic).toBe("insulin");
    }
    for (const e of entries.filter((x) => x.group === "anticoagulant" && x.ambiguous === "one_of")) {
      expect(e.conditions[0], e.generic).toBe("afib");
    }
  });
});

describe("findDrugMentions", () => {
  it("takes the longest name at each position and never overlaps", () => {
    const w = words("On insulin glargine and Humalog, carbidopa-levodopa, metforman 500 mg");
    const found = findDrugMentions(w);
    expect(found.map((m) => m.drug.generic)).toEqual([
      "insulin glargine",
      "insulin lispro",
      "carbidopa levodopa",
      "metformin",
    ]);
    expect(w.slice(found[0]!.start, found[0]!.end)).toEqual(["insulin", "glargine"]);
    for (let i = 1; i < found.length; i++) expect(found[i]!.start).toBeGreaterThanOrEqual(found[i - 1]!.end);
  });

  it("finds Spanish and French mentions", () => {
    expect(findDrugMentions(words("Toma metformina y Eliquis")).map((m) => m.drug.generic)).toEqual([
      "metformin",
      "apixaban",
    ]);
    expect(findDrugMentions(words("Sous Lévothyrox et furosémide")).map((m) => m.drug.generic)).toEqual([
      "levothyroxine",
      "furosemide",
    ]);
  });

  it("finds nothing in a lead without drugs", () => {
    expect(findDrugMentions(words("Male 68 in Texas, wants a Medigap plan G"))).toEqual([]);
    expect(findDrugMentions([])).toEqual([]);
  });
});

describe("drugConditions", () => {
  const eliquis = lookupDrug("Eliquis")!;
  it("an anticoagulant is A-fib unless the clause says clot", () => {
    expect(drugConditions(eliquis, words("on eliquis"))).toEqual(["afib"]);
    expect(drugConditions(eliquis, words("eliquis since her DVT last year"))).toEqual(["blood_clots"]);
    expect(drugConditions(eliquis, new Set(["clot"]))).toEqual(["blood_clots"]);
  });

  it("albuterol is asthma unless COPD is said", () => {
    const albuterol = lookupDrug("albuterol")!;
    expect(drugConditions(albuterol, [])).toEqual(["asthma"]);
    expect(drugConditions(albuterol, words("uses albuterol for her COPD"))).toEqual(["copd"]);
  });

  it("a maybe drug says nothing without a cue (PrEP, restless legs, sleep)", () => {
    expect(drugConditions(lookupDrug("Truvada")!, words("takes truvada"))).toEqual([]);
    expect(drugConditions(lookupDrug("Truvada")!, words("HIV positive, on truvada"))).toEqual(["hiv"]);
    expect(drugConditions(lookupDrug("Requip")!, words("requip for restless legs"))).toEqual([]);
    expect(drugConditions(lookupDrug("trazodone")!, words("trazodone to sleep"))).toEqual([]);
  });

  it("an unambiguous drug says all its conditions", () => {
    expect(drugConditions(lookupDrug("Kerendia")!, [])).toEqual(["kidney_disease", "diabetes"]);
    expect(drugConditions(lookupDrug("Caduet")!, [])).toEqual(["high_blood_pressure", "high_cholesterol"]);
  });
});
