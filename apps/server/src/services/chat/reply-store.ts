import { randomUUID } from "node:crypto";
import type { Bundle as ApiBundle, ChatReply, ChatReplyKind } from "@buildr/contracts";
import type { ModelHistory } from "@buildr/engine";
import { and, eq, gt } from "drizzle-orm";
import type { BatchWriter } from "../../db/batch.js";
import type { Db } from "../../db/client.js";
import { bundleLogs, bundles, chatMemory, chatMessages, conversations } from "../../db/schema.js";
import type { AllowanceService } from "../allowance.js";
import { editMessage, keepReplyVersions } from "./conversations.js";
import { type ChatWrite, chatWrites } from "./grouped.js";
import { CHAT_LIMITS, titleOf } from "./limits.js";
import { memoryAfter } from "./memory.js";
import type { Prepared } from "./prepared.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface ReplyInput {
  kind: ChatReplyKind;
  content: string;
  bundle?: ApiBundle;
  charged: boolean;
  compressed: ModelHistory["compressed"];
}

/**
 * Storing the agent's message and the coach's reply, in one of two ways:
 * - a reply that no credit ties to anything (most engine answers) commits together with the messages
 *   arriving at the same moment (group commit, grouped.ts);
 * - anything else (a credit spent, a message answered again, the model path) in one transaction of its
 *   own with everything it changes: message, reply, credit, bundle, bundle log, conversation, memory.
 *   Nothing is written unless all of it is; a 402 here, from a parallel send, rolls it all back.
 * The model path stores the message and its credit first (`storeMessageFirst`), so nothing the agent
 * sent is lost however the model fares. Both update `prepared.allowance` with what was spent.
 */
export class ReplyStore {
  private readonly writes: BatchWriter<ChatWrite>;

  constructor(
    private readonly db: Db,
    private readonly allowances: Pick<AllowanceService, "spend">,
  ) {
    this.writes = chatWrites(db);
  }

  /** The model path: the credit (402 when there is none) and the agent's message, before the model is asked. */
  async storeMessageFirst(prepared: Prepared): Promise<void> {
    const { charge } = prepared;
    await this.db.transaction(async (tx) => {
      if (charge)
        prepared.allowance = await this.allowances.spend(prepared.userId, charge, {
          db: tx,
          language: prepared.decision.language,
          now: prepared.now,
        });
      if (!prepared.regenerate) await this.storeMessage(tx, prepared);
    });
  }

  /** The reply and everything it changes, stored at `at` (strictly after the agent's message). */
  async storeReply(prepared: Prepared, input: ReplyInput, at: Date): Promise<ChatReply> {
    const record = replyRecord(prepared, input, at);
    if (!prepared.stored && !prepared.regenerate && !input.charged) await this.grouped(prepared, record);
    else await this.inTransaction(prepared, input, record);
    return record.reply;
  }

  /** The agent's message, and its conversation when the message starts one or names it. */
  private async storeMessage(tx: Tx, prepared: Prepared): Promise<void> {
    const { userId, conversationId, message, loaded, now } = prepared;
    if (!loaded) {
      await tx.insert(conversations).values({
        id: conversationId,
        userId,
        threadId: prepared.threadId,
        language: prepared.decision.language,
        title: titleOf(message),
        createdAt: now,
        updatedAt: now,
      });
    } else if (!loaded.conversation.title) {
      // Started from the screen (greeting only): the first message names it in the history.
      await tx
        .update(conversations)
        .set({ title: titleOf(message) })
        .where(eq(conversations.id, conversationId));
    }
    await tx.insert(chatMessages).values(userMessageRow(prepared));
  }

  /** Nothing ties this message to a credit: it commits with the others arriving now (grouped.ts). */
  private async grouped(prepared: Prepared, record: ReplyRecord): Promise<void> {
    const { userId, conversationId, threadId, decision, message, loaded } = prepared;
    const { at, changes, memory } = record;
    const title = titleOf(message);
    await this.writes.add({
      newConversation: loaded
        ? null
        : { id: conversationId, userId, threadId, title, createdAt: prepared.now, ...changes },
      change: loaded
        ? {
            id: conversationId,
            language: changes.language,
            updatedAt: at,
            title,
            bundleId: record.bundleRow?.id ?? null,
            followUp:
              decision.kind === "follow_up" ? { count: decision.followUpCount, topic: decision.topic } : null,
          }
        : null,
      bundle: record.bundleRow,
      messages: [record.userMessage, record.replyRow],
      memory: memory.changed ? { userId, threadId, memoryData: memory.card, updatedAt: at } : null,
    });
  }

  private async inTransaction(prepared: Prepared, input: ReplyInput, record: ReplyRecord): Promise<void> {
    const { userId, conversationId, threadId, message, loaded } = prepared;
    const { at, changes, memory } = record;
    await this.db.transaction(async (tx) => {
      if (!prepared.stored && input.charged && prepared.charge)
        prepared.allowance = await this.allowances.spend(userId, prepared.charge, {
          db: tx,
          language: prepared.decision.language,
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
      if (record.bundleRow) await tx.insert(bundles).values(record.bundleRow);
      if (!loaded && !prepared.stored) {
        // A new conversation is inserted whole rather than inserted and then updated.
        await tx.insert(conversations).values({
          id: conversationId,
          userId,
          threadId,
          title: titleOf(message),
          createdAt: prepared.now,
          ...changes,
        });
      } else {
        await tx
          .update(conversations)
          .set({
            ...changes,
            ...(!prepared.stored && !loaded?.conversation.title ? { title: titleOf(message) } : {}),
          })
          .where(eq(conversations.id, conversationId));
      }
      await tx
        .insert(chatMessages)
        .values(
          !prepared.stored && !prepared.regenerate
            ? [record.userMessage, record.replyRow]
            : [record.replyRow],
        );
      if (input.charged) {
        const { bundle } = input;
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
      if (memory.changed) {
        await tx
          .insert(chatMemory)
          .values({ userId, threadId, memoryData: memory.card, updatedAt: at })
          .onConflictDoUpdate({
            target: [chatMemory.userId, chatMemory.threadId],
            set: { memoryData: memory.card, updatedAt: at },
          });
      }
    });
  }
}

/** The agent's message as a row. */
function userMessageRow(prepared: Prepared) {
  return {
    id: prepared.messageId,
    conversationId: prepared.conversationId,
    userId: prepared.userId,
    role: "user" as const,
    content: prepared.message,
    createdAt: prepared.messageAt,
  };
}

type ReplyRecord = ReturnType<typeof replyRecord>;

/** Everything one reply writes, as rows and changes, and the reply as the API gives it. */
function replyRecord(prepared: Prepared, input: ReplyInput, at: Date) {
  const { userId, conversationId, decision, message, loaded } = prepared;
  const { bundle } = input;
  const language = decision.language;
  const id = randomUUID();
  const known = loaded?.memory ?? null;
  const { memory: card, changed } = memoryAfter(known, message, language, at);
  const conversationLanguage =
    decision.kind === "command" && decision.command.type === "language"
      ? decision.command.language
      : language;
  const changes = {
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
  const reply: ChatReply = {
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
  return {
    at,
    changes,
    memory: { card, changed },
    reply,
    replyRow: {
      id,
      conversationId,
      userId,
      role: "assistant" as const,
      content: input.content,
      kind: input.kind,
      bundleId: bundle?.id ?? null,
      createdAt: at,
    },
    bundleRow: bundle
      ? {
          id: bundle.id,
          userId,
          language: bundle.language,
          lead: message,
          summary: bundle.summary,
          bundle,
          createdAt: at,
        }
      : null,
    userMessage: userMessageRow(prepared),
  };
}
