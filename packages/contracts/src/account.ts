import { z } from "zod";
import { PLANS, ROLES } from "./roles.js";

/**
 * D-7: one rule everywhere (dialogs, the /auth page and the server). The messages are keys of the web
 * app's `validation` namespace; `VALIDATION_MESSAGES_EN` gives the English text the server answers with.
 */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const VALIDATION_MESSAGES_EN = {
  nameRequired: "Please enter your full name.",
  nameTooShort: "Full name must be at least 2 characters long",
  nameTooLong: "Full name is too long (max 100 characters)",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email address is too long",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordTooLong: "Password is too long (max 128 characters)",
  passwordNeedsDigitOrSpecial: "Password should contain at least one number or special character",
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES_EN;

/** The loose address pattern of the specs: something, an at sign, something, a dot, something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const fullNameSchema = z
  .string({ error: "nameRequired" })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, { error: "nameRequired" })
      .min(NAME_MIN, { error: "nameTooShort" })
      .max(NAME_MAX, { error: "nameTooLong" }),
  );

export const emailSchema = z
  .string({ error: "emailRequired" })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .min(1, { error: "emailRequired" })
      .max(EMAIL_MAX, { error: "emailTooLong" })
      .regex(EMAIL_PATTERN, { error: "emailInvalid" }),
  );

export const newPasswordSchema = z
  .string({ error: "passwordRequired" })
  .min(1, { error: "passwordRequired" })
  .min(PASSWORD_MIN, { error: "passwordTooShort" })
  .max(PASSWORD_MAX, { error: "passwordTooLong" })
  .regex(/[\d\W_]/, { error: "passwordNeedsDigitOrSpecial" });

/** Signing in checks only presence and the maximum: an old password is not re-judged by today's rule. */
export const currentPasswordSchema = z
  .string({ error: "passwordRequired" })
  .min(1, { error: "passwordRequired" })
  .max(PASSWORD_MAX, { error: "passwordTooLong" });

export const signUpSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export const signInSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

/** Why a password is refused, or null when it meets the rule (D-7). */
export function passwordProblem(password: string): ValidationMessageKey | null {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message as ValidationMessageKey);
}

export const allowanceSchema = z.object({ unlimited: z.boolean(), remaining: z.number().int().nullable() });
export type Allowance = z.infer<typeof allowanceSchema>;

/** `GET /api/me` */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  plan: z.enum(PLANS).nullable(),
  isPaid: z.boolean(),
  isUnlimited: z.boolean(),
  allowance: allowanceSchema,
  company: z.string().nullable(),
  phone: z.string().nullable(),
  referralCode: z.string().nullable(),
  emailVerified: z.boolean(),
  language: z.enum(["en", "es", "fr"]),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;
