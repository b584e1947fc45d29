import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the few Stripe API endpoints the server calls, on a real HTTP socket, so the real
 * Stripe SDK talks to it (host/port/protocol options) exactly as it would to Stripe. It keeps what it was
 * asked in `requests` and lets a test play the part of the buyer (`completeSession`, `pay`) or of Stripe's
 * dashboard (`setSubscription`). One file past 300 lines on purpose: every endpoint the server calls,
 * side by side with the objects they answer, is what a test reads to know what Stripe would say.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

/** Stripe's form encoding (`a[b][0][c]=x`) back into objects and arrays. */
export function parseStripeForm(encoded: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter((k) => k !== "");
    let node: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = value;
        return;
      }
      node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly charges = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  private counter = 0;
  /** The next N calls answer 500 (Stripe having a bad day). */
  failNext = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeStripe> {
    let fake: FakeStripe | undefined;
    const server = createServer((req, res) => {
      void fake!.handle(req, res);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    fake = new FakeStripe(server, `http://127.0.0.1:${port}`);
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fake${this.counter}${Math.random().toString(36).slice(2, 8)}`;
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path)),
    );
  }

  /** A subscription as Stripe would return it (API 2025+: the period lives on the item). */
  subscription(input: {
    id?: string;
    customer: string;
    status?: string;
    periodStart?: number;
    periodEnd?: number;
    metadata?: Record<string, string>;
    price?: string;
  }): StripeObject {
    const start = input.periodStart ?? Math.floor(Date.now() / 1000);
    return {
      id: input.id ?? this.nextId("sub"),
      object: "subscription",
      status: input.status ?? "active",
      customer: input.customer,
      metadata: input.metadata ?? {},
      items: {
        object: "list",
        data: [
          {
            id: this.nextId("si"),
            object: "subscription_item",
            current_period_start: start,
            current_period_end: input.periodEnd ?? start + 365 * 86_400,
            price: { id: input.price ?? "price_yearly_test", object: "price" },
          },
        ],
      },
    };
  }

  setSubscription(subscription: StripeObject): StripeObject {
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /**
   * A successful card payment: its charge (with the receipt page Stripe hosts) and payment intent, and
   * for a subscription the invoice it paid (API 2025+: the invoice names its payments).
   */
  pay(input: { customer: string; subscription?: string }): {
    paymentIntent: string;
    charge: string;
    receiptUrl: string;
    invoice: string | null;
  } {
    const paymentIntent = this.nextId("pi");
    const charge = this.nextId("ch");
    const receiptUrl = `https://pay.stripe.test/receipts/payment/${charge}`;
    this.charges.set(charge, {
      id: charge,
      object: "charge",
      customer: input.customer,
      payment_intent: paymentIntent,
      paid: true,
      refunded: false,
      receipt_url: receiptUrl,
    });
    this.paymentIntents.set(paymentIntent, {
      id: paymentIntent,
      object: "payment_intent",
      customer: input.customer,
      status: "succeeded",
      latest_charge: charge,
    });
    let invoice: string | null = null;
    if (input.subscription) {
      invoice = this.nextId("in");
      this.invoices.set(invoice, {
        id: invoice,
        object: "invoice",
        customer: input.customer,
        status: "paid",
        hosted_invoice_url: `https://invoice.stripe.test/i/${invoice}`,
        parent: { type: "subscription_details", subscription_details: { subscription: input.subscription } },
        payments: {
          object: "list",
          data: [
            {
              id: this.nextId("inpay"),
              object: "invoice_payment",
              status: "paid",
              payment: { type: "payment_intent", payment_intent: paymentIntent },
            },
          ],
          has_more: false,
        },
      });
    }
    return { paymentIntent, charge, receiptUrl, invoice };
  }

  /** The buyer pays on Stripe's page: the session completes with a customer (and a subscription). */
  completeSession(id: string, buyer: { email: string; name?: string; customer?: string }): StripeObject {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no fake session ${id}`);
    const customer = (session.customer as string | null) ?? buyer.customer ?? this.nextId("cus");
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      customer,
      customer_details: { email: buyer.email, name: buyer.name ?? null },
    });
    if (session.mode === "subscription") {
      const metadata = (session.subscription_data as { metadata?: Record<string, string> } | undefined)
        ?.metadata;
      const subscription = this.setSubscription(this.subscription({ customer, metadata }));
      const paid = this.pay({ customer, subscription: subscription.id });
      subscription.latest_invoice = paid.invoice;
      session.subscription = subscription.id;
      session.invoice = paid.invoice;
    } else {
      session.payment_intent = this.pay({ customer }).paymentIntent;
    }
    return session;
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json", "request-id": this.nextId("req") });
    res.end(JSON.stringify(body));
  }

  private missing(res: ServerResponse, what: string) {
    this.send(res, 404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", "http://fake");
    const request: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: parseStripeForm(url.search.slice(1)),
      body: parseStripeForm(raw),
      authorization: req.headers.authorization,
    };
    this.requests.push(request);
    if (this.failNext > 0) {
      this.failNext -= 1;
      return this.send(res, 500, { error: { type: "api_error", message: "Fake Stripe is down" } });
    }
    const { method, path, body, query } = request;
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    const subscriptionPath = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    const paymentIntentPath = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    const chargePath = path.match(/^\/v1\/charges\/([^/]+)$/);
    const invoicePath = path.match(/^\/v1\/invoices\/([^/]+)$/);
    const expand = (query.expand as string[] | undefined) ?? [];

    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = this.nextId("cs_test");
      const session: StripeObject = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        client_reference_id: body.client_reference_id ?? null,
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        customer_details: null,
        metadata: body.metadata ?? {},
        subscription: null,
        payment_intent: null,
        subscription_data: body.subscription_data,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
      };
      this.sessions.set(id, session);
      return this.send(res, 200, session);
    }
    if (method === "GET" && sessionPath) {
      const session = this.sessions.get(decodeURIComponent(sessionPath[1]!));
      if (!session) return this.missing(res, "checkout.session");
      const copy = { ...session };
      if (expand.includes("subscription") && typeof copy.subscription === "string")
        copy.subscription = this.subscriptions.get(copy.subscription) ?? copy.subscription;
      return this.send(res, 200, copy);
    }
    if (method === "GET" && subscriptionPath) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      return subscription ? this.send(res, 200, subscription) : this.missing(res, "subscription");
    }
    if (method === "GET" && paymentIntentPath) {
      const intent = this.paymentIntents.get(decodeURIComponent(paymentIntentPath[1]!));
      if (!intent) return this.missing(res, "payment_intent");
      const copy = { ...intent };
      if (expand.includes("latest_charge") && typeof copy.latest_charge === "string")
        copy.latest_charge = this.charges.get(copy.latest_charge) ?? copy.latest_charge;
      return this.send(res, 200, copy);
    }
    if (method === "GET" && chargePath) {
      const charge = this.charges.get(decodeURIComponent(chargePath[1]!));
      return charge ? this.send(res, 200, charge) : this.missing(res, "charge");
    }
    if (method === "GET" && invoicePath) {
      const invoice = this.invoices.get(decodeURIComponent(invoicePath[1]!));
      if (!invoice) return this.missing(res, "invoice");
      // Like Stripe, the invoice's payments come only when asked for.
      const shown = expand.includes("payments")
        ? invoice
        : Object.fromEntries(Object.entries(invoice).filter(([key]) => key !== "payments"));
      return this.send(res, 200, shown);
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      const data = [...this.subscriptions.values()].filter(
        (s) => !query.customer || s.customer === query.customer,
      );
      return this.send(res, 200, { object: "list", data, has_more: false, url: "/v1/subscriptions" });
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = this.nextId("bps");
      return this.send(res, 200, {
        id,
        object: "billing_portal.session",
        customer: body.customer,
        return_url: body.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    if (method === "POST" && path === "/v1/customers") {
      return this.send(res, 200, { id: this.nextId("cus"), object: "customer", email: body.email ?? null });
    }
    return this.send(res, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` },
    });
  }
}
