/**
 * `decideMessage`: which step of the per-message flow (docs/product/chat-coach.md#flow, steps 2-11) answers a message,
 * and whether answering costs a credit (docs/product/decisions.md#d-2). The server acts on the decision: it builds the bundle,
 * searches the knowledge base or calls the model, and consumes the credit atomically.
 */
import { detectLanguage } from "../../parse/index.js";
import type { Language, ProductId } from "../../types.js";
import { type CommandResult, runCommand } from "./commands.js";
import { hasCoachingKeywords, offTopic, saveReply } from "./detect.js";
import { FOLLOW_UP_TOPICS, type FollowUpTopic, fold } from "./lexicon.js";
import { followUpInstruction } from "./prompt.js";
import type { Question } from "./question.js";
import { coachTexts } from "./texts.js";
import { understand } from "./understand.js";

/** docs/product/decisions.md#d-2 / docs/product/allowance-and-billing.md#free-tier: follow-up questions a free user may ask per bundle, without a credit. */
export const FREE_FOLLOW_UPS_PER_BUNDLE = 3;
/** docs/product/decisions.md#d-2: credits of a new account. */
export const TRIAL_CREDITS = 2;

/** The reply kinds of the HTTP contract (docs/api.md, Chat). */
export type ReplyKind =
  | "bundle"
  | "follow_up"
  | "product_info"
  | "coaching"
  | "model"
  | "redirect"
  | "limit"
  | "command"
  | "fallback"
  | "greeting"
  | "stopped";

export interface ConversationState {
  /** The conversation's language: the `/lang` choice, else the last detected one. */
  language: Language;
  /** Kind of the last assistant reply; "bundle" or "follow_up" means a bundle is being discussed. */
  lastReplyKind?: ReplyKind | "save_reply" | null;
  /** The last reply asked to save the client to the CRM; defaults to "it carried a bundle". */
  awaitingSaveReply?: boolean;
  /** Follow-up questions already asked about the current bundle. */
  followUpCount: number;
  /** docs/product/decisions.md#d-2/docs/product/decisions.md#d-3: unlimited users are never limited; others have `remaining` credits. */
  allowance: { unlimited: true } | { unlimited: false; remaining: number };
}

interface Base {
  /** The language to answer in (docs/product/decisions.md#d-13): the message's, or the conversation's when unclear. */
  language: Language;
  /** docs/product/decisions.md#d-2: whether the server consumes a credit for this answer. */
  costsCredit: boolean;
  /** What the agent asked (docs/product/chat-coach.md#answer-decision): the kind, its topic, the products named, every kind's score. */
  question?: Question;
}

export type Decision = Base &
  (
    | { kind: "command"; command: CommandResult }
    | { kind: "save_reply"; choice: "save" | "skip"; reply: string }
    | { kind: "redirect"; reason: "off_topic" | "insurance_only"; reply: string }
    | { kind: "limit"; limit: "free" | "follow_up"; reply: string }
    | { kind: "product_info"; product: ProductId }
    | { kind: "bundle" }
    | {
        kind: "follow_up";
        topic: FollowUpTopic;
        /** The deeper-coaching instruction for a model's prompt. */
        instruction: string;
        /** The follow-up count after this one (store it). */
        followUpCount: number;
      }
    | { kind: "coaching" }
    | { kind: "model" }
  );

/** English words a short English message always has; without one, "ok" stays in the chosen language. */
const ENGLISH_MARKERS =
  /(?<![a-z])(?:the|is|are|my|what|how|why|with|for|and|client|does|do|can|should|i|you|he|she|says|said|told|doesnt|dont|wants|guy|married|kids|widow(?:er)?|smoker|income|mortgage|deductible|coinsurance|brackets?|premium|male|female|has|have|max|explain|hes|shes|im|just)(?![a-z])/u;

/**
 * docs/product/decisions.md#d-13: the reply follows the message's language. The detector falls back to English on short or
 * unclear text, so English only wins over the conversation's language when the text is clearly English.
 */
export function replyLanguage(message: string, conversation: Language): Language {
  const detected = detectLanguage(message);
  const folded = fold(message);
  // Short unaccented Spanish and French read alike to the detector ("le SOA doit etre signe…"): words
  // only one of the two languages has settle it when they clearly point the other way.
  // "71 yo" is an English age, not the Spanish "yo".
  const words = folded.replace(/\d+ ?(?:yo|y\/o)(?![a-z])/gu, " ");
  const fr = count(FRENCH_MARKERS, words);
  const es = count(SPANISH_MARKERS, words);
  if (detected !== "fr" && fr >= 2 && fr >= es + 2) return "fr";
  if (detected !== "es" && es >= 2 && es >= fr + 2) return "es";
  // The detector's English on a short message with no English word but a Spanish or French one is its
  // fallback, not a reading: the marker words decide.
  const fallback = detected === "en" && !ENGLISH_MARKERS.test(folded) && fr + es > 0 && fr !== es;
  if (!fallback && (detected === conversation || detected !== "en")) return detected;
  if (ENGLISH_MARKERS.test(folded)) return "en";
  // No English word at all: one Spanish or French word decides before the conversation's language.
  if (fr > es) return "fr";
  if (es > fr) return "es";
  return conversation;
}

const FRENCH_MARKERS =
  /(?<![a-z])(?:c'est|qu'[a-z]+|d'[a-z]+|l'[a-z]+|j'[a-z]+|n'[a-z]+|s'[a-z]+|est|les|des|du|au|aux|je|il|elle|pas|quoi|avec|pour|mais|sont|tres|fait|peut|dois|doit|etre|vous|nous|ses|mon|mes|leur|deja|cette|quel|quelle|quelles|sur|rdv|combien|temps|avant|apres|periode|changer|ou|parce|mefie|partie|veut|besoin|fille|fils|mari|cher|prime|franchise|adhesion|comment|vendre|faire|dire|veux|voudrais|aussi|maintenant|toujours|encore|ca|rapporte|moins|lui|appel|ouvre|rappellera|semaine|prochaine|moi|seuils?|celibataire|quels|restent|couverts?|conseille|verrait|dossier|comme|explique[rz]?|marche|fonctionne|une|pourquoi|donc|alors)(?![a-z'])/gu;
const SPANISH_MARKERS =
  /(?<![a-z])(?:el|los|las|del|al|que|por|con|es|esta|su|sus|cuando|como|pero|muy|para|tiene|dice|mis|yo|usted|ya|hay|puede|una|tengo|lo|se|cual|cuanto|cuanta|ella|dijo|mucho|pensarlo|ahora|otra|otro|barato|algo|mas|esto|pagar|diagnosticaron|pasado|parte|cuesta|quiere|necesita|hija|hijo|esposa|esposo|caro|prima|deducible|inscripcion|hacer|decir|quiero|tambien|todavia|siempre|vender|clientes|quien|ganar|diciendo|quiere|suplemento|diabetic[oa]|medicinas|seguros?|aseguradoras?|senora?|vende|colgo|estafas?|anos|dias|gastos|viud[oa]|casad[oa]|dame|ejemplo|caso|parecido|conviene|explicame|explica|funciona|cliente|porque|entonces)(?![a-z'])/gu;

function count(pattern: RegExp, text: string): number {
  return text.match(pattern)?.length ?? 0;
}

const BUNDLE_IN_DISCUSSION: ReadonlySet<string> = new Set(["bundle", "follow_up"]);

export function decideMessage(message: string, state: ConversationState): Decision {
  const text = String(message ?? "");
  const unlimited = state.allowance.unlimited;
  const remaining = state.allowance.unlimited ? Number.POSITIVE_INFINITY : state.allowance.remaining;

  // Commands answer in the conversation's language ("/help" has no language of its own).
  const command = runCommand(text, state.language);
  if (command) return { kind: "command", command, language: state.language, costsCredit: false };

  const language = replyLanguage(text, state.language);
  const t = coachTexts(language);
  const free = { language, costsCredit: false } as const;
  const paid = { language, costsCredit: !unlimited } as const;
  const spent = (): Decision => ({ kind: "limit", limit: "free", reply: t.freeLimit, ...free });

  const awaitingSave = state.awaitingSaveReply ?? state.lastReplyKind === "bundle";
  if (awaitingSave) {
    const choice = saveReply(text);
    if (choice) return { kind: "save_reply", choice, reply: t.saveAcknowledged, ...free };
  }

  const discussingBundle = BUNDLE_IN_DISCUSSION.has(state.lastReplyKind ?? "");
  // docs/product/chat-coach.md#answer-decision: understand the question first; the best-scoring kind chooses the answer.
  const question = understand(text, { bundleOpen: discussingBundle });

  // Steps 3-4. The first filter's verdict (P&C, the keyword list) stands; the scored reading adds what
  // sales words used to let through (an investment fad "for my clients", code "for my agency").
  let verdict = offTopic(text);
  // With a bundle open, a listed subject about the client ("any tax advantage for her with this", "his
  // advisor at the bank") is a follow-up; only what is off-topic whatever surrounds it is refused.
  if (verdict && discussingBundle && question.kind !== "off_topic") verdict = null;
  // "el señor dijo que por 85 al mes mejor guarda el dinero en el banco, ¿qué le digo?": a client's
  // objection that names a listed subject (the bank) is still the agent's sale to coach.
  // "una señora de 79 ... tiene como 12 mil en el banco, qué le ofrezco": a client described with their
  // savings at the bank is a new client, not banking advice.
  if (verdict === "insurance_only" && (question.kind === "objection" || question.kind === "new_client"))
    verdict = null;
  if (!verdict && question.kind === "off_topic") verdict = offTopicReason(text);
  if (verdict === "off_topic")
    return { kind: "redirect", reason: verdict, reply: t.redirect, ...free, question: asOffTopic(question) };
  if (verdict === "insurance_only")
    return {
      kind: "redirect",
      reason: verdict,
      reply: t.insuranceOnly,
      ...free,
      question: asOffTopic(question),
    };

  const newClient = question.kind === "new_client";
  if (newClient && remaining <= 0) return spent();

  const followUps = Math.max(0, Math.floor(state.followUpCount || 0));
  if (discussingBundle && !newClient && !unlimited && followUps >= FREE_FOLLOW_UPS_PER_BUNDLE) {
    return {
      kind: "limit",
      limit: "follow_up",
      reply: t.followUpLimit(FREE_FOLLOW_UPS_PER_BUNDLE),
      ...free,
    };
  }

  if (question.kind === "product" && question.topic)
    return remaining <= 0
      ? spent()
      : { kind: "product_info", product: question.topic as ProductId, ...paid, question };

  if (newClient) return { kind: "bundle", ...paid, question };

  if (discussingBundle) {
    // Everything asked while a bundle is open is about it (a fact asked again, an objection, a move):
    // a follow-up, free within the per-bundle allowance (docs/product/decisions.md#d-2), answered with the bundle's context.
    const topic = instructionTopic(question);
    return {
      kind: "follow_up",
      topic,
      instruction: followUpInstruction(topic, language),
      followUpCount: followUps + 1,
      ...free,
      question,
    };
  }

  if (remaining <= 0) return spent();
  if (
    question.kind === "fact" ||
    question.kind === "objection" ||
    (question.kind === "how_to" && question.topic)
  )
    return { kind: "coaching", ...paid, question };
  if (hasCoachingKeywords(text)) return { kind: "coaching", ...paid, question };
  return { kind: "model", ...paid, question };
}

const FOLLOW_UP_SET: ReadonlySet<string> = new Set(FOLLOW_UP_TOPICS);

/** The model's deeper-coaching category for a follow-up (the first router's eleven). */
function instructionTopic(question: Question): FollowUpTopic {
  if (question.kind === "objection") return "objection_handling";
  if (question.kind === "how_to") return "sales_script";
  if (question.kind !== "follow_up") return "general";
  if (question.topic === "carrier_fit") return "product_selection";
  if (question.topic && FOLLOW_UP_SET.has(question.topic)) return question.topic as FollowUpTopic;
  return "general";
}

/** Code is not insurance at all (the redirect); the specification's subjects get the insurance-only line. */
function offTopicReason(text: string): "off_topic" | "insurance_only" {
  return /(?<![a-z])(?:python|javascript|typescript|sql|script|code|codigo|scrape|scraper|programme|scraping)(?![a-z])/u.test(
    fold(text),
  )
    ? "off_topic"
    : "insurance_only";
}

function asOffTopic(question: Question): Question {
  return { ...question, kind: "off_topic", topic: undefined };
}
