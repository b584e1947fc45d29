import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "@/lib/api-client";

const FALLBACK_NAME = "buildr-data.json";

/**
 * `GET /api/me/export`: the server names the file (`buildr-data-YYYY-MM-DD.json`); the browser saves it
 * without leaving the page.
 */
export function exportData(): Promise<string> {
  return downloadFile("/api/me/export", FALLBACK_NAME);
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
