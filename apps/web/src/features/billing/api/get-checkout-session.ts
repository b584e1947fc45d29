import type { CheckoutSessionSummary } from "@buildr/contracts/billing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export function checkoutSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ["billing", "session", sessionId],
    queryFn: () => apiFetch<CheckoutSessionSummary>(`/api/billing/session/${encodeURIComponent(sessionId)}`),
  });
}

/** The buyer's e-mail and the checkout's status, for the payment pages. */
export function useCheckoutSession(sessionId: string | null) {
  return useQuery({ ...checkoutSessionQueryOptions(sessionId ?? ""), enabled: Boolean(sessionId) });
}
