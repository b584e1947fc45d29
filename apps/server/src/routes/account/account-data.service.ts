/**
 * The agent's data as a whole: the export, streamed in batches, and the deletion of the account. One class
 * because both must cover every table an account owns, and a reviewer checks one against the other.
 */
import { type AccountExport, confirmsAccountDeletion } from "@buildr/contracts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  accounts,
  billingPurchases,
  bundles,
  chatMessages,
  conversations,
  entitlements,
  supportRequests,
  users,
} from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";

/** Stripe statuses under which the card would still be charged at renewal. */
const BILLED_STATUSES = ["active", "trialing", "past_due"];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Rows per query of the export: 100 bundles (about 1.2 MB), 25 conversations whose messages are read
 * together when they are at most 2,000 (else a conversation at a time, 2,000 messages a query).
 */
const BATCH = 100;
const CONVERSATION_BATCH = 25;
const MESSAGE_BATCH = 2000;

/** Where a batch ended: created_at in UTC to the microsecond (a Date would round it), and the id. */
interface Key {
  at: string;
  id: string;
}

const keyOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** The agent's message before the reply, when both carry the same time. */
const ROLE_RANK = sql<number>`(case when ${chatMessages.role} = 'user' then 0 else 1 end)`;

/** Rows after `key` in (created_at, id) order. */
const later = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }, key: Key) =>
  sql`(${table.createdAt}, ${table.id}) > (${key.at}::timestamp at time zone 'UTC', ${key.id})`;

/**
 * The agent's own data as a whole (docs/product/screens.md): the export and the deletion. Both read and write only rows
 * of the caller; nothing here can name another account.
 */
export class AccountData {
  constructor(private readonly db: Db) {}

  /**
   * The export as JSON text in pieces, written while it is read: bundles and conversations come a batch at
   * a time (keyset on created_at to the microsecond, then id), so memory holds one batch, not the whole
   * file (docs/product/compliance.md#security: eight parallel 18 MB exports used to hold them all at once). The account is read
   * first, so a missing one is refused before anything is sent. Columns are listed one by one so a secret
   * added to a table later never slips into the file.
   */
  async export(userId: string, now = new Date()): Promise<AsyncGenerator<string, void, undefined>> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError("unauthorized");
    const [methods, grants, requests] = await Promise.all([
      this.db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId)),
      this.db
        .select({
          plan: entitlements.plan,
          source: entitlements.source,
          expiresAt: entitlements.expiresAt,
          revokedAt: entitlements.revokedAt,
          createdAt: entitlements.createdAt,
        })
        .from(entitlements)
        .where(eq(entitlements.userId, userId))
        .orderBy(asc(entitlements.createdAt)),
      this.db
        .select({
          name: supportRequests.name,
          email: supportRequests.email,
          subject: supportRequests.subject,
          message: supportRequests.message,
          createdAt: supportRequests.createdAt,
          handledAt: supportRequests.handledAt,
        })
        .from(supportRequests)
        .where(eq(supportRequests.userId, userId))
        .orderBy(asc(supportRequests.createdAt)),
    ]);
    const head: Omit<AccountExport, "bundles" | "conversations" | "supportRequests"> = {
      exportedAt: now.toISOString(),
      account: {
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        role: user.role,
        company: user.company,
        phone: user.phone,
        language: user.language,
        referralCode: user.referralCode,
        emailUnsubscribed: user.emailUnsubscribed,
        trialCredits: user.trialCredits,
        tpmoOrganizations: user.tpmoOrganizations,
        tpmoPlans: user.tpmoPlans,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      },
      signInMethods: [...new Set(methods.map((m) => m.providerId))],
      entitlements: grants.map((g) => ({
        plan: g.plan,
        source: g.source,
        expiresAt: iso(g.expiresAt),
        revokedAt: iso(g.revokedAt),
        createdAt: g.createdAt.toISOString(),
      })),
    };
    const tail: Pick<AccountExport, "supportRequests"> = {
      supportRequests: requests.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        handledAt: iso(r.handledAt),
      })),
    };
    return this.pieces(userId, head, tail);
  }

  private async *pieces(
    userId: string,
    head: Omit<AccountExport, "bundles" | "conversations" | "supportRequests">,
    tail: Pick<AccountExport, "supportRequests">,
  ): AsyncGenerator<string, void, undefined> {
    const opening = JSON.stringify(head);
    yield `${opening.slice(0, -1)},"bundles":[`;
    let separator = "";
    // A bundle the agent removed is never served again (docs/product/decisions.md#d-4 keeps only its row for the monthly count).
    for await (const batch of this.bundleBatches(userId)) {
      let text = "";
      for (const b of batch) {
        // The stored JSON as the database prints it, not parsed and printed again: 12 KB a bundle.
        const { bundle, ...fields } = b;
        text += `${separator}${JSON.stringify(fields).slice(0, -1)},"bundle":${bundle}}`;
        separator = ",";
      }
      yield text;
    }
    yield `],"conversations":[`;
    separator = "";
    for await (const threads of this.conversationBatches(userId)) {
      // Most batches' messages fit in one query; a batch with more goes conversation by conversation.
      const together = await this.messagesOf(
        userId,
        threads.map((t) => t.id),
      );
      let text = "";
      for (const thread of threads) {
        const { key: _, ...fields } = thread;
        text += `${separator}${JSON.stringify(fields).slice(0, -1)},"messages":[`;
        separator = ",";
        if (together) {
          text += `${(together.get(thread.id) ?? []).map((m) => JSON.stringify(m)).join(",")}]}`;
          continue;
        }
        yield text;
        text = "";
        let messageSeparator = "";
        for await (const messages of this.messageBatches(userId, thread.id)) {
          yield messages.map((m, i) => (i === 0 ? messageSeparator : ",") + JSON.stringify(m)).join("");
          messageSeparator = ",";
        }
        yield "]}";
      }
      if (text) yield text;
    }
    yield `],${JSON.stringify(tail).slice(1)}`;
  }

  private async *bundleBatches(
    userId: string,
  ): AsyncGenerator<(Omit<AccountExport["bundles"][number], "bundle"> & { bundle: string })[]> {
    let after: Key | null = null;
    for (;;) {
      // The batch's rows first, then their bundles: asked in one query, the database would print the
      // bundle of every row left to sort, not only of the 100 kept.
      const rows = await this.db
        .select({
          id: bundles.id,
          language: bundles.language,
          lead: bundles.lead,
          summary: bundles.summary,
          savedAt: bundles.savedAt,
          createdAt: bundles.createdAt,
          key: keyOf(bundles.createdAt),
        })
        .from(bundles)
        .where(
          and(
            eq(bundles.userId, userId),
            isNull(bundles.removedAt),
            after ? later(bundles, after) : undefined,
          ),
        )
        .orderBy(asc(bundles.createdAt), asc(bundles.id))
        .limit(BATCH);
      if (rows.length > 0) {
        const texts = await this.db
          .select({ id: bundles.id, bundle: sql<string>`${bundles.bundle}::text` })
          .from(bundles)
          .where(
            and(
              eq(bundles.userId, userId),
              inArray(
                bundles.id,
                rows.map((r) => r.id),
              ),
            ),
          );
        const textOf = new Map(texts.map((t) => [t.id, t.bundle]));
        yield rows.map(({ key: _, ...b }) => ({
          ...b,
          savedAt: iso(b.savedAt),
          createdAt: b.createdAt.toISOString(),
          bundle: textOf.get(b.id) ?? "null",
        }));
      }
      if (rows.length < BATCH) return;
      const last: { key: string; id: string } = rows[rows.length - 1]!;
      after = { at: last.key, id: last.id };
    }
  }

  private async *conversationBatches(
    userId: string,
  ): AsyncGenerator<(Omit<AccountExport["conversations"][number], "messages"> & { key: string })[]> {
    let after: Key | null = null;
    for (;;) {
      const rows = await this.db
        .select({
          id: conversations.id,
          title: conversations.title,
          language: conversations.language,
          createdAt: conversations.createdAt,
          updatedAt: conversations.updatedAt,
          key: keyOf(conversations.createdAt),
        })
        .from(conversations)
        .where(and(eq(conversations.userId, userId), after ? later(conversations, after) : undefined))
        .orderBy(asc(conversations.createdAt), asc(conversations.id))
        .limit(CONVERSATION_BATCH);
      if (rows.length > 0)
        yield rows.map((t) => ({
          ...t,
          createdAt: t.createdAt.toISOString(),
          updatedAt: t.updatedAt.toISOString(),
        }));
      if (rows.length < CONVERSATION_BATCH) return;
      const last: { key: string; id: string } = rows[rows.length - 1]!;
      after = { at: last.key, id: last.id };
    }
  }

  /** The messages of these conversations by conversation, or null when they are more than one batch. */
  private async messagesOf(
    userId: string,
    conversationIds: string[],
  ): Promise<Map<string, AccountExport["conversations"][number]["messages"]> | null> {
    const rows = await this.db
      .select({
        conversationId: chatMessages.conversationId,
        role: chatMessages.role,
        content: chatMessages.content,
        kind: chatMessages.kind,
        bundleId: chatMessages.bundleId,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), inArray(chatMessages.conversationId, conversationIds)))
      .orderBy(
        asc(chatMessages.conversationId),
        asc(chatMessages.createdAt),
        asc(ROLE_RANK),
        asc(chatMessages.id),
      )
      .limit(MESSAGE_BATCH + 1);
    if (rows.length > MESSAGE_BATCH) return null;
    const byConversation = new Map<string, AccountExport["conversations"][number]["messages"]>();
    for (const m of rows) {
      const list = byConversation.get(m.conversationId) ?? [];
      list.push({
        role: m.role,
        content: m.content,
        kind: m.kind,
        bundleId: m.bundleId,
        createdAt: m.createdAt.toISOString(),
      });
      byConversation.set(m.conversationId, list);
    }
    return byConversation;
  }

  private async *messageBatches(
    userId: string,
    conversationId: string,
  ): AsyncGenerator<AccountExport["conversations"][number]["messages"]> {
    let after: (Key & { role: string }) | null = null;
    for (;;) {
      const rows = await this.db
        .select({
          id: chatMessages.id,
          role: chatMessages.role,
          content: chatMessages.content,
          kind: chatMessages.kind,
          bundleId: chatMessages.bundleId,
          createdAt: chatMessages.createdAt,
          key: keyOf(chatMessages.createdAt),
        })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.userId, userId),
            eq(chatMessages.conversationId, conversationId),
            after
              ? sql`(${chatMessages.createdAt}, ${ROLE_RANK}, ${chatMessages.id}) > (${after.at}::timestamp at time zone 'UTC', ${after.role === "user" ? 0 : 1}, ${after.id})`
              : undefined,
          ),
        )
        // A question and its answer written at the same instant keep that order; the id settles the rest.
        .orderBy(asc(chatMessages.createdAt), asc(ROLE_RANK), asc(chatMessages.id))
        .limit(MESSAGE_BATCH);
      if (rows.length > 0)
        yield rows.map((m) => ({
          role: m.role,
          content: m.content,
          kind: m.kind,
          bundleId: m.bundleId,
          createdAt: m.createdAt.toISOString(),
        }));
      if (rows.length < MESSAGE_BATCH) return;
      const last: { key: string; id: string; role: string } = rows[rows.length - 1]!;
      after = { at: last.key, id: last.id, role: last.role };
    }
  }

  /**
   * Deletes the account and everything of it. The foreign keys cascade over sessions, sign-in methods,
   * entitlements, purchases, bundles, conversations, messages and memory; support requests only lose
   * their owner there, so the ones the agent sent go explicitly — they hold the agent's name and e-mail.
   */
  async delete(userId: string, confirm: string): Promise<void> {
    const [user] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw new AppError("unauthorized");
    if (!confirmsAccountDeletion(confirm, user.email))
      throw new AppError(
        "bad_request",
        "To delete your account, type your sign-in e-mail address (or the word DELETE) exactly.",
      );
    // Deleting the account does not stop Stripe from charging the card at renewal.
    const [billed] = await this.db
      .select({ id: billingPurchases.id })
      .from(billingPurchases)
      .where(
        and(
          eq(billingPurchases.userId, userId),
          eq(billingPurchases.kind, "subscription"),
          inArray(billingPurchases.status, BILLED_STATUSES),
          isNull(billingPurchases.refundedAt),
        ),
      )
      .limit(1);
    if (billed)
      throw new AppError(
        "conflict",
        "Your yearly subscription is still active. Cancel it first under Manage Subscription, then delete your account.",
      );
    await this.db.transaction(async (tx) => {
      await tx.delete(supportRequests).where(eq(supportRequests.userId, userId));
      await tx.delete(users).where(eq(users.id, userId));
    });
  }
}
