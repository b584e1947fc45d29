import { type AccountExport, confirmsAccountDeletion } from "@buildr/contracts";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
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
 * The agent's own data as a whole (issue 8): the export and the deletion. Both read and write only rows
 * of the caller; nothing here can name another account.
 */
export class AccountData {
  constructor(private readonly db: Db) {}

  /** Columns are listed one by one so a secret added to a table later never slips into the file. */
  async export(userId: string, now = new Date()): Promise<AccountExport> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError("unauthorized");
    const [methods, grants, kept, threads, requests] = await Promise.all([
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
      // A bundle the agent removed is never served again (D-4 keeps only its row for the monthly count).
      this.db
        .select({
          id: bundles.id,
          language: bundles.language,
          lead: bundles.lead,
          summary: bundles.summary,
          savedAt: bundles.savedAt,
          createdAt: bundles.createdAt,
          bundle: bundles.bundle,
        })
        .from(bundles)
        .where(and(eq(bundles.userId, userId), isNull(bundles.removedAt)))
        .orderBy(asc(bundles.createdAt)),
      this.db
        .select({
          id: conversations.id,
          title: conversations.title,
          language: conversations.language,
          createdAt: conversations.createdAt,
          updatedAt: conversations.updatedAt,
        })
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .orderBy(asc(conversations.createdAt)),
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
    const messages =
      threads.length === 0
        ? []
        : await this.db
            .select({
              conversationId: chatMessages.conversationId,
              role: chatMessages.role,
              content: chatMessages.content,
              kind: chatMessages.kind,
              bundleId: chatMessages.bundleId,
              createdAt: chatMessages.createdAt,
            })
            .from(chatMessages)
            .where(
              and(
                eq(chatMessages.userId, userId),
                inArray(
                  chatMessages.conversationId,
                  threads.map((t) => t.id),
                ),
              ),
            )
            .orderBy(asc(chatMessages.createdAt));

    return {
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
      bundles: kept.map((b) => ({
        ...b,
        savedAt: iso(b.savedAt),
        createdAt: b.createdAt.toISOString(),
      })),
      conversations: threads.map((t) => ({
        id: t.id,
        title: t.title,
        language: t.language,
        createdAt: t.createdAt.toISOString(),
        updatedAt: t.updatedAt.toISOString(),
        messages: messages
          .filter((m) => m.conversationId === t.id)
          .map((m) => ({
            role: m.role,
            content: m.content,
            kind: m.kind,
            bundleId: m.bundleId,
            createdAt: m.createdAt.toISOString(),
          })),
      })),
      supportRequests: requests.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        handledAt: iso(r.handledAt),
      })),
    };
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
