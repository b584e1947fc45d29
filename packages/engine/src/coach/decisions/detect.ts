/**
 * The per-message flow's detectors (docs/product/chat-coach.md#flow steps 2-10), one pure function each. They read
 * only the message; the state that decides between them lives in `decide.ts`.
 */
import type { ProductId } from "../../types.js";
import {
  COACHING_KEYWORDS,
  CONCEPT_QUESTION,
  FOLLOW_UP_TOPICS,
  type FollowUpTopic,
  fold,
  INSURANCE_TERMS,
  NEW_CLIENT_FACTS,
  NEW_CLIENT_STRONG,
  OFF_TOPIC_KEYWORDS,
  OFF_TOPIC_REQUESTS,
  PERSON_WORDS,
  PRODUCT_ALIASES,
  PRODUCT_QUESTION,
  PROPERTY_CASUALTY,
  SALES_TERMS,
  SAVE_FILLER,
  SAVE_NO,
  SAVE_YES,
  TOPIC_PATTERNS,
} from "./lexicon.js";

export { FOLLOW_UP_TOPICS, type FollowUpTopic };

/** Replies to the save prompt are a word or three; anything longer is a new question. */
const MAX_SAVE_REPLY_WORDS = 4;

const wordCount = (folded: string): number => (folded === "" ? 0 : folded.split(" ").length);
const stripPunctuation = (folded: string): string =>
  folded
    .replace(/[.!?,;:¡¿()"«»*]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();

/** Step 2: "yes"/"save" or "skip"/"no" to the save-to-CRM prompt; null for anything else. */
export function saveReply(message: string): "save" | "skip" | null {
  const text = stripPunctuation(fold(String(message ?? "")));
  if (text === "" || wordCount(text) > MAX_SAVE_REPLY_WORDS) return null;
  // "no, save it" reads as save; a lone "no" as skip: test the save words on what follows a leading no.
  const yes = SAVE_YES.test(text);
  const no = SAVE_NO.test(text);
  // Only save words and politeness: "what does skip mean" is a question, not an answer.
  let rest = text;
  for (const pattern of [SAVE_YES, SAVE_NO, SAVE_FILLER])
    rest = rest.replace(new RegExp(pattern.source, "gu"), " ");
  if (rest.trim() !== "") return null;
  if (yes && !no) return "save";
  if (no && !yes) return "skip";
  if (yes && no) return /(?<![a-z])(?:save|guard|enregistr|sauvegard)/u.test(text) ? "save" : "skip";
  return null;
}

export type OffTopicVerdict = "off_topic" | "insurance_only";

/**
 * Steps 3 and 4. A message is blocked only when no insurance term appears: "tax benefits of an annuity"
 * is on topic. Selling words also keep the step-4 topics on topic ("my client loves football, how do I
 * build rapport?"). Property and casualty (home, auto, renters…) is insurance this coach does not cover:
 * it gets the insurance-only message unless a covered line is named too.
 * - "off_topic": not insurance or selling at all (recipes, poems, code…) → the redirect.
 * - "insurance_only": the keyword filter's topics, or P&C → the insurance-only message.
 */
export function offTopic(message: string): OffTopicVerdict | null {
  const text = fold(String(message ?? ""));
  if (text === "") return null;
  const withoutPropertyCasualty = text.replace(new RegExp(PROPERTY_CASUALTY.source, "gu"), " ");
  const covered = INSURANCE_TERMS.test(withoutPropertyCasualty);
  if (covered) return null;
  if (PROPERTY_CASUALTY.test(text)) return "insurance_only";
  const selling = SALES_TERMS.test(text);
  if (selling) return null;
  if (OFF_TOPIC_REQUESTS.test(text)) return "off_topic";
  if (OFF_TOPIC_KEYWORDS.test(text)) return "insurance_only";
  return null;
}

/**
 * Step 5/8: the message describes a client (docs/product/rules-and-figures.md#validation phrases). An age, "I have a client" or
 * "client needs…" is enough. The life facts (retirement, savings, income, health, diabetes, heart) need
 * a second fact or a person being described, so "how do income riders work?" stays a question.
 */
export function isNewClientDescription(message: string): boolean {
  const text = fold(String(message ?? ""));
  if (text === "") return false;
  if (NEW_CLIENT_STRONG.some((pattern) => pattern.test(text))) return true;
  const facts = NEW_CLIENT_FACTS.filter((pattern) => pattern.test(text)).length;
  if (facts >= 2) return true;
  return facts === 1 && PERSON_WORDS.test(text) && !CONCEPT_QUESTION.test(text);
}

/** The products a message names, most specific first, without repeats. */
export function productsMentioned(message: string): ProductId[] {
  let text = fold(String(message ?? ""));
  const out: ProductId[] = [];
  for (const [id, pattern] of PRODUCT_ALIASES) {
    const global = new RegExp(pattern.source, "gu");
    if (global.test(text)) {
      out.push(id);
      // "fixed indexed annuity" is not also a fixed annuity.
      text = text.replace(global, " ");
    }
  }
  return out;
}

/**
 * Step 7: "what is an indexed annuity?", "explain Medigap plan G", "¿qué es un seguro de gastos
 * finales?", "c'est quoi une rente indexée ?" → the product asked about. A message that describes a
 * client ("what is best for my 68-year-old client…") is not a product question.
 */
export function productQuestion(message: string): ProductId | null {
  const text = fold(String(message ?? ""));
  if (text === "" || !PRODUCT_QUESTION.test(text)) return null;
  if (isNewClientDescription(message)) return null;
  const products = productsMentioned(message);
  return products.length === 1 ? products[0]! : null;
}

/** Step 10: a selling question the knowledge base can answer. */
export function hasCoachingKeywords(message: string): boolean {
  return COACHING_KEYWORDS.test(fold(String(message ?? "")));
}

/** Step 9: which of the 11 follow-up categories a question about the current bundle falls in. */
export function classifyFollowUp(message: string): FollowUpTopic {
  const text = fold(String(message ?? ""));
  for (const [topic, pattern] of TOPIC_PATTERNS) if (pattern.test(text)) return topic;
  return "general";
}
