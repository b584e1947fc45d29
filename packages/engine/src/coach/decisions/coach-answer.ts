/**
 * `coachAnswer`: the engine's reply for a decision, the one the server sends without a model (D-12)
 * and the evaluation scores. Facts come from the tables, objections and how-tos are built for the
 * situation, and a follow-up uses the open bundle: the client's objection for this client, the bundle's
 * carriers ranked for one of the client's facts, or the bundle built again with a new fact.
 */
import { generateBundle } from "../../bundle.js";
import { CARRIERS, type CarrierFact, type CarrierTag } from "../../facts/index.js";
import { parseLead } from "../../parse/index.js";
import type { Bundle, ClientProfile, Language, ProductId } from "../../types.js";
import { followUpAnswer, productInfoAnswer } from "./answers.js";
import type { Decision } from "./decide.js";
import { factAnswer } from "./facts.js";
import { fold } from "./lexicon.js";
import { howToAnswer, objectionAnswer } from "./moves.js";
import type { BundleTopic, FactTopic, HowToTopic, ObjectionType } from "./understand.js";

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

/** The fact the agent asks about: named in the message, else the client's first known one. */
function factOf(message: string, client: ClientProfile): FactTags | null {
  const text = fold(message);
  for (const [pattern, tags] of FACT_TAGS) if (pattern.test(text)) return tags;
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
  const lines = rows.slice(0, 5).map((r, i) => `${i + 1}. **${r.name}** (${r.policy}) — ${r.fit}`);
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
        `Lead with ${rows[0].name}: its underwriting niche matches ${factLabel}. Ask the exact health questions on its application before you quote, and keep the second one as the backup if an answer knocks out the first.`,
        `Empiece con ${rows[0].name}: su nicho de suscripción coincide con ${factLabel}. Haga las preguntas de salud exactas de su solicitud antes de cotizar, y deje la segunda como respaldo si una respuesta descarta la primera.`,
        `Commencez par ${rows[0].name} : sa niche de sélection correspond à ${factLabel}. Posez les questions de santé exactes de sa demande avant de chiffrer, et gardez le deuxième en secours si une réponse exclut le premier.`,
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
  out.push(
    L(
      "**Next step:** run the top two through their health questions on the call and quote the one that comes back level.",
      "**Siguiente paso:** pase las dos primeras por sus preguntas de salud en la llamada y cotice la que salga con beneficio nivelado.",
      "**Étape suivante :** passez les deux premiers par leurs questions de santé pendant l'appel et chiffrez celui qui ressort en garantie immédiate.",
    ),
  );
  return out.join("\n\n");
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
  for (const c of read.currentCoverage)
    if (!profile.currentCoverage.includes(c)) {
      profile.currentCoverage.push(c);
      changed.push(c);
    }
  if (read.budgetMonthly !== undefined && read.budgetMonthly !== client.budgetMonthly) {
    profile.budgetMonthly = read.budgetMonthly;
    changed.push(`budget:${read.budgetMonthly}`);
  }
  if (read.state && read.state !== client.state) {
    profile.state = read.state;
    changed.push(`state:${read.state}`);
  }
  return { profile, changed };
}

const FACT_WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
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
    oxygen: "sous oxygène",
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

function newFactAnswer(
  message: string,
  bundle: Bundle,
  language: Language,
  ctx: CoachAnswerContext,
): CoachAnswer {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const { profile, changed } = withNewFact(bundle.client, message, language);
  const named = changed.map((c) => FACT_WORDS[language][c] ?? c.replace(/_/gu, " ")).join(", ");
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
  if (!result.ok)
    return {
      kind: "follow_up",
      content: L(
        `With ${named}, fewer than two products are open to this client; ask the guaranteed-issue and graded options' health questions first.`,
        `Con ${named}, quedan menos de dos productos para este cliente; haga primero las preguntas de salud de las opciones graduadas y de emisión garantizada.`,
        `Avec ${named}, moins de deux produits restent ouverts à ce client ; posez d'abord les questions de santé des options différées et à émission garantie.`,
      ),
    };
  const before = bundle.policies.map((p) => p.name).join(", ");
  const after = result.bundle.policies.map((p) => p.name).join(", ");
  return {
    kind: "follow_up",
    bundle: result.bundle,
    content: L(
      `Noted: **${named}**. I rebuilt the bundle with it${before === after ? " (same products; the underwriting notes and prices are updated)" : ` (was: ${before})`}.`,
      `Anotado: **${named}**. Rehice el paquete con ese dato${before === after ? " (mismos productos; las notas de suscripción y los precios se actualizaron)" : ` (antes: ${before})`}.`,
      `Noté : **${named}**. J'ai refait l'offre avec ce fait${before === after ? " (mêmes produits ; notes de sélection et prix mis à jour)" : ` (avant : ${before})`}.`,
    ),
  };
}

// --- Dispatch -------------------------------------------------------------------------------------------

/**
 * The engine's reply for a decision, or null when the engine has none of its own (a new bundle, a
 * refusal or a limit, which the decision already carries, or a free question for the model).
 */
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
    default:
      return { kind: "follow_up", content: followUpAnswer(decision.topic, bundle, language, ctx.now) };
  }
}
