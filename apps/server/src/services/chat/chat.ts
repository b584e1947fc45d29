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
  coachingReply,
  type Decision,
  decideMessage,
  extractMemory,
  fallbackReply,
  followUpAnswer,
  generateBundle,
  greeting,
  type Language,
  type MemoryCard,
  mergeMemory,
  PRODUCT_IDS,
  productInfoAnswer,
  renderMemory,
  systemPrompt,
} from "@buildr/engine";
import { and, desc, eq, ilike, lt, ne } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.js";
import { bundleLogs, bundles, chatMemory, chatMessages, conversations } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import type { Access, AccountService } from "../accounts.js";
import { type ChatModel, type ModelEvent, type ModelMessage, ModelUnavailable } from "./model.js";

/** chat-coach.md §5 and §9. */
export const CHAT_LIMITS = {
  userMessageToModel: 1000,
  bundleLogText: 1000,
  historyTurns: 6,
  memoryMessages: 4,
  conversationTitle: 80,
} as const;

type ConversationRow = typeof conversations.$inferSelect;

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

export interface Prepared {
  userId: string;
  conversationId: string;
  threadId: string;
  message: string;
  decision: Decision;
  answer: Answer;
  charged: boolean;
  allowance: Allowance;
  now: Date;
}

export interface SendOptions {
  onEvent?: (event: ModelEvent) => void;
  signal?: AbortSignal;
  now?: Date;
}

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
 * to use) cost nothing (D-2). A credit is taken in the same transaction that stores the user's message;
 * when the model then fails every attempt, the fallback reply is stored and the credit given back.
 */
export class ChatService {
  private readonly extracting = new Set<string>();
  private readonly lastExtraction = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    private readonly model: ChatModel | null,
    private readonly logger?: Logger,
    /** §9: 1 s after a reply, at most once per 2 minutes (tests shorten them). */
    private readonly memory = { delayMs: 1000, intervalMs: 120_000 },
  ) {}

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
   * Everything that can refuse, then the writes that must come first: the decision (pure), the engine's
   * answer when it has one, then one transaction that takes the credit (402 when there is none) and stores
   * the user's message. After this, nothing the user sent can be lost.
   */
  async prepare(
    user: { id: string; name: string },
    access: Access,
    request: ChatRequest,
    now = new Date(),
  ): Promise<Prepared> {
    const message = request.message.trim();
    const existing = request.conversationId
      ? await this.ownConversation(user.id, request.conversationId)
      : null;
    const decision = decideMessage(message, await this.stateOf(existing, access));
    const language = decision.language;
    if (decision.kind === "command" && decision.command.type === "error") {
      // An unknown language: the web app shows a destructive toast; nothing is stored (§4).
      throw new AppError("unknown_language", decision.command.message);
    }
    if (decision.kind === "limit" && decision.limit === "free") {
      // D-2: at zero credits the server refuses (402) with the specified upgrade words; nothing is stored.
      throw new AppError("upgrade_required", decision.reply);
    }
    const answer = await this.answerFromEngine(decision, message, existing, now);
    const charged = answer.costsCredit && !access.isUnlimited;
    const conversationId = existing?.id ?? randomUUID();
    const threadId = existing?.threadId ?? randomUUID();
    let allowance: Allowance = access.allowance;
    await this.db.transaction(async (tx) => {
      if (charged) allowance = await this.accounts.spendTrialCredit(user.id, tx);
      if (existing && !existing.title) {
        // Started from the screen (greeting only): the first message names it in the history.
        await tx
          .update(conversations)
          .set({ title: message.slice(0, CHAT_LIMITS.conversationTitle) })
          .where(eq(conversations.id, existing.id));
      }
      if (!existing) {
        await tx.insert(conversations).values({
          id: conversationId,
          userId: user.id,
          threadId,
          language,
          title: message.slice(0, CHAT_LIMITS.conversationTitle),
          createdAt: now,
          updatedAt: now,
        });
      }
      await tx.insert(chatMessages).values({
        id: randomUUID(),
        conversationId,
        userId: user.id,
        role: "user",
        content: message,
        createdAt: now,
      });
    });
    return { userId: user.id, conversationId, threadId, message, decision, answer, charged, allowance, now };
  }

  /** The answer (streamed through `onEvent`), stored; a failed model gives the fallback and the credit back. */
  async complete(prepared: Prepared, options: SendOptions = {}): Promise<ChatResponse> {
    const { userId, conversationId, threadId, message, decision, answer } = prepared;
    const language = decision.language;
    let allowance = prepared.allowance;
    let charged = prepared.charged;
    let kind: ChatReplyKind;
    let content: string;
    let bundle: Bundle | undefined;
    if (answer.source === "engine") {
      ({ kind, content, bundle } = answer);
      options.onEvent?.({ type: "delta", text: content });
    } else {
      try {
        content = await this.askModel(userId, conversationId, threadId, message, language, answer, options);
        kind = "model";
      } catch (error) {
        if (!(error instanceof ModelUnavailable)) throw error;
        kind = "fallback";
        content = fallbackReply(language);
        options.onEvent?.({ type: "reset" });
        options.onEvent?.({ type: "delta", text: content });
        if (charged) {
          await this.accounts.refundCredit(userId);
          allowance = { unlimited: false, remaining: (allowance.remaining ?? 0) + 1 };
          charged = false;
        }
      }
    }
    const reply = await this.storeReply({
      userId,
      conversationId,
      threadId,
      kind,
      content,
      bundle,
      decision,
      message,
      language,
      charged,
      // Strictly after the user's message, so the history reads in order.
      now: new Date(Math.max(Date.now(), prepared.now.getTime() + 1)),
    });
    this.scheduleMemoryExtraction(userId, conversationId, threadId);
    return { conversationId, reply, allowance };
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
        return engine("bundle", renderBundleReply(result.bundle), result.bundle);
      }
      case "follow_up": {
        const bundle = conversation?.currentBundleId
          ? await this.bundleOf(conversation.userId, conversation.currentBundleId)
          : null;
        if (!bundle) return this.coachingOrModel(message, language, now, decision.costsCredit);
        if (this.model) return { source: "model", costsCredit: false, instruction: decision.instruction };
        return engine("follow_up", followUpAnswer(decision.topic, bundle, language, now));
      }
      case "coaching":
      case "model":
        return this.coachingOrModel(message, language, now, decision.costsCredit, decision.kind);
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

  private async askModel(
    userId: string,
    conversationId: string,
    threadId: string,
    message: string,
    language: Language,
    answer: Extract<Answer, { source: "model" }>,
    options: SendOptions,
  ): Promise<string> {
    const [memory, history] = await Promise.all([
      this.memoryOf(userId, threadId),
      this.db
        .select({ role: chatMessages.role, content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.createdAt))
        .limit(CHAT_LIMITS.historyTurns + 1),
    ]);
    const turns = history.reverse().slice(0, -1).slice(-CHAT_LIMITS.historyTurns);
    const system = [systemPrompt(language)];
    if (answer.instruction) system.push(answer.instruction);
    const card = memory ? renderMemory(memory) : null;
    if (card) system.push(card);
    const messages: ModelMessage[] = [
      { role: "system", content: system.join("\n\n") },
      ...turns.map((t) => ({ role: t.role, content: t.content })),
      { role: "user", content: message.slice(0, CHAT_LIMITS.userMessageToModel) },
    ];
    const text = await this.model!.complete(userId, messages, options);
    // Model text passes the compliance guard (issue 4): the agent sees what to fix, in their language.
    const findings = check(text, { audience: "agent", language });
    if (findings.length === 0) return text;
    const note = findings.map((f) => `- ${f.message}`).join("\n");
    const addition = `\n\n**${COMPLIANCE_NOTE[language]}**\n${note}`;
    options.onEvent?.({ type: "delta", text: addition });
    return text + addition;
  }

  private async storeReply(input: {
    userId: string;
    conversationId: string;
    threadId: string;
    kind: ChatReplyKind;
    content: string;
    bundle?: Bundle;
    decision: Decision;
    message: string;
    language: Language;
    charged: boolean;
    now: Date;
  }): Promise<ChatReply> {
    const { userId, conversationId, bundle, decision, now } = input;
    const id = randomUUID();
    const known = await this.memoryOf(userId, input.threadId);
    const memory = mergeMemory(known ?? {}, extractMemory(input.message, input.language), now);
    await this.db.transaction(async (tx) => {
      if (bundle) {
        await tx.insert(bundles).values({
          id: bundle.id,
          userId,
          language: bundle.language,
          lead: input.message,
          summary: bundle.summary,
          bundle,
          createdAt: now,
        });
      }
      await tx.insert(chatMessages).values({
        id,
        conversationId,
        userId,
        role: "assistant",
        content: input.content,
        kind: input.kind,
        bundleId: bundle?.id ?? null,
        createdAt: now,
      });
      if (input.charged) {
        await tx.insert(bundleLogs).values({
          id: randomUUID(),
          userId,
          bundleText: (bundle?.summary ? `${bundle.summary}\n\n${input.content}` : input.content).slice(
            0,
            CHAT_LIMITS.bundleLogText,
          ),
          createdAt: now,
        });
      }
      const language =
        decision.kind === "command" && decision.command.type === "language"
          ? decision.command.language
          : input.language;
      await tx
        .update(conversations)
        .set({
          language,
          updatedAt: now,
          ...(bundle ? { currentBundleId: bundle.id, followUpCount: 0, followUpTopic: null } : {}),
          ...(decision.kind === "follow_up" && input.kind !== "fallback"
            ? { followUpCount: decision.followUpCount, followUpTopic: decision.topic }
            : {}),
        })
        .where(eq(conversations.id, conversationId));
      await tx
        .insert(chatMemory)
        .values({ userId, threadId: input.threadId, memoryData: memory, updatedAt: now })
        .onConflictDoUpdate({
          target: [chatMemory.userId, chatMemory.threadId],
          set: { memoryData: memory, updatedAt: now },
        });
    });
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
      language: input.language,
      createdAt: now.toISOString(),
    };
  }

  private async stateOf(conversation: ConversationRow | null, access: Access): Promise<ConversationState> {
    const allowance: ConversationState["allowance"] = access.isUnlimited
      ? { unlimited: true }
      : { unlimited: false, remaining: access.allowance.remaining ?? 0 };
    if (!conversation) return { language: "en", lastReplyKind: null, followUpCount: 0, allowance };
    // A command's reply ("/lang es") does not end the talk about a bundle: look past it.
    const [last] = await this.db
      .select({ kind: chatMessages.kind })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversation.id),
          eq(chatMessages.role, "assistant"),
          ne(chatMessages.kind, "command"),
        ),
      )
      .orderBy(desc(chatMessages.createdAt))
      .limit(1);
    return {
      language: conversation.language,
      lastReplyKind: (last?.kind as ConversationState["lastReplyKind"]) ?? null,
      followUpCount: conversation.followUpCount,
      allowance,
    };
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
