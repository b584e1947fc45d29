import { randomUUID } from "node:crypto";
import type {
  AgentBook,
  Bundle as ApiBundle,
  ChatMessage,
  ChatReply,
  ChatReplyKind,
  ChatRequest,
  ChatResponse,
  Conversation,
} from "@buildr/contracts";
import { decideMessage, fallbackReply, type Language, type ModelHistory } from "@buildr/engine";
import type { Logger } from "pino";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import type { Access, AccountService } from "../accounts.js";
import { chargeOf, ensureAvailable } from "../allowance.js";
import { AnswerDecider, type Regeneration, regenerationOf, stateOf } from "./answer.js";
import { followUpsLeft } from "./bundle-context.js";
import { commandReply } from "./commands.js";
import { ConversationStore } from "./conversation-store.js";
import { toConversation } from "./conversations.js";
import { startConversation } from "./greeting.js";
import type { MemoryJob } from "./memory-job.js";
import { type ChatModel, type ModelEvent, ModelUnavailable } from "./model.js";
import { ModelAnswerer } from "./model-answer.js";
import { type MessageIds, type Prepared, responseOf, type SendOptions } from "./prepared.js";
import { type ReplyInput, ReplyStore } from "./reply-store.js";
import type { LeadSaving } from "./save-to-leads.js";

/** The model's memory JSON, checked (memory.ts); kept here too for callers that import it from the service. */
export { parseMemoryJson } from "./memory.js";

/**
 * The chat coach's server flow (docs/product/chat-coach.md, docs/conventions.md#chat-route-order): validate → session → allowance → conversation →
 * store the user's message → answer (engine, or the model grounded by it) → store the reply.
 *
 * Every engine answer is decided before any write (answer.ts), so refusals (off-topic, the limits, a
 * lead too vague to use) cost nothing (docs/product/decisions.md#d-2), and stored with everything it
 * changes at once (reply-store.ts). A model answer (model-answer.ts) takes longer and may fail, so the
 * message and its credit are stored first; when the model fails every attempt, the fallback reply is
 * stored and the credit given back. Retry and regenerate answer a stored message again (docs/decisions/006).
 * The queries are conversation-store.ts's, the chat's own words texts.ts's.
 */
export class ChatService {
  /** Enqueues the model's memory extraction after a reply (services/chat/memory-job.ts); null without a model. */
  enqueueMemoryExtraction: ((job: MemoryJob) => Promise<void>) | null = null;
  /** The service's time (history compression, stored times); tests move it forward. */
  clock: () => Date = () => new Date();
  private readonly store: ConversationStore;
  private readonly replies: ReplyStore;
  private readonly answers: AnswerDecider;
  private readonly modelAnswers: ModelAnswerer | null;

  constructor(
    db: Db,
    private readonly accounts: AccountService,
    model: ChatModel | null,
    private readonly logger?: Logger,
    /** "yes" to the save question: the saved bundles (their monthly rule) and the leads. */
    saving?: LeadSaving,
    /** The agent's book (BookService): the chat's bundles follow it as the generate route's do. */
    books?: { bookOf(userId: string): Promise<AgentBook | null> },
  ) {
    this.store = new ConversationStore(db);
    this.replies = new ReplyStore(db, accounts.allowance);
    this.answers = new AnswerDecider({ store: this.store, hasModel: model !== null, books, saving });
    this.modelAnswers = model ? new ModelAnswerer(model, this.store, logger) : null;
  }

  /** The ids a message will have, known before anything is read: a stream can announce them at once. */
  ids(request: ChatRequest): MessageIds {
    return {
      conversationId: request.conversationId ?? randomUUID(),
      messageId: request.regenerateOf ?? request.editOf ?? randomUUID(),
    };
  }

  /** One message, answered in full (the JSON form of `POST /api/chat`). */
  async send(
    user: { id: string; name: string },
    access: Access,
    request: ChatRequest,
    options: SendOptions = {},
  ): Promise<ChatResponse> {
    return this.complete(await this.prepare(user, access, request, options.now), options);
  }

  /**
   * Everything that can refuse: the conversation and its owner, the message answered again, the decision
   * (pure), the engine's answer when it has one. For a model answer, one transaction then takes the credit
   * (402 when there is none) and stores the user's message, so nothing the user sent is lost however the
   * model fares. An engine answer writes nothing yet: `complete` stores it all at once.
   */
  async prepare(
    user: { id: string; name: string },
    access: Access,
    request: ChatRequest,
    now = this.clock(),
    ids: MessageIds = this.ids(request),
  ): Promise<Prepared> {
    const message = request.message.trim();
    const loaded = request.conversationId ? await this.store.load(user.id, request.conversationId) : null;
    let regeneration: Regeneration | null = null;
    if (request.regenerateOf && request.editOf)
      throw new AppError("validation_failed", "Send regenerateOf or editOf, not both.", {
        fields: { editOf: "Not with regenerateOf." },
      });
    const again = request.regenerateOf ?? request.editOf;
    if (again) {
      const field = request.regenerateOf ? "regenerateOf" : "editOf";
      if (!loaded)
        throw new AppError("validation_failed", `${field} needs the message's conversationId.`, {
          fields: { conversationId: `Required with ${field}.` },
        });
      regeneration = await regenerationOf(
        this.store,
        loaded.conversation,
        again,
        message,
        field === "editOf",
      );
    }
    // docs/product/decisions.md#d-2 for a message answered again: the credit it took pays for its new reply too, unless the reply
    // being replaced gave it back (the fallback). See docs/decisions/006. An edit is a new question in the
    // old one's place: decided in the state the old one was, charged as a new message would be
    // (docs/decisions/015).
    const alreadyPaid =
      regeneration !== null && !regeneration.edit && regeneration.replaced?.kind !== "fallback";
    const decision = decideMessage(message, stateOf(loaded, access, regeneration));
    if (decision.kind === "command" && decision.command.type === "error") {
      // An unknown language: the web app shows a destructive toast; nothing is stored (§4).
      throw new AppError("unknown_language", decision.command.message);
    }
    if (decision.kind === "limit" && decision.limit === "free") {
      // docs/product/decisions.md#d-2: at zero credits the server refuses (402) with the specified upgrade words; nothing is stored.
      throw new AppError("upgrade_required", decision.reply);
    }
    const answer = await this.answers.answer(decision, {
      message,
      userId: user.id,
      conversation: loaded?.conversation ?? null,
      now,
      today: request.today,
    });
    const charge = alreadyPaid ? null : chargeOf(answer, access.isUnlimited);
    if (charge) ensureAvailable(access.allowance, charge, decision.language, now);
    const prepared: Prepared = {
      userId: user.id,
      userName: user.name,
      conversationId: loaded?.conversation.id ?? ids.conversationId,
      threadId: loaded?.conversation.threadId ?? randomUUID(),
      messageId: again ?? ids.messageId,
      messageAt: regeneration?.at ?? now,
      message,
      decision,
      answer,
      charged: charge !== null,
      charge,
      allowance: access.allowance,
      now,
      loaded,
      regenerate: regeneration !== null,
      edited: regeneration?.edit ?? false,
      stored: false,
    };
    if (answer.source === "model" && (prepared.charged || !prepared.regenerate))
      await this.replies.storeMessageFirst(prepared);
    prepared.stored = answer.source === "model";
    return prepared;
  }

  /** The answer (streamed through `onEvent`), stored; a failed model gives the fallback and the credit back. */
  async complete(prepared: Prepared, options: SendOptions = {}): Promise<ChatResponse> {
    const { userId, conversationId, threadId, decision, answer } = prepared;
    const language = decision.language;
    let charged = prepared.charged;
    let kind: ChatReplyKind;
    let content: string;
    let bundle: ApiBundle | undefined;
    let compressed: ModelHistory["compressed"] = null;
    if (decision.kind === "command" && answer.source === "engine") {
      // A command is answered, never stored: no message, no title, nothing to regenerate.
      options.onEvent?.({ type: "delta", text: answer.content });
      return responseOf(prepared, await commandReply(this.store, prepared, answer.content, this.clock()));
    }
    if (answer.source === "engine") {
      ({ kind, content, bundle } = answer);
      options.onEvent?.({ type: "delta", text: content });
    } else {
      // What the agent has read so far: kept when they stop the answer.
      let shown = "";
      const onEvent = (event: ModelEvent) => {
        // A reset because the agent stopped is not a new start: what they read stays.
        if (event.type === "delta") shown += event.text;
        else if (!options.signal?.aborted) shown = "";
        options.onEvent?.(event);
      };
      try {
        const asked = await this.modelAnswers!.answer(prepared, answer, { ...options, onEvent });
        ({ content, compressed, kind } = asked);
      } catch (error) {
        if (!(error instanceof ModelUnavailable)) throw error;
        if (options.signal?.aborted && shown.trim() !== "") {
          // Stopped by the agent: the history keeps the part they read, marked as stopped. The credit
          // paid for it, and answering the message again costs nothing (docs/decisions/006).
          const reply = await this.storeReply(prepared, {
            kind: "stopped",
            content: shown,
            charged,
            compressed,
          });
          return responseOf(prepared, reply);
        }
        kind = "fallback";
        content = fallbackReply(language);
        options.onEvent?.({ type: "reset" });
        options.onEvent?.({ type: "delta", text: content });
        if (charged && prepared.charge) {
          prepared.allowance =
            (await this.accounts.allowance.refund(userId, prepared.charge)) ?? prepared.allowance;
          charged = false;
        }
      }
    }
    const reply = await this.storeReply(prepared, { kind, content, bundle, charged, compressed });
    void this.enqueueMemoryExtraction?.({ userId, conversationId, threadId }).catch((error: unknown) =>
      this.logger?.warn({ err: error }, "chat: memory extraction could not be queued"),
    );
    return responseOf(prepared, reply, bundle);
  }

  /** The reply stored strictly after the agent's message, so the history reads in order. */
  private storeReply(prepared: Prepared, input: ReplyInput): Promise<ChatReply> {
    const at = new Date(Math.max(this.clock().getTime(), prepared.messageAt.getTime() + 1));
    return this.replies.storeReply(prepared, input, at);
  }

  /**
   * A new conversation, greeted (greeting.ts); a conversation nobody wrote in yet is reused rather than
   * left behind empty.
   */
  start(
    user: { id: string; name: string },
    language: Language,
    now = new Date(),
    options: { unlimited?: boolean } = {},
  ): Promise<{ conversationId: string; greeting: ChatReply }> {
    return startConversation(this.store, user, language, now, options.unlimited ?? false);
  }

  /** Reset (§4): the old conversation, its memory and counts are gone; a new one starts, greeted. */
  async reset(
    user: { id: string; name: string },
    conversationId: string,
    now = new Date(),
    options: { unlimited?: boolean } = {},
  ) {
    const conversation = await this.store.own(user.id, conversationId);
    await this.store.remove(conversation);
    return this.start(user, conversation.language, now, options);
  }

  list(userId: string, search?: string): Promise<Conversation[]> {
    return this.store.list(userId, search);
  }

  async messages(
    userId: string,
    conversationId: string,
    page: { before?: string; limit?: number } = {},
    options: { unlimited?: boolean } = {},
  ): Promise<{
    conversation: Conversation;
    messages: ChatMessage[];
    hasMore: boolean;
    followUpsLeft: number | null;
  }> {
    const conversation = await this.store.own(userId, conversationId);
    const { messages, hasMore } = await this.store.page(conversationId, page);
    return {
      conversation: toConversation(conversation),
      hasMore,
      followUpsLeft: followUpsLeft(conversation, options.unlimited ?? false),
      messages,
    };
  }
}
