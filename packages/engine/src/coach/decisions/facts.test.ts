/**
 * Every factual question kind against the tables (docs/product/chat-coach.md#answer-decision): the answer quotes the table's figure and
 * its year, names a source, and ends with a next step, in each language.
 */
import { describe, expect, it } from "vitest";
import { CROSS_SELL_RULES, cmsCompensationYear, MEDICARE_RULES, medicareFigures } from "../../facts/index.js";
import type { Language } from "../../types.js";
import { ENROLLMENT_RULES } from "../knowledge/rules.js";
import { dollars, factAnswer, monthsLate } from "./facts.js";
import { FACT_TOPICS, type FactTopic } from "./question.js";

const NOW = new Date(Date.UTC(2026, 10, 25));
const LANGUAGES: readonly Language[] = ["en", "es", "fr"];
const f = medicareFigures(NOW);
const comp = cmsCompensationYear(NOW.getUTCFullYear());

/** The figures each answer must quote, read from the tables, and the year they are for. */
const EXPECTED: Record<FactTopic, { figures: (l: Language) => string[]; year: number }> = {
  part_b_premium: { figures: (l) => [dollars(f.partB.premium, l)], year: f.partB.year },
  part_b_deductible: { figures: (l) => [dollars(f.partB.deductible, l)], year: f.partB.year },
  part_a_deductible: { figures: (l) => [dollars(f.partA.deductible, l)], year: f.partA.year },
  snf_coinsurance: { figures: (l) => [dollars(f.partA.snfDays21to100, l)], year: f.partA.year },
  part_d_cap: { figures: (l) => [dollars(f.partD.outOfPocketCap, l)], year: f.partD.year },
  part_d_deductible: { figures: (l) => [dollars(f.partD.maxDeductible, l)], year: f.partD.year },
  ma_moop: {
    figures: (l) => [dollars(f.medicareAdvantage.moopInNetwork, l)],
    year: f.medicareAdvantage.year,
  },
  ma_commission: {
    figures: (l) => [dollars(comp.ma.national.initial, l), dollars(comp.ma.national.renewal!, l)],
    year: comp.year,
  },
  pdp_commission: {
    figures: (l) => [dollars(comp.pdp.initial, l), dollars(comp.pdp.renewal!, l)],
    year: comp.year,
  },
  part_b_penalty: {
    figures: (l) => [
      `${MEDICARE_RULES.partBLatePenaltyPerYear * 100}%`.replace("%", l === "fr" ? "" : "%"),
      dollars(f.partB.premium, l),
    ],
    year: f.partB.year,
  },
  part_d_penalty: { figures: (l) => [dollars(f.partD.baseBeneficiaryPremium, l)], year: f.partD.year },
  aep_dates: { figures: () => ["15", "7"], year: MEDICARE_RULES.year },
  ma_oep: { figures: () => ["31"], year: MEDICARE_RULES.year },
  medigap_oe: {
    figures: () => [String(MEDICARE_RULES.medigapOpenEnrollmentMonths)],
    year: MEDICARE_RULES.year,
  },
  irmaa: {
    figures: (l) => [dollars(f.partB.irmaa[0]!.singleUpTo!, l), dollars(f.partB.irmaa[1]!.partBMonthly, l)],
    year: f.partB.year,
  },
  sep: { figures: () => [], year: ENROLLMENT_RULES.year },
  part_d_premium: { figures: (l) => [dollars(f.partD.averageStandAlonePremium, l)], year: f.partD.year },
  ma_premium: {
    figures: (l) => [dollars(f.medicareAdvantage.averagePremium, l)],
    year: f.medicareAdvantage.year,
  },
  soa: { figures: () => [String(CROSS_SELL_RULES.scopeOfAppointmentHours)], year: CROSS_SELL_RULES.year },
};

describe("facts answer facts, from the tables", () => {
  for (const topic of FACT_TOPICS)
    for (const language of LANGUAGES)
      it(`${topic} (${language}): the table's figure, its year, a source, a next step`, () => {
        const text = factAnswer(topic, language, NOW);
        for (const figure of EXPECTED[topic].figures(language)) expect(text).toContain(figure);
        expect(text).toContain(String(EXPECTED[topic].year));
        expect(text).toMatch(/_(?:Source|Fuente) \(\d{4}\)/u);
        expect(text).toMatch(/Next step|Siguiente paso|Étape suivante/u);
        expect(text).not.toMatch(/(?<![\p{L}])(?:free|gratis|gratuite?)(?![\p{L}])/iu);
      });

  it("states no dollar figure the tables do not hold", () => {
    const known = new Set<string>();
    const add = (n: number | null | undefined) => {
      if (typeof n === "number") known.add(dollars(n, "en"));
    };
    for (const v of [
      f.partD.averageStandAlonePremium,
      f.partD.averageMaPdDrugPremium,
      f.medicareAdvantage.averagePremium,
      f.partB.premium,
      f.partB.deductible,
      f.partA.deductible,
      f.partA.coinsuranceDays61to90,
      f.partA.lifetimeReserveDay,
      f.partA.snfDays21to100,
      f.partA.snfDays21to100 * 10,
      f.partD.maxDeductible,
      f.partD.outOfPocketCap,
      f.partD.baseBeneficiaryPremium,
      f.partD.irmaaRange.low,
      f.partD.irmaaRange.high,
      f.medicareAdvantage.moopInNetwork,
    ])
      add(v);
    for (const t of f.partB.irmaa) {
      add(t.partBMonthly);
      add(t.singleUpTo);
      add(t.jointUpTo);
      if (t.singleUpTo) add(t.singleUpTo + 1);
      if (t.jointUpTo) add(t.jointUpTo + 1);
    }
    for (const r of Object.values(comp.ma)) {
      add(r?.initial);
      add(r?.renewal);
    }
    add(comp.pdp.initial);
    add(comp.pdp.renewal);
    for (const topic of FACT_TOPICS) {
      const text = factAnswer(topic, "en", NOW);
      for (const figure of text.match(/\$[\d,]+(?:\.\d\d)?/gu) ?? []) {
        // Worked examples are computed from table figures: the Part B and Part D penalty lines.
        if (topic === "part_b_penalty" || topic === "part_d_penalty") continue;
        expect(known, `${topic}: ${figure}`).toContain(figure);
      }
    }
  });

  it("works the penalty from the months the agent gives", () => {
    expect(monthsLate("never took part d, 3 yrs late")).toBe(36);
    expect(monthsLate("2 años sin cobertura")).toBe(24);
    expect(monthsLate("18 mois")).toBe(18);
    const d = factAnswer("part_d_penalty", "en", NOW, "3 yrs late");
    const monthly = Math.round(36 * 0.01 * f.partD.baseBeneficiaryPremium * 10) / 10;
    expect(d).toContain(dollars(monthly, "en"));
    const b = factAnswer("part_b_penalty", "en", NOW, "2 years late");
    expect(b).toContain(dollars(Math.round(f.partB.premium * 0.2 * 100) / 100, "en"));
  });

  it("keeps compensation for the agent only", () => {
    expect(factAnswer("ma_commission", "en", NOW)).toMatch(/never goes in anything the client sees/u);
  });
});

describe("special enrollment periods answer the event asked about", () => {
  it.each([
    ["she relocated to Nevada in May, can she switch her advantage plan", "en", /two full months after/u],
    ["se muda a Texas el mes que viene, que puede hacer", "es", /dos meses completos/u],
    ["il a déménagé en Géorgie, il peut changer de plan ?", "fr", /deux mois pleins/u],
  ] as const)("a move: %s", (message, language, expected) => {
    const text = factAnswer("sep", language, NOW, message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/(?<![\p{L}])(?:network|red|réseau)(?![\p{L}])/u);
  });

  it("a plan terminated gives the Medigap guaranteed-issue right with its days", () => {
    const text = factAnswer("sep", "en", NOW, "her MA plan was discontinued for next year, options?");
    expect(text).toContain(`${ENROLLMENT_RULES.giDaysAfterLoss} days`);
  });
});

describe("the MA open enrollment asked for a client on Original Medicare", () => {
  it("tells that client the fall enrollment is theirs, and an MA member that one change is left", () => {
    const onG = factAnswer("ma_oep", "en", NOW, "my guy has a plan N, could he use the MA OEP in feb?");
    expect(onG).toContain("only for people already in an Advantage plan");
    expect(onG).not.toContain("You still have one change");
    const onMa = factAnswer("ma_oep", "en", NOW, "she's in a Wellcare HMO, can she change in the MA OEP");
    expect(onMa).toContain("You still have one change");
    const es = factAnswer("ma_oep", "es", NOW, "tiene Medicare original con suplemento, le sirve el MA OEP?");
    expect(es).toContain("solo para quien ya tiene un plan Advantage");
  });
});
