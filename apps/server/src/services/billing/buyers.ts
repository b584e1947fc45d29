import { EMAIL_PATTERN, normalizeEmail } from "@buildr/contracts";
import { eq } from "drizzle-orm";
import type { Auth } from "../../auth/auth.js";
import type { Db } from "../../db/client.js";
import { accounts, users } from "../../db/schema.js";
import { userOfCustomer } from "./purchases.js";
import { type CheckoutSessionObject, idOf, type SubscriptionObject } from "./stripe-objects.js";

export interface Buyer {
  userId: string;
  email: string;
  /** An account with no way to sign in yet (made for a visitor who paid first): it gets a sign-in link. */
  fresh: boolean;
}

async function userById(db: Db, id: string | null | undefined) {
  if (!id) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, id));
  return user ?? null;
}

async function buyerOf(db: Db, user: { id: string; email: string; emailVerified: boolean }): Promise<Buyer> {
  if (user.emailVerified) return { userId: user.id, email: user.email, fresh: false };
  const [login] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userId, user.id))
    .limit(1);
  return { userId: user.id, email: user.email, fresh: !login };
}

/** The account a subscription belongs to: the one its metadata names, else its customer's. */
export async function ownerOfSubscription(db: Db, subscription: SubscriptionObject): Promise<string | null> {
  const byMetadata = await userById(db, subscription.metadata?.userId);
  if (byMetadata) return byMetadata.id;
  const customerId = idOf(subscription.customer);
  return customerId ? userOfCustomer(db, customerId) : null;
}

/**
 * The account a checkout belongs to: the signed-in buyer, the customer's known account, the account
 * with the buyer's e-mail, or a new account for a visitor who paid first (no password; a sign-in link
 * is mailed after the purchase is recorded).
 */
export async function resolveBuyer(
  db: Db,
  auth: Auth,
  session: CheckoutSessionObject,
): Promise<Buyer | null> {
  for (const id of [session.client_reference_id, session.metadata?.userId]) {
    const user = await userById(db, id);
    if (user) return buyerOf(db, user);
  }
  const customerId = idOf(session.customer);
  if (customerId) {
    const user = await userById(db, await userOfCustomer(db, customerId));
    if (user) return buyerOf(db, user);
  }
  const email = normalizeEmail(session.customer_details?.email ?? session.customer_email ?? "");
  if (!EMAIL_PATTERN.test(email)) return null;
  const byEmail = async () => {
    const [user] = await db
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    return user ?? null;
  };
  const existing = await byEmail();
  if (existing) return buyerOf(db, existing);
  const ctx = await auth.$context;
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
    if (raced) return buyerOf(db, raced);
    throw error;
  }
}
