import type { CheckoutRequest } from "@buildr/contracts/billing";
import { apiFetch } from "@/lib/api-client";

/** `POST /api/billing/checkout`: where to pay (Stripe Checkout, or the local test-mode page). */
export function createCheckout(body: CheckoutRequest): Promise<{ url: string }> {
  return apiFetch<{ url: string }>("/api/billing/checkout", { method: "POST", body: JSON.stringify(body) });
}
