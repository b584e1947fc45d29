import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema.js";
import { FakeStripe } from "../../test/fake-stripe.js";
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from "../../test/harness.js";
import { startSmtpSink } from "../../test/smtp-sink.js";

/** After paying, the agent gets a welcome mail with what the plan includes and the receipt, in their language. */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/** The welcome mails to `email`, once the job queue has delivered them (or after 20 s, as they are). */
async function welcomeMails(t: TestContext, email: string) {
  const read = async () =>
    (await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
      (m) => m.kind === "welcome",
    );
  const until = Date.now() + 20_000;
  let rows = await read();
  while (Date.now() < until && (rows.length === 0 || rows.some((m) => m.status === "queued"))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    rows = await read();
  }
  return rows;
}

describe("test mode", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ SMTP_URL: sink.url });
  });
  afterAll(() => t.close());

  async function pay(client: TestClient, plan: "yearly" | "lifetime") {
    const { url } = (await (await client.post("/api/billing/checkout", { plan })).json()) as { url: string };
    expect((await client.fetch(`${url}/pay`, { method: "POST", body: "" })).status).toBe(303);
    return url.split("/").at(-1)!;
  }

  it("sends one welcome mail with the $360 receipt in Spanish, through SMTP", async () => {
    const { client, email, id } = await t.signedInUser({ name: "Lucía Gómez" });
    await t.services.database.db.update(users).set({ language: "es" }).where(eq(users.id, id));
    const sessionId = await pay(client, "yearly");
    // The success page checks again: still one mail.
    await client.post("/api/billing/sync", { sessionId });

    const mails = await welcomeMails(t, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Le damos la bienvenida a Buildr AI Premium anual");
    expect(mail.status).toBe("sent");
    expect(mail.text).toContain("Hola Lucía Gómez:");
    expect(mail.text).toContain("Paquetes ilimitados para cada prospecto");
    expect(mail.text).toContain("Importe: $360.00 al año");
    expect(mail.text).toContain("Modo de prueba: no se realizó ningún pago real.");
    expect(mail.text).toMatch(/Renovación: \d{1,2} de \w+ de \d{4}/);
    expect(mail.text).toContain(`${TEST_ORIGIN}/app`);
    expect(sink.received.filter((m) => m.to === email)).toHaveLength(2); // confirmation, then welcome
  });

  it("sends the lifetime receipt for $997 in English", async () => {
    const { client, email } = await t.signedInUser({ name: "Omar Reed" });
    await pay(client, "lifetime");
    const [mail] = await welcomeMails(t, email);
    expect(mail!.subject).toBe("Welcome to Buildr AI Premium Lifetime");
    expect(mail!.text).toContain("Amount: $997.00 one-time");
    expect(mail!.text).toContain("It's yours for life: there is nothing to renew.");
    expect(mail!.text).not.toContain("Renews");
  });
});

describe("with Stripe", () => {
  const WEBHOOK_SECRET = "whsec_test_welcome";
  const signer = new Stripe("sk_test_signer_only");
  let fake: FakeStripe;
  let t: TestContext;
  beforeAll(async () => {
    fake = await FakeStripe.start();
    t = await createTestContext({
      SMTP_URL: sink.url,
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

  /** Stripe's signed `checkout.session.completed` for a lifetime payment made with `paymentIntent`. */
  async function deliverLifetime(
    buyer: { id: string; email: string },
    paymentIntent: string,
    customer: string,
  ) {
    const session = {
      id: `cs_test_${randomUUID()}`,
      object: "checkout.session",
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      client_reference_id: buyer.id,
      customer,
      payment_intent: paymentIntent,
      customer_details: { email: buyer.email },
      metadata: { plan: "lifetime", userId: buyer.id },
    };
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll("-", "")}`,
      object: "event",
      api_version: "2026-10-28.endive",
      livemode: false,
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await t.client().post("/api/billing/webhook", payload, { "stripe-signature": signature });
    expect(res.status).toBe(200);
  }

  it("points to Stripe's receipt and the customer portal instead of a receipt of its own, once", async () => {
    const { id, email } = await t.signedInUser({ name: "Ann Lee" });
    const session = {
      id: `cs_test_${randomUUID()}`,
      object: "checkout.session",
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      client_reference_id: id,
      customer: `cus_${randomUUID()}`,
      payment_intent: `pi_${randomUUID()}`,
      customer_details: { email },
      metadata: { plan: "lifetime", userId: id },
    };
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll("-", "")}`,
      object: "event",
      api_version: "2026-10-28.endive",
      livemode: false,
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });
    for (let i = 0; i < 2; i++) {
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const res = await t.client().post("/api/billing/webhook", payload, { "stripe-signature": signature });
      expect(res.status).toBe(200);
    }
    const mails = await welcomeMails(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Stripe emails the receipt for this payment to this address.");
    expect(mails[0]!.text).toContain("Settings → Manage Subscription");
    expect(mails[0]!.text).toContain(`${TEST_ORIGIN}/app/settings`);
    expect(mails[0]!.text).not.toContain("Test mode");
  });

  it("links Stripe's receipt of a lifetime payment and the portal, in the agent's language", async () => {
    const { id, email } = await t.signedInUser({ name: "Rosa Díaz" });
    await t.services.database.db.update(users).set({ language: "es" }).where(eq(users.id, id));
    const customer = `cus_${randomUUID()}`;
    const paid = fake.pay({ customer });
    await deliverLifetime({ id, email }, paid.paymentIntent, customer);

    const [mail] = await welcomeMails(t, email);
    expect(mail!.subject).toBe("Le damos la bienvenida a Buildr AI Premium de por vida");
    expect(mail!.text).toContain(`Su recibo de Stripe: ${paid.receiptUrl}`);
    expect(mail!.text).not.toContain("Stripe le envía el recibo");
    expect(mail!.text).toContain("Configuración → Administrar suscripción");
    expect(mail!.text).toContain(`${TEST_ORIGIN}/app/settings?portal=open`);
    expect(mail!.html).toContain(`<a href="${paid.receiptUrl}"`);
    expect(mail!.html).toContain("Ver su recibo");
    expect(mail!.html).toContain(`<a href="${TEST_ORIGIN}/app/settings?portal=open"`);
    // The receipt is the charge's, read through the payment intent with the real SDK.
    const [read] = fake.requestsTo("GET", `/v1/payment_intents/${paid.paymentIntent}`);
    expect(read!.query).toMatchObject({ expand: ["latest_charge"] });
  });

  it("finds a yearly plan's receipt through its invoice when the success page checks first", async () => {
    const { client, email } = await t.signedInUser({ name: "Omar Reed" });
    const { url } = (await (await client.post("/api/billing/checkout", { plan: "yearly" })).json()) as {
      url: string;
    };
    const sessionId = url.split("/").at(-1)!;
    const session = fake.completeSession(sessionId, { email });
    expect((await client.post("/api/billing/sync", { sessionId })).status).toBe(200);

    const [mail] = await welcomeMails(t, email);
    const invoice = fake.invoices.get(session.invoice as string)!;
    const intent = fake.paymentIntents.get(
      (invoice.payments as { data: { payment: { payment_intent: string } }[] }).data[0]!.payment
        .payment_intent,
    )!;
    const receipt = fake.charges.get(intent.latest_charge as string)!.receipt_url as string;
    expect(mail!.text).toContain(`Your receipt from Stripe: ${receipt}`);
    expect(mail!.text).toContain(`${TEST_ORIGIN}/app/settings?portal=open`);
    expect(mail!.subject).toBe("Welcome to Buildr AI Premium Yearly");
    expect(fake.requestsTo("GET", `/v1/invoices/${invoice.id}`).at(-1)!.query).toMatchObject({
      expand: ["payments"],
    });
  });

  it("still sends the welcome, saying Stripe mails the receipt, when Stripe cannot be reached", async () => {
    const { id, email } = await t.signedInUser({ name: "Lee Park" });
    const customer = `cus_${randomUUID()}`;
    const paid = fake.pay({ customer });
    // The look-up and the SDK's two retries all fail.
    fake.failNext = 3;
    try {
      await deliverLifetime({ id, email }, paid.paymentIntent, customer);
    } finally {
      fake.failNext = 0;
    }
    const [mail] = await welcomeMails(t, email);
    expect(mail!.text).toContain("Stripe emails the receipt for this payment to this address.");
    expect(mail!.text).not.toContain(paid.receiptUrl);
    expect(mail!.text).toContain(`${TEST_ORIGIN}/app/settings?portal=open`);
  });
});
