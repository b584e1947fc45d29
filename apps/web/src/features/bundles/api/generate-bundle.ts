import type { Bundle, ErrorBody, GenerateBundleRequest } from "@buildr/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { bundleQueryOptions } from "./get-bundle";

/** The account (`GET /api/me`, with the allowance): its key, not its module; features don't import each other. */
const ACCOUNT_KEY = ["me"] as const;

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
  let res: Response;
  try {
    res = await fetch("/api/bundles/generate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "network_error", "Network error");
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) return json as Bundle;
  const error = (json as (ErrorBody & { error: { missing?: string[] } }) | null)?.error;
  if (res.status === 422 && error?.code === "lead_too_vague")
    throw new LeadTooVagueError(error.message, error.missing ?? []);
  throw new ApiError(
    res.status,
    error?.code ?? "internal_error",
    error?.message ?? res.statusText,
    error?.fields,
  );
}

/** Spends a credit for a free account (D-2), so the allowance in the header is refetched either way. */
export function useGenerateBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateBundle,
    onSuccess: (bundle) => queryClient.setQueryData(bundleQueryOptions(bundle.id).queryKey, bundle),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}
