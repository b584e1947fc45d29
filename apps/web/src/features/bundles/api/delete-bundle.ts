import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { savedBundlesKey } from "./list-bundles";

/** The account (`GET /api/me`, with the allowance): its key, not its module; features don't import each other. */

/** `DELETE /api/bundles/:id`: takes a bundle off the agent's list. */
export function deleteBundle(id: string): Promise<void> {
  return apiFetch<void>(`/api/bundles/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBundle,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedBundlesKey }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
