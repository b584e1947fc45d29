import type { Article } from "../types.js";
import { CLOSING, SOCIAL_PROOF } from "./selling/closing.js";
import { DISCOVERY, FEATURES_VS_BENEFITS, LISTENING, TRUST_BUILDING } from "./selling/conversation.js";
import {
  AFFORDABILITY,
  FOUR_OBJECTION_TYPES,
  NEED_OBJECTIONS,
  PRICE_OBJECTIONS,
  TRUST_OBJECTIONS,
} from "./selling/objections.js";
import { FOLLOW_UP_CADENCE, REFERRALS } from "./selling/relationship.js";
import { AEP_WORKLOAD, FAMILY_OBJECTION, HAS_AGENT, PHONE_SALES } from "./selling/situations.js";
import { CALLBACKS, HONEST_URGENCY } from "./selling/timing.js";

/**
 * Selling-skill articles (objections, trust, discovery, closing…), ids KB-20001 and up, in id order.
 * All were written in November 2026: until their next review the recency weight treats them alike, so
 * they rank among themselves by relevance alone.
 * Written for the agent; the example dialogues are what the agent may say to a client, so they carry
 * no commission talk and name $0-premium plans "zero premium" (docs/product/decisions.md#d-14).
 */
export const SELLING_ARTICLES: readonly Article[] = [
  PRICE_OBJECTIONS,
  AFFORDABILITY,
  TRUST_OBJECTIONS,
  NEED_OBJECTIONS,
  HONEST_URGENCY,
  // The overview quotes every objection type, so it ties with each of them on a search for one
  // objection; ties keep the knowledge base's order, and the article that goes deeper should win.
  FOUR_OBJECTION_TYPES,
  TRUST_BUILDING,
  DISCOVERY,
  LISTENING,
  FEATURES_VS_BENEFITS,
  CLOSING,
  CALLBACKS,
  SOCIAL_PROOF,
  REFERRALS,
  FOLLOW_UP_CADENCE,
  FAMILY_OBJECTION,
  HAS_AGENT,
  PHONE_SALES,
  AEP_WORKLOAD,
];
