/**
 * Domain types of the coaching engine. The HTTP contract (`design/api.md`) exposes these shapes; the
 * zod schemas in `@buildr/contracts` mirror them. Add fields freely; rename or drop none.
 */

export const LANGUAGES = ["en", "es", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

export type Money = { low: number; high: number };

export const PRODUCT_IDS = [
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "fixed_annuity",
  "indexed_annuity",
  "long_term_care",
  "hospital_indemnity",
  "cancer",
  "dental_vision_hearing",
] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export type Gender = "male" | "female";
export type MaritalStatus = "single" | "married" | "divorced" | "widowed";
export type SmokerStatus = "current" | "former" | "never";
export type HealthStatus = "excellent" | "good" | "fair" | "poor";
export type RiskTolerance = "low" | "moderate" | "high";

export interface ClientProfile {
  firstName?: string;
  lastName?: string;
  age?: number;
  gender?: Gender;
  maritalStatus?: MaritalStatus;
  dependents?: number;
  /** Two-letter USPS code, e.g. "TX". */
  state?: string;
  occupation?: string;
  smoker?: SmokerStatus;
  /** Normalised condition ids, see `HEALTH_CONDITION_IDS`. */
  healthConditions: string[];
  healthStatus?: HealthStatus;
  /** Yearly, US dollars. */
  income?: number;
  savings?: number;
  /** Normalised goal ids, see `GOAL_IDS`. */
  goals: string[];
  riskTolerance?: RiskTolerance;
  /** Normalised coverage ids, see `COVERAGE_IDS`. */
  currentCoverage: string[];
  isRetired?: boolean;
  budgetMonthly?: number;
}

export const HEALTH_CONDITION_IDS = [
  "diabetes",
  "diabetes_insulin",
  "high_blood_pressure",
  "high_cholesterol",
  "heart_disease",
  "heart_attack",
  "stroke",
  "copd",
  "oxygen",
  "asthma",
  "cancer_history",
  "cancer_current",
  "kidney_disease",
  "dialysis",
  "dementia",
  "alzheimers",
  "parkinsons",
  "arthritis",
  "depression",
  "obesity",
  "hiv",
  "liver_disease",
  "terminal_illness",
  "nursing_home",
  "wheelchair",
] as const;
export type HealthConditionId = (typeof HEALTH_CONDITION_IDS)[number];

export const GOAL_IDS = [
  "final_expenses",
  "protect_family",
  "mortgage",
  "income_replacement",
  "retirement_income",
  "safe_growth",
  "legacy",
  "medical_costs",
  "long_term_care",
  "dental_vision_hearing",
  "lower_premiums",
  "prescriptions",
  "hospital_costs",
  "cancer_protection",
  "tax_advantaged_growth",
  "debt_payoff",
  "education",
] as const;
export type GoalId = (typeof GOAL_IDS)[number];

export const COVERAGE_IDS = [
  "original_medicare",
  "medicare_advantage",
  "medigap_g",
  "medigap_n",
  "medigap_f",
  "medigap_other",
  "part_d",
  "medicaid",
  "employer_plan",
  "individual_health",
  "existing_life",
  "group_life",
  "annuity",
  "long_term_care",
  "none",
] as const;
export type CoverageId = (typeof COVERAGE_IDS)[number];

/** Facts a bundle still wants from the agent, most useful first (rendered as questions by `words`). */
export const MISSING_FACT_IDS = [
  "age",
  "needs",
  "state",
  "health",
  "smoker",
  "current_coverage",
  "budget",
  "income",
  "savings",
  "dependents",
  "marital_status",
  "medications",
  "doctors",
  "beneficiary",
] as const;
export type MissingFactId = (typeof MISSING_FACT_IDS)[number];

export interface CarrierFit {
  name: string;
  fit: string;
}

export interface RecommendedPolicy {
  product: ProductId;
  name: string;
  role: "core" | "add_on";
  /** This client's reason, in the bundle's language. */
  why: string;
  /** "$15,000 face amount", "Plan G", "$300/day"... */
  coverage: string;
  /** 1-3, best fit first. */
  carriers: CarrierFit[];
  premium: { mode: "monthly" | "single"; amount: Money };
  /** Agent-only: never in a client copy. */
  commission: { firstYear: Money; basis: string; renewal?: string };
}

export interface Bundle {
  id: string;
  createdAt: string;
  language: Language;
  client: ClientProfile;
  /** The one-liner. */
  summary: string;
  /** 2 or 3, distinct products. */
  policies: RecommendedPolicy[];
  totals: { monthlyPremium: Money; singlePremium: Money; firstYearCommission: Money };
  /** The call, step by step. */
  talkTrack: string[];
  scripts: { opening: string; discovery: string[]; transition: string; close: string };
  /** At least 3. */
  objections: { objection: string; response: string }[];
  followUp: { when: string; action: string }[];
  /** Disclaimers that apply. */
  compliance: string[];
  /** Facts still worth asking. */
  missing: string[];
}

/** What a client may see: the bundle with every commission figure removed. */
export type ClientPolicy = Omit<RecommendedPolicy, "commission">;
export interface ClientBundle extends Omit<Bundle, "policies" | "totals"> {
  policies: ClientPolicy[];
  totals: { monthlyPremium: Money; singlePremium: Money };
}

/** Everything impure the engine needs, passed in by the caller (no clock or randomness inside). */
export interface BundleContext {
  /** The bundle's id (the server makes one; tests pass a fixed one). */
  id: string;
  /** "Now", for the creation date and for current-year figures. */
  now: Date;
  /** Force the bundle's language; otherwise detected from the lead. */
  language?: Language;
}
