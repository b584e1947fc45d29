import type { BillingLanguage, CheckoutSessionSummary, PaidPlan } from "@buildr/contracts";
import type { Logger } from "pino";
import type { Db } from "../../db/client.js";
import { billingMode, type Env } from "../../env.js";
import type { PurchaseSource } from "./purchases.js";
import { createStripeClient } from "./stripe-client.js";
import type { BillingEvent, CheckoutSessionObject, SubscriptionObject } from "./stripe-objects.js";
import { StripeProvider } from "./stripe-provider.js";
import { TestModeProvider } from "./test-provider.js";

/** What the billing service has decided about a checkout before the provider opens it. */
export interface ProviderCheckout {
  plan: PaidPlan;
  user?: { id: string; email: string };
  /** A valid referral code, already checked. */
  via?: string;
  language?: BillingLanguage;
  successUrl: string;
  cancelUrl: string;
  /** What the purchase carries back in its events (plan, account, referral, language). */
  metadata: Record<string, string>;
}

/** The payment a purchase was made with, as its checkout names it. */
export interface PaymentRef {
  /** A one-time payment's intent (the lifetime plan). */
  paymentIntentId: string | null;
  /** A subscription's first invoice. */
  invoiceId: string | null;
}

/** A checkout session as the payment pages ask after it. */
export interface SessionRead {
  email: string | null;
  /** The account the provider already knows the session belongs to. */
  buyerId: string | null;
  /** The purchase the provider already recorded for the session (the test-mode page applies its own events). */
  purchaseId: string | null;
  /** A completed session whose purchase is still to be applied through the purchase rules (Stripe). */
  toApply: CheckoutSessionObject | null;
}

/**
 * The seam between billing's rules and whoever takes the money (decision 020): Stripe, or the test-mode
 * stand-in without keys. Chosen once at start-up; the billing service never asks which one it has.
 * Whatever the provider, a change of access is an event applied by the billing service.
 */
export interface PaymentProvider {
  readonly kind: "stripe" | "test";
  /** How purchases recorded from this provider's reads are labelled. */
  readonly source: PurchaseSource;
  /** Opens a checkout and answers the address the buyer goes to. */
  createCheckout(input: ProviderCheckout): Promise<string>;
  sessionSummary(sessionId: string): Promise<CheckoutSessionSummary>;
  /** The success and post-purchase pages' look-up of a session (`POST /api/billing/sync`). */
  readSession(sessionId: string): Promise<SessionRead>;
  /** The account's subscriptions as the provider describes them now (none for the test mode). */
  subscriptionsOf(userId: string): Promise<SubscriptionObject[]>;
  /** A subscription a checkout event names only by its id, or null when the provider cannot read it. */
  retrieveSubscription(id: string): Promise<SubscriptionObject | null>;
  /** "Manage Subscription": the customer portal, or its test-mode stand-in. */
  portal(userId: string): Promise<string>;
  /** A webhook's event, once its signature over the raw bytes is checked; anything else is refused. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;
  /**
   * The provider's receipt page for a payment, or null: none (the test mode's receipt is in the welcome
   * mail itself) or not found. Never fails: the mail goes out either way.
   */
  receiptUrl(payment: PaymentRef): Promise<string | null>;
}

/** Stripe with a key, the test-mode stand-in without one outside production, none in production without a key. */
export function createPaymentProvider(
  env: Env,
  db: Db,
  publicUrl: string,
  logger: Logger,
): PaymentProvider | null {
  switch (billingMode(env)) {
    case "stripe":
      return new StripeProvider(createStripeClient(env)!, db, env, publicUrl, logger);
    case "test":
      return new TestModeProvider(db, publicUrl);
    default:
      return null;
  }
}
