import {
  type BillingLanguage,
  type BillingSyncResponse,
  CAMPAIGN_PARAMS,
  CAMPAIGN_VALUE_PATTERN,
  type Campaign,
  type CheckoutSessionSummary,
  isAppPath,
  type PaidPlan,
  REFERRAL_CODE_PATTERN,
} from "@buildr/contracts";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Auth } from "../../auth/auth.js";
import type { Db } from "../../db/client.js";
import { billingEvents, billingPurchases } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import { type AccountService, activePlan } from "../accounts.js";
import type { Mailer } from "../mail/mailer.js";
import type { PaymentProvider } from "./provider.js";
import { nowSeconds, type Prepared, PurchaseEvents } from "./purchase-events.js";
import { PurchaseMail } from "./purchase-mail.js";
import { type PurchaseObservation, type PurchaseSource, recordPurchase } from "./purchases.js";
import { type BillingEvent, isHandled } from "./stripe-objects.js";

export interface CheckoutInput {
  plan: PaidPlan;
  via?: string;
  language?: BillingLanguage;
  /** A path inside the app to go on to after paying. */
  next?: string;
  /** The visit's utm_* parameters. */
  campaign?: Campaign;
  user?: { id: string; email: string };
}

/**
 * Payments (docs/product/decisions.md#d-9, docs/product/decisions.md#d-10): the rules of buying, whoever
 * takes the money. The payment provider (Stripe, or the test-mode stand-in without keys; decision 020)
 * is chosen once at start-up; without one (production without keys) payments answer 503. Whatever the
 * source, every change of access goes through `applyEvent` / the purchase rules of `purchases.ts`, never
 * through anything the browser says.
 */
export class BillingService {
  readonly mode: "stripe" | "test" | "off";
  private readonly events: PurchaseEvents;

  constructor(
    private readonly db: Db,
    auth: Auth,
    private readonly accounts: AccountService,
    private readonly publicUrl: string,
    private readonly logger: Logger,
    private readonly provider: PaymentProvider | null,
    yearlyPrice: string | undefined,
    mailer?: Mailer,
  ) {
    this.mode = provider?.kind ?? "off";
    const mail = new PurchaseMail(db, auth, publicUrl, logger, provider, mailer);
    this.events = new PurchaseEvents(db, auth, logger, provider, yearlyPrice, mail);
  }

  /** The provider, or 503 when payments are off. */
  private payments(): PaymentProvider {
    if (this.provider) return this.provider;
    throw new AppError(
      "service_unavailable",
      "Payments are not available right now. Please contact support.",
    );
  }

  // ---- Checkout ---------------------------------------------------------------------------------

  async createCheckout(input: CheckoutInput): Promise<string> {
    const provider = this.payments();
    if (input.user) await this.refuseDuplicatePurchase(input.user.id, input.plan);
    // A visitor has no session to come back to: the post-purchase page makes their account (docs/product/screens.md#routes).
    const successPath = input.user ? "/subscription-success" : "/post-purchase";
    // Where the agent was going comes back with the payment, as a path inside the app only.
    const next = input.next && isAppPath(input.next) ? `&next=${encodeURIComponent(input.next)}` : "";
    const successUrl = `${this.publicUrl}${successPath}?session_id={CHECKOUT_SESSION_ID}${next}`;
    const cancelUrl = `${this.publicUrl}/subscription-cancel`;
    const via = input.via && REFERRAL_CODE_PATTERN.test(input.via) ? input.via : undefined;
    const metadata: Record<string, string> = { plan: input.plan };
    if (input.user) metadata.userId = input.user.id;
    if (via) metadata.via = via;
    if (input.language) metadata.language = input.language;
    // The campaign the visit came from, for the purchase's attribution in Stripe.
    for (const name of CAMPAIGN_PARAMS) {
      const value = input.campaign?.[name];
      if (value && CAMPAIGN_VALUE_PATTERN.test(value)) metadata[name] = value;
    }
    return provider.createCheckout({
      plan: input.plan,
      user: input.user,
      via,
      language: input.language,
      successUrl,
      cancelUrl,
      metadata,
    });
  }

  /** Buying what one already has would charge twice for nothing. */
  private async refuseDuplicatePurchase(userId: string, plan: PaidPlan): Promise<void> {
    const current = await activePlan(this.db, userId);
    if (current === "lifetime")
      throw new AppError("conflict", "You already have lifetime access. There is nothing more to buy.");
    if (current === "yearly" && plan === "yearly")
      throw new AppError(
        "conflict",
        "You already have an active yearly subscription. Use Manage Subscription to change it.",
      );
  }

  // ---- Look-ups ---------------------------------------------------------------------------------

  async sessionSummary(sessionId: string): Promise<CheckoutSessionSummary> {
    return this.payments().sessionSummary(sessionId);
  }

  /**
   * The success and post-purchase pages' check (docs/product/decisions.md#d-10): reads the checkout session and the account's
   * subscriptions from the provider and applies them through the same purchase rules as the webhook, so a
   * delayed webhook never leaves a payer waiting.
   */
  async sync(input: { sessionId?: string; userId?: string }): Promise<BillingSyncResponse> {
    const provider = this.payments();
    let email: string | null = null;
    let subject = input.userId ?? null;
    let purchaseId: string | null = null;

    if (input.sessionId) {
      const read = await provider.readSession(input.sessionId);
      email = read.email;
      subject ??= read.buyerId;
      purchaseId = read.purchaseId;
      if (read.toApply) {
        const prepared = await this.events.prepareSession(read.toApply, provider.source, nowSeconds());
        await this.db.transaction((tx) => prepared.apply(tx));
        await prepared.afterCommit?.();
        subject ??= prepared.buyerId ?? null;
        purchaseId = prepared.purchaseId ?? null;
      }
    }

    if (input.userId) {
      const observations: PurchaseObservation[] = [];
      for (const subscription of await provider.subscriptionsOf(input.userId))
        if (this.events.isOurSubscription(subscription))
          observations.push(
            this.events.subscriptionObservation(subscription, provider.source, input.userId, nowSeconds()),
          );
      if (observations.length > 0)
        await this.db.transaction(async (tx) => {
          for (const observation of observations) await recordPurchase(tx, observation);
        });
    }

    const access = subject ? await this.accounts.access(subject) : null;
    let signInLinkSent = false;
    if (purchaseId) {
      const [row] = await this.db
        .select({ sent: billingPurchases.accountLinkSentAt })
        .from(billingPurchases)
        .where(eq(billingPurchases.id, purchaseId));
      signInLinkSent = Boolean(row?.sent);
    }
    return { isPaid: access?.isPaid ?? false, plan: access?.plan ?? null, email, signInLinkSent };
  }

  /** "Manage Subscription": the provider's customer portal. */
  async portal(userId: string): Promise<string> {
    return this.payments().portal(userId);
  }

  // ---- Events -------------------------------------------------------------------------------------

  /** Verifies the provider's signature over the raw bytes; anything unsigned or tampered with is refused. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent {
    if (!this.provider)
      throw new AppError("bad_request", "Stripe webhooks are not configured on this server.");
    return this.provider.verifyWebhook(rawBody, signature);
  }

  /**
   * Applies one event exactly once: its id goes into `billing_events` in the same transaction as the
   * change of access, so a redelivery (or a race between two) changes nothing.
   */
  async applyEvent(
    event: BillingEvent,
    source: PurchaseSource,
  ): Promise<"applied" | "duplicate" | "ignored"> {
    if (!isHandled(event.type)) return "ignored";
    const [seen] = await this.db
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id));
    if (seen) return "duplicate";

    let prepared: Prepared;
    try {
      prepared = await this.events.prepare(event, source);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if ((error as Error)?.name === "ZodError") {
        this.logger.error({ eventId: event.id, type: event.type }, "stripe event with an unexpected shape");
        throw new AppError("unprocessable", "The event's object does not have the expected shape.");
      }
      throw error;
    }
    const applied = await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(billingEvents)
        .values({ id: event.id, type: event.type, source, eventCreatedAt: new Date(event.created * 1000) })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (inserted.length === 0) return false;
      await prepared.apply(tx);
      return true;
    });
    if (!applied) return "duplicate";
    await prepared.afterCommit?.();
    return "applied";
  }
}
