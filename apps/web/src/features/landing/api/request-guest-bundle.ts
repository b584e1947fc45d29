import type { GuestBundle, GuestBundleRequest } from "@buildr/contracts/guest";
import { apiFetch } from "@/lib/api-client";

/** The guest coach's one sample bundle (docs/product/decisions.md#d-21); a second one is refused (403 or 429). */
export function requestGuestBundle(body: GuestBundleRequest): Promise<GuestBundle> {
  return apiFetch<GuestBundle>("/api/guest/bundle", { method: "POST", body: JSON.stringify(body) });
}
