import type { Profile, UpdateProfileRequest } from "@buildr/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { profileQueryOptions } from "./get-profile";

/** `PATCH /api/me`: the answer is the saved profile; the shell's name and the account follow it. */
export function updateProfile(body: UpdateProfileRequest): Promise<Profile> {
  return apiFetch<Profile>("/api/me", { method: "PATCH", body: JSON.stringify(body) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
