/**
 * The account part of the HTTP contract: sign-up and profile rules, the allowance, `/api/me`, settings, the
 * dashboard, the export and the deletion. One file per area of the API, so both apps take one area's rules
 * from one place.
 */
import { z } from "zod";
import { PLANS, ROLES } from "./roles.js";

/**
 * docs/product/decisions.md#d-7: one rule everywhere (dialogs, the /auth page and the server). The messages are keys of the web
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
  nameHasMarkup: "Full name can't contain < or >.",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email address is too long",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordTooLong: "Password is too long (max 128 characters)",
  passwordNeedsDigitOrSpecial: "Password should contain at least one number or special character",
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES_EN;

/**
 * The one address rule, for every field that takes an address (sign-up, support, guest coach, checkout,
 * admin invitations and grants). It is the rule better-auth applies to sign-up and sign-in (zod's
 * `z.email()`): a dot-separated local part of letters, digits and `_ ' + -`, then a domain of
 * letter-or-digit labels ending in a letters-only top level. Nothing a URL or a mail header gives meaning
 * to (`? & = % # / , ; < > "`, spaces, a second `@`) gets through, so an address can be put in a
 * `mailto:` link or a Reply-To header as it is.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

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
      .max(NAME_MAX, { error: "nameTooLong" })
      // A name is shown in mail, PDFs and the admin's tables: no markup, even though each escapes it.
      .refine((s) => !/[<>]/.test(s), { error: "nameHasMarkup" }),
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

/** Why a password is refused, or null when it meets the rule (docs/product/decisions.md#d-7). */
export function passwordProblem(password: string): ValidationMessageKey | null {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message as ValidationMessageKey);
}

/** The free tier (docs/decisions/014): new bundles a calendar month, coaching answers a day. */
export const FREE_BUNDLES_PER_MONTH = 2;
export const FREE_COACHING_PER_DAY = 5;

/**
 * What a free account has left (docs/decisions/014): `remaining` bundle credits (2 each calendar month, plus
 * any granted), and `coachingRemaining` coaching answers today (5 a day). Both null when unlimited.
 */
export const allowanceSchema = z.object({
  unlimited: z.boolean(),
  remaining: z.number().int().nullable(),
  coachingRemaining: z.number().int().nullable(),
});
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

/** Settings (docs/product/screens.md#routes): what an agent may change about their own account. */
export const COMPANY_MAX = 120;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
/**
 * A loose international number: an optional +, then digits with the usual separators. E.164 allows at
 * most 15 digits; fewer than 7 is never a reachable phone.
 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*[0-9]$/;

export function isPlausiblePhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/**
 * The CMS TPMO disclaimer's counts (42 CFR 422.2267(e)(41)): how many organizations the agent represents
 * and how many plans they offer in the client's area. Both optional; printed on every Medicare client copy.
 */
export const TPMO_ORGANIZATIONS_MAX = 999;
export const TPMO_PLANS_MAX = 9999;

/** English words for the profile problems; the web app translates the same keys. */
export const PROFILE_MESSAGES_EN = {
  companyTooLong: `Company name is too long (max ${COMPANY_MAX} characters)`,
  tpmoOrganizationsInvalid: `Enter a whole number of organizations from 1 to ${TPMO_ORGANIZATIONS_MAX}, or leave it blank.`,
  tpmoPlansInvalid: `Enter a whole number of plans from 1 to ${TPMO_PLANS_MAX}, or leave it blank.`,
  phoneInvalid: "Enter a phone number such as +1 555 123 4567 (7 to 15 digits)",
  nothingToUpdate:
    "Send at least one of name, company, phone, language, emailUnsubscribed, tpmoOrganizations or tpmoPlans.",
  emailReadOnly: "Your sign-in e-mail can't be changed here. Contact support to change it.",
} as const;
export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES_EN;

type MessageSet = Record<ProfileMessageKey, string>;

/** An optional text that may be cleared: blank (or null) means "remove it". */
function clearableText(check: z.ZodString) {
  return z
    .string()
    .nullable()
    .transform((v) => (v ?? "").trim())
    .pipe(
      z
        .string()
        .transform((s) => (s === "" ? null : s))
        .pipe(check.nullable()),
    );
}

/** An optional whole count that may be cleared: null (or a blank form field) means "not set". */
function clearableCount(max: number, message: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : Number(v.trim())) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .nullable(),
  );
}

function profileFields(messages: MessageSet) {
  return {
    name: fullNameSchema,
    company: clearableText(z.string().max(COMPANY_MAX, { error: messages.companyTooLong })),
    phone: clearableText(z.string().refine(isPlausiblePhone, { error: messages.phoneInvalid })),
  };
}

function tpmoFields(messages: MessageSet) {
  return {
    tpmoOrganizations: clearableCount(TPMO_ORGANIZATIONS_MAX, messages.tpmoOrganizationsInvalid),
    tpmoPlans: clearableCount(TPMO_PLANS_MAX, messages.tpmoPlansInvalid),
  };
}

const KEYS = Object.fromEntries(Object.keys(PROFILE_MESSAGES_EN).map((k) => [k, k])) as MessageSet;

/** The settings form, with problems named by key for the web app to translate. */
export const profileFormSchema = z.object(profileFields(KEYS));
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** The Settings card for the TPMO disclaimer's counts; a blank field clears the count. */
export const tpmoFormSchema = z.object(tpmoFields(KEYS));
export type TpmoFormValues = z.input<typeof tpmoFormSchema>;

const serverFields = { ...profileFields(PROFILE_MESSAGES_EN), ...tpmoFields(PROFILE_MESSAGES_EN) };

/**
 * `PATCH /api/me`: any subset of the agent's own profile. Unknown keys are refused, so a client can
 * never slip `role` through; the e-mail changes only through support (a verified change flow would need
 * the auth configuration to allow it).
 */
export const updateProfileRequestSchema = z
  .strictObject(
    {
      name: serverFields.name.optional(),
      company: serverFields.company.optional(),
      phone: serverFields.phone.optional(),
      language: z.enum(["en", "es", "fr"]).optional(),
      emailUnsubscribed: z.boolean().optional(),
      tpmoOrganizations: serverFields.tpmoOrganizations.optional(),
      tpmoPlans: serverFields.tpmoPlans.optional(),
      // Named rather than refused as an unknown key, so the answer says how to change it.
      email: z
        .unknown()
        .refine(() => false, { error: PROFILE_MESSAGES_EN.emailReadOnly })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `These fields can't be changed here: ${issue.keys.join(", ")}.`
          : undefined,
    },
  )
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    error: PROFILE_MESSAGES_EN.nothingToUpdate,
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** `GET /api/me/profile` and the answer of `PATCH /api/me`: the account plus its mail preference. */
export const profileSchema = meSchema.extend({
  emailUnsubscribed: z.boolean(),
  /**
   * The yearly subscription that gives access, if any: the period's end as `renewsAt`, or as `cancelsAt`
   * once it was cancelled (Premium stays until then; resuming in the portal takes it back).
   */
  subscription: z.object({ renewsAt: z.string().nullable(), cancelsAt: z.string().nullable() }).nullable(),
  /** The TPMO disclaimer's counts; null until the agent sets them. */
  tpmoOrganizations: z.number().int().nullable(),
  tpmoPlans: z.number().int().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `GET /api/me/dashboard` (docs/product/screens.md): the agent's figures, computed by the server from their bundles. */
export const DASHBOARD_WEEKS = 8;
const rangeSchema = z.object({ low: z.number().min(0), high: z.number().min(0) });
export const dashboardSchema = z.object({
  allowance: allowanceSchema,
  plan: z.enum(PLANS).nullable(),
  isPaid: z.boolean(),
  month: z.object({
    /** First instant of the current calendar month, UTC (docs/product/decisions.md#d-4). */
    start: z.string(),
    generated: z.number().int().min(0),
    saved: z.number().int().min(0),
    /** Saves allowed this month; null when unlimited (docs/product/decisions.md#d-4). */
    saveLimit: z.number().int().nullable(),
  }),
  saved: z.object({
    count: z.number().int().min(0),
    /** Sum of the saved bundles' estimated first-year commission: agent-only, never client-facing. */
    firstYearCommission: rangeSchema,
  }),
  /** The last DASHBOARD_WEEKS weeks (Monday to Sunday, UTC), oldest first. */
  weeks: z.array(
    z.object({
      start: z.string(),
      generated: z.number().int().min(0),
      saved: z.number().int().min(0),
    }),
  ),
  recent: z.array(
    z.object({
      id: z.string(),
      summary: z.string(),
      clientName: z.string().nullable(),
      language: z.enum(["en", "es", "fr"]),
      createdAt: z.string(),
      saved: z.boolean(),
      firstYearCommission: rangeSchema,
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * `DELETE /api/me` (docs/product/screens.md): the agent types their sign-in e-mail, or the word DELETE, so a stray click
 * can never remove an account.
 */
export const DELETE_ACCOUNT_WORD = "DELETE";
export const deleteAccountRequestSchema = z.object({ confirm: z.string().max(EMAIL_MAX) });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** Whether what the agent typed confirms deleting the account of `email`. */
export function confirmsAccountDeletion(typed: string, email: string): boolean {
  const value = typed.trim();
  return value === DELETE_ACCOUNT_WORD || normalizeEmail(value) === normalizeEmail(email);
}

/**
 * `GET /api/me/export`: everything the product keeps about the agent, as a download. Sign-in secrets
 * (password hash, session and provider tokens) are never part of it.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(ROLES),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    language: z.enum(["en", "es", "fr"]),
    referralCode: z.string().nullable(),
    emailUnsubscribed: z.boolean(),
    trialCredits: z.number().int(),
    tpmoOrganizations: z.number().int().nullable(),
    tpmoPlans: z.number().int().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  signInMethods: z.array(z.string()),
  entitlements: z.array(
    z.object({
      plan: z.string(),
      source: z.string(),
      expiresAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  bundles: z.array(
    z.object({
      id: z.string(),
      language: z.string(),
      lead: z.string().nullable(),
      summary: z.string(),
      savedAt: z.string().nullable(),
      createdAt: z.string(),
      bundle: z.unknown(),
    }),
  ),
  conversations: z.array(
    z.object({
      id: z.string(),
      title: z.string().nullable(),
      language: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      messages: z.array(
        z.object({
          role: z.string(),
          content: z.string(),
          kind: z.string().nullable(),
          bundleId: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  supportRequests: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      createdAt: z.string(),
      handledAt: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
