/**
 * Who may call what: one matrix over every route and role, its snapshot and the races. Kept as one file so
 * a route added without a row fails here, beside every other route's refusals.
 */
import { randomUUID } from "node:crypto";
import { generateBundle } from "@buildr/engine";
import { SAMPLE_LEAD } from "@buildr/engine/test-fixtures";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  adminAuditLog,
  billingCustomers,
  billingEvents,
  billingPurchases,
  bundleLogs,
  bundles,
  chatMemory,
  chatMessages,
  chatReplyVersions,
  conversations,
  entitlements,
  guestLeads,
  invitations,
  mailOutbox,
  supportRequests,
  testCheckoutSessions,
  users,
  verifications,
} from "../db/schema.js";
import { createTestContext, type TestClient, type TestContext } from "../test/harness.js";

/**
 * docs/product/compliance.md#security: every route × every kind of caller → exactly the specified outcome, and a refused call
 * changes nothing. Expected outcomes come from docs/api.md and the decisions (D-n); where the docs are
 * silent the row says so and pins what the code does.
 * One file because the matrix is the specification: every route's rows are read together, and the snapshot
 * that shows a refused call changed nothing is shared by all of them.
 */

const VIP_LISTED = "matrix-listed.vip@example.com";
const LEAD = SAMPLE_LEAD;
const NEW_CLIENT =
  "I have a new client, 67 years old, widowed, diabetic, on Original Medicare, wants her funeral covered, $120 a month";

let t: TestContext;

// ---- Callers ------------------------------------------------------------------------------------------

/** The matrix's columns. `spent` is a free account with no credit left and this month's saves used. */
const KINDS = ["signedOut", "free", "spent", "paid", "vip", "admin", "other"] as const;
type Kind = (typeof KINDS)[number];
type Role = Exclude<Kind, "signedOut" | "other">;
const COLUMN_NAMES: Record<Kind, string> = {
  signedOut: "signed out",
  free: "free",
  spent: "free with nothing left",
  paid: "paid",
  vip: "vip",
  admin: "admin",
  other: "paid, on another user's resource",
};

interface Actor {
  client: TestClient;
  id: string;
  email: string;
  name: string;
}

let counter = 0;

async function signIn(email: string, password: string): Promise<TestClient> {
  const client = t.client();
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return client;
}

/** A signed-in account of the given kind, made the way the product makes one. */
async function makeActor(kind: Role): Promise<Actor> {
  counter += 1;
  const email = `matrix-${kind}-${counter}-${randomUUID().slice(0, 6)}@example.com`;
  const password = "s3cure-pass";
  const name = `Matrix ${kind}`;
  if (kind === "vip" || kind === "admin") {
    // How the CLI and the admin area make them (docs/product/decisions.md#d-3: role vip or admin is unlimited).
    const created = await t.services.accounts.createVerifiedUser({ email, password, name, role: kind });
    return { client: await signIn(email, password), id: created.id, email, name };
  }
  const { client, id } = await t.signedInUser({ email, password, name });
  const actor = { client, id, email, name };
  if (kind === "paid") await buyYearly(actor);
  if (kind === "spent") await spendEverything(actor);
  return actor;
}

/** A real purchase through the test-mode checkout (docs/product/decisions.md#d-10): an entitlement, a customer and a purchase row. */
async function buyYearly(actor: Actor) {
  const res = await actor.client.post("/api/billing/checkout", { plan: "yearly" });
  const { url } = (await res.json()) as { url: string };
  const paid = await actor.client.fetch(`${url}/pay`, { method: "POST", body: "" });
  if (paid.status !== 303) throw new Error(`test checkout failed: ${paid.status}`);
  const access = await t.services.accounts.access(actor.id);
  if (!access?.isPaid) throw new Error("the test checkout granted nothing");
}

async function spendEverything(actor: Actor) {
  await setCredits(actor.id, 0);
  for (let i = 0; i < 2; i++) await t.services.bundles.save(actor.id, await bundleOf(actor));
}

async function setCredits(userId: string, n: number) {
  await t.services.database.db.update(users).set({ trialCredits: n }).where(eq(users.id, userId));
}

const actors = {} as Record<Role, Actor>;
/** The owner of the resources that `signedOut` and `other` reach for. */
let owner: Actor;
let ownerBundle: string;
let ownerConversation: string;
let ownerLead: string;
let ownerPurchase: string;
let ownerSupportRequest: string;
let ownerMail: string;
let openCheckout: string;
let paidCheckout: string;

// ---- Resources ----------------------------------------------------------------------------------------

/** A generated bundle of the actor's, written by the engine directly so no credit is spent. */
async function bundleOf(actor: { id: string }): Promise<string> {
  const id = randomUUID();
  const result = generateBundle({ lead: LEAD }, { id, now: new Date() });
  if (!result.ok) throw new Error("the sample lead should make a bundle");
  await t.services.database.db.insert(bundles).values({
    id,
    userId: actor.id,
    language: result.bundle.language,
    lead: LEAD,
    summary: result.bundle.summary,
    bundle: result.bundle,
  });
  return id;
}

async function conversationOf(actor: Actor): Promise<string> {
  const res = await actor.client.post("/api/conversations", {});
  if (res.status !== 200) throw new Error(`could not start a conversation: ${res.status}`);
  return ((await res.json()) as { conversationId: string }).conversationId;
}

/** A lead of the actor's, saved from one of their bundles through the API. */
async function leadOf(actor: Actor): Promise<string> {
  const res = await actor.client.post("/api/leads", { bundleId: await bundleOf(actor) });
  if (res.status !== 201) throw new Error(`could not save a lead: ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

async function purchaseOf(actor: { id: string }): Promise<string | undefined> {
  const [row] = await t.services.database.db
    .select({ id: billingPurchases.id })
    .from(billingPurchases)
    .where(eq(billingPurchases.userId, actor.id));
  return row?.id;
}

/** A test-mode checkout session that `actor` (or a visitor) opened, still open. */
async function checkoutOf(client: TestClient): Promise<string> {
  const res = await client.post("/api/billing/checkout", { plan: "lifetime" });
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status}`);
  return ((await res.json()) as { url: string }).url.split("/").at(-1)!;
}

// ---- What a refused call could have changed ----------------------------------------------------------

/**
 * Every table a route could write, as a row count and a digest of every row, in one comparable value:
 * credits, roles, entitlements, bundles and their saves, conversations and messages, support requests,
 * invitations, the audit log, mail, guest leads and payments. Sessions and better-auth's rate-limit
 * counters are left out: reading a session may refresh it.
 */
const WATCHED: Record<string, PgTable> = {
  users,
  accounts,
  verifications,
  entitlements,
  mail_outbox: mailOutbox,
  bundles,
  bundle_logs: bundleLogs,
  conversations,
  chat_messages: chatMessages,
  chat_reply_versions: chatReplyVersions,
  chat_memory: chatMemory,
  support_requests: supportRequests,
  invitations,
  admin_audit_log: adminAuditLog,
  guest_leads: guestLeads,
  billing_events: billingEvents,
  billing_customers: billingCustomers,
  billing_purchases: billingPurchases,
  test_checkout_sessions: testCheckoutSessions,
};

async function snapshot(): Promise<Record<string, string>> {
  const db = t.services.database.db;
  const state: Record<string, string> = {};
  for (const [name, table] of Object.entries(WATCHED)) {
    // The whole row as text (`"table"::text`), so any changed column shows, not only a changed count.
    const [row] = await db
      .select({
        n: sql<number>`count(*)::int`,
        digest: sql<string>`md5(coalesce(string_agg(${table}::text, '|' order by ${table}::text), ''))`,
      })
      .from(table);
    state[name] = `${row?.n} ${row?.digest}`;
  }
  return state;
}

// ---- The matrix ---------------------------------------------------------------------------------------

interface Req {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as a form post, as the test-mode pages do. */
  form?: boolean;
}

interface Cell {
  kind: Kind;
  /** Who calls: a fresh client for signed-out, the column's actor otherwise. */
  caller: Actor | null;
  /** Whose resources the call names: the caller's own, or the owner's for signed-out and `other`. */
  target: Actor;
}

interface Row {
  /** As the app registers it: "GET /api/bundles/:id". */
  route: string;
  /** Several rows may share a route, told apart by what they try. */
  variant?: string;
  expect: Partial<Record<Kind, number>>;
  request: (cell: Cell) => Req | Promise<Req>;
  /** Kinds whose allowed call uses the caller up (deletes it, pays): a new account of that kind. */
  fresh?: Role[];
  /** The answer is the caller's own: nothing of the owner's (e-mail, bundle, conversation, purchase) in it. */
  ownOnly?: boolean;
}

const ALL_SIGNED_IN: Role[] = ["free", "spent", "paid", "vip", "admin"];

/** Everyone, signed in or not, gets `status` (public routes). */
function everyone(status: number, other?: number): Row["expect"] {
  return {
    signedOut: status,
    free: status,
    spent: status,
    paid: status,
    vip: status,
    admin: status,
    ...(other === undefined ? {} : { other }),
  };
}

/** docs/product/decisions.md#d-5: a session is needed; every signed-in caller gets `status`, another user's resource 404. */
function signedIn(status: number, other?: number): Row["expect"] {
  return { ...everyone(status, other), signedOut: 401 };
}

/** docs/api.md "Admin": signed-out 401, everyone else 403 (vip and paid included). */
function adminOnly(status: number): Row["expect"] {
  return { signedOut: 401, free: 403, spent: 403, paid: 403, vip: 403, admin: status };
}

const fresh = () => `matrix-new-${randomUUID().slice(0, 8)}@example.com`;

const ROWS: Row[] = [
  // System (public). docs/product/decisions.md#d-17: the public health says only whether the service is up.
  {
    route: "GET /api/health",
    expect: everyone(200),
    request: () => ({ method: "GET", path: "/api/health" }),
  },
  {
    route: "GET /api/config",
    expect: everyone(200),
    request: () => ({ method: "GET", path: "/api/config" }),
  },
  {
    route: "GET /api/legal/:document",
    expect: everyone(200),
    request: () => ({ method: "GET", path: "/api/legal/privacy?lng=es" }),
  },
  {
    route: "GET /api/live",
    expect: everyone(200),
    request: () => ({ method: "GET", path: "/api/live" }),
  },
  {
    route: "GET /api/ready",
    expect: everyone(200),
    request: () => ({ method: "GET", path: "/api/ready" }),
  },
  {
    route: "GET /metrics",
    variant: "with no METRICS_TOKEN configured",
    expect: everyone(404),
    request: () => ({ method: "GET", path: "/metrics" }),
  },
  {
    route: "GET /api/docs",
    expect: everyone(200),
    request: () => ({ method: "GET", path: "/api/docs" }),
  },
  {
    route: "GET /api/docs/assets/:file",
    expect: everyone(200),
    request: () => ({ method: "GET", path: "/api/docs/assets/swagger-ui.css" }),
  },
  {
    route: "GET /api/calendar/:file",
    variant: "an address that was never handed out",
    expect: everyone(404),
    request: () => ({ method: "GET", path: `/api/calendar/${randomUUID()}.ics` }),
  },
  {
    route: "GET /api/me/book",
    expect: signedIn(200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/me/book" }),
  },
  {
    route: "PUT /api/me/book",
    expect: signedIn(200),
    ownOnly: true,
    request: () => ({ method: "PUT", path: "/api/me/book", body: { licensedStates: ["TX"], carriers: [] } }),
  },
  {
    route: "GET /api/me/follow-up",
    expect: signedIn(200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/me/follow-up" }),
  },
  {
    route: "PATCH /api/me/follow-up",
    expect: signedIn(200),
    ownOnly: true,
    request: () => ({ method: "PATCH", path: "/api/me/follow-up", body: { digest: false } }),
  },
  {
    route: "GET /api/leads",
    expect: signedIn(200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/leads" }),
  },
  {
    route: "POST /api/leads",
    expect: signedIn(201, 404),
    // Another's bundle cannot become the caller's lead.
    request: async ({ target, kind }) => ({
      method: "POST",
      path: "/api/leads",
      body: { bundleId: kind === "signedOut" || kind === "other" ? ownerBundle : await bundleOf(target) },
    }),
  },
  {
    route: "GET /api/leads/:id",
    expect: signedIn(200, 404),
    request: async ({ target, kind }) => ({
      method: "GET",
      path: `/api/leads/${kind === "signedOut" || kind === "other" ? ownerLead : await leadOf(target)}`,
    }),
  },
  {
    route: "PATCH /api/leads/:id",
    expect: signedIn(200, 404),
    request: async ({ target, kind }) => ({
      method: "PATCH",
      path: `/api/leads/${kind === "signedOut" || kind === "other" ? ownerLead : await leadOf(target)}`,
      body: { status: "contacted" },
    }),
  },
  {
    route: "DELETE /api/leads/:id",
    expect: signedIn(204, 404),
    request: async ({ target, kind }) => ({
      method: "DELETE",
      path: `/api/leads/${kind === "signedOut" || kind === "other" ? ownerLead : await leadOf(target)}`,
    }),
  },
  {
    route: "GET /api/leads/:id/calendar.ics",
    expect: signedIn(200, 404),
    request: async ({ target, kind }) => ({
      method: "GET",
      path: `/api/leads/${kind === "signedOut" || kind === "other" ? ownerLead : await leadOf(target)}/calendar.ics`,
    }),
  },
  {
    route: "GET /api/openapi.json",
    expect: everyone(200),
    request: () => ({ method: "GET", path: "/api/openapi.json" }),
  },
  {
    route: "ALL /api/*",
    variant: "an unknown endpoint",
    expect: everyone(404),
    request: () => ({ method: "GET", path: "/api/no-such-endpoint" }),
  },

  // better-auth's own routes (docs/api.md "Authentication"): the session read answers everyone (null when
  // signed out); its profile update must not let anyone write the server-only fields (docs/product/decisions.md#d-2, docs/product/decisions.md#d-3).
  {
    route: "GET /api/auth/*",
    variant: "reading the session",
    expect: everyone(200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/auth/get-session" }),
  },
  {
    route: "POST /api/auth/*",
    variant: "writing its own role, credits and unlimited flag",
    expect: { ...signedIn(400) },
    request: () => ({
      method: "POST",
      path: "/api/auth/update-user",
      body: { role: "admin", isUnlimited: true, trialCredits: 999 },
    }),
  },

  // Account: the caller's own, and only theirs.
  {
    route: "GET /api/me",
    expect: signedIn(200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/me" }),
  },
  {
    route: "GET /api/me/profile",
    expect: signedIn(200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/me/profile" }),
  },
  {
    route: "GET /api/me/referral",
    expect: signedIn(200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/me/referral" }),
  },
  {
    route: "POST /api/client-events/not-found",
    expect: signedIn(204),
    request: () => ({ method: "POST", path: "/api/client-events/not-found", body: { path: "/app/nowhere" } }),
  },
  {
    route: "PATCH /api/me",
    expect: signedIn(200),
    request: () => ({ method: "PATCH", path: "/api/me", body: { company: "Matrix Insurance Group" } }),
  },
  {
    route: "PATCH /api/me",
    variant: "writing its own role",
    // docs/product/decisions.md#d-3: role and allowance are never written by the browser.
    expect: signedIn(400),
    request: () => ({ method: "PATCH", path: "/api/me", body: { role: "admin", isUnlimited: true } }),
  },
  {
    route: "GET /api/me/dashboard",
    expect: signedIn(200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/me/dashboard" }),
  },
  {
    route: "GET /api/me/export",
    expect: signedIn(200, 200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/me/export" }),
  },
  {
    route: "DELETE /api/me",
    // The docs are silent; the code refuses while a yearly subscription still renews (409), so the
    // account is not deleted under a live charge.
    expect: { ...signedIn(200), paid: 409 },
    fresh: ALL_SIGNED_IN,
    request: ({ target }) => ({ method: "DELETE", path: "/api/me", body: { confirm: target.email } }),
  },

  // Billing. The docs are silent on who may start a checkout: the code lets a visitor pay first
  // (docs/product/screens.md#routes's post-purchase page makes the account), and a yearly subscriber may still buy lifetime.
  {
    route: "POST /api/billing/checkout",
    expect: everyone(200),
    request: () => ({ method: "POST", path: "/api/billing/checkout", body: { plan: "lifetime" } }),
  },
  {
    route: "POST /api/billing/webhook",
    variant: "an unsigned event",
    // docs/api.md: Stripe-signed; anything else 400, whoever sends it.
    expect: everyone(400),
    request: () => ({
      method: "POST",
      path: "/api/billing/webhook",
      body: {
        id: "evt_forged",
        type: "checkout.session.completed",
        data: { object: { metadata: { plan: "lifetime" } } },
      },
      headers: { "stripe-signature": "t=1,v1=forged" },
    }),
  },
  {
    // The session id is the capability (like Stripe's own): the payment pages read it signed out.
    route: "GET /api/billing/session/:id",
    expect: everyone(200),
    request: () => ({ method: "GET", path: `/api/billing/session/${paidCheckout}` }),
  },
  {
    route: "POST /api/billing/sync",
    // Without a session id a signed-out caller has nothing to check: 401 (billing.routes.ts).
    expect: signedIn(200),
    ownOnly: true,
    request: () => ({ method: "POST", path: "/api/billing/sync", body: {} }),
  },
  {
    route: "POST /api/billing/sync",
    variant: "with another buyer's checkout session id",
    // The id is the capability the post-purchase page holds (a visitor who paid first has no session):
    // the docs are silent, the code answers with that buyer's e-mail and status, and the caller's own
    // access is what it reports when signed in, so nothing of the purchase moves to the caller (the
    // last test checks that every caller's plan is still its own).
    expect: everyone(200),
    request: () => ({ method: "POST", path: "/api/billing/sync", body: { sessionId: paidCheckout } }),
  },
  {
    route: "POST /api/billing/portal",
    expect: signedIn(200),
    request: () => ({ method: "POST", path: "/api/billing/portal" }),
  },
  {
    route: "GET /api/billing/test-checkout/:id",
    expect: everyone(200),
    request: () => ({ method: "GET", path: `/api/billing/test-checkout/${openCheckout}` }),
  },
  {
    route: "POST /api/billing/test-checkout/:id/pay",
    variant: "posted from another site",
    expect: everyone(403),
    request: () => ({
      method: "POST",
      path: `/api/billing/test-checkout/${openCheckout}/pay`,
      form: true,
      headers: { origin: "https://evil.example" },
    }),
  },
  {
    route: "POST /api/billing/test-checkout/:id/pay",
    variant: "the caller's own checkout",
    expect: everyone(303),
    fresh: ALL_SIGNED_IN,
    request: async ({ caller }) => {
      const client = caller?.client ?? t.client();
      const id = await checkoutOf(client);
      return {
        method: "POST",
        path: `/api/billing/test-checkout/${id}/pay`,
        form: true,
        body: caller ? "" : new URLSearchParams({ email: fresh() }).toString(),
      };
    },
  },
  {
    route: "POST /api/billing/test-checkout/:id/cancel",
    variant: "posted from another site",
    expect: everyone(403),
    request: () => ({
      method: "POST",
      path: `/api/billing/test-checkout/${openCheckout}/cancel`,
      form: true,
      headers: { origin: "https://evil.example" },
    }),
  },
  {
    route: "POST /api/billing/test-checkout/:id/cancel",
    variant: "the caller's own checkout",
    expect: everyone(303),
    request: async ({ caller }) => ({
      method: "POST",
      path: `/api/billing/test-checkout/${await checkoutOf(caller?.client ?? t.client())}/cancel`,
      form: true,
    }),
  },
  {
    route: "GET /api/billing/test-portal",
    expect: everyone(200, 200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/billing/test-portal" }),
  },
  {
    route: "POST /api/billing/test-portal/:id/:action",
    variant: "cancelling a subscription",
    // Only a paid account has a purchase of its own to cancel; for the others the id is unknown.
    expect: { signedOut: 401, free: 404, spent: 404, paid: 303, vip: 404, admin: 404, other: 404 },
    fresh: ["paid"],
    request: async ({ target }) => ({
      method: "POST",
      path: `/api/billing/test-portal/${(await purchaseOf(target)) ?? "sub_test_none"}/cancel`,
      form: true,
    }),
  },

  // Bundles: docs/product/decisions.md#d-2 (one credit per generation for free accounts), docs/product/decisions.md#d-4 (2 saves a month), and another
  // agent's bundle is 404 so ids reveal nothing (docs/api.md).
  {
    route: "POST /api/bundles/generate",
    expect: { ...signedIn(200), spent: 402 },
    request: () => ({ method: "POST", path: "/api/bundles/generate", body: { lead: LEAD } }),
  },
  {
    route: "GET /api/bundles/:id",
    expect: signedIn(200, 404),
    request: async ({ target }) => ({ method: "GET", path: `/api/bundles/${await bundleOf(target)}` }),
  },
  {
    route: "GET /api/bundles/:id/client-copy",
    expect: signedIn(200, 404),
    request: async ({ target }) => ({
      method: "GET",
      path: `/api/bundles/${await bundleOf(target)}/client-copy`,
    }),
  },
  {
    route: "GET /api/bundles/:id/pdf",
    expect: signedIn(200, 404),
    request: async ({ target }) => ({
      method: "GET",
      path: `/api/bundles/${await bundleOf(target)}/pdf?copy=agent`,
    }),
  },
  {
    route: "POST /api/bundles",
    expect: { ...signedIn(200, 404), spent: 402 },
    request: async ({ target }) => ({
      method: "POST",
      path: "/api/bundles",
      body: { bundleId: await bundleOf(target) },
    }),
  },
  {
    route: "GET /api/bundles",
    // Searched for words of the owner's saved bundle: another agent's list never shows it.
    expect: signedIn(200, 200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/bundles?search=Ohio" }),
  },
  {
    route: "DELETE /api/bundles/:id",
    expect: signedIn(204, 404),
    request: async ({ target }) => ({ method: "DELETE", path: `/api/bundles/${await bundleOf(target)}` }),
  },

  // Chat (docs/product/decisions.md#d-2, docs/api.md "Chat"); another agent's conversation is 404.
  {
    route: "POST /api/chat",
    expect: { ...signedIn(200), spent: 402 },
    request: () => ({ method: "POST", path: "/api/chat", body: { message: NEW_CLIENT } }),
  },
  {
    route: "POST /api/chat",
    variant: "into a conversation",
    expect: signedIn(200, 404),
    request: async ({ target, kind }) => ({
      method: "POST",
      path: "/api/chat",
      // A command costs nothing (docs/product/decisions.md#d-2), so every signed-in caller may send it into their own conversation.
      body: {
        message: "/help",
        conversationId:
          kind === "signedOut" || kind === "other" ? ownerConversation : await conversationOf(target),
      },
    }),
  },
  {
    route: "POST /api/conversations",
    expect: signedIn(200),
    request: () => ({ method: "POST", path: "/api/conversations", body: {} }),
  },
  {
    route: "GET /api/conversations",
    expect: signedIn(200, 200),
    ownOnly: true,
    request: () => ({ method: "GET", path: "/api/conversations?search=funeral" }),
  },
  {
    route: "GET /api/conversations/:id/messages",
    expect: signedIn(200, 404),
    request: async ({ target, kind }) => ({
      method: "GET",
      path: `/api/conversations/${kind === "signedOut" || kind === "other" ? ownerConversation : await conversationOf(target)}/messages`,
    }),
  },
  {
    route: "DELETE /api/conversations/:id",
    expect: signedIn(200, 404),
    request: async ({ target, kind }) => ({
      method: "DELETE",
      path: `/api/conversations/${kind === "signedOut" || kind === "other" ? ownerConversation : await conversationOf(target)}`,
    }),
  },

  {
    route: "PATCH /api/conversations/:id",
    expect: signedIn(200, 404),
    request: async ({ target, kind }) => ({
      method: "PATCH",
      path: `/api/conversations/${kind === "signedOut" || kind === "other" ? ownerConversation : await conversationOf(target)}`,
      body: { title: "Renamed by the matrix" },
    }),
  },
  {
    route: "POST /api/conversations/:id/delete",
    expect: signedIn(200, 404),
    request: async ({ target, kind }) => ({
      method: "POST",
      path: `/api/conversations/${kind === "signedOut" || kind === "other" ? ownerConversation : await conversationOf(target)}/delete`,
    }),
  },
  {
    route: "POST /api/conversations/:id/restore",
    expect: signedIn(200, 404),
    // A conversation its owner has just deleted: the owner's own for signed-out and `other`.
    request: async ({ target }) => {
      const id = await conversationOf(target);
      const res = await target.client.post(`/api/conversations/${id}/delete`);
      if (res.status !== 200) throw new Error(`could not delete a conversation: ${res.status}`);
      return { method: "POST", path: `/api/conversations/${id}/restore` };
    },
  },
  {
    route: "GET /api/conversations/:id/versions",
    expect: signedIn(200, 404),
    request: async ({ target, kind }) => ({
      method: "GET",
      path: `/api/conversations/${kind === "signedOut" || kind === "other" ? ownerConversation : await conversationOf(target)}/versions`,
    }),
  },

  // Pitches: paid only (docs/product/decisions.md#d-5; docs/api.md), free accounts 402 upgrade_required; vip and admin are unlimited
  // (docs/product/decisions.md#d-3). Another agent's bundle id is 404.
  {
    route: "POST /api/pitches",
    expect: { signedOut: 401, free: 402, spent: 402, paid: 200, vip: 200, admin: 200, other: 404 },
    request: async ({ target }) => ({
      method: "POST",
      path: "/api/pitches",
      body: { bundleId: await bundleOf(target), tone: "professional", length: "concise" },
    }),
  },

  // Support (docs/product/decisions.md#d-16): any signed-in account.
  {
    route: "POST /api/support",
    expect: signedIn(201),
    request: ({ target }) => ({
      method: "POST",
      path: "/api/support",
      body: {
        name: target.name,
        email: target.email,
        subject: "Matrix question",
        message: "How do I change the card on file?",
        category: "billing",
      },
    }),
  },

  // The guest coach (docs/product/decisions.md#d-21) is for signed-out visitors; the docs are silent on signed-in callers and the
  // code serves them the same way (one sample per e-mail either way).
  {
    route: "POST /api/guest/leads",
    expect: everyone(200),
    request: () => ({ method: "POST", path: "/api/guest/leads", body: { email: fresh() } }),
  },
  {
    route: "POST /api/guest/bundle",
    expect: everyone(200),
    request: async () => {
      const email = fresh();
      await t.client().post("/api/guest/leads", { email });
      return { method: "POST", path: "/api/guest/bundle", body: { email, lead: LEAD } };
    },
  },

  // Admin (docs/api.md: role admin only; signed-out 401, everyone else 403).
  {
    route: "GET /api/admin/users",
    expect: adminOnly(200),
    request: () => ({ method: "GET", path: "/api/admin/users" }),
  },
  {
    route: "POST /api/admin/users",
    expect: adminOnly(201),
    request: () => ({
      method: "POST",
      path: "/api/admin/users",
      body: { name: "New Agent", email: fresh(), password: "s3cure-pass", role: "admin" },
    }),
  },
  {
    route: "PATCH /api/admin/users/:id",
    expect: adminOnly(200),
    request: async () => {
      const target = await t.services.accounts.createVerifiedUser({
        email: fresh(),
        password: "s3cure-pass",
        name: "Target Agent",
        role: "user",
      });
      return { method: "PATCH", path: `/api/admin/users/${target.id}`, body: { role: "admin" } };
    },
  },
  {
    route: "POST /api/admin/users/:id/password-reset",
    expect: adminOnly(200),
    request: () => ({ method: "POST", path: `/api/admin/users/${owner.id}/password-reset` }),
  },
  {
    route: "POST /api/admin/invites",
    expect: adminOnly(201),
    request: () => ({ method: "POST", path: "/api/admin/invites", body: { email: fresh(), role: "admin" } }),
  },
  {
    route: "POST /api/admin/grants",
    expect: adminOnly(200),
    request: ({ caller, kind }) => ({
      method: "POST",
      path: "/api/admin/grants",
      // A refused caller tries to grant itself lifetime access; the admin grants the owner.
      body: {
        emails: [caller && kind !== "admin" ? caller.email : owner.email],
        plan: "lifetime",
        expiresAt: null,
      },
    }),
  },
  {
    route: "POST /api/admin/vip-accounts",
    expect: adminOnly(200),
    request: () => ({ method: "POST", path: "/api/admin/vip-accounts" }),
  },
  {
    route: "GET /api/admin/entitlements/recent",
    expect: adminOnly(200),
    request: () => ({ method: "GET", path: "/api/admin/entitlements/recent" }),
  },
  {
    route: "GET /api/admin/users.csv",
    expect: adminOnly(200),
    request: () => ({ method: "GET", path: "/api/admin/users.csv" }),
  },
  {
    route: "GET /api/admin/support",
    expect: adminOnly(200),
    request: () => ({ method: "GET", path: "/api/admin/support" }),
  },
  {
    route: "PATCH /api/admin/support/:id",
    expect: adminOnly(200),
    request: () => ({
      method: "PATCH",
      path: `/api/admin/support/${ownerSupportRequest}`,
      body: { handled: true },
    }),
  },
  {
    route: "GET /api/admin/health",
    expect: adminOnly(200),
    request: () => ({ method: "GET", path: "/api/admin/health?check=all" }),
  },
  {
    route: "GET /api/admin/audit",
    expect: adminOnly(200),
    request: () => ({ method: "GET", path: "/api/admin/audit" }),
  },

  // docs/product/decisions.md#d-8: the development mailbox exists only outside production (system.test.ts proves it is gone
  // there); here it is open to whoever runs the server locally, as the docs intend.
  {
    route: "GET /dev/mailbox.json",
    expect: everyone(200),
    request: () => ({ method: "GET", path: "/dev/mailbox.json" }),
  },
  {
    route: "GET /dev/mailbox/:id",
    expect: everyone(200),
    request: () => ({ method: "GET", path: `/dev/mailbox/${ownerMail}` }),
  },
  {
    route: "GET /dev/mailbox",
    expect: everyone(200),
    request: () => ({ method: "GET", path: "/dev/mailbox" }),
  },
];

interface CellCase {
  name: string;
  row: Row;
  kind: Kind;
  status: number;
}

const CELLS: CellCase[] = ROWS.flatMap((row) =>
  KINDS.filter((kind) => row.expect[kind] !== undefined).map((kind) => {
    const variant = row.variant ? ` (${row.variant})` : "";
    return {
      // "POST /api/admin/grants as free → 403"
      name: `${row.route}${variant} as ${COLUMN_NAMES[kind]} → ${row.expect[kind]}`,
      row,
      kind,
      status: row.expect[kind]!,
    };
  }),
);

function send(client: TestClient, req: Req): Promise<Response> {
  const headers: Record<string, string> = { ...req.headers };
  let body: string | undefined;
  if (req.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = typeof req.body === "string" ? req.body : "";
  } else if (req.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(req.body);
  }
  return client.fetch(req.path, { method: req.method, headers, body });
}

beforeAll(async () => {
  t = await createTestContext({ VIP_EMAILS: VIP_LISTED });
  for (const kind of ["free", "spent", "paid", "vip", "admin"] as const) actors[kind] = await makeActor(kind);
  owner = await makeActor("paid");
  ownerBundle = await bundleOf(owner);
  await t.services.bundles.save(owner.id, ownerBundle);
  ownerConversation = await conversationOf(owner);
  ownerLead = await leadOf(owner);
  await owner.client.post("/api/chat", { conversationId: ownerConversation, message: NEW_CLIENT });
  ownerPurchase = (await purchaseOf(owner))!;
  ownerSupportRequest = randomUUID();
  await t.services.database.db.insert(supportRequests).values({
    id: ownerSupportRequest,
    userId: owner.id,
    name: owner.name,
    email: owner.email,
    subject: "Billing question",
    message: "How do I change my card?",
  });
  const [mail] = await t.services.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, owner.email));
  ownerMail = mail!.id;
  openCheckout = await checkoutOf(owner.client);
  const [completed] = await t.services.database.db
    .select({ id: testCheckoutSessions.id })
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.userId, owner.id));
  paidCheckout = completed!.id;
}, 60_000);
afterAll(() => t?.close());

describe("the matrix covers every route", () => {
  it("has a row for every route in the OpenAPI document and every route the app serves", async () => {
    const doc = (await (await t.client().get("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    // Hono's own table: the routes outside the document (better-auth, test-mode pages, dev mailbox) too.
    // Middleware registered with `use` shows as ALL and is not a route.
    const served = t.app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`);
    const rows = new Set(ROWS.map((r) => r.route));
    const missing = [...new Set([...documented, ...served])].filter((route) => !rows.has(route)).sort();
    expect(missing).toEqual([]);
    // …and no row names a route that does not exist (a typo would test the 404 catch-all instead).
    const known = new Set([...documented, ...served, "ALL /api/*"]);
    expect([...rows].filter((route) => !known.has(route))).toEqual([]);
    expect(documented.length).toBeGreaterThan(40);
  });
});

describe("authorisation matrix (docs/product/compliance.md#security, docs/product/decisions.md#d-5)", () => {
  it.each(CELLS.map((cell) => [cell.name, cell] as const))("%s", async (_name, { row, kind, status }) => {
    await setCredits(actors.free.id, 2);
    await setCredits(actors.spent.id, 0);
    let caller: Actor | null = null;
    if (kind !== "signedOut") {
      const role: Role = kind === "other" ? "paid" : kind;
      caller = row.fresh?.includes(role) && kind !== "other" ? await makeActor(role) : actors[role];
    }
    const target = kind === "signedOut" || kind === "other" ? owner : caller!;
    const req = await row.request({ kind, caller, target });
    const client = caller?.client ?? t.client();

    const before = status >= 400 ? await snapshot() : null;
    const res = await send(client, req);
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(status);
    if (row.ownOnly && caller) {
      const owners = [owner.email, owner.id, ownerBundle, ownerConversation, ownerPurchase];
      expect(owners.filter((secret) => text.includes(secret))).toEqual([]);
    }
    if (status >= 400) {
      // docs/api.md: every refusal in the one error shape (better-auth's own routes keep theirs, unchanged),
      // and nothing it could have written has changed.
      if (!req.path.startsWith("/api/auth/")) {
        const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
        expect(typeof error?.code).toBe("string");
        expect(typeof error?.message).toBe("string");
      }
      expect(await snapshot()).toEqual(before);
    }
  });

  it("left the callers as they were: roles, plans and the owner's resources", async () => {
    for (const kind of ["free", "spent", "paid", "vip", "admin"] as const) {
      const me = (await (await actors[kind].client.get("/api/me")).json()) as {
        role: string;
        isPaid: boolean;
      };
      expect({ kind, role: me.role, isPaid: me.isPaid }).toEqual({
        kind,
        role: kind === "vip" || kind === "admin" ? kind : "user",
        isPaid: kind === "paid",
      });
    }
    expect((await owner.client.get(`/api/bundles/${ownerBundle}`)).status).toBe(200);
    expect((await owner.client.get(`/api/conversations/${ownerConversation}/messages`)).status).toBe(200);
    expect(await purchaseOf(owner)).toBe(ownerPurchase);
    expect((await t.services.accounts.access(owner.id))?.isPaid).toBe(true);
  });
});

describe("the snapshot", () => {
  it("sees a change to any one column of any watched table", async () => {
    const before = await snapshot();
    const [row] = await t.services.database.db.select().from(users).where(eq(users.id, actors.vip.id));
    await setCredits(actors.vip.id, row!.trialCredits + 5);
    const after = await snapshot();
    await setCredits(actors.vip.id, row!.trialCredits);
    expect(Object.keys(before).filter((table) => before[table] !== after[table])).toEqual(["users"]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("races (docs/product/compliance.md#security)", () => {
  it("gives one guest sample bundle to 20 parallel requests for one e-mail (docs/product/decisions.md#d-21)", async () => {
    const email = fresh();
    expect((await t.client().post("/api/guest/leads", { email })).status).toBe(200);
    const visitor = t.client();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => visitor.post("/api/guest/bundle", { email, lead: LEAD })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    const [lead] = await t.services.database.db.select().from(guestLeads).where(eq(guestLeads.email, email));
    expect(lead?.bundlesGiven).toBe(1);
  });

  it("spends nothing on 20 parallel pitches: all answered for a paid account, all 402 for a free one", async () => {
    const paid = actors.paid;
    const free = actors.free;
    await setCredits(free.id, 2);
    const paidBundle = await bundleOf(paid);
    const freeBundle = await bundleOf(free);
    const before = await snapshot();
    const body = (bundleId: string) => ({ bundleId, tone: "conversational", length: "standard" });
    const [paidAnswers, freeAnswers] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => paid.client.post("/api/pitches", body(paidBundle)))),
      Promise.all(Array.from({ length: 20 }, () => free.client.post("/api/pitches", body(freeBundle)))),
    ]);
    expect(paidAnswers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(freeAnswers.map((r) => r.status)).toEqual(Array(20).fill(402));
    // docs/product/decisions.md#d-15: a pitch is written from the bundle and stored nowhere; no credit moves either way.
    expect(await snapshot()).toEqual(before);
  });
});
