import { randomBytes } from "node:crypto";
import type { CheckoutSessionSummary } from "@buildr/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { testCheckoutSessions } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import type { PaymentProvider, ProviderCheckout, SessionRead } from "./provider.js";
import type { BillingEvent, SubscriptionObject } from "./stripe-objects.js";

/** A test-mode checkout session, or 404. */
export async function findTestSession(db: Db, sessionId: string) {
  const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
  if (!row) throw new AppError("not_found", "No checkout session with this id.");
  return row;
}

/**
 * docs/product/decisions.md#d-10 without Stripe keys, outside production: the checkout is a row here and
 * a labelled page of ours (`TestCheckout` and routes/billing/test-pages.ts), whose "Pay" builds the events
 * Stripe would send. No money moves, there are no webhooks, and the portal is our own page.
 */
export class TestModeProvider implements PaymentProvider {
  readonly kind = "test" as const;
  readonly source = "test_checkout" as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  async createCheckout(input: ProviderCheckout): Promise<string> {
    const id = `cs_test_local_${randomBytes(18)
      .toString("base64url")
      .replace(/[^A-Za-z0-9]/g, "x")}`;
    await this.db.insert(testCheckoutSessions).values({
      id,
      plan: input.plan,
      userId: input.user?.id ?? null,
      email: input.user?.email ?? null,
      referralCode: input.via ?? null,
      language: input.language ?? "en",
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    });
    return `${this.publicUrl}/api/billing/test-checkout/${id}`;
  }

  async sessionSummary(sessionId: string): Promise<CheckoutSessionSummary> {
    const row = await findTestSession(this.db, sessionId);
    return { email: row.email, status: row.status, paid: row.status === "complete", plan: row.plan };
  }

  /** The page's "Pay" applied the purchase already: the session says whose it is. */
  async readSession(sessionId: string): Promise<SessionRead> {
    const row = await findTestSession(this.db, sessionId);
    return {
      email: row.email,
      buyerId: row.userId,
      purchaseId: row.status === "complete" ? row.purchaseId : null,
      toApply: null,
    };
  }

  async subscriptionsOf(): Promise<SubscriptionObject[]> {
    return [];
  }

  async retrieveSubscription(): Promise<null> {
    return null;
  }

  async portal(): Promise<string> {
    return `${this.publicUrl}/api/billing/test-portal`;
  }

  verifyWebhook(): BillingEvent {
    throw new AppError("bad_request", "Stripe webhooks are not configured on this server.");
  }

  /** No money moved: the welcome mail carries our own receipt, labelled as test mode. */
  async receiptUrl(): Promise<null> {
    return null;
  }
}
