import { randomBytes } from "node:crypto";
import {
  type BillingLanguage,
  type BillingSyncResponse,
  type CheckoutSessionSummary,
  EMAIL_PATTERN,
  normalizeEmail,
  PAID_PLANS,
  type PaidPlan,
  REFERRAL_CODE_PATTERN,
} from "@buildr/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type Stripe from "stripe";
import type { Auth } from "../../auth/auth.js";
import type { Db } from "../../db/client.js";
import { accounts, billingEvents, billingPurchases, testCheckoutSessions, users } from "../../db/schema.js";
import { billingMode, type Env } from "../../env.js";
import { AppError } from "../../lib/errors.js";
import { type AccountService, activePlan } from "../accounts.js";
import type { Mailer } from "../mail/mailer.js";
import { renderWelcomeMail } from "../mail/welcome.js";
import {
  customersOf,
  type Executor,
  grantsAccess,
  linkCustomer,
  type PurchaseObservation,
  type PurchaseSource,
  recordPaymentFailure,
  recordPurchase,
  recordRefund,
  userOfCustomer,
} from "./purchases.js";
import {
  type BillingEvent,
  type CheckoutSessionObject,
  chargeObject,
  checkoutSessionObject,
  idOf,
  invoiceObject,
  isHandled,
  periodOf,
  type SubscriptionObject,
  subscriptionObject,
} from "./stripe-objects.js";

/** Work prepared outside the transaction (Stripe reads, account creation), applied inside it. */
interface Prepared {
  apply: (tx: Executor) => Promise<void>;
  afterCommit?: () => Promise<void>;
  buyerId?: string | null;
  purchaseId?: string | null;
}

const NOTHING: Prepared = { apply: async () => {} };

interface Buyer {
  userId: string;
  email: string;
  /** An account with no way to sign in yet (made for a visitor who paid first): it gets a sign-in link. */
  fresh: boolean;
}

export interface CheckoutInput {
  plan: PaidPlan;
  via?: string;
  language?: BillingLanguage;
  user?: { id: string; email: string };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function isPaidPlan(value: unknown): value is PaidPlan {
  return (PAID_PLANS as readonly unknown[]).includes(value);
}

function isMissing(error: unknown): boolean {
  const e = error as { statusCode?: number; code?: string } | null;
  return e?.statusCode === 404 || e?.code === "resource_missing";
}

/**
 * Payments (docs/product/decisions.md#d-9, docs/product/decisions.md#d-10): Stripe Checkout, the customer portal and signed webhooks, or the built-in
 * test-mode checkout without keys. Whatever the source, every change of access goes through
 * `applyEvent` / the purchase rules of `purchases.ts`, never through anything the browser says.
 */
export class BillingService {
  readonly mode: "stripe" | "test" | "off";

  constructor(
    private readonly db: Db,
    private readonly auth: Auth,
    private readonly accounts: AccountService,
    private readonly env: Env,
    private readonly publicUrl: string,
    private readonly logger: Logger,
    private readonly stripe: Stripe | null,
    private readonly mailer?: Mailer,
  ) {
    this.mode = billingMode(env);
  }

  private unavailable(): AppError {
    return new AppError(
      "service_unavailable",
      "Payments are not available right now. Please contact support.",
    );
  }

  /** Logs a Stripe failure without anything secret (the SDK's error carries no key) and answers 503. */
  private stripeFailure(what: string, error: unknown): AppError {
    const e = error as { type?: string; code?: string; statusCode?: number; message?: string };
    this.logger.error(
      { stripe: { type: e?.type, code: e?.code, status: e?.statusCode, message: e?.message } },
      `stripe: ${what} failed`,
    );
    return new AppError("service_unavailable", `Stripe could not complete the request (${what} failed).`);
  }

  // ---- Checkout ---------------------------------------------------------------------------------

  async createCheckout(input: CheckoutInput): Promise<string> {
    if (this.mode === "off") throw this.unavailable();
    if (input.user) await this.refuseDuplicatePurchase(input.user.id, input.plan);
    // A visitor has no session to come back to: the post-purchase page makes their account (docs/product/screens.md#routes).
    const successPath = input.user ? "/subscription-success" : "/post-purchase";
    const successUrl = `${this.publicUrl}${successPath}?session_id={CHECKOUT_SESSION_ID}`;
    const cancelUrl = `${this.publicUrl}/subscription-cancel`;
    const via = input.via && REFERRAL_CODE_PATTERN.test(input.via) ? input.via : undefined;
    const metadata: Record<string, string> = { plan: input.plan };
    if (input.user) metadata.userId = input.user.id;
    if (via) metadata.via = via;
    if (input.language) metadata.language = input.language;

    if (this.mode === "test") {
      const id = `cs_test_local_${randomBytes(18)
        .toString("base64url")
        .replace(/[^A-Za-z0-9]/g, "x")}`;
      await this.db.insert(testCheckoutSessions).values({
        id,
        plan: input.plan,
        userId: input.user?.id ?? null,
        email: input.user?.email ?? null,
        referralCode: via ?? null,
        language: input.language ?? "en",
        successUrl,
        cancelUrl,
      });
      return `${this.publicUrl}/api/billing/test-checkout/${id}`;
    }

    const stripe = this.stripe!;
    const [customer] = input.user ? await customersOf(this.db, input.user.id) : [];
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: input.plan === "yearly" ? "subscription" : "payment",
      line_items: [
        {
          price: input.plan === "yearly" ? this.env.STRIPE_PRICE_YEARLY! : this.env.STRIPE_PRICE_LIFETIME!,
          quantity: 1,
        },
      ],
      success_url: successUrl,
      cancel_url: cancelUrl,
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
      session = await stripe.checkout.sessions.create(params);
    } catch (error) {
      throw this.stripeFailure("checkout creation", error);
    }
    if (!session.url) throw this.stripeFailure("checkout creation", new Error("no url"));
    return session.url;
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
    if (this.mode === "test") {
      const row = await this.testSession(sessionId);
      return {
        email: row.email,
        status: row.status,
        paid: row.status === "complete",
        plan: row.plan,
      };
    }
    const session = await this.retrieveSession(sessionId);
    const plan = session.metadata?.plan;
    return {
      email: session.customer_details?.email ?? session.customer_email ?? null,
      status: session.status ?? "open",
      paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
      plan: isPaidPlan(plan) ? plan : null,
    };
  }

  async testSession(sessionId: string) {
    const [row] = await this.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionId));
    if (!row) throw new AppError("not_found", "No checkout session with this id.");
    return row;
  }

  private async retrieveSession(sessionId: string, expand: string[] = []): Promise<CheckoutSessionObject> {
    if (!this.stripe) throw this.unavailable();
    try {
      const session = await this.stripe.checkout.sessions.retrieve(
        sessionId,
        expand.length ? { expand } : {},
      );
      return checkoutSessionObject.parse(session);
    } catch (error) {
      if (isMissing(error)) throw new AppError("not_found", "No checkout session with this id.");
      throw this.stripeFailure("session look-up", error);
    }
  }

  /**
   * The success and post-purchase pages' check (docs/product/decisions.md#d-10): reads the checkout session and the account's
   * subscriptions from Stripe and applies them through the same purchase rules as the webhook, so a
   * delayed webhook never leaves a payer waiting.
   */
  async sync(input: { sessionId?: string; userId?: string }): Promise<BillingSyncResponse> {
    if (this.mode === "off") throw this.unavailable();
    let email: string | null = null;
    let subject = input.userId ?? null;
    let purchaseId: string | null = null;

    if (input.sessionId && this.mode === "test") {
      const row = await this.testSession(input.sessionId);
      email = row.email;
      subject ??= row.userId;
      if (row.status === "complete") purchaseId = row.purchaseId;
    } else if (input.sessionId) {
      const session = await this.retrieveSession(input.sessionId, ["subscription"]);
      email = session.customer_details?.email ?? session.customer_email ?? null;
      if (session.status === "complete") {
        const prepared = await this.prepareSession(session, "stripe", nowSeconds());
        await this.db.transaction((tx) => prepared.apply(tx));
        await prepared.afterCommit?.();
        subject ??= prepared.buyerId ?? null;
        purchaseId = prepared.purchaseId ?? null;
      }
    }

    if (input.userId && this.stripe) {
      const observations: PurchaseObservation[] = [];
      for (const customer of await customersOf(this.db, input.userId)) {
        try {
          const list = await this.stripe.subscriptions.list({ customer, status: "all", limit: 20 });
          for (const raw of list.data) {
            const subscription = subscriptionObject.parse(raw);
            if (this.isOurSubscription(subscription))
              observations.push(
                this.subscriptionObservation(subscription, "stripe", input.userId, nowSeconds()),
              );
          }
        } catch (error) {
          throw this.stripeFailure("subscription check", error);
        }
      }
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

  /** "Manage Subscription": Stripe's customer portal, or the local test-mode stand-in. */
  async portal(userId: string): Promise<string> {
    if (this.mode === "off") throw this.unavailable();
    if (this.mode === "test") return `${this.publicUrl}/api/billing/test-portal`;
    const [customer] = await customersOf(this.db, userId);
    if (!customer) throw new AppError("not_found", "There is no subscription to manage on this account yet.");
    try {
      const session = await this.stripe!.billingPortal.sessions.create({
        customer,
        return_url: `${this.publicUrl}/app/settings`,
      });
      return session.url;
    } catch (error) {
      throw this.stripeFailure("customer portal", error);
    }
  }

  // ---- Events -------------------------------------------------------------------------------------

  /** Verifies Stripe's signature over the raw bytes; anything unsigned or tampered with is refused. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent {
    const secret = this.env.STRIPE_WEBHOOK_SECRET;
    if (!this.stripe || !secret)
      throw new AppError("bad_request", "Stripe webhooks are not configured on this server.");
    if (!signature) throw new AppError("bad_request", "The Stripe-Signature header is missing.");
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as BillingEvent;
    } catch {
      throw new AppError("bad_request", "The Stripe signature does not match this request.");
    }
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
      prepared = await this.prepareEvent(event, source);
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

  private async prepareEvent(event: BillingEvent, source: PurchaseSource): Promise<Prepared> {
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
        const userId = await this.ownerOfSubscription(subscription);
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
  private async prepareSession(
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
    const buyer = await this.resolveBuyer(session);
    const customerId = idOf(session.customer);

    let observation: PurchaseObservation | null = null;
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
      let subscription: SubscriptionObject | null =
        session.subscription && typeof session.subscription === "object" ? session.subscription : null;
      let seenAt = observedAt;
      // Checkout's event carries only the subscription's id; reading it makes access independent of
      // whether (and when) the subscription events arrive.
      if (!subscription && typeof session.subscription === "string" && this.stripe) {
        try {
          subscription = subscriptionObject.parse(
            await this.stripe.subscriptions.retrieve(session.subscription),
          );
          seenAt = nowSeconds();
        } catch (error) {
          throw this.stripeFailure("subscription look-up", error);
        }
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
            if (buyer?.fresh) await this.sendAccountLink(purchaseId, buyer.email);
            await this.sendWelcome(purchaseId);
          }
        : undefined,
    };
  }

  private isOurSubscription(subscription: SubscriptionObject): boolean {
    if (subscription.metadata?.plan === "yearly") return true;
    const price = this.env.STRIPE_PRICE_YEARLY;
    return Boolean(price && subscription.items?.data.some((item) => item.price?.id === price));
  }

  private subscriptionObservation(
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

  private async userExists(id: string | null | undefined) {
    if (!id) return null;
    const [user] = await this.db
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, id));
    return user ?? null;
  }

  private async ownerOfSubscription(subscription: SubscriptionObject): Promise<string | null> {
    const byMetadata = await this.userExists(subscription.metadata?.userId);
    if (byMetadata) return byMetadata.id;
    const customerId = idOf(subscription.customer);
    return customerId ? userOfCustomer(this.db, customerId) : null;
  }

  private async buyerOf(user: { id: string; email: string; emailVerified: boolean }): Promise<Buyer> {
    if (user.emailVerified) return { userId: user.id, email: user.email, fresh: false };
    const [login] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.userId, user.id))
      .limit(1);
    return { userId: user.id, email: user.email, fresh: !login };
  }

  /**
   * The account a checkout belongs to: the signed-in buyer, the customer's known account, the account
   * with the buyer's e-mail, or a new account for a visitor who paid first (no password; a sign-in link
   * is mailed after the purchase is recorded).
   */
  private async resolveBuyer(session: CheckoutSessionObject): Promise<Buyer | null> {
    for (const id of [session.client_reference_id, session.metadata?.userId]) {
      const user = await this.userExists(id);
      if (user) return this.buyerOf(user);
    }
    const customerId = idOf(session.customer);
    if (customerId) {
      const user = await this.userExists(await userOfCustomer(this.db, customerId));
      if (user) return this.buyerOf(user);
    }
    const email = normalizeEmail(session.customer_details?.email ?? session.customer_email ?? "");
    if (!EMAIL_PATTERN.test(email)) return null;
    const byEmail = async () => {
      const [user] = await this.db
        .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email));
      return user ?? null;
    };
    const existing = await byEmail();
    if (existing) return this.buyerOf(existing);
    const ctx = await this.auth.$context;
    try {
      const created = await ctx.internalAdapter.createUser(
        {
          email,
          name: session.customer_details?.name?.trim() || "User",
          emailVerified: false,
          referralCode: session.metadata?.via ?? null,
          language: session.metadata?.language ?? "en",
        },
        { method: "admin" },
      );
      return { userId: created.id, email, fresh: true };
    } catch (error) {
      // The webhook and the post-purchase page may race to create the same account: the loser uses it.
      const raced = await byEmail();
      if (raced) return this.buyerOf(raced);
      throw error;
    }
  }

  /**
   * The welcome mail with what the plan includes and the receipt (ours in test mode; with Stripe, where
   * Stripe's receipts and the portal are), in the buyer's language. Once per purchase, only once it gives
   * access, whichever of the webhook and the success page gets there first. A failure is logged: the
   * payment stands either way.
   */
  private async sendWelcome(purchaseId: string): Promise<void> {
    if (!this.mailer) return;
    const [purchase] = await this.db
      .select()
      .from(billingPurchases)
      .where(eq(billingPurchases.id, purchaseId));
    if (!purchase?.userId || purchase.welcomeSentAt || !grantsAccess(purchase)) return;
    const claimed = await this.db
      .update(billingPurchases)
      .set({ welcomeSentAt: new Date() })
      .where(and(eq(billingPurchases.id, purchaseId), isNull(billingPurchases.welcomeSentAt)))
      .returning({ id: billingPurchases.id });
    if (claimed.length === 0) return;
    try {
      const [user] = await this.db
        .select({ email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(eq(users.id, purchase.userId));
      if (!user) return;
      const mail = renderWelcomeMail(user.language, {
        name: user.name,
        plan: purchase.plan,
        paidAt: purchase.currentPeriodStart ?? purchase.createdAt,
        reference: purchase.id,
        renewsAt: purchase.kind === "subscription" ? purchase.currentPeriodEnd : null,
        testMode: purchase.source === "test_checkout",
        settingsUrl: `${this.publicUrl}/app/settings`,
        appUrl: `${this.publicUrl}/app`,
      });
      await this.mailer.sendRendered({ to: user.email, kind: "welcome", language: user.language, ...mail });
    } catch (error) {
      this.logger.error({ purchaseId, err: (error as Error)?.message }, "could not send the welcome mail");
    }
  }

  /** Once per purchase, whichever of the webhook and the post-purchase page gets there first. */
  private async sendAccountLink(purchaseId: string, email: string): Promise<void> {
    const claimed = await this.db
      .update(billingPurchases)
      .set({ accountLinkSentAt: new Date() })
      .where(and(eq(billingPurchases.id, purchaseId), isNull(billingPurchases.accountLinkSentAt)))
      .returning({ id: billingPurchases.id });
    if (claimed.length === 0) return;
    try {
      await this.auth.api.signInMagicLink({ body: { email, callbackURL: "/app" }, headers: new Headers() });
    } catch (error) {
      this.logger.error(
        { purchaseId, err: (error as Error)?.message },
        "could not send the buyer's sign-in link",
      );
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
