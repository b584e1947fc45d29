import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** docs/product/decisions.md#d-23: server data stays fresh for 5 minutes and is not refetched on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/**
 * The signed-in account's query (`GET /api/me`: plan, allowance, language). Owned by the auth feature;
 * every feature that spends a credit or changes the account invalidates it through this key.
 */
export const ME_QUERY_KEY = ["me"] as const;
