import type { Logger } from "pino";
import { createAuth } from "../auth/auth.js";
import { SessionReader } from "../auth/session.js";
import type { Database } from "../db/client.js";
import { type Env, googleEnabled } from "../env.js";
import { defineCleanup } from "../jobs/cleanup.js";
import { JobQueue, type JobQueueOptions } from "../jobs/queue.js";
import type { Services } from "../lib/context.js";
import { resolveAuthSecret } from "../lib/secret.js";
import { AccountService } from "./accounts.js";
import { AdminService } from "./admin/index.js";
import { BillingService } from "./billing/billing.js";
import { createPaymentProvider } from "./billing/provider.js";
import { TestCheckout } from "./billing/test-checkout.js";
import { BookService } from "./book.js";
import { BundleService } from "./bundles.js";
import { ChatService } from "./chat/chat.js";
import { ConversationTools } from "./chat/conversations.js";
import { defineMemoryJob, type MEMORY_TIMING } from "./chat/memory-job.js";
import { createChatModel } from "./chat/model.js";
import type { ServiceDeps } from "./deps.js";
import { GuestService } from "./guest.js";
import { defineFollowUpDigest } from "./leads/digest.js";
import { LeadService } from "./leads/leads.js";
import { type MAIL_RETRY, Mailer } from "./mail/mailer.js";
import { defaultPdfWorkers, PdfRenderer } from "./pdf/pdf-renderer.js";
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
  options: {
    rateLimit?: boolean;
    /** Tests make the queue poll more often and retry sooner. */
    jobs?: JobQueueOptions & { mailRetry?: Partial<typeof MAIL_RETRY>; memoryTiming?: typeof MEMORY_TIMING };
  } = {},
): Services {
  // The queue is declared here and started by whoever runs the server (index.ts, the tests).
  const jobs = new JobQueue(database, logger, options.jobs);
  const mailer = new Mailer(database.db, {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    logger,
    jobs,
    retry: options.jobs?.mailRetry,
  });
  defineCleanup(jobs, database.db, logger);
  defineFollowUpDigest(jobs, database.db, mailer, publicUrlOf(env), logger);
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
  const books = new BookService(database.db);
  const bundles = new BundleService(database.db, accounts, books);
  // Stripe, its test-mode stand-in, or none: decided here once (decision 020).
  const billing = new BillingService(
    database.db,
    auth,
    accounts,
    publicUrlOf(env),
    logger,
    createPaymentProvider(env, database.db, publicUrlOf(env), logger),
    env.STRIPE_PRICE_YEARLY,
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
  const chatModel = createChatModel(env);
  const leads = new LeadService(database.db, bundles);
  const chat = new ChatService(database.db, accounts, chatModel, logger, { bundles, leads }, books);
  chat.enqueueMemoryExtraction = defineMemoryJob(
    jobs,
    database.db,
    chatModel,
    logger,
    options.jobs?.memoryTiming,
  );
  return {
    env,
    database,
    jobs,
    auth,
    sessions,
    mailer,
    accounts,
    bundles,
    books,
    leads,
    billing,
    testCheckout,
    logger,
    chat,
    conversations: new ConversationTools(database.db),
    admin: new AdminService(deps),
    guest: new GuestService(deps),
    support: new SupportService(deps),
    limits: new RequestLimits(database.db),
    // Started by index.ts once the server listens (tests: at the first download), and stopped by whoever
    // stops the server.
    pdf: new PdfRenderer({ workers: env.PDF_WORKERS ?? defaultPdfWorkers(), logger }),
  };
}
