import type { SavedBundleList } from "@buildr/contracts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/**
 * `GET /api/bundles?search=&cursor=`: one page of the agent's saved bundles, most recently saved first,
 * with this month's save count and the cursor of the next page (null on the last).
 */
export function listBundles(search: string, cursor?: string | null): Promise<SavedBundleList> {
  const params = new URLSearchParams();
  if (search.trim()) params.set("search", search.trim());
  if (cursor) params.set("cursor", cursor);
  const query = params.size > 0 ? `?${params}` : "";
  return apiFetch<SavedBundleList>(`/api/bundles${query}`);
}

/** The key every list (any search) shares, so a save or a delete refreshes them all. */
export const savedBundlesKey = ["bundles", "list"] as const;

export const savedBundlesQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...savedBundlesKey, search.trim()],
    queryFn: ({ pageParam }) => listBundles(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * The saved list, page by page: `bundles` is every page loaded so far, the counts come from the newest
 * page. `fetchNextPage` loads the next one while `hasNextPage`.
 */
export function useSavedBundles(search: string) {
  const query = useInfiniteQuery({ ...savedBundlesQueryOptions(search), placeholderData: keepPreviousData });
  const pages = query.data?.pages ?? [];
  const latest = pages[pages.length - 1];
  const data = latest
    ? {
        bundles: pages.flatMap((p) => p.bundles),
        savedThisMonth: latest.savedThisMonth,
        monthlyLimit: latest.monthlyLimit,
      }
    : undefined;
  return { ...query, data };
}
