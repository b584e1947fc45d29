import { queryOptions, useQuery } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { getMe } from "./requests";

export const meQueryOptions = queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe });

/** The signed-in account (`GET /api/me`); its data is null when signed out. */
export function useMe() {
  return useQuery(meQueryOptions);
}
