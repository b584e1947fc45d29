import { z } from "zod";
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, NAME_MIN, normalizeEmail } from "./account.js";

/** Help & Support (docs/product/screens.md#routes, docs/product/decisions.md#d-16): the contact form, stored and mailed to the support address. */
export const SUPPORT_CATEGORIES = ["account", "billing", "bundles", "coach", "technical", "other"] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
/** Requests one account may send per rolling hour; more answers 429 with Retry-After. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;

/** English words for each problem; the web app translates the same keys. */
export const SUPPORT_MESSAGES_EN = {
  nameRequired: "Please enter your name.",
  nameTooShort: `Name must be at least ${NAME_MIN} characters long`,
  nameTooLong: `Name is too long (max ${NAME_MAX} characters)`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email address is too long",
  subjectTooShort: `Subject must be at least ${SUPPORT_SUBJECT_MIN} characters long`,
  subjectTooLong: `Subject is too long (max ${SUPPORT_SUBJECT_MAX} characters)`,
  messageTooShort: `Tell us a little more (at least ${SUPPORT_MESSAGE_MIN} characters)`,
  messageTooLong: `Message is too long (max ${SUPPORT_MESSAGE_MAX} characters)`,
  categoryInvalid: `Choose a category: ${SUPPORT_CATEGORIES.join(", ")}`,
} as const;
export type SupportMessageKey = keyof typeof SUPPORT_MESSAGES_EN;
type MessageSet = Record<SupportMessageKey, string>;

const trimmed = () => z.string().transform((s) => s.trim());

function supportFields(m: MessageSet) {
  return {
    name: trimmed().pipe(
      z
        .string()
        .min(1, { error: m.nameRequired })
        .min(NAME_MIN, { error: m.nameTooShort })
        .max(NAME_MAX, { error: m.nameTooLong }),
    ),
    email: z
      .string()
      .transform(normalizeEmail)
      .pipe(
        z
          .string()
          .min(1, { error: m.emailRequired })
          .max(EMAIL_MAX, { error: m.emailTooLong })
          .regex(EMAIL_PATTERN, { error: m.emailInvalid }),
      ),
    subject: trimmed().pipe(
      z
        .string()
        .min(SUPPORT_SUBJECT_MIN, { error: m.subjectTooShort })
        .max(SUPPORT_SUBJECT_MAX, { error: m.subjectTooLong }),
    ),
    category: z.enum(SUPPORT_CATEGORIES, { error: m.categoryInvalid }),
    message: trimmed().pipe(
      z
        .string()
        .min(SUPPORT_MESSAGE_MIN, { error: m.messageTooShort })
        .max(SUPPORT_MESSAGE_MAX, { error: m.messageTooLong }),
    ),
  };
}

const KEYS = Object.fromEntries(Object.keys(SUPPORT_MESSAGES_EN).map((k) => [k, k])) as MessageSet;

/** The contact form in the browser, with problems named by key for translation. */
export const supportFormSchema = z.object(supportFields(KEYS));
export type SupportFormValues = z.input<typeof supportFormSchema>;

/** `POST /api/support` */
const serverFields = supportFields(SUPPORT_MESSAGES_EN);
export const supportRequestSchema = z.object({
  ...serverFields,
  category: serverFields.category.default("other"),
});
export type SupportRequest = z.input<typeof supportRequestSchema>;

/** `201` answer of `POST /api/support`. */
export const supportReceiptSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The address the request was mailed to. */
  sentTo: z.string(),
  /** A paid agent's request: answered first. */
  priority: z.boolean(),
  /** The reply target the agent is promised: 1 business day on a paid plan, 3 otherwise. */
  replyWithinBusinessDays: z.number().int(),
});

/** Priority support: the reply target of a paid agent's request, and of everyone else's, in business days. */
export const SUPPORT_REPLY_BUSINESS_DAYS = { priority: 1, standard: 3 } as const;
export type SupportReceipt = z.infer<typeof supportReceiptSchema>;
