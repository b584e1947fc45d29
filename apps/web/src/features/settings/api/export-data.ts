import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";

const FALLBACK_NAME = "buildr-data.json";

/**
 * `GET /api/me/export`: the server names the file (`buildr-data-YYYY-MM-DD.json`); the browser saves it
 * without leaving the page.
 */
export async function exportData(): Promise<string> {
  let res: Response;
  try {
    res = await fetch("/api/me/export", { credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "network_error", "Network error");
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    throw new ApiError(res.status, body?.error?.code ?? "internal_error", body?.error?.message ?? "");
  }
  const name = res.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? FALLBACK_NAME;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
