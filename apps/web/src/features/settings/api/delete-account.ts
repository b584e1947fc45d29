import type { DeleteAccountRequest } from "@buildr/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `DELETE /api/me`: the server deletes everything of the account and clears the session cookie. */
export function deleteAccount(body: DeleteAccountRequest) {
  return apiFetch<{ deleted: true }>("/api/me", { method: "DELETE", body: JSON.stringify(body) });
}

/**
 * `onDeleted` takes the page out of /app (to `/`). The router makes that navigation a transition, while a
 * cache write (`setQueryData(["me"], null)`) re-renders at once: /app's guard would then see no account
 * and send the page to /auth first. So the account is removed from the cache instead: screens still
 * showing keep what they have until the navigation lands, and `/` asks the server afresh (401: nobody).
 */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // Like sign-out: nothing of the deleted account stays in the page's cache.
    onSuccess: () => {
      onDeleted();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "public-config" });
    },
  });
}
