import type { BillingLanguage } from "@buildr/contracts";
import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context.js";
import { AppError } from "../../lib/errors.js";
import { publicUrlOf } from "../../services/index.js";
import { minutesOf } from "../../services/request-limits.js";
import type * as routes from "./billing.routes.js";
import { renderTestCheckout, renderTestPortal } from "./test-pages.js";

/** The signed-in user if there is one: checkout and the payment check also serve visitors. */
async function sessionUser(c: Context<AppEnv>) {
  const session = await c.var.services.auth.api.getSession({ headers: c.req.raw.headers });
  return session ? { id: session.user.id, email: session.user.email } : null;
}

/**
 * Each checkout may be a Stripe session, so starting them is limited (docs/product/compliance.md#security): per address for
 * everyone (visitors have nothing else), and per account for a signed-in agent.
 */
export const CHECKOUT_LIMITS = {
  address: { max: 10, windowMs: 10 * 60_000 },
  account: { max: 5, windowMs: 10 * 60_000 },
} as const;

const tooManyCheckouts = (retryAfter: number) =>
  `Too many checkouts were started from here. Please wait about ${minutesOf(retryAfter)} and try again.`;

export const checkout: RouteHandler<typeof routes.checkout, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  const user = await sessionUser(c);
  const { limits } = c.var.services;
  if (c.var.clientIp)
    await limits.hit(`checkout:ip:${c.var.clientIp}`, CHECKOUT_LIMITS.address, tooManyCheckouts);
  if (user) await limits.hit(`checkout:user:${user.id}`, CHECKOUT_LIMITS.account, tooManyCheckouts);
  const url = await c.var.services.billing.createCheckout({ ...body, user: user ?? undefined });
  return c.json({ url }, 200);
};

export const webhook: RouteHandler<typeof routes.webhook, AppEnv> = async (c) => {
  const { billing } = c.var.services;
  // The signature covers the exact bytes Stripe sent: read them before anything parses the body.
  const raw = Buffer.from(await c.req.arrayBuffer());
  const event = billing.verifyWebhook(raw, c.req.header("stripe-signature"));
  const result = await billing.applyEvent(event, "stripe");
  return c.json({ received: true as const, result }, 200);
};

export const session: RouteHandler<typeof routes.session, AppEnv> = async (c) => {
  return c.json(await c.var.services.billing.sessionSummary(c.req.valid("param").id), 200);
};

export const sync: RouteHandler<typeof routes.sync, AppEnv> = async (c) => {
  const { sessionId } = c.req.valid("json");
  const user = await sessionUser(c);
  if (!user && !sessionId) throw new AppError("unauthorized");
  return c.json(await c.var.services.billing.sync({ sessionId, userId: user?.id }), 200);
};

export const portal: RouteHandler<typeof routes.portal, AppEnv> = async (c) => {
  return c.json({ url: await c.var.services.billing.portal(c.var.user.id) }, 200);
};

// ---- Test mode (docs/product/decisions.md#d-10): same-origin pages whose buttons post forms back here -------------------------

/** The forms post to ourselves only; a post from another site is refused. */
function assertSameOrigin(c: Context<AppEnv>) {
  const expected = new URL(publicUrlOf(c.var.services.env)).origin;
  if (c.req.header("origin") !== expected)
    throw new AppError("forbidden", "Cross-site form posts are refused.");
}

export async function testCheckoutPage(c: Context<AppEnv>) {
  const row = await c.var.services.testCheckout.session(c.req.param("id") ?? "");
  c.header("Cache-Control", "no-store");
  return c.html(renderTestCheckout({ ...row, language: row.language as BillingLanguage }));
}

export async function testCheckoutPay(c: Context<AppEnv>) {
  c.var.services.testCheckout.assertTestMode();
  assertSameOrigin(c);
  const id = c.req.param("id") ?? "";
  // A body that is not a readable form (a broken multipart boundary) was not sent by our page.
  const form = await c.req.parseBody().catch(() => {
    throw new AppError("bad_request", "The form could not be read.");
  });
  try {
    const next = await c.var.services.testCheckout.pay(
      id,
      typeof form.email === "string" ? form.email : undefined,
    );
    return c.redirect(next, 303);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "validation_failed") throw error;
    const row = await c.var.services.testCheckout.session(id);
    return c.html(
      renderTestCheckout({ ...row, language: row.language as BillingLanguage, error: error.message }),
      400,
    );
  }
}

export async function testCheckoutCancel(c: Context<AppEnv>) {
  c.var.services.testCheckout.assertTestMode();
  assertSameOrigin(c);
  return c.redirect(await c.var.services.testCheckout.cancel(c.req.param("id") ?? ""), 303);
}

async function portalUser(c: Context<AppEnv>) {
  const session = await c.var.services.auth.api.getSession({ headers: c.req.raw.headers });
  return session?.user ?? null;
}

export async function testPortalPage(c: Context<AppEnv>) {
  const { testCheckout } = c.var.services;
  // Before anything else: with real payments (or none), nobody, signed in or not, sees a test-mode page.
  testCheckout.assertTestMode();
  const user = await portalUser(c);
  const language = ((user as { language?: string } | null)?.language ?? "en") as BillingLanguage;
  const purchases = user ? await testCheckout.purchases(user.id) : [];
  c.header("Cache-Control", "no-store");
  return c.html(
    renderTestPortal({
      language: ["en", "es", "fr"].includes(language) ? language : "en",
      signedIn: Boolean(user),
      purchases: purchases.map((p) => ({ ...p, refunded: Boolean(p.refundedAt) })),
    }),
  );
}

export async function testPortalAction(c: Context<AppEnv>) {
  c.var.services.testCheckout.assertTestMode();
  assertSameOrigin(c);
  const user = await portalUser(c);
  if (!user) throw new AppError("unauthorized");
  const id = c.req.param("id") ?? "";
  const action = c.req.param("action");
  if (action === "cancel" || action === "resume")
    await c.var.services.testCheckout.cancelSubscription(user.id, id, action === "resume");
  else if (action === "refund") await c.var.services.testCheckout.refund(user.id, id);
  else throw new AppError("not_found");
  return c.redirect("/api/billing/test-portal", 303);
}
