import { CARRIERS, eligibility, PRODUCT_IDS, type ProductId } from "@buildr/engine";
import { z } from "zod";

/**
 * The agent's book (docs/api.md "My book"): the states the agent is licensed in and the carriers they are
 * appointed with, each for some products, at a contract level, and ready to sell Medicare plans for some
 * plan years. Bundles follow it: appointed carriers first, a warning for a lead in another state.
 */

/** USPS codes of the 50 states and DC, as the engine's profile keeps them. */
export const BOOK_STATE_CODES: readonly string[] = eligibility.STATE_CODES;

/** Every carrier name the engine knows, once, in alphabetical order: what the book's picker offers. */
export const BOOK_CARRIER_NAMES: readonly string[] = [...new Set(CARRIERS.map((c) => c.name))].sort((a, b) =>
  a.localeCompare(b, "en"),
);

/** The products each carrier is known for in the engine's list, for the picker's defaults. */
export const BOOK_CARRIER_PRODUCTS: Readonly<Record<string, readonly ProductId[]>> = Object.fromEntries(
  BOOK_CARRIER_NAMES.map((name) => [
    name,
    [...new Set(CARRIERS.filter((c) => c.name === name).map((c) => c.product))],
  ]),
);

/** A carrier the engine does not list: the agent types its name. */
export const OTHER_CARRIER = "other";

/**
 * Products a carrier has the agent certify for each plan year before selling ("ready to sell"): Medicare
 * Advantage and Part D plans, whose annual certification CMS requires of agents (42 CFR 422.2274(c)).
 */
export const READY_TO_SELL_PRODUCTS = [
  "medicare_advantage",
  "part_d",
] as const satisfies readonly ProductId[];

/** Contract level as a share of the carrier's street commission: 1 is street level, 1.2 is 120 %. */
export const CONTRACT_LEVEL_MIN = 0.1;
export const CONTRACT_LEVEL_MAX = 2;
export const BOOK_CARRIERS_MAX = 60;

const carrierName = z.string().trim().min(1, { error: "Pick a carrier." }).max(80);

export const bookCarrierSchema = z
  .object({
    carrier: carrierName.describe(
      'A name from the engine\'s carrier list (`BOOK_CARRIER_NAMES`), or "other" with `otherName`',
    ),
    otherName: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .optional()
      .describe('The carrier\'s name when `carrier` is "other"'),
    products: z
      .array(z.enum(PRODUCT_IDS, { error: "Pick products from the list." }))
      .min(1, { error: "Pick at least one product this appointment is for." })
      .max(PRODUCT_IDS.length),
    contractLevel: z
      .number({ error: "Write the contract level as a share of street commission, e.g. 0.8 for 80 %." })
      .min(CONTRACT_LEVEL_MIN, { error: "A contract level is at least 10 % of street commission." })
      .max(CONTRACT_LEVEL_MAX, { error: "A contract level is at most 200 % of street commission." })
      .optional()
      .describe("Share of the carrier's street commission: 1 is street level"),
    levelName: z.string().trim().max(40).optional().describe("The carrier's own name for the level"),
    readyToSell: z
      .array(z.number().int().min(2000).max(2100))
      .max(5)
      .optional()
      .describe(
        "Plan years the agent is certified to sell this carrier's Medicare Advantage and Part D plans",
      ),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.carrier === OTHER_CARRIER) {
      if (!value.otherName)
        ctx.addIssue({
          code: "custom",
          path: ["otherName"],
          message: 'Type the name of the carrier when you choose "other".',
        });
      return;
    }
    if (!BOOK_CARRIER_NAMES.includes(value.carrier))
      ctx.addIssue({
        code: "custom",
        path: ["carrier"],
        message: `"${value.carrier}" is not a carrier on the list: pick one from the list, or choose "other" and type its name.`,
      });
  });
export type BookCarrier = z.infer<typeof bookCarrierSchema>;

export const agentBookSchema = z
  .object({
    licensedStates: z
      .array(z.string().trim().toUpperCase())
      .max(BOOK_STATE_CODES.length)
      .superRefine((states, ctx) => {
        states.forEach((state, i) => {
          if (!BOOK_STATE_CODES.includes(state))
            ctx.addIssue({
              code: "custom",
              path: [i],
              message: `"${state}" is not a US state: use the two-letter postal code, like TX or FL.`,
            });
        });
      })
      .transform((states) => [...new Set(states)].sort()),
    carriers: z
      .array(bookCarrierSchema)
      .max(BOOK_CARRIERS_MAX, { error: `A book holds at most ${BOOK_CARRIERS_MAX} appointments.` }),
  })
  .strict();
export type AgentBook = z.infer<typeof agentBookSchema>;

/** `GET /api/me/book` and the answer of `PUT`: null until the agent saves a book. */
export const agentBookResponseSchema = z.object({
  book: agentBookSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type AgentBookResponse = z.infer<typeof agentBookResponseSchema>;

/** What a bundle says about the agent's book (absent on bundles made before the book existed). */
export const BUNDLE_WARNING_CODES = [
  "not_licensed_in_state",
  "not_ready_to_sell",
  "no_appointed_carrier",
] as const;
export type BundleWarningCode = (typeof BUNDLE_WARNING_CODES)[number];

export const bundleWarningSchema = z.object({
  code: z.enum(BUNDLE_WARNING_CODES),
  message: z.string().describe("In the bundle's language"),
  state: z.string().optional(),
  product: z.enum(PRODUCT_IDS).optional(),
  planYear: z.number().int().optional(),
});
export type BundleWarning = z.infer<typeof bundleWarningSchema>;

export const bundleBookSchema = z.object({
  applied: z
    .boolean()
    .describe("False when the agent has no book yet: the bundle is as it would be without one"),
  licensedStates: z.array(z.string()).optional(),
});
export type BundleBook = z.infer<typeof bundleBookSchema>;
