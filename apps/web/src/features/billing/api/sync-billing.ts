import type { BillingSyncResponse } from "@buildr/contracts/billing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { announceAccountChanged } from "@/lib/account-sync";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";

/**
 * `POST /api/billing/sync`: the server asks Stripe about the checkout (and the account's subscriptions)
 * and applies what it learns. The browser only reads the result; paid status comes from `/api/me`.
 */
export function syncBilling(sessionId: string | null): Promise<BillingSyncResponse> {
  return apiFetch<BillingSyncResponse>("/api/billing/sync", {
    method: "POST",
    body: JSON.stringify(sessionId ? { sessionId } : {}),
  });
}

export function useSyncBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncBilling,
    // The account (`["me"]`, owned by the auth feature) now carries the new plan, here and in the
    // agent's other tabs.
    onSuccess: (result) => {
      if (result.isPaid) announceAccountChanged();
      return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
