import { randomUUID } from "node:crypto";
import type { PaidPlan } from "@buildr/contracts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { billingCustomers, billingPurchases, entitlements } from "../../db/schema.js";

/** A database handle or an open transaction: the purchase rules run inside the caller's transaction. */
export type Executor = Pick<Db, "select" | "insert" | "update">;

export type PurchaseSource = "stripe" | "test_checkout";
type Purchase = typeof billingPurchases.$inferSelect;

/** Stripe subscription statuses that carry access. `past_due` keeps it while Stripe retries the card. */
const ACCESS_STATUSES = new Set(["active", "trialing", "past_due"]);
/** A subscription in one of these never comes back (Stripe starts a new one instead). */
const FINAL_STATUSES = new Set(["canceled", "incomplete_expired"]);
/** Only to break ties between two descriptions with the same Stripe timestamp: the later stage wins. */
const STATUS_STAGE: Record<string, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  paused: 4,
  unpaid: 4,
  canceled: 5,
  incomplete_expired: 5,
};

export interface PurchaseObservation {
  id: string;
  kind: "subscription" | "payment";
  plan: PaidPlan;
  source: PurchaseSource;
  userId: string | null;
  customerId: string | null;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  paymentIntentId: string | null;
  /** A subscription cancelled to end with its period; undefined when this description does not say. */
  cancelAtPeriodEnd?: boolean;
  /** Stripe's time (unix seconds) of this description: the event's `created`, or now for a fresh read. */
  observedAt: number;
}

/**
 * Whether an incoming description replaces the stored one. Stripe does not deliver events in order, so
 * the newest description wins, a finished subscription stays finished, and a paid payment stays paid
 * (a refund is recorded separately).
 */
function supersedes(stored: Purchase, incoming: PurchaseObservation): boolean {
  if (stored.kind === "subscription" && FINAL_STATUSES.has(stored.status)) return false;
  if (stored.kind === "payment" && stored.status === "paid") return false;
  if (incoming.observedAt !== stored.observedAt) return incoming.observedAt > stored.observedAt;
  const storedEnd = stored.currentPeriodEnd?.getTime() ?? 0;
  const incomingEnd = incoming.currentPeriodEnd?.getTime() ?? 0;
  if (incomingEnd !== storedEnd) return incomingEnd > storedEnd;
  return (STATUS_STAGE[incoming.status] ?? 0) > (STATUS_STAGE[stored.status] ?? 0);
}

/** A refund covers the period it paid for; a later renewal (a new period, paid again) restores access. */
function refundApplies(purchase: Purchase): boolean {
  if (!purchase.refundedAt) return false;
  if (purchase.kind === "payment" || !purchase.currentPeriodStart) return true;
  return purchase.refundedAt >= purchase.currentPeriodStart;
}

export function grantsAccess(purchase: Purchase): boolean {
  const paid =
    purchase.kind === "payment" ? purchase.status === "paid" : ACCESS_STATUSES.has(purchase.status);
  return paid && !refundApplies(purchase);
}

/**
 * docs/product/decisions.md#d-3: the entitlement of a purchase, computed from the purchase row alone, so that whatever order the
 * events came in, the same row gives the same access. Yearly expires at the period end; lifetime never.
 */
export async function syncEntitlement(db: Executor, purchaseId: string, now = new Date()): Promise<void> {
  const [purchase] = await db.select().from(billingPurchases).where(eq(billingPurchases.id, purchaseId));
  if (!purchase?.userId) return;
  const granted = grantsAccess(purchase);
  const expiresAt = purchase.kind === "payment" ? null : purchase.currentPeriodEnd;
  const [existing] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(eq(entitlements.externalRef, purchase.id));
  if (!existing) {
    if (!granted) return;
    await db.insert(entitlements).values({
      id: randomUUID(),
      userId: purchase.userId,
      plan: purchase.plan,
      expiresAt,
      source: purchase.source,
      externalRef: purchase.id,
    });
    return;
  }
  await db
    .update(entitlements)
    .set({
      userId: purchase.userId,
      plan: purchase.plan,
      expiresAt,
      revokedAt: granted ? null : sql`coalesce(${entitlements.revokedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(entitlements.id, existing.id));
}

/** Stores what Stripe says about a purchase (if it is news) and brings the entitlement in line. */
export async function recordPurchase(db: Executor, observation: PurchaseObservation): Promise<void> {
  const current = () =>
    db.select().from(billingPurchases).where(eq(billingPurchases.id, observation.id)).for("update");
  let [stored] = await current();
  if (!stored) {
    const inserted = await db
      .insert(billingPurchases)
      .values({
        id: observation.id,
        kind: observation.kind,
        plan: observation.plan,
        source: observation.source,
        userId: observation.userId,
        customerId: observation.customerId,
        status: observation.status,
        currentPeriodStart: observation.currentPeriodStart,
        currentPeriodEnd: observation.currentPeriodEnd,
        paymentIntentId: observation.paymentIntentId,
        observedAt: observation.observedAt,
        cancelAtPeriodEnd: observation.cancelAtPeriodEnd ?? false,
      })
      .onConflictDoNothing()
      .returning({ id: billingPurchases.id });
    if (inserted.length > 0) return syncEntitlement(db, observation.id);
    // Another delivery created it first: merge into theirs like any later description.
    [stored] = await current();
    if (!stored) return;
  }
  const changes: Partial<typeof billingPurchases.$inferInsert> = {};
  // Links only ever fill in: a purchase never moves from one account to another.
  if (!stored.userId && observation.userId) changes.userId = observation.userId;
  if (!stored.customerId && observation.customerId) changes.customerId = observation.customerId;
  if (!stored.paymentIntentId && observation.paymentIntentId)
    changes.paymentIntentId = observation.paymentIntentId;
  if (supersedes(stored, observation)) {
    changes.status = observation.status;
    changes.currentPeriodStart = observation.currentPeriodStart;
    changes.currentPeriodEnd = observation.currentPeriodEnd;
    changes.observedAt = observation.observedAt;
    if (observation.cancelAtPeriodEnd !== undefined)
      changes.cancelAtPeriodEnd = observation.cancelAtPeriodEnd;
    if (observation.status === "active") changes.paymentFailedAt = null;
  }
  if (Object.keys(changes).length > 0) {
    await db
      .update(billingPurchases)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(billingPurchases.id, stored.id));
  }
  await syncEntitlement(db, stored.id);
}

/** Ties a Stripe customer to an account, and hands the account any purchase that was waiting for it. */
export async function linkCustomer(db: Executor, customerId: string, userId: string): Promise<void> {
  await db.insert(billingCustomers).values({ customerId, userId }).onConflictDoNothing();
  const waiting = await db
    .update(billingPurchases)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(billingPurchases.customerId, customerId), isNull(billingPurchases.userId)))
    .returning({ id: billingPurchases.id });
  for (const { id } of waiting) await syncEntitlement(db, id);
}

export async function userOfCustomer(db: Executor, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  return row?.userId ?? null;
}

export async function customersOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .orderBy(desc(billingCustomers.createdAt));
  return rows.map((r) => r.customerId);
}

/**
 * The money-back guarantee (docs/product/decisions.md#d-9): a full refund ends the access it paid for. The payment is found by its
 * payment intent (lifetime); a subscription's invoice payment is not tied to one we stored, so a refund
 * to a customer ends that customer's current subscription periods.
 */
export async function recordRefund(
  db: Executor,
  refund: { paymentIntentId: string | null; customerId: string | null; at: Date },
): Promise<string[]> {
  let targets: Purchase[] = [];
  if (refund.paymentIntentId) {
    targets = await db
      .select()
      .from(billingPurchases)
      .where(eq(billingPurchases.paymentIntentId, refund.paymentIntentId));
  }
  if (targets.length === 0 && refund.customerId) {
    targets = await db
      .select()
      .from(billingPurchases)
      .where(
        and(eq(billingPurchases.customerId, refund.customerId), eq(billingPurchases.kind, "subscription")),
      );
  }
  for (const purchase of targets) {
    if (
      !purchase.refundedAt ||
      (purchase.currentPeriodStart && purchase.refundedAt < purchase.currentPeriodStart)
    ) {
      await db
        .update(billingPurchases)
        .set({ refundedAt: refund.at, updatedAt: new Date() })
        .where(eq(billingPurchases.id, purchase.id));
    }
    await syncEntitlement(db, purchase.id);
  }
  return targets.map((p) => p.id);
}

export async function recordPaymentFailure(db: Executor, subscriptionId: string, at: Date): Promise<void> {
  await db
    .update(billingPurchases)
    .set({ paymentFailedAt: at, updatedAt: new Date() })
    .where(eq(billingPurchases.id, subscriptionId));
}
