import type { ChatMessage, ChatReplyKind, Conversation } from "@buildr/contracts";
import type { Bundle, Language } from "@buildr/engine";
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  ilike,
  isNotNull,
  isNull,
  lt,
  ne,
  notExists,
  sql,
} from "drizzle-orm";
import type { GroupRead } from "../../db/batch.js";
import type { Db } from "../../db/client.js";
import { bundles, chatMemory, chatMessages, conversations } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import { toConversation } from "./conversations.js";
import { type ConversationRow, conversationReads, type LoadedConversation } from "./grouped.js";

const GONE = "No conversation with that id in your account.";

/**
 * The chat's queries: conversations, their messages and the bundles they discuss, always the caller's
 * (another account's conversation is "not found", like every id of the API). Storing the agent's message
 * and the reply is reply-store.ts's; what the rows mean is the service's.
 */
export class ConversationStore {
  private readonly reads: GroupRead<string, LoadedConversation>;

  constructor(private readonly db: Db) {
    this.reads = conversationReads(db);
  }

  /** The caller's conversation with its last reply's kind and its memory card (read with others; or 404). */
  async load(userId: string, id: string): Promise<LoadedConversation> {
    const loaded = await this.reads.get(id);
    if (loaded?.conversation.userId !== userId || loaded.conversation.deletedAt !== null)
      throw new AppError("not_found", GONE);
    return loaded;
  }

  /** The caller's conversation row, not in the trash (or 404). */
  async own(userId: string, id: string): Promise<ConversationRow> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId), isNull(conversations.deletedAt)))
      .limit(1);
    if (!row) throw new AppError("not_found", GONE);
    return row;
  }

  /** The caller's bundle, as stored, with the lead it was made from; null when it is not theirs. */
  async bundleWithLead(userId: string, id: string): Promise<{ bundle: Bundle; lead: string | null } | null> {
    const [row] = await this.db
      .select({ bundle: bundles.bundle, lead: bundles.lead })
      .from(bundles)
      .where(and(eq(bundles.id, id), eq(bundles.userId, userId)))
      .limit(1);
    return row ? { bundle: row.bundle, lead: row.lead } : null;
  }

  async bundle(userId: string, id: string): Promise<Bundle | null> {
    const [row] = await this.db
      .select({ bundle: bundles.bundle })
      .from(bundles)
      .where(and(eq(bundles.id, id), eq(bundles.userId, userId)))
      .limit(1);
    return row?.bundle ?? null;
  }

  /** The last `limit` messages stored before `before`, oldest first: the history a model is given. */
  async turnsBefore(conversationId: string, before: Date, limit: number) {
    const rows = await this.db
      .select({ role: chatMessages.role, content: chatMessages.content, at: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.createdAt, before)))
      .orderBy(desc(chatMessages.createdAt))
      .limit(limit);
    return rows.reverse();
  }

  /** One stored message of the conversation (a message answered again names it). */
  async message(conversationId: string, id: string) {
    const [row] = await this.db
      .select({ role: chatMessages.role, content: chatMessages.content, at: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, id), eq(chatMessages.conversationId, conversationId)))
      .limit(1);
    return row;
  }

  /** Every message stored after `at`, oldest first. */
  async messagesAfter(conversationId: string, at: Date) {
    return this.db
      .select({ role: chatMessages.role, kind: chatMessages.kind })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.createdAt, at)))
      .orderBy(asc(chatMessages.createdAt));
  }

  /** The kind of the last reply before `at`, commands aside. */
  async lastReplyKindBefore(conversationId: string, at: Date): Promise<string | null> {
    const [row] = await this.db
      .select({ kind: chatMessages.kind })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.role, "assistant"),
          ne(chatMessages.kind, "command"),
          lt(chatMessages.createdAt, at),
        ),
      )
      .orderBy(desc(chatMessages.createdAt))
      .limit(1);
    return row?.kind ?? null;
  }

  /** Whether the agent ever wrote to the coach or made a bundle (bundles stay after a Clear). */
  async hasWrittenOrMade(userId: string): Promise<boolean> {
    const [wrote] = await this.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, "user")))
      .limit(1);
    if (wrote) return true;
    const [made] = await this.db
      .select({ id: bundles.id })
      .from(bundles)
      .where(eq(bundles.userId, userId))
      .limit(1);
    return made !== undefined;
  }

  /**
   * A conversation holding only `greeting`: one nobody wrote in yet is reused (same id, so a tab that has
   * it open keeps working, greeted afresh), else a new one is opened. The history lists only
   * conversations with a message, so none is left behind empty.
   */
  async greeted(
    userId: string,
    language: Language,
    now: Date,
    greeting: { id: string; content: string },
    newIds: { conversationId: string; threadId: string },
  ): Promise<string> {
    const [empty] = await this.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.userId, userId),
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
    const conversationId = empty?.id ?? newIds.conversationId;
    await this.db.transaction(async (tx) => {
      if (empty) {
        await tx.delete(chatMessages).where(eq(chatMessages.conversationId, empty.id));
        await tx
          .update(conversations)
          .set({ language, createdAt: now, updatedAt: now })
          .where(eq(conversations.id, empty.id));
      } else {
        await tx.insert(conversations).values({
          id: conversationId,
          userId,
          threadId: newIds.threadId,
          language,
          createdAt: now,
          updatedAt: now,
        });
      }
      await tx.insert(chatMessages).values({
        id: greeting.id,
        conversationId,
        userId,
        role: "assistant",
        content: greeting.content,
        kind: "greeting",
        createdAt: now,
      });
    });
    return conversationId;
  }

  /** The conversation and its thread's memory, gone (a reset). */
  async remove(conversation: Pick<ConversationRow, "id" | "userId" | "threadId">): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(chatMemory)
        .where(
          and(eq(chatMemory.userId, conversation.userId), eq(chatMemory.threadId, conversation.threadId)),
        );
      await tx.delete(conversations).where(eq(conversations.id, conversation.id));
    });
  }

  /** A conversation a command opens before anyone wrote: untitled, in the command's language. */
  async openUntitled(row: { id: string; userId: string; threadId: string; language: Language; now: Date }) {
    await this.db.insert(conversations).values({
      id: row.id,
      userId: row.userId,
      threadId: row.threadId,
      language: row.language,
      createdAt: row.now,
      updatedAt: row.now,
    });
  }

  async setLanguage(conversationId: string, language: Language): Promise<void> {
    await this.db.update(conversations).set({ language }).where(eq(conversations.id, conversationId));
  }

  async replaceGreeting(conversationId: string, content: string): Promise<void> {
    await this.db
      .update(chatMessages)
      .set({ content })
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.kind, "greeting")));
  }

  /**
   * The caller's history: conversations someone wrote in, most recent first, optionally by words. A
   * search keeps the conversations holding a message with the words (a semi-join): the newest are checked
   * first and the walk stops at 100, where a join of every matching message, made distinct, read all of
   * them first (tens of milliseconds for a word found in thousands of the agent's messages).
   */
  async list(userId: string, search?: string): Promise<Conversation[]> {
    const written = [
      eq(conversations.userId, userId),
      isNull(conversations.deletedAt),
      // Conversations nobody wrote in (a greeting, a command) are not history.
      isNotNull(conversations.title),
    ];
    if (search)
      written.push(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(chatMessages)
            .where(
              and(
                eq(chatMessages.conversationId, conversations.id),
                ilike(chatMessages.content, `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`),
              ),
            ),
        ),
      );
    const query = (db: Pick<Db, "select">) =>
      db
        .select()
        .from(conversations)
        .where(and(...written))
        .orderBy(desc(conversations.updatedAt))
        .limit(100);
    // The best plan depends on the words: a rare word goes through the trigram index, a common one walks
    // the newest conversations. A prepared statement's generic plan would take one of them for every
    // search (the walk: 110 ms instead of 13 for a rare word among 50,000 messages), so the search is
    // planned for its own words.
    const rows = search
      ? await this.db.transaction(async (tx) => {
          await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
          return query(tx);
        })
      : await query(this.db);
    return rows.map(toConversation);
  }

  /** One page of a conversation's messages, oldest first, before the message `before` names. */
  async page(
    conversationId: string,
    page: { before?: string; limit?: number },
  ): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
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
    return {
      hasMore: rows.length > limit,
      messages: rows
        .slice(0, limit)
        .reverse()
        .map(({ m, bundle }) => ({
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
