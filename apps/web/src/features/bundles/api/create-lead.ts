import type { CreateLeadRequest, Lead } from "@buildr/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { localDay } from "@/lib/format";

/** `POST /api/leads`: the bundle's client as a lead, with the follow-up plan scheduled by the server. */
export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateLeadRequest) =>
      apiFetch<Lead>("/api/leads", {
        method: "POST",
        body: JSON.stringify({ ...request, today: localDay() }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["leads"] }),
  });
}
