import type { Logger } from "pino";
import type { Auth } from "../auth/auth.js";
import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import type { AccountService } from "./accounts.js";
import type { BillingService } from "./billing/billing.js";
import type { BundleService } from "./bundles.js";
import type { Mailer } from "./mail/mailer.js";

/** What the feature services built after the core ones may use; each takes what it needs. */
export interface ServiceDeps {
  env: Env;
  database: Database;
  db: Database["db"];
  auth: Auth;
  mailer: Mailer;
  accounts: AccountService;
  bundles: BundleService;
  billing: BillingService;
  logger: Logger;
  publicUrl: string;
}
