import type { AdminGrantRequest, AdminGrantResponse } from "@buildr/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminAuditKey } from "./get-audit-log";
import { recentEntitlementsKey } from "./get-recent-entitlements";
import { adminUsersKey } from "./get-users";

/** `POST /api/admin/grants`: one result per address. */
export function grantAccess(body: AdminGrantRequest) {
  return apiFetch<AdminGrantResponse>("/api/admin/grants", { method: "POST", body: JSON.stringify(body) });
}

export function useGrantAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAccess,
    onSuccess: () => {
      for (const queryKey of [recentEntitlementsKey, adminUsersKey, adminAuditKey])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
