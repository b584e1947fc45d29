import type { PitchRequest, PitchResponse } from "@buildr/contracts/pitches";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `POST /api/pitches` (docs/product/decisions.md#d-15): the server writes the pitch from one of the agent's bundles. */
export function generatePitch(body: PitchRequest): Promise<PitchResponse> {
  return apiFetch<PitchResponse>("/api/pitches", { method: "POST", body: JSON.stringify(body) });
}

/** A pitch changes nothing stored: nothing to invalidate. */
export function useGeneratePitch() {
  return useMutation({ mutationKey: ["pitches", "generate"], mutationFn: generatePitch });
}
