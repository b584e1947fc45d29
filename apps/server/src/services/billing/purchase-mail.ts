import { and, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Auth } from "../../auth/auth.js";
import type { Db } from "../../db/client.js";
import { billingPurchases, users } from "../../db/schema.js";
import type { Mailer } from "../mail/mailer.js";
import { renderWelcomeMail } from "../mail/welcome.js";
import type { PaymentProvider, PaymentRef } from "./provider.js";
import { grantsAccess } from "./purchases.js";

/** The mails a purchase sends once it is recorded: the welcome, and a new buyer's sign-in link. */
export class PurchaseMail {
  constructor(
    private readonly db: Db,
    private readonly auth: Auth,
    private readonly publicUrl: string,
    private readonly logger: Logger,
    private readonly provider: PaymentProvider | null,
    private readonly mailer?: Mailer,
  ) {}

  /**
   * The welcome mail with what the plan includes and the receipt (ours in test mode; with Stripe, where
   * Stripe's receipts and the portal are), in the buyer's language. Once per purchase, only once it gives
   * access, whichever of the webhook and the success page gets there first. A failure is logged: the
   * payment stands either way.
   */
  async sendWelcome(purchaseId: string, payment?: PaymentRef): Promise<void> {
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
      const testMode = purchase.source === "test_checkout";
      const receiptUrl =
        testMode || !this.provider
          ? null
          : await this.provider.receiptUrl({
              paymentIntentId: payment?.paymentIntentId ?? purchase.paymentIntentId,
              invoiceId: payment?.invoiceId ?? null,
            });
      const mail = renderWelcomeMail(user.language, {
        name: user.name,
        plan: purchase.plan,
        paidAt: purchase.currentPeriodStart ?? purchase.createdAt,
        reference: purchase.id,
        renewsAt: purchase.kind === "subscription" ? purchase.currentPeriodEnd : null,
        testMode,
        receiptUrl,
        // Settings opens the customer portal at once (Manage Subscription), after a sign-in if need be.
        settingsUrl: `${this.publicUrl}/app/settings?portal=open`,
        appUrl: `${this.publicUrl}/app`,
      });
      await this.mailer.sendRendered({ to: user.email, kind: "welcome", language: user.language, ...mail });
    } catch (error) {
      this.logger.error({ purchaseId, err: (error as Error)?.message }, "could not send the welcome mail");
    }
  }

  /** Once per purchase, whichever of the webhook and the post-purchase page gets there first. */
  async sendAccountLink(purchaseId: string, email: string): Promise<void> {
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
