/**
 * The bundles part of the HTTP contract: the engine's shapes as the API sends them, the fact-finder's
 * profile, the bundle, its client copy, saved bundles and PDFs. One file so each wire shape sits beside the
 * compile-time check that it accepts what the engine produces.
 */
import {
  type ClientBundle,
  type ClientHandout,
  type ClientProfile,
  type Bundle as EngineBundle,
  LANGUAGES,
  LIFE_EVENT_IDS,
  MEDICAID_LEVELS,
  MISSING_FACT_IDS,
  type MissingFactId,
  PRODUCT_IDS,
} from "@buildr/engine";
import { z } from "zod";
import { type BundleBook, type BundleWarning, bundleBookSchema, bundleWarningSchema } from "./book.js";

/** The bundle's domain shapes and the fact-finder's ids, for clients that only know the contract. */
export type {
  ClientBundle,
  ClientHandout,
  ClientPolicy,
  ClientProfile,
  FactSource,
  HandoutPolicy,
  HouseholdMember,
  MissingFactId,
  Money,
  RecommendedPolicy,
  TimingItem,
} from "@buildr/engine";

import type { Money, RecommendedPolicy } from "@buildr/engine";
/**
 * A bundle as the API sends it: the engine's, plus `missingFacts`, the ids of `missing` (the server adds
 * them, so a screen can ask for each fact without knowing the engine's words).
 */
export type Bundle = Omit<EngineBundle, "policies"> & {
  missingFacts?: MissingFactId[];
  policies: BookPolicy[];
  /** What the agent's book says about this bundle (added by the server; absent on older bundles). */
  warnings?: BundleWarning[];
  book?: BundleBook;
};

/** A policy as the agent's book marks it: appointed carriers, the agent's commission level, readiness. */
export type BookPolicy = Omit<RecommendedPolicy, "carriers" | "commission"> & {
  carriers: (RecommendedPolicy["carriers"][number] & { appointed?: boolean })[];
  commission: RecommendedPolicy["commission"] & { level?: CommissionLevel };
  /** False when the agent has not marked the plan year ready to sell with any appointed carrier. */
  readyToSell?: boolean;
};

/** The agent's contract level applied to a policy's commission: the street figure it was computed from. */
export interface CommissionLevel {
  carrier: string;
  share: number;
  levelName?: string;
  street: Money;
}
export { COVERAGE_IDS, GOAL_IDS, HEALTH_CONDITION_IDS, MISSING_FACT_IDS, PRODUCT_IDS } from "@buildr/engine";

/** The HTTP shapes of bundles (docs/api.md), mirroring the engine's types; the `satisfies` checks keep them in step. */
export const LEAD_MAX = 5000;
/** Regenerations after a correction that cost no credit, per bundle (the first bundle and its corrections). */
export const FREE_CORRECTIONS_PER_BUNDLE = 5;

export const languageSchema = z.enum(LANGUAGES);
export const moneySchema = z.object({ low: z.number().min(0), high: z.number().min(0) });

const boundedString = (max: number) => z.string().trim().max(max);

/** ISO 8601 date, possibly partial ("1961-12-10", "1961-12", "--12-10"). */
const isoDate = z
  .string()
  .max(10)
  .regex(/^(\d{4}(-\d{2}(-\d{2})?)?|--\d{2}-\d{2})$/, { error: "Write the date as YYYY-MM-DD." });
const medicareSchema = z.object({
  partA: isoDate.optional(),
  partB: isoDate.optional(),
  basis: z.enum(["age", "disability", "esrd"]).optional(),
  noPartB: z.literal(true).optional(),
  maSince: isoDate.optional(),
  firstMa: z.literal(true).optional(),
  medigapSince: isoDate.optional(),
});
const idList = (max: number) => z.array(boundedString(60)).max(max);
const workCoverageSchema = z
  .array(
    z.object({
      kind: z.enum(["active", "retiree", "cobra"]),
      through: z.enum(["self", "spouse"]),
      employees: z.number().int().min(0).max(10_000_000).optional(),
      endsOn: isoDate.optional(),
    }),
  )
  .max(5);

/** Another person of the lead (spouse, parent...), with their own facts: never merged into the client's. */
export const householdMemberSchema = z.object({
  relation: z.enum(["spouse", "parent", "child", "other"]),
  firstName: boundedString(60).optional(),
  age: z.number().int().min(0).max(120).optional(),
  gender: z.enum(["male", "female"]).optional(),
  birthDate: isoDate.optional(),
  smoker: z.enum(["current", "former", "never"]).optional(),
  healthConditions: idList(40).default([]),
  currentCoverage: idList(30).default([]),
  carriers: z.array(boundedString(80)).max(10).optional(),
  medicare: medicareSchema.optional(),
  interests: z.array(z.enum(PRODUCT_IDS)).max(20).optional(),
  goals: idList(30).optional(),
  medications: z.array(boundedString(80)).max(40).optional(),
  events: z
    .array(z.object({ kind: z.enum(LIFE_EVENT_IDS), date: isoDate.optional() }))
    .max(10)
    .optional(),
  workCoverage: workCoverageSchema.optional(),
  income: z.number().min(0).max(100_000_000).optional(),
  isRetired: z.boolean().optional(),
  desiredAmount: z.number().min(0).max(100_000_000).optional(),
});

/** One fact and the words of the lead it came from (offsets into the lead as typed). */
export const factSourceSchema = z
  .object({
    fact: boundedString(120).describe('A fact key, `<who>.<kind>=<value>`: "client.condition=copd"'),
    text: z.string().max(300),
    start: z.number().int().min(0).max(LEAD_MAX),
    end: z.number().int().min(0).max(LEAD_MAX),
  })
  .refine((s) => s.start <= s.end, { error: "A source ends after it starts." });

export const clientProfileSchema = z.object({
  firstName: boundedString(60).optional(),
  lastName: boundedString(60).optional(),
  age: z.number().int().min(0).max(120).optional(),
  gender: z.enum(["male", "female"]).optional(),
  maritalStatus: z.enum(["single", "married", "divorced", "widowed"]).optional(),
  dependents: z.number().int().min(0).max(20).optional(),
  state: boundedString(40).optional(),
  occupation: boundedString(100).optional(),
  smoker: z.enum(["current", "former", "never"]).optional(),
  healthConditions: z.array(boundedString(60)).max(40).default([]),
  healthStatus: z.enum(["excellent", "good", "fair", "poor"]).optional(),
  income: z.number().min(0).max(100_000_000).optional(),
  savings: z.number().min(0).max(1_000_000_000).optional(),
  goals: z.array(boundedString(60)).max(30).default([]),
  riskTolerance: z.enum(["low", "moderate", "high"]).optional(),
  currentCoverage: z.array(boundedString(60)).max(30).default([]),
  previousCoverage: z.array(boundedString(60)).max(30).optional(),
  wantedPlans: z.array(boundedString(60)).max(10).optional(),
  newInsurer: z.literal(true).optional(),
  isRetired: z.boolean().optional(),
  budgetMonthly: z.number().min(0).max(100_000).optional(),
  // Read from a lead (docs/engine/reading.md); all optional, and kept when a bundle is corrected.
  birthDate: isoDate.optional(),
  medicare: medicareSchema.optional(),
  workCoverage: workCoverageSchema.optional(),
  medicaid: z.enum(MEDICAID_LEVELS).optional(),
  extraHelp: z.boolean().optional(),
  veteran: z.boolean().optional(),
  carriers: z.array(boundedString(80)).max(10).optional(),
  interests: z.array(z.enum(PRODUCT_IDS)).max(20).optional(),
  medications: z.array(boundedString(80)).max(40).optional(),
  events: z
    .array(z.object({ kind: z.enum(LIFE_EVENT_IDS), date: isoDate.optional() }))
    .max(10)
    .optional(),
  existingLifeFace: z.number().min(0).max(100_000_000).optional(),
  groupLifeFace: z.number().min(0).max(100_000_000).optional(),
  mortgageBalance: z.number().min(0).max(100_000_000).optional(),
  mortgageYearsLeft: z.number().min(0).max(50).optional(),
  debts: z.number().min(0).max(100_000_000).optional(),
  desiredAmount: z.number().min(0).max(100_000_000).optional(),
  household: z.array(householdMemberSchema).max(6).optional(),
  sources: z.array(factSourceSchema).max(200).optional(),
});
export type ClientProfileInput = z.input<typeof clientProfileSchema>;

export const generateBundleRequestSchema = z.union([
  z.object({
    lead: z
      .string({ error: "Describe the lead in a few words." })
      .trim()
      .min(1, { error: "Describe the lead in a few words." })
      .max(LEAD_MAX, { error: `Keep the lead under ${LEAD_MAX} characters.` }),
    language: languageSchema.optional(),
  }),
  z.object({
    profile: clientProfileSchema,
    language: languageSchema.optional(),
    correctsBundleId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe(
        `The bundle this profile corrects (the agent fixed what was read). Free, up to ${FREE_CORRECTIONS_PER_BUNDLE} times per bundle, when the bundle is the caller's; the lead text stays the original's. Another account's or an unknown id is 404.`,
      ),
  }),
]);
export type GenerateBundleRequest = z.infer<typeof generateBundleRequestSchema>;

const policySchema = z.object({
  product: z.enum(PRODUCT_IDS),
  name: z.string(),
  role: z.enum(["core", "add_on"]),
  why: z.string(),
  coverage: z.string(),
  carriers: z.array(
    z.object({
      name: z.string(),
      fit: z.string(),
      appointed: z
        .boolean()
        .optional()
        .describe("With a book: whether the agent is appointed with this carrier for this product"),
    }),
  ),
  premium: z.object({ mode: z.enum(["monthly", "single"]), amount: moneySchema }),
  commission: z.object({
    firstYear: moneySchema,
    basis: z.string(),
    renewal: z.string().optional(),
    level: z
      .object({
        carrier: z.string(),
        share: z.number(),
        levelName: z.string().optional(),
        street: moneySchema,
      })
      .optional()
      .describe("The agent's contract level applied to `firstYear`, and the street figure before it"),
  }),
  readyToSell: z
    .boolean()
    .optional()
    .describe("False when the agent is not marked ready to sell this Medicare product for the plan year"),
});

export const timingItemSchema = z.object({
  id: z
    .string()
    .describe("`iep`, `medigap_oep`..., `not_<reason>`, `screen_<program>`, `penalty_<part>`, `plan_year`"),
  kind: z.enum(["window", "right", "rule", "note"]),
  status: z.enum(["open", "upcoming", "closed_recently", "unknown"]).optional(),
  opens: z.string().optional().describe("ISO date"),
  closes: z.string().optional().describe("ISO date"),
  text: z.string().describe("In the bundle's language"),
  source: z.string().optional().describe("The rule's source and its year"),
});

const sharedBundleFields = {
  id: z.string(),
  createdAt: z.string(),
  language: languageSchema,
  client: clientProfileSchema,
  summary: z.string(),
  talkTrack: z.array(z.string()),
  scripts: z.object({
    opening: z.string(),
    discovery: z.array(z.string()),
    transition: z.string(),
    close: z.string(),
  }),
  objections: z.array(z.object({ objection: z.string(), response: z.string() })),
  followUp: z.array(z.object({ when: z.string(), action: z.string() })),
  compliance: z.array(z.string()),
  missing: z.array(z.string()),
  missingFacts: z
    .array(z.enum(MISSING_FACT_IDS))
    .optional()
    .describe("The ids of `missing`, in its order (absent on bundles made before they were kept)"),
  appointment: z
    .object({
      line: z.enum(["medicare", "life_annuity"]),
      separateAppointment: z.enum(["medicare", "life_annuity"]).optional(),
    })
    .optional()
    .describe(
      "The appointment this bundle is for; the other line, when wanted, is an appointment of its own",
    ),
  timing: z
    .array(timingItemSchema)
    .optional()
    .describe("What to do when: windows, guaranteed-issue rights, state rules, screens, penalties"),
  household: z
    .array(z.string())
    .optional()
    .describe("Notes on the other people in the lead and what they change, in the bundle's language"),
  planYear: z.number().int().optional().describe("The plan year the client is choosing for"),
};

export const bundleSchema = z.object({
  ...sharedBundleFields,
  policies: z.array(policySchema),
  warnings: z
    .array(bundleWarningSchema)
    .optional()
    .describe("What the agent's book says about this bundle: another state, not ready to sell..."),
  book: bundleBookSchema.optional(),
  totals: z.object({
    monthlyPremium: moneySchema,
    singlePremium: moneySchema,
    firstYearCommission: moneySchema,
  }),
});

export const clientBundleSchema = z.object({
  ...sharedBundleFields,
  // Medicare Advantage and Part D policies carry no premium on the client's copy (CMS marketing rules).
  policies: z.array(
    policySchema
      .omit({ commission: true, readyToSell: true })
      .extend({ premium: policySchema.shape.premium.optional() }),
  ),
  totals: z.object({ monthlyPremium: moneySchema, singlePremium: moneySchema }),
});

// Compile-time: the wire shapes accept what the engine produces.
type Assignable<T, U extends T> = U;
export type _BundleFits = Assignable<z.input<typeof bundleSchema>, Bundle>;
export type _ClientBundleFits = Assignable<z.input<typeof clientBundleSchema>, ClientBundle>;
export type _ClientHandoutFits = Assignable<z.input<typeof clientBundleSchema>, ClientHandout>;
export type _ProfileFits = Assignable<z.input<typeof clientProfileSchema>, ClientProfile>;

/** docs/product/decisions.md#d-4: saves a free account may make per calendar month (UTC); paid accounts have no limit. */
export const FREE_SAVES_PER_MONTH = 2;

export const saveBundleRequestSchema = z.object({
  bundleId: z.string({ error: "Say which bundle to save (bundleId)." }).trim().min(1).max(64),
});

/** One line of the saved-bundles list: enough to find and open a bundle without loading it. */
export const savedBundleSchema = z.object({
  id: z.string(),
  summary: z.string(),
  language: languageSchema,
  clientName: z.string().nullable(),
  clientAge: z.number().nullable(),
  products: z.array(z.enum(PRODUCT_IDS)),
  monthlyPremium: moneySchema,
  firstYearCommission: moneySchema,
  createdAt: z.string(),
  savedAt: z.string(),
});
export type SavedBundle = z.infer<typeof savedBundleSchema>;

/** Saved bundles per page of `GET /api/bundles` when the client does not say, and the most it may ask. */
export const BUNDLE_PAGE_DEFAULT = 20;
export const BUNDLE_PAGE_MAX = 100;

export const savedBundleListSchema = z.object({
  /** One page, most recently saved first (ties by id): the order never changes between pages. */
  bundles: z.array(savedBundleSchema),
  /** Pass as `cursor` for the next page; null on the last page. Opaque: read nothing into it. */
  nextCursor: z.string().nullable(),
  /** Saves made this calendar month (UTC), removed ones included (docs/product/decisions.md#d-4). */
  savedThisMonth: z.number().int(),
  /** Null when the account has no limit. */
  monthlyLimit: z.number().int().nullable(),
});
export type SavedBundleList = z.infer<typeof savedBundleListSchema>;

export const bundleListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  cursor: z
    .string()
    .max(200, { error: "This cursor is not one the server gave: start again from the first page." })
    .optional()
    .describe("`nextCursor` of the previous page; absent for the first page"),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${BUNDLE_PAGE_MAX}` })
    .int({ error: `limit must be a whole number from 1 to ${BUNDLE_PAGE_MAX}` })
    .min(1, { error: `limit must be a whole number from 1 to ${BUNDLE_PAGE_MAX}` })
    .max(BUNDLE_PAGE_MAX, { error: `limit must be a whole number from 1 to ${BUNDLE_PAGE_MAX}` })
    .default(BUNDLE_PAGE_DEFAULT)
    .describe(`Bundles per page, 1 to ${BUNDLE_PAGE_MAX} (default ${BUNDLE_PAGE_DEFAULT})`),
});
export type BundleListQuery = z.input<typeof bundleListQuerySchema>;

/** Which one-page PDF of a bundle: the agent's (with commissions) or the client's (none, docs/product/decisions.md#d-14). */
export const BUNDLE_PDF_COPIES = ["agent", "client"] as const;
export type BundlePdfCopy = (typeof BUNDLE_PDF_COPIES)[number];

/** An appointment line: a client copy holds one line's products (decision 011); the other is its own handout. */
export const APPOINTMENT_LINES = ["medicare", "life_annuity"] as const;
const lineSchema = z
  .enum(APPOINTMENT_LINES, { error: 'Ask for line "medicare" or line "life_annuity".' })
  .optional()
  .describe("The appointment whose products the client copy holds; default the bundle's own");

export type AppointmentLine = (typeof APPOINTMENT_LINES)[number];

/**
 * The client handouts a bundle has, its own appointment line first (the engine's `clientCopyLines`,
 * kept here so the browser needs no engine): a bundle stored before the one-line rule may also hold
 * the other line, which is then its own handout. Health add-ons follow the bundle's own line.
 */
export function handoutLines(bundle: {
  policies: readonly { product: string }[];
  appointment?: { line: AppointmentLine };
}): AppointmentLine[] {
  const medicareCore = new Set(["medicare_advantage", "medicare_supplement", "part_d"]);
  const either = new Set(["hospital_indemnity", "dental_vision_hearing", "cancer"]);
  const present = new Set<AppointmentLine>();
  for (const p of bundle.policies)
    if (!either.has(p.product)) present.add(medicareCore.has(p.product) ? "medicare" : "life_annuity");
  const own = bundle.appointment?.line ?? (present.has("medicare") ? "medicare" : "life_annuity");
  return [own, ...APPOINTMENT_LINES.filter((l) => l !== own && present.has(l))];
}

export const bundlePdfQuerySchema = z.object({
  copy: z.enum(BUNDLE_PDF_COPIES, { error: 'Ask for copy "agent" or copy "client".' }).default("agent"),
  line: lineSchema,
});

export const clientCopyQuerySchema = z.object({ line: lineSchema });
