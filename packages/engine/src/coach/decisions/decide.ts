/**
 * `decideMessage`: which step of the per-message flow (chat-coach.md §4, steps 2-11) answers a message,
 * and whether answering costs a credit (D-2). The server acts on the decision: it builds the bundle,
 * searches the knowledge base or calls the model, and consumes the credit atomically.
 */
import { detectLanguage } from "../../parse/index.js";
import type { Language, ProductId } from "../../types.js";
import { type CommandResult, runCommand } from "./commands.js";
import {
  classifyFollowUp,
  hasCoachingKeywords,
  isNewClientDescription,
  offTopic,
  productQuestion,
  saveReply,
} from "./detect.js";
import { type FollowUpTopic, fold } from "./lexicon.js";
import { followUpInstruction } from "./prompt.js";
import { coachTexts } from "./texts.js";

/** D-2 / chat-coach.md §6: follow-up questions a free user may ask per bundle, without a credit. */
export const FREE_FOLLOW_UPS_PER_BUNDLE = 3;
/** D-2: credits of a new account. */
export const TRIAL_CREDITS = 2;

/** The reply kinds of the HTTP contract (design/api.md, Chat). */
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
  | "greeting";

export interface ConversationState {
  /** The conversation's language: the `/lang` choice, else the last detected one. */
  language: Language;
  /** Kind of the last assistant reply; "bundle" or "follow_up" means a bundle is being discussed. */
  lastReplyKind?: ReplyKind | "save_reply" | null;
  /** The last reply asked to save the client to the CRM; defaults to "it carried a bundle". */
  awaitingSaveReply?: boolean;
  /** Follow-up questions already asked about the current bundle. */
  followUpCount: number;
  /** D-2/D-3: unlimited users are never limited; others have `remaining` credits. */
  allowance: { unlimited: true } | { unlimited: false; remaining: number };
}

interface Base {
  /** The language to answer in (D-13): the message's, or the conversation's when unclear. */
  language: Language;
  /** D-2: whether the server consumes a credit for this answer. */
  costsCredit: boolean;
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
  /(?<![a-z])(?:the|is|are|my|what|how|why|with|for|and|client|does|do|can|should|i|you)(?![a-z])/u;

/**
 * D-13: the reply follows the message's language. The detector falls back to English on short or
 * unclear text, so English only wins over the conversation's language when the text is clearly English.
 */
export function replyLanguage(message: string, conversation: Language): Language {
  const detected = detectLanguage(message);
  if (detected === conversation || detected !== "en") return detected;
  return ENGLISH_MARKERS.test(fold(message)) ? "en" : conversation;
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

  const verdict = offTopic(text);
  if (verdict === "off_topic") return { kind: "redirect", reason: verdict, reply: t.redirect, ...free };
  if (verdict === "insurance_only")
    return { kind: "redirect", reason: verdict, reply: t.insuranceOnly, ...free };

  const newClient = isNewClientDescription(text);
  if (newClient && remaining <= 0) return spent();

  const discussingBundle = BUNDLE_IN_DISCUSSION.has(state.lastReplyKind ?? "");
  const followUps = Math.max(0, Math.floor(state.followUpCount || 0));
  if (discussingBundle && !newClient && !unlimited && followUps >= FREE_FOLLOW_UPS_PER_BUNDLE) {
    return {
      kind: "limit",
      limit: "follow_up",
      reply: t.followUpLimit(FREE_FOLLOW_UPS_PER_BUNDLE),
      ...free,
    };
  }

  const product = productQuestion(text);
  if (product) return remaining <= 0 ? spent() : { kind: "product_info", product, ...paid };

  if (newClient) return { kind: "bundle", ...paid };

  if (discussingBundle) {
    const topic = classifyFollowUp(text);
    return {
      kind: "follow_up",
      topic,
      instruction: followUpInstruction(topic, language),
      followUpCount: followUps + 1,
      // D-2: within the per-bundle allowance a follow-up costs nothing.
      ...free,
    };
  }

  if (remaining <= 0) return spent();
  if (hasCoachingKeywords(text)) return { kind: "coaching", ...paid };
  return { kind: "model", ...paid };
}
