import type { PaidPlan } from "@buildr/contracts";
import type { Logger } from "pino";
import type { Auth } from "../../auth/auth.js";
import type { Db } from "../../db/client.js";
import { ownerOfSubscription, resolveBuyer } from "./buyers.js";
import type { PaymentProvider } from "./provider.js";
import type { PurchaseMail } from "./purchase-mail.js";
import {
  type Executor,
  linkCustomer,
  type PurchaseObservation,
  type PurchaseSource,
  recordPaymentFailure,
  recordPurchase,
  recordRefund,
} from "./purchases.js";
import {
  type BillingEvent,
  type CheckoutSessionObject,
  chargeObject,
  checkoutSessionObject,
  idOf,
  invoiceObject,
  periodOf,
  type SubscriptionObject,
  subscriptionObject,
} from "./stripe-objects.js";

/** Work prepared outside the transaction (provider reads, account creation), applied inside it. */
export interface Prepared {
  apply: (tx: Executor) => Promise<void>;
  afterCommit?: () => Promise<void>;
  buyerId?: string | null;
  purchaseId?: string | null;
}

const NOTHING: Prepared = { apply: async () => {} };

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * What an event (or a fresh read of a checkout or subscription) means for the purchases: who bought,
 * what, and until when, prepared outside the transaction that records it (docs/product/decisions.md#d-10).
 */
export class PurchaseEvents {
  constructor(
    private readonly db: Db,
    private readonly auth: Auth,
    private readonly logger: Logger,
    private readonly provider: PaymentProvider | null,
    private readonly yearlyPrice: string | undefined,
    private readonly mail: PurchaseMail,
  ) {}

  async prepare(event: BillingEvent, source: PurchaseSource): Promise<Prepared> {
    const object = event.data.object;
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return this.prepareSession(checkoutSessionObject.parse(object), source, event.created);
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const subscription = subscriptionObject.parse(object);
        if (!this.isOurSubscription(subscription)) return NOTHING;
        const userId = await ownerOfSubscription(this.db, subscription);
        const observation = this.subscriptionObservation(subscription, source, userId, event.created);
        return { apply: (tx) => recordPurchase(tx, observation) };
      }
      case "invoice.payment_failed": {
        const invoice = invoiceObject.parse(object);
        const subscriptionId =
          idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
        if (!subscriptionId) return NOTHING;
        // Access follows the subscription's status (past_due keeps it while Stripe retries); this only
        // records the failure so the account can be told.
        return { apply: (tx) => recordPaymentFailure(tx, subscriptionId, new Date(event.created * 1000)) };
      }
      case "charge.refunded": {
        const charge = chargeObject.parse(object);
        // A partial refund is a goodwill gesture, not the money-back guarantee: access stays.
        if (!charge.refunded) return NOTHING;
        const refund = {
          paymentIntentId: idOf(charge.payment_intent),
          customerId: idOf(charge.customer),
          at: new Date(event.created * 1000),
        };
        return {
          apply: async (tx) => {
            await recordRefund(tx, refund);
          },
        };
      }
      default:
        return NOTHING;
    }
  }

  /** A completed checkout: who bought (making the account of a visitor who paid first) and what. */
  async prepareSession(
    session: CheckoutSessionObject,
    source: PurchaseSource,
    observedAt: number,
  ): Promise<Prepared> {
    const plan = session.metadata?.plan;
    const expected: PaidPlan | null =
      session.mode === "subscription" ? "yearly" : session.mode === "payment" ? "lifetime" : null;
    if (!expected || plan !== expected) {
      if (plan)
        this.logger.warn({ sessionId: session.id, mode: session.mode, plan }, "checkout plan mismatch");
      return NOTHING;
    }
    if (session.status && session.status !== "complete") return NOTHING;
    const buyer = await resolveBuyer(this.db, this.auth, session);
    const customerId = idOf(session.customer);

    let observation: PurchaseObservation | null = null;
    let subscription: SubscriptionObject | null = null;
    if (session.mode === "payment") {
      const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
      observation = {
        id: session.id,
        kind: "payment",
        plan: "lifetime",
        source,
        userId: buyer?.userId ?? null,
        customerId,
        status: paid ? "paid" : "unpaid",
        currentPeriodStart: null,
        currentPeriodEnd: null,
        paymentIntentId: idOf(session.payment_intent),
        observedAt,
      };
    } else {
      subscription =
        session.subscription && typeof session.subscription === "object" ? session.subscription : null;
      let seenAt = observedAt;
      // Checkout's event carries only the subscription's id; reading it makes access independent of
      // whether (and when) the subscription events arrive.
      if (!subscription && typeof session.subscription === "string" && this.provider) {
        subscription = await this.provider.retrieveSubscription(session.subscription);
        if (subscription) seenAt = nowSeconds();
      }
      if (subscription)
        observation = this.subscriptionObservation(subscription, source, buyer?.userId ?? null, seenAt);
    }
    const purchaseId = observation?.id ?? idOf(session.subscription);
    return {
      buyerId: buyer?.userId ?? null,
      purchaseId,
      apply: async (tx) => {
        if (buyer && customerId) await linkCustomer(tx, customerId, buyer.userId);
        if (observation) await recordPurchase(tx, observation);
      },
      afterCommit: purchaseId
        ? async () => {
            if (buyer?.fresh) await this.mail.sendAccountLink(purchaseId, buyer.email);
            await this.mail.sendWelcome(purchaseId, {
              paymentIntentId: idOf(session.payment_intent),
              invoiceId: idOf(session.invoice) ?? idOf(subscription?.latest_invoice),
            });
          }
        : undefined,
    };
  }

  isOurSubscription(subscription: SubscriptionObject): boolean {
    if (subscription.metadata?.plan === "yearly") return true;
    const price = this.yearlyPrice;
    return Boolean(price && subscription.items?.data.some((item) => item.price?.id === price));
  }

  subscriptionObservation(
    subscription: SubscriptionObject,
    source: PurchaseSource,
    userId: string | null,
    observedAt: number,
  ): PurchaseObservation {
    const period = periodOf(subscription);
    return {
      id: subscription.id,
      kind: "subscription",
      plan: "yearly",
      source,
      userId,
      customerId: idOf(subscription.customer),
      status: subscription.status,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      paymentIntentId: null,
      cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
      observedAt,
    };
  }
}
