import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { initI18n } from "@/lib/i18n";
import { signInErrorKey, signUpErrorKey } from "./auth-errors";

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage("en");
});

describe("better-auth's errors in the words of docs/product/rules-and-figures.md#errors", () => {
  it.each([
    ["USER_ALREADY_EXISTS", 422, "An account with this email already exists. Please try logging in instead."],
    ["PASSWORD_TOO_SHORT", 400, "Password must be at least 8 characters long"],
    ["INVALID_EMAIL", 400, "Please enter a valid email address"],
    ["EMAIL_PASSWORD_SIGN_UP_DISABLED", 400, "New signups are currently disabled. Please contact support."],
    [
      "PASSWORD_TOO_WEAK",
      400,
      "Please choose a stronger password with a mix of letters, numbers, and special characters",
    ],
    [undefined, 429, "Too many signup attempts. Please wait a few minutes before trying again."],
    ["SOMETHING_NEW", 500, "An unexpected error occurred. Please try again."],
  ])("sign-up %s (%i)", (code, status, words) => {
    expect(i18n.t(signUpErrorKey(code, status))).toBe(words);
  });

  it.each([
    [
      "INVALID_EMAIL_OR_PASSWORD",
      401,
      "Invalid email or password. Please double-check your credentials and try again.",
    ],
    [
      "EMAIL_NOT_VERIFIED",
      403,
      "Your email isn't confirmed yet. We just sent you a new confirmation link: click it, then log in.",
    ],
    [undefined, 429, "Too many login attempts. Please wait a few minutes before trying again."],
    [
      "NEW_USER_SIGNUP_DISABLED",
      400,
      "This email domain is not allowed. Please contact support if you believe this is an error.",
    ],
    ["SOMETHING_NEW", 500, "Login failed. Please try again."],
  ])("login %s (%i)", (code, status, words) => {
    expect(i18n.t(signInErrorKey(code, status))).toBe(words);
  });
});
