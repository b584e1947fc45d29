/**
 * Drugs that say conditions. Agents describe health by what the client takes ("on Eliquis", "Lantus at
 * night", "takes Namenda"), so the parser reads a drug as the condition it is prescribed for, with the
 * severity an underwriter reads into it (insulin versus pills, a blood thinner, an inhaler every day).
 *
 * Every entry's conditions are its indications per the FDA label (DailyMed's "Indications and Usage");
 * what a condition does to an application is not here but in `facts/underwriting.ts`. Names are lower case,
 * without accents, one space between words, no digits (the parser reads numbers as numbers): brands,
 * generics, the Spanish and French generic spellings, and the misspellings agents type. A few brands sold
 * only abroad (Levothyrox, Sintrom, Previscan, Glivec...) are there for clients who name them; they read as
 * the US label of the same generic.
 *
 * A drug prescribed for several conditions is `ambiguous`:
 *   - "one_of": one of its conditions, the first unless a cue word near the mention picks another
 *     (Eliquis: A-fib unless "clot", "DVT"... is near);
 *   - "maybe": often taken by people without any of them (PrEP, trazodone for sleep, ropinirole for
 *     restless legs): a condition only when a cue word says so; the drug is still worth listing.
 *
 * One table, kept whole so a pharmacist or an underwriter reviews the whole list in one place.
 */
import { LABEL } from "../../facts/sources.js";
import type { Sourced } from "../../facts/types.js";
import type { HealthConditionId } from "../../types.js";

/** What an underwriter reads into the drug beyond the condition. */
export const DRUG_SEVERITIES = [
  /** Insulin or an insulin combination: the insulin-treated diabetes class. */
  "insulin",
  /** A blood thinner (A-fib or a clot). */
  "anticoagulant",
  /** Clopidogrel and the like: after a heart attack, a stent or a stroke. */
  "antiplatelet",
  /** Nitroglycerin and long-acting nitrates: angina. */
  "nitrate",
  /** Rhythm-control drugs. */
  "antiarrhythmic",
  /** Loop diuretics ("water pills" for fluid): heart failure most often. */
  "loop_diuretic",
  /** Home oxygen. */
  "oxygen",
  /** A daily maintenance inhaler (long-acting), as against a rescue inhaler. */
  "maintenance_inhaler",
  /** A biologic or targeted immune drug (injection or infusion). */
  "biologic",
  /** Anti-rejection drugs after a transplant. */
  "immunosuppressant",
  /** Chemotherapy, immunotherapy or targeted cancer treatment: cancer under treatment now. */
  "cancer_treatment",
  /** Hormone therapy taken for years after cancer treatment (tamoxifen, aromatase inhibitors). */
  "hormone_therapy",
  /** An antipsychotic or mood stabiliser. */
  "antipsychotic",
  /** An opioid pain medicine. */
  "opioid",
  /** Only given to people on dialysis. */
  "dialysis",
] as const;
export type DrugSeverity = (typeof DRUG_SEVERITIES)[number];

export type DrugAmbiguity = "one_of" | "maybe";

/** The drug families below; the parser can use them ("two heart pills"), the tests count them. */
export const DRUG_GROUPS = [
  "diabetes_oral",
  "glp1",
  "insulin",
  "diabetes_device",
  "anticoagulant",
  "antiplatelet",
  "angina",
  "antiarrhythmic",
  "heart_failure",
  "blood_pressure",
  "cholesterol",
  "lung",
  "oxygen",
  "dementia",
  "parkinsons",
  "multiple_sclerosis",
  "als",
  "autoimmune",
  "transplant",
  "cancer",
  "kidney",
  "hiv",
  "liver",
  "mental_health",
  "seizures",
  "neuropathy",
  "thyroid",
  "gout",
  "osteoporosis",
  "pain",
  "substance_use",
  "tobacco",
  "weight",
  "sleep_apnea",
] as const;
export type DrugGroup = (typeof DRUG_GROUPS)[number];

export interface DrugEntry {
  /** Normalised generic name ("insulin glargine", "carbidopa levodopa"); a combination joins its parts. */
  generic: string;
  /** What the drug says about the client. With `ambiguous`, alternatives, the default first. */
  conditions: readonly HealthConditionId[];
  severity?: DrugSeverity;
  ambiguous?: DrugAmbiguity;
  group: DrugGroup;
  /** Also a smoker signal (a stop-smoking drug): current or recent tobacco use. */
  tobacco?: true;
  /** Equipment rather than a drug (oxygen, CPAP, an insulin pump): not counted as a drug. */
  device?: true;
  /** Also an everyday word or a company ("actos" is Spanish for "acts"): a drug only near a health cue. */
  commonWord?: true;
  /** What an agent should know: other uses, what to ask. */
  note?: string;
}

/** One drug as written in the table: its names (brands, misspellings, other languages) and its reading. */
interface Row {
  entry: DrugEntry;
  /** Normalised names that find this entry, the generic first unless another row already owns it. */
  names: readonly string[];
}

/** A family of rows with where its indications come from. */
export interface DrugTableGroup extends Sourced {
  group: DrugGroup;
  rows: readonly Row[];
}

type Options = Omit<DrugEntry, "generic" | "conditions" | "group">;

const LABEL_SOURCE: Sourced = {
  year: 2025,
  source: [LABEL.dailyMed, LABEL.drugsAtFda],
  note: "Indication per FDA label.",
};

let currentGroup: DrugGroup = "diabetes_oral";
const ownedGenerics = new Set<string>();

/** `names`: "; "-separated brands, other spellings and misspellings (the generic is added once). */
function drug(
  generic: string,
  names: string,
  conditions: readonly HealthConditionId[],
  options: Options = {},
  /** false: another row owns the generic name (a brand with a different use, as Xgeva beside Prolia). */
  ownsGeneric = true,
): Row {
  const list = names
    .split(";")
    .map((n) => n.trim())
    .filter((n) => n !== "");
  if (ownsGeneric && !ownedGenerics.has(generic)) {
    ownedGenerics.add(generic);
    list.unshift(generic);
  }
  return { entry: { generic, conditions, group: currentGroup, ...options }, names: list };
}

function group(id: DrugGroup, note: string, rows: () => Row[]): DrugTableGroup {
  currentGroup = id;
  return { group: id, ...LABEL_SOURCE, note: `${LABEL_SOURCE.note} ${note}`, rows: rows() };
}

const ONE_OF = { ambiguous: "one_of" } as const;
const MAYBE = { ambiguous: "maybe" } as const;

export const DRUG_TABLE: readonly DrugTableGroup[] = [
  group(
    "diabetes_oral",
    "Type 2 diabetes pills and non-insulin injectables: diabetes without insulin.",
    () => [
      drug(
        "metformin",
        "glucophage; glumetza; fortamet; riomet; metforman; metformen; metfromin; metfomin; metformine; metformina",
        ["diabetes"],
      ),
      drug("glipizide", "glucotrol; glipizid; glipazide; glypizide; glipizida", ["diabetes"]),
      drug("glimepiride", "amaryl; glimeperide; glimepirida", ["diabetes"]),
      drug("glyburide", "glynase; diabeta; micronase; glibenclamide; glibenclamida", ["diabetes"]),
      drug("gliclazide", "diamicron; gliclazida", ["diabetes"]),
      drug("pioglitazone", "actos; pioglitazona", ["diabetes"], {
        commonWord: true,
        note: '"Actos" is also Spanish for "acts".',
      }),
      drug("sitagliptin", "januvia; januvea; januvia xr; sitagliptina; sitagliptine", ["diabetes"]),
      drug("sitagliptin metformin", "janumet; janumet xr", ["diabetes"]),
      drug("linagliptin", "tradjenta; trajenta; linagliptina", ["diabetes"]),
      drug("linagliptin metformin", "jentadueto", ["diabetes"]),
      drug("saxagliptin", "onglyza", ["diabetes"]),
      drug("alogliptin", "nesina", ["diabetes"]),
      drug(
        "empagliflozin",
        "jardiance; jardience; jardians; empagliflozina",
        ["diabetes", "heart_failure", "kidney_disease"],
        {
          ...ONE_OF,
          note: "Also prescribed for heart failure and chronic kidney disease without diabetes.",
        },
      ),
      drug("empagliflozin metformin", "synjardy", ["diabetes"]),
      drug("empagliflozin linagliptin", "glyxambi", ["diabetes"]),
      drug("empagliflozin linagliptin metformin", "trijardy; trijardy xr", ["diabetes"]),
      drug(
        "dapagliflozin",
        "farxiga; farxica; forxiga; dapagliflozina",
        ["diabetes", "heart_failure", "kidney_disease"],
        {
          ...ONE_OF,
          note: "Also prescribed for heart failure and chronic kidney disease without diabetes.",
        },
      ),
      drug("dapagliflozin metformin", "xigduo; xigduo xr", ["diabetes"]),
      drug("canagliflozin", "invokana; invokanna", ["diabetes"]),
      drug("canagliflozin metformin", "invokamet", ["diabetes"]),
      drug("ertugliflozin", "steglatro", ["diabetes"]),
      drug("repaglinide", "prandin", ["diabetes"]),
      drug("nateglinide", "starlix", ["diabetes"]),
      drug("acarbose", "precose", ["diabetes"]),
    ],
  ),

  group(
    "glp1",
    "GLP-1 and GIP/GLP-1 drugs: the diabetes brands read as diabetes, the weight brands as obesity.",
    () => [
      drug("dulaglutide", "trulicity; trulicty; trulicity pen", ["diabetes"]),
      drug("semaglutide", "ozempic; ozempik; ozempick; ozempic pen; semaglutida", ["diabetes", "obesity"], {
        ...ONE_OF,
        note: "Ozempic and Rybelsus are labelled for type 2 diabetes; the same drug as Wegovy is for weight. Often prescribed off-label for weight: ask.",
      }),
      drug("semaglutide", "rybelsus", ["diabetes"]),
      drug("semaglutide", "wegovy; wegovey", ["obesity"], {
        note: "Labelled for weight management (and cardiovascular risk reduction), not diabetes.",
      }),
      drug("tirzepatide", "mounjaro; monjaro; mounjaru; tirzepatida", ["diabetes", "obesity"], {
        ...ONE_OF,
        note: "Mounjaro is labelled for type 2 diabetes; the same drug as Zepbound is for weight and sleep apnea.",
      }),
      drug("tirzepatide", "zepbound; zepbond", ["obesity", "sleep_apnea"], {
        note: "Labelled for weight management and obstructive sleep apnea with obesity.",
      }),
      drug("liraglutide", "victoza; victosa; liraglutida", ["diabetes"]),
      drug("liraglutide", "saxenda", ["obesity"]),
      drug("exenatide", "byetta; bydureon; bydureon bcise", ["diabetes"]),
    ],
  ),

  group("insulin", "Insulin of any kind: insulin-treated diabetes.", () => [
    drug(
      "insulin",
      "insuline; insulina; insulin pen; insulin shots; insulin injections",
      ["diabetes_insulin"],
      {
        severity: "insulin",
      },
    ),
    drug(
      "insulin glargine",
      "lantus; lantis; lantos; lantus solostar; basaglar; basalgar; toujeo; tuojeo; semglee; rezvoglar; glargine; insuline glargine; insulina glargina",
      ["diabetes_insulin"],
      { severity: "insulin" },
    ),
    drug("insulin detemir", "levemir; levimir; levemeer; detemir", ["diabetes_insulin"], {
      severity: "insulin",
    }),
    drug("insulin degludec", "tresiba; treseba; tresiva; degludec", ["diabetes_insulin"], {
      severity: "insulin",
    }),
    drug(
      "insulin lispro",
      "humalog; humalogue; humalong; humolog; admelog; lyumjev; lispro; humalog mix",
      ["diabetes_insulin"],
      {
        severity: "insulin",
      },
    ),
    drug("insulin aspart", "novolog; novalog; novolog mix; fiasp; novorapid; aspart", ["diabetes_insulin"], {
      severity: "insulin",
    }),
    drug("insulin glulisine", "apidra", ["diabetes_insulin"], { severity: "insulin" }),
    drug(
      "insulin human",
      "humulin; humulin n; humulin r; novolin; novolin n; novolin r; nph insulin; regular insulin; insulin nph",
      ["diabetes_insulin"],
      {
        severity: "insulin",
      },
    ),
    drug("insulin inhaled", "afrezza", ["diabetes_insulin"], { severity: "insulin" }),
    drug("insulin glargine lixisenatide", "soliqua", ["diabetes_insulin"], { severity: "insulin" }),
    drug("insulin degludec liraglutide", "xultophy", ["diabetes_insulin"], { severity: "insulin" }),
  ]),

  group(
    "diabetes_device",
    "Diabetes devices (FDA-cleared indications): a pump means insulin; a sensor means diabetes.",
    () => [
      drug("insulin pump", "omnipod; omni pod; tandem pump; medtronic pump; minimed", ["diabetes_insulin"], {
        severity: "insulin",
        device: true,
      }),
      drug(
        "continuous glucose monitor",
        "dexcom; freestyle libre; libre sensor; cgm",
        ["diabetes", "diabetes_insulin"],
        {
          ...ONE_OF,
          device: true,
          note: "Medicare covers a sensor for insulin users and for people with problem low blood sugar: ask about insulin.",
        },
      ),
    ],
  ),

  group(
    "anticoagulant",
    "Blood thinners: A-fib (stroke prevention) or a clot (DVT, pulmonary embolism).",
    () => {
      const thinner = {
        ...ONE_OF,
        severity: "anticoagulant",
        note: "Prescribed for A-fib or after a clot (DVT, pulmonary embolism), sometimes for a valve: ask which.",
      } as const;
      return [
        drug(
          "apixaban",
          "eliquis; eloquis; eliquist; eliquiss; elequis; eliques; aliquis; apixabana",
          ["afib", "blood_clots"],
          thinner,
        ),
        drug(
          "rivaroxaban",
          "xarelto; xeralto; zarelto; xarleto; xaralto; rivaroxabana",
          ["afib", "blood_clots"],
          thinner,
        ),
        drug("dabigatran", "pradaxa; pradaxa capsules", ["afib", "blood_clots"], thinner),
        drug("edoxaban", "savaysa; lixiana", ["afib", "blood_clots"], thinner),
        drug(
          "warfarin",
          "coumadin; coumadine; jantoven; warfarine; warfarina; warferin; warfrin; cumadin",
          ["afib", "blood_clots"],
          thinner,
        ),
        drug("acenocoumarol", "sintrom; acenocumarol", ["afib", "blood_clots"], thinner),
        drug("fluindione", "previscan", ["afib", "blood_clots"], thinner),
        drug("enoxaparin", "lovenox; enoxaparina; enoxaparine", ["blood_clots"], {
          ...MAYBE,
          severity: "anticoagulant",
          note: "Often a few weeks after surgery to prevent clots; long term after a clot or with cancer.",
        }),
      ];
    },
  ),

  group(
    "antiplatelet",
    "Antiplatelet drugs: after a heart attack, a stent or a stroke, or for artery disease.",
    () => [
      drug("clopidogrel", "plavix; plavics; plavex; clopidogrel bisulfate", ["heart_disease", "stroke"], {
        ...ONE_OF,
        severity: "antiplatelet",
        note: "Labelled after a heart attack, a stroke, for artery disease in the legs, and with stents: ask what happened and when.",
      }),
      drug("ticagrelor", "brilinta; brillinta", ["heart_disease"], {
        severity: "antiplatelet",
        note: "After a heart attack or with coronary artery disease (also after a minor stroke).",
      }),
      drug("prasugrel", "effient", ["heart_disease"], {
        severity: "antiplatelet",
        note: "After a heart attack treated with a stent.",
      }),
      drug("aspirin dipyridamole", "aggrenox", ["stroke"], { severity: "antiplatelet" }),
      drug("cilostazol", "pletal", ["heart_disease"], { note: "Claudication (artery disease in the legs)." }),
    ],
  ),

  group("angina", "Angina drugs: coronary heart disease.", () => [
    drug(
      "nitroglycerin",
      "nitrostat; nitro; nitro patch; nitro pills; nitro spray; nitrolingual; nitro dur; nitroglycerine; nitroglicerina; nitroglycerine patch",
      ["heart_disease"],
      { severity: "nitrate" },
    ),
    drug("isosorbide mononitrate", "imdur; ismo; monoket; isosorbide", ["heart_disease"], {
      severity: "nitrate",
    }),
    drug("isosorbide dinitrate", "isordil", ["heart_disease"], { severity: "nitrate" }),
    drug("ranolazine", "ranexa", ["heart_disease"]),
  ]),

  group("antiarrhythmic", "Rhythm drugs: A-fib most often.", () => [
    drug("amiodarone", "pacerone; cordarone; amiodarona", ["afib", "heart_disease"], {
      ...ONE_OF,
      severity: "antiarrhythmic",
      note: "Labelled for dangerous ventricular rhythms; most older adults take it for A-fib.",
    }),
    drug("dronedarone", "multaq", ["afib"], { severity: "antiarrhythmic" }),
    drug("flecainide", "tambocor; flecainida", ["afib"], { severity: "antiarrhythmic" }),
    drug("propafenone", "rythmol", ["afib"], { severity: "antiarrhythmic" }),
    drug("sotalol", "betapace; sotylize", ["afib", "heart_disease"], {
      ...ONE_OF,
      severity: "antiarrhythmic",
    }),
    drug("dofetilide", "tikosyn", ["afib"], { severity: "antiarrhythmic" }),
    drug("digoxin", "lanoxin; digitek; digoxina", ["afib", "heart_failure"], {
      ...ONE_OF,
      note: "A-fib rate control or heart failure.",
    }),
  ]),

  group(
    "heart_failure",
    "Heart failure drugs; several also treat blood pressure or fluid from kidney or liver disease.",
    () => {
      const fluid = {
        ...ONE_OF,
        severity: "loop_diuretic",
        note: "A water pill for fluid from heart failure, kidney or liver disease, sometimes for blood pressure: ask what it is for.",
      } as const;
      return [
        drug("sacubitril valsartan", "entresto; entrestro; entresto tablets", ["heart_failure"]),
        drug(
          "furosemide",
          "lasix; lasics; furosemida; furosemid; furosimide; frusemide",
          ["heart_failure", "high_blood_pressure"],
          fluid,
        ),
        drug("bumetanide", "bumex; bumetanida", ["heart_failure", "high_blood_pressure"], fluid),
        drug(
          "torsemide",
          "demadex; soaanz; torasemide; torasemida",
          ["heart_failure", "high_blood_pressure"],
          fluid,
        ),
        drug("metolazone", "zaroxolyn", ["heart_failure", "high_blood_pressure"], {
          ...ONE_OF,
          note: "Usually added to a loop water pill in heart failure.",
        }),
        drug(
          "spironolactone",
          "aldactone; carospir; espironolactona; spironolactona",
          ["heart_failure", "high_blood_pressure", "liver_disease"],
          {
            ...ONE_OF,
            note: "Heart failure, resistant blood pressure, or fluid from cirrhosis: ask what it is for.",
          },
        ),
        drug("eplerenone", "inspra", ["heart_failure", "high_blood_pressure"], ONE_OF),
        drug(
          "carvedilol",
          "coreg; coreg cr; carvedilol phosphate",
          ["heart_failure", "high_blood_pressure"],
          {
            ...ONE_OF,
            note: "Labelled for heart failure, weak heart after a heart attack, and blood pressure: ask what it is for.",
          },
        ),
        drug("ivabradine", "corlanor", ["heart_failure"]),
        drug("vericiguat", "verquvo", ["heart_failure"]),
        drug("sotagliflozin", "inpefa", ["heart_failure"]),
        drug("isosorbide dinitrate hydralazine", "bidil", ["heart_failure"]),
        drug("tafamidis", "vyndaqel; vyndamax", ["heart_failure"], {
          note: "Cardiac amyloidosis (a cause of heart failure).",
        }),
      ];
    },
  ),

  group(
    "blood_pressure",
    "Blood pressure drugs; beta blockers and calcium blockers also treat angina or A-fib.",
    () => [
      drug(
        "lisinopril",
        "prinivil; zestril; qbrelis; lisinipril; lisenopril; lisinopryl; lisinopril hctz; lisinoprilo",
        ["high_blood_pressure"],
      ),
      drug("lisinopril hydrochlorothiazide", "zestoretic; prinzide", ["high_blood_pressure"]),
      drug("enalapril", "vasotec; enalaprilo", ["high_blood_pressure"]),
      drug("benazepril", "lotensin", ["high_blood_pressure"]),
      drug("amlodipine benazepril", "lotrel", ["high_blood_pressure"]),
      drug("ramipril", "altace", ["high_blood_pressure"]),
      drug("quinapril", "accupril", ["high_blood_pressure"]),
      drug("losartan", "cozaar; lozartan; losarten; losartan potassium", ["high_blood_pressure"]),
      drug("losartan hydrochlorothiazide", "hyzaar", ["high_blood_pressure"]),
      drug("valsartan", "diovan; valsartana", ["high_blood_pressure"]),
      drug("valsartan hydrochlorothiazide", "diovan hct", ["high_blood_pressure"]),
      drug("amlodipine valsartan", "exforge", ["high_blood_pressure"]),
      drug("olmesartan", "benicar; olmetec", ["high_blood_pressure"]),
      drug("olmesartan hydrochlorothiazide", "benicar hct", ["high_blood_pressure"]),
      drug("irbesartan", "avapro", ["high_blood_pressure"]),
      drug("telmisartan", "micardis", ["high_blood_pressure"]),
      drug("candesartan", "atacand", ["high_blood_pressure"]),
      drug(
        "amlodipine",
        "norvasc; amlodapine; amlodipin; amlodipina; amlodipino; amlodopine; amlodipine besylate",
        ["high_blood_pressure"],
      ),
      drug("amlodipine atorvastatin", "caduet", ["high_blood_pressure", "high_cholesterol"]),
      drug("nifedipine", "procardia; adalat; nifedipino", ["high_blood_pressure"]),
      drug("diltiazem", "cardizem; cartia; tiazac; dilt xr; diltiazen", ["high_blood_pressure", "afib"], {
        ...ONE_OF,
        note: "Blood pressure or angina; also slows the heart in A-fib.",
      }),
      drug("verapamil", "calan; verelan; isoptin", ["high_blood_pressure", "afib"], ONE_OF),
      drug(
        "metoprolol",
        "lopressor; toprol; toprol xl; metropolol; metoprolol tartrate; metoprolol succinate; metoprolol er",
        ["high_blood_pressure", "heart_disease", "heart_failure"],
        {
          ...ONE_OF,
          note: "Blood pressure, angina, after a heart attack; the long-acting kind also for heart failure.",
        },
      ),
      drug("atenolol", "tenormin", ["high_blood_pressure"]),
      drug("bisoprolol", "zebeta; ziac", ["high_blood_pressure"]),
      drug("nebivolol", "bystolic", ["high_blood_pressure"]),
      drug("propranolol", "inderal; inderal la", ["high_blood_pressure"], {
        note: "Also for tremor and migraine.",
      }),
      drug("labetalol", "trandate", ["high_blood_pressure"]),
      drug(
        "hydrochlorothiazide",
        "hctz; microzide; hydrochlorothiazid; hydrochlorothiazine; hidroclorotiazida",
        ["high_blood_pressure"],
      ),
      drug("chlorthalidone", "thalitone; chlortalidone", ["high_blood_pressure"]),
      drug("triamterene hydrochlorothiazide", "maxzide; dyazide; triamterene", ["high_blood_pressure"]),
      drug("clonidine", "catapres; kapvay; clonidina", ["high_blood_pressure"]),
      drug("hydralazine", "apresoline; hidralazina", ["high_blood_pressure"]),
      drug("doxazosin", "cardura", ["high_blood_pressure"], { note: "Also for an enlarged prostate." }),
    ],
  ),

  group("cholesterol", "Cholesterol drugs.", () => [
    drug("atorvastatin", "lipitor; liptor; atorvastatina; atorvastatine; atorvastin", ["high_cholesterol"]),
    drug("simvastatin", "zocor; simvastatina; simvastatine", ["high_cholesterol"]),
    drug("rosuvastatin", "crestor; rosuvastatina; rosuvastatine; rosuvastin", ["high_cholesterol"]),
    drug("pravastatin", "pravachol; pravastatina", ["high_cholesterol"]),
    drug("lovastatin", "mevacor; altoprev; lovastatina", ["high_cholesterol"]),
    drug("pitavastatin", "livalo; zypitamag", ["high_cholesterol"]),
    drug("ezetimibe", "zetia; ezetimiba", ["high_cholesterol"]),
    drug("ezetimibe simvastatin", "vytorin", ["high_cholesterol"]),
    drug("evolocumab", "repatha", ["high_cholesterol"]),
    drug("alirocumab", "praluent", ["high_cholesterol"]),
    drug("inclisiran", "leqvio", ["high_cholesterol"]),
    drug("bempedoic acid", "nexletol; nexlizet", ["high_cholesterol"]),
    drug("fenofibrate", "tricor; trilipix; fenoglide; fenofibrato", ["high_cholesterol"]),
    drug("gemfibrozil", "lopid", ["high_cholesterol"]),
    drug("icosapent ethyl", "vascepa", ["high_cholesterol"]),
  ]),

  group("lung", "Inhalers and lung drugs: COPD or asthma; long-acting ones are daily maintenance.", () => {
    const either = { ...ONE_OF, severity: "maintenance_inhaler" } as const;
    return [
      drug(
        "tiotropium",
        "spiriva; speriva; spiriva respimat; spiriva handihaler; tiotropio",
        ["copd", "asthma"],
        either,
      ),
      drug(
        "budesonide formoterol",
        "symbicort; symbicourt; simbicort; symbacort; breyna",
        ["copd", "asthma"],
        either,
      ),
      drug(
        "fluticasone salmeterol",
        "advair; advare; advair diskus; wixela; airduo",
        ["copd", "asthma"],
        either,
      ),
      drug("fluticasone vilanterol", "breo; breo ellipta", ["copd", "asthma"], either),
      drug(
        "fluticasone umeclidinium vilanterol",
        "trelegy; trelegy ellipta; trilegy",
        ["copd", "asthma"],
        either,
      ),
      drug("budesonide glycopyrrolate formoterol", "breztri", ["copd"], { severity: "maintenance_inhaler" }),
      drug("umeclidinium vilanterol", "anoro; anoro ellipta", ["copd"], { severity: "maintenance_inhaler" }),
      drug("tiotropium olodaterol", "stiolto", ["copd"], { severity: "maintenance_inhaler" }),
      drug("umeclidinium", "incruse; incruse ellipta", ["copd"], { severity: "maintenance_inhaler" }),
      drug("aclidinium", "tudorza", ["copd"], { severity: "maintenance_inhaler" }),
      drug("glycopyrrolate formoterol", "bevespi", ["copd"], { severity: "maintenance_inhaler" }),
      drug("revefenacin", "yupelri", ["copd"], { severity: "maintenance_inhaler" }),
      drug("arformoterol", "brovana", ["copd"], { severity: "maintenance_inhaler" }),
      drug("formoterol", "perforomist", ["copd"], { severity: "maintenance_inhaler" }),
      drug("ensifentrine", "ohtuvayre", ["copd"], { severity: "maintenance_inhaler" }),
      drug("roflumilast", "daliresp", ["copd"]),
      drug("ipratropium albuterol", "duoneb; combivent; combivent respimat", ["copd"]),
      drug("ipratropium", "atrovent", ["copd"]),
      drug(
        "albuterol",
        "proair; ventolin; proventil; salbutamol; albuteral; albuterol inhaler; rescue inhaler; albuterol nebulizer",
        ["asthma", "copd"],
        { ...ONE_OF, note: "A rescue inhaler: asthma or COPD by what else the lead says." },
      ),
      drug("levalbuterol", "xopenex", ["asthma", "copd"], ONE_OF),
      drug("mometasone formoterol", "dulera", ["asthma"], { severity: "maintenance_inhaler" }),
      drug("fluticasone inhaled", "flovent; arnuity", ["asthma"]),
      drug("budesonide inhaled", "pulmicort", ["asthma"]),
      drug("montelukast", "singulair; montelukast sodium", ["asthma"], {
        ...MAYBE,
        note: "Also for allergies.",
      }),
      drug("mepolizumab", "nucala", ["asthma", "copd"], { ...ONE_OF, severity: "biologic" }),
      drug("benralizumab", "fasenra", ["asthma"], { severity: "biologic" }),
      drug("omalizumab", "xolair", ["asthma"], {
        ...MAYBE,
        severity: "biologic",
        note: "Also hives and food allergy.",
      }),
      drug("dupilumab", "dupixent", ["asthma", "copd"], {
        ...MAYBE,
        severity: "biologic",
        note: "Mostly eczema; also asthma and COPD.",
      }),
      drug("nintedanib", "ofev", ["copd"], { note: "Pulmonary fibrosis: the engine's lung-disease id." }),
      drug("pirfenidone", "esbriet", ["copd"], { note: "Pulmonary fibrosis: the engine's lung-disease id." }),
    ];
  }),

  group("oxygen", "Home oxygen and its equipment (prescribed; Medicare-covered equipment).", () => [
    drug(
      "oxygen",
      "home oxygen; oxygen concentrator; portable oxygen; oxygen tank; oxygen tanks; nasal cannula; oxigeno; oxygene; concentrador de oxigeno; concentrateur d oxygene",
      ["oxygen"],
      {
        severity: "oxygen",
        device: true,
        note: "Night-only oxygen for sleep apnea is read differently: ask when it is used.",
      },
    ),
  ]),

  group("sleep_apnea", "Sleep apnea equipment and drugs.", () => [
    drug("positive airway pressure", "cpap; bipap; cpap machine; auto cpap", ["sleep_apnea"], {
      device: true,
    }),
    drug("modafinil", "provigil", ["sleep_apnea"], {
      ...MAYBE,
      note: "Sleepiness from sleep apnea, narcolepsy or shift work.",
    }),
    drug("armodafinil", "nuvigil", ["sleep_apnea"], MAYBE),
    drug("solriamfetol", "sunosi", ["sleep_apnea"], MAYBE),
  ]),

  group("dementia", "Dementia drugs: Alzheimer's (Exelon also Parkinson's dementia).", () => [
    drug("memantine", "namenda; namenda xr; nemenda; namenta; memantina; memantine hcl", ["alzheimers"]),
    drug("donepezil", "aricept; aracept; arisept; aricep; donepezilo", ["alzheimers"]),
    drug("donepezil memantine", "namzaric", ["alzheimers"]),
    drug("rivastigmine", "exelon; exelon patch; rivastigmina", ["alzheimers", "dementia"], {
      ...ONE_OF,
      commonWord: true,
      note: "Alzheimer's or Parkinson's dementia. \"Exelon\" is also a power company.",
    }),
    drug("galantamine", "razadyne; reminyl; galantamina", ["alzheimers"]),
    drug("lecanemab", "leqembi", ["alzheimers"], { severity: "biologic" }),
    drug("donanemab", "kisunla", ["alzheimers"], { severity: "biologic" }),
    drug("brexpiprazole", "rexulti", ["bipolar_schizophrenia", "depression", "alzheimers"], {
      ...ONE_OF,
      severity: "antipsychotic",
      note: "Schizophrenia, add-on for depression, and agitation in Alzheimer's dementia.",
    }),
  ]),

  group(
    "parkinsons",
    "Parkinson's drugs; pramipexole, ropinirole and rotigotine also treat restless legs.",
    () => [
      drug(
        "carbidopa levodopa",
        "sinemet; sinemet cr; rytary; dhivy; crexont; duopa; levodopa; carbidopa; carbidopa levodopa er; sinamet",
        ["parkinsons"],
      ),
      drug("levodopa inhaled", "inbrija", ["parkinsons"]),
      drug("carbidopa levodopa entacapone", "stalevo", ["parkinsons"]),
      drug("pramipexole", "mirapex; mirapex er; mirapexin; pramipexol", ["parkinsons"], {
        ...MAYBE,
        note: "Also restless legs syndrome, a much milder reading: ask.",
      }),
      drug("ropinirole", "requip; requip xl; ropinirol", ["parkinsons"], {
        ...MAYBE,
        note: "Also restless legs syndrome, a much milder reading: ask.",
      }),
      drug("rotigotine", "neupro", ["parkinsons"], { ...MAYBE, note: "Also restless legs syndrome." }),
      drug("rasagiline", "azilect; rasagilina", ["parkinsons"]),
      drug("selegiline", "eldepryl; zelapar", ["parkinsons"]),
      drug("safinamide", "xadago", ["parkinsons"]),
      drug("entacapone", "comtan", ["parkinsons"]),
      drug("opicapone", "ongentys", ["parkinsons"]),
      drug("istradefylline", "nourianz", ["parkinsons"]),
      drug("amantadine", "gocovri; osmolex", ["parkinsons"], {
        ...MAYBE,
        note: "Parkinson's; also an old flu drug.",
      }),
      drug("pimavanserin", "nuplazid", ["parkinsons"], {
        severity: "antipsychotic",
        note: "Hallucinations in Parkinson's.",
      }),
    ],
  ),

  group("multiple_sclerosis", "Multiple sclerosis disease-modifying drugs.", () => [
    drug("ocrelizumab", "ocrevus; ocrevus zunovo", ["multiple_sclerosis"], { severity: "biologic" }),
    drug("dimethyl fumarate", "tecfidera; tecfadera", ["multiple_sclerosis"]),
    drug("diroximel fumarate", "vumerity", ["multiple_sclerosis"]),
    drug("monomethyl fumarate", "bafiertam", ["multiple_sclerosis"]),
    drug("glatiramer", "copaxone; glatopa; copaxon", ["multiple_sclerosis"]),
    drug(
      "interferon beta",
      "avonex; rebif; betaseron; extavia; plegridy; interferon",
      ["multiple_sclerosis"],
      {
        severity: "biologic",
      },
    ),
    drug("natalizumab", "tysabri; tyruko", ["multiple_sclerosis", "autoimmune"], {
      ...ONE_OF,
      severity: "biologic",
    }),
    drug("fingolimod", "gilenya", ["multiple_sclerosis"]),
    drug("teriflunomide", "aubagio", ["multiple_sclerosis"]),
    drug("siponimod", "mayzent", ["multiple_sclerosis"]),
    drug("ozanimod", "zeposia", ["multiple_sclerosis", "autoimmune"], {
      ...ONE_OF,
      note: "MS or ulcerative colitis.",
    }),
    drug("ponesimod", "ponvory", ["multiple_sclerosis"]),
    drug("ofatumumab", "kesimpta", ["multiple_sclerosis"], { severity: "biologic" }),
    drug("ublituximab", "briumvi", ["multiple_sclerosis"], { severity: "biologic" }),
    drug("alemtuzumab", "lemtrada", ["multiple_sclerosis"], { severity: "biologic" }),
    drug("cladribine", "mavenclad", ["multiple_sclerosis"]),
    drug("dalfampridine", "ampyra", ["multiple_sclerosis"], { note: "Improves walking in MS." }),
  ]),

  group("als", "ALS drugs.", () => [
    drug("riluzole", "rilutek; tiglutik; exservan", ["als"]),
    drug("edaravone", "radicava; radicava ors", ["als"]),
    drug("tofersen", "qalsody", ["als"]),
  ]),

  group(
    "autoimmune",
    "Drugs for rheumatoid arthritis, lupus, psoriasis and inflammatory bowel disease.",
    () => {
      const bio = { severity: "biologic" } as const;
      return [
        drug(
          "adalimumab",
          "humira; humera; humira pen; amjevita; hadlima; hyrimoz; cyltezo; yuflyma; simlandi; idacio; yusimry; hulio",
          ["autoimmune"],
          { ...bio, note: "Rheumatoid or psoriatic arthritis, psoriasis, Crohn's or colitis." },
        ),
        drug("etanercept", "enbrel; erelzi; eticovo", ["autoimmune"], bio),
        drug("infliximab", "remicade; inflectra; renflexis; avsola; zymfentra", ["autoimmune"], bio),
        drug(
          "ustekinumab",
          "stelara; wezlana; selarsdi; pyzchiva; otulfi; imuldosa; yesintek; steqeyma",
          ["autoimmune"],
          bio,
        ),
        drug("apremilast", "otezla; otezla tablets", ["autoimmune"], {
          note: "Psoriasis, psoriatic arthritis, Behcet's.",
        }),
        drug(
          "methotrexate",
          "trexall; otrexup; rasuvo; xatmep; jylamvo; metotrexato; methotrexat; mtx",
          ["autoimmune", "cancer_current"],
          {
            ...ONE_OF,
            note: "Weekly low doses for rheumatoid arthritis or psoriasis; high doses are chemotherapy.",
          },
        ),
        drug("tofacitinib", "xeljanz; xeljanz xr", ["autoimmune"]),
        drug("upadacitinib", "rinvoq", ["autoimmune"]),
        drug("baricitinib", "olumiant", ["autoimmune"]),
        drug("abatacept", "orencia", ["autoimmune"], bio),
        drug("tocilizumab", "actemra; tofidence; tyenne", ["autoimmune"], bio),
        drug("sarilumab", "kevzara", ["autoimmune"], bio),
        drug("certolizumab", "cimzia", ["autoimmune"], bio),
        drug("golimumab", "simponi; simponi aria", ["autoimmune"], bio),
        drug("secukinumab", "cosentyx", ["autoimmune"], bio),
        drug("ixekizumab", "taltz", ["autoimmune"], bio),
        drug("guselkumab", "tremfya", ["autoimmune"], bio),
        drug("risankizumab", "skyrizi", ["autoimmune"], bio),
        drug("vedolizumab", "entyvio", ["autoimmune"], bio),
        drug("belimumab", "benlysta", ["autoimmune"], { ...bio, note: "Lupus." }),
        drug("anifrolumab", "saphnelo", ["autoimmune"], { ...bio, note: "Lupus." }),
        drug("hydroxychloroquine", "plaquenil; hidroxicloroquina; hydroxychloroquin", ["autoimmune"], {
          note: "Lupus or rheumatoid arthritis.",
        }),
        drug("leflunomide", "arava", ["autoimmune"]),
        drug("sulfasalazine", "azulfidine", ["autoimmune"]),
        drug(
          "mesalamine",
          "lialda; asacol; delzicol; apriso; pentasa; mesalazine; mesalazina",
          ["autoimmune"],
          {
            note: "Ulcerative colitis.",
          },
        ),
        drug("azathioprine", "imuran; azasan; azatioprina", ["autoimmune", "organ_transplant"], {
          ...ONE_OF,
          severity: "immunosuppressant",
          note: "Rheumatoid arthritis; also after a kidney transplant.",
        }),
      ];
    },
  ),

  group("transplant", "Anti-rejection drugs: an organ transplant.", () => {
    const rejection = { severity: "immunosuppressant" } as const;
    return [
      drug(
        "tacrolimus",
        "prograf; envarsus; envarsus xr; astagraf; astagraf xl; tacrolimo",
        ["organ_transplant"],
        rejection,
      ),
      drug(
        "mycophenolate",
        "cellcept; myfortic; micofenolato; mycophenolate mofetil",
        ["organ_transplant", "autoimmune"],
        {
          ...ONE_OF,
          ...rejection,
          note: "After a transplant; also used for lupus.",
        },
      ),
      drug(
        "cyclosporine",
        "neoral; gengraf; sandimmune; ciclosporina; ciclosporine",
        ["organ_transplant", "autoimmune"],
        {
          ...ONE_OF,
          ...rejection,
          note: "By mouth after a transplant or for psoriasis/rheumatoid arthritis. Restasis (eye drops) is not this.",
        },
      ),
      drug("sirolimus", "rapamune", ["organ_transplant"], rejection),
      drug("everolimus", "", ["cancer_current", "organ_transplant"], {
        ...ONE_OF,
        note: "Afinitor treats cancer; Zortress (the same drug) prevents transplant rejection.",
      }),
      drug("everolimus", "zortress", ["organ_transplant"], rejection, false),
      drug("everolimus", "afinitor", ["cancer_current"], { severity: "cancer_treatment" }, false),
      drug("belatacept", "nulojix", ["organ_transplant"], rejection),
    ];
  }),

  group(
    "cancer",
    "Cancer drugs: under treatment now, except hormone therapy taken for years after treatment (tamoxifen, aromatase inhibitors), read as history.",
    () => {
      const now = { severity: "cancer_treatment" } as const;
      const after = {
        severity: "hormone_therapy",
        note: "Usually 5-10 years after surgery or chemo for breast cancer: ask when it was diagnosed and treated.",
      } as const;
      const prostate = { severity: "cancer_treatment", note: "Prostate cancer hormone treatment." } as const;
      return [
        drug("tamoxifen", "nolvadex; soltamox; tamoxifeno; tamoxifene; tamoxifan", ["cancer_history"], after),
        drug("anastrozole", "arimidex; anastrozol; anastrazole", ["cancer_history"], after),
        drug("letrozole", "femara; letrozol; letrazole", ["cancer_history"], after),
        drug("exemestane", "aromasin; exemestano", ["cancer_history"], after),
        drug(
          "leuprolide",
          "lupron; lupron depot; eligard; camcevi; leuprorelin; leuprorelina",
          ["cancer_current"],
          prostate,
        ),
        drug("degarelix", "firmagon", ["cancer_current"], prostate),
        drug("relugolix", "orgovyx", ["cancer_current"], prostate),
        drug("bicalutamide", "casodex; bicalutamida", ["cancer_current"], prostate),
        drug("abiraterone", "zytiga; yonsa; abiraterona", ["cancer_current"], prostate),
        drug("enzalutamide", "xtandi; xtandy; enzalutamida", ["cancer_current"], prostate),
        drug("apalutamide", "erleada", ["cancer_current"], prostate),
        drug("darolutamide", "nubeqa", ["cancer_current"], prostate),
        drug("pembrolizumab", "keytruda; keytruda qlex", ["cancer_current"], now),
        drug("nivolumab", "opdivo; opdualag", ["cancer_current"], now),
        drug("atezolizumab", "tecentriq", ["cancer_current"], now),
        drug("durvalumab", "imfinzi", ["cancer_current"], now),
        drug("ipilimumab", "yervoy", ["cancer_current"], now),
        drug("cemiplimab", "libtayo", ["cancer_current"], now),
        drug("palbociclib", "ibrance; ibrance capsules", ["cancer_current"], now),
        drug("ribociclib", "kisqali", ["cancer_current"], now),
        drug("abemaciclib", "verzenio", ["cancer_current"], now),
        drug("lenalidomide", "revlimid", ["cancer_current"], now),
        drug("pomalidomide", "pomalyst", ["cancer_current"], now),
        drug("daratumumab", "darzalex; darzalex faspro", ["cancer_current"], now),
        drug("bortezomib", "velcade", ["cancer_current"], now),
        drug("carfilzomib", "kyprolis", ["cancer_current"], now),
        drug("ibrutinib", "imbruvica", ["cancer_current"], now),
        drug("acalabrutinib", "calquence", ["cancer_current"], now),
        drug("zanubrutinib", "brukinsa", ["cancer_current"], now),
        drug("venetoclax", "venclexta", ["cancer_current"], now),
        drug("imatinib", "gleevec; glivec", ["cancer_current"], {
          ...now,
          note: "Often taken for years for CML kept in remission.",
        }),
        drug("dasatinib", "sprycel", ["cancer_current"], now),
        drug("nilotinib", "tasigna", ["cancer_current"], now),
        drug("osimertinib", "tagrisso", ["cancer_current"], now),
        drug("alectinib", "alecensa", ["cancer_current"], now),
        drug("olaparib", "lynparza", ["cancer_current"], now),
        drug(
          "trastuzumab",
          "herceptin; kanjinti; ogivri; herzuma; trazimera; ontruzant; herceptin hylecta",
          ["cancer_current"],
          now,
        ),
        drug("pertuzumab", "perjeta; phesgo", ["cancer_current"], now),
        drug("bevacizumab", "avastin; mvasi; zirabev", ["cancer_current"], {
          ...now,
          ...MAYBE,
          note: "Cancer infusions; the same drug is injected in the eye for macular degeneration.",
        }),
        drug(
          "rituximab",
          "rituxan; truxima; ruxience; riabni; rituxan hycela",
          ["cancer_current", "autoimmune"],
          {
            ...ONE_OF,
            severity: "biologic",
            note: "Lymphoma or leukemia; also rheumatoid arthritis and vasculitis.",
          },
        ),
        drug("capecitabine", "xeloda; capecitabina", ["cancer_current"], now),
        drug("temozolomide", "temodar", ["cancer_current"], now),
        drug("lenvatinib", "lenvima", ["cancer_current"], now),
        drug("cabozantinib", "cabometyx; cometriq", ["cancer_current"], now),
        drug("sunitinib", "sutent", ["cancer_current"], now),
        drug("axitinib", "inlyta", ["cancer_current"], now),
        drug("ruxolitinib", "jakafi", ["cancer_current"], {
          ...now,
          note: "Myelofibrosis and polycythemia vera (bone-marrow cancers).",
        }),
        drug("pegfilgrastim", "neulasta; fulphila; udenyca; ziextenzo; nyvepria", ["cancer_current"], {
          ...now,
          note: "Given with chemotherapy to protect white cells.",
        }),
        drug(
          "denosumab",
          "xgeva",
          ["cancer_current"],
          { ...now, note: "Xgeva: cancer in the bones. Prolia is the osteoporosis brand." },
          false,
        ),
      ];
    },
  ),

  group("kidney", "Kidney drugs: several are labelled only for people on dialysis.", () => {
    const dialysis = { severity: "dialysis" } as const;
    return [
      drug("sevelamer", "renvela; renagel; sevelamero; sevelamer carbonate", ["dialysis", "esrd"], {
        ...dialysis,
        note: "Phosphate binder labelled for chronic kidney disease on dialysis.",
      }),
      drug("calcium acetate", "phoslo; phoslyra; eliphos", ["dialysis", "esrd"], dialysis),
      drug("lanthanum", "fosrenol", ["dialysis", "esrd"], dialysis),
      drug("sucroferric oxyhydroxide", "velphoro", ["dialysis", "esrd"], dialysis),
      drug("ferric citrate", "auryxia", ["kidney_disease", "dialysis"], {
        ...ONE_OF,
        note: "On dialysis (phosphate) or not yet (iron).",
      }),
      drug("tenapanor", "xphozah", ["dialysis", "esrd"], dialysis),
      drug("cinacalcet", "sensipar; cinacalcet hcl", ["dialysis", "esrd"], {
        ...dialysis,
        note: "Labelled for parathyroid disease in chronic kidney disease on dialysis (also parathyroid cancer).",
      }),
      drug("etelcalcetide", "parsabiv", ["dialysis", "esrd"], dialysis),
      drug("paricalcitol", "zemplar", ["kidney_disease"]),
      drug("doxercalciferol", "hectorol", ["kidney_disease"]),
      drug("calcitriol", "rocaltrol", ["kidney_disease"], {
        ...MAYBE,
        note: "Dialysis patients; also low parathyroid.",
      }),
      drug(
        "epoetin alfa",
        "epogen; procrit; retacrit; epoetin; epo shots",
        ["kidney_disease", "cancer_current"],
        {
          ...ONE_OF,
          note: "Anemia from kidney disease (often on dialysis) or from chemotherapy.",
        },
      ),
      drug("darbepoetin alfa", "aranesp", ["kidney_disease", "cancer_current"], ONE_OF),
      drug("methoxy polyethylene glycol epoetin beta", "mircera", ["kidney_disease"]),
      drug("daprodustat", "jesduvroq", ["dialysis", "esrd"], dialysis),
      drug("iron sucrose", "venofer", ["kidney_disease"], MAYBE),
      drug("finerenone", "kerendia", ["kidney_disease", "diabetes"], {
        note: "Kidney disease from type 2 diabetes (the 2025 label adds heart failure).",
      }),
      drug("tolvaptan", "jynarque", ["kidney_disease"], { note: "Polycystic kidney disease." }),
      drug("sodium zirconium cyclosilicate", "lokelma", ["kidney_disease"], {
        ...MAYBE,
        note: "High potassium.",
      }),
      drug("patiromer", "veltassa", ["kidney_disease"], { ...MAYBE, note: "High potassium." }),
    ];
  }),

  group(
    "hiv",
    "HIV treatment; Truvada and Descovy are also PrEP (prevention) for people without HIV.",
    () => [
      drug("bictegravir emtricitabine tenofovir alafenamide", "biktarvy; biktarvi; bictarvy", ["hiv"]),
      drug("elvitegravir cobicistat emtricitabine tenofovir alafenamide", "genvoya", ["hiv"]),
      drug("elvitegravir cobicistat emtricitabine tenofovir disoproxil", "stribild", ["hiv"]),
      drug("abacavir dolutegravir lamivudine", "triumeq; triumeq pd", ["hiv"]),
      drug("dolutegravir lamivudine", "dovato", ["hiv"]),
      drug("dolutegravir rilpivirine", "juluca", ["hiv"]),
      drug("dolutegravir", "tivicay", ["hiv"]),
      drug("raltegravir", "isentress", ["hiv"]),
      drug("emtricitabine rilpivirine tenofovir alafenamide", "odefsey", ["hiv"]),
      drug("emtricitabine rilpivirine tenofovir disoproxil", "complera", ["hiv"]),
      drug("darunavir cobicistat emtricitabine tenofovir alafenamide", "symtuza", ["hiv"]),
      drug("darunavir cobicistat", "prezcobix", ["hiv"]),
      drug("darunavir", "prezista", ["hiv"]),
      drug("efavirenz emtricitabine tenofovir disoproxil", "atripla", ["hiv"]),
      drug("doravirine lamivudine tenofovir disoproxil", "delstrigo", ["hiv"]),
      drug("cabotegravir rilpivirine", "cabenuva", ["hiv"]),
      drug("lenacapavir", "sunlenca", ["hiv"]),
      drug("emtricitabine tenofovir disoproxil", "truvada", ["hiv"], {
        ...MAYBE,
        note: "HIV treatment or PrEP (prevention, no HIV): ask.",
      }),
      drug("emtricitabine tenofovir alafenamide", "descovy", ["hiv"], {
        ...MAYBE,
        note: "HIV treatment or PrEP (prevention, no HIV): ask.",
      }),
    ],
  ),

  group("liver", "Hepatitis antivirals and drugs for advanced liver disease.", () => [
    drug("sofosbuvir velpatasvir", "epclusa; epclusia", ["hepatitis"], {
      note: "Hepatitis C: 12 weeks, usually a cure: ask when.",
    }),
    drug("ledipasvir sofosbuvir", "harvoni", ["hepatitis"], {
      note: "Hepatitis C: usually a cure: ask when.",
    }),
    drug("glecaprevir pibrentasvir", "mavyret", ["hepatitis"], {
      note: "Hepatitis C: usually a cure: ask when.",
    }),
    drug("sofosbuvir", "sovaldi", ["hepatitis"]),
    drug("sofosbuvir velpatasvir voxilaprevir", "vosevi", ["hepatitis"]),
    drug("elbasvir grazoprevir", "zepatier", ["hepatitis"]),
    drug("tenofovir alafenamide", "vemlidy", ["hepatitis"], { note: "Hepatitis B." }),
    drug("entecavir", "baraclude", ["hepatitis"], { note: "Hepatitis B." }),
    drug("tenofovir disoproxil", "viread", ["hepatitis", "hiv"], { ...ONE_OF, note: "Hepatitis B or HIV." }),
    drug("lactulose", "enulose; kristalose; generlac; lactulosa", ["liver_disease"], {
      ...MAYBE,
      note: "Confusion from cirrhosis (hepatic encephalopathy); also plain constipation.",
    }),
    drug("rifaximin", "xifaxan; xifaxin; rifaximina", ["liver_disease"], {
      ...MAYBE,
      note: "Hepatic encephalopathy from cirrhosis; also IBS with diarrhea.",
    }),
    drug("obeticholic acid", "ocaliva", ["liver_disease"], { note: "Primary biliary cholangitis." }),
    drug("ursodiol", "actigall; urso forte; ursodeoxycholic acid", ["liver_disease"], {
      ...MAYBE,
      note: "Primary biliary cholangitis; also gallstones.",
    }),
    drug("resmetirom", "rezdiffra", ["liver_disease"], {
      note: "Fatty liver disease with scarring (NASH/MASH).",
    }),
  ]),

  group("mental_health", "Antidepressants, anxiety drugs, antipsychotics and mood stabilisers.", () => {
    const psych = { severity: "antipsychotic" } as const;
    const moodOrPsychosis = {
      ...ONE_OF,
      severity: "antipsychotic",
      note: "Schizophrenia or bipolar disorder; also an add-on for depression and used off-label for sleep or agitation: ask.",
    } as const;
    return [
      drug("lithium", "lithobid; litio; lithium carbonate", ["bipolar_schizophrenia"], psych),
      drug(
        "quetiapine",
        "seroquel; seroquel xr; seraquel; seroquil; quetiapina; quetiapine fumarate",
        ["bipolar_schizophrenia", "depression"],
        moodOrPsychosis,
      ),
      drug(
        "aripiprazole",
        "abilify; abilify maintena; aristada; abilitat; aripiprazol",
        ["bipolar_schizophrenia", "depression"],
        moodOrPsychosis,
      ),
      drug(
        "risperidone",
        "risperdal; risperdal consta; perseris; uzedy; risperidona",
        ["bipolar_schizophrenia"],
        psych,
      ),
      drug("olanzapine", "zyprexa; zyprexa relprevv; olanzapina", ["bipolar_schizophrenia"], psych),
      drug("olanzapine samidorphan", "lybalvi", ["bipolar_schizophrenia"], psych),
      drug("ziprasidone", "geodon", ["bipolar_schizophrenia"], psych),
      drug("lurasidone", "latuda", ["bipolar_schizophrenia"], psych),
      drug("cariprazine", "vraylar", ["bipolar_schizophrenia", "depression"], moodOrPsychosis),
      drug("lumateperone", "caplyta", ["bipolar_schizophrenia"], psych),
      drug("clozapine", "clozaril; versacloz", ["bipolar_schizophrenia"], psych),
      drug("haloperidol", "haldol; haloperidol decanoate", ["bipolar_schizophrenia"], psych),
      drug(
        "paliperidone",
        "invega; invega sustenna; invega trinza; invega hafyera",
        ["bipolar_schizophrenia"],
        psych,
      ),
      drug("sertraline", "zoloft; zolof; sertralina; sertraline hcl", ["depression", "anxiety"], ONE_OF),
      drug("escitalopram", "lexapro; lexipro; escitalopram oxalate", ["depression", "anxiety"], ONE_OF),
      drug("citalopram", "celexa; citalopram hbr", ["depression"]),
      drug("fluoxetine", "prozac; fluoxetina", ["depression", "anxiety"], ONE_OF),
      drug("paroxetine", "paxil; paroxetina", ["depression", "anxiety"], ONE_OF),
      drug(
        "bupropion",
        "wellbutrin; wellbutrin xl; welbutrin; wellbutron; bupropion xl; bupropiona",
        ["depression"],
        {
          note: "Depression; the same drug as Zyban helps quit smoking.",
        },
      ),
      drug("bupropion", "zyban", [], { tobacco: true, note: "Stop-smoking brand of bupropion." }),
      drug("venlafaxine", "effexor; effexor xr; venlafaxina", ["depression", "anxiety"], ONE_OF),
      drug("desvenlafaxine", "pristiq", ["depression"]),
      drug("duloxetine", "cymbalta; drizalma; duloxetina", ["depression", "anxiety", "neuropathy"], {
        ...ONE_OF,
        note: "Depression, anxiety, diabetic nerve pain, fibromyalgia or back pain: ask.",
      }),
      drug("mirtazapine", "remeron; mirtazapina", ["depression"], {
        note: "Also used for sleep and appetite.",
      }),
      drug("trazodone", "desyrel; trazadone; trazodona; trazedone; trazodone hcl", ["depression"], {
        ...MAYBE,
        note: "Labelled for depression; most older adults take a low dose for sleep.",
      }),
      drug("vortioxetine", "trintellix", ["depression"]),
      drug("vilazodone", "viibryd", ["depression"]),
      drug("amitriptyline", "elavil; amitriptilina", ["depression"], {
        ...MAYBE,
        note: "Labelled for depression; mostly low doses for nerve pain, headaches or sleep.",
      }),
      drug("nortriptyline", "pamelor", ["depression"], MAYBE),
      drug("buspirone", "buspar; buspirona", ["anxiety"]),
      drug("alprazolam", "xanax; zanax; alprazolan", ["anxiety"]),
      drug("lorazepam", "ativan; lorazepan", ["anxiety"]),
      drug("clonazepam", "klonopin; rivotril; clonazepan", ["anxiety", "seizures"], {
        ...ONE_OF,
        note: "Panic disorder or seizures.",
      }),
      drug("diazepam", "valium; diazepan", ["anxiety"], {
        ...MAYBE,
        note: "Anxiety, muscle spasm, alcohol withdrawal.",
      }),
      drug("hydroxyzine", "vistaril; atarax", ["anxiety"], { ...MAYBE, note: "Anxiety or itching." }),
    ];
  }),

  group("seizures", "Seizure drugs; several also treat bipolar disorder, migraine or nerve pain.", () => [
    drug("levetiracetam", "keppra; kepra; keppra xr; spritam; levetiracetam er", ["seizures"]),
    drug("phenytoin", "dilantin; phenytek; fenitoina; phenytoine", ["seizures"]),
    drug(
      "divalproex",
      "depakote; depakote er; valproate; valproic acid; depakene; acido valproico; depakine",
      ["seizures", "bipolar_schizophrenia"],
      {
        ...ONE_OF,
        note: "Seizures, bipolar disorder or migraine: ask.",
      },
    ),
    drug("lamotrigine", "lamictal; lamictal xr; lamotrigina", ["seizures", "bipolar_schizophrenia"], {
      ...ONE_OF,
      note: "Seizures or bipolar disorder: ask.",
    }),
    drug("carbamazepine", "tegretol; carbatrol; epitol; equetro; carbamazepina", ["seizures"], {
      note: "Also trigeminal nerve pain; Equetro is for bipolar disorder.",
    }),
    drug("oxcarbazepine", "trileptal; oxtellar", ["seizures"]),
    drug("topiramate", "topamax; trokendi; qudexy; topiramato", ["seizures"], {
      ...MAYBE,
      note: "Seizures or migraine.",
    }),
    drug("lacosamide", "vimpat", ["seizures"]),
    drug("zonisamide", "zonegran", ["seizures"]),
    drug("phenobarbital", "fenobarbital", ["seizures"]),
    drug("primidone", "mysoline", ["seizures"], {
      ...MAYBE,
      note: "Seizures; mostly essential tremor in older adults.",
    }),
    drug("brivaracetam", "briviact", ["seizures"]),
    drug("cenobamate", "xcopri", ["seizures"]),
    drug("perampanel", "fycompa", ["seizures"]),
    drug("eslicarbazepine", "aptiom", ["seizures"]),
    drug("clobazam", "onfi; sympazan", ["seizures"]),
  ]),

  group("neuropathy", "Nerve-pain drugs: neuropathy (gabapentin is also a seizure add-on).", () => [
    drug(
      "gabapentin",
      "neurontin; neurotin; gabapenton; gabapentine; gabapentina; gabapentin capsules; gralise; horizant",
      ["neuropathy", "seizures"],
      {
        ...ONE_OF,
        note: "Labelled for shingles nerve pain and seizures; widely used for neuropathy and other pain.",
      },
    ),
    drug("pregabalin", "lyrica; lirica; lyrica cr; pregabalina; pregabaline", ["neuropathy"], {
      note: "Diabetic nerve pain, shingles pain, fibromyalgia, spinal cord injury pain.",
    }),
    drug("capsaicin patch", "qutenza", ["neuropathy"]),
  ]),

  group("thyroid", "Thyroid drugs.", () => [
    drug(
      "levothyroxine",
      "synthroid; synthriod; sinthroid; levoxyl; unithroid; euthyrox; tirosint; levothyroxin; levotiroxina; levothyrox; levothyroxine sodium",
      ["thyroid"],
    ),
    drug("liothyronine", "cytomel", ["thyroid"]),
    drug("thyroid desiccated", "armour thyroid; np thyroid; nature throid", ["thyroid"]),
    drug("methimazole", "tapazole; metimazol", ["thyroid"]),
    drug("propylthiouracil", "ptu", ["thyroid"]),
  ]),

  group("gout", "Gout drugs.", () => [
    drug("allopurinol", "zyloprim; alopurinol; allopurinal; aloprim", ["gout"]),
    drug("febuxostat", "uloric", ["gout"]),
    drug("colchicine", "colcrys; mitigare; gloperba; colchicina", ["gout"], {
      note: "Gout; Lodoco (the same drug) is for heart attack and stroke prevention.",
    }),
    drug("colchicine", "lodoco", ["heart_disease"], {
      note: "Lowers the risk of heart attack and stroke in heart disease.",
    }),
    drug("probenecid", "probalan", ["gout"]),
    drug("pegloticase", "krystexxa", ["gout"], { severity: "biologic" }),
  ]),

  group("osteoporosis", "Osteoporosis drugs.", () => [
    drug("alendronate", "fosamax; binosto; alendronato; alendronic acid", ["osteoporosis"]),
    drug("risedronate", "actonel; atelvia", ["osteoporosis"]),
    drug("ibandronate", "boniva", ["osteoporosis"]),
    drug("zoledronic acid", "reclast", ["osteoporosis"], {
      note: "Reclast: osteoporosis. Zometa (the same drug) is for cancer in the bones.",
    }),
    drug("zoledronic acid", "zometa", ["cancer_current"], { severity: "cancer_treatment" }),
    drug("denosumab", "prolia; jubbonti", ["osteoporosis"]),
    drug("romosozumab", "evenity", ["osteoporosis"]),
    drug("teriparatide", "forteo; bonsity", ["osteoporosis"]),
    drug("abaloparatide", "tymlos", ["osteoporosis"]),
    drug("raloxifene", "evista", ["osteoporosis"], { note: "Also lowers breast cancer risk." }),
  ]),

  group(
    "pain",
    "Opioid pain medicines: no condition id (chronic pain); long-term use is asked on some applications. Prescription anti-inflammatories labelled for osteoarthritis and rheumatoid arthritis: arthritis (rheumatoid arthritis itself is read from its own words).",
    () => {
      const opioid = { severity: "opioid" } as const;
      return [
        drug("celecoxib", "celebrex; celebrix; celecoxib capsules; celecoxibe", ["arthritis"]),
        drug("meloxicam", "mobic; vivlodex; meloxicamo", ["arthritis"]),
        drug("diclofenac", "voltaren; voltaren gel; arthrotec; diclofenaco", ["arthritis"]),
        drug("oxycodone", "oxycontin; roxicodone; oxycodon; oxicodona; oxycodone hcl", [], opioid),
        drug("oxycodone acetaminophen", "percocet; endocet; roxicet", [], opioid),
        drug(
          "hydrocodone acetaminophen",
          "norco; vicodin; lortab; hydrocodone; hydrocodon; hidrocodona",
          [],
          {
            ...opioid,
            commonWord: true,
            note: '"Norco" is also a town.',
          },
        ),
        drug("morphine", "ms contin; kadian; morfina", [], opioid),
        drug("hydromorphone", "dilaudid; exalgo", [], opioid),
        drug("fentanyl", "duragesic; fentanyl patch; fentanilo", [], opioid),
        drug("tramadol", "ultram; conzip; tramal", [], opioid),
        drug("tapentadol", "nucynta", [], opioid),
        drug("oxymorphone", "opana", [], opioid),
        drug("buprenorphine patch", "butrans; belbuca", [], opioid),
      ];
    },
  ),

  group("substance_use", "Treatment for opioid or alcohol use disorder.", () => [
    drug("buprenorphine naloxone", "suboxone; zubsolv; subuxone; bunavail", ["substance_use"], {
      severity: "opioid",
    }),
    drug("buprenorphine", "subutex; sublocade; brixadi", ["substance_use"], { severity: "opioid" }),
    drug("methadone", "dolophine; methadose; metadona", ["substance_use"], {
      ...MAYBE,
      severity: "opioid",
      note: "Opioid use disorder (clinic) or chronic pain: ask.",
    }),
    drug("naltrexone", "vivitrol; revia; naltrexona", ["substance_use"], {
      note: "Alcohol or opioid dependence.",
    }),
    drug("disulfiram", "antabuse", ["substance_use"]),
    drug("acamprosate", "campral", ["substance_use"]),
  ]),

  group(
    "tobacco",
    "Stop-smoking drugs: a smoker signal (current or recent tobacco use); ask the quit date.",
    () => [
      drug("varenicline", "chantix; champix; vareniclina; chantex", [], { tobacco: true }),
      drug(
        "nicotine replacement",
        "nicotine patch; nicotine patches; nicoderm; nicorette; nicotine gum; nicotine lozenge; nicotrol; habitrol; parche de nicotina; chicle de nicotina; patch de nicotine; patch nicotinique",
        [],
        { tobacco: true },
      ),
    ],
  ),

  group("weight", "Weight-loss drugs (the GLP-1 weight brands are in their own group).", () => [
    drug("phentermine", "adipex; lomaira; fentermina", ["obesity"]),
    drug("phentermine topiramate", "qsymia", ["obesity"]),
    drug("naltrexone bupropion", "contrave", ["obesity"]),
    drug("orlistat", "xenical", ["obesity"]),
  ]),
];

// ---------------------------------------------------------------------------------------------------------

/** Lower case, accents folded, anything but letters a space: "Carbidopa-Levodopa" → "carbidopa levodopa". */
export function normalizeDrugText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z]+/g, " ")
    .trim();
}

function build(): { map: Map<string, DrugEntry>; duplicates: string[]; longest: number } {
  const map = new Map<string, DrugEntry>();
  const duplicates: string[] = [];
  let longest = 1;
  for (const g of DRUG_TABLE) {
    for (const row of g.rows) {
      for (const name of row.names) {
        const key = normalizeDrugText(name);
        if (map.has(key)) {
          duplicates.push(key);
          continue;
        }
        map.set(key, Object.freeze(row.entry));
        longest = Math.max(longest, key.split(" ").length);
      }
    }
  }
  return { map, duplicates, longest };
}

const built = build();

/** Every name (normalised) → its drug. */
export const DRUGS: ReadonlyMap<string, DrugEntry> = built.map;

/** Names written twice in the table (the first wins); the tests keep this empty. */
export const DRUG_NAME_DUPLICATES: readonly string[] = Object.freeze(built.duplicates);

/** The longest name in words, so a scan never looks further. */
export const DRUG_NAME_MAX_WORDS: number = built.longest;

/** The drug a name stands for, whatever its case, accents or hyphens. */
export function lookupDrug(name: string): DrugEntry | undefined {
  return DRUGS.get(normalizeDrugText(name));
}

export interface DrugMention {
  /** Token index of the first word, and one past the last. */
  start: number;
  end: number;
  /** The normalised name that matched ("insulin glargine"). */
  name: string;
  drug: DrugEntry;
}

/**
 * Drug names in a list of normalised words (lower case, no accents, as `normalizeDrugText` or the
 * parser's tokens give them), longest first at each position, left to right, never overlapping:
 * "insulin glargine" is one mention, not "insulin" and then "glargine".
 */
export function findDrugMentions(words: readonly string[]): DrugMention[] {
  const out: DrugMention[] = [];
  let i = 0;
  while (i < words.length) {
    let found: DrugMention | undefined;
    const max = Math.min(DRUG_NAME_MAX_WORDS, words.length - i);
    for (let n = max; n >= 1 && !found; n--) {
      const name = n === 1 ? words[i]! : words.slice(i, i + n).join(" ");
      const drug = DRUGS.get(name);
      if (drug) found = { start: i, end: i + n, name, drug };
    }
    if (found) {
      out.push(found);
      i = found.end;
    } else {
      i++;
    }
  }
  return out;
}

/**
 * Words near an ambiguous drug that pick one of its conditions ("Eliquis for a clot" → blood_clots).
 * Normalised single words; the parser looks for them in the same clause.
 */
export const CONDITION_CUES: Readonly<Partial<Record<HealthConditionId, readonly string[]>>> = {
  afib: [
    "afib",
    "fib",
    "fibrillation",
    "fibrilacion",
    "arrhythmia",
    "arritmia",
    "arythmie",
    "irregular",
    "heartbeat",
    "rhythm",
  ],
  blood_clots: [
    "clot",
    "clots",
    "dvt",
    "pe",
    "embolism",
    "embolus",
    "thrombosis",
    "coagulo",
    "coagulos",
    "trombosis",
    "embolia",
    "caillot",
    "caillots",
    "thrombose",
    "phlebite",
    "embolie",
    "leg",
    "legs",
    "lung",
    "lungs",
  ],
  heart_failure: [
    "chf",
    "failure",
    "insuficiencia",
    "insuffisance",
    "fluid",
    "swelling",
    "edema",
    "retention",
    "liquido",
    "oedeme",
  ],
  high_blood_pressure: ["pressure", "bp", "hbp", "htn", "hypertension", "presion", "hipertension", "tension"],
  kidney_disease: ["kidney", "kidneys", "renal", "ckd", "rinon", "rinones", "rein", "reins", "renale"],
  liver_disease: [
    "liver",
    "cirrhosis",
    "higado",
    "cirrosis",
    "foie",
    "cirrhose",
    "ascites",
    "encephalopathy",
  ],
  heart_disease: [
    "heart",
    "stent",
    "stents",
    "angina",
    "cardiac",
    "corazon",
    "coeur",
    "coronary",
    "artery",
    "arteries",
  ],
  stroke: ["stroke", "tia", "cva", "derrame", "avc", "ictus"],
  copd: ["copd", "emphysema", "epoc", "bpco", "enfisema", "emphyseme", "bronchitis", "smoker", "smoked"],
  asthma: ["asthma", "asma", "asthme", "asthmatic"],
  diabetes: ["diabetes", "diabetic", "sugar", "diabetico", "diabete", "diabetique", "azucar", "glucose"],
  diabetes_insulin: ["insulin", "insulina", "insuline"],
  obesity: ["weight", "obese", "obesity", "peso", "obesidad", "poids", "obesite"],
  depression: ["depression", "depressed", "depresion", "mood"],
  anxiety: ["anxiety", "panic", "nerves", "ansiedad", "anxiete", "nervios"],
  bipolar_schizophrenia: ["bipolar", "schizophrenia", "bipolaire", "esquizofrenia", "schizophrenie", "manic"],
  seizures: ["seizure", "seizures", "epilepsy", "convulsiones", "epilepsia", "epilepsie", "convulsions"],
  neuropathy: ["neuropathy", "nerve", "nerves", "numbness", "tingling", "neuropatia", "neuropathie"],
  parkinsons: ["parkinson", "parkinsons", "tremor", "tremors"],
  alzheimers: ["alzheimer", "alzheimers", "memory"],
  dementia: ["dementia", "demencia", "demence"],
  autoimmune: ["lupus", "rheumatoid", "ra", "psoriasis", "crohn", "colitis", "autoimmune", "arthritis"],
  organ_transplant: ["transplant", "trasplante", "greffe"],
  multiple_sclerosis: ["ms", "sclerosis", "esclerosis", "sclerose"],
  cancer_current: ["cancer", "chemo", "lymphoma", "leukemia", "myeloma", "tumor", "oncologist"],
  hepatitis: ["hepatitis", "hep", "hepatite"],
  hiv: ["hiv", "vih", "aids", "sida"],
  sleep_apnea: ["apnea", "cpap", "sleep"],
  dialysis: ["dialysis", "dialisis", "dialyse"],
  substance_use: ["addiction", "opioid", "clinic", "rehab", "recovery", "sober"],
};

/**
 * What a drug says given the words around it (same clause): all its conditions when it is not ambiguous;
 * for "one_of", the first alternative a cue names, else the default (the first); for "maybe", the
 * alternatives a cue names, else none.
 */
export function drugConditions(drug: DrugEntry, nearby: Iterable<string>): HealthConditionId[] {
  if (!drug.ambiguous) return [...drug.conditions];
  const near = nearby instanceof Set ? (nearby as ReadonlySet<string>) : new Set(nearby);
  const cued = drug.conditions.filter((id) => (CONDITION_CUES[id] ?? []).some((w) => near.has(w)));
  if (drug.ambiguous === "maybe") return cued;
  const first = cued[0] ?? drug.conditions[0];
  return first === undefined ? [] : [first];
}

/** Whether a cue word near the mention names one of the drug's conditions. */
export function drugCued(drug: DrugEntry, nearby: ReadonlySet<string>): boolean {
  return drug.conditions.some((id) => (CONDITION_CUES[id] ?? []).some((w) => nearby.has(w)));
}

/** Distinct generic names of drugs (equipment left out): the drug count. */
export function drugGenerics(): ReadonlySet<string> {
  return new Set(
    DRUG_TABLE.flatMap((g) => g.rows.filter((r) => !r.entry.device).map((r) => r.entry.generic)),
  );
}
