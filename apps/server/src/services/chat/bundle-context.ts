import { type ConversationState, FREE_FOLLOW_UPS_PER_BUNDLE } from "@buildr/engine";
import type { ConversationRow } from "./grouped.js";

/**
 * A bundle's context in the chat: which bundle the agent is talking about, whether the last reply asked
 * to save it, and how many free follow-ups it has left.
 *
 * The bundle a conversation discusses is the one it last made (`current_bundle_id`), until a new client
 * starts another. Replies about it come in several kinds (the bundle, a follow-up, the answer to the save
 * question, the follow-up limit, an engine answer that reads like coaching), so the kind of the last
 * reply alone cannot tell whether a bundle is open: reading it that way lost the context after "yes",
 * "skip" or the limit reply, and the next follow-up was charged as a new question.
 */
export function bundleState(
  conversation: Pick<ConversationRow, "currentBundleId">,
  lastKind: string | null,
): Pick<ConversationState, "lastReplyKind" | "awaitingSaveReply"> {
  const kind = (lastKind as ConversationState["lastReplyKind"]) ?? null;
  if (!conversation.currentBundleId) return { lastReplyKind: kind, awaitingSaveReply: false };
  // The reply right after a bundle is the one that asked the save question.
  if (kind === "bundle") return { lastReplyKind: "bundle", awaitingSaveReply: true };
  return { lastReplyKind: "follow_up", awaitingSaveReply: false };
}

/**
 * Free follow-ups left on the conversation's bundle for a limited account: what lets the screen keep the
 * composer open at zero credits. Null when no bundle is open or the account is unlimited.
 */
export function followUpsLeft(
  conversation: Pick<ConversationRow, "currentBundleId" | "followUpCount">,
  unlimited: boolean,
): number | null {
  if (unlimited || !conversation.currentBundleId) return null;
  return Math.max(0, FREE_FOLLOW_UPS_PER_BUNDLE - conversation.followUpCount);
}
