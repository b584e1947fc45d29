import type { Logger } from "pino";
import { createAuth } from "../auth/auth.js";
import { SessionReader } from "../auth/session.js";
import type { Database } from "../db/client.js";
import { type Env, googleEnabled } from "../env.js";
import type { Services } from "../lib/context.js";
import { resolveAuthSecret } from "../lib/secret.js";
import { AccountService } from "./accounts.js";
import { AdminService } from "./admin.js";
import { BillingService } from "./billing/billing.js";
import { createStripeClient } from "./billing/stripe-client.js";
import { TestCheckout } from "./billing/test-checkout.js";
import { BundleService } from "./bundles.js";
import { ChatService } from "./chat/chat.js";
import { createChatModel } from "./chat/model.js";
import type { ServiceDeps } from "./deps.js";
import { GuestService } from "./guest.js";
import { Mailer } from "./mail/mailer.js";
import { RequestLimits } from "./request-limits.js";
import { SupportService } from "./support.js";

export function publicUrlOf(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

/** Everything a request needs, built once on an open, migrated database. */
export function createServices(
  env: Env,
  database: Database,
  logger: Logger,
  options: { rateLimit?: boolean } = {},
): Services {
  const mailer = new Mailer(database.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const secret = resolveAuthSecret(env.BETTER_AUTH_SECRET, env.DATA_DIR);
  const auth = createAuth({
    db: database.db,
    mailer,
    secret,
    publicUrl: publicUrlOf(env),
    google: googleEnabled(env)
      ? { clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! }
      : undefined,
    rateLimit: options.rateLimit,
    logger,
  });
  const accounts = new AccountService(database.db, auth, env.VIP_EMAILS);
  const sessions = new SessionReader(
    database.db,
    secret,
    env.VIP_EMAILS,
    publicUrlOf(env).startsWith("https://"),
    // Two batches in flight answered /api/me 10-15 % faster on PostgreSQL in alternating runs (bench/README.md).
    database.kind === "postgres" ? 2 : 1,
  );
  const bundles = new BundleService(database.db, accounts);
  const billing = new BillingService(
    database.db,
    auth,
    accounts,
    env,
    publicUrlOf(env),
    logger,
    createStripeClient(env),
    mailer,
  );
  const testCheckout = new TestCheckout(database.db, billing);
  const deps: ServiceDeps = {
    env,
    database,
    db: database.db,
    auth,
    mailer,
    accounts,
    bundles,
    billing,
    logger,
    publicUrl: publicUrlOf(env),
  };
  return {
    env,
    database,
    auth,
    sessions,
    mailer,
    accounts,
    bundles,
    billing,
    testCheckout,
    logger,
    chat: new ChatService(database.db, accounts, createChatModel(env), logger),
    admin: new AdminService(deps),
    guest: new GuestService(deps),
    support: new SupportService(deps),
    limits: new RequestLimits(database.db),
  };
}
