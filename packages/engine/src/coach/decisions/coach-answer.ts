/**
 * `coachAnswer`: the engine's reply for a decision, the one the server sends without a model (docs/product/decisions.md#d-12)
 * and the evaluation scores. Facts come from the tables, objections and how-tos are built for the
 * situation, and a follow-up uses the open bundle: the client's objection for this client, the bundle's
 * carriers ranked for one of the client's facts, or the bundle built again with a new fact.
 */
import { generateBundle } from "../../bundle.js";
import {
  CARRIERS,
  type CarrierFact,
  type CarrierTag,
  FIA_5_YEAR_CAPS,
  MEDICARE_RULES,
  MYGA_5_YEAR_RATES,
} from "../../facts/index.js";
import { parseLead } from "../../parse/index.js";
import type { Bundle, ClientProfile, Language, ProductId } from "../../types.js";
import { ENROLLMENT_RULES, RULE_SOURCES } from "../knowledge/rules.js";
import { followUpAnswer, productInfoAnswer } from "./answers.js";
import type { Decision } from "./decide.js";
import { colon, dollars, factAnswer } from "./facts.js";
import { howToAnswer } from "./how-to-moves.js";
import { fold } from "./lexicon.js";
import { objectionAnswer } from "./objection-moves.js";
import type { BundleTopic, FactTopic, HowToTopic, ObjectionType } from "./question.js";

export interface CoachAnswer {
  /** The reply kind of the HTTP contract. */
  kind: "coaching" | "follow_up" | "product_info";
  content: string;
  /** A follow-up that rebuilt the bundle with a new fact: the new bundle, to store and show. */
  bundle?: Bundle;
}

export interface CoachAnswerContext {
  /** The bundle being discussed, for a follow-up. */
  bundle?: Bundle | null;
  now: Date;
  /** The id of a bundle rebuilt with a new fact. */
  id?: string;
}

// --- Carriers for one of the client's facts ------------------------------------------------------------

interface FactTags {
  /** Localized name of the fact. */
  label: Record<Language, string>;
  tags: readonly CarrierTag[];
}

const FACT_TAGS: readonly (readonly [RegExp, FactTags])[] = [
  [
    /insulin|insulina|insuline/u,
    {
      label: { en: "insulin use", es: "el uso de insulina", fr: "l'insuline" },
      tags: ["insulin", "insulin_any_onset", "level"],
    },
  ],
  [
    /diabet/u,
    {
      label: { en: "diabetes", es: "la diabetes", fr: "le diabète" },
      tags: ["insulin", "insulin_any_onset", "level", "health_history"],
    },
  ],
  [
    /oxyg|oxigeno/u,
    {
      label: { en: "oxygen use", es: "el oxígeno", fr: "l'oxygène" },
      tags: ["oxygen_limited", "copd", "graded", "guaranteed"],
    },
  ],
  [
    /copd|epoc|bpco/u,
    {
      label: { en: "COPD", es: "la EPOC (COPD)", fr: "la BPCO (COPD)" },
      tags: ["copd", "oxygen_limited", "graded"],
    },
  ],
  [
    /stroke|derrame|avc|heart|corazon|coeur|cardi/u,
    {
      label: {
        en: "the stroke or heart history",
        es: "el derrame o problema cardíaco",
        fr: "l'AVC ou l'antécédent cardiaque",
      },
      tags: ["heart_recent", "heart_after_24m", "graded", "health_history"],
    },
  ],
  [
    /smok|fum|tabac|tobacco/u,
    {
      label: { en: "tobacco use", es: "el tabaco", fr: "le tabac" },
      tags: ["tobacco_friendly", "low_price"],
    },
  ],
  [
    /age|edad|older|80|81|82|83|84|85/u,
    { label: { en: "age", es: "la edad", fr: "l'âge" }, tags: ["older_ages", "broad"] },
  ],
];

const CONDITION_WORDS: Readonly<Record<string, string>> = {
  diabetes_insulin: "insulin",
  diabetes: "diabetes",
  oxygen: "oxygen",
  copd: "copd",
  stroke: "stroke",
  heart_attack: "heart",
  heart_disease: "heart",
};

/** Drugs agents name, with what they usually treat: the carrier question is about that condition. */
const DRUGS: readonly (readonly [RegExp, Record<Language, string>, readonly CarrierTag[]])[] = [
  [
    /eliquis|xarelto|warfarin|coumadin|pradaxa|blood thinners?|anticoagulante?s?/u,
    {
      en: "a blood thinner, usually for AFib or a past clot",
      es: "un anticoagulante, casi siempre por fibrilación auricular o un coágulo previo",
      fr: "un anticoagulant, souvent pour une fibrillation auriculaire ou un caillot passé",
    },
    ["heart_after_24m", "health_history", "graded"],
  ],
  [
    /ozempic|mounjaro|trulicity|metformin[ea]?|jardiance|januvia|farxiga|rybelsus/u,
    { en: "diabetes", es: "diabetes", fr: "diabète" },
    ["insulin", "insulin_any_onset", "level", "health_history"],
  ],
  [
    /lisinopril|amlodipin[ea]?|losartan|metoprolol/u,
    { en: "blood pressure", es: "presión arterial", fr: "tension" },
    ["level", "health_history"],
  ],
];

/** A drug named in the message, as the agent wrote it: "Eliquis (a blood thinner…)". */
function drugFact(message: string, text: string): FactTags | null {
  for (const [pattern, meaning, tags] of DRUGS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const at = fold(message).indexOf(m[0]);
    const raw = at >= 0 ? message.slice(at, at + m[0].length) : m[0];
    const name = raw.charAt(0).toUpperCase() + raw.slice(1);
    return {
      label: { en: `${name} (${meaning.en})`, es: `${name} (${meaning.es})`, fr: `${name} (${meaning.fr})` },
      tags,
    };
  }
  return null;
}

/** Words after "with the…" that are not a drug: carriers, products, people. */
const NOT_A_DRUG =
  /^(?:Medicare|Medigap|Medicaid|Advantage|Plan|Part|Parte|Partie|AARP|Humana|Aetna|Cigna|UnitedHealthcare|Mutual|Aflac|Americo|Her|His|She|He|The|This|That|Ella|Ella|Elle|Il|Su|Sa|Son)$/u;

/**
 * A brand-name drug the tables do not know ("with the Entresto", "con el Farxiga", "avec le Kardegic"):
 * named as the agent wrote it, ranked on health-history notes, with the question to ask.
 */
function unknownDrug(message: string): FactTags | null {
  const m =
    /(?:with|w\/|on|takes|taking|con|toma|tomando|avec|prend|sous) (?:the |el |la |le |l'|du |de la )?([A-Z][a-z]{3,}(?:[- ][A-Z][a-z]+)?)/u.exec(
      message,
    );
  if (!m || NOT_A_DRUG.test(m[1]!)) return null;
  const name = m[1]!;
  return {
    label: {
      en: `${name} (ask what it treats)`,
      es: `${name} (pregunte para qué es)`,
      fr: `${name} (demandez ce qu'il traite)`,
    },
    tags: ["health_history"],
  };
}

/** Height and weight ("6ft 265 lbs", "1,80 m 120 kg"), or the words for them: the build. */
function buildFact(message: string, text: string): FactTags | null {
  const figures =
    /(\d)\s*(?:ft|feet|foot|'|pies|pieds)\s*(\d{1,2})?[^\d]{0,20}(\d{3})\s*(?:lbs?|pounds|libras|livres)/u.exec(
      text,
    ) ?? /(\d{3})\s*(?:lbs?|pounds|libras|livres)/u.exec(text);
  const words =
    /(?<![a-z])(?:bmi|imc|build|overweight|obes[ea]|obesidad|obesite|sobrepeso|surpoids|weighs|pesa|pese|weight|peso|poids)(?![a-z])/u.test(
      text,
    );
  if (!figures && !words) return null;
  void message;
  // Feet, inches and pounds give a BMI; the build chart, not the health history, sets the class.
  const feet = figures && figures.length > 3 ? Number(figures[1]) : 0;
  const inches = feet * 12 + (figures && figures.length > 3 ? Number(figures[2] ?? 0) : 0);
  const pounds = figures ? Number(figures[figures.length > 3 ? 3 : 1]) : 0;
  const bmi = inches > 48 && pounds > 0 ? Math.round((703 * pounds) / (inches * inches)) : 0;
  const said = figures ? ` — ${figures[0].trim()}${bmi ? `, BMI ${bmi}` : ""}` : "";
  return {
    label: {
      en: `build (height and weight${said})`,
      es: `la complexión (estatura y peso${said})`,
      fr: `la corpulence (taille et poids${said})`,
    },
    tags: ["health_history"],
  };
}

/** The fact the agent asks about: named in the message, else the client's first known one. */
function factOf(message: string, client: ClientProfile): FactTags | null {
  const text = fold(message);
  const named = drugFact(message, text) ?? buildFact(message, text);
  if (named) return named;
  for (const [pattern, tags] of FACT_TAGS) if (pattern.test(text)) return tags;
  const unknown = unknownDrug(message);
  if (unknown) return unknown;
  if (/cheap|barat|moins cher|price|precio|prix/u.test(text)) {
    if (client.smoker === "current")
      return FACT_TAGS.find(([, t]) => t.tags.includes("tobacco_friendly"))![1];
    return { label: { en: "price", es: "el precio", fr: "le prix" }, tags: ["low_price", "no_exam"] };
  }
  for (const c of client.healthConditions) {
    const word = CONDITION_WORDS[c];
    if (!word) continue;
    const found = FACT_TAGS.find(([pattern]) => pattern.test(word));
    if (found) return found[1];
  }
  if (client.smoker === "current") return FACT_TAGS.find(([, t]) => t.tags.includes("tobacco_friendly"))![1];
  return null;
}

function carrierFact(name: string, product: ProductId): CarrierFact | undefined {
  return CARRIERS.find((c) => c.product === product && c.name === name);
}

function carrierFitAnswer(message: string, bundle: Bundle, language: Language): string {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const fact = factOf(message, bundle.client);
  const rows: { name: string; product: ProductId; policy: string; score: number; fit: string }[] = [];
  for (const policy of bundle.policies) {
    for (const c of policy.carriers) {
      const known = carrierFact(c.name, policy.product);
      const tags = known?.tags ?? [];
      const score = fact
        ? fact.tags.reduce((n, t, i) => n + (tags.includes(t) ? fact.tags.length - i : 0), 0)
        : 0;
      rows.push({
        name: c.name,
        product: policy.product,
        policy: policy.name,
        score,
        fit: known?.fit[language] ?? c.fit,
      });
    }
  }
  rows.sort((a, b) => b.score - a.score);
  const factLabel = fact
    ? fact.label[language]
    : L("this client's profile", "el perfil de este cliente", "le profil de ce client");
  // Carriers with a sourced niche for the fact first, with their reason; the others named after.
  const matching = rows.filter((r) => r.score > 0);
  const shown = (matching.length > 0 ? matching : rows).slice(0, 4);
  const rest = rows.filter((r) => !shown.includes(r));
  const lines = shown.map((r, i) => `${i + 1}. **${r.name}** (${r.policy}) — ${r.fit}`);
  if (matching.length > 0 && rest.length > 0)
    lines.push(
      L(
        `No sourced niche for ${factLabel}: ${rest.map((r) => r.name).join(", ")}.`,
        `Sin nicho documentado para ${factLabel}: ${rest.map((r) => r.name).join(", ")}.`,
        `Sans niche documentée pour ${factLabel} : ${rest.map((r) => r.name).join(", ")}.`,
      ),
    );
  // A carrier the table knows for the fact, not in the bundle yet, for the bundle's core product.
  const core = bundle.policies.find((p) => p.role === "core") ?? bundle.policies[0];
  const extra =
    fact && core
      ? CARRIERS.filter(
          (c) =>
            c.product === core.product &&
            !rows.some((r) => r.name === c.name) &&
            c.tags.some((t) => fact.tags.slice(0, 2).includes(t)),
        ).slice(0, 1)
      : [];
  const out = [
    L(
      `**Carriers in this bundle, ranked for ${factLabel}:**`,
      `**Aseguradoras de este paquete, ordenadas por ${factLabel}:**`,
      `**Assureurs de cette offre, classés pour ${factLabel} :**`,
    ),
    lines.join("\n"),
  ];
  if (rows[0] && fact && rows[0].score > 0)
    out.push(
      L(
        `Lead with ${rows[0].name}: of this bundle's carriers, its sourced underwriting notes fit ${factLabel} best. Ask the exact health questions on its application before you quote, and keep the second one as the backup if an answer knocks out the first.`,
        `Empiece con ${rows[0].name}: de las aseguradoras del paquete, sus notas de suscripción documentadas son las que mejor se ajustan a ${factLabel}. Haga las preguntas de salud exactas de su solicitud antes de cotizar, y deje la segunda como respaldo si una respuesta descarta la primera.`,
        `Commencez par ${rows[0].name} : parmi les assureurs de l'offre, ses règles de sélection documentées conviennent le mieux à ${factLabel}. Posez les questions de santé exactes de sa demande avant de chiffrer, et gardez le deuxième en secours si une réponse exclut le premier.`,
      ),
    );
  else
    out.push(
      L(
        `None of these carriers has a sourced niche for ${factLabel}; the order above is the bundle's own fit. Ask the application's health questions first and let the answers pick the carrier.`,
        `Ninguna de estas aseguradoras tiene un nicho documentado para ${factLabel}; el orden es el del paquete. Haga primero las preguntas de salud de la solicitud y deje que las respuestas elijan.`,
        `Aucun de ces assureurs n'a de niche documentée pour ${factLabel} ; l'ordre est celui de l'offre. Posez d'abord les questions de santé de la demande et laissez les réponses choisir.`,
      ),
    );
  if (extra[0])
    out.push(
      L(
        `Also worth a quote: **${extra[0].name}** — ${extra[0].fit.en}.`,
        `También vale la pena cotizar: **${extra[0].name}** — ${extra[0].fit.es}.`,
        `À chiffrer aussi : **${extra[0].name}** — ${extra[0].fit.fr}.`,
      ),
    );
  // What to ask the client, word for word, before a carrier is named to them.
  const drug = fact && /\(/u.test(fact.label.en) && !/^build/u.test(fact.label.en);
  const build = fact && /^build/u.test(fact.label.en);
  out.push(
    build
      ? L(
          `**Ask the client:** "The companies price partly on height and weight, so I want this exact before I show you a number: what did you weigh at your last doctor's visit, and has it changed in the past year?"`,
          `**Pregúntele al cliente:** "Las compañías ponen el precio en parte por la estatura y el peso, así que quiero esto exacto antes de darle una cifra: ¿cuánto pesó en su última consulta y ha cambiado en el último año?"`,
          `**Demandez au client :** « Les compagnies tarifent en partie sur la taille et le poids, alors je veux le chiffre exact avant de vous donner un prix : combien pesiez-vous à votre dernière visite chez le médecin, et est-ce que ça a changé cette année ? »`,
        )
      : drug
        ? L(
            `**Ask the client:** "The companies will ask about every medication, so let's get it right once: when did you start it, what is it for, and has the dose changed in the last two years?"`,
            `**Pregúntele al cliente:** "Las compañías van a preguntar por cada medicamento, así que hagámoslo bien una vez: ¿cuándo lo empezó, para qué es y le cambiaron la dosis en los últimos dos años?"`,
            `**Demandez au client :** « Les compagnies vont demander chaque médicament, alors faisons-le bien une fois : depuis quand le prenez-vous, pour quoi, et la dose a-t-elle changé ces deux dernières années ? »`,
          )
        : L(
            `**Ask the client:** "Before I name a company, I'll ask you the same health questions they will, so the price I show you is the one you get."`,
            `**Pregúntele al cliente:** "Antes de nombrarle una compañía, le haré las mismas preguntas de salud que ellos, para que el precio que le muestre sea el que le den."`,
            `**Demandez au client :** « Avant de vous citer une compagnie, je vais vous poser les mêmes questions de santé qu'elle, pour que le prix que je vous montre soit celui que vous aurez. »`,
          ),
  );
  const medicare = core && (core.product === "medicare_supplement" || core.product === "medicare_advantage");
  if (medicare && fact && /\(/u.test(fact.label.en))
    out.push(
      L(
        `The drug also matters for Part D: check it on each plan's formulary and tier before the client picks, since the price of one brand-name drug can outweigh a premium difference.`,
        `El medicamento también cuenta para la Parte D: revíselo en el formulario y el nivel de cada plan antes de que el cliente elija; un solo medicamento de marca puede pesar más que la diferencia de prima.`,
        `Le médicament compte aussi pour la partie D : vérifiez-le dans la liste et le palier de chaque plan avant que le client choisisse ; un seul médicament de marque peut peser plus que l'écart de prime.`,
      ),
    );
  out.push(
    core && ["term_life", "whole_life", "iul"].includes(core.product)
      ? L(
          "**Next step:** before quoting, check both carriers' build charts and health questions for this client and quote the rate class you can defend; a class promised and then lost at underwriting costs more trust than a higher first quote.",
          "**Siguiente paso:** antes de cotizar, revise la tabla de peso y estatura y las preguntas de salud de las dos aseguradoras y cotice la clase que pueda sostener; una clase prometida y perdida en suscripción cuesta más confianza que una primera cotización más alta.",
          "**Étape suivante :** avant de chiffrer, vérifiez les grilles taille-poids et les questions de santé des deux assureurs et chiffrez la classe que vous pouvez tenir ; une classe promise puis perdue à la sélection coûte plus de confiance qu'un premier devis plus élevé.",
        )
      : core?.product === "medicare_supplement"
        ? L(
            "**Next step:** outside the client's open enrollment window, run the top two through their health questions on the call and apply with the one that accepts at the standard rate; keep the current plan until the new one is approved.",
            "**Siguiente paso:** fuera de la inscripción abierta, pase las dos primeras por sus preguntas de salud en la llamada y solicite con la que acepte a tarifa estándar; no cancele el plan actual hasta que aprueben el nuevo.",
            "**Étape suivante :** hors période d'inscription, passez les deux premiers par leurs questions de santé pendant l'appel et souscrivez chez celui qui accepte au tarif standard ; gardez le contrat actuel jusqu'à l'acceptation du nouveau.",
          )
        : L(
            "**Next step:** run the top two through their health questions on the call and quote the one that comes back level.",
            "**Siguiente paso:** pase las dos primeras por sus preguntas de salud en la llamada y cotice la que salga con beneficio nivelado.",
            "**Étape suivante :** passez les deux premiers par leurs questions de santé pendant l'appel et chiffrez celui qui ressort en garantie immédiate.",
          ),
  );
  return contract(out.join("\n\n"), language);
}

/** French and Spanish contractions after a label is put in a sentence: "à le" → "au", "a el" → "al". */
function contract(text: string, language: Language): string {
  if (language === "fr")
    return text.replace(/(?<![\p{L}])à le /gu, "au ").replace(/(?<![\p{L}])à les /gu, "aux ");
  if (language === "es")
    return text.replace(/(?<![\p{L}])a el /gu, "al ").replace(/(?<![\p{L}])de el /gu, "del ");
  return text;
}

// --- A new fact: the bundle again -------------------------------------------------------------------------

function withNewFact(
  client: ClientProfile,
  message: string,
  language: Language,
): { profile: ClientProfile; changed: string[] } {
  const read = parseLead(message, { language }).profile;
  const profile: ClientProfile = {
    ...client,
    healthConditions: [...client.healthConditions],
    goals: [...client.goals],
    currentCoverage: [...client.currentCoverage],
  };
  const changed: string[] = [];
  for (const c of read.healthConditions)
    if (!profile.healthConditions.includes(c)) {
      profile.healthConditions.push(c);
      changed.push(c);
    }
  if (read.smoker && read.smoker !== client.smoker) {
    profile.smoker = read.smoker;
    changed.push(`smoker:${read.smoker}`);
  }
  // A drug named ("she's on Ozempic now"): kept as the agent wrote it.
  for (const m of read.medications ?? [])
    if (!(profile.medications ?? []).includes(m)) {
      profile.medications = [...(profile.medications ?? []), m];
      const said = read.sources?.find((s) => s.fact === `client.medication=${m}`)?.text ?? m;
      changed.push(`med:${said}`);
    }
  for (const c of read.currentCoverage)
    if (!profile.currentCoverage.includes(c)) {
      profile.currentCoverage.push(c);
      changed.push(`cov:${c}`);
    }
  if (read.budgetMonthly !== undefined && read.budgetMonthly !== client.budgetMonthly) {
    profile.budgetMonthly = read.budgetMonthly;
    changed.push(`budget:${read.budgetMonthly}`);
  }
  // Money the client also has ("a 401k rollover, 90k"): added to what the bundle knew.
  if (read.savings !== undefined && ACCOUNT.test(fold(message))) {
    profile.savings = (client.savings ?? 0) + read.savings;
    changed.push(`savings:${read.savings}`);
  }
  if (read.state && read.state !== client.state) {
    profile.state = read.state;
    changed.push(`state:${read.state}`);
  }
  return { profile, changed };
}

const FACT_WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    heart_disease: "heart disease",
    heart_attack: "a heart attack",
    heart_failure: "heart failure",
    afib: "AFib",
    blood_clots: "blood clots",
    cancer_history: "a past cancer",
    cancer_current: "cancer under treatment",
    kidney_disease: "kidney disease",
    high_blood_pressure: "high blood pressure",
    dementia: "dementia",
    alzheimers: "Alzheimer's",
    parkinsons: "Parkinson's",
    obesity: "obesity",
    liver_disease: "liver disease",
    oxygen: "oxygen use",
    stroke: "a stroke",
    dialysis: "dialysis",
    diabetes: "diabetes",
    diabetes_insulin: "insulin",
    copd: "COPD",
    "smoker:former": "former smoker",
    "smoker:current": "current smoker",
    "smoker:never": "never smoked",
  },
  es: {
    heart_disease: "enfermedad cardíaca",
    heart_attack: "un infarto",
    heart_failure: "insuficiencia cardíaca",
    afib: "fibrilación auricular",
    blood_clots: "coágulos",
    cancer_history: "un cáncer pasado",
    cancer_current: "cáncer en tratamiento",
    kidney_disease: "enfermedad renal",
    high_blood_pressure: "presión alta",
    dementia: "demencia",
    alzheimers: "alzhéimer",
    parkinsons: "párkinson",
    obesity: "obesidad",
    liver_disease: "enfermedad del hígado",
    oxygen: "uso de oxígeno",
    stroke: "un derrame cerebral",
    dialysis: "diálisis",
    diabetes: "diabetes",
    diabetes_insulin: "insulina",
    copd: "EPOC",
    "smoker:former": "ex fumador",
    "smoker:current": "fumador",
    "smoker:never": "nunca fumó",
  },
  fr: {
    heart_disease: "maladie cardiaque",
    heart_attack: "un infarctus",
    heart_failure: "insuffisance cardiaque",
    afib: "fibrillation auriculaire",
    blood_clots: "caillots sanguins",
    cancer_history: "un cancer passé",
    cancer_current: "cancer en traitement",
    kidney_disease: "maladie rénale",
    high_blood_pressure: "hypertension",
    dementia: "démence",
    alzheimers: "Alzheimer",
    parkinsons: "Parkinson",
    obesity: "obésité",
    liver_disease: "maladie du foie",
    oxygen: "oxygène",
    stroke: "un AVC",
    dialysis: "dialyse",
    diabetes: "diabète",
    diabetes_insulin: "insuline",
    copd: "BPCO",
    "smoker:former": "ancien fumeur",
    "smoker:current": "fumeur",
    "smoker:never": "jamais fumé",
  },
};

/** A retirement or bank account named with an amount: money to place, not income. */
const ACCOUNT =
  /(?<![a-z])(?:401 ?\(?k\)?|403 ?\(?b\)?|ira|roth|rollover|tsp|pension|cds?|savings|ahorros|cuenta de retiro|epargne|livret|plan de retraite)(?![a-z])/u;

function accountName(text: string, language: Language): string {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  if (/401 ?\(?k\)?/u.test(text))
    return /rollover|transfer|traspaso|transfert/u.test(text)
      ? L("a 401(k) rollover", "un rollover de 401(k)", "un rollover de 401(k)")
      : "401(k)";
  if (/(?<![a-z])(?:ira|roth)(?![a-z])/u.test(text)) return "IRA";
  if (/(?<![a-z])cds?(?![a-z])/u.test(text)) return L("a CD", "un CD", "un CD");
  return L("savings", "ahorros", "épargne");
}

/** "Fewer than 20 employees": whether the employer's plan or Medicare pays first at 65. */
function employerSize(text: string): { n: number; small: boolean } | null {
  const m =
    /(?:(less|fewer|under|menos|moins|more|over|mas|plus)\s+(?:than\s+|de\s+|que\s+)?)?(\d+)\s*(?:employees|workers|people|empleados|trabajadores|personas|salaries|employes|personnes)/u.exec(
      text,
    );
  if (!m) return null;
  const n = Number(m[2]);
  const below = m[1] !== undefined && /less|fewer|under|menos|moins/u.test(m[1]);
  const above = m[1] !== undefined && !below;
  const small = below
    ? n <= ENROLLMENT_RULES.employerPrimaryEmployees
    : !above && n < ENROLLMENT_RULES.employerPrimaryEmployees;
  return { n, small };
}

/** The employer's size answered with the payer rule, for this client. */
function employerAnswer(size: { n: number; small: boolean }, bundle: Bundle, language: Language): string {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const who = bundle.client.firstName ?? L("the client", "el cliente", "le client");
  const E = ENROLLMENT_RULES;
  const src = `${RULE_SOURCES.sep.title}, ${E.year}`;
  const months = MEDICARE_RULES.medigapOpenEnrollmentMonths;
  if (size.small)
    return [
      L(
        `**Noted: fewer than ${E.employerPrimaryEmployees} employees — Medicare pays first**`,
        `**Anotado: menos de ${E.employerPrimaryEmployees} empleados — Medicare es el pagador primario**`,
        `**Noté : moins de ${E.employerPrimaryEmployees} salariés — Medicare est le payeur primaire**`,
      ),
      L(
        `Below ${E.employerPrimaryEmployees} employees, Medicare is the primary payer at 65 and the work plan pays second (${src}). That changes the plan: ${who} needs Part A and Part B on time, because a secondary plan pays only after Medicare — without Part B, most outpatient bills go largely unpaid. Part B starting also opens the ${months}-month Medigap open enrollment, so the work plan and a Medigap plan can be compared on price.`,
        `Con menos de ${E.employerPrimaryEmployees} empleados, Medicare es el pagador primario a los 65 y el plan del trabajo paga en segundo lugar (${src}). Eso cambia el plan: ${who} necesita la Parte A y la Parte B a tiempo, porque un plan secundario paga solo después de Medicare; sin la Parte B, la mayoría de las cuentas ambulatorias quedan casi sin pagar. Al empezar la Parte B también se abren los ${months} meses de inscripción abierta de Medigap, para comparar por precio el plan del trabajo y un Medigap.`,
        `Sous ${E.employerPrimaryEmployees} salariés, Medicare est le payeur primaire à 65 ans et le contrat de l'employeur paie en second (${src}). Ça change le plan : ${who} doit prendre les parties A et B à temps, car un contrat secondaire ne paie qu'après Medicare ; sans la partie B, la plupart des soins externes restent en grande partie à sa charge. Le début de la partie B ouvre aussi les ${months} mois d'inscription Medigap, pour comparer le contrat de travail et un Medigap sur le prix.`,
      ),
      L(
        `**Say:** "Because your company is small, Medicare becomes your main insurance at 65 and your work plan becomes the backup. Let's get Part B started on time, then decide whether the work plan or a Medigap plan is the better backup for the money."`,
        `**Diga:** "Como su empresa es pequeña, Medicare pasa a ser su seguro principal a los 65 y el plan del trabajo queda de respaldo. Activemos la Parte B a tiempo y luego veamos si le conviene más de respaldo el plan del trabajo o un Medigap."`,
        `**Dites :** « Comme votre entreprise est petite, Medicare devient votre assurance principale à 65 ans et le contrat de travail passe en second. Mettons la partie B en place à temps, puis voyons si le contrat de travail ou un Medigap est le meilleur complément pour le prix. »`,
      ),
      L(
        "**Next step:** ask HR to confirm the employee count and how the plan coordinates with Medicare, in writing, then set the Part B start date and quote Medigap next to the work plan's employee share.",
        "**Siguiente paso:** pida a Recursos Humanos que confirme por escrito el número de empleados y cómo coordina el plan con Medicare; luego fije la fecha de la Parte B y cotice Medigap junto a lo que paga el empleado por el plan del trabajo.",
        "**Étape suivante :** demandez aux RH de confirmer par écrit l'effectif et la coordination du contrat avec Medicare, puis fixez la date de début de la partie B et chiffrez un Medigap à côté de la part salariale du contrat de travail.",
      ),
    ].join("\n\n");
  return [
    L(
      `**Noted: ${size.n}+ employees — the work plan pays first**`,
      `**Anotado: ${size.n} empleados o más — el plan del trabajo es el primario**`,
      `**Noté : ${size.n} salariés ou plus — le contrat de l'employeur est primaire**`,
    ),
    L(
      `At ${E.employerPrimaryEmployees} employees or more, the group plan from current work pays first (${src}). ${who} can delay Part B without a late penalty while covered by that work, and gets an ${E.partBWorkingSepMonths}-month Special Enrollment Period when the job or the coverage ends. Start Part B only when it is needed: it also starts the ${months}-month Medigap open enrollment, and a window used too early is gone. Part A is usually worth taking at 65 when it costs nothing, unless an HSA is being funded.`,
      `Con ${E.employerPrimaryEmployees} empleados o más, el plan de grupo del trabajo actual paga primero (${src}). ${who} puede aplazar la Parte B sin multa mientras tenga esa cobertura, y tiene un Periodo Especial de ${E.partBWorkingSepMonths} meses cuando termine el empleo o la cobertura. Active la Parte B solo cuando haga falta: también inicia los ${months} meses de inscripción abierta de Medigap, y una ventana usada antes de tiempo se pierde. La Parte A suele convenir a los 65 si no tiene prima, salvo que aporte a una cuenta HSA.`,
      `À partir de ${E.employerPrimaryEmployees} salariés, le contrat de groupe de l'emploi actuel paie en premier (${src}). ${who} peut repousser la partie B sans pénalité tant que cette couverture dure, et a une période spéciale de ${E.partBWorkingSepMonths} mois à la fin de l'emploi ou de la couverture. Ne lancez la partie B qu'au besoin : elle ouvre aussi les ${months} mois d'inscription Medigap, et une fenêtre ouverte trop tôt est perdue. La partie A vaut en général d'être prise à 65 ans si elle est sans prime, sauf si un compte HSA est alimenté.`,
    ),
    L(
      `**Say:** "Your work plan stays your main insurance while you work there, so there's no rush and no penalty. Let's plan the switch for the month your coverage ends, so nothing lapses."`,
      `**Diga:** "Su plan del trabajo sigue siendo su seguro principal mientras trabaje ahí, así que no hay prisa ni multa. Planeemos el cambio para el mes en que termine esa cobertura, para que no quede sin cubrir."`,
      `**Dites :** « Votre contrat de travail reste votre assurance principale tant que vous y travaillez : pas d'urgence ni de pénalité. Préparons le passage pour le mois où cette couverture s'arrête, pour qu'il n'y ait aucun trou. »`,
    ),
    L(
      "**Next step:** write down the date the job or the coverage will end, book a call 90 days before it, and ask HR for the creditable coverage letter for Part D.",
      "**Siguiente paso:** anote la fecha en que terminará el empleo o la cobertura, agende una llamada 90 días antes y pida a Recursos Humanos la carta de cobertura acreditable para la Parte D.",
      "**Étape suivante :** notez la date de fin de l'emploi ou de la couverture, fixez un appel 90 jours avant et demandez aux RH l'attestation de couverture équivalente pour la partie D.",
    ),
  ].join("\n\n");
}

/** A coverage the client already has, named in the reply's language. */
const COVERAGE_WORDS: Readonly<Record<string, readonly [string, string, string]>> = {
  existing_life: ["a life policy", "un seguro de vida", "une assurance vie"],
  group_life: ["group life through work", "un seguro de vida del trabajo", "une assurance vie de groupe"],
  annuity: ["an annuity", "una anualidad", "une rente"],
  long_term_care: [
    "long-term care coverage",
    "un seguro de cuidados a largo plazo",
    "une assurance dépendance",
  ],
  original_medicare: ["Original Medicare", "Medicare Original", "Medicare Original"],
  medicare_advantage: [
    "a Medicare Advantage plan",
    "un plan Medicare Advantage",
    "un plan Medicare Advantage",
  ],
  part_d: ["a Part D plan", "un plan de la Parte D", "un plan partie D"],
  medicaid: ["Medicaid", "Medicaid", "Medicaid"],
  employer_plan: ["an employer plan", "un plan del empleador", "un régime d'employeur"],
  retiree_plan: ["a retiree plan", "un plan de jubilados", "un régime de retraités"],
};
function coverageName(id: string, language: Language): string {
  const words = COVERAGE_WORDS[id];
  if (words) return language === "es" ? words[1] : language === "fr" ? words[2] : words[0];
  if (id.startsWith("medigap_"))
    return language === "es"
      ? `Medigap plan ${id.slice(8).toUpperCase()}`
      : language === "fr"
        ? `Medigap plan ${id.slice(8).toUpperCase()}`
        : `Medigap Plan ${id.slice(8).toUpperCase()}`;
  return id.replace(/_/gu, " ");
}

function newFactAnswer(
  message: string,
  bundle: Bundle,
  language: Language,
  ctx: CoachAnswerContext,
): CoachAnswer {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const text = fold(message);
  const size = employerSize(text);
  if (size) return { kind: "follow_up", content: employerAnswer(size, bundle, language) };
  const { profile, changed } = withNewFact(bundle.client, message, language);
  const named = changed
    .map((c) =>
      c.startsWith("savings:")
        ? `${accountName(text, language)} (${dollars(Number(c.slice(8)), language)})`
        : c.startsWith("med:")
          ? c.slice(4)
          : c.startsWith("budget:")
            ? L(
                `a budget of ${dollars(Number(c.slice(7)), language)} a month`,
                `un presupuesto de ${dollars(Number(c.slice(7)), language)} al mes`,
                `un budget de ${dollars(Number(c.slice(7)), language)} par mois`,
              )
            : c.startsWith("cov:")
              ? coverageName(c.slice(4), language)
              : c.startsWith("state:")
                ? L(
                    `a move to ${c.slice(6)}`,
                    `la mudanza a ${c.slice(6)}`,
                    `le déménagement (${c.slice(6)})`,
                  )
                : (FACT_WORDS[language][c] ?? c.replace(/_/gu, " ")),
    )
    .join(", ");
  if (changed.length === 0)
    return {
      kind: "follow_up",
      content: L(
        "I couldn't read a new fact about the client in that. Tell me what changed in a few words — a condition, tobacco, coverage, budget or state — and I'll rebuild the bundle with it.",
        "No pude leer un dato nuevo del cliente en eso. Dígame en pocas palabras qué cambió —una condición, tabaco, cobertura, presupuesto o estado— y rehago el paquete.",
        "Je n'ai pas pu lire de fait nouveau sur le client. Dites-moi en quelques mots ce qui a changé — une maladie, le tabac, la couverture, le budget ou l'État — et je refais l'offre.",
      ),
    };
  const result = generateBundle({ profile, language }, { id: ctx.id ?? bundle.id, now: ctx.now, language });
  if (!result.ok) {
    const who = bundle.client.firstName ?? L("the client", "el cliente", "le client");
    return {
      kind: "follow_up",
      content: [
        L(
          `**Noted: ${named}. This changes what can be placed.**`,
          `**Anotado: ${named}. Esto cambia lo que se puede colocar.**`,
          `**Noté : ${named}. Cela change ce qui peut être placé.**`,
        ),
        L(
          `With ${named}, fewer than two products stay open for ${who}, so no new bundle is shown. Fully underwritten life and level final expense usually decline it; guaranteed-issue whole life (no health questions, natural death covered after the waiting period) stays open. Medicare Advantage and Part D plans accept any eligible client in a valid enrollment period; Medigap asks health questions outside open enrollment and guaranteed-issue rights.`,
          `Con ${named}, quedan menos de dos productos para ${who}, así que no se muestra un paquete nuevo. El seguro de vida con suscripción completa y el de gastos finales con beneficio completo suelen rechazarlo; la vida entera de emisión garantizada (sin preguntas de salud, la muerte natural cubierta tras el periodo de espera) sigue abierta. Los planes Medicare Advantage y Parte D aceptan a todo cliente elegible en un periodo de inscripción válido; Medigap hace preguntas de salud fuera de la inscripción abierta y de los derechos de emisión garantizada.`,
          `Avec ${named}, moins de deux produits restent ouverts pour ${who}, donc aucune nouvelle offre n'est affichée. L'assurance vie avec sélection complète et les obsèques en garantie immédiate le refusent en général ; la vie entière à émission garantie (sans questions de santé, décès naturel couvert après le délai d'attente) reste ouverte. Les plans Medicare Advantage et partie D acceptent tout client éligible pendant une période d'inscription valide ; le Medigap pose des questions de santé hors période d'inscription et hors droits d'émission garantie.`,
        ),
        L(
          `**Say:** "Thank you for telling me — it matters. Some companies won't offer full coverage right away, but I still have options that don't depend on your health answers. Let me show you what those look like."`,
          `**Diga:** "Gracias por decírmelo, es importante. Algunas compañías no darán cobertura completa de inmediato, pero todavía tengo opciones que no dependen de sus respuestas de salud. Déjeme mostrarle cómo son."`,
          `**Dites :** « Merci de me l'avoir dit, c'est important. Certaines compagnies ne couvriront pas tout de suite, mais j'ai encore des options qui ne dépendent pas de vos réponses de santé. Je vous montre à quoi elles ressemblent. »`,
        ),
        L(
          "**Next step:** confirm the date and the treatment, quote guaranteed issue at the client's budget, and check whether a Medicare enrollment window is open.",
          "**Siguiente paso:** confirme la fecha y el tratamiento, cotice emisión garantizada al presupuesto del cliente y revise si hay una ventana de inscripción de Medicare abierta.",
          "**Étape suivante :** confirmez la date et le traitement, chiffrez l'émission garantie au budget du client et vérifiez si une fenêtre d'inscription Medicare est ouverte.",
        ),
      ].join("\n\n"),
    };
  }
  const before = bundle.policies.map((p) => p.name).join(", ");
  const after = result.bundle.policies.map((p) => p.name).join(", ");
  const core = result.bundle.policies.find((p) => p.role === "core") ?? result.bundle.policies[0]!;
  const was = bundle.policies.find((p) => p.product === core.product);
  const money = (m: { low: number; high: number }) =>
    m.low === m.high ? dollars(m.low, language) : `${dollars(m.low, language)}–${dollars(m.high, language)}`;
  const priceLine =
    was && core.premium.mode === "monthly" && money(was.premium.amount) !== money(core.premium.amount)
      ? L(
          ` ${core.name}: ${money(was.premium.amount)} → ${money(core.premium.amount)} a month.`,
          ` ${core.name}: ${money(was.premium.amount)} → ${money(core.premium.amount)} al mes.`,
          ` ${core.name} : ${money(was.premium.amount)} → ${money(core.premium.amount)} par mois.`,
        )
      : "";
  const why = L(` Why: ${core.why}`, ` Por qué: ${core.why}`, ` Pourquoi : ${core.why}`);
  const placed = changed.some((c) => c.startsWith("savings:"));
  const drug = changed.some((c) => c.startsWith("med:"));
  const health = drug || changed.some((c) => !c.includes(":"));
  const moved = changed.some((c) => c.startsWith("state:"));
  const medicarePlan = bundle.policies.some((p) =>
    ["medicare_advantage", "part_d", "medicare_supplement"].includes(p.product),
  );
  const tobacco = changed.some((c) => c.startsWith("smoker:"));
  const coverage = changed.some((c) => c.startsWith("cov:"));
  const blocks = [
    L(
      `**Noted: ${named}. Bundle rebuilt.**`,
      `**Anotado: ${named}. Paquete rehecho.**`,
      `**Noté : ${named}. Offre refaite.**`,
    ),
    L(
      `${before === after ? "Same products; underwriting notes and prices updated." : `Was: ${before}. Now: ${after}.`}${priceLine}${why}`,
      `${before === after ? "Mismos productos; notas de suscripción y precios actualizados." : `Antes: ${before}. Ahora: ${after}.`}${priceLine}${why}`,
      `${before === after ? "Mêmes produits ; notes de sélection et prix mis à jour." : `Avant : ${before}. Maintenant : ${after}.`}${priceLine}${why}`,
    ),
  ];
  if (health)
    blocks.push(
      L(
        drug
          ? `**Ask before you quote:** "What is it for, when did you start it, and has the dose changed in the last two years?" Carriers read a drug as the condition behind it, and ${medicarePlan ? "for Part D, check it on each plan's formulary and tier" : "the start date often decides the rate class"}.`
          : `**Ask before you quote:** "When was that diagnosed or treated, what do you take for it now, and any hospital stay for it in the last two years?" Most carriers' knock-out questions turn on those three answers, so get them exact before you show a price.`,
        drug
          ? `**Pregunte antes de cotizar:** "¿Para qué es, desde cuándo lo toma y le cambiaron la dosis en los últimos dos años?" Las aseguradoras leen un medicamento como la condición detrás${medicarePlan ? ", y para la Parte D revíselo en el formulario y el nivel de cada plan" : ", y la fecha de inicio suele decidir la clase"}.`
          : `**Pregunte antes de cotizar:** "¿Cuándo se lo diagnosticaron o trataron, qué toma ahora para eso y ha estado hospitalizado por eso en los últimos dos años?" Las preguntas eliminatorias de casi todas las aseguradoras dependen de esas tres respuestas; téngalas exactas antes de mostrar un precio.`,
        drug
          ? `**Demandez avant de chiffrer :** « C'est pour quoi, depuis quand, et la dose a-t-elle changé ces deux dernières années ? » Les assureurs lisent un médicament comme la maladie derrière${medicarePlan ? ", et pour la partie D, vérifiez-le dans la liste et le palier de chaque plan" : ", et la date de début décide souvent de la classe"}.`
          : `**Demandez avant de chiffrer :** « Quand est-ce que ça a été diagnostiqué ou traité, que prenez-vous pour ça aujourd'hui, et une hospitalisation pour ça ces deux dernières années ? » Les questions éliminatoires de la plupart des assureurs tiennent à ces trois réponses ; ayez-les exactes avant de montrer un prix.`,
      ),
    );
  if (moved && medicarePlan)
    blocks.push(
      L(
        `**The move opens a window:** leaving a plan's service area gives a Special Enrollment Period, from the month before the move to two months after it (up to two months after the plan is told, if it was told late). Medigap keeps paying anywhere Medicare is accepted, but its price follows the new state. Say: "Let's make sure your doctors and drugs work where you live now before that window closes."`,
        `**La mudanza abre una ventana:** salir del área de servicio del plan da un Período Especial, del mes antes de la mudanza a dos meses después (hasta dos meses después de avisar al plan, si se avisó tarde). Medigap sigue pagando donde se acepte Medicare, pero su precio sigue al nuevo estado. Diga: "Asegurémonos de que sus médicos y medicamentos funcionen donde vive ahora, antes de que cierre esa ventana."`,
        `**Le déménagement ouvre une fenêtre :** quitter la zone du plan donne une période spéciale, du mois avant le déménagement à deux mois après (jusqu'à deux mois après avoir prévenu le plan, s'il l'a été tard). Le Medigap continue de payer partout où Medicare est accepté, mais son prix suit le nouvel État. Dites : « Vérifions que vos médecins et médicaments fonctionnent là où vous vivez maintenant, avant que la fenêtre se ferme. »`,
      ),
    );
  if (coverage && !health)
    blocks.push(
      L(
        `**Ask before you quote:** "Which company is it with, how much does it pay, what do you pay a month, and since when?" Keep it if it still does its job; build around it rather than replace it, and if a replacement ever makes sense, fill in the state's replacement form.`,
        `**Pregunte antes de cotizar:** "¿Con qué compañía es, cuánto paga, cuánto paga usted al mes y desde cuándo la tiene?" Si todavía cumple su función, consérvela y construya alrededor de ella en vez de reemplazarla; si un reemplazo tuviera sentido, llene el formulario de reemplazo del estado.`,
        `**Demandez avant de chiffrer :** « Chez quelle compagnie, combien elle verse, combien vous payez par mois et depuis quand ? » Si elle fait encore son travail, gardez-la et construisez autour plutôt que de la remplacer ; si un remplacement avait du sens, remplissez le formulaire de remplacement de l'État.`,
      ),
    );
  if (tobacco)
    blocks.push(
      L(
        `**Ask before you quote:** "When did you last use any tobacco or nicotine at all — cigarettes, cigars, vaping, chew, patches or gum?" Carriers rate on the last use of any nicotine, and many look back 12 months or more; the exact date decides the rate class, so get it before you show a price.`,
        `**Pregunte antes de cotizar:** "¿Cuándo fue la última vez que usó tabaco o nicotina de cualquier tipo: cigarrillos, puros, vapeo, tabaco de mascar, parches o chicles?" Las aseguradoras tarifican por el último uso de nicotina y muchas miran 12 meses o más atrás; la fecha exacta decide la clase, así que consígala antes de mostrar un precio.`,
        `**Demandez avant de chiffrer :** « À quand remonte votre dernière consommation de tabac ou de nicotine, sous toute forme : cigarettes, cigares, vapotage, tabac à chiquer, patchs ou gommes ? » Les assureurs tarifent sur la dernière prise de nicotine et beaucoup regardent 12 mois ou plus en arrière ; la date exacte décide de la classe, obtenez-la avant de montrer un prix.`,
      ),
    );
  if (placed)
    blocks.push(
      L(
        `**On the money:** move retirement money by direct rollover (trustee to trustee): it stays untaxed, and a check paid to the client has 20% withheld. Say: "That money is sitting in cash earning very little. Would you like part of it working at a guaranteed rate, while the rest stays where you can reach it?"`,
        `**Sobre el dinero:** mueva el dinero de retiro por traspaso directo (de custodio a custodio): no paga impuestos, y un cheque a nombre del cliente lleva una retención del 20%. Diga: "Ese dinero está en efectivo ganando muy poco. ¿Le gustaría que una parte trabaje a una tasa garantizada, y el resto quede a la mano?"`,
        `**Sur l'argent :** transférez l'épargne retraite de gestionnaire à gestionnaire (rollover direct) : pas d'impôt, alors qu'un chèque au nom du client subit une retenue de 20 %. Dites : « Cet argent dort en liquidités et rapporte très peu. Voulez-vous qu'une partie travaille à un taux garanti, le reste restant disponible ? »`,
      ),
    );
  if (!health && !placed && !tobacco && !(moved && medicarePlan))
    blocks.push(
      L(
        `**Say:** "Thanks for telling me — it changes the numbers, so let me show you the updated option before we decide anything."`,
        `**Diga:** "Gracias por decírmelo; cambia las cifras, así que le muestro la opción actualizada antes de decidir nada."`,
        `**Dites :** « Merci de me l'avoir dit ; ça change les chiffres, alors je vous montre l'option mise à jour avant de décider quoi que ce soit. »`,
      ),
    );
  blocks.push(
    placed
      ? L(
          "**Next step:** ask for the latest statement and the plan's rollover form, and show the new split (placed, liquid) on one page at the next call.",
          "**Siguiente paso:** pida el último estado de cuenta y el formulario de traspaso del plan, y muestre la nueva división (colocado, disponible) en una página en la próxima llamada.",
          "**Étape suivante :** demandez le dernier relevé et le formulaire de transfert du plan, et présentez la nouvelle répartition (placé, disponible) sur une page au prochain appel.",
        )
      : health || tobacco
        ? L(
            `**Next step:** run the top carrier's health questions on ${named} during this call and requote from the rebuilt bundle.`,
            `**Siguiente paso:** haga en esta llamada las preguntas de salud de la primera aseguradora sobre ${named} y vuelva a cotizar con el paquete rehecho.`,
            `**Étape suivante :** posez pendant cet appel les questions de santé du premier assureur sur ${named} et rechiffrez à partir de l'offre refaite.`,
          )
        : L(
            "**Next step:** requote from the rebuilt bundle and show the new figures next to the old ones on one page, then ask which to apply for.",
            "**Siguiente paso:** vuelva a cotizar con el paquete rehecho, muestre las cifras nuevas junto a las anteriores en una página y pregunte cuál solicitar.",
            "**Étape suivante :** rechiffrez à partir de l'offre refaite, montrez les nouveaux chiffres à côté des anciens sur une page, puis demandez lequel souscrire.",
          ),
  );
  return { kind: "follow_up", bundle: result.bundle, content: blocks.join("\n\n") };
}

// --- Is this client eligible? ----------------------------------------------------------------------------

/** A monthly or yearly income said in the message, as dollars a year. */
function incomeOf(message: string): number | null {
  const text = fold(message).replace(/,/gu, "");
  const monthly =
    /\$?\s?(\d{3,5})\s*(?:\$\s*)?(?:\/\s?mo|a month|per month|monthly|al mes|por mes|mensual(?:es)?|par mois|\/mois)/u.exec(
      text,
    );
  if (monthly) return Number(monthly[1]) * 12;
  const yearly = /\$?\s?(\d{2,3})\s?k(?![a-z])/u.exec(text);
  if (yearly) return Number(yearly[1]) * 1000;
  return null;
}

/**
 * Eligibility follow-ups the tables and rules can answer for this client: Extra Help, Medigap without
 * health questions, Part B while still working. Null when the question is about something else.
 */
function suitabilityAnswer(message: string, bundle: Bundle, language: Language): string | null {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const text = fold(message);
  const $ = (n: number) => dollars(n, language);
  const src = (title: string) =>
    `_${L("Source", "Fuente", "Source")} (${ENROLLMENT_RULES.year})${colon(language)} ${title}._`;
  if (/extra help|ayuda (?:extra|adicional)|lis(?![a-z])|subsidio/u.test(text)) {
    const income = incomeOf(message);
    const limit =
      bundle.client.maritalStatus === "married"
        ? ENROLLMENT_RULES.extraHelpIncome.couple
        : ENROLLMENT_RULES.extraHelpIncome.single;
    const verdict =
      income === null
        ? ""
        : income < limit
          ? L(
              ` At about ${$(income)} a year, ${bundle.client.firstName ?? "this client"} is under the limit on income.`,
              ` Con unos ${$(income)} al año, ${bundle.client.firstName ?? "este cliente"} está por debajo del límite de ingresos.`,
              ` Avec environ ${$(income)} par an, ${bundle.client.firstName ?? "ce client"} est sous la limite de revenu.`,
            )
          : L(
              ` At about ${$(income)} a year, income is above that limit; check the Medicare Savings Programs, whose state limits can be higher.`,
              ` Con unos ${$(income)} al año, los ingresos superan el límite; revise los Programas de Ahorros de Medicare, cuyos límites estatales pueden ser mayores.`,
              ` Avec environ ${$(income)} par an, le revenu dépasse la limite ; voyez les Medicare Savings Programs, dont les plafonds d'État peuvent être plus hauts.`,
            );
    return [
      L(
        `**Extra Help (LIS), ${ENROLLMENT_RULES.year}:** income under ${$(ENROLLMENT_RULES.extraHelpIncome.single)} single / ${$(ENROLLMENT_RULES.extraHelpIncome.couple)} couple (150% of poverty, 48 states and DC), plus a resource test.${verdict}`,
        `**Ayuda Adicional (Extra Help, LIS), ${ENROLLMENT_RULES.year}:** ingresos menores de ${$(ENROLLMENT_RULES.extraHelpIncome.single)} soltero / ${$(ENROLLMENT_RULES.extraHelpIncome.couple)} pareja (150% de la pobreza, 48 estados y DC), más una prueba de recursos.${verdict}`,
        `**Extra Help (LIS), ${ENROLLMENT_RULES.year} :** revenu sous ${$(ENROLLMENT_RULES.extraHelpIncome.single)} seul / ${$(ENROLLMENT_RULES.extraHelpIncome.couple)} en couple (150 % du seuil de pauvreté, 48 États et DC), plus un test de ressources.${verdict}`,
      ),
      L(
        "With it: lower drug copays, no Part D late penalty, and a monthly special enrollment period to change drug plans.",
        "Con ella: copagos de medicamentos más bajos, sin multa tardía de la Parte D y un período especial mensual para cambiar de plan de medicamentos.",
        "Avec elle : participations plus basses sur les médicaments, aucune pénalité de retard partie D, et une période spéciale mensuelle pour changer de plan médicaments.",
      ),
      `**${L("Say it to the client", "Dígaselo al cliente", "À dire au client")}${colon(language)}** "${L(
        "There's a Medicare program that can lower what you pay for prescriptions. It takes ten minutes to apply with Social Security — shall we do it together now?",
        "Hay un programa de Medicare que puede bajar lo que paga por sus recetas. Solicitarlo con el Seguro Social toma diez minutos; ¿lo hacemos juntos ahora?",
        "Il existe un programme Medicare qui peut baisser ce que vous payez pour vos médicaments. La demande à la Sécurité sociale prend dix minutes — on la fait ensemble maintenant ?",
      )}"`,
      `**${L("Next step", "Siguiente paso", "Étape suivante")}${colon(language)}** ${L(
        "Apply on ssa.gov with the client on the line, and ask about savings and a burial fund for the resource test.",
        "Solicite en ssa.gov con el cliente en la línea, y pregunte por ahorros y fondo funerario para la prueba de recursos.",
        "Faites la demande sur ssa.gov avec le client en ligne, et demandez l'épargne et le fonds obsèques pour le test de ressources.",
      )}`,
      src(RULE_SOURCES.extraHelp.title),
    ].join("\n\n");
  }
  if (
    /health questions|underwrit|preguntas de salud|questions de sante|sin suscripcion|open enrollment|inscripcion abierta|adhesion ouverte/u.test(
      text,
    )
  ) {
    const age = bundle.client.age;
    const atSixtyFive = age !== undefined && age <= 65;
    return [
      L(
        `**Medigap without health questions:** during the ${MEDICARE_RULES.medigapOpenEnrollmentMonths}-month open enrollment that starts the first month the client is 65+ and has Part B.${atSixtyFive ? " If Part B is delayed for employer coverage, the window starts when Part B starts — so don't waste it." : ""}`,
        `**Medigap sin preguntas de salud:** durante la inscripción abierta de ${MEDICARE_RULES.medigapOpenEnrollmentMonths} meses que empieza el primer mes con 65+ y Parte B.${atSixtyFive ? " Si retrasa la Parte B por cobertura del empleador, la ventana empieza cuando empieza la Parte B; no la desperdicie." : ""}`,
        `**Medigap sans questions de santé :** pendant l'adhésion ouverte de ${MEDICARE_RULES.medigapOpenEnrollmentMonths} mois qui commence le premier mois à 65 ans ou plus avec la partie B.${atSixtyFive ? " Si la partie B est reportée grâce à l'employeur, la fenêtre s'ouvre au début de la partie B — ne la gaspillez pas." : ""}`,
      ),
      L(
        `Outside it, a guaranteed-issue right also works: losing employer coverage that paid after Medicare, or an Advantage plan leaving the area (${ENROLLMENT_RULES.giDaysAfterLoss} days), or the trial right (leaving Advantage within ${ENROLLMENT_RULES.trialRightMonths} months of joining at 65).`,
        `Fuera de ella, también sirve un derecho de emisión garantizada: perder la cobertura del empleador que pagaba después de Medicare, un plan Advantage que deja el área (${ENROLLMENT_RULES.giDaysAfterLoss} días) o el derecho de prueba (salir de Advantage en ${ENROLLMENT_RULES.trialRightMonths} meses si entró a los 65).`,
        `En dehors, un droit d'émission garantie marche aussi : perte d'une couverture employeur qui payait après Medicare, plan Advantage qui quitte la zone (${ENROLLMENT_RULES.giDaysAfterLoss} jours), ou droit d'essai (quitter Advantage dans les ${ENROLLMENT_RULES.trialRightMonths} mois après y être entré à 65 ans).`,
      ),
      `**${L("Say it to the client", "Dígaselo al cliente", "À dire au client")}${colon(language)}** "${L(
        "There's one window where no company can ask about your health or charge you more for it. Let's put its dates on your calendar now.",
        "Hay una ventana en la que ninguna compañía puede preguntarle por su salud ni cobrarle más por ella. Pongamos sus fechas en su calendario ahora.",
        "Il y a une fenêtre où aucune compagnie ne peut vous interroger sur votre santé ni vous faire payer plus. Mettons ses dates dans votre agenda maintenant.",
      )}"`,
      `**${L("Next step", "Siguiente paso", "Étape suivante")}${colon(language)}** ${L(
        "Confirm the Part B start date, then apply up to 6 months ahead with the carrier so the policy starts with Part B.",
        "Confirme la fecha de inicio de la Parte B y solicite con la aseguradora hasta 6 meses antes para que la póliza empiece con la Parte B.",
        "Confirmez la date de début de la partie B, puis déposez la demande jusqu'à 6 mois avant pour que le contrat démarre avec la partie B.",
      )}`,
      src(RULE_SOURCES.giRights.title),
    ].join("\n\n");
  }
  if (/part(?:e|ie)? b/u.test(text) && /work|trabaj|travail|employ|emplead|salari/u.test(text)) {
    return [
      L(
        `**Part B while still working:** with coverage from current employment at an employer with ${ENROLLMENT_RULES.employerPrimaryEmployees}+ employees, the client can delay Part B without a penalty; the special enrollment period runs while working plus ${ENROLLMENT_RULES.partBWorkingSepMonths} months after the job or the coverage ends. Under ${ENROLLMENT_RULES.employerPrimaryEmployees} employees, Medicare pays first: enroll in Part B at 65. COBRA and retiree coverage don't count.`,
        `**Parte B mientras sigue trabajando:** con cobertura de un empleo actual en una empresa de ${ENROLLMENT_RULES.employerPrimaryEmployees}+ empleados, puede retrasar la Parte B sin multa; el período especial dura mientras trabaja y ${ENROLLMENT_RULES.partBWorkingSepMonths} meses después de que termine el empleo o la cobertura. Con menos de ${ENROLLMENT_RULES.employerPrimaryEmployees} empleados, Medicare paga primero: inscríbase en la Parte B a los 65. COBRA y la cobertura de jubilado no cuentan.`,
        `**Partie B en travaillant encore :** avec une couverture d'emploi actuel chez un employeur de ${ENROLLMENT_RULES.employerPrimaryEmployees} salariés ou plus, le client peut reporter la partie B sans pénalité ; la période spéciale dure pendant l'emploi et ${ENROLLMENT_RULES.partBWorkingSepMonths} mois après la fin de l'emploi ou de la couverture. Sous ${ENROLLMENT_RULES.employerPrimaryEmployees} salariés, Medicare paie en premier : prendre la partie B à 65 ans. COBRA et la couverture retraité ne comptent pas.`,
      ),
      `**${L("Next step", "Siguiente paso", "Étape suivante")}${colon(language)}** ${L(
        "Ask the employer's headcount and compare the group plan's cost with Part B plus a Medigap; keep form CMS-L564 for when the job ends.",
        "Pregunte cuántos empleados tiene la empresa y compare el plan de grupo con la Parte B más un Medigap; guarde el formulario CMS-L564 para cuando termine el empleo.",
        "Demandez l'effectif de l'employeur et comparez le plan de groupe avec partie B plus un Medigap ; gardez le formulaire CMS-L564 pour la fin de l'emploi.",
      )}`,
      src(RULE_SOURCES.sep.title),
    ].join("\n\n");
  }
  return null;
}

// --- Dispatch -------------------------------------------------------------------------------------------

/**
 * The engine's reply for a decision, or null when the engine has none of its own (a new bundle, a
 * refusal or a limit, which the decision already carries, or a free question for the model).
 */
// --- Alternatives the agent asked for: a decline, or the caps of an indexed annuity -----------------------

const DECLINED =
  /(?<![a-z])(?:qualif\w*|declined?|declines|(?:turns?|turned|turning) (?:(?:him|her|them) )?down|not approved|rejected|knock(?:ed)? out|califica\w*|rechaz\w*|aprueban|accepte\w*|refuse\w*|eligible)(?![a-z])/u;
const FIXED_WORRY =
  /(?<![a-z])(?:caps?|capped|plafonds?|topes?|limite de ganancia|nervous|worried|scared|afraid|nerviosa?|preocupad[oa]|miedo|peur|inquiete?|market|mercado|marche|volatil\w*|fia|indexed|indexada|indexee|index)(?![a-z])/u;

const pct = (rate: number, language: Language): string => {
  const n = (Math.round(rate * 10000) / 100).toString();
  return language === "en"
    ? `${n}%`
    : `${n.replace(".", ",")} %`.replace(" %", language === "es" ? "%" : " %");
};

function carriersTagged(tag: CarrierTag, language: Language, n: number): string {
  return CARRIERS.filter((c) => c.product === "final_expense" && c.tags.includes(tag))
    .slice(0, n)
    .map((c) => `${c.name} (${c.fit[language]})`)
    .join(language === "fr" ? " ; " : "; ");
}

/**
 * "What else if he doesn't qualify for level", "alternatives to the FIA, she's nervous about the caps":
 * the underwriting ladder or the fixed-rate alternative, from the carrier and rate tables. Null when the
 * question is another kind of alternative (the bundle's own list answers it).
 */
function alternativesAnswer(message: string, bundle: Bundle, language: Language): string | null {
  const text = fold(message);
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const who = bundle.client.firstName ?? L("the client", "el cliente", "le client");
  const products = new Set(bundle.policies.map((p) => p.product));
  const life = ["final_expense", "whole_life", "term_life", "iul"].some((p) => products.has(p as ProductId));
  if (DECLINED.test(text) && life) {
    return [
      L(
        `**If ${who} doesn't qualify for level: step down the underwriting ladder, one rung at a time**`,
        `**Si ${who} no califica para el beneficio completo: baje la escalera de suscripción, un peldaño a la vez**`,
        `**Si ${who} n'est pas accepté en garantie immédiate (niveau) : descendez l'échelle de sélection, un barreau à la fois**`,
      ),
      L(
        `1. **Another level carrier first.** Knock-out questions differ from one company to the next; a "no" on one application is often a "yes" on another.`,
        `1. **Primero, otra aseguradora con beneficio completo.** Las preguntas eliminatorias cambian de una compañía a otra; un "no" en una solicitud suele ser un "sí" en otra.`,
        `1. **D'abord un autre assureur en niveau.** Les questions éliminatoires changent d'une compagnie à l'autre ; un « non » sur une demande est souvent un « oui » sur une autre.`,
      ),
      L(
        `2. **Graded (modified) benefit:** a few health answers allowed; a natural death in the first two or three years pays part of the benefit or the premiums back with interest, then the full amount. From the table: ${carriersTagged("graded", language, 2)}.`,
        `2. **Beneficio graduado (modificado):** admite algunas respuestas de salud; una muerte natural en los primeros dos o tres años paga una parte o devuelve las primas con interés, y después el monto completo. En la tabla: ${carriersTagged("graded", language, 2)}.`,
        `2. **Garantie progressive (graduée) :** quelques réponses de santé sont admises ; un décès naturel les deux ou trois premières années paie une partie ou rembourse les primes avec intérêts, puis le capital entier. Dans la table : ${carriersTagged("graded", language, 2)}.`,
      ),
      L(
        `3. **Guaranteed issue:** no health questions at all; accidental death is covered from day one, natural death after the waiting period. From the table: ${carriersTagged("guaranteed", language, 2)}.`,
        `3. **Emisión garantizada:** sin preguntas de salud; la muerte accidental se cubre desde el primer día, la natural después del periodo de espera. En la tabla: ${carriersTagged("guaranteed", language, 2)}.`,
        `3. **Émission garantie :** aucune question de santé ; le décès accidentel est couvert dès le premier jour, le décès naturel après le délai d'attente. Dans la table : ${carriersTagged("guaranteed", language, 2)}.`,
      ),
      L(
        `**Say:** "The first company can't cover you fully on day one, but I have two ways to make sure you're covered: one covers you partly now and fully in a couple of years, the other asks no health questions at all. Let me show you both side by side."`,
        `**Diga:** "La primera compañía no lo puede cubrir completo desde el primer día, pero tengo dos formas de que quede cubierto: una lo cubre en parte ahora y completo en un par de años, la otra no hace ninguna pregunta de salud. Le muestro las dos lado a lado."`,
        `**Dites :** « La première compagnie ne peut pas vous couvrir entièrement dès le premier jour, mais j'ai deux façons de vous protéger : l'une vous couvre en partie tout de suite et entièrement dans deux ou trois ans, l'autre ne pose aucune question de santé. Je vous montre les deux côte à côte. »`,
      ),
      L(
        "**Next step:** run one more level carrier's questions on this call; if it knocks out too, quote graded and guaranteed issue at the same face amount and let the client choose.",
        "**Siguiente paso:** haga en esta llamada las preguntas de otra aseguradora con beneficio completo; si también la descarta, cotice graduado y emisión garantizada con la misma suma y deje que el cliente elija.",
        "**Étape suivante :** posez pendant cet appel les questions d'un autre assureur en niveau ; s'il exclut aussi, chiffrez la garantie progressive et l'émission garantie au même capital et laissez le client choisir.",
      ),
    ].join("\n\n");
  }
  const annuity =
    products.has("indexed_annuity") || products.has("fixed_annuity") || /annuit|anualidad|rente/u.test(text);
  if (FIXED_WORRY.test(text) && annuity) {
    const myga = MYGA_5_YEAR_RATES.rows[1] ?? MYGA_5_YEAR_RATES.rows[0]!;
    const caps = FIA_5_YEAR_CAPS.rows.map((r) => r.rate);
    const capLow = pct(Math.min(...caps), language);
    const capHigh = pct(Math.max(...caps), language);
    const rate = pct(myga.rate, language);
    const year = MYGA_5_YEAR_RATES.year;
    return [
      L(
        `**Alternatives to the indexed annuity for ${who}: a rate to see on day one**`,
        `**Alternativas a la anualidad indexada para ${who}: una tasa que se ve desde el primer día**`,
        `**Alternatives à la rente indexée pour ${who} : un taux visible dès le premier jour**`,
      ),
      L(
        `1. **MYGA (multi-year guaranteed annuity, a fixed annuity):** one rate, guaranteed for the whole term, no cap, no index to explain. The best 5-year rates were about ${rate} (${myga.carrier} ${myga.product}, A.M. Best ${myga.amBest ?? "n/a"}, ${year}), against 5-year FIA S&P caps of ${capLow}–${capHigh}. Check the rating before the rate.`,
        `1. **MYGA (anualidad fija de tasa garantizada por varios años):** una sola tasa, garantizada todo el plazo, sin tope ni índice que explicar. Las mejores tasas a 5 años rondaban ${rate} (${myga.carrier} ${myga.product}, A.M. Best ${myga.amBest ?? "s/d"}, ${year}), frente a topes de FIA a 5 años de ${capLow}–${capHigh}. Revise la calificación antes que la tasa.`,
        `1. **MYGA (rente fixe à taux garanti sur plusieurs années) :** un seul taux, garanti sur toute la durée, sans plafond ni indice à expliquer. Les meilleurs taux à 5 ans tournaient autour de ${rate} (${myga.carrier} ${myga.product}, A.M. Best ${myga.amBest ?? "n.d."}, ${year}), contre des plafonds de FIA à 5 ans de ${capLow}–${capHigh}. Vérifiez la note avant le taux.`,
      ),
      L(
        "2. **Split it:** part in a MYGA for the certainty, part in the FIA for the upside; both protect the principal from market losses.",
        "2. **Dividirlo:** una parte en MYGA por la certeza, otra en la FIA por el potencial; las dos protegen el capital de las caídas del mercado.",
        "2. **Partager :** une partie en MYGA pour la certitude, une partie en FIA pour le potentiel ; les deux protègent le capital des baisses du marché.",
      ),
      L(
        "3. **A CD ladder** if the money is needed sooner than the surrender period allows.",
        "3. **Una escalera de certificados de depósito** si necesita el dinero antes de que termine el periodo de rescate.",
        "3. **Des dépôts à terme échelonnés** si l'argent doit servir avant la fin de la période de rachat.",
      ),
      L(
        `**Say:** "The cap is what makes the indexed annuity feel uncertain. If you'd rather know your number today, a fixed multi-year annuity gives you one rate, in writing, for five years — no index, no cap. Do you want to see them side by side?"`,
        `**Diga:** "El tope es lo que hace que la anualidad indexada se sienta incierta. Si prefiere saber su cifra hoy, una anualidad fija a varios años le da una sola tasa, por escrito, durante cinco años, sin índice ni tope. ¿Quiere verlas lado a lado?"`,
        `**Dites :** « C'est le plafond qui rend la rente indexée incertaine. Si vous préférez connaître votre chiffre aujourd'hui, une rente fixe pluriannuelle vous donne un seul taux, par écrit, pendant cinq ans, sans indice ni plafond. On les regarde côte à côte ? »`,
      ),
      L(
        "**Next step:** quote a 5-year MYGA from an A-rated carrier next to the FIA, with the surrender schedule of each, and ask which share the client wants guaranteed.",
        "**Siguiente paso:** cotice una MYGA a 5 años de una aseguradora con calificación A junto a la FIA, con la tabla de rescate de cada una, y pregunte qué parte quiere garantizada.",
        "**Étape suivante :** chiffrez une MYGA à 5 ans d'un assureur noté A à côté de la FIA, avec le barème de rachat de chacune, et demandez quelle part le client veut garantie.",
      ),
    ].join("\n\n");
  }
  return null;
}

export function coachAnswer(
  decision: Decision,
  message: string,
  ctx: CoachAnswerContext,
): CoachAnswer | null {
  const language = decision.language;
  const q = decision.question;
  const bundle = ctx.bundle ?? null;
  const products = q?.products ?? [];
  if (decision.kind === "product_info")
    return { kind: "product_info", content: productInfoAnswer(decision.product, language, ctx.now) };
  if (decision.kind !== "coaching" && decision.kind !== "follow_up" && decision.kind !== "model") return null;
  const reply = decision.kind === "follow_up" && bundle ? "follow_up" : "coaching";
  if (q?.kind === "fact" && q.topic)
    return { kind: reply, content: factAnswer(q.topic as FactTopic, language, ctx.now, message, bundle) };
  if (q?.kind === "objection" && q.objection)
    return {
      kind: reply,
      content: objectionAnswer(q.objection, language, products, message, ctx.now, bundle),
    };
  if (q?.kind === "how_to" && q.topic)
    return {
      kind: reply,
      content: howToAnswer(q.topic as HowToTopic, language, products, message, ctx.now, bundle),
    };
  if (decision.kind !== "follow_up" || !bundle) return null;
  const topic = (q?.topic ?? decision.topic) as BundleTopic;
  switch (topic) {
    case "objection_handling":
      return {
        kind: "follow_up",
        content: objectionAnswer(
          (q?.objection ?? "price") as ObjectionType,
          language,
          products,
          message,
          ctx.now,
          bundle,
        ),
      };
    case "carrier_fit":
      return { kind: "follow_up", content: carrierFitAnswer(message, bundle, language) };
    case "new_fact":
      return newFactAnswer(message, bundle, language, ctx);
    case "alternatives": {
      const content = alternativesAnswer(message, bundle, language);
      if (content) return { kind: "follow_up", content };
      return { kind: "follow_up", content: followUpAnswer(decision.topic, bundle, language, ctx.now) };
    }
    case "sales_script": {
      const content = writtenFollowUp(message, bundle, language);
      if (content) return { kind: "follow_up", content };
      return { kind: "follow_up", content: followUpAnswer(decision.topic, bundle, language, ctx.now) };
    }
    case "product_suitability": {
      const content = suitabilityAnswer(message, bundle, language);
      if (content) return { kind: "follow_up", content };
      return { kind: "follow_up", content: followUpAnswer(decision.topic, bundle, language, ctx.now) };
    }
    default:
      return { kind: "follow_up", content: followUpAnswer(decision.topic, bundle, language, ctx.now) };
  }
}

/**
 * "Write me a text / an email / a voicemail for her": the piece itself, from the open bundle, not the call
 * script. One ask, two times to choose from, and the opt-out a text needs.
 */
function writtenFollowUp(message: string, bundle: Bundle, language: Language): string | null {
  const t = fold(message);
  const voicemail =
    /(?<![a-z])(?:voice ?mail|mensaje de voz|buzon|message vocal|messagerie|repondeur)(?![a-z])/u.test(t);
  const email = /(?<![a-z])(?:e-?mail|mail|correo|courriel)(?![a-z])/u.test(t);
  const text =
    /(?<![a-z])(?:texts?|texto|txt|sms|textito)(?![a-z])/u.test(t) ||
    (/(?<![a-z])(?:mensaje|message)(?![a-z])/u.test(t) &&
      /(?<![a-z])(?:write|send|draft|escrib\w*|mand\w*|envi\w*|ecri\w*|envoi\w*|envoy\w*|redige\w*|relance|seguimiento|follow[- ]?up)(?![a-z])/u.test(
        t,
      ));
  if (!voicemail && !email && !text) return null;
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const core = bundle.policies.find((p) => p.role === "core") ?? bundle.policies[0];
  const name = bundle.client.firstName ?? L("[name]", "[nombre]", "[prénom]");
  const product = core?.name ?? L("the coverage", "la cobertura", "la couverture");
  const price =
    core && core.premium.mode === "monthly"
      ? L(
          ` at about ${dollars(core.premium.amount.low, language)} a month`,
          ` por unos ${dollars(core.premium.amount.low, language)} al mes`,
          ` pour environ ${dollars(core.premium.amount.low, language)} par mois`,
        )
      : "";
  const piece = voicemail
    ? L(
        `"Hi ${name}, it's [your name], the licensed agent you spoke with about ${product}. I have the numbers ready${price}, and one question left before we can finish. Call me back at [number], or I'll try you again [day] at [time]. Talk soon."`,
        `"Hola ${name}, habla [su nombre], el agente con licencia con quien habló sobre ${product}. Ya tengo las cifras${price} y me queda una sola pregunta para terminar. Llámeme al [número], o lo vuelvo a llamar el [día] a las [hora]. Hasta pronto."`,
        `« Bonjour ${name}, c'est [votre nom], l'agent agréé avec qui vous avez parlé de ${product}. J'ai les chiffres${price}, et il me reste une seule question pour finaliser. Rappelez-moi au [numéro], sinon je vous rappelle [jour] à [heure]. À bientôt. »`,
      )
    : email
      ? L(
          `Subject: Your ${product} numbers\n\n"Hi ${name}, thank you for your time. As promised, here is ${product}${price}, built around what you told me matters most. There is one thing left to confirm before you decide. Would [day] at 10 or at 4 work for a 10-minute call? [your name], [agency], [number]"`,
          `Asunto: Sus cifras de ${product}\n\n"Hola ${name}, gracias por su tiempo. Como le prometí, aquí está ${product}${price}, armado alrededor de lo que me dijo que más le importa. Queda una sola cosa por confirmar antes de decidir. ¿Le queda bien el [día] a las 10 o a las 4 para una llamada de 10 minutos? [su nombre], [agencia], [número]"`,
          `Objet : Vos chiffres pour ${product}\n\n« Bonjour ${name}, merci pour votre temps. Comme promis, voici ${product}${price}, construit autour de ce qui compte le plus pour vous. Il reste un seul point à confirmer avant de décider. [Jour] à 10 h ou à 16 h, ça vous irait pour un appel de 10 minutes ? [votre nom], [agence], [numéro] »`,
        )
      : L(
          `"Hi ${name}, it's [your name] from [agency]. I have your ${product} numbers ready${price}. Does tomorrow at 10 or at 4 work for a quick call to finish up? Reply STOP to opt out."`,
          `"Hola ${name}, soy [su nombre] de [agencia]. Ya tengo sus cifras de ${product}${price}. ¿Le queda mañana a las 10 o a las 4 para una llamada corta y terminar? Responda BAJA para no recibir más mensajes."`,
          `« Bonjour ${name}, c'est [votre nom] de [agence]. J'ai vos chiffres pour ${product}${price}. Demain à 10 h ou à 16 h, ça vous irait pour un court appel et finaliser ? Répondez STOP pour ne plus recevoir de messages. »`,
        );
  const medicare = bundle.policies.some((p) =>
    ["medicare_advantage", "part_d", "medicare_supplement"].includes(p.product),
  );
  return [
    L(
      `**Your ${voicemail ? "voicemail" : email ? "email" : "text"} for ${name}, ready to send:**`,
      `**Su ${voicemail ? "mensaje de voz" : email ? "correo" : "mensaje de texto"} para ${name}, listo para enviar:**`,
      `**Votre ${voicemail ? "message vocal" : email ? "e-mail" : "texto"} pour ${name}, prêt à envoyer :**`,
    ),
    piece,
    L(
      "**Why it works:** one reason to answer (the numbers are ready), one ask, and two times to choose from instead of an open question. Keep it under 60 words; anything longer reads as a pitch and gets skipped.",
      "**Por qué funciona:** una razón para responder (las cifras están listas), un solo pedido y dos horarios para elegir en vez de una pregunta abierta. Menos de 60 palabras; algo más largo se lee como venta y se ignora.",
      "**Pourquoi ça marche :** une raison de répondre (les chiffres sont prêts), une seule demande et deux horaires au choix plutôt qu'une question ouverte. Moins de 60 mots ; plus long, ça se lit comme une vente et on passe.",
    ),
    medicare
      ? L(
          "**Compliance:** send it only because the client asked you to follow up, say zero premium rather than anything that sounds like no cost, and keep plan details for the recorded call.",
          "**Cumplimiento:** envíelo solo porque el cliente le pidió seguimiento, diga prima cero y nunca algo que suene a sin costo, y deje los detalles del plan para la llamada grabada.",
          "**Conformité :** envoyez-le seulement parce que le client a demandé un suivi, dites prime zéro et jamais rien qui sonne comme sans frais, et gardez le détail du plan pour l'appel enregistré.",
        )
      : L(
          "**Tone:** write it the way you talk on the phone with this client, and never put health details or the price of anything not yet approved in writing.",
          "**Tono:** escríbalo como le habla a este cliente por teléfono, y nunca ponga datos de salud ni el precio de algo aún no aprobado por escrito.",
          "**Ton :** écrivez comme vous parlez à ce client au téléphone, et ne mettez jamais de détails de santé ni le prix de quelque chose pas encore accepté.",
        ),
    L(
      `**If the answer is "not now":** reply with one line, "No problem. Would next week or the week after suit you better?", and put the date in your calendar the moment it is chosen.`,
      `**Si la respuesta es "ahora no":** conteste con una línea, "Sin problema. ¿Le queda mejor la semana que viene o la siguiente?", y anote la fecha en su agenda en cuanto la elija.`,
      `**Si la réponse est « pas maintenant » :** répondez en une ligne, « Pas de souci. La semaine prochaine ou celle d'après, ça vous irait mieux ? », et notez la date dans votre agenda dès qu'elle est choisie.`,
    ),
    L(
      "**Next step:** send it within 24 hours of your last talk; if there is no answer in two days, call at one of the two times you offered.",
      "**Siguiente paso:** envíelo dentro de las 24 horas de su última conversación; si no responde en dos días, llame en uno de los dos horarios que ofreció.",
      "**Étape suivante :** envoyez-le dans les 24 heures suivant votre dernier échange ; sans réponse sous deux jours, appelez à l'un des deux horaires proposés.",
    ),
  ].join("\n\n");
}
