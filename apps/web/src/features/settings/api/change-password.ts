import { useMutation } from "@tanstack/react-query";
import { authRequest } from "./auth-request";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

/** better-auth's `POST /api/auth/change-password`; the server applies the docs/product/decisions.md#d-7 rule to the new one. */
export function changePassword(input: ChangePasswordInput) {
  return authRequest<{ token: string | null }>("/change-password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
