/**
 * Eligibility facts the recommender applies: issue ages per product and what each health condition does to
 * an application (packages/engine/src/facts/premiums, packages/engine/src/facts/carriers.ts; packages/engine/src/facts/underwriting.ts, packages/engine/src/facts/premiums/supplemental.ts). Conditions are the normalised ids of
 * `HEALTH_CONDITION_IDS`; timing ("how long ago") is rarely in a lead, so a condition whose outcome depends
 * on timing gets a range of outcomes and the agent asks.
 * One file: the issue ages and the condition rules are read together for one application, as the
 * recommender reads them.
 */
import type { HealthConditionId, ProductId } from "../types.js";
import { GAP, REF, WEB } from "./sources.js";
import type { AgeRange, Sourced } from "./types.js";

/** Inclusive issue ages by product. Medicare products also need Medicare (65+, or disability/ESRD). */
export const ISSUE_AGES: Readonly<Record<ProductId, AgeRange & Sourced>> = {
  medicare_advantage: {
    min: 64,
    max: 120,
    year: 2026,
    source: [REF.S20],
    note: "64 = turning 65: the Initial Enrollment Period opens 3 months before the birthday month. Under 65 only when already on Medicare (disability, ESRD).",
  },
  medicare_supplement: {
    min: 64,
    max: 120,
    year: 2026,
    source: [REF.S20, REF.S38],
    note: "Guaranteed 6-month open enrollment starts with Part B at 65+; only a few states sell Medigap under 65, so the engine does not.",
  },
  part_d: { min: 64, max: 120, year: 2026, source: [REF.S20] },
  final_expense: {
    min: 50,
    max: 85,
    year: 2024,
    source: [REF.S40, REF.S92, GAP.S7, GAP.S5],
    note: "Most new-applicant windows are 45/50-85; guaranteed issue to 85 at most.",
  },
  term_life: {
    min: 18,
    max: 75,
    year: 2024,
    source: [WEB.termMaxLengthByAge, WEB.termOver70],
    note: "Longer terms end earlier: 30-year to about 40, 20-year to about 60, 10-year past 70 (weak aggregator).",
  },
  whole_life: { min: 0, max: 85, year: 2024, source: [GAP.S8, REF.S94] },
  iul: {
    min: 18,
    max: 70,
    year: 2026,
    source: [WEB.iulCarriers2026],
    note: "Engine limit; carrier issue ages not found.",
  },
  fixed_annuity: {
    min: 40,
    max: 90,
    year: 2025,
    source: [WEB.mygaFaq],
    note: "Engine limit; carrier issue ages not found (often to 85-90).",
  },
  indexed_annuity: {
    min: 40,
    max: 85,
    year: 2025,
    source: [WEB.mygaFaq],
    note: "Engine limit; carrier issue ages not found.",
  },
  long_term_care: {
    min: 40,
    max: 79,
    year: 2024,
    source: [REF.S103, WEB.ltcNewsUnderwriting],
    note: "Very few companies issue after 79; many require 40+.",
  },
  hospital_indemnity: { min: 18, max: 89, year: 2024, source: [GAP.S61] },
  cancer: {
    min: 18,
    max: 89,
    year: 2024,
    source: [REF.S51],
    note: "Issue ages not found; set to the hospital indemnity window.",
  },
  dental_vision_hearing: {
    min: 0,
    max: 120,
    year: 2025,
    source: [GAP.S67],
    note: "Children are covered as dependents on a family plan.",
  },
};

/** Final expense underwriting outcome, best to worst. */
export const FE_CLASSES = ["level", "graded", "guaranteed"] as const;
export type FinalExpenseClass = (typeof FE_CLASSES)[number];

export interface ConditionRule {
  /** Best and worst final-expense outcome (timing and severity decide between them). */
  finalExpense: { best: FinalExpenseClass; worst: FinalExpenseClass };
  /** Fully underwritten life (term, IUL): "decline" knocks out, "rated" prices above standard. */
  underwrittenLife: "standard" | "rated" | "decline";
  /** Asked on senior hospital indemnity applications (a "yes" usually declines). */
  hospitalIndemnityKnockout: boolean;
  /** Declines or postpones traditional long-term care. */
  longTermCareKnockout: boolean;
  /** Cancer insurance is not sold to people already diagnosed. */
  cancerKnockout: boolean;
  /** Raises the chance a Medigap application outside open enrollment is declined. */
  medigapUnderwritingRisk: boolean;
  /** Where this row comes from when the table's own sources do not cover it, and how it was filled. */
  basis?: Sourced;
}

const rule = (
  best: FinalExpenseClass,
  worst: FinalExpenseClass,
  underwrittenLife: ConditionRule["underwrittenLife"],
  flags: Partial<Omit<ConditionRule, "finalExpense" | "underwrittenLife">> = {},
): ConditionRule => ({
  finalExpense: { best, worst },
  underwrittenLife,
  hospitalIndemnityKnockout: flags.hospitalIndemnityKnockout ?? false,
  longTermCareKnockout: flags.longTermCareKnockout ?? false,
  cancerKnockout: flags.cancerKnockout ?? false,
  medigapUnderwritingRisk: flags.medigapUnderwritingRisk ?? false,
  ...(flags.basis ? { basis: flags.basis } : {}),
});

const serious = {
  hospitalIndemnityKnockout: true,
  longTermCareKnockout: true,
  medigapUnderwritingRisk: true,
};

export const CONDITION_RULES: Sourced & { rules: Readonly<Record<HealthConditionId, ConditionRule>> } = {
  year: 2024,
  source: [REF.S96, REF.S159, REF.S95, GAP.S9, GAP.S11, GAP.S14, GAP.S16, GAP.S17, GAP.S19, GAP.S21, GAP.S38],
  note: "Final expense: level-plan knock-outs are dialysis/oxygen, ADL help, facility confinement, terminal illness, cancer in 12 months; continuous oxygen means a waiting period at any company; heart attack within 2 years is always graded; stroke over 12 months ago can be level; controlled diabetes, high blood pressure, stable heart disease and mild COPD commonly qualify. Term/IUL, LTC and Medigap outcomes are standard underwriting practice (LTC declines from LTC News and agency guides); rated term is priced as an allowance.",
  rules: {
    diabetes: rule("level", "level", "rated"),
    diabetes_insulin: rule("level", "graded", "rated", {
      longTermCareKnockout: false,
      medigapUnderwritingRisk: true,
    }),
    high_blood_pressure: rule("level", "level", "standard"),
    high_cholesterol: rule("level", "level", "standard"),
    heart_disease: rule("level", "graded", "rated", { medigapUnderwritingRisk: true }),
    heart_attack: rule("level", "graded", "rated", {
      hospitalIndemnityKnockout: true,
      longTermCareKnockout: true,
      medigapUnderwritingRisk: true,
    }),
    stroke: rule("level", "graded", "rated", serious),
    copd: rule("level", "graded", "rated", { medigapUnderwritingRisk: true }),
    oxygen: rule("graded", "guaranteed", "decline", serious),
    asthma: rule("level", "level", "standard"),
    cancer_history: rule("level", "graded", "rated", { cancerKnockout: true }),
    cancer_current: rule("guaranteed", "guaranteed", "decline", { ...serious, cancerKnockout: true }),
    kidney_disease: rule("level", "graded", "rated", {
      hospitalIndemnityKnockout: true,
      medigapUnderwritingRisk: true,
    }),
    dialysis: rule("guaranteed", "guaranteed", "decline", serious),
    dementia: rule("guaranteed", "guaranteed", "decline", serious),
    alzheimers: rule("guaranteed", "guaranteed", "decline", serious),
    parkinsons: rule("graded", "guaranteed", "decline", {
      longTermCareKnockout: true,
      medigapUnderwritingRisk: true,
    }),
    arthritis: rule("level", "level", "standard"),
    depression: rule("level", "level", "standard"),
    obesity: rule("level", "level", "rated"),
    hiv: rule("guaranteed", "guaranteed", "rated", serious),
    liver_disease: rule("graded", "guaranteed", "decline", {
      longTermCareKnockout: true,
      medigapUnderwritingRisk: true,
    }),
    terminal_illness: rule("guaranteed", "guaranteed", "decline", { ...serious, cancerKnockout: true }),
    nursing_home: rule("guaranteed", "guaranteed", "decline", serious),
    wheelchair: rule("graded", "guaranteed", "decline", {
      longTermCareKnockout: true,
      medigapUnderwritingRisk: true,
    }),
    // ---- Conditions read from drugs and short forms (docs/engine/reading.md). Each row says what it rests on. ----
    afib: rule("level", "graded", "rated", {
      medigapUnderwritingRisk: true,
      basis: {
        year: 2024,
        source: [REF.S159, WEB.afibLifeInsurance, WEB.bloodThinnersFinalExpense],
        note: "Treated as stable heart disease: commonly level for final expense, graded when recent or with other heart history; term is standard at best, table ratings likely. Blood thinners alone do not rule out level plans.",
      },
    }),
    heart_failure: rule("graded", "guaranteed", "decline", {
      ...serious,
      basis: {
        year: 2023,
        source: [WEB.feHealthQuestions, GAP.S38, WEB.chfLifeInsurance, WEB.ltcDisqualifiers],
        note: "Congestive heart failure is its own question on final-expense applications (a yes leads to graded or guaranteed issue) and is always asked on senior hospital indemnity applications; traditional life declines it (agency guide), LTC treats it as a high-risk decline.",
      },
    }),
    blood_clots: rule("level", "graded", "rated", {
      medigapUnderwritingRisk: true,
      basis: {
        year: 2020,
        source: [WEB.feHealthQuestions, WEB.bloodThinnersFinalExpense],
        note: "A clot (DVT, pulmonary embolism) is a circulatory-system question on final-expense applications; seniors on blood thinners commonly still qualify for level plans. Term rating is an allowance like heart disease.",
      },
    }),
    multiple_sclerosis: rule("level", "guaranteed", "decline", {
      longTermCareKnockout: true,
      medigapUnderwritingRisk: true,
      basis: {
        year: 2023,
        source: [WEB.msLifeInsurance, WEB.ltcDisqualifiers],
        note: "Final expense varies widely: some carriers approve it level, several offer graded at best while treated, one declines. Every term carrier in the source declines MS; LTC commonly declines progressive neurological disease.",
      },
    }),
    autoimmune: rule("level", "graded", "rated", {
      medigapUnderwritingRisk: true,
      basis: {
        year: 2024,
        source: [REF.S159],
        note: "Lupus, rheumatoid arthritis on biologics, Crohn's or colitis: no condition-specific source; filled as a chronic condition under treatment (level or graded by the health answers), like heart disease. Plain arthritis keeps its own row.",
      },
    }),
    neuropathy: rule("level", "guaranteed", "rated", {
      medigapUnderwritingRisk: true,
      basis: {
        year: 2021,
        source: [GAP.S9, REF.S160],
        note: "Neuropathy is a diabetic complication that changes the final-expense outcome (often guaranteed issue with diabetes); without diabetes a level plan stays possible.",
      },
    }),
    esrd: rule("guaranteed", "guaranteed", "decline", {
      ...serious,
      basis: {
        year: 2024,
        source: [GAP.S21, REF.S96, GAP.S38],
        note: "End-stage renal disease means dialysis or a transplant: the dialysis knock-out for level final expense, and CKD/ESRD is always asked on senior hospital indemnity applications. Same row as dialysis.",
      },
    }),
    als: rule("graded", "guaranteed", "decline", {
      ...serious,
      basis: {
        year: 2025,
        source: [WEB.fexGuyAls, WEB.ltcDeclines],
        note: "No first-day final-expense coverage for ALS: a graded plan at best, otherwise guaranteed issue; traditional life declines it; it is on the LTC automatic-decline list. Hospital indemnity and Medigap filled like a terminal illness.",
      },
    }),
    organ_transplant: rule("graded", "guaranteed", "decline", {
      ...serious,
      basis: {
        year: 2025,
        source: [WEB.fexGuyTransplant, WEB.transplantTermLife],
        note: "Anti-rejection drugs show a transplant on any prescription check: no first-day final expense (guaranteed issue at one agency, graded at some carriers); heart, liver and lung recipients rarely get traditional life. A kidney transplant 3+ years ago without complications can be approved by some term carriers: the agent asks. LTC, hospital indemnity and Medigap declines are assumed.",
      },
    }),
    bipolar_schizophrenia: rule("level", "guaranteed", "rated", {
      medigapUnderwritingRisk: true,
      basis: {
        year: 2025,
        source: [WEB.fexGuyBipolar, WEB.fexGuySchizophrenia],
        note: "Stable on medication and living independently: first-day final expense at some carriers; a psychiatric hospital stay in the last 2 years moves it to graded or guaranteed issue. Term rating is an allowance.",
      },
    }),
    seizures: rule("level", "graded", "rated", {
      basis: {
        year: 2024,
        source: [WEB.epilepsyUnderwriting, REF.S159],
        note: "Controlled epilepsy is insurable, priced by seizure type and frequency (rated for term); the final-expense range is filled as a chronic condition under treatment (level or graded).",
      },
    }),
    hepatitis: rule("level", "graded", "rated", {
      medigapUnderwritingRisk: true,
      basis: {
        year: 2017,
        source: [WEB.hepCUnderwriting, REF.S159],
        note: "Hepatitis C cured by the new pills (over 90%) can be underwritten at good rates; untreated or with liver damage it is rated. Final expense filled as level or graded; cirrhosis or liver failure is liver disease.",
      },
    }),
    substance_use: rule("level", "graded", "rated", {
      basis: {
        year: 2024,
        source: [GAP.S21, REF.S96, WEB.feHealthQuestions],
        note: "Drug or alcohol abuse treatment in the last 12 months is a level-plan knock-out; older treatment can be level. Term rating is an allowance.",
      },
    }),
    anxiety: rule("level", "level", "standard", {
      basis: {
        year: 2024,
        source: [REF.S159],
        note: "Filled like depression (no condition-specific source).",
      },
    }),
    thyroid: rule("level", "level", "standard", {
      basis: {
        year: 2024,
        source: [REF.S159],
        note: "Controlled thyroid disease: filled like high cholesterol (no condition-specific source).",
      },
    }),
    osteoporosis: rule("level", "level", "standard", {
      basis: {
        year: 2024,
        source: [REF.S159],
        note: "Filled like arthritis (no condition-specific source).",
      },
    }),
    gout: rule("level", "level", "standard", {
      basis: {
        year: 2024,
        source: [REF.S159],
        note: "Filled like arthritis (no condition-specific source).",
      },
    }),
    sleep_apnea: rule("level", "level", "standard", {
      basis: {
        year: 2024,
        source: [GAP.S11, REF.S95],
        note: "Night-only oxygen or CPAP for sleep apnea still gets immediate (level) final-expense coverage at every first-day carrier.",
      },
    }),
  },
};

/** Rated (above-standard) fully underwritten life: an allowance of +25% to +100% (Table 1 to Table 4). */
export const RATED_LIFE_FACTOR = {
  year: 2024,
  source: [REF.S101],
  low: 1.25,
  high: 2,
  note: "Allowance, not a sourced table: carriers such as John Hancock are competitive on heart disease, diabetes and cancer history.",
} as const;

/** Medigap open enrollment: 6 months from the first month with Part B at 65+; outside it, health questions. */
export const MEDIGAP_OPEN_ENROLLMENT = {
  year: 2026,
  source: [REF.S20, REF.S38, REF.S39],
  lastAgeAssumedInWindow: 65,
  note: "The engine assumes 64-65 is inside the window; at 66+ a client on Original Medicare without Medigap usually answers health questions.",
} as const;
