import { randomUUID } from "node:crypto";
import type {
  Allowance,
  ChatMessage,
  ChatReply,
  ChatReplyKind,
  ChatRequest,
  ChatResponse,
  Conversation,
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
  type ModelHistory,
  mergeMemory,
  PRODUCT_IDS,
  productInfoAnswer,
  renderMemory,
  summaryNote,
  systemPrompt,
} from "@buildr/engine";
import { and, asc, desc, eq, gt, ilike, lt, ne } from "drizzle-orm";
import type { Logger } from "pino";
import type { BatchWriter, GroupRead } from "../../db/batch.js";
import type { Db } from "../../db/client.js";
import { bundleLogs, bundles, chatMemory, chatMessages, conversations } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import type { Access, AccountService } from "../accounts.js";
import { type Charge, chargeOf, engineAllowance, ensureAvailable } from "../allowance.js";
import { withMissingFacts } from "../bundle-facts.js";
import {
  type ChatWrite,
  type ConversationRow,
  chatWrites,
  conversationReads,
  type LoadedConversation,
} from "./grouped.js";
import { type ChatModel, type ModelEvent, type ModelMessage, ModelUnavailable } from "./model.js";

/** chat-coach.md §5 and §9. */
export const CHAT_LIMITS = {
  userMessageToModel: 1000,
  bundleLogText: 1000,
  historyTurns: 6,
  memoryMessages: 4,
  conversationTitle: 80,
} as const;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const MEMORY_EXTRACTION_PROMPT =
  'From this conversation between an insurance agent and their coach, extract what is known about the agent\'s client. Answer with compact JSON only, no prose, using only these keys when known: "client_name" (string), "client_age" (number), "products_focus" (array of: medicare_advantage, medicare_supplement, part_d, final_expense, term_life, whole_life, iul, fixed_annuity, indexed_annuity, long_term_care, hospital_indemnity, cancer, dental_vision_hearing), "goals" (array of strings), "budget" (monthly US dollars, number), "objections" (array of: affordability, trust, need, urgency), "next_step" (string).';

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
  | { source: "engine"; kind: ChatReplyKind; content: string; bundle?: Bundle; costsCredit: boolean }
  | { source: "model"; costsCredit: boolean; instruction?: string };

/** Answering a stored message again (retry, regenerate): the message and the reply it replaces. */
interface Regeneration {
  at: Date;
  replaced: { kind: string | null } | null;
  /** The last reply's kind before the message: the state it was first answered in. */
  lastKindBefore: string | null;
}

export interface Prepared {
  userId: string;
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

const VAGUE: Record<Language, (missing: string[]) => string> = {
  en: (m) =>
    `I need a little more before I can build a bundle. Tell me:\n\n${m.map((q) => `- ${q}`).join("\n")}\n\nSend those details and I'll put the recommendations together right away.`,
  es: (m) =>
    `Necesito un poco más para armar un paquete. Dígame:\n\n${m.map((q) => `- ${q}`).join("\n")}\n\nEnvíeme esos datos y preparo las recomendaciones enseguida.`,
  fr: (m) =>
    `Il me faut un peu plus pour composer une offre. Dites-moi :\n\n${m.map((q) => `- ${q}`).join("\n")}\n\nEnvoyez-moi ces éléments et je prépare les recommandations tout de suite.`,
};

const COMPLIANCE_NOTE: Record<Language, string> = {
  en: "Compliance check",
  es: "Revisión de cumplimiento",
  fr: "Contrôle de conformité",
};

/**
 * The chat coach's server flow (issue 5, style.md §7): validate → session → allowance → conversation →
 * store the user's message → answer (engine, or the model grounded by it) → store the reply.
 *
 * Every engine answer is decided before any write, so refusals (off-topic, the limits, a lead too vague
 * to use) cost nothing (D-2). An engine answer is then stored in one transaction with everything it
 * changes (message, reply, credit, bundle, bundle log, conversation, memory): nothing is written unless
 * all of it is; one that costs no credit commits together with the messages arriving at the same moment
 * (grouped.ts). A model answer takes longer and may fail, so the message and its credit are stored
 * first; when the model fails every attempt, the fallback reply is stored and the credit given back.
 * Retry and regenerate answer a stored message again (docs/decisions/006).
 */
export class ChatService {
  private readonly extracting = new Set<string>();
  private readonly lastExtraction = new Map<string, number>();
  /** The service's time (history compression, stored times); tests move it forward. */
  clock: () => Date = () => new Date();
  private readonly conversationReads: GroupRead<string, LoadedConversation>;
  private readonly writes: BatchWriter<ChatWrite>;

  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    private readonly model: ChatModel | null,
    private readonly logger?: Logger,
    /** §9: 1 s after a reply, at most once per 2 minutes (tests shorten them). */
    private readonly memory = { delayMs: 1000, intervalMs: 120_000 },
  ) {
    this.conversationReads = conversationReads(db);
    this.writes = chatWrites(db);
  }

  /** The ids a message will have, known before anything is read: a stream can announce them at once. */
  ids(request: ChatRequest): MessageIds {
    return {
      conversationId: request.conversationId ?? randomUUID(),
      messageId: request.regenerateOf ?? randomUUID(),
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
    if (request.regenerateOf) {
      if (!loaded)
        throw new AppError("validation_failed", "regenerateOf needs the message's conversationId.", {
          fields: { conversationId: "Required with regenerateOf." },
        });
      regeneration = await this.regenerationOf(loaded.conversation, request.regenerateOf, message);
    }
    // D-2 for a message answered again: the credit it took pays for its new reply too, unless the reply
    // being replaced gave it back (the fallback). See docs/decisions/006.
    const alreadyPaid = regeneration !== null && regeneration.replaced?.kind !== "fallback";
    const decision = decideMessage(message, stateOf(loaded, access, regeneration, message));
    if (decision.kind === "command" && decision.command.type === "error") {
      // An unknown language: the web app shows a destructive toast; nothing is stored (§4).
      throw new AppError("unknown_language", decision.command.message);
    }
    if (decision.kind === "limit" && decision.limit === "free") {
      // D-2: at zero credits the server refuses (402) with the specified upgrade words; nothing is stored.
      throw new AppError("upgrade_required", decision.reply);
    }
    const answer = await this.answerFromEngine(decision, message, loaded?.conversation ?? null, now);
    const charge = alreadyPaid ? null : chargeOf(answer, access.isUnlimited);
    if (charge) ensureAvailable(access.allowance, charge, decision.language, now);
    const prepared: Prepared = {
      userId: user.id,
      conversationId: loaded?.conversation.id ?? ids.conversationId,
      threadId: loaded?.conversation.threadId ?? randomUUID(),
      messageId: request.regenerateOf ?? ids.messageId,
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
    let bundle: Bundle | undefined;
    let compressed: ModelHistory["compressed"] = null;
    if (answer.source === "engine") {
      ({ kind, content, bundle } = answer);
      options.onEvent?.({ type: "delta", text: content });
    } else {
      try {
        const asked = await this.askModel(prepared, answer, options);
        ({ content, compressed } = asked);
        kind = "model";
      } catch (error) {
        if (!(error instanceof ModelUnavailable)) throw error;
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
    this.scheduleMemoryExtraction(userId, conversationId, threadId);
    return { conversationId, messageId: prepared.messageId, reply, allowance: prepared.allowance };
  }

  /**
   * chat-coach.md §4 "Memory", with a model: 1 s after a reply, the last 4 messages go to the model, which
   * answers compact JSON; what it finds is merged into the card without overwriting known fields. At most
   * once per 2 minutes per thread, never while one runs, never under 2 messages. Without a model the
   * engine's parser already filled the card (step 12). Failures are logged only (§8).
   */
  private scheduleMemoryExtraction(userId: string, conversationId: string, threadId: string) {
    if (!this.model) return;
    const key = `${userId}:${threadId}`;
    const last = this.lastExtraction.get(key);
    if (this.extracting.has(key) || (last !== undefined && Date.now() - last < this.memory.intervalMs))
      return;
    this.extracting.add(key);
    setTimeout(() => {
      void this.extractMemoryWithModel(userId, conversationId, threadId)
        .catch((error: unknown) => this.logger?.warn({ err: error }, "chat: memory extraction failed"))
        .finally(() => {
          this.extracting.delete(key);
          this.lastExtraction.set(key, Date.now());
        });
    }, this.memory.delayMs).unref();
  }

  private async extractMemoryWithModel(userId: string, conversationId: string, threadId: string) {
    const recent = await this.db
      .select({ role: chatMessages.role, content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.createdAt))
      .limit(CHAT_LIMITS.memoryMessages);
    if (recent.length < 2) return;
    const transcript = recent
      .reverse()
      .map((m) => `${m.role}: ${m.content.slice(0, CHAT_LIMITS.userMessageToModel)}`)
      .join("\n");
    const text = await this.model!.complete(userId, [
      { role: "system", content: MEMORY_EXTRACTION_PROMPT },
      { role: "user", content: transcript },
    ]);
    const found = parseMemoryJson(text);
    if (!found) return;
    const now = new Date();
    const known = (await this.memoryOf(userId, threadId)) ?? {};
    const memory = mergeMemory(known, found, now);
    await this.db
      .insert(chatMemory)
      .values({ userId, threadId, memoryData: memory, updatedAt: now })
      .onConflictDoUpdate({
        target: [chatMemory.userId, chatMemory.threadId],
        set: { memoryData: memory, updatedAt: now },
      });
  }

  /** The engine's answer for every step it owns; `model` when the step is a free question (step 11). */
  private async answerFromEngine(
    decision: Decision,
    message: string,
    conversation: ConversationRow | null,
    now: Date,
  ): Promise<Answer> {
    const language = decision.language;
    const engine = (kind: ChatReplyKind, content: string, bundle?: Bundle): Answer => ({
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
      case "redirect":
      case "limit":
        return engine(decision.kind === "save_reply" ? "coaching" : decision.kind, decision.reply);
      case "product_info":
        return engine("product_info", productInfoAnswer(decision.product, language, now));
      case "bundle": {
        const result = generateBundle({ lead: message, language }, { id: randomUUID(), now, language });
        if (!result.ok)
          return { ...engine("coaching", VAGUE[result.language](result.missing)), costsCredit: false };
        return engine("bundle", renderBundleReply(result.bundle), withMissingFacts(result.bundle));
      }
      case "follow_up": {
        const bundle = conversation?.currentBundleId
          ? await this.bundleOf(conversation.userId, conversation.currentBundleId)
          : null;
        // Issue 21: facts, objections, moves, carriers for one of the client's facts and a new fact are
        // the engine's, with the bundle's context (D-11: a model never states a figure of its own).
        const own = engineOwns(decision)
          ? coachAnswer(decision, message, { bundle, now, id: randomUUID() })
          : null;
        if (own)
          return engine(own.kind === "product_info" ? "coaching" : own.kind, renderOwn(own), own.bundle);
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
    // D-12: with no model and nothing in the knowledge base, the specified answer.
    return { source: "engine", kind: "coaching", content: coaching.text, costsCredit };
  }

  /**
   * Step 11: the system prompt (with the follow-up instruction, the memory card and the history's summary
   * when there are any), the history as `historyForModel` cuts it, then the message (§5, §9).
   */
  private async askModel(
    prepared: Prepared,
    answer: Extract<Answer, { source: "model" }>,
    options: SendOptions,
  ): Promise<{ content: string; compressed: ModelHistory["compressed"] }> {
    const { userId, conversationId, message, decision, loaded } = prepared;
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
    const system = [systemPrompt(language)];
    if (answer.instruction) system.push(answer.instruction);
    const card = loaded?.memory ? renderMemory(loaded.memory) : null;
    if (card) system.push(card);
    if (history.summary) system.push(summaryNote(history.summary, language));
    const messages: ModelMessage[] = [
      { role: "system", content: system.join("\n\n") },
      ...history.turns.map((t) => ({ role: t.role, content: t.content })),
      { role: "user", content: message.slice(0, CHAT_LIMITS.userMessageToModel) },
    ];
    const text = await this.model!.complete(userId, messages, options);
    // Model text passes the compliance guard (issue 4): the agent sees what to fix, in their language.
    const findings = check(text, { audience: "agent", language });
    if (findings.length === 0) return { content: text, compressed: history.compressed };
    const note = findings.map((f) => `- ${f.message}`).join("\n");
    const addition = `\n\n**${COMPLIANCE_NOTE[language]}**\n${note}`;
    options.onEvent?.({ type: "delta", text: addition });
    return { content: text + addition, compressed: history.compressed };
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
      bundle?: Bundle;
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
    if (loaded?.conversation.userId !== userId)
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
  ): Promise<Regeneration> {
    const [target] = await this.db
      .select({ role: chatMessages.role, content: chatMessages.content, at: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversation.id)))
      .limit(1);
    if (target?.role !== "user")
      throw new AppError("not_found", "No message of yours with that id in this conversation.");
    if (target.content !== message)
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
    return { at: target.at, replaced: after[0] ?? null, lastKindBefore: before?.kind ?? null };
  }

  private async ownConversation(userId: string, id: string): Promise<ConversationRow> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
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

  private async memoryOf(userId: string, threadId: string): Promise<MemoryCard | null> {
    const [row] = await this.db
      .select({ data: chatMemory.memoryData })
      .from(chatMemory)
      .where(and(eq(chatMemory.userId, userId), eq(chatMemory.threadId, threadId)))
      .limit(1);
    return (row?.data as MemoryCard | undefined) ?? null;
  }

  /** A new conversation, greeted (§4: on an empty conversation, personal when the first name is known). */
  async start(
    user: { id: string; name: string },
    language: Language,
    now = new Date(),
  ): Promise<{ conversationId: string; greeting: ChatReply }> {
    const conversationId = randomUUID();
    const id = randomUUID();
    const firstName = user.name.trim().split(/\s+/)[0];
    const content = greeting(language, firstName && firstName !== "User" ? firstName : undefined);
    await this.db.transaction(async (tx) => {
      await tx.insert(conversations).values({
        id: conversationId,
        userId: user.id,
        threadId: randomUUID(),
        language,
        createdAt: now,
        updatedAt: now,
      });
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
  async reset(user: { id: string; name: string }, conversationId: string, now = new Date()) {
    const conversation = await this.ownConversation(user.id, conversationId);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(chatMemory)
        .where(and(eq(chatMemory.userId, user.id), eq(chatMemory.threadId, conversation.threadId)));
      await tx.delete(conversations).where(eq(conversations.id, conversation.id));
    });
    return this.start(user, conversation.language, now);
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
              ilike(chatMessages.content, `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`),
            ),
          )
          .orderBy(desc(conversations.updatedAt))
          .limit(100)
      : (
          await this.db
            .select()
            .from(conversations)
            .where(eq(conversations.userId, userId))
            .orderBy(desc(conversations.updatedAt))
            .limit(100)
        ).map((c) => ({ c }));
    return rows.map(({ c }) => toConversation(c));
  }

  async messages(
    userId: string,
    conversationId: string,
    page: { before?: string; limit?: number } = {},
  ): Promise<{ conversation: Conversation; messages: ChatMessage[]; hasMore: boolean }> {
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
 * Whether the engine's own answer is the reply (issue 21): a fact, an objection or a move, and the
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
 * marketing card under it (chat-coach.md §3).
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
  return lines.join("\n");
}

/**
 * The state a message is decided in (chat-coach.md §4). A message answered again is decided as it was the
 * first time: the reply before it, and the follow-up count without its own follow-up.
 */
function stateOf(
  loaded: LoadedConversation | null,
  access: Access,
  regeneration: Regeneration | null,
  message: string,
): ConversationState {
  // Which allowance a reply spends, and whether any is left, is decided after the answer (allowance.ts).
  const allowance: ConversationState["allowance"] = engineAllowance(access.isUnlimited);
  if (!loaded) return { language: "en", lastReplyKind: null, followUpCount: 0, allowance };
  const { conversation } = loaded;
  const state: ConversationState = {
    language: conversation.language,
    lastReplyKind: (loaded.lastKind as ConversationState["lastReplyKind"]) ?? null,
    followUpCount: conversation.followUpCount,
    allowance,
  };
  if (!regeneration) return state;
  state.lastReplyKind = (regeneration.lastKindBefore as ConversationState["lastReplyKind"]) ?? null;
  // The replaced reply counted this message as a follow-up unless it was the fallback (§4 step 9).
  if (regeneration.replaced && regeneration.replaced.kind !== "fallback" && state.followUpCount > 0) {
    const before = { ...state, followUpCount: state.followUpCount - 1 };
    const first = decideMessage(message, before);
    if (first.kind === "follow_up" && first.followUpCount === state.followUpCount) return before;
  }
  return state;
}
