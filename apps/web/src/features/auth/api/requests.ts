import type { Me } from "@buildr/contracts";
import { ApiError, apiFetch } from "@/lib/api-client";

/*
 * The session's plain requests, shared by the app's query hooks (get-me.ts, get-public-config.ts,
 * sign-out.ts) and the public pages, which ship without the query library (page-session.ts, decision
 * 008). Nothing here may import it: a module both entries use travels whole.
 */

/** The signed-in account as the server sees it (`GET /api/me`), or null when signed out. */
export async function getMe(): Promise<Me | null> {
  try {
    return await apiFetch<Me>("/api/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface PublicConfig {
  googleEnabled: boolean;
  devMailbox: boolean;
  billingTestMode: boolean;
  supportEmail: string;
  /** The support line, or null when this deployment publishes none. */
  supportPhone: string | null;
}

/** `GET /api/config`: what this deployment offers, the same for every visitor. */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiFetch<PublicConfig>("/api/config");
}

/**
 * A plain call to better-auth's route keeps its client library out of the first load (it loads with the
 * /auth page and the sign-in dialogs).
 */
export function signOut(): Promise<unknown> {
  return apiFetch<unknown>("/api/auth/sign-out", { method: "POST", body: "{}" });
}
