import type { AdminInviteRequest } from "@buildr/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminAuditKey } from "./get-audit-log";

/** `POST /api/admin/invites`: a sign-up link by mail; the role applies at sign-up. */
export function sendInvite(body: AdminInviteRequest) {
  return apiFetch<{ ok: true; email: string; role: string; expiresAt: string }>("/api/admin/invites", {
    method: "POST",
    body: JSON.stringify(body),
  });
}

export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminAuditKey }),
  });
}
