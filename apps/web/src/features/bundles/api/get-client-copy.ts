import type { ClientHandout } from "@buildr/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `GET /api/bundles/:id/client-copy`: what the client may see, no commission anywhere (docs/product/decisions.md#d-14). */
export function getClientCopy(id: string): Promise<ClientHandout> {
  return apiFetch<ClientHandout>(`/api/bundles/${encodeURIComponent(id)}/client-copy`);
}

export const clientCopyQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["bundles", "client-copy", id], queryFn: () => getClientCopy(id) });

export function useClientCopy(id: string, enabled: boolean) {
  return useQuery({ ...clientCopyQueryOptions(id), enabled });
}
