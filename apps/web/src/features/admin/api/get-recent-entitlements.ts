import type { AdminEntitlement } from "@buildr/contracts/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const recentEntitlementsKey = ["admin", "entitlements", "recent"] as const;

/** `GET /api/admin/entitlements/recent`: the last 10, with the account's e-mail and name. */
export function getRecentEntitlements() {
  return apiFetch<{ entitlements: AdminEntitlement[] }>("/api/admin/entitlements/recent");
}

export const recentEntitlementsQueryOptions = queryOptions({
  queryKey: recentEntitlementsKey,
  queryFn: getRecentEntitlements,
});

export function useRecentEntitlements() {
  return useQuery(recentEntitlementsQueryOptions);
}
