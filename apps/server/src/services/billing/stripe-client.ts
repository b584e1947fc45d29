import Stripe from "stripe";
import type { Env } from "../../env.js";

/**
 * The Stripe SDK, or null without a key (test mode). `STRIPE_API_BASE` points it at another server with
 * Stripe's API (the tests' local fake, stripe-mock) through the SDK's own host/port/protocol options.
 */
export function createStripeClient(env: Env): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(env.STRIPE_SECRET_KEY, {
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Buildr AI" },
    ...(base ? { host: base.hostname, port: base.port || (protocol === "http" ? 80 : 443), protocol } : {}),
  });
}
