import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export interface ReferralSummary {
  code: string;
  link: string;
  signUps: number;
  upgrades: number;
}

/** `GET /api/me/referral`: the agent's own `?via=` link and what it brought. */
export const referralQueryOptions = queryOptions({
  queryKey: ["me", "referral"],
  queryFn: () => apiFetch<ReferralSummary>("/api/me/referral"),
});

export function useReferral() {
  return useQuery(referralQueryOptions);
}
