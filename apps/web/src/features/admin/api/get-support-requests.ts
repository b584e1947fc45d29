import type { AdminSupportList, AdminSupportQuery } from "@buildr/contracts/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const supportRequestsKey = ["admin", "support"] as const;

/** `GET /api/admin/support`: the stored Help & Support requests (docs/product/decisions.md#d-16). */
export function getSupportRequests(query: AdminSupportQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return apiFetch<AdminSupportList>(`/api/admin/support?${params}`);
}

export function supportRequestsQueryOptions(query: AdminSupportQuery) {
  return queryOptions({
    queryKey: [...supportRequestsKey, query],
    queryFn: () => getSupportRequests(query),
    placeholderData: keepPreviousData,
  });
}

export function useSupportRequests(query: AdminSupportQuery) {
  return useQuery(supportRequestsQueryOptions(query));
}
