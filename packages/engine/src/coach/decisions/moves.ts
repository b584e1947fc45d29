/**
 * Objections and how-tos answered for this situation (docs/product/chat-coach.md#answer-decision): built from parts — the objection's
 * type, the product it is about, the client's facts when a bundle is open — rather than one fixed
 * article. Each answer has its own shape (an objection is reframed, scripted and closed; a how-to is a
 * sequence of moves), lines an agent can say word for word, 150-300 words, and a next step.
 */
import { MEDICARE_RULES, medicareFigures, PRODUCT_LIBRARY } from "../../facts/index.js";
import type { Bundle, Language, ProductId } from "../../types.js";
import { ENROLLMENT_RULES } from "../knowledge/rules.js";
import { colon, dollars } from "./facts.js";
import { fold } from "./lexicon.js";
import type { HowToTopic, ObjectionType } from "./question.js";

const MEDICARE: ReadonlySet<ProductId> = new Set(["medicare_advantage", "medicare_supplement", "part_d"]);
const ANNUITY: ReadonlySet<ProductId> = new Set(["fixed_annuity", "indexed_annuity"]);
const LIFE: ReadonlySet<ProductId> = new Set(["term_life", "whole_life", "iul", "final_expense"]);

type Family = "medicare" | "life" | "annuity" | "health" | "none";
function familyOf(product: ProductId | undefined): Family {
  if (!product) return "none";
  if (MEDICARE.has(product)) return "medicare";
  if (ANNUITY.has(product)) return "annuity";
  if (LIFE.has(product)) return "life";
  return "health";
}

/** Relatives an objection can name, most specific first: [pattern, en, es, fr]. */
const RELATIVES: readonly (readonly [RegExp, string, string, string])[] = [
  [/son[- ]in[- ]law|yerno|gendre/u, "son-in-law", "yerno", "gendre"],
  [/daughter[- ]in[- ]law|nuera|belle[- ]fille/u, "daughter-in-law", "nuera", "belle-fille"],
  [
    /grand(?:kids|children|sons?|daughters?)|niet[oa]s?|petits?[- ]enfants|petite?[- ]fil(?:le|s)/u,
    "grandchildren",
    "nietos",
    "petits-enfants",
  ],
  [/wife|esposa|mujer|femme|epouse/u, "wife", "esposa", "femme"],
  [/husband|esposo|marido|mari/u, "husband", "esposo", "mari"],
  [/daughter|hija|fille/u, "daughter", "hija", "fille"],
  [/(?:my|his|her|their|the|a|your|only|oldest|eldest|youngest) son|hijo|fils/u, "son", "hijo", "fils"],
  [/kids|children|hijos|enfants/u, "children", "hijos", "enfants"],
  [/brother|hermano|frere/u, "brother", "hermano", "frère"],
  [/sister|hermana|soeur/u, "sister", "hermana", "sœur"],
  [/spouse|conyuge|pareja|conjoint/u, "spouse", "pareja", "conjoint"],
];

/** Asking, checking with, running it by: the relative after one of these is the one who decides. */
const DEFERS_TO =
  /(?:by|with|to|ask|asks|asking|check with|consult|a|al|con|avec|pregunt\w*|demander a|parler a) (?:(?:his|her|their|my|the|su|sus|mi|sa|son|ses|leur|ma|mon) )?$/u;

/**
 * Who the client wants to ask, from the message: "my wife", "her son-in-law", "sus hijos", "sa fille".
 * With two relatives ("husband wants to run it by their daughter"), the one deferred to.
 */
function relativeOf(message: string, language: Language): string {
  const t = fold(message);
  const pick = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const found: { at: number; names: readonly [string, string, string] }[] = [];
  let rest = t;
  for (const [pattern, en, es, fr] of RELATIVES) {
    const re = new RegExp(`(?<![a-z])(?:${pattern.source})(?![a-z])`, "gu");
    for (const m of rest.matchAll(re)) {
      // "her son" names the son: start at the noun, past the possessive the pattern needs.
      found.push({ at: m.index + m[0].lastIndexOf(" ") + 1, names: [en, es, fr] });
    }
    rest = rest.replace(re, (w) => " ".repeat(w.length));
  }
  if (found.length === 0) return pick("family", "familia", "famille");
  found.sort((a, b) => a.at - b.at);
  const deferred = found.find((f) => DEFERS_TO.test(t.slice(Math.max(0, f.at - 30), f.at)));
  const [en, es, fr] = (deferred ?? found[0]!).names;
  return pick(en, es, fr);
}

/** "Final expense whole life" inside a sentence: lower the first letter unless it starts a proper name. */
function sentenceCase(name: string): string {
  return /^(?:Medicare|IUL|MYGA)/u.test(name) || /^[A-Z]{2}/u.test(name)
    ? name
    : name.charAt(0).toLowerCase() + name.slice(1);
}

const FEMININE_FR: ReadonlySet<string> = new Set(["femme", "fille", "famille", "belle-fille", "sœur"]);
const PLURAL: ReadonlySet<string> = new Set([
  "hijos",
  "enfants",
  "children",
  "grandchildren",
  "nietos",
  "petits-enfants",
]);

function possessives(relative: string, language: Language): { my: string; your: string; their: string } {
  const plural = PLURAL.has(relative);
  if (language === "es")
    return plural ? { my: "mis", your: "sus", their: "sus" } : { my: "mi", your: "su", their: "su" };
  if (language === "fr") {
    if (plural) return { my: "mes", your: "vos", their: "ses" };
    if (relative === "conjoint") return { my: "mon", your: "votre", their: "son" };
    return FEMININE_FR.has(relative)
      ? { my: "ma", your: "votre", their: "sa" }
      : { my: "mon", your: "votre", their: "son" };
  }
  return { my: "my", your: "your", their: "their" };
}

interface Situation {
  language: Language;
  product?: ProductId;
  productName: string;
  family: Family;
  /** "the Medicare Supplement", else "this coverage", for a sentence. */
  the: string;
  /** " — Medicare Supplement" for a title, empty without a product. */
  dash: string;
  /** Possessives for the relative: "my", "your", "their" (Spanish and French agree in number and gender). */
  my: string;
  your: string;
  their: string;
  /** The agent asks about life insurance or annuities (the move's product may be the appointment's). */
  lifeAsked: boolean;
  /** "Linda", else "the client" in the language. */
  client: string;
  /** The core policy's monthly premium when a bundle is open ("$98–$131 a month"). */
  premium?: string;
  relative: string;
  now: Date;
}

function situation(
  language: Language,
  products: readonly ProductId[],
  message: string,
  now: Date,
  bundle?: Bundle | null,
): Situation {
  const core = bundle?.policies.find((p) => p.role === "core") ?? bundle?.policies[0];
  const product = products[0] ?? core?.product;
  const pick = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const name = bundle?.client.firstName;
  const client = name ?? pick("the client", "el cliente", "le client");
  let premium: string | undefined;
  if (core && core.premium.mode === "monthly" && (!products[0] || products[0] === core.product)) {
    const { low, high } = core.premium.amount;
    const $ = (n: number) => dollars(Math.round(n), language);
    const range = low === high ? $(low) : `${$(low)}–${$(high)}`;
    premium = pick(`${range} a month`, `${range} al mes`, `${range} par mois`);
  }
  return {
    language,
    product,
    productName: product
      ? PRODUCT_LIBRARY[product].name[language]
      : pick("the plan", "el plan", "le contrat"),
    the: product
      ? pick(
          `the ${sentenceCase(PRODUCT_LIBRARY[product].name.en)}`,
          PRODUCT_LIBRARY[product].name.es,
          PRODUCT_LIBRARY[product].name.fr,
        )
      : pick("this coverage", "esta cobertura", "cette couverture"),
    dash: product ? ` — ${PRODUCT_LIBRARY[product].name[language]}` : "",
    family: familyOf(product),
    client,
    premium,
    relative: relativeOf(message, language),
    ...possessives(relativeOf(message, language), language),
    lifeAsked:
      /(?<![a-z])(?:life insurance|life policy|annuit|seguro de vida|vida|anualidad|assurance[- ]vie|vie|rente|final expense|burial|funeral|gastos finales|entierro|funerarios?|obseques|iul|term life|whole life|myga|fia)/u.test(
        fold(message),
      ),
    now,
  };
}

interface Shape {
  title: string;
  sections: readonly (readonly [string, string])[];
  /** One more section, placed last. */
  extra?: readonly [string, string];
  next: string;
}

function render(shape: Shape, language: Language): string {
  const next = language === "es" ? "Siguiente paso" : language === "fr" ? "Étape suivante" : "Next step";
  const out = [`**${shape.title}**`];
  for (const [head, body] of shape.extra ? [...shape.sections, shape.extra] : shape.sections)
    out.push(head ? `**${head}** ${body}` : body);
  out.push(`**${next}${colon(language)}** ${shape.next}`);
  return out.join("\n\n");
}

const q = (line: string) => `"${line}"`;

// --- Objections ---------------------------------------------------------------------------------------------

function medicareNote(s: Situation): string {
  if (s.family !== "medicare") return "";
  const { language } = s;
  if (language === "es")
    return " En una conversación de Medicare, lea primero el aviso TPMO y hable solo de los productos del Alcance de la Cita (SOA).";
  if (language === "fr")
    return " Dans un échange Medicare, lisez d'abord l'avertissement TPMO et ne parlez que des produits du SOA.";
  return " On a Medicare call, give the TPMO disclaimer first and stay within the products on the Scope of Appointment.";
}

/** The product's angle on price: what the premium buys, in this family's terms. */
function priceAngle(s: Situation): string {
  const f = medicareFigures(s.now);
  const $ = (n: number) => dollars(n, s.language);
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  if (s.product === "medicare_advantage")
    return L(
      `What the plan caps: in-network costs stop at ${$(f.medicareAdvantage.moopInNetwork)} a year at most (${f.year}), where Original Medicare alone leaves Part B's 20% with no ceiling. Price the client's real year, not the worst one.`,
      `Lo que el plan limita: los gastos en la red se detienen en ${$(f.medicareAdvantage.moopInNetwork)} al año como máximo (${f.year}), mientras que Medicare Original solo deja el 20% de la Parte B sin tope. Calcule el año real del cliente, no el peor.`,
      `Ce que le plan plafonne : les frais en réseau s'arrêtent à ${$(f.medicareAdvantage.moopInNetwork)} par an au plus (${f.year}), alors que Medicare Original seul laisse les 20 % de la partie B sans plafond. Chiffrez l'année réelle du client, pas la pire.`,
    );
  if (s.product === "part_d")
    return L(
      `What the plan caps: drug costs stop at ${$(f.partD.outOfPocketCap)} out of pocket a year (${f.year}); without drug coverage there is no cap, and a late enrollment penalty for life.`,
      `Lo que el plan limita: los medicamentos se detienen en ${$(f.partD.outOfPocketCap)} de bolsillo al año (${f.year}); sin cobertura no hay tope, y hay una multa de por vida por inscribirse tarde.`,
      `Ce que le plan plafonne : les médicaments s'arrêtent à ${$(f.partD.outOfPocketCap)} de reste à charge par an (${f.year}) ; sans couverture, aucun plafond, et une pénalité de retard à vie.`,
    );
  switch (s.family) {
    case "medicare":
      return L(
        `Without it, one hospital stay starts at the ${$(f.partA.deductible)} Part A deductible, and Part B leaves 20% with no ceiling. A zero premium Advantage plan can still reach ${$(f.medicareAdvantage.moopInNetwork)} in a bad year.`,
        `Sin él, una sola hospitalización empieza con el deducible de ${$(f.partA.deductible)} de la Parte A, y la Parte B deja un 20% sin tope. Un plan Advantage de prima cero igual puede llegar a ${$(f.medicareAdvantage.moopInNetwork)} en un mal año.`,
        `Sans lui, une seule hospitalisation commence par la franchise de ${$(f.partA.deductible)} de la partie A, et la partie B laisse 20 % sans plafond. Un plan Advantage à prime zéro peut quand même atteindre ${$(f.medicareAdvantage.moopInNetwork)} dans une mauvaise année.`,
      );
    case "life":
      return L(
        "Lower the face amount before you drop the coverage: a smaller policy that stays in force beats a bigger one that lapses.",
        "Baje la suma asegurada antes de quitar la cobertura: una póliza más pequeña que sigue vigente vale más que una grande que caduca.",
        "Baissez le capital avant de renoncer à la couverture : un petit contrat qui reste en vigueur vaut mieux qu'un gros qui tombe.",
      );
    case "annuity":
      return L(
        "An annuity is not a cost, it is where money already saved is placed; talk about the share of savings, not a price.",
        "Una anualidad no es un gasto, es dónde se coloca dinero ya ahorrado; hable de la parte de los ahorros, no de un precio.",
        "Une rente n'est pas une dépense, c'est l'endroit où l'on place de l'argent déjà épargné ; parlez de la part de l'épargne, pas d'un prix.",
      );
    default:
      return L(
        "Tie the premium to the one bill it pays: a single hospital night or a diagnosis, not a list of features.",
        "Ate la prima a la cuenta que paga: una noche de hospital o un diagnóstico, no una lista de beneficios.",
        "Reliez la prime à la facture qu'elle paie : une nuit d'hôpital ou un diagnostic, pas une liste de garanties.",
      );
  }
}

function objectionShape(type: ObjectionType, s: Situation): Shape {
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  const price = s.premium ? L(` at ${s.premium}`, ` de ${s.premium}`, ` à ${s.premium}`) : "";
  switch (type) {
    case "price":
      return {
        title: L(
          `"Too expensive"${s.dash}${price}`,
          `"Está muy caro"${s.dash}${price}`,
          `« Trop cher »${s.dash}${price}`,
        ),
        sections: [
          [
            L("What it usually means:", "Lo que suele significar:", "Ce que ça veut dire, en général :"),
            L(
              `the price is bigger than the problem ${s.client} sees. Don't cut the price first; make the problem the right size. ${priceAngle(s)}`,
              `el precio parece más grande que el problema que ve ${s.client}. No baje el precio primero; dele al problema su tamaño real. ${priceAngle(s)}`,
              `le prix paraît plus gros que le problème que voit ${s.client}. Ne baissez pas le prix d'abord ; redonnez au problème sa vraie taille. ${priceAngle(s)}`,
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "I hear you, and I don't want you paying for something you won't keep. Can I ask — is it the monthly amount, or are you not sure it's worth it?",
                  "Lo entiendo, y no quiero que pague algo que no va a mantener. ¿Le puedo preguntar si es el monto mensual, o si no está seguro de que valga la pena?",
                  "Je vous comprends, et je ne veux pas que vous payiez quelque chose que vous ne garderez pas. Est-ce le montant mensuel, ou vous n'êtes pas sûr que ça en vaille la peine ?",
                ),
              ),
              q(
                L(
                  "If it's the amount: what number would let you sleep at night without stretching the budget? Let's build to that number.",
                  "Si es el monto: ¿qué cifra le dejaría dormir tranquilo sin apretar el presupuesto? Armemos el plan a esa cifra.",
                  "Si c'est le montant : quel chiffre vous laisserait dormir tranquille sans serrer le budget ? Construisons à partir de ce chiffre.",
                ),
              ),
            ].join(" "),
          ],
          [
            L("If it's the value:", "Si es el valor:", "Si c'est la valeur :"),
            L(
              "ask what happened the last time a big bill came in, and let the client price that against the premium.",
              "pregunte qué pasó la última vez que llegó una cuenta grande, y deje que el cliente la compare con la prima.",
              "demandez ce qui s'est passé la dernière fois qu'une grosse facture est arrivée, et laissez le client la comparer à la prime.",
            ) + medicareNote(s),
          ],
        ],
        next:
          s.product === "medicare_advantage" || s.product === "part_d"
            ? L(
                "Run the client's doctors and drugs through two other plans and put each plan's total yearly cost (premium plus expected copays) side by side; ask which one to enroll in.",
                "Pase los médicos y medicamentos del cliente por otros dos planes y ponga lado a lado el costo total del año de cada uno (prima más copagos esperados); pregunte en cuál inscribirse.",
                "Passez les médecins et médicaments du client dans deux autres plans et comparez le coût total de l'année de chacun (prime plus quote-parts attendues) ; demandez auquel adhérer.",
              )
            : s.family === "medicare"
              ? L(
                  "Quote the same plan letter with two other carriers and Plan N next to it, at the client's own number, and ask which one to apply for today.",
                  "Cotice la misma letra con otras dos aseguradoras y el Plan N al lado, a la cifra del cliente, y pregunte cuál solicitar hoy.",
                  "Chiffrez la même lettre chez deux autres assureurs et le plan N à côté, au montant du client, et demandez lequel souscrire aujourd'hui.",
                )
              : s.family === "annuity"
                ? L(
                    "Show the same plan with a smaller deposit and what stays liquid, and ask which amount the client is comfortable placing today.",
                    "Muestre el mismo plan con un depósito menor y lo que queda disponible, y pregunte con qué monto se siente cómodo hoy.",
                    "Montrez le même contrat avec un versement plus petit et ce qui reste disponible, et demandez quel montant le client est prêt à placer aujourd'hui.",
                  )
                : L(
                    "Quote a second option at the client's own number (a lower face amount or fewer riders) and ask which one to apply for today.",
                    "Cotice una segunda opción a la cifra del cliente (menor suma asegurada o menos cláusulas) y pregunte cuál solicitar hoy.",
                    "Chiffrez une deuxième option au montant du client (capital plus bas ou moins de garanties annexes) et demandez laquelle souscrire aujourd'hui.",
                  ),
      };
    case "family":
      return {
        title: L(
          `"I need to talk to my ${s.relative}"${s.dash}`,
          `"Tengo que hablarlo con ${s.my} ${s.relative}"${s.dash}`,
          `« Je dois en parler à ${s.my} ${s.relative} »${s.dash}`,
        ),
        sections: [
          [
            "",
            L(
              `Treat it as a good sign: ${s.client} is taking it seriously. The risk is the ${s.relative} hearing it second-hand, without the reasons. So bring the ${s.relative} in instead of sending ${s.client} away to sell it for you.`,
              `Tómelo como buena señal: ${s.client} lo toma en serio. El riesgo es que ${s.their} ${s.relative} lo escuche de segunda mano, sin las razones. Invite a esa persona a la conversación en vez de mandar al cliente a vender por usted.`,
              `Prenez-le comme un bon signe : ${s.client} le prend au sérieux. Le risque, c'est que ${s.their} ${s.relative} l'entende de seconde main, sans les raisons. Faites venir la personne plutôt que d'envoyer le client vendre à votre place.`,
            ),
          ],
          [
            L("Word for word:", "Palabra por palabra:", "Mot pour mot :"),
            [
              q(
                L(
                  `That makes sense — this affects your ${s.relative} too. What do you think your ${s.relative} will ask first?`,
                  `Tiene sentido, esto también le afecta a ${s.your} ${s.relative}. ¿Qué cree que le ${s.your === "sus" ? "van" : "va"} a preguntar primero?`,
                  `C'est normal, ça concerne aussi ${s.your} ${s.relative}. À votre avis, quelle sera sa première question ?`,
                ),
              ),
              q(
                L(
                  `Let's answer that now, and then get your ${s.relative} on a quick call with us — tonight or tomorrow at 10, which is better?`,
                  `Respondámoslo ahora y luego hagamos una llamada corta con ${s.your} ${s.relative}: ¿hoy en la noche o mañana a las 10?`,
                  `Répondons-y maintenant, puis appelons ${s.your} ${s.relative} ensemble quelques minutes — ce soir ou demain à 10 h, qu'est-ce qui vous va ?`,
                ),
              ),
            ].join(" "),
          ],
          [
            L(
              "If the relative pays or decides:",
              "Si el familiar paga o decide:",
              "Si le proche paie ou décide :",
            ),
            L(
              `speak to them directly about what they'd face without ${s.the}, and keep ${s.client} in the conversation.`,
              `háblele directamente de lo que enfrentaría sin ${s.the}, y mantenga ${s.client === "el cliente" ? "al cliente" : `a ${s.client}`} en la conversación.`,
              `parlez-lui directement de ce qu'il affronterait sans ${s.the}, et gardez ${s.client} dans la conversation.`,
            ) + medicareNote(s),
          ],
        ],
        next: L(
          `Book the three-way call before you hang up and send a one-page summary (no commission figures) to both of them.`,
          `Agende la llamada a tres antes de colgar y envíe un resumen de una página (sin cifras de comisión) a los dos.`,
          `Fixez l'appel à trois avant de raccrocher et envoyez un résumé d'une page (sans aucune commission) aux deux.`,
        ),
      };
    case "stall":
      return {
        title: L(
          `"Let me think about it"${s.dash}`,
          `"Déjeme pensarlo"${s.dash}`,
          `« Je vais réfléchir »${s.dash}`,
        ),
        sections: [
          [
            L("Find the real question.", "Encuentre la pregunta real.", "Trouvez la vraie question."),
            L(
              `"Think about it" and "send me something" are polite ways of saying one part isn't clear yet. Agree, then narrow it to one thing.`,
              `"Déjeme pensarlo" y "mándeme información" son formas amables de decir que algo no está claro. Dele la razón y redúzcalo a una sola cosa.`,
              `« Je vais réfléchir » et « envoyez-moi de la doc » sont des façons polies de dire qu'un point n'est pas clair. Acquiescez, puis ramenez-le à une seule chose.`,
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "Of course — it's an important decision. So I know what to send you, is it the coverage, the price, or whether now is the right time?",
                  "Claro, es una decisión importante. Para saber qué mandarle, ¿es la cobertura, el precio o si este es el momento?",
                  "Bien sûr, c'est une décision importante. Pour savoir quoi vous envoyer : c'est la couverture, le prix, ou le moment ?",
                ),
              ),
              q(
                L(
                  "If we cleared that up right now, is there anything else that would stop you from going ahead?",
                  "Si lo aclaramos ahora mismo, ¿hay algo más que le impediría seguir adelante?",
                  "Si on règle ce point tout de suite, y a-t-il autre chose qui vous empêcherait d'avancer ?",
                ),
              ),
            ].join(" "),
          ],
          [
            L("Then:", "Después:", "Ensuite :"),
            L(
              `answer that one point with the client's own numbers and ask for the application. If they still want time, set the follow-up in the calendar while you're on the call — never "call me when you're ready".`,
              `responda ese punto con las cifras del cliente y pida la solicitud. Si aún quiere tiempo, ponga el seguimiento en el calendario durante la llamada, nunca "llámeme cuando esté listo".`,
              `répondez à ce point avec les chiffres du client et demandez la souscription. S'il veut encore du temps, fixez le rappel dans l'agenda pendant l'appel — jamais « rappelez-moi quand vous serez prêt ».`,
            ) + medicareNote(s),
          ],
        ],
        next: L(
          "Book the follow-up within 48 hours, with the one open question written in the invite.",
          "Agende el seguimiento en menos de 48 horas, con la única duda escrita en la invitación.",
          "Fixez le rappel sous 48 heures, avec la question en suspens écrite dans l'invitation.",
        ),
      };
    case "trust":
      return {
        title: L(
          `"I don't trust insurance companies"${s.dash}`,
          `"No confío en las aseguradoras"${s.dash}`,
          `« Je ne fais pas confiance aux assureurs »${s.dash}`,
        ),
        sections: [
          [
            "",
            L(
              "Don't defend the industry. Ask for the story behind it — there almost always is one — and let the client finish it.",
              "No defienda a la industria. Pregunte por la historia detrás —casi siempre hay una— y deje que el cliente la termine.",
              "Ne défendez pas le secteur. Demandez l'histoire derrière — il y en a presque toujours une — et laissez le client la raconter jusqu'au bout.",
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "That's fair, and I'd rather you tell me now. Did something happen with a policy before?",
                  "Es justo, y prefiero que me lo diga ahora. ¿Le pasó algo antes con una póliza?",
                  "C'est légitime, et je préfère que vous me le disiez maintenant. Il s'est passé quelque chose avec un contrat avant ?",
                ),
              ),
              q(
                L(
                  "Here's how you can check me instead of trusting me: my license number is on the state's website, the carrier's rating is public, and after delivery you have a set number of days to cancel for a full refund.",
                  "Así puede verificarme en vez de confiar en mí: mi número de licencia está en la página del estado, la calificación de la aseguradora es pública y tiene un período de revisión para cancelar con reembolso total.",
                  "Voici comment me vérifier plutôt que me croire : mon numéro de licence est sur le site de l'État, la note de l'assureur est publique, et vous avez un délai de rétractation pour annuler et être remboursé.",
                ),
              ),
            ].join(" "),
          ],
          [
            L("Then:", "Después:", "Ensuite :"),
            L(
              `show the payment rule of ${s.the} in writing — what is paid, when, and what is excluded — before any price.`,
              `muestre por escrito la regla de pago de ${s.the}: qué se paga, cuándo y qué se excluye, antes de cualquier precio.`,
              `montrez par écrit la règle de paiement de ${s.the} — ce qui est payé, quand, et ce qui est exclu — avant tout prix.`,
            ) + medicareNote(s),
          ],
        ],
        next: L(
          "Send your license lookup link and the carrier's rating page, then book a 15-minute review of the policy wording.",
          "Envíe el enlace para verificar su licencia y la calificación de la aseguradora, y agende 15 minutos para revisar la póliza.",
          "Envoyez le lien de vérification de votre licence et la note de l'assureur, puis fixez 15 minutes pour relire le contrat.",
        ),
      };
    case "has_agent":
      return {
        title: L(
          `"I already have an agent"${s.dash}`,
          `"Ya tengo un agente"${s.dash}`,
          `« J'ai déjà un agent »${s.dash}`,
        ),
        sections: [
          [
            "",
            L(
              "Respect the relationship; never run the other agent down. Offer a second opinion on one specific point the other agent may not have covered.",
              "Respete la relación; nunca hable mal del otro agente. Ofrezca una segunda opinión sobre un punto concreto que quizá no se revisó.",
              "Respectez la relation ; ne dénigrez jamais l'autre agent. Proposez un second avis sur un point précis qui n'a peut-être pas été vu.",
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "Good — everyone should have someone. When did your agent last review your coverage with you?",
                  "Qué bien, todos deberían tener a alguien. ¿Cuándo fue la última vez que su agente revisó su cobertura con usted?",
                  "Très bien, tout le monde devrait avoir quelqu'un. Quand votre agent a-t-il revu votre couverture avec vous pour la dernière fois ?",
                ),
              ),
              q(
                L(
                  `I'm not asking you to switch. Let me check one thing — ${s.family === "medicare" ? "that your doctors and drugs still fit your plan for next year" : "whether what you have still matches what you need"} — and if it's all good, I'll tell you so.`,
                  `No le pido que cambie. Déjeme revisar una cosa —${s.family === "medicare" ? "que sus médicos y medicamentos sigan en su plan el próximo año" : "si lo que tiene todavía cubre lo que necesita"}— y si todo está bien, se lo digo.`,
                  `Je ne vous demande pas de changer. Laissez-moi vérifier une chose — ${s.family === "medicare" ? "que vos médecins et médicaments restent couverts l'an prochain" : "que ce que vous avez correspond encore à vos besoins"} — et si tout va bien, je vous le dirai.`,
                ),
              ),
            ].join(" "),
          ],
          [
            L("Why it works:", "Por qué funciona:", "Pourquoi ça marche :"),
            L(
              "a review with no switch asked for is easy to accept, and a gap found by you earns the next conversation.",
              "una revisión sin pedir un cambio es fácil de aceptar, y una brecha que usted encuentre le gana la siguiente conversación.",
              "une revue sans demande de changement s'accepte facilement, et un trou que vous trouvez vous vaut la conversation suivante.",
            ) + medicareNote(s),
          ],
        ],
        next: L(
          "Ask for the current policy or plan name and book the review; write down the renewal or AEP date either way.",
          "Pida el nombre de la póliza o del plan actual y agende la revisión; anote la fecha de renovación o del AEP de todas formas.",
          "Demandez le nom du contrat ou du plan actuel et fixez la revue ; notez la date de renouvellement ou de l'AEP dans tous les cas.",
        ),
      };
    case "need":
      return {
        title: L(
          `"I don't need it"${s.dash}`,
          `"No lo necesito"${s.dash}`,
          `« Je n'en ai pas besoin »${s.dash}`,
        ),
        sections: [
          [
            "",
            L(
              `Maybe that's true — check it with the client instead of arguing. Ask what happens, and to whom, if the risk ${s.the} covers shows up next year.`,
              `Quizá sea cierto: compruébelo con el cliente en vez de discutir. Pregunte qué pasa, y a quién, si el riesgo que cubre ${s.the} aparece el próximo año.`,
              `C'est peut-être vrai — vérifiez-le avec le client au lieu d'argumenter. Demandez ce qui se passe, et pour qui, si le risque couvert par ${s.the} arrive l'an prochain.`,
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "You may be right. Walk me through it: if something happened next month, who would handle the bills, and with what money?",
                  "Puede que tenga razón. Explíqueme: si pasara algo el mes que viene, ¿quién pagaría las cuentas y con qué dinero?",
                  "Vous avez peut-être raison. Expliquez-moi : s'il arrivait quelque chose le mois prochain, qui paierait les factures, et avec quel argent ?",
                ),
              ),
              q(
                L(
                  "If your kids or your savings would cover it, is that what you want that money to do?",
                  "Si sus hijos o sus ahorros lo cubrieran, ¿es eso lo que quiere que haga ese dinero?",
                  "Si vos enfants ou votre épargne le couvraient, est-ce vraiment ce que vous voulez que cet argent fasse ?",
                ),
              ),
            ].join(" "),
          ],
          [
            L("When health is the reason:", "Cuando la razón es la salud:", "Quand la santé est la raison :"),
            L(
              `healthy is exactly when coverage is cheapest and easiest to get. ${s.family === "medicare" ? `Medigap without health questions lasts only ${MEDICARE_RULES.medigapOpenEnrollmentMonths} months after Part B starts at 65.` : "Waiting until sick means graded benefits or a decline."}`,
              `estar sano es justo cuando la cobertura es más barata y fácil de obtener. ${s.family === "medicare" ? `Medigap sin preguntas de salud dura solo ${MEDICARE_RULES.medigapOpenEnrollmentMonths} meses desde que empieza la Parte B a los 65.` : "Esperar a enfermarse significa beneficios graduados o un rechazo."}`,
              `en bonne santé, c'est justement quand la couverture est la moins chère et la plus facile à obtenir. ${s.family === "medicare" ? `Le Medigap sans questions de santé ne dure que ${MEDICARE_RULES.medigapOpenEnrollmentMonths} mois après le début de la partie B à 65 ans.` : "Attendre d'être malade, c'est des garanties différées ou un refus."}`,
            ) + medicareNote(s),
          ],
        ],
        next: L(
          'Write the client\'s answer to "who pays, with what money" in the notes and show one option sized to exactly that gap.',
          'Anote la respuesta del cliente a "quién paga y con qué dinero" y muestre una opción del tamaño exacto de esa brecha.',
          "Notez la réponse du client à « qui paie, avec quel argent » et présentez une option taillée exactement pour ce manque.",
        ),
      };
    case "timing":
      return {
        title: L(`"I'll wait"${s.dash}`, `"Prefiero esperar"${s.dash}`, `« Je préfère attendre »${s.dash}`),
        sections: [
          [
            "",
            L(
              "Waiting is a decision too; make its cost visible. Each year adds age to the price, and health can change the answer, not just the rate.",
              "Esperar también es una decisión; haga visible su costo. Cada año suma edad al precio, y la salud puede cambiar la respuesta, no solo la tarifa.",
              "Attendre est aussi une décision ; rendez son coût visible. Chaque année ajoute de l'âge au prix, et la santé peut changer la réponse, pas seulement le tarif.",
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "What would be different next year that makes it a better time?",
                  "¿Qué sería diferente el próximo año que lo haga mejor momento?",
                  "Qu'est-ce qui serait différent l'an prochain pour que ce soit un meilleur moment ?",
                ),
              ),
              q(
                s.family === "annuity"
                  ? L(
                      "If rates go up, you can ladder: place part now at today's guaranteed rate and part later. Waiting with all of it means earning nothing guaranteed in the meantime.",
                      "Si las tasas suben, puede escalonar: coloque una parte ahora a la tasa garantizada de hoy y otra después. Esperar con todo significa no ganar nada garantizado mientras tanto.",
                      "Si les taux montent, on peut échelonner : placer une partie maintenant au taux garanti d'aujourd'hui et une partie plus tard. Tout garder en attente, c'est ne rien gagner de garanti entre-temps.",
                    )
                  : L(
                      "Let's lock in today's health and age; if nothing changes, you've lost nothing, and if something does, you're covered.",
                      "Aseguremos hoy su salud y su edad; si nada cambia, no perdió nada, y si algo cambia, está cubierto.",
                      "Verrouillons aujourd'hui votre santé et votre âge ; si rien ne change, vous n'avez rien perdu, et si quelque chose change, vous êtes couvert.",
                    ),
              ),
            ].join(" "),
          ],
          [
            L("Keep it honest:", "Con honestidad:", "Restez honnête :"),
            L(
              "if there's a real reason to wait (a job change, a window that opens later), agree and put that date in the calendar now.",
              "si hay una razón real para esperar (un cambio de trabajo, una ventana que abre después), dele la razón y ponga esa fecha en el calendario ahora.",
              "s'il y a une vraie raison d'attendre (un changement d'emploi, une fenêtre qui s'ouvre plus tard), acquiescez et mettez la date dans l'agenda maintenant.",
            ) + medicareNote(s),
          ],
        ],
        next: L(
          "Show today's quote next to the same quote one age older and ask which the client prefers to lock in.",
          "Muestre la cotización de hoy junto a la misma con un año más de edad y pregunte cuál prefiere asegurar.",
          "Montrez le devis d'aujourd'hui à côté du même devis avec un an de plus et demandez lequel le client préfère verrouiller.",
        ),
      };
  }
}

/** If the objection comes back: the second answer, different from the first (a top producer has two). */
function secondRound(type: ObjectionType, s: Situation): readonly [string, string] {
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  const head = L("If it comes back:", "Si vuelve a salir:", "Si ça revient :");
  const lines: Record<ObjectionType, string> = {
    price: L(
      "Make the decision smaller, not the need: \"Let's start with the part that protects you from the biggest bill, and we'll look at the rest at your review in 90 days.\"",
      'Haga más pequeña la decisión, no la necesidad: "Empecemos con la parte que lo protege de la cuenta más grande, y vemos el resto en su revisión dentro de 90 días."',
      "Réduisez la décision, pas le besoin : « Commençons par la partie qui vous protège de la plus grosse facture, et on verra le reste à votre bilan dans 90 jours. »",
    ),
    family: L(
      `If the answer is still "not without my ${s.relative}", don't push: "Perfect — I'd rather explain it once to both of you than have you carry it alone. I'll hold this quote until our call."`,
      `Si la respuesta sigue siendo "no sin ${s.my} ${s.relative}", no presione: "Perfecto, prefiero explicárselo una vez a los dos que dejarle a usted la tarea. Le guardo esta cotización hasta nuestra llamada."`,
      `Si la réponse reste « pas sans ${s.my} ${s.relative} », n'insistez pas : « Parfait, je préfère vous l'expliquer une fois à tous les deux plutôt que vous laisser le porter seul. Je garde ce devis jusqu'à notre appel. »`,
    ),
    stall: L(
      'Ask for a small yes: "Fair enough. On a scale of 1 to 10, where are you? … What would make it a 10?" The gap between their number and 10 is the real objection — answer that one.',
      'Pida un sí pequeño: "Me parece bien. Del 1 al 10, ¿dónde está? … ¿Qué haría que fuera un 10?" La diferencia entre su número y el 10 es la objeción real: responda esa.',
      "Demandez un petit oui : « D'accord. Sur une échelle de 1 à 10, vous en êtes où ? … Qu'est-ce qui en ferait un 10 ? » L'écart avec 10, c'est la vraie objection — répondez à celle-là.",
    ),
    trust: L(
      "Offer proof instead of promises: \"Don't take my word for it. Call the carrier's customer line with me on the phone and ask them how a claim is paid.\" Few agents offer it; it usually ends the doubt.",
      'Ofrezca pruebas, no promesas: "No me crea a mí. Llame conmigo en la línea al servicio al cliente de la aseguradora y pregúnteles cómo se paga un reclamo." Pocos agentes lo ofrecen; suele acabar con la duda.',
      "Offrez des preuves, pas des promesses : « Ne me croyez pas sur parole. Appelons ensemble le service client de l'assureur et demandez-leur comment un sinistre est payé. » Peu d'agents le proposent ; ça lève souvent le doute.",
    ),
    has_agent: L(
      'If they stay loyal, leave a door open: "Keep your agent. If you ever can\'t reach them at AEP, or a bill surprises you, call me for a second look — no strings." Then send your card and note a check-in date.',
      'Si se queda con su agente, deje la puerta abierta: "Quédese con su agente. Si algún día no lo localiza en el AEP o una cuenta lo sorprende, llámeme para una segunda opinión, sin compromiso." Envíe su tarjeta y anote una fecha de contacto.',
      "S'il reste fidèle, laissez une porte ouverte : « Gardez votre agent. Si un jour vous ne le joignez pas pendant l'AEP, ou qu'une facture vous surprend, appelez-moi pour un second avis, sans engagement. » Envoyez votre carte et notez une date de relance.",
    ),
    need: L(
      'If they still say no, make it their decision on paper: "That\'s your call, and I respect it. Can I note that we looked at it and you chose to self-insure, so your family knows it was decided?" Many reconsider at that moment.',
      'Si sigue diciendo que no, que la decisión sea suya y por escrito: "Es su decisión y la respeto. ¿Puedo anotar que lo revisamos y que decidió cubrirlo usted mismo, para que su familia sepa que se decidió?" Muchos lo reconsideran ahí.',
      "S'il dit encore non, faites-en sa décision, par écrit : « C'est votre choix et je le respecte. Je peux noter qu'on l'a regardé et que vous avez choisi de l'assumer vous-même, pour que votre famille sache que c'était décidé ? » Beaucoup reconsidèrent à ce moment-là.",
    ),
    timing: L(
      'If they still want to wait, agree on a date, not "later": "Let\'s put it on the calendar for the 1st. If nothing changed, we apply then at the rate I\'ll hold for you until that day, if the carrier allows it."',
      'Si aún quiere esperar, acuerden una fecha, no "después": "Pongámoslo en el calendario para el día 1. Si nada cambió, solicitamos ese día con la tarifa que le guardo hasta entonces, si la aseguradora lo permite."',
      "S'il veut toujours attendre, fixez une date, pas « plus tard » : « Mettons-le au calendrier pour le 1er. Si rien n'a changé, on dépose ce jour-là au tarif que je vous garde jusque-là, si l'assureur le permet. »",
    ),
  };
  return [head, lines[type]];
}

/** A monthly figure the agent quotes ("230 al mes", "$240 a month"), to answer with it. */
function monthlyOf(text: string): number | null {
  const m =
    /\$? ?(\d{2,4})(?: ?\$)? ?(?:a|per|\/|al|por|par) ?(?:month|mo|mes|mois)(?![a-z])/u.exec(text) ??
    /(?:paying|paga|pagando|paie|payer) \$? ?(\d{2,4})(?![\d%k])/u.exec(text);
  return m ? Number(m[1]) : null;
}

/**
 * The detail the agent reported, answered in its own section: the copays behind a price objection, the
 * Medigap premium and its plan letters, a policy through work, the bank, "nothing back" on term.
 */
function specifics(type: ObjectionType, s: Situation, message: string): readonly [string, string] | null {
  const t = fold(message);
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  const $ = (n: number) => dollars(n, s.language);
  const f = medicareFigures(s.now);
  const has = (re: RegExp) => re.test(t);
  if (
    type === "price" &&
    has(
      /(?<![a-z])(?:co-?pays?|co-?payments?|copagos?|quote-parts?|copaiements?|tickets? moderateurs?)(?![a-z])/u,
    )
  )
    return [
      L("About the copays:", "Sobre los copagos:", "Sur les copays (quote-parts) :"),
      L(
        `they are the trade for a low premium. Add up a real year with the client — doctor and specialist visits, drugs, one ER trip — and set it next to the plan's in-network out-of-pocket cap (${$(f.medicareAdvantage.moopInNetwork)} at most in ${f.year}). If that year costs more than a Medigap premium, show Plan G or N with a stand-alone Part D, health answers permitting.`,
        `son el precio de una prima baja. Sume con el cliente un año real —médico, especialistas, medicamentos, una urgencia— y póngalo junto al tope de gastos de bolsillo del plan en la red (${$(f.medicareAdvantage.moopInNetwork)} como máximo en ${f.year}). Si ese año cuesta más que una prima de Medigap, muestre el Plan G o N con una Parte D aparte, si la salud lo permite.`,
        `c'est la contrepartie d'une prime basse. Additionnez avec le client une vraie année — médecin, spécialistes, médicaments, un passage aux urgences — et posez-la à côté du plafond de frais du plan en réseau (${$(f.medicareAdvantage.moopInNetwork)} au plus en ${f.year}). Si cette année coûte plus qu'une prime Medigap, montrez le plan G ou N avec une partie D séparée, si la santé le permet.`,
      ),
    ];
  // "Advantage is $0, why pay for a supplement": the premium set against the year's exposure.
  if (
    type === "price" &&
    has(/(?<![a-z])(?:supplements?|suplementos?|medigap|complementaires?|plan [gn])(?![a-z])/u) &&
    has(
      /(?:\$ ?0(?![0-9])|(?<![0-9])0 ?\$|zero premium|prima (?:de )?(?:\$ ?)?(?:0|cero)|prime (?:a )?(?:0|zero)|advantage)/u,
    )
  )
    return [
      L(
        "Zero premium against a supplement:",
        "Prima cero contra un suplemento:",
        "Prime zéro contre un complément :",
      ),
      L(
        `a zero-premium Advantage plan is not a zero-cost year. It has copays and a network, and its in-network cap can reach ${$(f.medicareAdvantage.moopInNetwork)} in ${f.year}; a Plan G leaves the ${$(f.partB.deductible)} Part B deductible and lets the client see any doctor who takes Medicare. Ask: "If you had a bad year, would you rather pay a known amount each month or up to ${$(f.medicareAdvantage.moopInNetwork)} when you're sick?" Either answer is fine; write it down, and remind the client that going back to a supplement later can mean health questions.`,
        `un plan Advantage de prima cero no es un año de costo cero. Tiene copagos y una red, y su tope en la red puede llegar a ${$(f.medicareAdvantage.moopInNetwork)} en ${f.year}; un Plan G deja solo el deducible de la Parte B de ${$(f.partB.deductible)} y permite ver a cualquier médico que acepte Medicare. Pregunte: "Si tuviera un mal año, ¿prefiere pagar una cantidad fija cada mes o hasta ${$(f.medicareAdvantage.moopInNetwork)} cuando esté enfermo?" Las dos respuestas valen; anótela, y recuerde al cliente que volver a un suplemento después puede requerir preguntas de salud.`,
        `un plan Advantage à prime zéro n'est pas une année à coût zéro. Il a des quote-parts et un réseau, et son plafond en réseau peut atteindre ${$(f.medicareAdvantage.moopInNetwork)} en ${f.year} ; un plan G ne laisse que la franchise de la partie B de ${$(f.partB.deductible)} et permet de voir tout médecin qui accepte Medicare. Demandez : « Si vous aviez une mauvaise année, préférez-vous payer un montant connu chaque mois, ou jusqu'à ${$(f.medicareAdvantage.moopInNetwork)} quand vous êtes malade ? » Les deux réponses se valent ; notez-la, et rappelez au client que revenir à un complément plus tard peut passer par des questions de santé.`,
      ),
    ];
  // "He already has Medicare, he needs nothing else": what Original Medicare leaves to the client.
  if (
    type === "need" &&
    has(
      /(?<![a-z])(?:(?:already|ya|deja) (?:has|have|tiene|tienen|a|ont|avec)|(?:has|have|a|ont) (?:already|deja)|cuenta con) (?:original |su |le )?medicare(?![a-z])/u,
    )
  )
    return [
      L("What Medicare alone leaves:", "Lo que Medicare solo deja:", "Ce que Medicare seul laisse :"),
      L(
        `Original Medicare pays 80% of Part B after the ${$(f.partB.deductible)} deductible, and the other 20% has no yearly cap; a hospital stay starts with the ${$(f.partA.deductible)} Part A deductible (${f.year}). Ask: "If you needed a $100,000 treatment next year, who would pay the $20,000 Medicare doesn't?" If the client has savings set aside for that and is at ease with it, respect it; if not, that gap is what you cover.`,
        `Medicare Original paga el 80% de la Parte B después del deducible de ${$(f.partB.deductible)}, y el otro 20% no tiene tope anual; una hospitalización empieza con el deducible de la Parte A de ${$(f.partA.deductible)} (${f.year}). Pregunte: "Si el año que viene necesitara un tratamiento de $100,000, ¿quién pagaría los $20,000 que Medicare no paga?" Si el cliente tiene ahorros apartados para eso y está tranquilo, respételo; si no, esa brecha es lo que usted cubre.`,
        `Medicare Original paie 80 % de la partie B après la franchise de ${$(f.partB.deductible)}, et les 20 % restants n'ont pas de plafond annuel ; une hospitalisation commence par la franchise de la partie A de ${$(f.partA.deductible)} (${f.year}). Demandez : « Si vous aviez besoin d'un traitement de 100 000 $ l'an prochain, qui paierait les 20 000 $ que Medicare ne paie pas ? » Si le client a une épargne prévue pour ça et l'assume, respectez-le ; sinon, c'est ce manque que vous couvrez.`,
      ),
    ];
  if (type === "price" && s.product === "medicare_supplement") {
    const monthly = monthlyOf(t);
    const at = monthly
      ? L(` at ${$(monthly)} a month`, ` de ${$(monthly)} al mes`, ` à ${$(monthly)} par mois`)
      : "";
    return [
      L(
        "On the Medigap premium:",
        "Sobre la prima del suplemento (Medigap):",
        "Sur la prime du Medigap (supplément) :",
      ),
      L(
        `a Plan G${at} is priced by the carrier, not by the letter: the benefits are identical from one carrier to the next. Quote the same letter with two other carriers, then Plan N (lower premium for small office and ER copays) and high-deductible Plan G. Outside the open enrollment window, a switch may mean health questions; check them before promising a rate.`,
        `un Plan G${at} lo pone la aseguradora, no la letra: los beneficios son idénticos en todas. Cotice la misma letra con otras dos aseguradoras, luego el Plan N (prima menor a cambio de copagos pequeños en consulta y urgencias) y el Plan G de deducible alto. Fuera de la inscripción abierta, cambiar puede pedir preguntas de salud; revíselas antes de prometer una tarifa.`,
        `un plan G${at} est tarifé par l'assureur, pas par la lettre : les garanties sont identiques d'un assureur à l'autre. Chiffrez la même lettre chez deux autres assureurs, puis le plan N (prime plus basse contre de petites quote-parts chez le médecin et aux urgences) et le plan G à franchise élevée. Hors période d'inscription, changer peut demander un questionnaire de santé ; vérifiez-le avant de promettre un tarif.`,
      ),
    ];
  }
  if (type === "price" && s.product !== "medicare_supplement") {
    const budget =
      monthlyOf(t) ??
      (() => {
        const m =
          /(?:only|just|solo|solamente|que) (?:do|pay|afford|spend|puede pagar|paga|peut (?:payer|mettre)|mettre) \$? ?(\d{2,4})/u.exec(
            t,
          );
        return m ? Number(m[1]) : null;
      })();
    if (budget)
      return [
        L(`At ${$(budget)} a month:`, `Con ${$(budget)} al mes:`, `À ${$(budget)} par mois :`),
        L(
          `build to that number instead of arguing with it. Quote the largest benefit ${$(budget)} buys at the client's age, put it next to the original, and say: "This is what ${$(budget)} protects. Which one lets you sleep better — less coverage you'll keep, or more you might drop?" A policy that stays in force is the sale.`,
          `arme el plan a esa cifra en vez de discutirla. Cotice el mayor beneficio que compran ${$(budget)} a la edad del cliente, póngalo junto al original y diga: "Esto es lo que protegen ${$(budget)}. ¿Con cuál duerme más tranquilo: menos cobertura que va a mantener, o más que quizá deje?" Una póliza que sigue vigente es la venta.`,
          `construisez à ce montant au lieu de le discuter. Chiffrez la plus grande garantie que ${$(budget)} achètent à l'âge du client, posez-la à côté de l'originale et dites : « Voilà ce que ${$(budget)} protègent. Avec laquelle dormez-vous mieux : moins de couverture que vous garderez, ou plus que vous risquez d'arrêter ? » Un contrat qui reste en vigueur, c'est la vente.`,
        ),
      ];
  }
  if (
    type === "trust" &&
    has(
      /(?<![a-z])(?:medicare (?:number|card|#)|mbi|numero (?:de )?medicare|tarjeta de medicare|carte medicare|social security|ssn|seguro social|securite sociale|bank (?:info|account)|datos bancarios|rib)(?![a-z])/u,
    )
  )
    return [
      L("About the Medicare number:", "Sobre el número de Medicare:", "Sur le numéro Medicare :"),
      L(
        `the caution is healthy — say so. Explain why it's needed: the application can't be submitted without the Medicare number, it's how the carrier confirms Parts A and B. Then give control back: "You're right to protect it. Let's do it the way you're comfortable: I can stay on this recorded line while you read it from your card, we can meet by video, or you can call the carrier with me on the line."`,
        `la cautela es sana: dígalo. Explique por qué hace falta: la solicitud no se puede enviar sin el número de Medicare, así la aseguradora confirma las Partes A y B. Luego devuélvale el control: "Hace bien en cuidarlo. Hagámoslo como usted se sienta cómodo: sigo en esta línea grabada mientras lo lee de su tarjeta, nos vemos por video, o llama usted a la aseguradora conmigo en la línea."`,
        `la prudence est saine : dites-le. Expliquez pourquoi il le faut : la demande ne peut pas partir sans le numéro Medicare, c'est ainsi que l'assureur confirme les parties A et B. Puis rendez-lui la main : « Vous avez raison de le protéger. Faisons comme vous êtes à l'aise : je reste sur cette ligne enregistrée pendant que vous le lisez sur votre carte, on se voit en visio, ou vous appelez l'assureur avec moi en ligne. »`,
      ),
    ];
  if (
    (type === "need" || type === "has_agent") &&
    has(
      /(?<![a-z])(?:job|employer|work|group|company plan|trabajo|empleo|empleador|empresa|employeur|travail|groupe|entreprise)(?![a-z])/u,
    )
  )
    return [
      L("Coverage through work:", "Cobertura por el trabajo:", "Couverture par l'employeur :"),
      L(
        'group coverage belongs to the employer, is often only one or two times salary, and usually ends or shrinks when the job ends or at retirement. Ask, word for word: "What happens to that policy if you leave, retire or the company changes plans?" If the answer is "I don\'t know", offer to read the certificate with the client; a personal policy stays whatever the job does.',
        'la cobertura de grupo es del empleador, suele ser una o dos veces el salario y casi siempre termina o baja al dejar el trabajo o al jubilarse. Pregunte, palabra por palabra: "¿Qué pasa con esa póliza si deja el trabajo, se jubila o la empresa cambia de plan?" Si la respuesta es "no sé", ofrezca leer el certificado con el cliente; una póliza personal sigue, pase lo que pase con el empleo.',
        "la couverture de groupe appartient à l'employeur, vaut souvent une ou deux fois le salaire et s'arrête ou baisse au départ ou à la retraite. Demandez, mot pour mot : « Que devient ce contrat si vous quittez l'entreprise, prenez votre retraite ou si l'employeur change de contrat ? » Si la réponse est « je ne sais pas », proposez de lire le certificat avec le client ; un contrat individuel reste, quoi qu'il arrive au travail.",
      ),
    ];
  if (has(/(?<![a-z])(?:bank|banks|banco|banque|cds?|certificate of deposit|certificado|livret)(?![a-z])/u))
    return [
      L("Next to the bank:", "Junto al banco:", "À côté de la banque :"),
      s.family === "annuity"
        ? L(
            "don't ask for all of it. Keep the emergency money at the bank; for the part the client won't touch for a few years, put the bank's rate next to a guaranteed rate written in a contract, and say who backs each one.",
            "no pida todo. Que el dinero de emergencia se quede en el banco; para la parte que no tocará en unos años, ponga la tasa del banco junto a una tasa garantizada por contrato, y diga quién respalda cada una.",
            "ne demandez pas tout. L'argent de précaution reste à la banque ; pour la part que le client ne touchera pas avant quelques années, posez le taux de la banque à côté d'un taux garanti par contrat, et dites qui garantit chacun.",
          )
        : L(
            "savings at the bank are the client's own money paying the bill; coverage is a small premium moving that bill off the savings. Ask how much of the account the client is willing to spend on one bad year.",
            "los ahorros en el banco son el propio dinero del cliente pagando la cuenta; la cobertura es una prima pequeña que saca esa cuenta de los ahorros. Pregunte cuánto de la cuenta está dispuesto a gastar en un mal año.",
            "l'épargne à la banque, c'est l'argent du client qui paie la facture ; la couverture, c'est une petite prime qui sort cette facture de l'épargne. Demandez quelle part du compte il accepte de dépenser pour une mauvaise année.",
          ),
    ];
  if (
    type === "need" &&
    has(
      /(?<![a-z])(?:waste|nothing back|anything back|money back|get back|tirar|devuelven|recupera\w*|perdido|jete\w*|rembourse\w*|rien en retour)(?![a-z])/u,
    )
  )
    return [
      L(
        'When "I get nothing back" is the reason:',
        'Cuando la razón es "no me devuelven nada":',
        "Quand la raison est « on ne récupère rien » :",
      ),
      L(
        "term is rent on protection: the cheapest way to cover the mortgage and the kids' years at home. Say: \"If you're here in 20 years, you got the best deal — your family never needed it. If you're not, the house is paid.\" If money back matters, show return-of-premium term next to it, or term plus what the price difference could save.",
        'el término es alquilar la protección: la forma más barata de cubrir la hipoteca y los años de los hijos en casa. Diga: "Si sigue aquí en 20 años, hizo el mejor negocio: su familia nunca lo necesitó. Si no, la casa queda pagada." Si recuperar el dinero importa, muestre un término con devolución de primas al lado, o el término más lo que ahorraría con la diferencia.',
        "le temporaire, c'est louer la protection : la façon la moins chère de couvrir le prêt immobilier et les années des enfants à la maison. Dites : « Si vous êtes là dans 20 ans, vous avez fait la meilleure affaire : votre famille n'en a pas eu besoin. Sinon, la maison est payée. » Si récupérer l'argent compte, montrez un temporaire avec remboursement des primes à côté.",
      ),
    ];
  if (type === "timing") {
    const when = namedTime(t, s.language);
    if (!when) return null;
    const pastAep =
      /january|enero|janvier|holidays|fiestas|fetes|new year|ano nuevo|nouvel an|navidad|christmas|noel/u.test(
        t,
      );
    const medicare = s.family === "medicare" || s.family === "none";
    return [
      L(
        `They named a time (${when}):`,
        `Dio una fecha (${when}):`,
        `Le client a donné un moment (${when}) :`,
      ),
      L(
        `take it, and make it a real appointment, not a "call me then". Say: "Sure — let's put ${when} on the calendar right now: which day and time works? And so that call is short, what would you want to have settled by then?"`,
        `acéptela y conviértala en una cita real, no en un "llámeme entonces". Diga: "Claro, pongamos ${when} en el calendario ahora mismo: ¿qué día y a qué hora? Y para que esa llamada sea corta, ¿qué le gustaría tener resuelto para entonces?"`,
        `acceptez-le et faites-en un vrai rendez-vous, pas un « rappelez-moi à ce moment-là ». Dites : « Bien sûr, mettons ${when} dans l'agenda tout de suite : quel jour, quelle heure ? Et pour que cet appel soit court, qu'aimeriez-vous avoir réglé d'ici là ? »`,
      ) +
        (pastAep && medicare
          ? L(
              ` If this is a Medicare plan change, say it plainly: the Annual Enrollment Period ends December 7; in January, outside a special enrollment period, only people already in an Advantage plan can change, once, until March 31.`,
              ` Si es un cambio de plan de Medicare, dígalo claro: el Período de Inscripción Anual termina el 7 de diciembre; en enero, fuera de un período especial, solo quien ya tiene un plan Advantage puede cambiar, una vez, hasta el 31 de marzo.`,
              ` S'il s'agit d'un changement de plan Medicare, dites-le clairement : la période d'inscription annuelle se termine le 7 décembre ; en janvier, hors période spéciale, seuls ceux qui ont déjà un plan Advantage peuvent changer, une fois, jusqu'au 31 mars.`,
            )
          : ""),
    ];
  }
  return null;
}

/** The time a client put the decision off to ("after the holidays", "en enero", "au printemps"). */
function namedTime(text: string, language: Language): string | null {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const table: readonly (readonly [RegExp, string, string, string])[] = [
    [
      /after the holidays|despues de (?:las fiestas|navidad)|apres les fetes/u,
      "after the holidays",
      "después de las fiestas",
      "après les fêtes",
    ],
    [/new year|ano nuevo|nouvel an/u, "the new year", "el año nuevo", "le nouvel an"],
    [/january|enero|janvier/u, "January", "enero", "janvier"],
    [/february|febrero|fevrier/u, "February", "febrero", "février"],
    [/spring|primavera|printemps/u, "the spring", "la primavera", "le printemps"],
    [/summer|verano|l'ete/u, "the summer", "el verano", "l'été"],
    [/fall|autumn|otono|automne|rentree/u, "the fall", "el otoño", "la rentrée"],
    [
      /next month|proximo mes|mes que viene|mois prochain/u,
      "next month",
      "el próximo mes",
      "le mois prochain",
    ],
    [
      /next week|proxima semana|semana que viene|semaine prochaine/u,
      "next week",
      "la próxima semana",
      "la semaine prochaine",
    ],
    [/birthday|cumpleanos|anniversaire/u, "the birthday", "su cumpleaños", "son anniversaire"],
    [/tax season|impuestos|impots/u, "after tax season", "después de los impuestos", "après les impôts"],
  ];
  for (const [re, en, es, fr] of table) if (re.test(text)) return L(en, es, fr);
  return null;
}

export function objectionAnswer(
  type: ObjectionType,
  language: Language,
  products: readonly ProductId[],
  message: string,
  now: Date,
  bundle?: Bundle | null,
): string {
  // "Advantage is $0, why pay for a supplement": the price objected to is the supplement's.
  const ordered =
    type === "price" && products.includes("medicare_supplement")
      ? ["medicare_supplement" as const, ...products.filter((p) => p !== "medicare_supplement")]
      : products;
  const s = situation(language, ordered, message, now, bundle);
  const shape = objectionShape(type, s);
  const detail = specifics(type, s, message);
  if (!detail) return render({ ...shape, sections: [...shape.sections, secondRound(type, s)] }, language);
  // The reported detail takes the place of the generic "if it is this" section; the second round stays
  // when the answer still fits in 300 words.
  const sections = [...shape.sections.slice(0, -1), detail];
  const full = render({ ...shape, sections: [...sections, secondRound(type, s)] }, language);
  if (full.split(/\s+/u).length <= 300) return full;
  return render({ ...shape, sections }, language);
}

// --- How-tos ---------------------------------------------------------------------------------------------

function howToShape(topic: HowToTopic, s: Situation): Shape {
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  const steps = (items: readonly string[]) => items.map((x, i) => `${i + 1}. ${x}`).join("\n");
  switch (topic) {
    case "pivot":
      return {
        title: L(
          "Turning a narrow review into a full one",
          "Convertir una revisión limitada en una completa",
          "Transformer une revue limitée en revue complète",
        ),
        sections: [
          [
            "",
            L(
              "The pivot works when the client opens the door, so your job is to ask the question that makes them open it — and to have the paperwork that lets you walk through.",
              "El cambio funciona cuando el cliente abre la puerta; su trabajo es hacer la pregunta que la abre y tener el papeleo que le permite pasar.",
              "La bascule marche quand c'est le client qui ouvre la porte : votre travail est de poser la question qui la lui fait ouvrir, et d'avoir les papiers qui vous permettent d'entrer.",
            ),
          ],
          [
            "",
            steps([
              L(
                `Finish what you were asked first (${s.productName}). A rushed first job kills the second.`,
                `Termine primero lo que le pidieron (${s.productName}). Un primer trabajo apurado mata el segundo.`,
                `Terminez d'abord ce qu'on vous a demandé (${s.productName}). Un premier travail bâclé tue le second.`,
              ),
              L(
                `Ask: ${q("Besides your prescriptions, is there anything about your coverage that worried you this year — a bill, a doctor, a hospital stay?")}`,
                `Pregunte: ${q("Además de sus medicamentos, ¿hubo algo de su cobertura que le preocupara este año: una cuenta, un médico, una hospitalización?")}`,
                `Demandez : ${q("À part vos médicaments, quelque chose dans votre couverture vous a-t-il inquiété cette année — une facture, un médecin, une hospitalisation ?")}`,
              ),
              L(
                `If yes: ${q("Would you like me to look at that too? I'll need you to OK it on the Scope of Appointment first.")} Add the products to the SOA before you say a word about them.`,
                `Si dice que sí: ${q("¿Quiere que revise eso también? Primero necesito que lo autorice en el Alcance de la Cita.")} Agregue los productos al SOA antes de mencionarlos.`,
                `Si oui : ${q("Voulez-vous que je regarde ça aussi ? Il me faut d'abord votre accord sur le SOA.")} Ajoutez les produits au SOA avant d'en dire un mot.`,
              ),
              L(
                "Life, final expense or annuities are not health products: in an MA/PDP appointment only if the client asks, otherwise book a separate appointment.",
                "Vida, gastos finales o anualidades no son productos de salud: en una cita de MA/PDP solo si el cliente lo pide; si no, agende otra cita.",
                "Vie, obsèques ou rentes ne sont pas des produits santé : dans un rendez-vous MA/PDP seulement si le client le demande, sinon fixez un autre rendez-vous.",
              ),
            ]),
          ],
        ],
        next: L(
          "Keep a blank SOA ready on every review and note in the CRM what the client raised, so the next call starts there.",
          "Tenga un SOA en blanco listo en cada revisión y anote en el CRM lo que planteó el cliente, para empezar ahí la próxima llamada.",
          "Gardez un SOA vierge prêt à chaque revue et notez dans le CRM ce que le client a soulevé, pour repartir de là au prochain appel.",
        ),
      };
    case "phone_close":
      return {
        title: L("Closing on the phone", "Cerrar por teléfono", "Conclure au téléphone"),
        sections: [
          [
            L("Before benefits:", "Antes de los beneficios:", "Avant les garanties :"),
            L(
              `tell the client the call is recorded and get a yes; on a Medicare call, give the TPMO disclaimer and confirm the Scope of Appointment (SOA) on the recording or by e-signature before the appointment. Calls are kept ${ENROLLMENT_RULES.recordingKeepYears} years.`,
              `diga al cliente que la llamada se graba y obtenga un sí; en una llamada de Medicare, lea el aviso TPMO y confirme el Alcance de la Cita (SOA) en la grabación o con firma electrónica antes de la cita. Las llamadas se guardan ${ENROLLMENT_RULES.recordingKeepYears} años.`,
              `dites au client que l'appel est enregistré et obtenez son accord ; pour Medicare, lisez l'avertissement TPMO et confirmez le SOA sur l'enregistrement ou par signature électronique avant le rendez-vous. Les appels sont conservés ${ENROLLMENT_RULES.recordingKeepYears} ans.`,
            ),
          ],
          [
            L(
              "The close, word for word:",
              "El cierre, palabra por palabra:",
              "La conclusion, mot pour mot :",
            ),
            [
              q(
                L(
                  "Based on what you told me, this is the one that fits. Do you have a pen? I'll give you the exact amount and the first draft date.",
                  "Según lo que me contó, este es el que le queda. ¿Tiene una pluma? Le doy el monto exacto y la fecha del primer cargo.",
                  "D'après ce que vous m'avez dit, c'est celui qui vous convient. Vous avez un stylo ? Je vous donne le montant exact et la date du premier prélèvement.",
                ),
              ),
              q(
                L(
                  "I'll fill in the application with you now; it takes about ten minutes. Which date works for the draft — the 3rd or the day your Social Security arrives?",
                  "Llenamos la solicitud juntos ahora; toma unos diez minutos. ¿Qué fecha le sirve para el cargo: el 3 o el día que llega su Seguro Social?",
                  "On remplit la demande ensemble maintenant, ça prend une dizaine de minutes. Quelle date pour le prélèvement : le 3, ou le jour où arrive votre Sécurité sociale ?",
                ),
              ),
            ].join(" "),
          ],
          [
            L("On the e-app:", "Con la solicitud electrónica:", "Avec la souscription électronique :"),
            L(
              "read each health question exactly as written, send the signature link while you're still on the line, and stay on until it comes back signed. If the signature stalls, walk the client through it screen by screen rather than calling back later.",
              "lea cada pregunta de salud tal como está escrita, envíe el enlace de firma mientras sigue en la línea y no cuelgue hasta que vuelva firmado. Si la firma se traba, guíe al cliente pantalla por pantalla en vez de volver a llamar después.",
              "lisez chaque question de santé telle qu'elle est écrite, envoyez le lien de signature pendant l'appel et restez en ligne jusqu'au retour signé. Si la signature bloque, guidez le client écran par écran plutôt que de rappeler plus tard.",
            ),
          ],
        ],
        next: L(
          "Before hanging up, book the delivery call for when the policy arrives and say what will happen next.",
          "Antes de colgar, agende la llamada de entrega para cuando llegue la póliza y diga qué pasará después.",
          "Avant de raccrocher, fixez l'appel de remise pour l'arrivée du contrat et dites ce qui va se passer ensuite.",
        ),
      };
    case "referrals":
      return {
        title: L("Asking for referrals", "Pedir referidos", "Demander des recommandations"),
        sections: [
          [
            "",
            L(
              'Ask when the client is most relieved — right after the application is signed or the policy is delivered — and ask for a specific kind of person, not "anyone".',
              'Pida cuando el cliente está más aliviado —justo después de firmar o al entregar la póliza— y pida un tipo concreto de persona, no "cualquiera".',
              "Demandez quand le client est le plus soulagé — juste après la signature ou à la remise du contrat — et demandez un profil précis, pas « n'importe qui ». Un client recommande quand il peut mettre un visage sur la demande.",
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            q(
              L(
                "I'm glad we got this done. Most of my clients come from people like you. Who else do you know turning 65 this year, or who worries about leaving a bill behind? I'll call them once, and if they're not interested, that's it.",
                "Me alegra que lo dejamos listo. La mayoría de mis clientes vienen de personas como usted. ¿A quién más conoce que cumpla 65 este año o que le preocupe dejar una cuenta? Los llamo una vez y, si no les interesa, ahí queda.",
                "Je suis content qu'on ait réglé ça. La plupart de mes clients viennent de gens comme vous. Qui d'autre connaissez-vous qui a 65 ans cette année, ou qui s'inquiète de laisser une facture ? Je les appelle une fois, et s'ils ne sont pas intéressés, c'est tout.",
              ),
            ),
          ],
          [
            L("Make it easy:", "Hágalo fácil:", "Facilitez-le :"),
            steps([
              L(
                "Ask the client to text the friend first so your call is expected.",
                "Pida al cliente que le mande un mensaje al amigo primero para que su llamada sea esperada.",
                "Demandez au client d'envoyer d'abord un texto à l'ami pour que votre appel soit attendu.",
              ),
              L(
                "Thank them when the referral books, whatever the outcome — a note, not a gift tied to a sale.",
                "Agradézcale cuando el referido agende, sea cual sea el resultado: una nota, no un regalo ligado a una venta.",
                "Remerciez quand la recommandation prend rendez-vous, quel que soit le résultat — un mot, pas un cadeau lié à une vente.",
              ),
              L(
                "For Medicare prospects, a referral is not permission: you still need their own contact request and a Scope of Appointment.",
                "Para prospectos de Medicare, un referido no es permiso: necesita que ellos mismos pidan el contacto y un Alcance de la Cita.",
                "Pour les prospects Medicare, une recommandation n'est pas une autorisation : il faut leur propre demande de contact et un SOA.",
              ),
            ]),
          ],
        ],
        next: L(
          "Add the referral ask to your delivery call checklist and track asks vs. names each week.",
          "Agregue la petición de referidos a su lista de la llamada de entrega y mida cada semana pedidos contra nombres.",
          "Ajoutez la demande à votre liste de l'appel de remise et suivez chaque semaine demandes et noms obtenus.",
        ),
      };
    case "cross_sell":
      if (s.family === "life" || s.family === "annuity" || s.lifeAsked)
        return {
          title:
            s.family === "life" || s.family === "annuity"
              ? L(
                  `${s.productName} in a Medicare appointment`,
                  `${s.productName} en una cita de Medicare`,
                  `${s.productName} dans un rendez-vous Medicare`,
                )
              : L(
                  "Life insurance or annuities in a Medicare appointment",
                  "Seguro de vida o anualidades en una cita de Medicare",
                  "Assurance vie ou rentes dans un rendez-vous Medicare",
                ),
          sections: [
            [
              L("The rule:", "La regla:", "La règle :"),
              L(
                "in a Medicare Advantage or Part D marketing appointment you may not bring up life insurance or annuities. Only the products on the signed Scope of Appointment (SOA) can be discussed, and these are not health products. If the client raises it, it still belongs in a separate appointment.",
                "en una cita de marketing de Medicare Advantage o Parte D no puede sacar el tema de seguro de vida ni anualidades. Solo se habla de los productos del Alcance de la Cita (SOA) firmado, y estos no son productos de salud. Si el cliente lo menciona, igual va en otra cita.",
                "dans un rendez-vous de marketing Medicare Advantage ou partie D, vous ne pouvez pas aborder l'assurance vie ni les rentes. Seuls les produits du SOA signé peuvent être discutés, et ceux-là ne sont pas des produits santé. Si le client en parle, cela relève quand même d'un autre rendez-vous.",
              ),
            ],
            [
              L(
                "If the client asks, word for word:",
                "Si el cliente pregunta, palabra por palabra:",
                "Si le client demande, mot pour mot :",
              ),
              q(
                L(
                  "Happy to help with that — it's a separate conversation from your Medicare plan. Let's finish today's review, and I'll set a separate time just for that. Does Thursday work?",
                  "Con gusto le ayudo con eso; es una conversación aparte de su plan de Medicare. Terminemos la revisión de hoy y le doy otra cita solo para eso. ¿Le queda bien el jueves?",
                  "Avec plaisir — c'est une conversation distincte de votre plan Medicare. Terminons la revue d'aujourd'hui, et je fixe un autre moment rien que pour ça. Jeudi vous irait ?",
                ),
              ),
            ],
            [
              L("Then:", "Después:", "Ensuite :"),
              L(
                "write down that the client asked, book the separate appointment, and for an annuity prepare the best-interest documentation (NAIC #275) before you meet.",
                "anote que el cliente lo pidió, agende la cita aparte y, para una anualidad, prepare la documentación de mejor interés (NAIC #275) antes de reunirse.",
                "notez que la demande vient du client, fixez le rendez-vous séparé et, pour une rente, préparez la documentation d'intérêt supérieur (NAIC #275) avant de vous voir.",
              ),
            ],
          ],
          extra: [
            L("Inbound calls:", "Llamadas entrantes:", "Appels entrants :"),
            L(
              "when a beneficiary calls you and asks about another line, some carriers allow it on the same call; follow your carrier's addendum and record the request.",
              "cuando un beneficiario llama y pregunta por otra línea, algunas aseguradoras lo permiten en la misma llamada; siga el anexo de su aseguradora y registre la petición.",
              "quand un bénéficiaire vous appelle et demande une autre gamme, certains assureurs l'autorisent pendant le même appel ; suivez l'avenant de votre assureur et enregistrez la demande.",
            ),
          ],
          next: L(
            "Add a line to your Medicare script for when the client raises another product, and keep a separate appointment slot each week for it.",
            "Agregue a su guion de Medicare una frase para cuando el cliente saca otro producto, y reserve cada semana un espacio de cita para eso.",
            "Ajoutez à votre script Medicare une phrase pour le cas où le client évoque un autre produit, et gardez chaque semaine un créneau pour ces rendez-vous.",
          ),
        };
      return {
        title: L(
          `Adding ${s.productName} for the same client`,
          `Agregar ${s.productName} al mismo cliente`,
          `Ajouter ${s.productName} pour le même client`,
        ),
        sections: [
          [
            L("The rule first:", "Primero la regla:", "La règle d'abord :"),
            L(
              "in a Medicare Advantage or Part D appointment you may discuss only the products on the signed Scope of Appointment (SOA). Life insurance and annuities are not health products: raise them only if the client asks; otherwise book a separate appointment. Health add-ons (hospital indemnity, dental) need to be on the SOA too.",
              "en una cita de Medicare Advantage o Parte D solo puede hablar de los productos del Alcance de la Cita (SOA) firmado. Vida y anualidades no son productos de salud: solo si el cliente lo pide; si no, agende otra cita. Los complementos de salud (indemnización hospitalaria, dental) también deben estar en el SOA.",
              "dans un rendez-vous Medicare Advantage ou partie D, vous ne pouvez parler que des produits cochés sur le SOA signé. L'assurance vie et les rentes ne sont pas des produits santé : seulement si le client le demande, sinon fixez un autre rendez-vous. Les compléments santé (indemnité hospitalière, dentaire) doivent aussi figurer sur le SOA.",
            ),
          ],
          [
            L(
              "Open the door, word for word:",
              "Abra la puerta, palabra por palabra:",
              "Ouvrez la porte, mot pour mot :",
            ),
            q(
              L(
                "Your plan has a limit on what you pay for a hospital stay, but it isn't zero. Would you like me to show you what a stay would cost you, and an option that pays you cash for it? If so, I'll add it to our appointment form.",
                "Su plan tiene un límite de lo que paga por una hospitalización, pero no es cero. ¿Quiere que le muestre cuánto le costaría una estancia y una opción que le paga en efectivo? Si quiere, lo agrego al formulario de la cita.",
                "Votre plan limite ce que vous payez pour une hospitalisation, mais ce n'est pas zéro. Voulez-vous que je vous montre ce qu'un séjour vous coûterait, et une option qui vous verse de l'argent pour ça ? Si oui, je l'ajoute au formulaire du rendez-vous.",
              ),
            ),
          ],
          [
            L("Then:", "Después:", "Ensuite :"),
            L(
              "take the plan's own hospital copays from its summary of benefits, multiply by a typical stay, and size the add-on to that number — no more.",
              "tome los copagos de hospital del resumen de beneficios del plan, multiplíquelos por una estancia típica y ajuste el complemento a esa cifra, no más.",
              "prenez les participations hospitalières du résumé des prestations, multipliez par un séjour typique et calibrez le complément sur ce montant, pas plus.",
            ),
          ],
        ],
        next: L(
          "Check which products your SOA template lists, and keep a separate appointment slot for life and annuity conversations.",
          "Revise qué productos trae su plantilla de SOA y reserve un espacio de cita aparte para vida y anualidades.",
          "Vérifiez les produits de votre modèle de SOA et gardez un créneau séparé pour la vie et les rentes.",
        ),
      };
    case "compliance":
      return {
        title: L("Saying it the compliant way", "Decirlo de forma que cumpla", "Le dire dans les règles"),
        sections: [
          [
            L(
              "Zero premium, not no cost:",
              'Prima cero, nunca "gratis":',
              "Prime zéro, jamais « gratuit » :",
            ),
            L(
              `a $0 plan is "zero premium", never "no cost" or "costs nothing". Say ${q("This plan has a zero premium; you keep paying your Part B premium.")} The same goes for reduced cost-sharing and Extra Help.`,
              `un plan de $0 es de "prima cero". Diga ${q("Este plan tiene prima cero; usted sigue pagando la prima de la Parte B.")} Lo mismo con los costos compartidos reducidos y la Ayuda Adicional.`,
              `un plan à 0 $ est « à prime zéro ». Dites ${q("Ce plan est à prime zéro ; vous continuez à payer votre prime de partie B.")} Idem pour les participations réduites et l'Extra Help.`,
            ),
          ],
          [
            L("On a recorded call:", "En una llamada grabada:", "Pendant un appel enregistré :"),
            steps([
              L(
                `Tell the client the call is recorded: ${q("This call is recorded for quality and compliance.")}`,
                `Diga que la llamada se graba: ${q("Esta llamada se graba por calidad y cumplimiento.")}`,
                `Annoncez l'enregistrement : ${q("Cet appel est enregistré pour la qualité et la conformité.")}`,
              ),
              L(
                "Give the TPMO disclaimer before any discussion of benefits (CY2027 rule; before, within the first minute).",
                "Lea el aviso TPMO antes de hablar de beneficios (regla CY2027; antes, en el primer minuto).",
                "Lisez l'avertissement TPMO avant toute discussion des garanties (règle CY2027 ; avant, dans la première minute).",
              ),
              L(
                "Confirm the Scope of Appointment and stay within it.",
                "Confirme el Alcance de la Cita (SOA) y no salga de él.",
                "Confirmez le SOA et restez dans son périmètre.",
              ),
              L(
                "Never state your commission, and never compare plans with superlatives you can't source.",
                "Nunca mencione su comisión ni compare planes con superlativos que no pueda respaldar.",
                "Ne citez jamais votre commission, ni de superlatifs que vous ne pouvez pas sourcer.",
              ),
            ]),
          ],
        ],
        extra: [
          L("If you slip:", "Si se equivoca:", "Si vous dérapez :"),
          L(
            `correct it on the same call: ${q("Let me correct myself — this plan has a zero premium; you still pay your Part B premium every month.")} A correction on the recording is far better than a complaint later.`,
            `corríjalo en la misma llamada: ${q("Me corrijo: este plan tiene prima cero; usted sigue pagando su prima de la Parte B cada mes.")} Una corrección en la grabación es mucho mejor que una queja después.`,
            `corrigez-vous pendant le même appel : ${q("Je me reprends : ce plan est à prime zéro ; vous continuez à payer votre prime de partie B chaque mois.")} Une correction enregistrée vaut bien mieux qu'une plainte plus tard.`,
          ),
        ],
        next: L(
          "Put the disclaimer and recording line at the top of your call script so you never start without them.",
          "Ponga el aviso y la frase de grabación al inicio de su guion para nunca empezar sin ellos.",
          "Mettez l'avertissement et la phrase d'enregistrement en tête de votre script pour ne jamais commencer sans.",
        ),
      };
    case "workload":
      return {
        title: L("Getting through AEP", "Sobrevivir el AEP", "Tenir pendant l'AEP"),
        sections: [
          [
            "",
            L(
              "AEP is a capacity problem: you have seven weeks and more reviews than hours. Sort before you call, batch what's alike, and protect the calls that need you.",
              "El AEP es un problema de capacidad: siete semanas y más revisiones que horas. Clasifique antes de llamar, agrupe lo parecido y proteja las llamadas que lo necesitan.",
              "L'AEP est un problème de capacité : sept semaines et plus de revues que d'heures. Triez avant d'appeler, regroupez ce qui se ressemble, protégez les appels qui ont besoin de vous.",
            ),
          ],
          [
            "",
            steps([
              L(
                "Sort the book by the plan's Annual Notice of Change: premium, drug or network changes first; no change, a short check-in.",
                "Ordene la cartera según el Aviso Anual de Cambios: primero cambios de prima, medicamentos o red; sin cambios, un contacto corto.",
                "Triez le portefeuille selon l'avis annuel de changement : d'abord prime, médicaments ou réseau ; sans changement, un court point.",
              ),
              L(
                "Collect drug lists and SOAs in September and early October, before the rush.",
                "Junte listas de medicamentos y SOA en septiembre y principios de octubre, antes de la prisa.",
                "Recueillez listes de médicaments et SOA en septembre et début octobre, avant la ruée.",
              ),
              L(
                `Block fixed appointment slots (for example 9–12 and 2–5) and keep one hour a day for paperwork. Say: ${q("I'm booking all my reviews now so nobody waits in December — Tuesday at 10 or Thursday at 2?")}`,
                `Bloquee horarios fijos (por ejemplo 9–12 y 2–5) y guarde una hora diaria para papeleo. Diga: ${q("Estoy agendando todas mis revisiones ahora para que nadie espere en diciembre: ¿martes a las 10 o jueves a las 2?")}`,
                `Bloquez des créneaux fixes (par exemple 9–12 h et 14–17 h) et gardez une heure par jour pour l'administratif. Dites : ${q("Je cale toutes mes revues maintenant pour que personne n'attende en décembre — mardi 10 h ou jeudi 14 h ?")}`,
              ),
              L(
                "Stop taking new reviews a few days before December 7 so applications can be finished.",
                "Deje de tomar revisiones nuevas unos días antes del 7 de diciembre para terminar las solicitudes.",
                "Arrêtez de prendre de nouvelles revues quelques jours avant le 7 décembre pour finir les dossiers.",
              ),
            ]),
          ],
        ],
        extra: [
          L("Protect yourself:", "Cuídese:", "Protégez-vous :"),
          L(
            "a hard stop each evening, meals away from the phone, and one person who can take callbacks. Tired agents make enrollment errors, and errors cost more time in January than rest costs in November.",
            "un corte fijo cada noche, comidas lejos del teléfono y una persona que pueda devolver llamadas. Un agente cansado comete errores de inscripción, y los errores cuestan más tiempo en enero que el descanso en noviembre.",
            "un arrêt fixe chaque soir, des repas loin du téléphone, et quelqu'un qui peut rappeler les clients. Un agent épuisé fait des erreurs d'adhésion, et les erreurs coûtent plus de temps en janvier que le repos en novembre.",
          ),
        ],
        next: L(
          "Today: export your book, tag each client by change type, and book the top 20 first.",
          "Hoy: exporte su cartera, etiquete cada cliente por tipo de cambio y agende primero los 20 principales.",
          "Aujourd'hui : exportez votre portefeuille, étiquetez chaque client par type de changement et fixez d'abord les 20 premiers.",
        ),
      };
  }
}

export function howToAnswer(
  topic: HowToTopic,
  language: Language,
  products: readonly ProductId[],
  message: string,
  now: Date,
  bundle?: Bundle | null,
): string {
  // A cross-sell is about the product being added, not the appointment it is added to.
  const ordered =
    topic === "cross_sell" && products.length > 1
      ? [...products.filter((p) => !MEDICARE.has(p)), ...products.filter((p) => MEDICARE.has(p))]
      : products;
  const s = situation(language, ordered, message, now, bundle);
  const shape = howToShape(topic, s);
  const detail = howToSpecifics(topic, s, message);
  if (!detail) return render(shape, language);
  // The agent's own sticking point takes the place of the move's last general section, and a written
  // piece ends on sending it, not on a call script.
  const next =
    topic === "compliance" && WRITTEN_HEADS.includes(detail[0])
      ? pickLanguage(
          language,
          "Send the draft to your FMO's compliance desk today, and only to clients who opted in.",
          "Mande hoy el borrador al área de cumplimiento de su FMO, y envíelo solo a clientes que aceptaron.",
          "Envoyez le brouillon aujourd'hui à la conformité de votre FMO, et seulement aux clients qui ont accepté.",
        )
      : shape.next;
  return render({ ...shape, sections: [...shape.sections.slice(0, -1), detail], next }, language);
}

/** The sticking point the agent names inside a how-to: asking for the bank details on a phone close. */
function howToSpecifics(topic: HowToTopic, s: Situation, message: string): readonly [string, string] | null {
  const t = fold(message);
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  if (
    topic === "phone_close" &&
    /(?<![a-z])(?:bank|banking|account|routing|checking|banco|bancari[ao]s?|cuenta|banque|bancaires?|rib|compte)(?![a-z])/u.test(
      t,
    )
  )
    return [
      L(
        "When you ask for the bank details:",
        "Cuando pide los datos del banco:",
        "Quand vous demandez les coordonnées bancaires :",
      ),
      L(
        `don't ask permission, ask which account. Say: "Most of my clients have it drafted from the account their Social Security goes into, so it's always there on the day — is that the one you'd like? Grab a check or a bank statement, and I'll read the numbers back to you." Explain the first draft date and that the carrier, not you, takes the payment. A pause here is fear, not a no: answer it, then ask again.`,
        `no pida permiso, pregunte qué cuenta. Diga: "La mayoría de mis clientes lo pagan desde la cuenta donde les llega el Seguro Social, así siempre hay fondos ese día. ¿Le parece esa? Tenga a mano un cheque o un estado de cuenta y le leo los números de vuelta." Explique la fecha del primer cargo y que el pago lo toma la aseguradora, no usted. Un silencio aquí es miedo, no un no: respóndalo y vuelva a preguntar.`,
        `ne demandez pas la permission, demandez quel compte. Dites : « La plupart de mes clients règlent depuis le compte où arrive leur pension, comme ça c'est toujours provisionné le jour venu — ça vous va ? Prenez un chèque ou votre RIB, je vous le relis. » Expliquez la date du premier prélèvement et que c'est l'assureur, pas vous, qui prélève. Un silence ici, c'est de la peur, pas un non : répondez-y, puis redemandez.`,
      ),
    ];
  if (topic === "compliance") return complianceSpecifics(s, t);
  return null;
}

const pickLanguage = (language: Language, en: string, es: string, fr: string) =>
  language === "es" ? es : language === "fr" ? fr : en;
const WRITTEN_HEADS: readonly string[] = [
  "A written piece is marketing:",
  "Un mensaje escrito es marketing:",
  "Un message écrit, c'est du marketing :",
];

/** The compliance step the agent names: a written piece for clients, the SOA by phone, the first minute. */
function complianceSpecifics(s: Situation, t: string): readonly [string, string] | null {
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  const written =
    /(?<![a-z])(?:texts?|texto|txt|sms|e-?mails?|correos?|courriels?|flyers?|posts?|mailers?|postcards?|messages?|mensajes?|cartas?|lettres?|publicacion|annonces?|ads?|anuncios?)(?![a-z])/u.test(
      t,
    ) && /(?<![a-z])(?:clients?|clientes?|customers?|book|cartera|portefeuille)(?![a-z])/u.test(t);
  if (written)
    return [
      pickLanguage(s.language, ...(WRITTEN_HEADS as readonly [string, string, string])),
      L(
        `send it only to clients who agreed to hear from you by text or email, add the TPMO disclaimer, keep an opt-out, and name no plan or benefit your carrier has not approved in writing. A draft: ${q("Hi [name], it's [you] with [agency]. Annual Enrollment runs Oct 15 to Dec 7. Some plans here have a $0 monthly premium; you would still pay your Part B premium. Want me to review your coverage? Reply YES for a time, STOP to opt out.")}`,
        `envíelo solo a clientes que aceptaron recibir textos o correos suyos, agregue el aviso TPMO, deje una forma de darse de baja y no nombre ningún plan ni beneficio que la aseguradora no haya aprobado por escrito. Un borrador: ${q("Hola [nombre], soy [usted] de [agencia]. La Inscripción Anual va del 15 de octubre al 7 de diciembre. Algunos planes aquí tienen prima mensual de $0; usted seguiría pagando su prima de la Parte B. ¿Quiere que revise su cobertura? Responda SÍ para una cita, BAJA para no recibir más.")}`,
        `envoyez-le seulement aux clients qui ont accepté vos textos ou e-mails, ajoutez l'avertissement TPMO, prévoyez un désabonnement et ne nommez aucun plan ni garantie que l'assureur n'a pas approuvé par écrit. Un brouillon : ${q("Bonjour [nom], c'est [vous] de [agence]. La période d'inscription annuelle va du 15 octobre au 7 décembre. Certains plans ici ont une prime mensuelle de 0 $ ; vous continueriez à payer votre prime de partie B. Voulez-vous que je revoie votre couverture ? Répondez OUI pour un rendez-vous, STOP pour ne plus recevoir de messages.")}`,
      ),
    ];
  if (/(?<![a-z])(?:soa|scope of appointment|alcance de la cita)(?![a-z])/u.test(t))
    return [
      L("The SOA by phone:", "El SOA por teléfono:", "Le SOA par téléphone :"),
      L(
        `on the recorded line, before any plan talk, read the products the client agrees to discuss and get a clear yes: ${q("Today we'll only talk about the products you agree to: Medicare Advantage and Part D. Is that right?")} Note the date, time and products on the carrier's SOA form. An appointment you booked needs the SOA 48 hours ahead; a call the client started, or the last days of an enrollment period, is the exception. Anything outside the SOA needs a new one.`,
        `en la línea grabada, antes de hablar de planes, lea los productos que el cliente acepta tratar y obtenga un sí claro: ${q("Hoy solo hablaremos de los productos que usted acepte: Medicare Advantage y la Parte D. ¿Está de acuerdo?")} Anote fecha, hora y productos en el formulario SOA de la aseguradora. Una cita que usted agendó necesita el SOA 48 horas antes; una llamada que inició el cliente, o los últimos días de un periodo de inscripción, son la excepción. Todo lo que salga del SOA necesita uno nuevo.`,
        `sur la ligne enregistrée, avant de parler des plans, lisez les produits que le client accepte d'aborder et obtenez un oui clair : ${q("Aujourd'hui nous ne parlerons que des produits que vous acceptez : Medicare Advantage et la partie D. C'est bien ça ?")} Notez date, heure et produits sur le formulaire SOA de l'assureur. Un rendez-vous que vous avez fixé demande le SOA 48 heures avant ; un appel lancé par le client, ou les derniers jours d'une période d'inscription, font exception. Tout ce qui sort du SOA en demande un nouveau.`,
      ),
    ];
  if (
    /(?<![a-z])(?:disclaimer|first minute|primer minuto|premiere minute|aviso|avertissement)(?![a-z])/u.test(
      t,
    )
  )
    return [
      L(
        "The first minute, word for word:",
        "El primer minuto, palabra por palabra:",
        "La première minute, mot pour mot :",
      ),
      L(
        `${q("This call is recorded. We do not offer every plan available in your area. Currently we represent [number] organizations which offer [number] products in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program to get information on all of your options.")} Then confirm the SOA, then ask your first question about the client.`,
        `${q("Esta llamada se graba. No ofrecemos todos los planes disponibles en su área. Actualmente representamos [número] organizaciones que ofrecen [número] productos en su área. Comuníquese con Medicare.gov, 1-800-MEDICARE o su Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) para conocer todas sus opciones.")} Luego confirme el SOA y haga su primera pregunta sobre el cliente.`,
        `${q("Cet appel est enregistré. Nous ne proposons pas tous les plans disponibles dans votre région. Nous représentons actuellement [nombre] organismes qui proposent [nombre] produits dans votre région. Contactez Medicare.gov, le 1-800-MEDICARE ou votre programme d'assistance d'État (SHIP) pour connaître toutes vos options.")} Ensuite confirmez le SOA, puis posez votre première question sur le client.`,
      ),
    ];
  return null;
}
