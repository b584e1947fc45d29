import type { PitchBundle as Bundle } from "@buildr/contracts/pitches";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `GET /api/bundles/:id`: the bundle the pitch is written from (the agent's own; 404 otherwise). */
export function getBundle(id: string): Promise<Bundle> {
  return apiFetch<Bundle>(`/api/bundles/${encodeURIComponent(id)}`);
}

export function bundleQueryOptions(id: string) {
  return queryOptions({ queryKey: ["bundles", id], queryFn: () => getBundle(id) });
}

export function useBundle(id: string | null) {
  return useQuery({ ...bundleQueryOptions(id ?? ""), enabled: id !== null });
}
