import { randomBytes } from "node:crypto";
import { EMAIL_PATTERN, normalizeEmail } from "@buildr/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { billingPurchases, testCheckoutSessions } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import type { BillingService } from "./billing.js";
import { customersOf } from "./purchases.js";
import type { BillingEvent } from "./stripe-objects.js";
import { findTestSession } from "./test-provider.js";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const token = () => randomBytes(12).toString("hex");

function event(id: string, type: string, object: unknown, created: number): BillingEvent {
  return { id, type, created, data: { object } };
}

/**
 * docs/product/decisions.md#d-10 without Stripe keys: the local test-mode checkout and portal build the same events Stripe would
 * send (same shapes, same types) and hand them to the same `applyEvent` as the webhook. Nothing here
 * decides access by itself.
 */
export class TestCheckout {
  constructor(
    private readonly db: Db,
    private readonly billing: BillingService,
  ) {}

  /** The test-mode pages exist only without Stripe keys outside production: anywhere else, a plain 404. */
  assertTestMode() {
    if (this.billing.mode !== "test") throw new AppError("not_found", "Test-mode checkout is not enabled.");
  }

  async session(id: string) {
    this.assertTestMode();
    return findTestSession(this.db, id);
  }

  /** "Pay": completes the session once (a second click only redirects) and returns where to go next. */
  async pay(id: string, emailInput: string | undefined): Promise<string> {
    const session = await this.session(id);
    const done = session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id);
    if (session.status === "complete") return done;
    if (session.status === "expired") throw new AppError("conflict", "This checkout was canceled.");
    const email = session.email ?? normalizeEmail(emailInput ?? "");
    if (!EMAIL_PATTERN.test(email))
      throw new AppError("validation_failed", "Enter the e-mail address for your receipt.", {
        fields: { email: "Please enter a valid email address" },
      });

    const created = Math.floor(Date.now() / 1000);
    const [known] = session.userId ? await customersOf(this.db, session.userId) : [];
    const customer = known ?? `cus_test_${token()}`;
    const metadata: Record<string, string> = { plan: session.plan };
    if (session.userId) metadata.userId = session.userId;
    if (session.referralCode) metadata.via = session.referralCode;
    metadata.language = session.language;
    const subscription =
      session.plan === "yearly"
        ? {
            id: `sub_test_${token()}`,
            object: "subscription",
            status: "active",
            customer,
            metadata,
            items: {
              data: [
                {
                  current_period_start: created,
                  current_period_end: created + YEAR_SECONDS,
                  price: { id: "price_test_yearly" },
                },
              ],
            },
          }
        : null;
    const checkout = {
      id: session.id,
      object: "checkout.session",
      mode: subscription ? "subscription" : "payment",
      status: "complete",
      payment_status: "paid",
      client_reference_id: session.userId,
      customer,
      customer_email: email,
      customer_details: { email, name: null },
      subscription,
      payment_intent: subscription ? null : `pi_test_${token()}`,
      metadata,
    };
    const purchaseId = subscription?.id ?? session.id;
    const claimed = await this.db
      .update(testCheckoutSessions)
      .set({ status: "complete", email, completedAt: new Date(), purchaseId })
      .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, "open")))
      .returning({ id: testCheckoutSessions.id });
    if (claimed.length === 0) return done;

    await this.billing.applyEvent(
      event(`evt_test_${token()}`, "checkout.session.completed", checkout, created),
      "test_checkout",
    );
    if (subscription)
      await this.billing.applyEvent(
        event(`evt_test_${token()}`, "customer.subscription.created", subscription, created),
        "test_checkout",
      );
    // The buyer's account may have been made by the event above.
    const [paid] = await this.db
      .select({ userId: billingPurchases.userId })
      .from(billingPurchases)
      .where(eq(billingPurchases.id, purchaseId));
    if (paid?.userId && !session.userId)
      await this.db
        .update(testCheckoutSessions)
        .set({ userId: paid.userId })
        .where(eq(testCheckoutSessions.id, id));
    return done;
  }

  /** "Cancel": like leaving Stripe's page, nothing is charged and nothing changes. */
  async cancel(id: string): Promise<string> {
    const session = await this.session(id);
    if (session.status === "open")
      await this.db
        .update(testCheckoutSessions)
        .set({ status: "expired" })
        .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, "open")));
    return session.cancelUrl;
  }

  /** The account's test-mode purchases, for the stand-in of Stripe's customer portal. */
  async purchases(userId: string) {
    this.assertTestMode();
    return this.db
      .select()
      .from(billingPurchases)
      .where(and(eq(billingPurchases.userId, userId), eq(billingPurchases.source, "test_checkout")))
      .orderBy(desc(billingPurchases.createdAt));
  }

  private async ownPurchase(userId: string, purchaseId: string) {
    const [purchase] = (await this.purchases(userId)).filter((p) => p.id === purchaseId);
    if (!purchase) throw new AppError("not_found", "No such purchase on this account.");
    return purchase;
  }

  /**
   * What Stripe sends when a subscription is cancelled in its portal: `customer.subscription.updated`
   * with `cancel_at_period_end`, the subscription still active. Premium lasts until the period ends;
   * `resume` (the portal's "Renew") takes the cancellation back.
   */
  async cancelSubscription(userId: string, purchaseId: string, resume = false): Promise<void> {
    const purchase = await this.ownPurchase(userId, purchaseId);
    if (purchase.kind !== "subscription")
      throw new AppError("conflict", "Only a subscription can be cancelled.");
    if (["canceled", "incomplete_expired"].includes(purchase.status))
      throw new AppError("conflict", "This subscription has already ended.");
    // Stripe's clock moves on between two clicks; a cancel and a resume within one second must still be
    // told apart (the newest description of a purchase wins).
    const created = Math.max(Math.floor(Date.now() / 1000), purchase.observedAt + 1);
    const toSeconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
    await this.billing.applyEvent(
      event(
        `evt_test_${token()}`,
        "customer.subscription.updated",
        {
          id: purchase.id,
          object: "subscription",
          status: purchase.status,
          cancel_at_period_end: !resume,
          customer: purchase.customerId,
          metadata: { plan: "yearly", userId },
          items: {
            data: [
              {
                current_period_start: toSeconds(purchase.currentPeriodStart),
                current_period_end: toSeconds(purchase.currentPeriodEnd),
              },
            ],
          },
        },
        created,
      ),
      "test_checkout",
    );
  }

  /** What Stripe sends when the payment is refunded in full (the 14-day money-back guarantee). */
  async refund(userId: string, purchaseId: string): Promise<void> {
    const purchase = await this.ownPurchase(userId, purchaseId);
    await this.billing.applyEvent(
      event(
        `evt_test_${token()}`,
        "charge.refunded",
        {
          id: `ch_test_${token()}`,
          object: "charge",
          customer: purchase.customerId,
          payment_intent: purchase.paymentIntentId,
          refunded: true,
        },
        Math.floor(Date.now() / 1000),
      ),
      "test_checkout",
    );
  }
}
