/**
 * What `understand` reads a message as: its kind (a new client, a follow-up on the open bundle, a fact,
 * an objection, a how-to, a product, off-topic) and, within a kind, its topic. The cue tables that map
 * the agent's words to each topic share the `Cues` shape defined here.
 */
import type { ProductId } from "../../types.js";
import { FOLLOW_UP_TOPICS, type FollowUpTopic } from "./lexicon.js";

export const QUESTION_KINDS = [
  "new_client",
  "follow_up",
  "fact",
  "objection",
  "how_to",
  "product",
  "off_topic",
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const FACT_TOPICS = [
  "part_b_premium",
  "part_b_deductible",
  "part_a_deductible",
  "part_d_cap",
  "part_d_deductible",
  "ma_moop",
  "ma_commission",
  "pdp_commission",
  "part_b_penalty",
  "part_d_penalty",
  "aep_dates",
  "ma_oep",
  "medigap_oe",
  "irmaa",
  "sep",
  "snf_coinsurance",
  "soa",
  "part_d_premium",
  "ma_premium",
] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

export const OBJECTION_TYPES = ["price", "family", "stall", "trust", "has_agent", "need", "timing"] as const;
export type ObjectionType = (typeof OBJECTION_TYPES)[number];

export const HOW_TO_TOPICS = [
  "pivot",
  "phone_close",
  "referrals",
  "cross_sell",
  "compliance",
  "workload",
] as const;
export type HowToTopic = (typeof HOW_TO_TOPICS)[number];

/** Follow-up topics: the first router's eleven, plus the two that act on the bundle. */
export type BundleTopic = FollowUpTopic | "carrier_fit" | "new_fact";
export const BUNDLE_TOPICS: readonly BundleTopic[] = [...FOLLOW_UP_TOPICS, "carrier_fit", "new_fact"];

export interface Question {
  kind: QuestionKind;
  /** The fact, objection type, how-to move, follow-up topic or product asked about. */
  topic?: string;
  /** For an objection inside a follow-up: which one. */
  objection?: ObjectionType;
  /** The products the message names (an objection's or a move's product). */
  products: ProductId[];
  /** Every kind's score, for tests and the evaluation. */
  scores: Record<QuestionKind, number>;
}

export interface UnderstandContext {
  /** A bundle is on screen: short questions about "her", "him", "this" are about it. */
  bundleOpen: boolean;
}

export type Cues<T extends string> = readonly (readonly [T, RegExp])[];

export function firstMatch<T extends string>(cues: Cues<T>, text: string): T | null {
  for (const [topic, pattern] of cues) if (pattern.test(text)) return topic;
  return null;
}
