import { queryOptions, useQuery } from "@tanstack/react-query";
import { getMe } from "./requests";

export const meQueryOptions = queryOptions({ queryKey: ["me"], queryFn: getMe });

/** The signed-in account (`GET /api/me`); its data is null when signed out. */
export function useMe() {
  return useQuery(meQueryOptions);
}
