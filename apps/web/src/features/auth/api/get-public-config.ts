import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPublicConfig } from "./requests";

export const publicConfigQueryOptions = queryOptions({
  queryKey: ["public-config"],
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
