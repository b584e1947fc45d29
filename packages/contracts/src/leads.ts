import { BENEFIT_BASES, type BenefitBasis } from "@buildr/engine/followup";

export type { BenefitBasis };

import { z } from "zod";
import { isoDaySchema } from "./days.js";

/**
 * Leads (docs/api.md "Leads"): a client the agent works, saved from a bundle, with a status, notes, the
 * follow-up plan as dated tasks and the persistency guard.
 */
export const LEAD_STATUSES = ["new", "contacted", "appointment", "application", "issued", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const NOTES_MAX = 4000;

export { isoDaySchema } from "./days.js";

export const benefitBasisSchema = z.enum(BENEFIT_BASES as [BenefitBasis, ...BenefitBasis[]], {
  error: "Pick how the client receives benefits: social_security, ss_before_may_1997, ss_and_ssi or ssi.",
});

export const createLeadRequestSchema = z
  .object({
    bundleId: z.string().min(1).max(64),
    name: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .optional()
      .describe("Defaults to the client's name in the bundle"),
    notes: z.string().max(NOTES_MAX).optional(),
    /** The agent's own date today, so "due today" is the agent's today and not the server's. */
    today: isoDaySchema.optional().describe("The agent's local date; within a day of the server's"),
    yearlyIncome: z.number().min(0).max(10_000_000).optional().describe("Defaults to the bundle's income"),
    benefits: benefitBasisSchema.optional(),
    birthDay: z
      .number()
      .int()
      .min(1, { error: "The day of the month of the birth date is 1 to 31." })
      .max(31, { error: "The day of the month of the birth date is 1 to 31." })
      .optional()
      .describe("The day of the month of the client's birth date; defaults to the bundle's birth date"),
  })
  .strict();
export type CreateLeadRequest = z.infer<typeof createLeadRequestSchema>;

export const updateLeadRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    status: z.enum(LEAD_STATUSES, { error: `Pick a status: ${LEAD_STATUSES.join(", ")}.` }).optional(),
    notes: z.string().max(NOTES_MAX).optional(),
    tasks: z
      .array(z.object({ id: z.string().min(1).max(64), done: z.boolean() }).strict())
      .max(50)
      .optional()
      .describe("Tasks to mark done or open again"),
  })
  .strict();
export type UpdateLeadRequest = z.infer<typeof updateLeadRequestSchema>;

export const leadTaskSchema = z.object({
  id: z.string(),
  dueOn: z.string().describe("YYYY-MM-DD"),
  kind: z
    .string()
    .describe("first_call, check_in, text, call, email, application, last_try, review, draft_reminder"),
  channel: z.enum(["call", "text", "email"]),
  title: z.string(),
  script: z.string(),
  doneAt: z.string().nullable(),
});
export type LeadTask = z.infer<typeof leadTaskSchema>;

export const leadGuardSchema = z.object({
  premiumShare: z
    .object({
      monthlyPremium: z.number(),
      monthlyIncome: z.number(),
      share: z.number(),
      limit: z.number(),
      warn: z.boolean(),
      reason: z.string(),
    })
    .optional(),
  draft: z.object({ date: z.string(), rule: z.string(), source: z.string() }).optional(),
  notes: z.array(z.string()),
});
export type LeadGuard = z.infer<typeof leadGuardSchema>;

const leadFields = {
  id: z.string(),
  name: z.string(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  language: z.enum(["en", "es", "fr"]),
  summary: z.string(),
  bundleId: z.string().nullable(),
  state: z.string().nullable(),
  products: z.array(z.string()),
  cadence: z.enum(["standard", "final_expense"]),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const leadSummarySchema = z.object({
  ...leadFields,
  nextTask: leadTaskSchema.nullable(),
  /** In the due view: the open tasks due on or before the day asked. */
  dueTasks: z.array(leadTaskSchema).optional(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadSchema = z.object({
  ...leadFields,
  tasks: z.array(leadTaskSchema),
  guard: leadGuardSchema,
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(LEAD_STATUSES, { error: `Pick a status: ${LEAD_STATUSES.join(", ")}.` }).optional(),
  due: isoDaySchema
    .optional()
    .describe("Only leads with open tasks due on or before this day (the agent's today)"),
});

export const leadListSchema = z.object({ leads: z.array(leadSummarySchema) });
export type LeadList = z.infer<typeof leadListSchema>;

export const calendarFeedSchema = z.object({
  url: z.string().nullable().describe("The subscribable feed's address, null when turned off"),
  digest: z.boolean().describe("Whether the morning e-mail of the day's follow-ups is on"),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const updateFollowUpSettingsSchema = z
  .object({
    calendar: z.enum(["keep", "create", "replace", "off"]).optional(),
    digest: z.boolean().optional(),
  })
  .strict();
