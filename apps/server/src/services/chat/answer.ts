import { randomUUID } from "node:crypto";
import type { AgentBook, Bundle as ApiBundle, ChatReplyKind } from "@buildr/contracts";
import {
  type Bundle,
  type ConversationState,
  coachAnswer,
  coachingReply,
  type Decision,
  decideMessage,
  followUpAnswer,
  generateBundle,
  type Language,
  productInfoAnswer,
} from "@buildr/engine";
import { AppError } from "../../lib/errors.js";
import type { Access } from "../accounts.js";
import { engineAllowance } from "../allowance.js";
import { applyBook } from "../book.js";
import { withMissingFacts } from "../bundle-facts.js";
import { bundleState } from "./bundle-context.js";
import type { ConversationStore } from "./conversation-store.js";
import type { ConversationRow, LoadedConversation } from "./grouped.js";
import { type LeadSaving, saveClientToLeads } from "./save-to-leads.js";
import { bundleReplyText, rebuiltReplyText, saveAnswer, vagueLeadReply } from "./texts.js";

/**
 * What the coach answers a message (docs/product/chat-coach.md#answer-decision), decided before anything
 * is written, so a refusal writes and charges nothing: the state the message is decided in, the engine's
 * answer for every step it owns, or the model's turn.
 */

/** What the coach says: the engine's words (and bundle), or the model's turn with its instruction. */
export type Answer =
  | { source: "engine"; kind: ChatReplyKind; content: string; bundle?: ApiBundle; costsCredit: boolean }
  | { source: "model"; costsCredit: boolean; instruction?: string };

/** Answering a stored message again (retry, regenerate): the message and the reply it replaces. */
export interface Regeneration {
  at: Date;
  /** The message's stored words (an edit answers new ones in their place). */
  original: string;
  /** Edit and resend: the message takes new words; its old replies are not kept as versions. */
  edit: boolean;
  replaced: { kind: string | null } | null;
  /** The last reply's kind before the message: the state it was first answered in. */
  lastKindBefore: string | null;
}

/** What the answers read besides the message: stored bundles, the agent's book, the save path. */
export interface AnswerSources {
  store: ConversationStore;
  /** Whether a language model is configured: free questions go to it. */
  hasModel: boolean;
  /** The agent's book (BookService): the chat's bundles follow it as the generate route's do. */
  books?: { bookOf(userId: string): Promise<AgentBook | null> };
  /** "yes" to the save question: the saved bundles (their monthly rule) and the leads. */
  saving?: LeadSaving;
}

export interface AnswerInput {
  message: string;
  userId: string;
  conversation: ConversationRow | null;
  now: Date;
  /** The agent's own date, for a lead a "yes" saves. */
  today?: string;
}

export class AnswerDecider {
  constructor(private readonly sources: AnswerSources) {}

  /** The engine's answer for every step it owns; `model` when the step is a free question (step 11). */
  async answer(decision: Decision, input: AnswerInput): Promise<Answer> {
    const { message, userId, conversation, now } = input;
    const language = decision.language;
    const engine = (kind: ChatReplyKind, content: string, bundle?: ApiBundle): Answer => ({
      source: "engine",
      kind,
      content,
      bundle,
      costsCredit: decision.costsCredit,
    });
    switch (decision.kind) {
      case "command":
        return engine("command", decision.command.type === "error" ? "" : decision.command.reply);
      case "save_reply":
        return engine("coaching", await this.answerSave(decision.choice, language, input));
      case "redirect":
      case "limit":
        return engine(decision.kind, decision.reply);
      case "product_info":
        return engine("product_info", productInfoAnswer(decision.product, language, now));
      case "bundle": {
        const result = generateBundle({ lead: message, language }, { id: randomUUID(), now, language });
        if (!result.ok)
          return {
            ...engine("coaching", vagueLeadReply(result.missingIds, result.language, result.explanation)),
            costsCredit: false,
          };
        return engine("bundle", bundleReplyText(result.bundle), await this.followBook(userId, result.bundle));
      }
      case "follow_up": {
        const bundle = conversation?.currentBundleId
          ? await this.sources.store.bundle(conversation.userId, conversation.currentBundleId)
          : null;
        // docs/product/chat-coach.md#answer-decision: facts, objections, moves, carriers for one of the client's facts and a new fact are
        // the engine's, with the bundle's context (docs/product/decisions.md#d-11: a model never states a figure of its own).
        const own = engineOwns(decision)
          ? coachAnswer(decision, message, { bundle, now, id: randomUUID() })
          : null;
        if (own)
          return engine(
            own.kind === "product_info" ? "coaching" : own.kind,
            rebuiltReplyText(own),
            own.bundle ? await this.followBook(userId, own.bundle) : undefined,
          );
        if (!bundle) return this.coachingOrModel(message, language, now, decision.costsCredit);
        if (this.sources.hasModel)
          return { source: "model", costsCredit: false, instruction: decision.instruction };
        return engine("follow_up", followUpAnswer(decision.topic, bundle, language, now));
      }
      case "coaching":
      case "model": {
        const own = engineOwns(decision) ? coachAnswer(decision, message, { bundle: null, now }) : null;
        if (own) return engine("coaching", own.content);
        return this.coachingOrModel(message, language, now, decision.costsCredit, decision.kind);
      }
    }
  }

  /**
   * A bundle the chat made, as the generate route gives it (BundleService.generate): with the ids of its
   * missing facts, then ordered, marked, warned and levelled by the agent's book (book.ts, decision 017).
   * Without a book it is the engine's, marked so.
   */
  private async followBook(userId: string, bundle: Bundle): Promise<ApiBundle> {
    return applyBook(withMissingFacts(bundle), (await this.sources.books?.bookOf(userId)) ?? null);
  }

  /**
   * "yes" saves the conversation's bundle (its monthly rule for free accounts included) and makes its
   * client a lead with the follow-up plan (save-to-leads.ts); "skip" declines. Neither costs a credit nor
   * closes the bundle's context.
   */
  private async answerSave(choice: "save" | "skip", language: Language, input: AnswerInput): Promise<string> {
    const { conversation } = input;
    const bundleId = conversation?.currentBundleId;
    if (choice === "skip" || !bundleId || !this.sources.saving || !conversation)
      return saveAnswer(language, { type: "skipped" });
    const outcome = await saveClientToLeads(this.sources.saving, {
      userId: conversation.userId,
      bundleId,
      now: input.now,
      today: input.today,
    });
    return saveAnswer(language, outcome);
  }

  private coachingOrModel(
    message: string,
    language: Language,
    now: Date,
    costsCredit: boolean,
    step: "coaching" | "model" = "coaching",
  ): Answer {
    const coaching = coachingReply(message, { now, language });
    if (coaching.articleIds.length > 0 && (step === "coaching" || !this.sources.hasModel))
      return { source: "engine", kind: "coaching", content: coaching.text, costsCredit };
    if (this.sources.hasModel) return { source: "model", costsCredit };
    // docs/product/decisions.md#d-12: with no model and nothing in the knowledge base, the specified answer.
    return { source: "engine", kind: "coaching", content: coaching.text, costsCredit };
  }
}

/** Topics the engine answers itself even when a model is configured. */
const ENGINE_FOLLOW_UPS: ReadonlySet<string> = new Set(["carrier_fit", "new_fact", "objection_handling"]);

/**
 * Whether the engine's own answer is the reply (docs/product/chat-coach.md#answer-decision): a fact, an objection or a move, and the
 * follow-ups that act on the bundle. Other follow-ups and free questions keep the model when there is one.
 */
function engineOwns(decision: Decision): boolean {
  const q = decision.question;
  if (!q) return false;
  if (q.kind === "fact" || q.kind === "objection" || (q.kind === "how_to" && q.topic)) return true;
  return (
    q.kind === "follow_up" &&
    q.topic !== undefined &&
    (ENGINE_FOLLOW_UPS.has(q.topic) || q.topic === "product_suitability")
  );
}

/**
 * The message a retry or regenerate answers again: it must be the conversation's latest user message
 * (404 when it is not the caller's, 409 when a later message exists or the text differs).
 */
export async function regenerationOf(
  store: ConversationStore,
  conversation: ConversationRow,
  messageId: string,
  message: string,
  edit = false,
): Promise<Regeneration> {
  const target = await store.message(conversation.id, messageId);
  if (target?.role !== "user")
    throw new AppError("not_found", "No message of yours with that id in this conversation.");
  if (!edit && target.content !== message)
    throw new AppError("conflict", "The message to answer again has a different text.");
  const after = await store.messagesAfter(conversation.id, target.at);
  if (after.some((m) => m.role === "user"))
    throw new AppError("conflict", "Only the latest message can be answered again.");
  return {
    at: target.at,
    original: target.content,
    // The same words again are a regenerate: its credit and versions rules apply.
    edit: edit && target.content !== message,
    replaced: after[0] ?? null,
    lastKindBefore: await store.lastReplyKindBefore(conversation.id, target.at),
  };
}

/**
 * The state a message is decided in (docs/product/chat-coach.md#flow). A message answered again is decided as it was the
 * first time: the reply before it, and the follow-up count without its own follow-up.
 */
export function stateOf(
  loaded: LoadedConversation | null,
  access: Access,
  regeneration: Regeneration | null,
): ConversationState {
  // Which allowance a reply spends, and whether any is left, is decided after the answer (allowance.ts).
  const allowance: ConversationState["allowance"] = engineAllowance(access.isUnlimited);
  if (!loaded) return { language: "en", lastReplyKind: null, followUpCount: 0, allowance };
  const { conversation } = loaded;
  const state: ConversationState = {
    language: conversation.language,
    ...bundleState(conversation, loaded.lastKind),
    followUpCount: conversation.followUpCount,
    allowance,
  };
  if (!regeneration) return state;
  // The message being answered again made the open bundle itself: it was decided with no bundle open
  // unless one was open before it.
  const madeTheBundle = regeneration.replaced?.kind === "bundle";
  Object.assign(
    state,
    madeTheBundle && !regeneration.lastKindBefore
      ? { lastReplyKind: null, awaitingSaveReply: false }
      : bundleState(conversation, regeneration.lastKindBefore),
  );
  // The replaced reply counted this message as a follow-up unless it was the fallback (§4 step 9).
  if (regeneration.replaced && regeneration.replaced.kind !== "fallback" && state.followUpCount > 0) {
    const before = { ...state, followUpCount: state.followUpCount - 1 };
    // The words first answered: an edit's new words do not change what the old ones counted as.
    const first = decideMessage(regeneration.original, before);
    if (first.kind === "follow_up" && first.followUpCount === state.followUpCount) return before;
  }
  return state;
}
