import type { AdminAuditList, AdminAuditQuery } from "@buildr/contracts/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const adminAuditKey = ["admin", "audit"] as const;

/** `GET /api/admin/audit`: every admin action, newest first. */
export function getAuditLog(query: AdminAuditQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return apiFetch<AdminAuditList>(`/api/admin/audit?${params}`);
}

export function auditLogQueryOptions(query: AdminAuditQuery) {
  return queryOptions({
    queryKey: [...adminAuditKey, query],
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AdminAuditQuery) {
  return useQuery(auditLogQueryOptions(query));
}
