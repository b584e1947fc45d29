import type { SupportReceipt, SupportRequest } from "@buildr/contracts/support";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `POST /api/support`: stored for the admins and mailed to the support address (docs/product/decisions.md#d-16). */
export function sendSupportRequest(body: SupportRequest): Promise<SupportReceipt> {
  return apiFetch<SupportReceipt>("/api/support", { method: "POST", body: JSON.stringify(body) });
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
