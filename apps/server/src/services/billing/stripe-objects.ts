import { z } from "zod";

/**
 * The few fields of Stripe's objects that decide access, read leniently (every other field passes through)
 * so that a newer API version adding fields changes nothing. Both the webhook and the test-mode checkout
 * produce these shapes, and one apply path consumes them (docs/product/decisions.md#d-10).
 */
const expandable = z.union([z.string(), z.looseObject({ id: z.string() })]);
const metadata = z.record(z.string(), z.string()).nullish();

export function idOf(value: z.infer<typeof expandable> | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

export const subscriptionObject = z.looseObject({
  id: z.string(),
  object: z.literal("subscription").optional(),
  status: z.string(),
  customer: expandable,
  metadata,
  /** Before API version 2025-03-31 the period lived on the subscription itself. */
  current_period_start: z.number().nullish(),
  current_period_end: z.number().nullish(),
  /** Cancelled in the portal: the subscription ends at the period's end instead of renewing. */
  cancel_at_period_end: z.boolean().nullish(),
  /** Newer portals cancel by date instead; a date set means the same thing here. */
  cancel_at: z.number().nullish(),
  /** Where its latest payment's receipt is found. */
  latest_invoice: expandable.nullish(),
  items: z
    .looseObject({
      data: z.array(
        z.looseObject({
          current_period_start: z.number().nullish(),
          current_period_end: z.number().nullish(),
          price: z.looseObject({ id: z.string() }).nullish(),
        }),
      ),
    })
    .nullish(),
});
export type SubscriptionObject = z.infer<typeof subscriptionObject>;

export const checkoutSessionObject = z.looseObject({
  id: z.string(),
  object: z.literal("checkout.session").optional(),
  mode: z.enum(["payment", "subscription", "setup"]),
  status: z.enum(["open", "complete", "expired"]).nullish(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  customer: expandable.nullish(),
  customer_email: z.string().nullish(),
  customer_details: z.looseObject({ email: z.string().nullish(), name: z.string().nullish() }).nullish(),
  subscription: z.union([z.string(), subscriptionObject]).nullish(),
  payment_intent: expandable.nullish(),
  /** A subscription checkout's first invoice. */
  invoice: expandable.nullish(),
  metadata,
});
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObject>;

export const chargeObject = z.looseObject({
  id: z.string(),
  customer: expandable.nullish(),
  payment_intent: expandable.nullish(),
  /** True only when the whole amount went back. */
  refunded: z.boolean(),
});

export const invoiceObject = z.looseObject({
  id: z.string(),
  customer: expandable.nullish(),
  /** Before API version 2025-03-31. */
  subscription: expandable.nullish(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: expandable.nullish() }).nullish(),
    })
    .nullish(),
});

/** An event as Stripe signs it (or as the test-mode checkout builds it). */
export interface BillingEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: unknown };
}

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
  "charge.refunded",
] as const;
export type HandledEventType = (typeof HANDLED_EVENTS)[number];

export function isHandled(type: string): type is HandledEventType {
  return (HANDLED_EVENTS as readonly string[]).includes(type);
}

/** The subscription's current period: on its items since API version 2025-03-31, on itself before. */
export function periodOf(subscription: SubscriptionObject): { start: Date | null; end: Date | null } {
  const items = subscription.items?.data ?? [];
  const ends = items.map((i) => i.current_period_end).filter((n): n is number => typeof n === "number");
  const starts = items.map((i) => i.current_period_start).filter((n): n is number => typeof n === "number");
  const end = ends.length > 0 ? Math.max(...ends) : subscription.current_period_end;
  const start = starts.length > 0 ? Math.min(...starts) : subscription.current_period_start;
  return { start: start ? new Date(start * 1000) : null, end: end ? new Date(end * 1000) : null };
}
