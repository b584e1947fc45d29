import type { DeleteAccountRequest } from "@buildr/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `DELETE /api/me`: the server deletes everything of the account and clears the session cookie. */
export function deleteAccount(body: DeleteAccountRequest) {
  return apiFetch<{ deleted: true }>("/api/me", { method: "DELETE", body: JSON.stringify(body) });
}

/**
 * `onDeleted` runs before the cache forgets the account: it must take the page out of /app (to `/`).
 * The other way round, /app's guard would see no account and send the page to /auth first, unmounting
 * the caller, whose own success handler then never runs.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // Like sign-out: nothing of the deleted account stays in the page's cache.
    onSuccess: () => {
      onDeleted();
      queryClient.setQueryData(["me"], null);
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== "me" && q.queryKey[0] !== "public-config",
      });
    },
  });
}
