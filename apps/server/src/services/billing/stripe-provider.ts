import { type CheckoutSessionSummary, PAID_PLANS, type PaidPlan } from "@buildr/contracts";
import type { Logger } from "pino";
import type Stripe from "stripe";
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import { AppError } from "../../lib/errors.js";
import type { PaymentProvider, PaymentRef, ProviderCheckout, SessionRead } from "./provider.js";
import { customersOf } from "./purchases.js";
import {
  type BillingEvent,
  type CheckoutSessionObject,
  checkoutSessionObject,
  type SubscriptionObject,
  subscriptionObject,
} from "./stripe-objects.js";

function isPaidPlan(value: unknown): value is PaidPlan {
  return (PAID_PLANS as readonly unknown[]).includes(value);
}

/** The id of a field Stripe may or may not have expanded. */
function refId(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** Only Stripe's own https pages go into a mail. */
function httpsUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}

function isMissing(error: unknown): boolean {
  const e = error as { statusCode?: number; code?: string } | null;
  return e?.statusCode === 404 || e?.code === "resource_missing";
}

/**
 * Payments through Stripe (decision 003): Checkout, the customer portal and signed webhooks, with the
 * real SDK (pointed at the tests' fake by `STRIPE_API_BASE`).
 */
export class StripeProvider implements PaymentProvider {
  readonly kind = "stripe" as const;
  readonly source = "stripe" as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly db: Db,
    private readonly env: Env,
    private readonly publicUrl: string,
    private readonly logger: Logger,
  ) {}

  /** Logs a Stripe failure without anything secret (the SDK's error carries no key) and answers 503. */
  private failure(what: string, error: unknown): AppError {
    const e = error as { type?: string; code?: string; statusCode?: number; message?: string };
    this.logger.error(
      { stripe: { type: e?.type, code: e?.code, status: e?.statusCode, message: e?.message } },
      `stripe: ${what} failed`,
    );
    return new AppError("service_unavailable", `Stripe could not complete the request (${what} failed).`);
  }

  async createCheckout(input: ProviderCheckout): Promise<string> {
    const [customer] = input.user ? await customersOf(this.db, input.user.id) : [];
    const { metadata } = input;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: input.plan === "yearly" ? "subscription" : "payment",
      line_items: [
        {
          price: input.plan === "yearly" ? this.env.STRIPE_PRICE_YEARLY! : this.env.STRIPE_PRICE_LIFETIME!,
          quantity: 1,
        },
      ],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata,
      ...(input.user ? { client_reference_id: input.user.id } : {}),
      ...(customer ? { customer } : input.user ? { customer_email: input.user.email } : {}),
      ...(input.language ? { locale: input.language } : {}),
    };
    // Stripe's page links the policies the buyer accepts, in the buyer's language (Markdown links).
    params.custom_text = { submit: { message: checkoutPolicyNote(this.publicUrl, input.language) } };
    if (input.plan === "yearly") params.subscription_data = { metadata };
    else {
      params.payment_intent_data = { metadata };
      // A one-time payment makes no customer unless asked; the portal and refunds need one.
      if (!customer) params.customer_creation = "always";
    }
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(params);
    } catch (error) {
      throw this.failure("checkout creation", error);
    }
    if (!session.url) throw this.failure("checkout creation", new Error("no url"));
    return session.url;
  }

  private async retrieveSession(sessionId: string, expand: string[] = []): Promise<CheckoutSessionObject> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(
        sessionId,
        expand.length ? { expand } : {},
      );
      return checkoutSessionObject.parse(session);
    } catch (error) {
      if (isMissing(error)) throw new AppError("not_found", "No checkout session with this id.");
      throw this.failure("session look-up", error);
    }
  }

  async sessionSummary(sessionId: string): Promise<CheckoutSessionSummary> {
    const session = await this.retrieveSession(sessionId);
    const plan = session.metadata?.plan;
    return {
      email: session.customer_details?.email ?? session.customer_email ?? null,
      status: session.status ?? "open",
      paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
      plan: isPaidPlan(plan) ? plan : null,
    };
  }

  async readSession(sessionId: string): Promise<SessionRead> {
    const session = await this.retrieveSession(sessionId, ["subscription"]);
    return {
      email: session.customer_details?.email ?? session.customer_email ?? null,
      buyerId: null,
      purchaseId: null,
      toApply: session.status === "complete" ? session : null,
    };
  }

  async subscriptionsOf(userId: string): Promise<SubscriptionObject[]> {
    const found: SubscriptionObject[] = [];
    for (const customer of await customersOf(this.db, userId)) {
      try {
        const list = await this.stripe.subscriptions.list({ customer, status: "all", limit: 20 });
        for (const raw of list.data) found.push(subscriptionObject.parse(raw));
      } catch (error) {
        throw this.failure("subscription check", error);
      }
    }
    return found;
  }

  async retrieveSubscription(id: string): Promise<SubscriptionObject> {
    try {
      return subscriptionObject.parse(await this.stripe.subscriptions.retrieve(id));
    } catch (error) {
      throw this.failure("subscription look-up", error);
    }
  }

  async portal(userId: string): Promise<string> {
    const [customer] = await customersOf(this.db, userId);
    if (!customer) throw new AppError("not_found", "There is no subscription to manage on this account yet.");
    try {
      const session = await this.stripe.billingPortal.sessions.create({
        customer,
        return_url: `${this.publicUrl}/app/settings`,
      });
      return session.url;
    } catch (error) {
      throw this.failure("customer portal", error);
    }
  }

  /**
   * The charge's `receipt_url`: for a one-time payment through its payment intent's latest charge; for a
   * subscription through its invoice's payment (its hosted invoice page when no charge says more).
   */
  async receiptUrl(payment: PaymentRef): Promise<string | null> {
    try {
      if (payment.invoiceId) return await this.invoiceReceipt(payment.invoiceId);
      if (payment.paymentIntentId) return await this.paymentIntentReceipt(payment.paymentIntentId);
      return null;
    } catch (error) {
      const e = error as { type?: string; code?: string; statusCode?: number };
      this.logger.warn(
        { stripe: { type: e?.type, code: e?.code, status: e?.statusCode } },
        "stripe: receipt look-up failed; the welcome mail says Stripe sends it",
      );
      return null;
    }
  }

  private async paymentIntentReceipt(id: string): Promise<string | null> {
    const intent = await this.stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] });
    const charge = intent.latest_charge;
    if (!charge) return null;
    if (typeof charge === "string") return this.chargeReceipt(charge);
    return httpsUrl(charge.receipt_url);
  }

  private async chargeReceipt(id: string): Promise<string | null> {
    return httpsUrl((await this.stripe.charges.retrieve(id)).receipt_url);
  }

  private async invoiceReceipt(id: string): Promise<string | null> {
    const invoice = await this.stripe.invoices.retrieve(id, { expand: ["payments"] });
    for (const entry of invoice.payments?.data ?? []) {
      if (entry.status && entry.status !== "paid") continue;
      const intent = refId(entry.payment?.payment_intent);
      const charge = refId(entry.payment?.charge);
      const url = intent
        ? await this.paymentIntentReceipt(intent)
        : charge
          ? await this.chargeReceipt(charge)
          : null;
      if (url) return url;
    }
    // API versions before 2025-03-31 named the payment on the invoice itself.
    const legacy = invoice as unknown as { payment_intent?: string | { id: string } | null };
    const intent = refId(legacy.payment_intent);
    return (intent ? await this.paymentIntentReceipt(intent) : null) ?? httpsUrl(invoice.hosted_invoice_url);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent {
    const secret = this.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new AppError("bad_request", "Stripe webhooks are not configured on this server.");
    if (!signature) throw new AppError("bad_request", "The Stripe-Signature header is missing.");
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as BillingEvent;
    } catch {
      throw new AppError("bad_request", "The Stripe signature does not match this request.");
    }
  }
}

/** The line under Stripe's pay button: the Terms and the 14-day Refund Policy, linked. */
export function checkoutPolicyNote(publicUrl: string, language: string | undefined): string {
  const terms = `${publicUrl}/terms`;
  const refund = `${publicUrl}/refund`;
  if (language === "es")
    return `Al pagar, usted acepta los [Términos del servicio](${terms}). Toda compra incluye nuestra [Política de reembolso](${refund}) de 14 días.`;
  if (language === "fr")
    return `En payant, vous acceptez les [Conditions d'utilisation](${terms}). Chaque achat est couvert par notre [Politique de remboursement](${refund}) de 14 jours.`;
  return `By paying you accept the [Terms of Service](${terms}). Every purchase comes with our 14-day [Refund Policy](${refund}).`;
}
