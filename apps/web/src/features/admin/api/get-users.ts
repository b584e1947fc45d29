import type { AdminUserList, AdminUsersQuery } from "@buildr/contracts/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const adminUsersKey = ["admin", "users"] as const;

/** `GET /api/admin/users`: one page of accounts, searched, filtered and sorted on the server. */
export function getUsers(query: AdminUsersQuery): Promise<AdminUserList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "" && value !== "all") params.set(key, String(value));
  return apiFetch<AdminUserList>(`/api/admin/users?${params}`);
}

export function usersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: [...adminUsersKey, query],
    queryFn: () => getUsers(query),
    // The table keeps the current page on screen while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: AdminUsersQuery) {
  return useQuery(usersQueryOptions(query));
}
