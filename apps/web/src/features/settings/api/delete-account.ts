import type { DeleteAccountRequest } from "@buildr/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `DELETE /api/me`: the server deletes everything of the account and clears the session cookie. */
export function deleteAccount(body: DeleteAccountRequest) {
  return apiFetch<{ deleted: true }>("/api/me", { method: "DELETE", body: JSON.stringify(body) });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // Like sign-out: nothing of the deleted account stays in the page's cache.
    onSuccess: () => {
      queryClient.setQueryData(["me"], null);
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== "me" && q.queryKey[0] !== "public-config",
      });
    },
  });
}
