import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeStripe } from "../../test/fake-stripe.js";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.js";

/**
 * Cancelling a yearly plan ends it with the period that was paid for, as the pricing FAQ promises:
 * Premium until then, "Cancels on <date>" in Settings, and a way to take the cancellation back.
 */
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

interface Profile {
  isPaid: boolean;
  plan: string | null;
  subscription: { renewsAt: string | null; cancelsAt: string | null } | null;
}
const profileOf = async (client: TestClient) =>
  (await (await client.get("/api/me/profile")).json()) as Profile;

describe("the test-mode portal", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  async function portalAction(client: TestClient, action: string) {
    const html = await (await client.get("/api/billing/test-portal")).text();
    const url = html.match(new RegExp(`formaction="([^"]+/${action})"`))?.[1];
    if (!url) throw new Error(`no ${action} button on the portal page`);
    const res = await client.fetch(url, { method: "POST", body: "" });
    expect(res.status).toBe(303);
    return (await client.get("/api/billing/test-portal")).text();
  }

  it("keeps Premium until the period ends after a cancel, and resumes", async () => {
    const { client, id } = await t.signedInUser();
    const { url } = (await (await client.post("/api/billing/checkout", { plan: "yearly" })).json()) as {
      url: string;
    };
    await client.fetch(`${url}/pay`, { method: "POST", body: "" });
    const paid = await profileOf(client);
    expect(paid).toMatchObject({ isPaid: true, plan: "yearly", subscription: { cancelsAt: null } });
    const periodEnd = paid.subscription!.renewsAt!;
    expect(new Date(periodEnd).getTime()).toBeGreaterThan(Date.now() + 360 * DAY * 1000);

    const cancelled = await portalAction(client, "cancel");
    expect(cancelled).toContain("Cancelled: Premium stays until");
    expect(cancelled).toContain("Renew subscription");
    expect(await profileOf(client)).toMatchObject({
      isPaid: true,
      plan: "yearly",
      subscription: { renewsAt: null, cancelsAt: periodEnd },
    });
    // Premium lasts to the period's last moment, and not past it.
    const end = new Date(periodEnd);
    expect((await t.services.accounts.access(id, new Date(end.getTime() - 60_000)))?.isPaid).toBe(true);
    expect((await t.services.accounts.access(id, new Date(end.getTime() + 1000)))?.isPaid).toBe(false);

    const resumed = await portalAction(client, "resume");
    expect(resumed).toContain("Cancel subscription");
    expect(await profileOf(client)).toMatchObject({
      isPaid: true,
      subscription: { renewsAt: periodEnd, cancelsAt: null },
    });
  });
});

describe("Stripe's portal (customer.subscription.updated with cancel_at_period_end)", () => {
  const WEBHOOK_SECRET = "whsec_test_cancel";
  const signer = new Stripe("sk_test_signer_only");
  let fake: FakeStripe;
  let t: TestContext;
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
    await t.close();
    await fake.close();
  });

  async function deliver(type: string, object: Record<string, unknown>, created: number) {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll("-", "")}`,
      object: "event",
      api_version: "2026-10-28.endive",
      livemode: false,
      type,
      created,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await t.client().post("/api/billing/webhook", payload, { "stripe-signature": signature });
    expect(res.status).toBe(200);
  }

  it("keeps access while cancelled at period end, shows the date, and ends with the deletion", async () => {
    const { client, id } = await t.signedInUser();
    const start = now() - 100;
    const sub = fake.subscription({
      customer: `cus_${randomUUID()}`,
      metadata: { plan: "yearly", userId: id },
      periodStart: start,
      periodEnd: start + 365 * DAY,
    });
    await deliver("customer.subscription.created", sub, start);
    await deliver("customer.subscription.updated", { ...sub, cancel_at_period_end: true }, start + 10);
    const periodEnd = new Date((start + 365 * DAY) * 1000).toISOString();
    expect(await profileOf(client)).toMatchObject({
      isPaid: true,
      subscription: { renewsAt: null, cancelsAt: periodEnd },
    });

    // Renewed from the portal before the end: back to renewing.
    await deliver("customer.subscription.updated", { ...sub, cancel_at_period_end: false }, start + 20);
    expect((await profileOf(client)).subscription).toEqual({ renewsAt: periodEnd, cancelsAt: null });

    // Cancelled again; at the period's end Stripe deletes the subscription and access ends.
    await deliver("customer.subscription.updated", { ...sub, cancel_at_period_end: true }, start + 30);
    expect((await profileOf(client)).isPaid).toBe(true);
    await deliver("customer.subscription.deleted", { ...sub, status: "canceled" }, start + 40);
    expect(await profileOf(client)).toMatchObject({ isPaid: false, plan: null, subscription: null });
  });
});
