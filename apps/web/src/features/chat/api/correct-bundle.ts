import type { Bundle, ClientProfile } from "@buildr/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";

/**
 * A chat bundle built again after the agent corrected what was read (`POST /api/bundles/generate` with
 * `correctsBundleId`): free for the agent's own bundle, a few times per bundle. The account is refetched
 * either way, so the credits shown stay true.
 */
export function useCorrectBundle(bundleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ClientProfile) =>
      apiFetch<Bundle>("/api/bundles/generate", {
        method: "POST",
        body: JSON.stringify({ profile, correctsBundleId: bundleId }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
