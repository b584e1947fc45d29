import type { Me } from "@buildr/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/api-client";

/** The signed-in account as the server sees it (`GET /api/me`), or null when signed out. */
export async function getMe(): Promise<Me | null> {
  try {
    return await apiFetch<Me>("/api/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({ queryKey: ["me"], queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions);
}
