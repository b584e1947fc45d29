/**
 * Billing through HTTP against a local fake of Stripe: checkout and its limits, the webhook's grants and
 * revocations, look-ups, and test mode without keys. One file because the cases share the fake, its signed
 * events and the helpers above, and test mode is checked against the same rules, and in one case the same
 * Stripe-configured server, as the rest.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingEvents, billingPurchases, entitlements, mailOutbox, users } from "../../db/schema.js";
import { FakeStripe } from "../../test/fake-stripe.js";
import { createTestContext, errorOf, TEST_ORIGIN, type TestContext } from "../../test/harness.js";

const WEBHOOK_SECRET = "whsec_test_buildr_local";
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

let fake: FakeStripe;
let t: TestContext;
// Only its webhook helpers are used: they sign exactly as Stripe does.
const signer = new Stripe("sk_test_signer_only");

beforeAll(async () => {
  fake = await FakeStripe.start();
  t = await createTestContext({
    STRIPE_SECRET_KEY: "sk_test_fake_key",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_YEARLY: "price_yearly_test",
    STRIPE_PRICE_LIFETIME: "price_lifetime_test",
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.failNext = 0;
});

function stripeEvent(type: string, object: Record<string, unknown>, created = now()) {
  return {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: "2026-10-28.endive",
    livemode: false,
    type,
    created,
    data: { object },
  };
}

async function deliver(event: object, options: { signature?: string | null; secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
      : options.signature;
  return t
    .client()
    .post("/api/billing/webhook", payload, signature === null ? {} : { "stripe-signature": signature });
}

async function accessOf(userId: string) {
  const access = await t.services.accounts.access(userId);
  return { plan: access?.plan ?? null, isPaid: access?.isPaid ?? false, unlimited: access?.isUnlimited };
}

async function entitlementsOf(userId: string) {
  return t.services.database.db.select().from(entitlements).where(eq(entitlements.userId, userId));
}

function subscriptionFor(
  userId: string,
  customer: string,
  overrides: Partial<Parameters<FakeStripe["subscription"]>[0]> = {},
) {
  return fake.subscription({ customer, metadata: { plan: "yearly", userId }, ...overrides });
}

describe("POST /api/billing/checkout (Stripe)", () => {
  it("creates a yearly subscription session for the signed-in agent, with the referral kept", async () => {
    const { client, id, email } = await t.signedInUser();
    const res = await client.post("/api/billing/checkout", {
      plan: "yearly",
      via: "partner-7",
      language: "es",
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [created] = fake.requestsTo("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.authorization).toBe("Bearer sk_test_fake_key");
    expect(created!.body).toMatchObject({
      mode: "subscription",
      line_items: [{ price: "price_yearly_test", quantity: "1" }],
      success_url: `${TEST_ORIGIN}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/subscription-cancel`,
      client_reference_id: id,
      customer_email: email,
      locale: "es",
      metadata: { plan: "yearly", userId: id, via: "partner-7", language: "es" },
      subscription_data: { metadata: { plan: "yearly", userId: id } },
      // The buyer sees the Terms and the Refund Policy linked under Stripe's pay button, in Spanish.
      custom_text: {
        submit: {
          message: `Al pagar, usted acepta los [Términos del servicio](${TEST_ORIGIN}/terms). Toda compra incluye nuestra [Política de reembolso](${TEST_ORIGIN}/refund) de 14 días.`,
        },
      },
    });
    expect(created!.body).not.toHaveProperty("customer");
  });

  it("creates a one-time lifetime payment session that always makes a Stripe customer", async () => {
    const { client, id } = await t.signedInUser();
    const res = await client.post("/api/billing/checkout", { plan: "lifetime" });
    expect(res.status).toBe(200);
    const [created] = fake.requestsTo("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.body).toMatchObject({
      mode: "payment",
      line_items: [{ price: "price_lifetime_test", quantity: "1" }],
      client_reference_id: id,
      customer_creation: "always",
      payment_intent_data: { metadata: { plan: "lifetime", userId: id } },
    });
    expect(created!.body).not.toHaveProperty("subscription_data");
  });

  it("lets a visitor pay first: no account on the session, back to the post-purchase page", async () => {
    const res = await t.client().post("/api/billing/checkout", { plan: "yearly" });
    expect(res.status).toBe(200);
    const [created] = fake.requestsTo("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.body.success_url).toBe(`${TEST_ORIGIN}/post-purchase?session_id={CHECKOUT_SESSION_ID}`);
    expect(created!.body).not.toHaveProperty("client_reference_id");
    expect(created!.body).not.toHaveProperty("customer_email");
    expect(created!.body.metadata).toEqual({ plan: "yearly" });
  });

  it("reuses the agent's Stripe customer, and refuses to sell what the agent already has", async () => {
    const { client, email } = await t.signedInUser();
    await client.post("/api/billing/checkout", { plan: "yearly" });
    const session = fake.completeSession([...fake.sessions.keys()].at(-1)!, { email });
    await deliver(stripeEvent("checkout.session.completed", session));

    const twice = await client.post("/api/billing/checkout", { plan: "yearly" });
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({ code: "conflict" });

    // Upgrading to lifetime is allowed, on the same Stripe customer (one portal, one history).
    const upgrade = await client.post("/api/billing/checkout", { plan: "lifetime" });
    expect(upgrade.status).toBe(200);
    const [created] = fake.requestsTo("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.body.customer).toBe(session.customer);
    expect(created!.body).not.toHaveProperty("customer_email");
    expect(created!.body).not.toHaveProperty("customer_creation");
  });

  it("refuses an unknown plan and a malformed referral in the error shape", async () => {
    const res = await t.client().post("/api/billing/checkout", { plan: "monthly" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: "validation_failed",
      fields: { plan: expect.any(String) },
    });
    const bad = await t.client().post("/api/billing/checkout", { plan: "yearly", via: "<script>" });
    expect(bad.status).toBe(400);
  });

  it("keeps where the agent was going and the visit's campaign through Stripe, and nothing else", async () => {
    const { client, id } = await t.signedInUser();
    const res = await client.post("/api/billing/checkout", {
      plan: "lifetime",
      next: "/app/pitches?bundle=b1",
      campaign: { utm_source: "newsletter", utm_campaign: "aep 2027" },
    });
    expect(res.status).toBe(200);
    const [created] = fake.requestsTo("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.body.success_url).toBe(
      `${TEST_ORIGIN}/subscription-success?session_id={CHECKOUT_SESSION_ID}&next=%2Fapp%2Fpitches%3Fbundle%3Db1`,
    );
    expect(created!.body.cancel_url).toBe(`${TEST_ORIGIN}/subscription-cancel`);
    expect(created!.body.metadata).toEqual({
      plan: "lifetime",
      userId: id,
      utm_source: "newsletter",
      utm_campaign: "aep 2027",
    });
  });

  it("refuses a next off the site and campaign values or names it does not know", async () => {
    for (const body of [
      { plan: "yearly", next: "https://evil.example/app" },
      { plan: "yearly", next: "//evil.example/app" },
      { plan: "yearly", next: "/pricing" },
      { plan: "yearly", campaign: { utm_source: "<script>" } },
      { plan: "yearly", campaign: { utm_source: "x".repeat(101) } },
      { plan: "yearly", campaign: { gclid: "abc" } },
    ]) {
      const res = await t.client().post("/api/billing/checkout", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBe("validation_failed");
    }
  });

  it("answers 503 in the error shape when Stripe fails, without leaking the key", async () => {
    fake.failNext = 5;
    const res = await t.client().post("/api/billing/checkout", { plan: "yearly" });
    expect(res.status).toBe(503);
    const error = await errorOf(res);
    expect(error.code).toBe("service_unavailable");
    expect(JSON.stringify(error)).not.toContain("sk_test");
  });
});

describe("POST /api/billing/checkout limits (docs/product/compliance.md#security)", () => {
  it("lets one address start 10 checkouts in 10 minutes, then answers 429 with Retry-After and asks Stripe nothing", async () => {
    const visitor = t.client({ ip: "203.0.113.77" });
    const before = fake.requestsTo("POST", "/v1/checkout/sessions").length;
    const results = await Promise.all(
      Array.from({ length: 40 }, () => visitor.post("/api/billing/checkout", { plan: "lifetime" })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(fake.requestsTo("POST", "/v1/checkout/sessions").length - before).toBe(10);
    const refused = results.find((r) => r.status === 429)!;
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const error = await errorOf(refused);
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/wait about \d+ minutes? and try again/);

    // Another address is not held back.
    expect(
      (await t.client({ ip: "203.0.113.78" }).post("/api/billing/checkout", { plan: "lifetime" })).status,
    ).toBe(200);
  });

  it("limits a signed-in agent to 5 checkouts in 10 minutes, whatever the address", async () => {
    const { client } = await t.signedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await client.post("/api/billing/checkout", { plan: "yearly" });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it("counts a new window once the old one is over", async () => {
    const key = `checkout:ip:198.51.100.${Math.floor(Math.random() * 250)}`;
    const limit = { max: 2, windowMs: 60_000 };
    const words = () => "wait";
    const start = Date.now();
    await t.services.limits.hit(key, limit, words, start);
    await t.services.limits.hit(key, limit, words, start + 1);
    await expect(t.services.limits.hit(key, limit, words, start + 2)).rejects.toMatchObject({
      code: "rate_limited",
      extra: { retryAfter: 60 },
    });
    await t.services.limits.hit(key, limit, words, start + 60_001);
  });
});

describe("POST /api/billing/webhook", () => {
  it("refuses a missing, wrong or tampered signature with 400 and changes nothing", async () => {
    const { id } = await t.signedInUser();
    const session = {
      id: `cs_test_${randomUUID()}`,
      object: "checkout.session",
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      client_reference_id: id,
      customer: "cus_forged",
      payment_intent: "pi_forged",
      metadata: { plan: "lifetime", userId: id },
    };
    const event = stripeEvent("checkout.session.completed", session);
    const missing = await deliver(event, { signature: null });
    const wrongSecret = await deliver(event, { secret: "whsec_someone_else" });
    const tampered = await deliver(
      { ...event, id: `${event.id}x` },
      {
        signature: signer.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: WEBHOOK_SECRET,
        }),
      },
    );
    const garbage = await deliver(event, { signature: "t=1,v1=deadbeef" });
    for (const res of [missing, wrongSecret, tampered, garbage]) {
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "bad_request", message: expect.any(String) });
    }
    expect(await accessOf(id)).toMatchObject({ isPaid: false, plan: null });
    const events = await t.services.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id));
    expect(events).toEqual([]);
  });

  it("grants lifetime on a paid checkout, once, however often Stripe delivers it", async () => {
    const { id } = await t.signedInUser();
    const session = {
      id: `cs_test_${randomUUID()}`,
      object: "checkout.session",
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      client_reference_id: id,
      customer: `cus_${randomUUID()}`,
      payment_intent: `pi_${randomUUID()}`,
      customer_details: { email: "buyer@example.com" },
      metadata: { plan: "lifetime", userId: id },
    };
    const event = stripeEvent("checkout.session.completed", session);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, result: "applied" });
    const again = await deliver(event);
    expect(await again.json()).toEqual({ received: true, result: "duplicate" });
    await Promise.all([deliver(event), deliver(event)]);

    expect(await accessOf(id)).toEqual({ plan: "lifetime", isPaid: true, unlimited: true });
    const rows = await entitlementsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plan: "lifetime",
      expiresAt: null,
      source: "stripe",
      externalRef: session.id,
    });
    const recorded = await t.services.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id));
    expect(recorded).toHaveLength(1);
  });

  it("follows a yearly subscription: created grants until the period end, renewal extends, deletion revokes", async () => {
    const { id } = await t.signedInUser();
    const customer = `cus_${randomUUID()}`;
    const start = now() - 10;
    const sub = subscriptionFor(id, customer, { periodStart: start, periodEnd: start + 365 * DAY });
    await deliver(stripeEvent("customer.subscription.created", sub, start));
    let [row] = await entitlementsOf(id);
    expect(row).toMatchObject({ plan: "yearly", externalRef: sub.id, revokedAt: null });
    expect(row!.expiresAt!.getTime()).toBe((start + 365 * DAY) * 1000);
    expect(await accessOf(id)).toMatchObject({ plan: "yearly", isPaid: true });

    const renewed = subscriptionFor(id, customer, {
      id: sub.id,
      periodStart: start + 365 * DAY,
      periodEnd: start + 730 * DAY,
    });
    await deliver(stripeEvent("customer.subscription.updated", renewed, start + 5));
    [row] = await entitlementsOf(id);
    expect(row!.expiresAt!.getTime()).toBe((start + 730 * DAY) * 1000);

    // An older update delivered late does not roll the renewal back.
    await deliver(stripeEvent("customer.subscription.updated", sub, start + 1));
    [row] = await entitlementsOf(id);
    expect(row!.expiresAt!.getTime()).toBe((start + 730 * DAY) * 1000);

    await deliver(
      stripeEvent("customer.subscription.deleted", { ...renewed, status: "canceled" }, start + 9),
    );
    expect(await accessOf(id)).toMatchObject({ plan: null, isPaid: false });
    [row] = await entitlementsOf(id);
    expect(row!.revokedAt).not.toBeNull();
    expect(await entitlementsOf(id)).toHaveLength(1);
  });

  it("ends cancelled when the deletion arrives before the creation", async () => {
    const { id } = await t.signedInUser();
    const customer = `cus_${randomUUID()}`;
    const sub = subscriptionFor(id, customer);
    const created = now() - 100;
    await deliver(stripeEvent("customer.subscription.deleted", { ...sub, status: "canceled" }, created + 50));
    await deliver(stripeEvent("customer.subscription.created", sub, created));
    await deliver(stripeEvent("customer.subscription.updated", { ...sub, status: "active" }, created + 60));
    expect(await accessOf(id)).toMatchObject({ plan: null, isPaid: false });
    const [purchase] = await t.services.database.db
      .select()
      .from(billingPurchases)
      .where(eq(billingPurchases.id, sub.id));
    expect(purchase!.status).toBe("canceled");
    // Never granted, so no entitlement row was ever made.
    expect(await entitlementsOf(id)).toEqual([]);
  });

  it("reads the subscription from Stripe when checkout's event carries only its id", async () => {
    const { id, email, client } = await t.signedInUser();
    await client.post("/api/billing/checkout", { plan: "yearly" });
    const sessionId = [...fake.sessions.keys()].at(-1)!;
    const session = fake.completeSession(sessionId, { email });
    await deliver(stripeEvent("checkout.session.completed", session));
    expect(fake.requestsTo("GET", `/v1/subscriptions/${session.subscription}`)).toHaveLength(1);
    expect(await accessOf(id)).toMatchObject({ plan: "yearly", isPaid: true });
  });

  it("keeps access while a failed renewal is retried, and ends it when Stripe gives up", async () => {
    const { id } = await t.signedInUser();
    const customer = `cus_${randomUUID()}`;
    const sub = subscriptionFor(id, customer);
    await deliver(stripeEvent("customer.subscription.created", sub, now() - 30));
    const failed = await deliver(
      stripeEvent(
        "invoice.payment_failed",
        {
          id: `in_${randomUUID()}`,
          object: "invoice",
          customer,
          parent: { subscription_details: { subscription: sub.id } },
        },
        now() - 20,
      ),
    );
    expect(await failed.json()).toMatchObject({ result: "applied" });
    await deliver(stripeEvent("customer.subscription.updated", { ...sub, status: "past_due" }, now() - 20));
    const [purchase] = await t.services.database.db
      .select()
      .from(billingPurchases)
      .where(eq(billingPurchases.id, sub.id));
    expect(purchase!.paymentFailedAt).not.toBeNull();
    expect(await accessOf(id)).toMatchObject({ isPaid: true });
    await deliver(stripeEvent("customer.subscription.updated", { ...sub, status: "unpaid" }, now() - 10));
    expect(await accessOf(id)).toMatchObject({ isPaid: false });
  });

  it("revokes on a full refund (money-back guarantee), not on a partial one", async () => {
    const lifetime = await t.signedInUser();
    const pi = `pi_${randomUUID()}`;
    const customer = `cus_${randomUUID()}`;
    await deliver(
      stripeEvent("checkout.session.completed", {
        id: `cs_test_${randomUUID()}`,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        client_reference_id: lifetime.id,
        customer,
        payment_intent: pi,
        metadata: { plan: "lifetime" },
      }),
    );
    await deliver(
      stripeEvent("charge.refunded", {
        id: "ch_partial",
        object: "charge",
        customer,
        payment_intent: pi,
        refunded: false,
      }),
    );
    expect(await accessOf(lifetime.id)).toMatchObject({ plan: "lifetime" });
    await deliver(
      stripeEvent("charge.refunded", {
        id: "ch_full",
        object: "charge",
        customer,
        payment_intent: pi,
        refunded: true,
      }),
    );
    expect(await accessOf(lifetime.id)).toMatchObject({ plan: null, isPaid: false });

    // A yearly subscriber's refund ends the refunded period's access; a later renewal paid again restores it.
    const yearly = await t.signedInUser();
    const yCustomer = `cus_${randomUUID()}`;
    const start = now() - 60;
    const sub = subscriptionFor(yearly.id, yCustomer, { periodStart: start });
    await deliver(stripeEvent("customer.subscription.created", sub, start));
    await deliver(
      stripeEvent(
        "charge.refunded",
        {
          id: "ch_y",
          object: "charge",
          customer: yCustomer,
          payment_intent: `pi_${randomUUID()}`,
          refunded: true,
        },
        start + 10,
      ),
    );
    expect(await accessOf(yearly.id)).toMatchObject({ isPaid: false });
    // Redelivering the subscription as it was does not bring access back.
    await deliver(stripeEvent("customer.subscription.updated", sub, start + 20));
    expect(await accessOf(yearly.id)).toMatchObject({ isPaid: false });
    const renewed = subscriptionFor(yearly.id, yCustomer, {
      id: sub.id,
      periodStart: start + 30,
      periodEnd: start + 30 + 365 * DAY,
    });
    await deliver(stripeEvent("customer.subscription.updated", renewed, start + 30));
    expect(await accessOf(yearly.id)).toMatchObject({ isPaid: true, plan: "yearly" });
  });

  it("creates the account of a visitor who paid first and mails one sign-in link", async () => {
    const email = `payer-${randomUUID().slice(0, 8)}@example.com`;
    const customer = `cus_${randomUUID()}`;
    const sub = fake.setSubscription(fake.subscription({ customer, metadata: { plan: "yearly" } }));
    // The subscription event comes first: nobody to give it to yet.
    await deliver(stripeEvent("customer.subscription.created", sub, now() - 5));
    const session = {
      id: `cs_test_${randomUUID()}`,
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: "paid",
      customer,
      customer_details: { email: email.toUpperCase(), name: "Pat Payer" },
      subscription: sub.id,
      metadata: { plan: "yearly", via: "agency-9" },
    };
    await deliver(stripeEvent("checkout.session.completed", session));
    await deliver(stripeEvent("checkout.session.completed", session));

    const [user] = await t.services.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      name: "Pat Payer",
      emailVerified: false,
      referralCode: "agency-9",
      role: "user",
    });
    expect(await accessOf(user!.id)).toMatchObject({ plan: "yearly", isPaid: true });
    const mails = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    // One sign-in link, and the welcome mail with what the plan includes.
    expect(mails.map((m) => m.kind).sort()).toEqual(["magic_link", "welcome"]);

    // The link signs them in, verified, already paid.
    const mail = await t.lastMail(email, "magic_link");
    const visitor = t.client();
    await visitor.get(mail.url);
    const me = (await (await visitor.get("/api/me")).json()) as { isPaid: boolean; emailVerified: boolean };
    expect(me).toMatchObject({ isPaid: true, emailVerified: true });
  });

  it("acknowledges events it does not handle without storing them", async () => {
    const event = stripeEvent("customer.created", { id: "cus_x", object: "customer" });
    const res = await deliver(event);
    expect(await res.json()).toEqual({ received: true, result: "ignored" });
  });
});

describe("look-ups: session, sync and portal", () => {
  it("tells the payment pages the session's e-mail and status", async () => {
    await t.client().post("/api/billing/checkout", { plan: "lifetime" });
    const sessionId = [...fake.sessions.keys()].at(-1)!;
    let res = await t.client().get(`/api/billing/session/${sessionId}`);
    expect(await res.json()).toEqual({ email: null, status: "open", paid: false, plan: "lifetime" });
    fake.completeSession(sessionId, { email: "look@example.com" });
    res = await t.client().get(`/api/billing/session/${sessionId}`);
    expect(await res.json()).toEqual({
      email: "look@example.com",
      status: "complete",
      paid: true,
      plan: "lifetime",
    });

    const unknown = await t.client().get("/api/billing/session/cs_test_nope");
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: "not_found" });
    const malformed = await t.client().get("/api/billing/session/not-a-session");
    expect(malformed.status).toBe(400);
  });

  it("sync applies a paid session through the same rules before any webhook arrives", async () => {
    const { client, id, email } = await t.signedInUser();
    await client.post("/api/billing/checkout", { plan: "yearly" });
    const sessionId = [...fake.sessions.keys()].at(-1)!;
    fake.completeSession(sessionId, { email });
    const res = await client.post("/api/billing/sync", { sessionId });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isPaid: true, plan: "yearly", email, signInLinkSent: false });
    expect(await entitlementsOf(id)).toHaveLength(1);

    // Later the subscription is cancelled in Stripe; the next check (no session id) reads it and revokes.
    const session = fake.sessions.get(sessionId)!;
    const sub = fake.subscriptions.get(session.subscription as string)!;
    sub.status = "canceled";
    const after = await client.post("/api/billing/sync", {});
    expect(await after.json()).toMatchObject({ isPaid: false, plan: null });
    expect(fake.requestsTo("GET", "/v1/subscriptions").at(-1)!.query).toMatchObject({
      customer: session.customer,
      status: "all",
    });
  });

  it("sync for a visitor who paid first makes the account and says the link was sent", async () => {
    await t.client().post("/api/billing/checkout", { plan: "lifetime" });
    const sessionId = [...fake.sessions.keys()].at(-1)!;
    const email = `first-${randomUUID().slice(0, 8)}@example.com`;
    fake.completeSession(sessionId, { email });
    const res = await t.client().post("/api/billing/sync", { sessionId });
    expect(await res.json()).toEqual({ isPaid: true, plan: "lifetime", email, signInLinkSent: true });
    const kinds = (
      await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    ).map((m) => m.kind);
    expect(kinds.filter((k) => k === "magic_link")).toHaveLength(1);
  });

  it("sync needs a session id or a signed-in account", async () => {
    const res = await t.client().post("/api/billing/sync", {});
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: "unauthorized" });
  });

  it("opens Stripe's customer portal for an agent with a subscription", async () => {
    const { client, email } = await t.signedInUser();
    const none = await client.post("/api/billing/portal");
    expect(none.status).toBe(404);
    await client.post("/api/billing/checkout", { plan: "yearly" });
    const sessionId = [...fake.sessions.keys()].at(-1)!;
    const session = fake.completeSession(sessionId, { email });
    await client.post("/api/billing/sync", { sessionId });
    const res = await client.post("/api/billing/portal");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(
      /^https:\/\/billing\.stripe\.test\/p\/session\//,
    );
    expect(fake.requestsTo("POST", "/v1/billing_portal/sessions").at(-1)!.body).toEqual({
      customer: session.customer,
      return_url: `${TEST_ORIGIN}/app/settings`,
    });
    const signedOut = await t.client().post("/api/billing/portal");
    expect(signedOut.status).toBe(401);
  });
});

describe("test mode (no Stripe keys, docs/product/decisions.md#d-10)", () => {
  let tm: TestContext;
  beforeAll(async () => {
    tm = await createTestContext();
  });
  afterAll(() => tm?.close());

  const sessionIdOf = (url: string) => url.split("/").at(-1)!;

  it("checks out on the labelled local page and grants through the same rules", async () => {
    const { client, id } = await tm.signedInUser();
    const res = await client.post("/api/billing/checkout", { plan: "yearly" });
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/billing/test-checkout/cs_test_local_`));
    const page = await client.get(url);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Test mode — no real payment");
    expect(html).toContain("Pay $360 (test)");

    const paid = await client.fetch(`${url}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `${TEST_ORIGIN}/subscription-success?session_id=${sessionIdOf(url)}`,
    );
    const me = (await (await client.get("/api/me")).json()) as { plan: string; isPaid: boolean };
    expect(me).toMatchObject({ plan: "yearly", isPaid: true });
    const [row] = await tm.services.database.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.userId, id));
    expect(row).toMatchObject({ source: "test_checkout", plan: "yearly" });
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 360 * DAY * 1000);
    const events = await tm.services.database.db.select().from(billingEvents);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["checkout.session.completed", "customer.subscription.created"]),
    );

    // Paying twice is a redirect, not a second purchase.
    const again = await client.fetch(`${url}/pay`, { method: "POST", body: "" });
    expect(again.status).toBe(303);
    expect(
      await tm.services.database.db.select().from(entitlements).where(eq(entitlements.userId, id)),
    ).toHaveLength(1);

    const sync = await client.post("/api/billing/sync", { sessionId: sessionIdOf(url) });
    expect(await sync.json()).toMatchObject({ isPaid: true, plan: "yearly" });
  });

  it("cancel changes nothing and returns to the cancel page", async () => {
    const { client, id } = await tm.signedInUser();
    const { url } = (await (await client.post("/api/billing/checkout", { plan: "lifetime" })).json()) as {
      url: string;
    };
    const res = await client.fetch(`${url}/cancel`, { method: "POST", body: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${TEST_ORIGIN}/subscription-cancel`);
    const me = (await (await client.get("/api/me")).json()) as { isPaid: boolean; allowance: object };
    expect(me).toMatchObject({ isPaid: false, allowance: { remaining: 2 } });
    expect(
      await tm.services.database.db.select().from(entitlements).where(eq(entitlements.userId, id)),
    ).toEqual([]);
    expect(await (await client.get(`/api/billing/session/${sessionIdOf(url)}`)).json()).toMatchObject({
      status: "expired",
      paid: false,
    });
  });

  it("refuses a form posted from another site", async () => {
    const { client } = await tm.signedInUser();
    const { url } = (await (await client.post("/api/billing/checkout", { plan: "lifetime" })).json()) as {
      url: string;
    };
    const res = await client.fetch(`${url}/pay`, {
      method: "POST",
      body: "",
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: "forbidden" });
  });

  it("lets a visitor pay first with an e-mail, then makes the account and mails the link", async () => {
    const visitor = tm.client();
    const { url } = (await (
      await visitor.post("/api/billing/checkout", { plan: "lifetime", via: "ref1" })
    ).json()) as {
      url: string;
    };
    expect(await (await visitor.get(url)).text()).toContain('type="email"');
    const noEmail = await visitor.fetch(`${url}/pay`, { method: "POST", body: "" });
    expect(noEmail.status).toBe(400);
    const email = `tm-${randomUUID().slice(0, 8)}@example.com`;
    const res = await visitor.fetch(`${url}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(res.headers.get("location")).toBe(`${TEST_ORIGIN}/post-purchase?session_id=${sessionIdOf(url)}`);
    expect(await (await visitor.get(`/api/billing/session/${sessionIdOf(url)}`)).json()).toEqual({
      email,
      status: "complete",
      paid: true,
      plan: "lifetime",
    });
    const sync = await visitor.post("/api/billing/sync", { sessionId: sessionIdOf(url) });
    expect(await sync.json()).toEqual({ isPaid: true, plan: "lifetime", email, signInLinkSent: true });
    const kinds = (
      await tm.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    ).map((m) => m.kind);
    expect(kinds.filter((k) => k === "magic_link")).toHaveLength(1);
  });

  it("stands in for the portal: cancelling and refunding go through the same events", async () => {
    const { client, id } = await tm.signedInUser();
    const { url } = (await (await client.post("/api/billing/checkout", { plan: "yearly" })).json()) as {
      url: string;
    };
    await client.fetch(`${url}/pay`, { method: "POST", body: "" });
    const portal = (await (await client.post("/api/billing/portal")).json()) as { url: string };
    expect(portal.url).toBe(`${TEST_ORIGIN}/api/billing/test-portal`);
    const html = await (await client.get(portal.url)).text();
    const action = html.match(/formaction="([^"]+\/cancel)"/)?.[1];
    expect(action).toBeTruthy();
    const res = await client.fetch(action!, { method: "POST", body: "" });
    expect(res.status).toBe(303);
    // Cancelling ends the plan with its period: Premium stays until then.
    expect((await tm.services.accounts.access(id))?.isPaid).toBe(true);
    const refund = (await (await client.get(portal.url)).text()).match(/formaction="([^"]+\/refund)"/)?.[1];
    expect((await client.fetch(refund!, { method: "POST", body: "" })).status).toBe(303);
    expect((await tm.services.accounts.access(id))?.isPaid).toBe(false);
  });

  it("serves no test-mode page in production or with Stripe keys, to anyone (docs/product/compliance.md#security)", async () => {
    const prod = await createTestContext({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40) });
    try {
      for (const context of [prod, t]) {
        const visitor = context.client();
        const signedIn = (await context.signedInUser()).client;
        for (const [client, method, path] of [
          [visitor, "GET", "/api/billing/test-portal"],
          [signedIn, "GET", "/api/billing/test-portal"],
          [visitor, "POST", "/api/billing/test-portal/sub_x/cancel"],
          [visitor, "GET", "/api/billing/test-checkout/cs_test_local_x"],
          [visitor, "POST", "/api/billing/test-checkout/cs_test_local_x/pay"],
          [visitor, "POST", "/api/billing/test-checkout/cs_test_local_x/cancel"],
        ] as const) {
          const res = await client.fetch(path, { method, body: method === "POST" ? "" : undefined });
          const text = await res.text();
          expect(res.status, `${method} ${path}`).toBe(404);
          expect(text).not.toMatch(/test mode/i);
          expect(JSON.parse(text)).toMatchObject({ error: { code: "not_found" } });
        }
      }
    } finally {
      await prod.close();
    }
  });

  it("has no webhook without Stripe, and no checkout at all in production without keys", async () => {
    const res = await tm.client().post("/api/billing/webhook", "{}", { "stripe-signature": "t=1,v1=x" });
    expect(res.status).toBe(400);
    const prod = await createTestContext({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40) });
    try {
      const checkout = await prod.client().post("/api/billing/checkout", { plan: "yearly" });
      expect(checkout.status).toBe(503);
      expect(await errorOf(checkout)).toMatchObject({ code: "service_unavailable" });
      expect(await (await prod.client().get("/api/config")).json()).toMatchObject({ billingTestMode: false });
    } finally {
      await prod.close();
    }
  });
});
