import type { GuestLead, GuestLeadRequest } from "@buildr/contracts/guest";
import { apiFetch } from "@/lib/api-client";

/** The guest coach's e-mail gate (docs/product/decisions.md#d-21): the e-mail becomes a lead, with the visitor's referral code. */
export function registerGuestLead(body: GuestLeadRequest): Promise<GuestLead> {
  return apiFetch<GuestLead>("/api/guest/leads", { method: "POST", body: JSON.stringify(body) });
}
