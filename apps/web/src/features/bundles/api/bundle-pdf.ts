import type { AppointmentLine, BundlePdfCopy } from "@buildr/contracts";

/**
 * `GET /api/bundles/:id/pdf?copy=agent|client`: a one-page PDF the browser downloads itself (the server
 * sends it as an attachment with the client's name), so there is nothing to fetch or cache here.
 */
export function bundlePdfUrl(id: string, copy: BundlePdfCopy, line?: AppointmentLine): string {
  return `/api/bundles/${encodeURIComponent(id)}/pdf?copy=${copy}${line ? `&line=${line}` : ""}`;
}
