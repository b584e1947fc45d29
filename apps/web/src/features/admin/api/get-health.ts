import type { AdminHealth, HealthCheckName } from "@buildr/contracts/admin";
import { apiFetch } from "@/lib/api-client";

/** `GET /api/admin/health?check=…`: run on demand from the panel's buttons, never cached. */
export function getHealth(check: HealthCheckName | "all") {
  return apiFetch<AdminHealth>(`/api/admin/health?check=${check}`);
}
