import type { Bundle, ErrorBody, GenerateBundleRequest } from "@buildr/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiErrorOf, apiRequest } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { bundleQueryOptions } from "./get-bundle";

/** The account (`GET /api/me`, with the allowance): its key, not its module; features don't import each other. */

/** A 422 lead_too_vague carries the questions to ask the client, in the lead's language. */
export class LeadTooVagueError extends ApiError {
  constructor(
    message: string,
    readonly missing: string[],
  ) {
    super(422, "lead_too_vague", message);
  }
}

/**
 * `POST /api/bundles/generate`: a lead or a fact-finder profile in, the one-page bundle out. Read by hand
 * rather than through `apiFetch`, because the refusal's `missing` list is the useful part of it.
 */
export async function generateBundle(body: GenerateBundleRequest): Promise<Bundle> {
  const res = await apiRequest("/api/bundles/generate", { method: "POST", body: JSON.stringify(body) });
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) return json as Bundle;
  const error = (json as (ErrorBody & { error: { missing?: string[] } }) | null)?.error;
  if (res.status === 422 && error?.code === "lead_too_vague")
    throw new LeadTooVagueError(error.message, error.missing ?? []);
  throw apiErrorOf(res, json);
}

/** Spends a credit for a free account (docs/product/decisions.md#d-2), so the allowance in the header is refetched either way. */
export function useGenerateBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateBundle,
    onSuccess: (bundle) => queryClient.setQueryData(bundleQueryOptions(bundle.id).queryKey, bundle),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
