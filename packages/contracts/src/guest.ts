import { z } from "zod";
import { EMAIL_MAX, EMAIL_PATTERN, normalizeEmail } from "./account.js";
import { LEAD_MAX, languageSchema, moneySchema } from "./bundles.js";

/**
 * The landing page's guest coach (docs/product/decisions.md#d-21, docs/product/chat-coach.md#flow, docs/product/rules-and-figures.md#validation e-mail gate): a signed-out visitor gives an
 * e-mail, kept as a lead with its referral code, and gets one sample bundle; the next step is an account.
 */

/** One sample bundle per e-mail address, ever: the account's 2 credits are the next step. */
export const GUEST_BUNDLES_PER_EMAIL = 1;
/** New e-mail leads one client address may register in an hour (stops a script from minting e-mails). */
export const GUEST_LEADS_PER_ADDRESS_PER_HOUR = 5;
/** Sample bundles one client address may receive in a day, whatever e-mails it gives. */
export const GUEST_BUNDLES_PER_ADDRESS_PER_DAY = 3;

/** The specs' loose pattern (non-space, @, text, dot, text), the same one the sign-up forms use. */
export const guestEmailSchema = z
  .string({ error: "Please provide a valid email address." })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .max(EMAIL_MAX, { error: "That email address is too long." })
      .regex(EMAIL_PATTERN, { error: "Please provide a valid email address." }),
  );

export const guestLeadRequestSchema = z.object({
  email: guestEmailSchema,
  /** docs/product/decisions.md#d-19: the `via` code the visitor arrived with, if any. */
  referralCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, {
      error: "A referral code is 1-64 letters, digits, dots, dashes or underscores.",
    })
    .optional(),
  language: languageSchema.optional(),
});
export type GuestLeadRequest = z.input<typeof guestLeadRequestSchema>;

export const guestLeadSchema = z.object({
  email: z.string(),
  /** Sample bundles this e-mail may still receive (0 once it has had its one). */
  bundlesRemaining: z.number().int().min(0),
});
export type GuestLead = z.infer<typeof guestLeadSchema>;

export const guestBundleRequestSchema = z.object({
  email: guestEmailSchema,
  lead: z
    .string({ error: "Describe the lead in a few words." })
    .trim()
    .min(1, { error: "Describe the lead in a few words." })
    .max(LEAD_MAX, { error: `Keep the lead under ${LEAD_MAX} characters.` }),
  language: languageSchema.optional(),
});
export type GuestBundleRequest = z.input<typeof guestBundleRequestSchema>;

/**
 * The sample, compact: enough for an agent to judge the coach (products, premiums, carriers, first-year
 * commission, the opening of the talk track), not the whole one-page bundle an account gets.
 */
export const guestBundleSchema = z.object({
  language: languageSchema,
  summary: z.string(),
  policies: z.array(
    z.object({
      name: z.string(),
      coverage: z.string(),
      premium: z.object({ mode: z.enum(["monthly", "single"]), amount: moneySchema }),
      carriers: z.array(z.string()),
    }),
  ),
  totals: z.object({
    monthlyPremium: moneySchema,
    singlePremium: moneySchema,
    firstYearCommission: moneySchema,
  }),
  /** The first lines of the talk track. */
  talkTrack: z.array(z.string()),
  compliance: z.array(z.string()),
});
export type GuestBundle = z.infer<typeof guestBundleSchema>;
