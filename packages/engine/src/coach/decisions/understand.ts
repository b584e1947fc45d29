/**
 * `understand`: what the agent asked, before any answer is chosen (docs/product/chat-coach.md#answer-decision). Every kind gets a score
 * from the cues the message carries, in English, Spanish and French (folded text, so accents and case do
 * not matter), and the best score wins, not the first rule that matches. A product name is one cue among
 * others: inside an objection or a how-to it names what the objection or the move is about, it does not
 * make the message a product question. Each kind's cues have their own module (`fact-cues.ts`,
 * `objection-cues.ts`, `how-to-cues.ts`, `off-topic-cues.ts`, `client-cues.ts`, `follow-up-cues.ts`);
 * the weighing of one kind against another stays here.
 */

import type { ProductId } from "../../types.js";
import { AGE, BARE_AGE, NEW_CLIENT_CUE, PERSON_FACTS, SWITCH_CUE, TURNING_65 } from "./client-cues.js";
import { isNewClientDescription, productsMentioned } from "./detect.js";
import { FACT_ASK, factTopicOf } from "./fact-cues.js";
import {
  CARRIER_CUE,
  FOLLOW_UP_SCRIPT,
  FOLLOW_UP_SUITABILITY,
  followUpTopicOf,
  HEALTH_FACT,
  NEW_FACT_ANNOUNCE,
  NEW_FACT_CUE,
  PRODUCT_MONEY,
  PRONOUN_SUBJECT,
  PRONOUNS,
  TAX_BENEFIT,
  TAX_SUBJECT,
} from "./follow-up-cues.js";
import { HOW_TO_ASK, howToTopicOf } from "./how-to-cues.js";
import { type LearnedReader, learnedReader } from "./learned-reading.js";
import { CONCEPT_QUESTION, fold, PRODUCT_ALIASES, TOPIC_PATTERNS, words } from "./lexicon.js";
import { CLIENT_SPEECH, OBJECTION_ASK, OBJECTION_CUES, objectionTypeOf, RELATIVE } from "./objection-cues.js";
import { ADVICE_OFF_TOPIC, HARD_OFF_TOPIC, isOffTopic, POLITICS } from "./off-topic-cues.js";
import {
  firstMatch,
  type ObjectionType,
  type Question,
  type QuestionKind,
  type UnderstandContext,
} from "./question.js";

/** A bare "what's…": a product explanation only when nothing else is asked. */
/** The client's words repeated ("she keeps saying why would she pay..."): an objection, whatever it asks. */
const KEEPS_SAYING =
  /(?<![a-z])(?:keeps? (?:saying|telling me|asking)|sigue diciendo|me dice|n'arrete pas de (?:dire|demander))(?![a-z])/u;
const PRODUCT_ASK_WEAK = words(["what'?s", "qu'est[- ]ce que (?:le|la|l')"]);

/** "What is…", "explain…": a product explanation. */
const PRODUCT_ASK = words([
  "what(?:'s| is) an?",
  "whats an?",
  "what is",
  "explain",
  "break (?:it )?down",
  "walk me through",
  "what (?:an? |the )?.{0,30} covers",
  "desglosa(?:me)?",
  "detaille(?:[- ]moi)?",
  "how does .{0,30} work",
  "rundown",
  "how (?:the|these|those|an?) .{0,40} work",
  "difference between",
  "what does .{0,25} (?:not )?cover",
  "que (?:no )?cubre",
  "que couvre",
  "tell me about",
  "what are",
  "how do .{0,30} work",
  "cuentame (?:sobre|de)",
  "hablame de",
  "parle[- ]moi (?:de|des|du)",
  "dis[- ]moi (?:ce qu'est|c'est quoi)",
  "like im new",
  "que es (?:una?|el|la)",
  "explica(?:me)?",
  "como funciona",
  "c'est quoi",
  "qu'est-ce qu'une?",
  "qu'est ce qu'une?",
  "explique(?:[- ]moi)?",
  "comment marche",
  "comment fonctionne",
]);

/**
 * An explanation asked for in so many words ("explain", "explícame", "explique-moi", "quick rundown on how
 * ... work", "ça sert à quoi"): the product is the subject even when a figure is mentioned beside it.
 */
const EXPLAIN_ASK =
  /(?<![a-z])(?:explain|explica(?:me)?|explique(?:[- ]moi)?|rundown|break (?:it )?down|walk me through|how (?:do|does) .{0,40} work|como funciona|comment (?:ca )?(?:marche|fonctionne)|(?:ca|a quoi ca) sert)(?![a-z])/u;

/** The product named first after the explanation asked ("explain hospital indemnity ... on MAPD"). */
function explainedProduct(message: string, text: string): ProductId | undefined {
  const m = EXPLAIN_ASK.exec(text);
  if (!m) return undefined;
  const after = text.slice(m.index);
  let first: ProductId | undefined;
  let at = Number.POSITIVE_INFINITY;
  for (const [id, pattern] of PRODUCT_ALIASES) {
    const hit = new RegExp(pattern.source, "u").exec(after);
    if (hit && hit.index < at) {
      at = hit.index;
      first = id;
    }
  }
  return first ?? productsMentioned(message)[0];
}

/**
 * What the agent asked: the rules' reading, with the learned reading (`learned-reading.ts`) deciding where
 * the rules fall back and overruling a weak rule reading when it is clearly confident.
 */
export function understand(message: string, context: UnderstandContext): Question {
  return understandWith(message, context, learnedReader());
}

/**
 * The thresholds come from the learned reading's accuracy by confidence, cross-validated on dev
 * (bench/coach-cv.mjs). It decides the kind where the rules read none at this confidence: from 0.6 to 0.9
 * its kind is right about two times in three, below 0.6 less than half the time…
 */
const TAKE_OVER = 0.6;
/**
 * …names the topic the rules did not find (a how-to with no move, a generic follow-up, an objection of no
 * known type), reading the same kind, when that topic holds this share of the kind's probability: right
 * about two times in three from 0.9 to 0.99, less than half the time below…
 */
const NAME_TOPIC = 0.9;
/**
 * …and overrules a weak rule reading (less than one full cue, or one cue nothing backs) only at this
 * confidence, where its kind is right 998 times in 1,000; fresh wordings in the tests were read wrongly
 * at 0.99.
 */
const OVERRULE = 0.999;
/** One cue's score: below it the rules saw less than one full cue. */
const WEAK_SCORE = 3;
/** A follow-up's score from the open bundle alone. */
const BUNDLE_PRIOR = 3.5;

/**
 * `understand` with the learned reader given, or `null` for the rules alone: cross-validation trains a
 * reader without the held-out questions and scores this (bench/coach-cv.mjs).
 */
const TRADE_WORDS =
  /(?<![a-z])(?:medicare|medigap|medicaid|med ?supps?|supplements?|suplementos?|complements?|advantage|mapd|pdp|hmo|ppo|snp|parts?|parte|partie|plans?|premiums?|primas?|primes?|deductibles?|deducibles?|franchises?|copays?|coinsurance|coseguro|polic(?:y|ies)|polizas?|polices?|insurance|seguros?|assurances?|clients?|clientes?|clienta|agents?|agentes?|brokers?|annuit(?:y|ies)|anualidad(?:es)?|rentes?|iul|term|terme|temporal|ltc|snf|soa|aep|oep|irmaa|commissions?|comision(?:es)?|carriers?|aseguradoras?|assureurs?|humana|aetna|uhc|cigna|wellcare|objections?|objecion(?:es)?|close|closing|cierre|referrals?|referidos?|appointments?|citas?|rdv|rendez-vous|leads?|prospects?|funeral|burial|obseques|entierro|dental|vision|hearing|drugs?|meds|medicinas|medicaments|she|he|her|him|his|ella|el|elle|lui|il|su|sa|son)(?![a-z])/u;

const FREE_WRITING =
  /(?<![a-z])(?:motivational|inspirational|pep talk|upbeat|uplifting|encouraging|motivacional|inspirador[a]?|alentador[a]?|animo|motivant[e]?|inspirant[e]?|encourageant[e]?|(?:write|draft|compose|escribeme|ecris[- ]moi) (?:me )?(?:something|algo|quelque chose)(?: \w+)? (?:for|para|pour) (?:my|mi|mon|ma|mes|the|el|la|le) (?:team|equipo|equipe)|(?:write|draft|compose|escribeme|ecris[- ]moi) (?:me )?(?:a |an |un |una |une )?(?:short |quick |little |breve |pequen[oa] |petit[e]? )?(?:poem|poema|poeme|joke|chiste|blague|note to myself|mantra))(?![a-z])/u;

export function understandWith(
  message: string,
  context: UnderstandContext,
  reader: LearnedReader | null,
): Question {
  const rules = readByRules(message, context);
  const { question } = rules;
  if (!reader || (rules.hold === "firm" && !rules.topicMissing)) return question;
  // "write me a short motivational note": a free piece of writing, the model's to answer, not a move the
  // learned reading should name from the words around it ("calls").
  const folded = fold(String(message ?? ""));
  if (FREE_WRITING.test(folded)) return question;
  // With nothing the rules could read, the learned reading takes over only when the message speaks of the
  // trade at all: "now one for Friday afternoon" is a follow-up to the last request, not a SNF question.
  if (rules.hold === "none" && !TRADE_WORDS.test(folded)) return question;
  const learned = reader.read(message, context.bundleOpen);
  const needed =
    rules.hold === "none" ? TAKE_OVER : rules.hold === "weak" ? OVERRULE : Number.POSITIVE_INFINITY;
  // The learned reading refuses nothing (a wrong refusal leaves the agent with no answer at all: refusing
  // stays with the rules), and explains only a product the message names.
  const allowed =
    learned.kind !== "off_topic" && !(learned.kind === "product" && question.products.length === 0);
  if (learned.kind === question.kind || learned.confidence < needed || !allowed) {
    // The rules' kind stands: reading the same kind, the learned reading may name the topic they did not
    // find.
    if (!rules.topicMissing || learned.kind !== question.kind) return question;
    const best = learned.topics[question.kind];
    if (!best.topic || best.share < NAME_TOPIC) return question;
    const filled: Question = { ...question, topic: best.topic };
    if (question.kind === "objection") filled.objection = best.topic as ObjectionType;
    return filled;
  }
  // Another kind: its score is lifted above the rules' best by the learned confidence, so the top score
  // is still the kind chosen; a topic the rules found for that kind is kept.
  const top = Math.max(...Object.values(question.scores));
  const scores = { ...question.scores, [learned.kind]: top + learned.confidence };
  const overruled: Question = { kind: learned.kind, products: question.products, scores };
  const topic = rules.topicFor(learned.kind);
  if (topic && topic !== "general") overruled.topic = topic;
  else if (learned.topic) overruled.topic = learned.topic;
  if (learned.kind === "objection" && overruled.topic) overruled.objection = overruled.topic as ObjectionType;
  if (learned.kind === "follow_up") {
    const objection =
      rules.objection ?? (overruled.topic === "objection_handling" ? rules.relativeObjection : null);
    if (objection) overruled.objection = objection;
  }
  return overruled;
}

interface RuleReading {
  question: Question;
  /**
   * How far the rules' kind holds: "none", no cue read (the default kind); "weak", less than one full cue
   * or one cue nothing backs; "firm", the rules keep the say.
   */
  hold: "none" | "weak" | "firm";
  /**
   * The kind has topics and the rules found none: a how-to with no move, a generic follow-up, an objection
   * of no known type.
   */
  topicMissing: boolean;
  /** The objection the cues name, if any. */
  objection: ObjectionType | null;
  /** The objection a follow-up with none named is taken as: a relative's say, else a stall. */
  relativeObjection: ObjectionType;
  /** The topic the rules find for a kind, had that kind won. */
  topicFor(kind: QuestionKind): string | undefined;
}

function readByRules(message: string, context: UnderstandContext): RuleReading {
  const text = fold(String(message ?? ""));
  const products = productsMentioned(message);
  const scores: Record<QuestionKind, number> = {
    new_client: 0,
    follow_up: 0,
    fact: 0,
    objection: 0,
    how_to: 0,
    product: 0,
    off_topic: 0,
  };
  if (text === "")
    return {
      question: { kind: context.bundleOpen ? "follow_up" : "how_to", products, scores },
      hold: "firm",
      topicMissing: false,
      objection: null,
      relativeObjection: "stall",
      topicFor: () => undefined,
    };

  if (isOffTopic(text)) scores.off_topic = 10;
  // "She wants to wait until her son is back from vacation": the client's objection, whatever it names.
  if (
    scores.off_topic > 0 &&
    objectionTypeOf(text) &&
    !POLITICS.test(text) &&
    !HARD_OFF_TOPIC.test(text) &&
    !ADVICE_OFF_TOPIC.test(text)
  )
    scores.off_topic = 0;

  const fact = factTopicOf(text);
  if (fact) scores.fact = 3 + (FACT_ASK.test(text) ? 1.5 : 0);

  const objection = objectionTypeOf(text);
  if (objection) scores.objection = 3 + (OBJECTION_ASK.test(text) ? 1.5 : 0);
  else if (/(?<![a-z])(?:objection|objecion|rebuttal)(?![a-z])/u.test(text)) scores.objection = 3;

  const howTo = howToTopicOf(text);
  if (howTo) scores.how_to = 3 + (HOW_TO_ASK.test(text) ? 1.5 : 0);
  // "How do I approach it": a how-to even without a listed move, over a weak client reading.
  if (!howTo && HOW_TO_ASK.test(text)) scores.how_to = Math.max(scores.how_to, 2.6);
  // "she keeps saying mail me something, how do I keep her on the phone", "guy told me you agents chase
  // commission, how do I answer that": the client's objection reported, with "how do I" only asking for
  // the answer to it.
  if (objection && (!howTo || howTo === "phone_close") && CLIENT_SPEECH.test(text))
    scores.objection = Math.max(scores.objection, scores.how_to + 0.5);
  // "he keeps saying he'll deal with it at next year's enrollment": the client's words name a window,
  // but the agent asks about the stall, not the window's dates.
  if (
    objection &&
    fact &&
    CLIENT_SPEECH.test(text) &&
    (!FACT_ASK.test(text) || KEEPS_SAYING.test(text) || scores.objection >= scores.fact)
  )
    scores.objection = Math.max(scores.objection, scores.fact + 0.5);
  // "AEP starts next week, how do I not drown": a move asked around a date is the move.
  if (howTo && fact && HOW_TO_ASK.test(text) && !FACT_ASK.test(text)) scores.how_to += 1;
  // "what's the right way to circle back on that": a move named and asked for, over a figure it mentions.
  else if (howTo && fact && HOW_TO_ASK.test(text) && scores.how_to >= scores.fact) scores.how_to += 0.5;

  // "c'est quoi la pénalité de la partie D": a figure about a product is a fact, not the product.
  const productAsked = products.length > 0 && (PRODUCT_ASK.test(text) || PRODUCT_ASK_WEAK.test(text));
  if (products.length > 0 && PRODUCT_ASK.test(text)) scores.product = 3.5 + (products.length === 1 ? 0.5 : 0);
  else if (products.length === 1 && PRODUCT_ASK_WEAK.test(text))
    // "qu'est-ce que le medicare advantage" and nothing more: the product asked, as surely as "what is a".
    scores.product = text.split(/\s+/u).length <= 6 && CONCEPT_QUESTION.test(text) ? 3.5 : 2.5;
  if (
    products.length >= 2 &&
    /(?<![a-z])(?:better than|vs\.?|versus|compare|mejor que|mieux que|(?:which|what)(?:'s| is)? better|cual es mejor|que es mejor|lequel est (?:le )?mieux|c'est quoi le mieux|difference between|diferencia entre|difference entre)(?![a-z])/u.test(
      text,
    )
  )
    scores.product = Math.max(scores.product, 4.5);
  else if (products.length === 1 && text.split(" ").length <= 3) scores.product = 2;
  // "is an annuity better than a CD": one product weighed against something else.
  if (
    !fact &&
    products.length === 1 &&
    /(?<![a-z])(?:better than|worse than|vs\.?|versus|mejor que|peor que|mieux que|pire que)(?![a-z])/u.test(
      text,
    )
  )
    scores.product = Math.max(scores.product, 4);

  // "how do i go from a pdp review into talking supp vs mapd": the move, whatever products it names.
  if (howTo === "pivot" && HOW_TO_ASK.test(text))
    scores.how_to = Math.max(scores.how_to, scores.product + 0.5);
  const explained = explainedProduct(message, text);
  if (fact && productAsked && !explained) scores.fact = Math.max(scores.fact, scores.product + 0.5);
  if (explained && scores.product > 0) scores.product = Math.max(scores.product, scores.fact + 0.5);

  // A client described: an age, "new client", facts about a person. An objection or a move keeps the
  // facts as context ("client wants to wait until next year to buy the annuity").
  const age =
    AGE.test(text) ||
    TURNING_65.test(text) ||
    (BARE_AGE.test(text) && (NEW_CLIENT_CUE.test(text) || SWITCH_CUE.test(text)));
  const cue = NEW_CLIENT_CUE.test(text);
  const facts = (text.match(new RegExp(PERSON_FACTS.source, "gu")) ?? []).length;
  const switched = SWITCH_CUE.test(text);
  let client = (age ? 3 : 0) + (cue ? 2.5 : 0) + (switched ? 1.5 : 0) + Math.min(facts, 4) * 0.75;
  if (!age && !cue && isNewClientDescription(message)) client += 1.5;
  if (!age && !cue && facts < 3) client = Math.min(client, 2.5);
  // "il veut attendre d'avoir 65 ans": an objection with an age in passing is not a new client.
  if (firstMatch(OBJECTION_CUES, text) && !cue && facts < 2) client = Math.min(client, 2.5);
  scores.new_client = client;

  if (context.bundleOpen) {
    // A bundle on screen: short questions about "her", "him", "this" are about it.
    // "next one: …", "otro caso": the agent says the subject changed, whatever bundle is open.
    let prior = switched ? 0 : BUNDLE_PRIOR;
    if (PRONOUNS.test(text)) prior += 1;
    if (CARRIER_CUE.test(text) || FOLLOW_UP_SCRIPT.test(text) || FOLLOW_UP_SUITABILITY.test(text)) prior += 2;
    if (NEW_FACT_CUE.test(text) && HEALTH_FACT.test(text)) prior += 2;
    // "new info: he's moving to Florida": news about this client, not the rule it may trigger.
    if (NEW_FACT_ANNOUNCE.test(text) && !/\?\s*$/u.test(text)) prior += 3;
    // "any tax benefit with this": the product's tax side, never the agent's own taxes.
    if (
      (TAX_BENEFIT.test(text) || (TAX_SUBJECT.test(text) && PRODUCT_MONEY.test(text))) &&
      !POLITICS.test(text) &&
      !HARD_OFF_TOPIC.test(text)
    )
      scores.off_topic = 0;
    for (const [, pattern] of TOPIC_PATTERNS) if (pattern.test(text)) prior += 0.5;
    scores.follow_up = prior;
    // The client's objection, a script, a move: inside a bundle, about this client.
    scores.follow_up = Math.max(scores.follow_up, scores.objection + 0.5, scores.how_to + 0.25);
    // A general figure asked again ("the part B premium again") is still a fact.
    if (fact && !PRONOUN_SUBJECT.test(text)) scores.fact += 2;
  }

  const order: readonly QuestionKind[] = [
    "off_topic",
    "new_client",
    "follow_up",
    "fact",
    "objection",
    "how_to",
    "product",
  ];
  let kind: QuestionKind = context.bundleOpen ? "follow_up" : "how_to";
  let best = 0;
  for (const k of order) {
    if (scores[k] > best) {
      best = scores[k];
      kind = k;
    }
  }
  if (best === 0 && !context.bundleOpen) kind = "how_to";
  // One stray person word ("he", "mortgage") is not a client described: a question, not a lead.
  if (kind === "new_client" && best < 1.5 && !context.bundleOpen) kind = "how_to";

  const relativeObjection: ObjectionType = RELATIVE.test(text) ? "family" : "stall";
  const topicFor = (k: QuestionKind): string | undefined => {
    switch (k) {
      case "fact":
        return fact ?? undefined;
      case "objection":
        return objection ?? undefined;
      case "how_to":
        return howTo ?? undefined;
      case "product":
        return explained ?? products[0];
      case "follow_up":
        return followUpTopicOf(text, objection);
      default:
        return undefined;
    }
  };
  const question: Question = { kind, products, scores };
  const topic = topicFor(kind);
  if (topic) question.topic = topic;
  if (kind === "objection") {
    question.topic = objection ?? "need";
    question.objection = objection ?? "need";
  }
  if (kind === "follow_up") {
    if (objection) question.objection = objection;
    else if (question.topic === "objection_handling") question.objection = relativeObjection;
  }
  const topicMissing =
    (kind === "how_to" && !howTo) ||
    (kind === "follow_up" && question.topic === "general") ||
    (kind === "objection" && !objection);
  // One cue with nothing to back it (the best score is the cue's own 3): a number with "years" and no
  // other word about a person, an objection nobody voiced, a move named but not asked about; or a
  // follow-up read from the open bundle alone, with no word pointing at it. A fact stays firm: its cue
  // names the very figure asked.
  const uncorroborated =
    (best === WEAK_SCORE &&
      ((kind === "new_client" && age && !cue && facts === 0 && !switched) ||
        (kind === "objection" && !OBJECTION_ASK.test(text) && !CLIENT_SPEECH.test(text)) ||
        (kind === "how_to" && !HOW_TO_ASK.test(text)))) ||
    (kind === "follow_up" && best === BUNDLE_PRIOR);
  const hold = best === 0 ? "none" : best < WEAK_SCORE || uncorroborated ? "weak" : "firm";
  return { question, hold, topicMissing, objection, relativeObjection, topicFor };
}
