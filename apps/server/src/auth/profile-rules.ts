import { fullNameSchema, VALIDATION_MESSAGES_EN, type ValidationMessageKey } from "@buildr/contracts";
import { LANGUAGES, type Language } from "@buildr/engine";
import { APIError } from "better-auth/api";

/**
 * The rules an account's own fields follow on better-auth's routes (docs/product/decisions.md#d-7), and the
 * shape of a refusal there: sign-up and `POST /api/auth/update-user` write the same fields, so they are
 * judged by the same rules, each refusal naming the field and what to do.
 */

function messageOf(key: unknown): string {
  return VALIDATION_MESSAGES_EN[key as ValidationMessageKey] ?? String(key);
}

/**
 * A refusal from our own checks on better-auth's routes: better-auth's `{ code, message }` that its client
 * reads, with docs/api.md's `{ error: { code, message } }` beside it for every other client.
 */
export function refuse(
  status: "BAD_REQUEST" | "UNPROCESSABLE_ENTITY" | "TOO_MANY_REQUESTS",
  code: string,
  message: string,
  headers?: Record<string, string>,
): never {
  throw new APIError(status, { code, message, error: { code, message } }, headers);
}

/** docs/product/decisions.md#d-7 on the server: better-auth checks lengths only, so the digit-or-special rule and the name rule live here. */
export function badRequest(code: string, key: unknown): never {
  refuse("BAD_REQUEST", code, messageOf(key));
}

export const REFERRAL_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** Fields of the account that `POST /api/auth/update-user` may change, with docs/product/decisions.md#d-7's rules (docs/product/compliance.md#security). */
const UPDATABLE = new Set(["name", "language", "referralCode", "image"]);

/**
 * `POST /api/auth/update-user` writes the same fields sign-up does, so it follows the same rules: a
 * person's name (2-100 characters, no HTML), one of the three languages, a plain referral code. Each
 * refusal names the field and what to do.
 */
export function checkProfileUpdate(body: Record<string, unknown>): Record<string, unknown> {
  const unknown = Object.keys(body).filter((k) => !UPDATABLE.has(k));
  if (unknown.length > 0)
    refuse(
      "BAD_REQUEST",
      "FIELD_NOT_UPDATABLE",
      `These fields can't be changed here: ${unknown.join(", ")}.`,
    );
  if (Object.keys(body).length === 0)
    refuse("BAD_REQUEST", "NOTHING_TO_UPDATE", "Send at least one of name, language or referralCode.");
  const checked = { ...body };
  if ("name" in body) {
    const name = fullNameSchema.safeParse(body.name);
    if (!name.success) badRequest("INVALID_NAME", name.error.issues[0]?.message);
    checked.name = name.data;
  }
  if ("language" in body && !LANGUAGES.includes(body.language as Language))
    refuse("BAD_REQUEST", "INVALID_LANGUAGE", "language must be one of en, es or fr.");
  if (
    "referralCode" in body &&
    body.referralCode !== null &&
    !(typeof body.referralCode === "string" && REFERRAL_PATTERN.test(body.referralCode))
  )
    refuse(
      "BAD_REQUEST",
      "INVALID_REFERRAL_CODE",
      "referralCode must be 1 to 64 letters, digits, dots, dashes or underscores (or null to remove it).",
    );
  // Nothing in the product shows a picture; an address typed here would only be a place to hide a link.
  if ("image" in body && body.image !== null)
    refuse(
      "BAD_REQUEST",
      "FIELD_NOT_UPDATABLE",
      "The profile picture can't be set; send image as null or leave it out.",
    );
  return checked;
}
