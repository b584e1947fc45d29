import type { Translation } from "@/locales/en";

type AuthErrorKey = `authErrors.${keyof Translation["authErrors"]}`;
type ValidationKey = `validation.${keyof Translation["validation"]}`;
/** A translation key: the words of docs/product/rules-and-figures.md#errors (or of §5 when the server refused a field). */
export type AuthErrorMessageKey = AuthErrorKey | ValidationKey;

/**
 * better-auth's error codes (and our server's docs/product/decisions.md#d-7 codes) → the texts of docs/product/rules-and-figures.md#errors. Anything unknown
 * falls back to the form's generic message, never the library's raw English.
 */
export function signUpErrorKey(code: string | undefined, status: number): AuthErrorMessageKey {
  if (status === 429) return "authErrors.signUpRateLimited";
  switch (code) {
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "authErrors.userExists";
    case "PASSWORD_TOO_SHORT":
      return "validation.passwordTooShort";
    case "PASSWORD_TOO_LONG":
      return "validation.passwordTooLong";
    case "PASSWORD_TOO_WEAK":
      return "authErrors.weakPassword";
    case "INVALID_EMAIL":
      return "validation.emailInvalid";
    case "EMAIL_TOO_LONG":
      return "validation.emailTooLong";
    case "EMAIL_PASSWORD_SIGN_UP_DISABLED":
    case "EMAIL_PASSWORD_DISABLED":
      return "authErrors.signUpDisabled";
    case "INVALID_NAME":
      return "authErrors.invalidName";
    case "INVITATION_INVALID":
      return "authErrors.invitationInvalid";
    default:
      return "authErrors.signUpFailed";
  }
}

export function signInErrorKey(code: string | undefined, status: number): AuthErrorMessageKey {
  // Wrong passwords have paused password sign-in on this account; an e-mail link still works.
  if (code === "ACCOUNT_TEMPORARILY_LOCKED") return "authErrors.accountLocked";
  if (status === 429) return "authErrors.loginRateLimited";
  switch (code) {
    case "EMAIL_NOT_VERIFIED":
      return "authErrors.emailNotConfirmed";
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_EMAIL":
    case "INVALID_PASSWORD":
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
    case "USER_NOT_FOUND":
      return "authErrors.invalidCredentials";
    // A magic link for an address that may not create an account (docs/product/rules-and-figures.md#errors "signups not allowed").
    case "EMAIL_PASSWORD_SIGN_UP_DISABLED":
    case "NEW_USER_SIGNUP_DISABLED":
      return "authErrors.emailDomainNotAllowed";
    default:
      return "authErrors.loginFailed";
  }
}
