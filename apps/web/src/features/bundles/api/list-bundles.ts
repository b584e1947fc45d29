import type { SavedBundleList } from "@buildr/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `GET /api/bundles?search=`: the agent's saved bundles, newest first, with this month's save count. */
export function listBundles(search: string): Promise<SavedBundleList> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : "";
  return apiFetch<SavedBundleList>(`/api/bundles${query}`);
}

/** The key every list (any search) shares, so a save or a delete refreshes them all. */
export const savedBundlesKey = ["bundles", "list"] as const;

export const savedBundlesQueryOptions = (search: string) =>
  queryOptions({ queryKey: [...savedBundlesKey, search.trim()], queryFn: () => listBundles(search) });

export function useSavedBundles(search: string) {
  return useQuery({ ...savedBundlesQueryOptions(search), placeholderData: keepPreviousData });
}
