import { useMutation } from "@tanstack/react-query";
import { authRequest } from "./auth-request";

/** better-auth's reset mail; the link leads to the auth area's reset page. */
export function requestPasswordReset(email: string) {
  return authRequest<{ status: boolean }>("/request-password-reset", {
    email,
    redirectTo: "/auth/reset-password",
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
