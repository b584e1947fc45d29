import { randomUUID } from "node:crypto";
import {
  type AgentBook,
  type Allowance,
  type Bundle as ApiBundle,
  type ChatMessage,
  type ChatReply,
  type ChatReplyKind,
  type ChatRequest,
  type ChatResponse,
  type Conversation,
} from "@buildr/contracts";
import {
  type Bundle,
  type ConversationState,
  check,
  coachAnswer,
  coachingReply,
  type Decision,
  decideMessage,
  extractMemory,
  fallbackReply,
  followUpAnswer,
  generateBundle,
  greeting,
  historyForModel,
  type Language,
  type MemoryCard,
  type MissingFactId,
  type ModelHistory,
  mergeMemory,
  PRODUCT_IDS,
  productInfoAnswer,
  renderMemory,
  summaryNote,
  systemPrompt,
  TRIAL_CREDITS,
} from "@buildr/engine";
import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lt, ne, notExists, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { BatchWriter, GroupRead } from "../../db/batch.js";
import type { Db } from "../../db/client.js";
import { bundleLogs, bundles, chatMemory, chatMessages, conversations } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import type { Access, AccountService } from "../accounts.js";
import { type Charge, chargeOf, engineAllowance, ensureAvailable } from "../allowance.js";
import { applyBook } from "../book.js";
import { withMissingFacts } from "../bundle-facts.js";
import { bundleState, clientFactsWanted, followUpsLeft } from "./bundle-context.js";
import { editMessage, keepReplyVersions } from "./conversations.js";
import {
  type ChatWrite,
  type ConversationRow,
  chatWrites,
  conversationReads,
  type LoadedConversation,
} from "./grouped.js";
import type { MemoryJob } from "./memory-job.js";
import { type ChatModel, type ModelEvent, type ModelMessage, ModelUnavailable } from "./model.js";
import { engineTools, factsSection, knowledgeFor, MARKDOWN_NOTE } from "./model-facts.js";
import { allowedFigures, GuardedStream } from "./number-guard.js";
import { type LeadSaving, saveClientToLeads } from "./save-to-leads.js";
import { saveAnswer, saveQuestion } from "./texts.js";

/** docs/product/rules-and-figures.md#validation, docs/product/rules-and-figures.md#coach-figures. */
export const CHAT_LIMITS = {
  userMessageToModel: 1000,
  bundleLogText: 1000,
  historyTurns: 6,
  memoryMessages: 4,
  conversationTitle: 80,
} as const;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const PRODUCT_SET: ReadonlySet<string> = new Set(PRODUCT_IDS);
const OBJECTION_SET: ReadonlySet<string> = new Set(["affordability", "trust", "need", "urgency"]);

/** The model's JSON, kept only where each field has the right type: a model's output is untrusted. */
export function parseMemoryJson(text: string): MemoryCard | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text.slice(start, end + 1)) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const card: MemoryCard = {};
  const str = (v: unknown, max: number) =>
    typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, max) : undefined;
  const strings = (v: unknown, allowed?: ReadonlySet<string>) =>
    Array.isArray(v)
      ? v.filter((x): x is string => typeof x === "string" && (!allowed || allowed.has(x))).slice(0, 10)
      : [];
  const name = str(raw.client_name, 80);
  if (name) card.client_name = name;
  if (
    typeof raw.client_age === "number" &&
    Number.isInteger(raw.client_age) &&
    raw.client_age > 0 &&
    raw.client_age < 120
  )
    card.client_age = raw.client_age;
  const products = strings(raw.products_focus, PRODUCT_SET) as MemoryCard["products_focus"];
  if (products && products.length > 0) card.products_focus = products;
  const goals = strings(raw.goals).map((g) => g.slice(0, 60));
  if (goals.length > 0) card.goals = goals;
  if (typeof raw.budget === "number" && raw.budget > 0 && raw.budget < 100_000) card.budget = raw.budget;
  const objections = strings(raw.objections, OBJECTION_SET);
  if (objections.length > 0) card.objections = objections;
  const next = str(raw.next_step, 200);
  if (next) card.next_step = next;
  return Object.keys(card).length > 0 ? card : null;
}

/** What the coach says, decided before anything is written, so a refusal writes and charges nothing. */
type Answer =
  | { source: "engine"; kind: ChatReplyKind; content: string; bundle?: ApiBundle; costsCredit: boolean }
  | { source: "model"; costsCredit: boolean; instruction?: string };

/** Answering a stored message again (retry, regenerate): the message and the reply it replaces. */
interface Regeneration {
  at: Date;
  /** The message's stored words (an edit answers new ones in their place). */
  original: string;
  /** Edit and resend: the message takes new words; its old replies are not kept as versions. */
  edit: boolean;
  replaced: { kind: string | null } | null;
  /** The last reply's kind before the message: the state it was first answered in. */
  lastKindBefore: string | null;
}

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

/** Stored turns looked at for a model call: enough for the summary's 900 characters and the last 6. */
const HISTORY_WINDOW = 40;

/** A lead too vague for a bundle: the client's facts the coach still needs (bundle-context.ts). */
const VAGUE: Record<Language, (missing: string[]) => string> = {
  en: (m) =>
    `I need a little more before I can build a bundle. Tell me about the client:\n\n${m.map((q) => `- ${q}`).join("\n")}\n\nSend those details and I'll put the recommendations together right away.`,
  es: (m) =>
    `Necesito un poco más para armar un paquete. Cuénteme del cliente:\n\n${m.map((q) => `- ${q}`).join("\n")}\n\nEnvíeme esos datos y preparo las recomendaciones enseguida.`,
  fr: (m) =>
    `Il me faut un peu plus pour composer une offre. Parlez-moi du client :\n\n${m.map((q) => `- ${q}`).join("\n")}\n\nEnvoyez-moi ces éléments et je prépare les recommandations tout de suite.`,
};

function vagueFacts(ids: readonly MissingFactId[], language: Language): string[] {
  const wanted = clientFactsWanted(ids, language);
  return wanted.length > 0 ? wanted : clientFactsWanted(["age", "needs"], language);
}

const COMPLIANCE_NOTE: Record<Language, string> = {
  en: "Compliance check",
  es: "Revisión de cumplimiento",
  fr: "Contrôle de conformité",
};

/**
 * The chat coach's server flow (docs/product/chat-coach.md, docs/conventions.md#chat-route-order): validate → session → allowance → conversation →
 * store the user's message → answer (engine, or the model grounded by it) → store the reply.
 *
 * Every engine answer is decided before any write, so refusals (off-topic, the limits, a lead too vague
 * to use) cost nothing (docs/product/decisions.md#d-2). An engine answer is then stored in one transaction with everything it
 * changes (message, reply, credit, bundle, bundle log, conversation, memory): nothing is written unless
 * all of it is; one that costs no credit commits together with the messages arriving at the same moment
 * (grouped.ts). A model answer takes longer and may fail, so the message and its credit are stored
 * first; when the model fails every attempt, the fallback reply is stored and the credit given back.
 * Retry and regenerate answer a stored message again (docs/decisions/006).
 */
export class ChatService {
  /** Enqueues the model's memory extraction after a reply (services/chat/memory-job.ts); null without a model. */
  enqueueMemoryExtraction: ((job: MemoryJob) => Promise<void>) | null = null;
  /** The service's time (history compression, stored times); tests move it forward. */
  clock: () => Date = () => new Date();
  private readonly conversationReads: GroupRead<string, LoadedConversation>;
  private readonly writes: BatchWriter<ChatWrite>;

  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    private readonly model: ChatModel | null,
    private readonly logger?: Logger,
    /** "yes" to the save question: the saved bundles (their monthly rule) and the leads. */
    private readonly saving?: LeadSaving,
    /** The agent's book (BookService): the chat's bundles follow it as the generate route's do. */
    private readonly books?: { bookOf(userId: string): Promise<AgentBook | null> },
  ) {
    this.conversationReads = conversationReads(db);
    this.writes = chatWrites(db);
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
    const loaded = request.conversationId ? await this.load(user.id, request.conversationId) : null;
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
      regeneration = await this.regenerationOf(loaded.conversation, again, message, field === "editOf");
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
    const answer = await this.answerFromEngine(
      decision,
      message,
      user.id,
      loaded?.conversation ?? null,
      now,
      request.today,
    );
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
    if (answer.source === "model" && (prepared.charged || !prepared.regenerate)) {
      await this.db.transaction(async (tx) => {
        if (charge)
          prepared.allowance = await this.accounts.allowance.spend(user.id, charge, {
            db: tx,
            language: decision.language,
            now,
          });
        if (!prepared.regenerate) await this.storeMessage(tx, prepared);
      });
    }
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
      return this.answerCommand(prepared, answer.content);
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
        const asked = await this.askModel(prepared, answer, { ...options, onEvent });
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
          return this.response(prepared, reply);
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
    return this.response(prepared, reply, bundle);
  }

  private response(prepared: Prepared, reply: ChatReply, newBundle?: ApiBundle): ChatResponse {
    const { decision, loaded, conversationId } = prepared;
    const unlimited = prepared.allowance.unlimited;
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
      followUpsLeft: followUpsLeft(current, unlimited),
    };
  }

  /**
   * A command's reply, not stored (a `/lang` changes the conversation's language; one sent before any
   * conversation exists opens it, untitled, so the language sticks).
   */
  private async answerCommand(prepared: Prepared, content: string): Promise<ChatResponse> {
    const { decision, loaded, conversationId, userId } = prepared;
    if (decision.kind !== "command") throw new Error("not a command");
    const at = this.clock();
    const language = decision.command.type === "language" ? decision.command.language : decision.language;
    if (!loaded) {
      await this.db.insert(conversations).values({
        id: conversationId,
        userId,
        threadId: prepared.threadId,
        language,
        createdAt: prepared.now,
        updatedAt: prepared.now,
      });
    } else if (language !== loaded.conversation.language) {
      await this.db.update(conversations).set({ language }).where(eq(conversations.id, conversationId));
      if (!loaded.conversation.title) {
        // Nobody wrote here yet: the greeting follows the switch.
        const content = await this.greetingText(
          { id: userId, name: prepared.userName },
          language,
          prepared.allowance.unlimited,
        );
        await this.db
          .update(chatMessages)
          .set({ content })
          .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.kind, "greeting")));
      }
    }
    const reply: ChatReply = {
      id: randomUUID(),
      role: "assistant",
      content,
      kind: "command",
      command: {
        type: decision.command.type,
        ...(decision.command.type === "language" ? { language: decision.command.language } : {}),
      },
      language,
      createdAt: at.toISOString(),
    };
    return this.response(prepared, reply);
  }

  /** The engine's answer for every step it owns; `model` when the step is a free question (step 11). */
  private async answerFromEngine(
    decision: Decision,
    message: string,
    userId: string,
    conversation: ConversationRow | null,
    now: Date,
    today?: string,
  ): Promise<Answer> {
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
        return engine("coaching", await this.answerSave(decision.choice, language, conversation, now, today));
      case "redirect":
      case "limit":
        return engine(decision.kind, decision.reply);
      case "product_info":
        return engine("product_info", productInfoAnswer(decision.product, language, now));
      case "bundle": {
        const result = generateBundle({ lead: message, language }, { id: randomUUID(), now, language });
        if (!result.ok)
          return {
            ...engine("coaching", VAGUE[result.language](vagueFacts(result.missingIds, result.language))),
            costsCredit: false,
          };
        return engine("bundle", renderBundleReply(result.bundle), await this.followBook(userId, result.bundle));
      }
      case "follow_up": {
        const bundle = conversation?.currentBundleId
          ? await this.bundleOf(conversation.userId, conversation.currentBundleId)
          : null;
        // docs/product/chat-coach.md#answer-decision: facts, objections, moves, carriers for one of the client's facts and a new fact are
        // the engine's, with the bundle's context (docs/product/decisions.md#d-11: a model never states a figure of its own).
        const own = engineOwns(decision)
          ? coachAnswer(decision, message, { bundle, now, id: randomUUID() })
          : null;
        if (own)
          return engine(
            own.kind === "product_info" ? "coaching" : own.kind,
            renderOwn(own),
            own.bundle ? await this.followBook(userId, own.bundle) : undefined,
          );
        if (!bundle) return this.coachingOrModel(message, language, now, decision.costsCredit);
        if (this.model) return { source: "model", costsCredit: false, instruction: decision.instruction };
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
    return applyBook(withMissingFacts(bundle), (await this.books?.bookOf(userId)) ?? null);
  }

  /**
   * "yes" saves the conversation's bundle (its monthly rule for free accounts included) and makes its
   * client a lead with the follow-up plan (save-to-leads.ts); "skip" declines. Neither costs a credit nor
   * closes the bundle's context.
   */
  private async answerSave(
    choice: "save" | "skip",
    language: Language,
    conversation: ConversationRow | null,
    now: Date,
    today?: string,
  ): Promise<string> {
    const bundleId = conversation?.currentBundleId;
    if (choice === "skip" || !bundleId || !this.saving || !conversation)
      return saveAnswer(language, { type: "skipped" });
    const outcome = await saveClientToLeads(this.saving, { userId: conversation.userId, bundleId, now, today });
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
    if (coaching.articleIds.length > 0 && (step === "coaching" || !this.model))
      return { source: "engine", kind: "coaching", content: coaching.text, costsCredit };
    if (this.model) return { source: "model", costsCredit };
    // docs/product/decisions.md#d-12: with no model and nothing in the knowledge base, the specified answer.
    return { source: "engine", kind: "coaching", content: coaching.text, costsCredit };
  }

  /**
   * Step 11: the system prompt (which Markdown the screen renders, the follow-up instruction, the facts
   * the model may use, the memory card and the history's summary when there are any), the history as
   * `historyForModel` cuts it, then the message (§5, §9). The model may call the engine through tools.
   * Its reply passes the number guard (number-guard.ts): a figure that is in none of the facts holds the
   * reply back; the model is asked once more, then the engine's own answer is given instead. The
   * compliance guard then runs on whatever is given, as on engine replies.
   */
  private async askModel(
    prepared: Prepared,
    answer: Extract<Answer, { source: "model" }>,
    options: SendOptions,
  ): Promise<{ content: string; compressed: ModelHistory["compressed"]; kind: ChatReplyKind }> {
    const { userId, conversationId, message, decision, loaded, now } = prepared;
    const language = decision.language;
    const rows = await this.db
      .select({ role: chatMessages.role, content: chatMessages.content, at: chatMessages.createdAt })
      .from(chatMessages)
      .where(
        and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.createdAt, prepared.messageAt)),
      )
      .orderBy(desc(chatMessages.createdAt))
      .limit(HISTORY_WINDOW);
    const history = historyForModel(
      rows.reverse(),
      {
        summary: loaded?.conversation.summary ?? null,
        summarizedAt: loaded?.conversation.summarizedAt ?? null,
      },
      prepared.messageAt,
    );
    const open =
      decision.kind === "follow_up" && loaded?.conversation.currentBundleId
        ? await this.bundleWithLead(userId, loaded.conversation.currentBundleId)
        : null;
    const bundle = open?.bundle ?? null;
    const facts = factsSection({ bundle, knowledge: knowledgeFor(message, language, now) });
    const system = [systemPrompt(language), MARKDOWN_NOTE];
    if (answer.instruction) system.push(answer.instruction);
    if (facts) system.push(facts);
    const card = loaded?.memory ? renderMemory(loaded.memory) : null;
    if (card) system.push(card);
    if (history.summary) system.push(summaryNote(history.summary, language));
    const messages: ModelMessage[] = [
      { role: "system", content: system.join("\n\n") },
      ...history.turns.map((t) => ({ role: t.role, content: t.content })),
      { role: "user", content: message.slice(0, CHAT_LIMITS.userMessageToModel) },
    ];
    const allowed = allowedFigures(...messages.map((m) => m.content));
    const tools = engineTools({ bundle, lead: open?.lead ?? null, language, now });
    let text: string | null = null;
    for (let attempt = 1; attempt <= 2 && text === null; attempt++) {
      const guard = new GuardedStream(allowed, (event) => options.onEvent?.(event));
      const reply = await this.model!.complete(userId, messages, {
        signal: options.signal,
        onEvent: guard.onEvent,
        tools,
        onToolResult: (_name, result) => {
          for (const figure of allowedFigures(result)) allowed.add(figure);
        },
      });
      guard.finish();
      if (!guard.blocked) {
        text = reply;
        break;
      }
      // Logged without the figures or any of the agent's words: how many, and what happens next.
      this.logger?.warn(
        {
          event: "chat_number_guard",
          conversationId,
          attempt,
          unknownFigures: guard.unknown.length,
          next: attempt === 1 ? "regenerate" : "engine_answer",
        },
        "chat: model reply held back, figures not in its facts",
      );
      guard.restart();
      if (options.signal?.aborted) throw new ModelUnavailable([{ error: "client went away" }]);
      messages[0] = {
        role: "system",
        content: `${messages[0]!.content}\n\nYour previous answer stated figures that are in none of the facts. Answer again using only figures from the facts, the agent's message or a tool's answer.`,
      };
    }
    let kind: ChatReplyKind = "model";
    if (text === null) {
      // The engine's own answer, from the same facts.
      const topic = decision.kind === "follow_up" ? decision.topic : null;
      text =
        bundle && topic
          ? followUpAnswer(topic, bundle, language, now)
          : coachingReply(message, { now, language }).text;
      kind = bundle && topic ? "follow_up" : "coaching";
      options.onEvent?.({ type: "delta", text });
    }
    // Every reply passes the compliance guard (docs/product/chat-coach.md#answer-decision): the agent sees what to fix, in their language.
    const findings = check(text, { audience: "agent", language });
    if (findings.length === 0) return { content: text, compressed: history.compressed, kind };
    const note = findings.map((f) => `- ${f.message}`).join("\n");
    const addition = `\n\n**${COMPLIANCE_NOTE[language]}**\n${note}`;
    options.onEvent?.({ type: "delta", text: addition });
    return { content: text + addition, compressed: history.compressed, kind };
  }

  private async bundleWithLead(
    userId: string,
    id: string,
  ): Promise<{ bundle: Bundle; lead: string | null } | null> {
    const [row] = await this.db
      .select({ bundle: bundles.bundle, lead: bundles.lead })
      .from(bundles)
      .where(and(eq(bundles.id, id), eq(bundles.userId, userId)))
      .limit(1);
    return row ? { bundle: row.bundle, lead: row.lead } : null;
  }

  /** The agent's message, and its conversation when the message starts one or names it. */
  private async storeMessage(tx: Tx, prepared: Prepared) {
    const { userId, conversationId, message, loaded, now } = prepared;
    if (!loaded) {
      await tx.insert(conversations).values({
        id: conversationId,
        userId,
        threadId: prepared.threadId,
        language: prepared.decision.language,
        title: message.slice(0, CHAT_LIMITS.conversationTitle),
        createdAt: now,
        updatedAt: now,
      });
    } else if (!loaded.conversation.title) {
      // Started from the screen (greeting only): the first message names it in the history.
      await tx
        .update(conversations)
        .set({ title: message.slice(0, CHAT_LIMITS.conversationTitle) })
        .where(eq(conversations.id, conversationId));
    }
    await tx.insert(chatMessages).values({
      id: prepared.messageId,
      conversationId,
      userId,
      role: "user",
      content: message,
      createdAt: prepared.messageAt,
    });
  }

  /**
   * The reply and everything it changes, in one transaction. For an engine answer that includes the
   * agent's message and its credit (a 402 here, from a parallel send, rolls it all back); a new
   * conversation is inserted whole rather than inserted and then updated.
   */
  private async storeReply(
    prepared: Prepared,
    input: {
      kind: ChatReplyKind;
      content: string;
      bundle?: ApiBundle;
      charged: boolean;
      compressed: ModelHistory["compressed"];
    },
  ): Promise<ChatReply> {
    const { userId, conversationId, threadId, decision, message, loaded } = prepared;
    const { bundle } = input;
    const language = decision.language;
    // Strictly after the user's message, so the history reads in order.
    const at = new Date(Math.max(this.clock().getTime(), prepared.messageAt.getTime() + 1));
    const id = randomUUID();
    const known = loaded?.memory ?? null;
    const memory = mergeMemory(known ?? {}, extractMemory(message, language), at);
    const memoryChanged = !known || memory.last_updated !== known.last_updated;
    const conversationLanguage =
      decision.kind === "command" && decision.command.type === "language"
        ? decision.command.language
        : language;
    const conversationChanges = {
      language: conversationLanguage,
      updatedAt: at,
      ...(bundle ? { currentBundleId: bundle.id, followUpCount: 0, followUpTopic: null } : {}),
      ...(decision.kind === "follow_up" && input.kind !== "fallback"
        ? { followUpCount: decision.followUpCount, followUpTopic: decision.topic }
        : {}),
      ...(input.compressed
        ? { summary: input.compressed.summary, summarizedAt: input.compressed.summarizedAt }
        : {}),
    };
    const reply = {
      id,
      conversationId,
      userId,
      role: "assistant" as const,
      content: input.content,
      kind: input.kind,
      bundleId: bundle?.id ?? null,
      createdAt: at,
    };
    const bundleRow = bundle
      ? {
          id: bundle.id,
          userId,
          language: bundle.language,
          lead: message,
          summary: bundle.summary,
          bundle,
          createdAt: at,
        }
      : null;
    const userMessage = {
      id: prepared.messageId,
      conversationId,
      userId,
      role: "user" as const,
      content: message,
      createdAt: prepared.messageAt,
    };
    if (!prepared.stored && !prepared.regenerate && !input.charged) {
      // Nothing ties this message to a credit: it commits with the others arriving now (grouped.ts).
      const title = message.slice(0, CHAT_LIMITS.conversationTitle);
      await this.writes.add({
        newConversation: loaded
          ? null
          : { id: conversationId, userId, threadId, title, createdAt: prepared.now, ...conversationChanges },
        change: loaded
          ? {
              id: conversationId,
              language: conversationLanguage,
              updatedAt: at,
              title,
              bundleId: bundle?.id ?? null,
              followUp:
                decision.kind === "follow_up"
                  ? { count: decision.followUpCount, topic: decision.topic }
                  : null,
            }
          : null,
        bundle: bundleRow,
        messages: [userMessage, reply],
        memory: memoryChanged ? { userId, threadId, memoryData: memory, updatedAt: at } : null,
      });
      return replyOf();
    }
    await this.db.transaction(async (tx) => {
      if (!prepared.stored && input.charged && prepared.charge)
        prepared.allowance = await this.accounts.allowance.spend(userId, prepared.charge, {
          db: tx,
          language,
          now: prepared.now,
        });
      if (prepared.regenerate) {
        // A regenerate keeps the replies it replaces as earlier versions; an edit asked something else.
        if (prepared.edited) {
          await editMessage(tx, { conversationId, messageId: prepared.messageId, content: message });
        } else {
          await keepReplyVersions(tx, {
            conversationId,
            messageId: prepared.messageId,
            messageAt: prepared.messageAt,
            replacedAt: at,
          });
        }
        // The reply being replaced (and anything after the message, which can only be replies).
        await tx
          .delete(chatMessages)
          .where(
            and(
              eq(chatMessages.conversationId, conversationId),
              gt(chatMessages.createdAt, prepared.messageAt),
            ),
          );
      }
      if (bundleRow) await tx.insert(bundles).values(bundleRow);
      const newConversation = !loaded && !prepared.stored;
      if (newConversation) {
        await tx.insert(conversations).values({
          id: conversationId,
          userId,
          threadId,
          title: message.slice(0, CHAT_LIMITS.conversationTitle),
          createdAt: prepared.now,
          ...conversationChanges,
        });
      } else {
        await tx
          .update(conversations)
          .set({
            ...conversationChanges,
            ...(!prepared.stored && !loaded?.conversation.title
              ? { title: message.slice(0, CHAT_LIMITS.conversationTitle) }
              : {}),
          })
          .where(eq(conversations.id, conversationId));
      }
      await tx
        .insert(chatMessages)
        .values(!prepared.stored && !prepared.regenerate ? [userMessage, reply] : [reply]);
      if (input.charged) {
        await tx.insert(bundleLogs).values({
          id: randomUUID(),
          userId,
          bundleText: (bundle?.summary ? `${bundle.summary}\n\n${input.content}` : input.content).slice(
            0,
            CHAT_LIMITS.bundleLogText,
          ),
          createdAt: at,
        });
      }
      if (memoryChanged) {
        await tx
          .insert(chatMemory)
          .values({ userId, threadId, memoryData: memory, updatedAt: at })
          .onConflictDoUpdate({
            target: [chatMemory.userId, chatMemory.threadId],
            set: { memoryData: memory, updatedAt: at },
          });
      }
    });
    return replyOf();

    function replyOf(): ChatReply {
      return {
        id,
        role: "assistant",
        content: input.content,
        kind: input.kind,
        ...(bundle ? { bundle } : {}),
        ...(decision.kind === "command"
          ? {
              command: {
                type: decision.command.type,
                ...(decision.command.type === "language" ? { language: decision.command.language } : {}),
              },
            }
          : {}),
        language,
        createdAt: at.toISOString(),
      };
    }
  }

  /** The caller's conversation with its last reply's kind and its memory card (read with others; or 404). */
  private async load(userId: string, id: string): Promise<LoadedConversation> {
    const loaded = await this.conversationReads.get(id);
    if (loaded?.conversation.userId !== userId || loaded.conversation.deletedAt !== null)
      throw new AppError("not_found", "No conversation with that id in your account.");
    return loaded;
  }

  /**
   * The message a retry or regenerate answers again: it must be the conversation's latest user message
   * (404 when it is not the caller's, 409 when a later message exists or the text differs).
   */
  private async regenerationOf(
    conversation: ConversationRow,
    messageId: string,
    message: string,
    edit = false,
  ): Promise<Regeneration> {
    const [target] = await this.db
      .select({ role: chatMessages.role, content: chatMessages.content, at: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversation.id)))
      .limit(1);
    if (target?.role !== "user")
      throw new AppError("not_found", "No message of yours with that id in this conversation.");
    if (!edit && target.content !== message)
      throw new AppError("conflict", "The message to answer again has a different text.");
    const after = await this.db
      .select({ role: chatMessages.role, kind: chatMessages.kind })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversation.id), gt(chatMessages.createdAt, target.at)))
      .orderBy(asc(chatMessages.createdAt));
    if (after.some((m) => m.role === "user"))
      throw new AppError("conflict", "Only the latest message can be answered again.");
    const [before] = await this.db
      .select({ kind: chatMessages.kind })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversation.id),
          eq(chatMessages.role, "assistant"),
          ne(chatMessages.kind, "command"),
          lt(chatMessages.createdAt, target.at),
        ),
      )
      .orderBy(desc(chatMessages.createdAt))
      .limit(1);
    return {
      at: target.at,
      original: target.content,
      // The same words again are a regenerate: its credit and versions rules apply.
      edit: edit && target.content !== message,
      replaced: after[0] ?? null,
      lastKindBefore: before?.kind ?? null,
    };
  }

  private async ownConversation(userId: string, id: string): Promise<ConversationRow> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId), isNull(conversations.deletedAt)))
      .limit(1);
    if (!row) throw new AppError("not_found", "No conversation with that id in your account.");
    return row;
  }

  private async bundleOf(userId: string, id: string): Promise<Bundle | null> {
    const [row] = await this.db
      .select({ bundle: bundles.bundle })
      .from(bundles)
      .where(and(eq(bundles.id, id), eq(bundles.userId, userId)))
      .limit(1);
    return row?.bundle ?? null;
  }

  /**
   * The greeting for this agent in `language`: welcomed back when they have written to the coach or made
   * a bundle (bundles stay after a Clear), else welcomed with the free bundles (unless unlimited).
   */
  private async greetingText(user: { id: string; name: string }, language: Language, unlimited: boolean) {
    const firstName = user.name.trim().split(/\s+/)[0];
    const [wrote] = await this.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, user.id), eq(chatMessages.role, "user")))
      .limit(1);
    const [made] = wrote
      ? [wrote]
      : await this.db.select({ id: bundles.id }).from(bundles).where(eq(bundles.userId, user.id)).limit(1);
    return greeting(language, firstName && firstName !== "User" ? firstName : undefined, {
      returning: made !== undefined,
      welcomeBundles: unlimited ? undefined : TRIAL_CREDITS,
    });
  }

  /**
   * A new conversation, greeted (§4: on an empty conversation, personal when the first name is known).
   * An agent who never wrote to the coach is welcomed with the free bundles the account starts with, not
   * welcomed back. A conversation nobody wrote in yet is reused rather than left behind empty: the
   * history lists only conversations with a message.
   */
  async start(
    user: { id: string; name: string },
    language: Language,
    now = new Date(),
    options: { unlimited?: boolean } = {},
  ): Promise<{ conversationId: string; greeting: ChatReply }> {
    const id = randomUUID();
    const content = await this.greetingText(user, language, options.unlimited ?? false);
    const [empty] = await this.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.userId, user.id),
          isNull(conversations.title),
          // A conversation in the trash (restorable for a minute) is never handed out again.
          isNull(conversations.deletedAt),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(chatMessages)
              .where(and(eq(chatMessages.conversationId, conversations.id), eq(chatMessages.role, "user"))),
          ),
        ),
      )
      .orderBy(desc(conversations.updatedAt))
      .limit(1);
    const conversationId = empty?.id ?? randomUUID();
    await this.db.transaction(async (tx) => {
      if (empty) {
        // The same id, so a tab that has it open keeps working; greeted afresh.
        await tx.delete(chatMessages).where(eq(chatMessages.conversationId, empty.id));
        await tx
          .update(conversations)
          .set({ language, createdAt: now, updatedAt: now })
          .where(eq(conversations.id, empty.id));
      } else {
        await tx.insert(conversations).values({
          id: conversationId,
          userId: user.id,
          threadId: randomUUID(),
          language,
          createdAt: now,
          updatedAt: now,
        });
      }
      await tx.insert(chatMessages).values({
        id,
        conversationId,
        userId: user.id,
        role: "assistant",
        content,
        kind: "greeting",
        createdAt: now,
      });
    });
    return {
      conversationId,
      greeting: { id, role: "assistant", content, kind: "greeting", language, createdAt: now.toISOString() },
    };
  }

  /** Reset (§4): the old conversation, its memory and counts are gone; a new one starts, greeted. */
  async reset(
    user: { id: string; name: string },
    conversationId: string,
    now = new Date(),
    options: { unlimited?: boolean } = {},
  ) {
    const conversation = await this.ownConversation(user.id, conversationId);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(chatMemory)
        .where(and(eq(chatMemory.userId, user.id), eq(chatMemory.threadId, conversation.threadId)));
      await tx.delete(conversations).where(eq(conversations.id, conversation.id));
    });
    return this.start(user, conversation.language, now, options);
  }

  async list(userId: string, search?: string): Promise<Conversation[]> {
    const rows = search
      ? await this.db
          .selectDistinct({ c: conversations })
          .from(conversations)
          .innerJoin(chatMessages, eq(chatMessages.conversationId, conversations.id))
          .where(
            and(
              eq(conversations.userId, userId),
              isNull(conversations.deletedAt),
              isNotNull(conversations.title),
              ilike(chatMessages.content, `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`),
            ),
          )
          .orderBy(desc(conversations.updatedAt))
          .limit(100)
      : (
          await this.db
            .select()
            .from(conversations)
            // Conversations nobody wrote in (a greeting, a command) are not history.
            .where(
              and(
                eq(conversations.userId, userId),
                isNull(conversations.deletedAt),
                isNotNull(conversations.title),
              ),
            )
            .orderBy(desc(conversations.updatedAt))
            .limit(100)
        ).map((c) => ({ c }));
    return rows.map(({ c }) => toConversation(c));
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
    const conversation = await this.ownConversation(userId, conversationId);
    const limit = page.limit ?? 100;
    const filters = [eq(chatMessages.conversationId, conversationId)];
    if (page.before) {
      const [anchor] = await this.db
        .select({ createdAt: chatMessages.createdAt })
        .from(chatMessages)
        .where(and(eq(chatMessages.id, page.before), eq(chatMessages.conversationId, conversationId)));
      if (anchor) filters.push(lt(chatMessages.createdAt, anchor.createdAt));
    }
    const rows = await this.db
      .select({ m: chatMessages, bundle: bundles.bundle })
      .from(chatMessages)
      .leftJoin(bundles, eq(bundles.id, chatMessages.bundleId))
      .where(and(...filters))
      .orderBy(desc(chatMessages.createdAt))
      .limit(limit + 1);
    const hasMore = rows.length > limit;
    const page_ = rows.slice(0, limit).reverse();
    return {
      conversation: toConversation(conversation),
      hasMore,
      followUpsLeft: followUpsLeft(conversation, options.unlimited ?? false),
      messages: page_.map(({ m, bundle }) => ({
        id: m.id,
        role: m.role,
        content: m.content,
        kind: (m.kind as ChatReplyKind | null) ?? null,
        ...(bundle ? { bundle } : {}),
        createdAt: m.createdAt.toISOString(),
      })),
    };
  }
}

function toConversation(c: ConversationRow): Conversation {
  return {
    id: c.id,
    title: c.title,
    language: c.language,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
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

/** A follow-up that rebuilt the bundle shows what changed, then the bundle as a new bundle reply does. */
function renderOwn(answer: { content: string; bundle?: Bundle }): string {
  return answer.bundle ? `${answer.content}\n\n${renderBundleReply(answer.bundle)}` : answer.content;
}

/**
 * The chat text of a bundle reply: the one-liner, each policy with its premium, the first talk-track
 * step. The bundle itself rides along for the card; the markers ("Recommended Bundle") show the
 * marketing card under it (docs/product/rules-and-figures.md#records).
 */
function renderBundleReply(bundle: Bundle): string {
  const heading: Record<Language, string> = {
    en: "Recommended Bundle",
    es: "Paquete recomendado",
    fr: "Offre recommandée",
  };
  const lines = [`**${heading[bundle.language]}** — ${bundle.summary}`, ""];
  for (const p of bundle.policies) lines.push(`- **${p.name}** (${p.coverage}): ${p.why}`);
  if (bundle.talkTrack[0]) lines.push("", bundle.talkTrack[0]);
  lines.push("", saveQuestion(bundle.language));
  return lines.join("\n");
}

/**
 * The state a message is decided in (docs/product/chat-coach.md#flow). A message answered again is decided as it was the
 * first time: the reply before it, and the follow-up count without its own follow-up.
 */
function stateOf(
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
