import type { Translation } from "@/locales/en";

type AuthErrorKey = keyof Translation["authErrors"];

/**
 * better-auth's error codes → the texts of site.md §8. Anything unknown falls back to the generic
 * message of the form, never the library's raw text.
 */
export function signUpErrorKey(code: string | undefined, status: number): AuthErrorKey {
  if (status === 429) return "signUpRateLimited";
  if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") return "userExists";
  return "signUpFailed";
}

export function signInErrorKey(code: string | undefined, status: number): AuthErrorKey {
  if (status === 429) return "loginRateLimited";
  if (code === "EMAIL_NOT_VERIFIED") return "emailNotConfirmed";
  if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL" || code === "INVALID_PASSWORD")
    return "invalidCredentials";
  return "loginFailed";
}
