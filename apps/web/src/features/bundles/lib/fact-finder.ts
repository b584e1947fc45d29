import type { ClientProfileInput } from "@buildr/contracts";
import { z } from "zod";
import { US_STATE_CODES } from "./us-states";

/**
 * The fact-finder form (docs/product/rules-and-figures.md#records client profile, plus state, tobacco, coverage and budget): what the
 * agent types, checked field by field, then turned into the `ClientProfile` the server takes. Messages
 * are translation keys under `bundles.validation` / `bundles.form`, so every language reads its own.
 */
export const TEXT_LIMITS = { firstName: 60, lastName: 60, occupation: 100 } as const;
const MONEY_LIMITS = { income: 100_000_000, savings: 1_000_000_000, budgetMonthly: 100_000 } as const;

const text = (max: number) => z.string().trim().max(max, { message: "validation.tooLong" });

const wholeNumber = (min: number, max: number, rangeKey: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d+$/.test(v), { message: "validation.wholeNumber" })
    .refine((v) => v === "" || !/^\d+$/.test(v) || (Number(v) >= min && Number(v) <= max), {
      message: rangeKey,
    });

/** "$85,000", "85000" and "85 000" are all 85000; anything else is not an amount. */
export function parseDollars(value: string): number | undefined {
  const cleaned = value.replace(/[$\s\u00a0,]/g, "");
  if (cleaned === "" || !/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

const dollars = (max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || parseDollars(v) !== undefined, { message: "validation.amount" })
    .refine((v) => (parseDollars(v) ?? 0) <= max, { message: "validation.tooLarge" });

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal(""), z.enum(values)]);

export const factFinderSchema = z
  .object({
    firstName: text(TEXT_LIMITS.firstName),
    lastName: text(TEXT_LIMITS.lastName),
    age: wholeNumber(18, 120, "validation.age"),
    gender: choice(["male", "female"]),
    maritalStatus: choice(["single", "married", "divorced", "widowed"]),
    dependents: wholeNumber(0, 20, "validation.dependents"),
    occupation: text(TEXT_LIMITS.occupation),
    state: z.string().refine((v) => v === "" || US_STATE_CODES.has(v), { message: "form.chooseState" }),
    smoker: choice(["never", "former", "current"]),
    healthStatus: choice(["excellent", "good", "fair", "poor"]),
    healthConditions: z.array(z.string()),
    income: dollars(MONEY_LIMITS.income),
    savings: dollars(MONEY_LIMITS.savings),
    goals: z.array(z.string()),
    riskTolerance: choice(["low", "moderate", "high"]),
    currentCoverage: z.array(z.string()),
    budgetMonthly: dollars(MONEY_LIMITS.budgetMonthly),
  })
  // The server refuses a profile with no age and no need (422 lead_too_vague): say so before sending.
  .refine((v) => v.age.trim() !== "" || v.goals.length > 0 || v.healthConditions.length > 0, {
    message: "form.required",
    path: ["age"],
  });

export type FactFinderValues = z.input<typeof factFinderSchema>;

export const EMPTY_FACT_FINDER: FactFinderValues = {
  firstName: "",
  lastName: "",
  age: "",
  gender: "",
  maritalStatus: "",
  dependents: "",
  occupation: "",
  state: "",
  smoker: "",
  healthStatus: "",
  healthConditions: [],
  income: "",
  savings: "",
  goals: [],
  riskTolerance: "",
  currentCoverage: [],
  budgetMonthly: "",
};

/** The checked form as the server's `ClientProfile`: blanks left out, numbers as numbers. */
export function toClientProfile(values: FactFinderValues): ClientProfileInput {
  const str = (v: string) => (v.trim() === "" ? undefined : v.trim());
  const int = (v: string) => (v.trim() === "" ? undefined : Number(v.trim()));
  const pick = <T extends string>(v: T): Exclude<T, ""> | undefined =>
    v === "" ? undefined : (v as Exclude<T, "">);
  return {
    firstName: str(values.firstName),
    lastName: str(values.lastName),
    age: int(values.age),
    gender: pick(values.gender),
    maritalStatus: pick(values.maritalStatus),
    dependents: int(values.dependents),
    occupation: str(values.occupation),
    state: str(values.state),
    smoker: pick(values.smoker),
    healthStatus: pick(values.healthStatus),
    healthConditions: [...values.healthConditions],
    income: parseDollars(values.income),
    savings: parseDollars(values.savings),
    goals: [...values.goals],
    riskTolerance: pick(values.riskTolerance),
    currentCoverage: [...values.currentCoverage],
    budgetMonthly: parseDollars(values.budgetMonthly),
  };
}
