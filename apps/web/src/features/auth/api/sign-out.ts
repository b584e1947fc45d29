import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiFetch } from "@/lib/api-client";

/**
 * Spec §4: sign-out clears the user and every cached answer, then goes to /auth. A plain call to
 * better-auth's route keeps its client library out of the app shell (it loads with the /auth page).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch<unknown>("/api/auth/sign-out", { method: "POST", body: "{}" }),
    onSettled: () => {
      queryClient.setQueryData(["me"], null);
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== "me" && q.queryKey[0] !== "public-config",
      });
      navigate("/auth", { replace: true });
    },
  });
}
