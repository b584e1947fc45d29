import type { Logger } from "pino";
import type { Auth } from "../auth/auth.js";
import type { SessionReader } from "../auth/session.js";
import type { Database } from "../db/client.js";
import type { users } from "../db/schema.js";
import type { Env } from "../env.js";
import type { JobQueue } from "../jobs/queue.js";
import type { Access, AccountService } from "../services/accounts.js";
import type { AdminService } from "../services/admin/index.js";
import type { BillingService } from "../services/billing/billing.js";
import type { TestCheckout } from "../services/billing/test-checkout.js";
import type { BookService } from "../services/book.js";
import type { BundleService } from "../services/bundles.js";
import type { ChatService } from "../services/chat/chat.js";
import type { ConversationTools } from "../services/chat/conversations.js";
import type { GuestService } from "../services/guest.js";
import type { LeadService } from "../services/leads/leads.js";
import type { Mailer } from "../services/mail/mailer.js";
import type { PdfRenderer } from "../services/pdf/pdf-renderer.js";
import type { RequestLimits } from "../services/request-limits.js";
import type { SupportService } from "../services/support.js";

/** What every handler can reach: built once at start-up, shared by all requests. */
export interface Services {
  env: Env;
  database: Database;
  /** Background jobs (mail delivery, clean-up, the chat's memory); started by the server process. */
  jobs: JobQueue;
  auth: Auth;
  sessions: SessionReader;
  mailer: Mailer;
  accounts: AccountService;
  billing: BillingService;
  testCheckout: TestCheckout;
  bundles: BundleService;
  books: BookService;
  leads: LeadService;
  logger: Logger;
  chat: ChatService;
  conversations: ConversationTools;
  admin: AdminService;
  guest: GuestService;
  support: SupportService;
  limits: RequestLimits;
  /** Bundle PDFs, rendered off the main thread (decision 022); closed by whoever runs the server. */
  pdf: PdfRenderer;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    services: Services;
    /** Who is calling, for per-address rate limits (app.ts, lib/client-address.ts); absent when unknown. */
    clientIp?: string;
    user: { id: string; email: string; name: string };
    access?: Access;
    /** The caller's whole account row, when the one-query session read loaded it (auth/session.ts). */
    account?: typeof users.$inferSelect;
  };
}
