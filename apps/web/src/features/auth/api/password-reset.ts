import { authClient } from "@/lib/auth-client";

/**
 * Where better-auth's reset link lands: its `/api/auth/reset-password/:token` checks the token and then
 * sends the browser here with `?token=` (or `?error=INVALID_TOKEN`). Settings, /auth and the admin's
 * reset all use this one page.
 */
export const RESET_PASSWORD_PATH = "/auth/reset-password";

export function requestPasswordReset(email: string) {
  return authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH });
}

/** The server applies the docs/product/decisions.md#d-7 rule again and spends the token (it works once, for an hour). */
export function resetPassword(token: string, newPassword: string) {
  return authClient.resetPassword({ token, newPassword });
}
