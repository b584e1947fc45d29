import type { AdminVipResponse } from "@buildr/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminAuditKey } from "./get-audit-log";
import { adminUsersKey } from "./get-users";

/** `POST /api/admin/vip-accounts`: the configured VIP list, created or updated. */
export function processVipAccounts() {
  return apiFetch<AdminVipResponse>("/api/admin/vip-accounts", { method: "POST" });
}

export function useProcessVipAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processVipAccounts,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditKey });
    },
  });
}
