/**
 * The database schema: every table, its indexes and its checks. One file because drizzle-kit generates the
 * migrations from it, and a table is read beside the tables its foreign keys name.
 */
import type { AgentBook, Bundle as ApiBundle, LeadGuard } from "@buildr/contracts";
import { LEAD_STATUSES } from "@buildr/contracts/leads";
import type { Bundle } from "@buildr/engine";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * better-auth's user, with the profile fields of the specs. Role, unlimited flag and trial credits are
 * written only by the server (better-auth `input: false`); the browser can never set them (docs/product/decisions.md#d-2, docs/product/decisions.md#d-3).
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    role: text("role", { enum: ["user", "vip", "admin"] })
      .notNull()
      .default("user"),
    isUnlimited: boolean("is_unlimited").notNull().default(false),
    company: text("company"),
    phone: text("phone"),
    /** The referral code that brought this account (`?via=` at sign-up or checkout). */
    referralCode: text("referral_code"),
    /** This agent's own code for others' `?via=` links (the referral programme); made on first request. */
    inviteCode: text("invite_code").unique(),
    emailUnsubscribed: boolean("email_unsubscribed").notNull().default(false),
    /**
     * The free tier's bundle credits left in `creditsMonth` (docs/decisions/014): a new calendar month
     * starts again at 2. Spent atomically by a new bundle only, never below zero (services/allowance.ts).
     */
    trialCredits: integer("trial_credits").notNull().default(2),
    /** The UTC calendar month ("2026-11") `trialCredits` belongs to. */
    creditsMonth: text("credits_month").notNull().default(sql`to_char(now() at time zone 'utc', 'YYYY-MM')`),
    /** Bundle credits granted on top of the monthly ones (kept by the 0009 migration); they do not lapse. */
    bonusCredits: integer("bonus_credits").notNull().default(0),
    /** The free tier's coaching answers: how many were given on `coachingDay` (a UTC date). */
    coachingDay: date("coaching_day", { mode: "string" }),
    coachingUsed: integer("coaching_used").notNull().default(0),
    language: text("language", { enum: ["en", "es", "fr"] })
      .notNull()
      .default("en"),
    /**
     * The CMS TPMO disclaimer's counts (42 CFR 422.2267(e)(41)): the organizations and the plans the agent
     * represents in the client's area. Null until the agent sets them in Settings.
     */
    tpmoOrganizations: integer("tpmo_organizations"),
    tpmoPlans: integer("tpmo_plans"),
  },
  (t) => [
    check("users_trial_credits_nonnegative", sql`${t.trialCredits} >= 0`),
    check("users_bonus_credits_nonnegative", sql`${t.bonusCredits} >= 0`),
    check("users_coaching_used_nonnegative", sql`${t.coachingUsed} >= 0`),
    check("users_tpmo_organizations_range", sql`${t.tpmoOrganizations} between 1 and 999`),
    check("users_tpmo_plans_range", sql`${t.tpmoPlans} between 1 and 9999`),
    index("users_created_at_idx").on(t.createdAt),
    // The admin list's substring search (docs/product/compliance.md#security): trigrams answer `ilike '%garcia%'`, which no B-tree can.
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    // The admin list filtered by role and sorted by name, and that filter's count.
    index("users_role_name_idx").on(t.role, t.name),
    // The referral programme counts the accounts each code brought.
    index("users_referral_code_idx").on(t.referralCode),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters, in the database so every server process shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Wrong passwords per address (docs/product/compliance.md#security): the per-account brake on password guessing, in the database so
 * every server process shares it. Keyed by the typed address, known or not, so a refusal says nothing
 * about whether an account exists. A successful sign-in of any kind deletes the row.
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    email: text("email").primaryKey(),
    /** Password attempts since the last lockout (or since the row began). */
    failures: integer("failures").notNull().default(0),
    /** Lockouts in this streak: each one lasts twice the one before, up to the cap. */
    lockouts: integer("lockouts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the owner was last told of a lockout (at most one mail a day). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [index("sign_in_throttles_last_attempt_idx").on(t.lastAttemptAt)],
);

/** Paid or granted access (docs/product/decisions.md#d-3). The one source of "paid": active when not revoked and not expired. */
export const entitlements = pgTable(
  "entitlements",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["comped", "yearly", "lifetime"] }).notNull(),
    /** Null = no end (lifetime or an open-ended grant). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    source: text("source", { enum: ["admin", "stripe", "test_checkout", "seed"] }).notNull(),
    /** The payment object this came from (Stripe subscription or checkout session), for idempotency. */
    externalRef: text("external_ref"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("entitlements_user_id_idx").on(t.userId),
    index("entitlements_created_at_idx").on(t.createdAt),
    uniqueIndex("entitlements_external_ref_idx").on(t.externalRef),
  ],
);

/**
 * Every mail the product sends. With SMTP configured a row records the delivery; without it the row is
 * the delivery (shown at the development mailbox).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    language: text("language").notNull().default("en"),
    status: text("status", { enum: ["queued", "sent", "failed", "local"] }).notNull(),
    error: text("error"),
    meta: jsonb("meta"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to), index("mail_outbox_created_at_idx").on(t.createdAt)],
);

/**
 * Every generated bundle, kept for its owner (docs/api.md). `savedAt` marks the ones the agent saved to their
 * list (docs/product/decisions.md#d-4 counts these per calendar month); `lead` is the text it came from, if any.
 */
export const bundles = pgTable(
  "bundles",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language", { enum: ["en", "es", "fr"] }).notNull(),
    lead: text("lead"),
    summary: text("summary").notNull(),
    bundle: jsonb("bundle").$type<Bundle>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    /**
     * Set when the agent deletes a saved bundle. The row stays so a removed save still counts toward the
     * month's allowance (docs/product/decisions.md#d-4: otherwise delete-and-save again would make it unlimited); its content is
     * never served again.
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /**
     * Set on a bundle regenerated after the agent corrected what was read: the id of the first bundle of
     * the chain (the one that was paid for). Free corrections are counted on that first bundle.
     */
    correctionOf: text("correction_of"),
    /** On the first bundle of a chain: the free corrections used so far (FREE_CORRECTIONS_PER_BUNDLE). */
    corrections: integer("corrections").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("bundles_user_created_idx").on(t.userId, t.createdAt),
    index("bundles_user_saved_idx").on(t.userId, t.savedAt),
  ],
);

/**
 * Stripe events already applied, keyed by Stripe's event id (docs/product/decisions.md#d-10). Inserted in the same transaction as
 * the entitlement change, so a redelivered event changes nothing.
 */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  source: text("source", { enum: ["stripe", "test_checkout"] }).notNull(),
  /** Stripe's own timestamp of the event. */
  eventCreatedAt: timestamp("event_created_at", { withTimezone: true }).notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which account a Stripe customer belongs to (one account may gather several customers over time). */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    customerId: text("customer_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("billing_customers_user_id_idx").on(t.userId)],
);

/**
 * What was bought, as Stripe last described it: a yearly subscription (id `sub_…`) or a lifetime payment
 * (the checkout session's id). The entitlement of the purchase is computed from this row alone, so events
 * arriving in any order converge on the same access.
 */
export const billingPurchases = pgTable(
  "billing_purchases",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["subscription", "payment"] }).notNull(),
    plan: text("plan", { enum: ["yearly", "lifetime"] }).notNull(),
    source: text("source", { enum: ["stripe", "test_checkout"] }).notNull(),
    /** Null until the purchase is tied to an account (a subscription event may arrive before checkout's). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id"),
    /** Stripe's subscription status, or `paid` / `unpaid` for a one-time payment. */
    status: text("status").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    paymentIntentId: text("payment_intent_id"),
    /**
     * The subscriber cancelled (Stripe's `cancel_at_period_end`): access stays until `currentPeriodEnd`
     * and the subscription then ends instead of renewing. False again when they resume.
     */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Stripe time (seconds) of the newest description applied; older ones are ignored. */
    observedAt: bigint("observed_at", { mode: "number" }).notNull(),
    /** A full refund (the money-back guarantee) ends access for the period it paid for. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    paymentFailedAt: timestamp("payment_failed_at", { withTimezone: true }),
    /** When the sign-in link went to a buyer whose account the purchase created; sent once. */
    accountLinkSentAt: timestamp("account_link_sent_at", { withTimezone: true }),
    /** When the welcome mail (what the plan includes, and the receipt) went to the buyer; sent once. */
    welcomeSentAt: timestamp("welcome_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("billing_purchases_user_id_idx").on(t.userId),
    index("billing_purchases_customer_id_idx").on(t.customerId),
    uniqueIndex("billing_purchases_payment_intent_idx").on(t.paymentIntentId),
  ],
);

/**
 * The built-in checkout used when Stripe is not configured (docs/product/decisions.md#d-10): a session the local test-mode page
 * completes or cancels.
 */
export const testCheckoutSessions = pgTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  plan: text("plan", { enum: ["yearly", "lifetime"] }).notNull(),
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  email: text("email"),
  referralCode: text("referral_code"),
  language: text("language", { enum: ["en", "es", "fr"] })
    .notNull()
    .default("en"),
  status: text("status", { enum: ["open", "complete", "expired"] })
    .notNull()
    .default("open"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  /** The purchase the payment made (`billing_purchases.id`), once paid. */
  purchaseId: text("purchase_id"),
  createdAt: createdAt(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});

/**
 * Every action an admin takes (docs/product/screens.md#admin): who, what, to whom, when. Written in the same transaction as the
 * change it records, so the log never claims a change that was rolled back.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** `role.change`, `user.create`, `password_reset.send`, `invite.send`, `access.grant`, `vip.process`… */
    action: text("action").notNull(),
    /** The account or address acted on, when there is one. */
    targetId: text("target_id"),
    targetEmail: text("target_email"),
    detail: jsonb("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_at_idx").on(t.createdAt)],
);

/** An admin's invitation: the link leads to sign-up, and the account gets `role` when it is created. */
export const invitations = pgTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role", { enum: ["user", "admin"] }).notNull(),
    /** SHA-256 of the token in the mailed link; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: text("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("invitations_email_idx").on(t.email)],
);

/** Help & Support requests (docs/product/decisions.md#d-16): stored, mailed to the support address, read and handled by admins. */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    category: text("category"),
    /** Sent by an agent on a paid plan: answered first, within 1 business day instead of 3. */
    priority: boolean("priority").notNull().default(false),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_requests_created_at_idx").on(t.createdAt),
    // The admin inbox: priority requests first, newest first within each.
    index("support_requests_priority_created_at_idx").on(t.priority.desc(), t.createdAt.desc()),
  ],
);

/**
 * The landing page's guest coach (docs/product/decisions.md#d-21): a signed-out visitor's e-mail, kept as a lead with its referral
 * code, and how many sample bundles it has been given (one).
 */
export const guestLeads = pgTable(
  "guest_leads",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    referralCode: text("referral_code"),
    language: text("language", { enum: ["en", "es", "fr"] })
      .notNull()
      .default("en"),
    ipAddress: text("ip_address"),
    bundlesGiven: integer("bundles_given").notNull().default(0),
    lastBundleAt: timestamp("last_bundle_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("guest_leads_ip_created_idx").on(t.ipAddress, t.createdAt)],
);

/** A chat thread (docs/product/chat-coach.md#flow "Thread"): reset starts a new one. */
export const conversations = pgTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The thread id the memory card belongs to; a reset gives a new one. */
    threadId: text("thread_id").notNull(),
    title: text("title"),
    language: text("language", { enum: ["en", "es", "fr"] })
      .notNull()
      .default("en"),
    /** The bundle follow-ups are counted against (the last bundle-bearing reply), and its count (docs/product/decisions.md#d-2). */
    currentBundleId: text("current_bundle_id"),
    followUpCount: integer("follow_up_count").notNull().default(0),
    /** The topic of the last follow-up (one of the 11 categories), for the next reply's coaching. */
    followUpTopic: text("follow_up_topic"),
    /** The compressed history (docs/product/rules-and-figures.md#validation: last 900 characters kept) and when it was made. */
    summary: text("summary"),
    summarizedAt: timestamp("summarized_at", { withTimezone: true }),
    /**
     * Deleted by its owner, restorable for a short window (docs/decisions/015): hidden everywhere, then
     * removed for good.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("conversations_user_updated_idx").on(t.userId, t.updatedAt),
    index("conversations_deleted_at_idx").on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    /** docs/api.md's reply kinds; null for the user's own messages. */
    kind: text("kind"),
    bundleId: text("bundle_id").references(() => bundles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_conversation_created_idx").on(t.conversationId, t.createdAt),
    // Searching one's conversations by a word of their messages (docs/product/compliance.md#security): without it, a word found in
    // few messages reads all of them (a million).
    index("chat_messages_content_trgm_idx").using("gin", t.content.op("gin_trgm_ops")),
    // The foreign keys' own lookups when an account or a bundle is deleted (cascade, set null): without
    // them every deletion reads the whole table.
    index("chat_messages_user_id_idx").on(t.userId),
    index("chat_messages_bundle_id_idx").on(t.bundleId).where(sql`${t.bundleId} is not null`),
  ],
);

/**
 * The earlier answers to one agent message, kept when the coach answers it again (regenerate): the
 * screen pages through them (1/2 ◀ ▶). The current answer stays in chat_messages.
 */
export const chatReplyVersions = pgTable(
  "chat_reply_versions",
  {
    /** The replaced reply's own id. */
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The agent's message this reply answered. */
    messageId: text("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    kind: text("kind"),
    bundleId: text("bundle_id").references(() => bundles.id, { onDelete: "set null" }),
    /** When the reply was first given. */
    createdAt: createdAt(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("chat_reply_versions_message_created_idx").on(t.messageId, t.createdAt),
    index("chat_reply_versions_conversation_idx").on(t.conversationId),
    index("chat_reply_versions_user_id_idx").on(t.userId),
    index("chat_reply_versions_bundle_id_idx").on(t.bundleId).where(sql`${t.bundleId} is not null`),
  ],
);

/** The session memory card (docs/product/rules-and-figures.md#records), upserted per user and thread. */
export const chatMemory = pgTable(
  "chat_memory",
  {
    threadId: text("thread_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memoryData: jsonb("memory_data").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("chat_memory_user_thread_idx").on(t.userId, t.threadId)],
);

/** What each consumed credit bought (docs/product/rules-and-figures.md#records bundle_logs, text cut to 1000 characters). */
export const bundleLogs = pgTable(
  "bundle_logs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bundleText: text("bundle_text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("bundle_logs_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * The agent's book (docs/api.md "My book"): licensed states and carrier appointments, as validated by the
 * contract. One row per agent, created on the first save; `calendarToken` is the secret of the agent's
 * subscribable follow-up calendar (null when turned off), `digest` the morning e-mail's opt-in.
 */
export const agentBooks = pgTable(
  "agent_books",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    book: jsonb("book").$type<AgentBook>(),
    calendarToken: text("calendar_token"),
    digest: boolean("digest").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("agent_books_calendar_token_idx").on(t.calendarToken)],
);

/**
 * A client the agent is working, saved from a bundle: the facts and the bundle as they were, where the
 * sale stands and the persistency guard computed when it was saved.
 */
export const leads = pgTable(
  "leads",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bundleId: text("bundle_id").references(() => bundles.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    notes: text("notes").notNull().default(""),
    language: text("language", { enum: ["en", "es", "fr"] }).notNull(),
    summary: text("summary").notNull(),
    bundle: jsonb("bundle").$type<ApiBundle>().notNull(),
    guard: jsonb("guard").$type<LeadGuard>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("leads_user_updated_idx").on(t.userId, t.updatedAt)],
);

/** The dated touches of a lead's follow-up plan; `dueOn` is a calendar day, not an instant. */
export const leadTasks = pgTable(
  "lead_tasks",
  {
    id: text("id").primaryKey(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    title: text("title").notNull(),
    script: text("script").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("lead_tasks_lead_idx").on(t.leadId, t.position),
    index("lead_tasks_user_due_idx").on(t.userId, t.dueOn),
  ],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  rateLimits,
  signInThrottles,
  entitlements,
  mailOutbox,
  bundles,
  billingEvents,
  billingCustomers,
  billingPurchases,
  testCheckoutSessions,
  adminAuditLog,
  invitations,
  supportRequests,
  guestLeads,
  conversations,
  chatMessages,
  chatReplyVersions,
  chatMemory,
  bundleLogs,
  agentBooks,
  leads,
  leadTasks,
};
export type Schema = typeof schema;
