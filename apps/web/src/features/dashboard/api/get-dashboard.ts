import type { Dashboard } from "@buildr/contracts/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `GET /api/me/dashboard`: every figure is computed by the server from the agent's own bundles. */
export function getDashboard(): Promise<Dashboard> {
  return apiFetch<Dashboard>("/api/me/dashboard");
}

export const dashboardQueryOptions = queryOptions({ queryKey: ["dashboard"], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
