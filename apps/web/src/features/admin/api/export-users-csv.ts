import { usersCsvFileName } from "@buildr/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/api-client";
import { adminAuditKey } from "./get-audit-log";

/**
 * `GET /api/admin/users.csv`, saved as the server names it (`users-{date}.csv`). Fetched rather than
 * linked so a refusal becomes a toast instead of a downloaded error page.
 */
export async function exportUsersCsv(): Promise<string> {
  let res: Response;
  try {
    res = await fetch("/api/admin/users.csv", { credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "network_error", "Network error");
  }
  // Reuse the one error reader for a refusal: it answers JSON like every other call.
  if (!res.ok) await apiFetch("/api/admin/users.csv");
  const blob = await res.blob();
  const named = res.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1];
  const fileName = named ?? usersCsvFileName();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useExportUsersCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportUsersCsv,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminAuditKey }),
  });
}
