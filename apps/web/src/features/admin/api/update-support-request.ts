import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminAuditKey } from "./get-audit-log";
import { supportRequestsKey } from "./get-support-requests";

/** `PATCH /api/admin/support/:id`: handled, or open again. */
export function updateSupportRequest({ id, handled }: { id: string; handled: boolean }) {
  return apiFetch<{ id: string; handledAt: string | null; handledByEmail: string | null }>(
    `/api/admin/support/${encodeURIComponent(id)}`,
    { method: "PATCH", body: JSON.stringify({ handled }) },
  );
}

export function useUpdateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportRequestsKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditKey });
    },
  });
}
