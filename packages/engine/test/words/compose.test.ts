/**
 * Specification of the bundle's words (`composeWords` and its helpers) in every language and product mix.
 * One file because each describe checks a part of the same composed result, built by the same `input`
 * helper.
 */
import { describe, expect, it } from "vitest";
import { MISSING_FACT_IDS, type MissingFactId } from "../../src/types.js";
import {
  clientCompliance,
  complianceViolations,
  composeObjectionCards,
  composeWords,
  describeMissing,
  tpmoDisclaimer,
  WORD_TABLES,
  type WordsInput,
} from "../../src/words/index.js";
import {
  allTexts,
  clientTexts,
  commissionFigures,
  dollarAmounts,
  LANGS,
  MEDICARE_MIXES,
  MIXES,
  policy,
  profile,
} from "./fixtures.js";

function input(overrides: Partial<WordsInput> = {}): WordsInput {
  return {
    profile: profile(),
    language: "en",
    policies: MIXES.medigapFinalExpenseDental!,
    missing: ["medications", "doctors"],
    ...overrides,
  };
}

const CASES = LANGS.flatMap((language) => Object.keys(MIXES).map((mix) => ({ language, mix })));

describe("composeWords: every field, every language, every mix", () => {
  it.each(CASES)("$language / $mix has every field filled and in range", ({ language, mix }) => {
    const words = composeWords(input({ language, policies: MIXES[mix]! }));
    expect(words.summary).not.toBe("");
    expect(words.talkTrack.length).toBeGreaterThanOrEqual(5);
    expect(words.talkTrack.length).toBeLessThanOrEqual(8);
    expect(words.scripts.opening).not.toBe("");
    expect(words.scripts.transition).not.toBe("");
    expect(words.scripts.close).not.toBe("");
    expect(words.scripts.discovery.length).toBeGreaterThanOrEqual(3);
    expect(words.scripts.discovery.length).toBeLessThanOrEqual(7);
    expect(words.objections.length).toBeGreaterThanOrEqual(3);
    expect(words.followUp.length).toBeGreaterThanOrEqual(3);
    expect(words.compliance.length).toBeGreaterThanOrEqual(2);
    expect(words.missing).toHaveLength(2);
    for (const text of allTexts(words)) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it("also fills every field with no policies, no facts and no missing list", () => {
    for (const language of LANGS) {
      const words = composeWords({
        profile: { healthConditions: [], goals: [], currentCoverage: [] },
        language,
        policies: [],
        missing: [],
      });
      expect(words.summary).not.toBe("");
      expect(words.scripts.discovery.length).toBeGreaterThanOrEqual(3);
      expect(words.objections.length).toBeGreaterThanOrEqual(4);
      expect(words.talkTrack.length).toBeGreaterThanOrEqual(5);
      for (const text of clientTexts(words)) expect(text.trim()).not.toBe("");
    }
  });

  it("writes the one-line summary from the client's facts and the premiums", () => {
    const policies = [
      policy("medicare_supplement", "core", {
        name: "Medicare Supplement Plan G",
        coverage: "Plan G",
        premium: { mode: "monthly", amount: { low: 160, high: 210 } },
      }),
      policy("final_expense", "add_on", { premium: { mode: "monthly", amount: { low: 42, high: 68 } } }),
      policy("dental_vision_hearing", "add_on", {
        premium: { mode: "monthly", amount: { low: 12, high: 20 } },
      }),
    ];
    expect(composeWords(input({ policies })).summary).toBe(
      "Maria, 67, TX — Medicare Supplement Plan G + Final Expense + Dental, about $214–$298/month",
    );
    expect(composeWords(input({ policies, language: "es" })).summary).toBe(
      "Maria, 67 años, TX — Medicare Supplement Plan G + Final Expense + Dental, alrededor de $214–$298 al mes",
    );
    expect(composeWords(input({ policies, language: "fr" })).summary).toBe(
      "Maria, 67 ans, TX — Medicare Supplement Plan G + Final Expense + Dental, environ 214\u00a0$ à 298\u00a0$ par mois",
    );
  });

  it("keeps single premiums apart and formats thousands per language", () => {
    const policies = [
      policy("indexed_annuity", "core", {
        premium: { mode: "single", amount: { low: 125_000, high: 125_000 } },
      }),
    ];
    expect(composeWords(input({ policies })).summary).toContain("about $125,000 single premium");
    expect(composeWords(input({ policies, language: "es" })).summary).toContain("prima única de $125,000");
    expect(composeWords(input({ policies, language: "fr" })).summary).toContain(
      "prime unique de 125\u00a0000\u00a0$",
    );
  });

  it("says zero premium, never a bare $0 plan, for a $0 Medicare Advantage plan", () => {
    const policies = [
      policy("medicare_advantage", "core", { premium: { mode: "monthly", amount: { low: 0, high: 0 } } }),
    ];
    const expected = { en: "zero premium", es: "prima cero", fr: "prime zéro" } as const;
    for (const language of LANGS) {
      const words = composeWords(input({ policies, language }));
      expect(words.summary).toContain(expected[language]);
      expect(words.talkTrack.join(" ").toLowerCase()).toContain(expected[language]);
    }
  });

  it("uses the client's first name, age, state and goals", () => {
    const words = composeWords(input({ profile: profile({ firstName: "rosa", goals: ["final_expenses"] }) }));
    expect(words.summary.startsWith("Rosa, 67, TX")).toBe(true);
    expect(words.scripts.opening).toContain("Hi Rosa");
    expect(words.talkTrack[0]).toContain("final expenses");
    const nameless = composeWords(input({ profile: profile({ firstName: undefined }) }));
    expect(nameless.talkTrack[0]).toContain("the client");
  });

  it("flags a monthly estimate above the client's budget", () => {
    const over = composeWords(input({ profile: profile({ budgetMonthly: 120 }) }));
    expect(over.talkTrack.join(" ")).toContain("above the $120/month");
    const within = composeWords(input({ profile: profile({ budgetMonthly: 400 }) }));
    expect(within.talkTrack.join(" ")).toContain("fits the $400/month");
  });
});

describe("TPMO disclaimer", () => {
  it("is the current standardized CMS text (42 CFR 422.2267(e)(41), packages/engine/src/facts/compliance.ts)", () => {
    expect(tpmoDisclaimer("en")).toBe(
      "We do not offer every plan available in your area. Currently we represent [number of organizations] organizations which offer [number of plans] products in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options.",
    );
    expect(tpmoDisclaimer("en", { organizations: 4, plans: 23 })).toContain(
      "Currently we represent 4 organizations which offer 23 products in your area.",
    );
    expect(tpmoDisclaimer("en", { organizations: 4, plans: 23, sellsEveryPlan: true })).toBe(
      "Currently we represent 4 organizations which offer 23 products in your area. You can always contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) for help with plan choices.",
    );
    expect(tpmoDisclaimer("es")).toMatch(/^No ofrecemos todos los planes disponibles en su área\./);
    expect(tpmoDisclaimer("fr")).toMatch(
      /^Nous n'offrons pas tous les régimes disponibles dans votre région\./,
    );
    for (const language of LANGS) {
      expect(tpmoDisclaimer(language)).toContain("1-800-MEDICARE");
      expect(tpmoDisclaimer(language)).toContain("SHIP");
      expect(tpmoDisclaimer(language)).toContain("Medicare.gov");
    }
  });

  it.each(CASES)(
    "$language / $mix: opening carries it exactly when Medicare is in play",
    ({ language, mix }) => {
      const words = composeWords(input({ language, policies: MIXES[mix]! }));
      const disclaimer = tpmoDisclaimer(language);
      expect(words.scripts.opening.includes(disclaimer)).toBe(MEDICARE_MIXES.has(mix));
      expect(words.compliance.includes(disclaimer)).toBe(MEDICARE_MIXES.has(mix));
    },
  );

  it("follows the recommender's flag even without a Medicare product, and fills counts in", () => {
    for (const language of LANGS) {
      const words = composeWords(
        input({
          language,
          policies: MIXES.termIul!,
          medicareInPlay: true,
          tpmo: { organizations: 3, plans: 9 },
        }),
      );
      expect(words.scripts.opening).toContain(tpmoDisclaimer(language, { organizations: 3, plans: 9 }));
    }
  });

  it("is not dropped when the flag says false but a Medicare policy is there", () => {
    const words = composeWords(input({ policies: MIXES.partDCancer!, medicareInPlay: false }));
    expect(words.scripts.opening).toContain(tpmoDisclaimer("en"));
  });
});

describe("objections", () => {
  it.each(CASES)("$language / $mix covers affordability, trust, need and urgency", ({ language, mix }) => {
    const cards = composeObjectionCards(input({ language, policies: MIXES[mix]! }));
    const categories = new Set(cards.map((c) => c.category));
    for (const category of ["affordability", "trust", "need", "urgency"] as const) {
      expect(categories.has(category)).toBe(true);
    }
    expect(new Set(cards.map((c) => c.objection)).size).toBe(cards.length);
  });

  it("adds the product objections an agent will hear", () => {
    const objections = (policies: WordsInput["policies"]) =>
      composeWords(input({ policies }))
        .objections.map((o) => o.objection)
        .join(" | ");
    expect(objections(MIXES.finalExpenseAlone!)).toContain("money set aside for my funeral");
    expect(objections(MIXES.medigapFinalExpenseDental!)).toContain("My neighbor pays $0");
    expect(objections(MIXES.annuityLtc!)).toContain("lock up my money");
    expect(objections(MIXES.termIul!)).toContain("I'm young and healthy");
  });

  it("answers the $0-neighbor objection with zero premium in every language", () => {
    const expected = { en: "zero-premium", es: "prima cero", fr: "prime zéro" } as const;
    for (const language of LANGS) {
      const card = composeWords(input({ language })).objections.find((o) => o.objection.includes("0"));
      expect(card?.response).toContain(expected[language]);
    }
  });

  it("quotes no approval rate, percentage of clients or guarantee", () => {
    for (const language of LANGS) {
      for (const policies of Object.values(MIXES)) {
        const text = composeWords(input({ language, policies }))
          .objections.map((o) => o.response)
          .join(" ");
        expect(text).not.toMatch(
          /approval rate|tasa de aprobación|taux d'acceptation|\d+ out of \d+|we guarantee|garantizamos|nous garantissons/i,
        );
        expect(text).not.toMatch(
          /\b(?:most|la mayoría de los|la plupart des) (?:clients|clientes|people)\b/i,
        );
      }
    }
  });
});

describe("follow-up", () => {
  it.each(CASES)("$language / $mix has the 48-hour, 5-business-day and 90-day steps", ({ language, mix }) => {
    const whens = composeWords(input({ language, policies: MIXES[mix]! })).followUp.map((f) => f.when);
    expect(whens.some((w) => w.includes("48"))).toBe(true);
    expect(whens.some((w) => w.includes("5 "))).toBe(true);
    expect(whens.some((w) => w.includes("90"))).toBe(true);
    const aep = { en: "Oct 15", es: "15 de octubre", fr: "15 octobre" }[language];
    expect(whens.some((w) => w.includes(aep))).toBe(MEDICARE_MIXES.has(mix));
  });
});

describe("compliance lines", () => {
  const lines = (overrides: Partial<WordsInput>) => composeWords(input(overrides)).compliance;

  it("always carries the estimates and the agent-only commission lines", () => {
    for (const language of LANGS) {
      const c = WORD_TABLES[language].compliance;
      for (const policies of Object.values(MIXES)) {
        const got = lines({ language, policies });
        expect(got).toContain(c.estimates);
        expect(got).toContain(c.agentOnly);
      }
    }
    expect(WORD_TABLES.en.compliance.estimates).toBe(
      "Premiums and commissions are estimates; final rates depend on underwriting, carrier and state.",
    );
  });

  it("adds the cross-sell note when the flag is set, and derives it for MA/PDP with life products", () => {
    for (const language of LANGS) {
      const flagged = lines({
        language,
        policies: MIXES.medigapFinalExpenseDental!,
        crossSellNeedsSeparateAppointment: true,
      });
      expect(
        flagged.some((l) =>
          l.startsWith({ en: "Cross-selling", es: "Venta cruzada", fr: "Vente croisée" }[language]),
        ),
      ).toBe(true);
      const derived = lines({ language, policies: MIXES.advantageHospitalFinalExpense! });
      // Spanish and French name the product with its article, in the language's own words.
      const named = {
        en: "Final Expense",
        es: "el seguro de gastos finales",
        fr: "l'assurance frais funéraires",
      };
      expect(derived.some((l) => l.includes(named[language]))).toBe(true);
      const medigapOnly = lines({ language, policies: MIXES.medigapFinalExpenseDental! });
      expect(
        medigapOnly.some((l) =>
          l.startsWith({ en: "Cross-selling", es: "Venta cruzada", fr: "Vente croisée" }[language]),
        ),
      ).toBe(false);
    }
  });

  it("holds cross-sold life products out of the Medicare appointment's scripts", () => {
    const words = composeWords(input({ policies: MIXES.advantageHospitalFinalExpense! }));
    expect(words.scripts.opening).not.toContain("Final Expense");
    expect(words.scripts.transition).not.toContain("Final Expense");
    expect(words.talkTrack.join(" ")).toContain("Leave Final Expense out of this Medicare appointment");
    expect(words.scripts.discovery.join(" ")).not.toContain("receive this money");
  });

  it("adds NAIC #275 best interest exactly when an annuity is in the bundle", () => {
    for (const language of LANGS) {
      const line = WORD_TABLES[language].compliance.annuityBestInterest;
      expect(line).toContain("275");
      for (const [mix, policies] of Object.entries(MIXES)) {
        const hasAnnuity = mix === "annuityLtc" || mix === "mygaWholeLife";
        expect(lines({ language, policies }).includes(line)).toBe(hasAnnuity);
      }
    }
  });

  it("states the Scope of Appointment rule in force on the bundle's date", () => {
    const soa = (now?: Date) =>
      lines({ policies: MIXES.advantageHospitalFinalExpense!, ...(now ? { now } : {}) }).find((l) =>
        l.startsWith("Scope of Appointment"),
      );
    expect(soa(new Date("2026-05-01T00:00:00Z"))).toContain("signed at least 48 hours before");
    expect(soa(new Date("2026-11-23T00:00:00Z"))).toContain("48-hour wait no longer applies");
    const undated = soa();
    expect(undated).toContain("48 hours ahead");
    expect(undated).toContain("Oct 1, 2026");
  });

  it("tells a Medigap-only bundle when a scope of appointment becomes necessary", () => {
    const got = lines({ policies: MIXES.medigapFinalExpenseDental! });
    expect(got).toContain(WORD_TABLES.en.compliance.medigapOnlyScope);
  });

  it("gives a client copy with the disclaimers a client reads, not the agent's rules or commissions", () => {
    for (const language of LANGS) {
      const c = WORD_TABLES[language].compliance;
      const annuity = clientCompliance(
        composeWords(input({ language, policies: MIXES.annuityLtc! })).compliance,
        language,
      );
      expect(annuity).toEqual([c.clientEstimates]);

      const medicare = composeWords(input({ language, policies: MIXES.advantageHospitalFinalExpense! }));
      const client = clientCompliance(medicare.compliance, language);
      const tpmo = medicare.compliance[medicare.compliance.indexOf(c.nonAffiliation) - 1]!;
      expect(client).toEqual([tpmo, c.nonAffiliation, c.clientEstimates]);
      expect(client).not.toContain(c.zeroPremium);
      expect(client).not.toContain(c.agentOnly);
    }
  });
});

describe("discovery script", () => {
  it("asks the missing facts first, then product questions, without repeating a fact", () => {
    const words = composeWords(
      input({ missing: ["smoker", "doctors"], policies: MIXES.advantageHospitalFinalExpense! }),
    );
    const [first, second, ...rest] = words.scripts.discovery;
    expect(first).toBe(WORD_TABLES.en.missingQuestion.smoker);
    expect(second).toBe(WORD_TABLES.en.missingQuestion.doctors);
    expect(rest.some((q) => q.includes("network"))).toBe(false);
    expect(rest.some((q) => q.includes("drug list"))).toBe(true);
  });

  it("stays within 7 questions when every fact is missing", () => {
    for (const language of LANGS) {
      const words = composeWords(input({ language, missing: [...MISSING_FACT_IDS] }));
      expect(words.scripts.discovery.length).toBe(7);
      expect(words.missing).toHaveLength(MISSING_FACT_IDS.length);
    }
  });

  it("covers liquidity and time horizon for annuities, beneficiaries for life", () => {
    const annuity = composeWords(input({ policies: MIXES.annuityLtc!, missing: [] })).scripts.discovery.join(
      " ",
    );
    expect(annuity).toContain("next few years");
    expect(annuity).toContain("start paying you");
    const life = composeWords(input({ policies: MIXES.termIul!, missing: [] })).scripts.discovery.join(" ");
    expect(life).toContain("receive this money");
  });
});

describe("no commission figure in any client-facing text", () => {
  it.each(CASES)("$language / $mix", ({ language, mix }) => {
    const policies = MIXES[mix]!;
    const words = composeWords(input({ language, policies, profile: profile({ budgetMonthly: 250 }) }));
    const written = new Set(clientTexts(words).flatMap(dollarAmounts));
    for (const figure of commissionFigures(policies)) expect(written.has(figure)).toBe(false);
    for (const text of clientTexts(words)) {
      expect(text).not.toContain("per policy");
      expect(text).not.toContain("7% years 2-6");
    }
  });

  it("has no forbidden word anywhere", () => {
    for (const language of LANGS) {
      for (const policies of Object.values(MIXES)) {
        for (const flag of [false, true]) {
          const words = composeWords(input({ language, policies, crossSellNeedsSeparateAppointment: flag }));
          for (const text of allTexts(words)) expect(complianceViolations(text, language)).toEqual([]);
        }
      }
    }
  });
});

describe("describeMissing", () => {
  it("turns every fact into a distinct question in each language", () => {
    for (const language of LANGS) {
      const questions = describeMissing([...MISSING_FACT_IDS], language);
      expect(questions).toHaveLength(MISSING_FACT_IDS.length);
      expect(new Set(questions).size).toBe(questions.length);
      for (const q of questions) expect(q.trim().endsWith("?")).toBe(true);
    }
  });

  it("asks a repeated fact once and keeps the recommender's order", () => {
    const ids: MissingFactId[] = ["budget", "age", "budget"];
    expect(describeMissing(ids, "es")).toEqual([
      WORD_TABLES.es.missingQuestion.budget,
      WORD_TABLES.es.missingQuestion.age,
    ]);
  });
});
