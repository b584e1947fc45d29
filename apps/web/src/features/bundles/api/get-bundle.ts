import type { Bundle } from "@buildr/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `GET /api/bundles/:id`: one of the agent's bundles, agent copy. */
export function getBundle(id: string): Promise<Bundle> {
  return apiFetch<Bundle>(`/api/bundles/${encodeURIComponent(id)}`);
}

export const bundleQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["bundles", "detail", id], queryFn: () => getBundle(id) });

export function useBundle(id: string | null) {
  return useQuery({ ...bundleQueryOptions(id ?? ""), enabled: id !== null });
}
