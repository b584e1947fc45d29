import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { signOut } from "./requests";

/** Spec §4: sign-out clears the user and every cached answer, then goes to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== "me" && q.queryKey[0] !== "public-config",
      });
      navigate("/auth", { replace: true });
    },
  });
}
