/**
 * A follow-up asking which carrier fits one of the client's facts (a condition, a drug, the build): the
 * open bundle's carriers ranked for that fact, from the carrier table's tags, with what each is known for.
 * One file because the fact readings (condition words, drugs, height and weight) exist only for this
 * ranking.
 */
import { CARRIERS, type CarrierFact, type CarrierTag } from "../../facts/index.js";
import type { Bundle, ClientProfile, Language, ProductId } from "../../types.js";
import { fold } from "./lexicon.js";

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

export function carrierFitAnswer(message: string, bundle: Bundle, language: Language): string {
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
