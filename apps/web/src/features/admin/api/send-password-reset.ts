import type { AdminOk } from "@buildr/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminAuditKey } from "./get-audit-log";

/** `POST /api/admin/users/:id/password-reset`: better-auth's reset mail to the account. */
export function sendPasswordReset(id: string) {
  return apiFetch<AdminOk>(`/api/admin/users/${encodeURIComponent(id)}/password-reset`, { method: "POST" });
}

export function useSendPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPasswordReset,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminAuditKey }),
  });
}
