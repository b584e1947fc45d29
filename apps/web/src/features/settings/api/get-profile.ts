import type { Profile } from "@buildr/contracts/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `GET /api/me/profile`: the account plus the preferences only the settings page needs. */
export function getProfile(): Promise<Profile> {
  return apiFetch<Profile>("/api/me/profile");
}

export const profileQueryOptions = queryOptions({ queryKey: ["profile"], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}
