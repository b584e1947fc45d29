import { usersCsvFileName } from "@buildr/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { downloadFile } from "@/lib/api-client";
import { adminAuditKey } from "./get-audit-log";

/**
 * `GET /api/admin/users.csv`, saved as the server names it (`users-{date}.csv`). Fetched rather than
 * linked so a refusal becomes a toast instead of a downloaded error page.
 */
export function exportUsersCsv(): Promise<string> {
  return downloadFile("/api/admin/users.csv", usersCsvFileName());
}

export function useExportUsersCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportUsersCsv,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminAuditKey }),
  });
}
