import type { SavedBundle } from "@buildr/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { savedBundlesKey } from "./list-bundles";

/** The account (`GET /api/me`, with the allowance): its key, not its module; features don't import each other. */

/** `POST /api/bundles`: keeps a generated bundle in the agent's list (free accounts: 2 a month, docs/product/decisions.md#d-4). */
export function saveBundle(bundleId: string): Promise<SavedBundle> {
  return apiFetch<SavedBundle>("/api/bundles", { method: "POST", body: JSON.stringify({ bundleId }) });
}

export function useSaveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBundle,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedBundlesKey }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
