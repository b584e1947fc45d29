import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export interface PublicConfig {
  googleEnabled: boolean;
  devMailbox: boolean;
  billingTestMode: boolean;
  supportEmail: string;
  /** The support line, or null when this deployment publishes none. */
  supportPhone: string | null;
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ["public-config"],
  queryFn: () => apiFetch<PublicConfig>("/api/config"),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
