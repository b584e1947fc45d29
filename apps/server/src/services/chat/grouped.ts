import type { MemoryCard } from "@buildr/engine";
import { sql } from "drizzle-orm";
import { BatchWriter, GroupRead } from "../../db/batch.js";
import type { Db } from "../../db/client.js";
import { bundles, chatMemory, chatMessages, conversations } from "../../db/schema.js";

/**
 * The chat's share of group reads and group commit (db/batch.ts). On the embedded database every
 * statement, and every commit most of all, costs the server's one thread about a millisecond whatever
 * its size; a chat message used to cost a dozen. Messages arriving together now read their
 * conversations in one statement and, when nothing ties their writes to a credit, commit together in one
 * transaction of a few multi-row statements. Each request still waits for its own rows to be committed
 * before it answers, and a failed batch is retried one message at a time.
 */

export type ConversationRow = typeof conversations.$inferSelect;

/** A conversation as one message needs it: the row, the last reply's kind, the memory card. */
export interface LoadedConversation {
  conversation: ConversationRow;
  /** The last assistant reply's kind, commands aside (a "/lang es" does not end the talk about a bundle). */
  lastKind: string | null;
  memory: MemoryCard | null;
}

export function conversationReads(db: Db): GroupRead<string, LoadedConversation> {
  const query = db
    .select({
      conversation: conversations,
      lastKind: sql<string | null>`(
        select m.kind from ${chatMessages} m
        where m.conversation_id = ${conversations.id} and m.role = 'assistant' and m.kind <> 'command'
        order by m.created_at desc limit 1)`,
      memory: chatMemory.memoryData,
    })
    .from(conversations)
    .leftJoin(
      chatMemory,
      sql`${chatMemory.userId} = ${conversations.userId} and ${chatMemory.threadId} = ${conversations.threadId}`,
    )
    .where(sql`${conversations.id} = any(${sql.placeholder("ids")}::text[])`)
    .prepare("chat_conversations");
  return new GroupRead(async (ids) => {
    const rows = await query.execute({ ids });
    return new Map(
      rows.map((row) => [
        row.conversation.id,
        {
          conversation: row.conversation,
          lastKind: row.lastKind,
          memory: (row.memory as MemoryCard | null) ?? null,
        },
      ]),
    );
  });
}

/** What one engine-answered message changes in an existing conversation. */
export interface ConversationChange {
  id: string;
  language: "en" | "es" | "fr";
  updatedAt: Date;
  /** Names the conversation if it has no title yet. */
  title: string;
  /** A new bundle: follow-ups count again from 0 against it. */
  bundleId: string | null;
  /** A follow-up: its count and topic. */
  followUp: { count: number; topic: string } | null;
}

/** Everything one message writes when no credit is involved. */
export interface ChatWrite {
  newConversation: typeof conversations.$inferInsert | null;
  change: ConversationChange | null;
  bundle: typeof bundles.$inferInsert | null;
  messages: (typeof chatMessages.$inferInsert)[];
  memory: typeof chatMemory.$inferInsert | null;
}

/** Later changes to the same row win (one statement cannot touch a row twice). */
function lastBy<T>(items: T[], key: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [key(item), item])).values()];
}

/**
 * At most this many messages per commit: a batch holds the embedded database while it writes, and the
 * session and conversation reads of newer requests (their first byte) wait behind it.
 */
const MAX_MESSAGES_PER_COMMIT = 25;

export function chatWrites(db: Db): BatchWriter<ChatWrite> {
  return new BatchWriter(async (writes) => {
    const created = writes.flatMap((w) => (w.newConversation ? [w.newConversation] : []));
    const made = writes.flatMap((w) => (w.bundle ? [w.bundle] : []));
    const messages = writes.flatMap((w) => w.messages);
    const changes = lastBy(
      writes.flatMap((w) => (w.change ? [w.change] : [])),
      (c) => c.id,
    );
    const memories = lastBy(
      writes.flatMap((w) => (w.memory ? [w.memory] : [])),
      (m) => `${m.userId}\u0000${m.threadId}`,
    );
    await db.transaction(async (tx) => {
      if (created.length > 0) await tx.insert(conversations).values(created);
      if (made.length > 0) await tx.insert(bundles).values(made);
      if (messages.length > 0) await tx.insert(chatMessages).values(messages);
      if (changes.length > 0) {
        const rows = changes.map(
          (c) =>
            sql`(${c.id}::text, ${c.language}::text, ${c.updatedAt.toISOString()}::timestamptz, ${c.title}::text, ${c.bundleId}::text, ${c.followUp?.count ?? null}::int, ${c.followUp !== null}::boolean, ${c.followUp?.topic ?? null}::text)`,
        );
        await tx.execute(sql`
          update ${conversations} as c set
            language = v.language,
            updated_at = v.updated_at,
            title = coalesce(c.title, v.title),
            current_bundle_id = coalesce(v.bundle_id, c.current_bundle_id),
            follow_up_count = case when v.is_follow_up then v.follow_up_count when v.bundle_id is not null then 0 else c.follow_up_count end,
            follow_up_topic = case when v.is_follow_up then v.follow_up_topic when v.bundle_id is not null then null else c.follow_up_topic end
          from (values ${sql.join(rows, sql`, `)})
            as v(id, language, updated_at, title, bundle_id, follow_up_count, is_follow_up, follow_up_topic)
          where c.id = v.id`);
      }
      if (memories.length > 0) {
        await tx
          .insert(chatMemory)
          .values(memories)
          .onConflictDoUpdate({
            target: [chatMemory.userId, chatMemory.threadId],
            set: { memoryData: sql`excluded.memory_data`, updatedAt: sql`excluded.updated_at` },
          });
      }
    });
  }, MAX_MESSAGES_PER_COMMIT);
}
