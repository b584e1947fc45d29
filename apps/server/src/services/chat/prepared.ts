import type { Allowance, Bundle, ChatReply, ChatResponse } from "@buildr/contracts";
import type { Decision } from "@buildr/engine";
import type { Charge } from "../allowance.js";
import type { Answer } from "./answer.js";
import { followUpsLeft } from "./bundle-context.js";
import type { LoadedConversation } from "./grouped.js";
import type { ModelEvent } from "./model.js";

/**
 * One message on its way through the chat (docs/conventions.md#chat-route-order): what `prepare` decided
 * and read, which `complete` answers and the reply store writes, and the answer it ends in.
 */
export interface Prepared {
  userId: string;
  /** The agent's name (a greeting said again in another language uses it). */
  userName: string;
  conversationId: string;
  threadId: string;
  /** The agent's message: its stored id (new, or the one answered again) and time. */
  messageId: string;
  messageAt: Date;
  message: string;
  decision: Decision;
  answer: Answer;
  charged: boolean;
  /** What the answer spends for a free account (docs/decisions/014). */
  charge: Charge | null;
  /** The agent's allowance, after what this message spent or was given back. */
  allowance: Allowance;
  now: Date;
  /** The conversation as it was read; null when this message starts it. */
  loaded: LoadedConversation | null;
  /** Answering a stored message again: its old reply is replaced, the message is not stored twice. */
  regenerate: boolean;
  /** Edit and resend: the stored message takes the new words when the reply is stored. */
  edited: boolean;
  /** The message (and its credit, and a new conversation) are stored already: the model path. */
  stored: boolean;
}

export interface SendOptions {
  onEvent?: (event: ModelEvent) => void;
  signal?: AbortSignal;
  now?: Date;
}

/** Ids a streamed reply can announce before anything is read or written. */
export interface MessageIds {
  conversationId: string;
  messageId: string;
}

/** The answer to the request: the reply, the allowance after it, the open bundle's free follow-ups. */
export function responseOf(prepared: Prepared, reply: ChatReply, newBundle?: Bundle): ChatResponse {
  const { decision, loaded, conversationId } = prepared;
  const current = {
    currentBundleId: newBundle?.id ?? loaded?.conversation.currentBundleId ?? null,
    followUpCount: newBundle
      ? 0
      : decision.kind === "follow_up" && reply.kind !== "fallback"
        ? decision.followUpCount
        : (loaded?.conversation.followUpCount ?? 0),
  };
  return {
    conversationId,
    messageId: prepared.messageId,
    reply,
    allowance: prepared.allowance,
    followUpsLeft: followUpsLeft(current, prepared.allowance.unlimited),
  };
}
