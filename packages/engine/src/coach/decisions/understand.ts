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
import { fold, PRODUCT_ALIASES, TOPIC_PATTERNS, words } from "./lexicon.js";
import { CLIENT_SPEECH, OBJECTION_ASK, OBJECTION_CUES, objectionTypeOf, RELATIVE } from "./objection-cues.js";
import { ADVICE_OFF_TOPIC, HARD_OFF_TOPIC, isOffTopic, POLITICS } from "./off-topic-cues.js";
import { firstMatch, type Question, type QuestionKind, type UnderstandContext } from "./question.js";

/** A bare "what's…": a product explanation only when nothing else is asked. */
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

export function understand(message: string, context: UnderstandContext): Question {
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
  if (text === "") return { kind: context.bundleOpen ? "follow_up" : "how_to", products, scores };

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
  // "AEP starts next week, how do I not drown": a move asked around a date is the move.
  if (howTo && fact && HOW_TO_ASK.test(text) && !FACT_ASK.test(text)) scores.how_to += 1;

  // "c'est quoi la pénalité de la partie D": a figure about a product is a fact, not the product.
  const productAsked = products.length > 0 && (PRODUCT_ASK.test(text) || PRODUCT_ASK_WEAK.test(text));
  if (products.length > 0 && PRODUCT_ASK.test(text)) scores.product = 3.5 + (products.length === 1 ? 0.5 : 0);
  else if (products.length === 1 && PRODUCT_ASK_WEAK.test(text)) scores.product = 2.5;
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
    let prior = switched ? 0 : 3.5;
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

  const question: Question = { kind, products, scores };
  switch (kind) {
    case "fact":
      question.topic = fact ?? undefined;
      break;
    case "objection":
      question.topic = objection ?? "need";
      question.objection = objection ?? "need";
      break;
    case "how_to":
      question.topic = howTo ?? undefined;
      break;
    case "product":
      question.topic = explained ?? products[0];
      break;
    case "follow_up": {
      question.topic = followUpTopicOf(text, objection);
      if (objection) question.objection = objection;
      else if (question.topic === "objection_handling")
        question.objection = RELATIVE.test(text) ? "family" : "stall";
      break;
    }
    default:
      break;
  }
  return question;
}
