import {
  CONVERSATION_RESTORE_WINDOW_MS,
  CONVERSATION_TITLE_MAX,
  type Conversation,
  type ConversationDeleted,
  type ReplyVersions,
} from "@buildr/contracts";
import type { ChatReplyKind } from "@buildr/contracts/chat";
import { and, asc, eq, gt, isNotNull, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bundles, chatMemory, chatMessages, chatReplyVersions, conversations } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Earlier answers kept per agent message (the current one aside): the oldest give way beyond it. */
export const MAX_KEPT_VERSIONS = 19;

const GONE = "No conversation with that id in your account.";

/**
 * Regenerate keeps what it replaces: the replies after `messageId` (stored after `messageAt`) become its
 * earlier versions, in the transaction that stores the new one. Called by the chat service just before it
 * removes them from the conversation.
 */
export async function keepReplyVersions(
  tx: Tx,
  input: { conversationId: string; messageId: string; messageAt: Date; replacedAt: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into ${chatReplyVersions}
      (id, conversation_id, user_id, message_id, content, kind, bundle_id, created_at, replaced_at)
    select m.id, m.conversation_id, m.user_id, ${input.messageId}, m.content, m.kind, m.bundle_id,
      m.created_at, ${input.replacedAt.toISOString()}::timestamptz
    from ${chatMessages} m
    where m.conversation_id = ${input.conversationId} and m.role = 'assistant'
      and m.created_at > ${input.messageAt.toISOString()}::timestamptz
    on conflict (id) do nothing`);
  const kept = tx
    .select({ id: chatReplyVersions.id })
    .from(chatReplyVersions)
    .where(eq(chatReplyVersions.messageId, input.messageId))
    .orderBy(sql`${chatReplyVersions.createdAt} desc`)
    .limit(MAX_KEPT_VERSIONS);
  await tx
    .delete(chatReplyVersions)
    .where(and(eq(chatReplyVersions.messageId, input.messageId), notInArray(chatReplyVersions.id, kept)));
}

/**
 * Edit and resend, in the transaction that stores the new reply: the message takes its new words (and the
 * conversation's title, when the old words named it); the answers to the old words are not versions of
 * the new ones.
 */
export async function editMessage(
  tx: Tx,
  input: { conversationId: string; messageId: string; content: string },
): Promise<void> {
  const [old] = await tx
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.id, input.messageId));
  await tx.update(chatMessages).set({ content: input.content }).where(eq(chatMessages.id, input.messageId));
  if (old)
    await tx
      .update(conversations)
      .set({ title: input.content.slice(0, CONVERSATION_TITLE_MAX) })
      .where(
        and(
          eq(conversations.id, input.conversationId),
          eq(conversations.title, old.content.slice(0, CONVERSATION_TITLE_MAX)),
        ),
      );
  await tx.delete(chatReplyVersions).where(eq(chatReplyVersions.messageId, input.messageId));
}

/**
 * Rename, delete with undo, restore, and the earlier answers a regenerate kept (docs/decisions/015).
 * Every call names the caller: a conversation that is not theirs (or is deleted) is a 404, as on every
 * chat route, so ids reveal nothing.
 */
export class ConversationTools {
  constructor(
    private readonly db: Db,
    private readonly restoreWindowMs = CONVERSATION_RESTORE_WINDOW_MS,
  ) {}

  async rename(userId: string, id: string, title: string): Promise<Conversation> {
    const [row] = await this.db
      .update(conversations)
      .set({ title })
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId), isNull(conversations.deletedAt)))
      .returning();
    if (!row) throw new AppError("not_found", GONE);
    return toConversation(row);
  }

  /** Hidden at once everywhere (list, search, messages, sending); restorable until `restorableUntil`. */
  async remove(userId: string, id: string, now = new Date()): Promise<ConversationDeleted> {
    const [row] = await this.db
      .update(conversations)
      .set({ deletedAt: now })
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId), isNull(conversations.deletedAt)))
      .returning({ id: conversations.id });
    if (!row) throw new AppError("not_found", GONE);
    // A refused call changes nothing; an accepted one also removes what is past its window.
    await this.purge(now);
    return {
      conversationId: row.id,
      restorableUntil: new Date(now.getTime() + this.restoreWindowMs).toISOString(),
    };
  }

  /** Undo: the deleted conversation comes back as it was, while the window lasts. */
  async restore(userId: string, id: string, now = new Date()): Promise<Conversation> {
    const [row] = await this.db
      .update(conversations)
      .set({ deletedAt: null })
      .where(
        and(
          eq(conversations.id, id),
          eq(conversations.userId, userId),
          isNotNull(conversations.deletedAt),
          gt(conversations.deletedAt, new Date(now.getTime() - this.restoreWindowMs)),
        ),
      )
      .returning();
    if (!row) throw new AppError("not_found", "That conversation can no longer be restored.");
    return toConversation(row);
  }

  /** Deleted conversations past the window go for good (after every accepted delete), with their memory card (messages cascade). */
  async purge(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.restoreWindowMs);
    return this.db.transaction(async (tx) => {
      const gone = await tx
        .delete(conversations)
        .where(and(isNotNull(conversations.deletedAt), lt(conversations.deletedAt, cutoff)))
        .returning({ userId: conversations.userId, threadId: conversations.threadId });
      for (const { userId, threadId } of gone)
        await tx
          .delete(chatMemory)
          .where(and(eq(chatMemory.userId, userId), eq(chatMemory.threadId, threadId)));
      return gone.length;
    });
  }

  /** Every agent message of the conversation with earlier answers, and those answers, oldest first. */
  async versions(userId: string, id: string): Promise<{ versions: ReplyVersions[] }> {
    const [owned] = await this.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId), isNull(conversations.deletedAt)))
      .limit(1);
    if (!owned) throw new AppError("not_found", GONE);
    const rows = await this.db
      .select({ v: chatReplyVersions, bundle: bundles.bundle })
      .from(chatReplyVersions)
      .leftJoin(bundles, eq(bundles.id, chatReplyVersions.bundleId))
      .where(eq(chatReplyVersions.conversationId, id))
      .orderBy(asc(chatReplyVersions.messageId), asc(chatReplyVersions.createdAt));
    const byMessage = new Map<string, ReplyVersions>();
    for (const { v, bundle } of rows) {
      let group = byMessage.get(v.messageId);
      if (!group) {
        group = { messageId: v.messageId, replies: [] };
        byMessage.set(v.messageId, group);
      }
      group.replies.push({
        id: v.id,
        role: "assistant",
        content: v.content,
        kind: (v.kind as ChatReplyKind | null) ?? null,
        ...(bundle ? { bundle } : {}),
        createdAt: v.createdAt.toISOString(),
      });
    }
    return { versions: [...byMessage.values()] };
  }
}

/** A conversation as the API gives it. */
export function toConversation(c: typeof conversations.$inferSelect): Conversation {
  return {
    id: c.id,
    title: c.title,
    language: c.language,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
