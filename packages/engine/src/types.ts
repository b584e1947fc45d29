/**
 * Domain types of the coaching engine. The HTTP contract (`docs/api.md`) exposes these shapes; the
 * zod schemas in `@buildr/contracts` mirror them. Add fields freely; rename or drop none.
 * One file: the contract's compile-time checks compare against these shapes, so the whole domain they
 * mirror is reviewed in one place.
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
  /** Coverage the client had and left ("had plan F for 10 years, switched to an HMO"): the trial right. */
  previousCoverage?: string[];
  /** Medigap plans the client asks for by letter ("wants Plan N"), as coverage ids: state switch rules. */
  wantedPlans?: string[];
  /** The client wants another insurer than the one they are with ("another company's G"). */
  newInsurer?: true;
  isRetired?: boolean;
  budgetMonthly?: number;

  // ---- Read from the lead by the extraction pipeline (docs/engine/reading.md). All optional and additive. ----
  /**
   * ISO 8601 date, possibly partial: "1961-12-10", "1961-12" (day unknown), "--12-10" (year unknown).
   * "Turning 65 next month" becomes the year and month, resolved against the `now` passed in.
   */
  birthDate?: string;
  /** Medicare entitlement, stated or planned. */
  medicare?: MedicareEntitlement;
  /** Coverage through a job (the client's own or the spouse's), with what makes it matter. */
  workCoverage?: WorkCoverage[];
  /** Medicaid level when the client is a dual; "partial" = an MSP whose level was not said. */
  medicaid?: MedicaidLevel;
  /** Gets Extra Help (the Part D Low-Income Subsidy). */
  extraHelp?: boolean;
  /** A veteran (VA benefits, TRICARE, military service). */
  veteran?: boolean;
  /** Carrier names of the client's own current coverage ("Humana"), as the carriers table spells them. */
  carriers?: string[];
  /** Products the client wants, asks about, compares or heard of: interests, not coverage held. */
  interests?: ProductId[];
  /** Drugs named in the lead, normalised generic names ("sitagliptin", "insulin glargine"). */
  medications?: string[];
  /** Things happening to the client that open or close windows. */
  events?: LifeEvent[];
  /** US dollars. */
  existingLifeFace?: number;
  groupLifeFace?: number;
  mortgageBalance?: number;
  mortgageYearsLeft?: number;
  /** Other debts than the mortgage, US dollars. */
  debts?: number;
  /** The face amount or deposit the client asked for (final expense face, annuity deposit...). */
  desiredAmount?: number;
  /** Other people in the lead, each with their own facts (never merged into the client's). */
  household?: HouseholdMember[];
  /** For each fact read from a lead, the words it came from (see `profileFacts` for the keys). */
  sources?: FactSource[];
}

export interface MedicareEntitlement {
  /** ISO dates (possibly partial, see `birthDate`). */
  partA?: string;
  partB?: string;
  /** Why the person has (or will have) Medicare. */
  basis?: "age" | "disability" | "esrd";
  /** Part A held and Part B not taken ("has Part A but never took B", "partie A seulement"). */
  noPartB?: true;
  /** When the Medicare Advantage plan held began ("went to an Aetna PPO Jan 1"), ISO, possibly partial. */
  maSince?: string;
  /** The MA plan held is the client's first ("first time ever in an Advantage plan"). */
  firstMa?: true;
  /**
   * When the Medigap policy held began, or the day it renews ("plan G since 12/1/2021", "renueva cada 1
   * de diciembre"): its anniversary dates Missouri's anniversary rule. ISO, possibly partial.
   */
  medigapSince?: string;
}

export interface WorkCoverage {
  kind: "active" | "retiree" | "cobra";
  /** Whose job the coverage comes through. */
  through: "self" | "spouse";
  /** Employees at the employer, when said ("20+ employees" → 20). */
  employees?: number;
  /** ISO date the coverage ends or ended, when said. */
  endsOn?: string;
}

export const MEDICAID_LEVELS = ["full", "qmb", "slmb", "qi", "partial"] as const;
export type MedicaidLevel = (typeof MEDICAID_LEVELS)[number];

export const LIFE_EVENT_IDS = [
  "moving",
  "losing_coverage",
  "retiring",
  "plan_leaving_area",
  "doctor_leaving_network",
  "rate_increase",
  "entering_nursing_home",
  "losing_medicaid",
  "spouse_died",
] as const;
export type LifeEventId = (typeof LIFE_EVENT_IDS)[number];

export interface LifeEvent {
  kind: LifeEventId;
  /** ISO date (possibly partial) when said. */
  date?: string;
}

export interface HouseholdMember {
  relation: "spouse" | "parent" | "child" | "other";
  firstName?: string;
  age?: number;
  gender?: Gender;
  birthDate?: string;
  smoker?: SmokerStatus;
  healthConditions: string[];
  currentCoverage: string[];
  carriers?: string[];
  medicare?: MedicareEntitlement;
  interests?: ProductId[];
  goals?: string[];
  /** Drugs named for this person, normalised generic names (as `ClientProfile.medications`). */
  medications?: string[];
  /** Things happening to this person ("lost her job's coverage"), as `ClientProfile.events`. */
  events?: LifeEvent[];
  /** Health coverage through this person's job or former job, as `ClientProfile.workCoverage`. */
  workCoverage?: WorkCoverage[];
  /** This person's own yearly income in US dollars ("his SS 1,900, hers 1,200 a month"). */
  income?: number;
  /** This person has retired ("he retired from pharma last year"). */
  isRetired?: boolean;
  /** The face amount asked for on this person's own policy, US dollars ("10k each"). */
  desiredAmount?: number;
}

/** One fact and the words of the lead it came from (offsets into the lead as the agent typed it). */
export interface FactSource {
  /** A key of `profileFacts`, e.g. "client.condition=copd" or "spouse.coverage=medigap_n". */
  fact: string;
  text: string;
  start: number;
  end: number;
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
  "afib",
  "heart_failure",
  "blood_clots",
  "multiple_sclerosis",
  "autoimmune",
  "neuropathy",
  "esrd",
  "als",
  "organ_transplant",
  "bipolar_schizophrenia",
  "seizures",
  "hepatitis",
  "substance_use",
  "anxiety",
  "thyroid",
  "osteoporosis",
  "gout",
  "sleep_apnea",
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
  "medigap_c",
  "tricare_for_life",
  "tricare",
  "va_health",
  "d_snp",
  "c_snp",
  "cobra",
  "retiree_plan",
  "aca_marketplace",
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
  /**
   * The appointment this bundle is for: Medicare, or life and annuities. The other line, when the client
   * asked for it or clearly lacks it, is offered as its own appointment (`separateAppointment`), never
   * inside this one. Absent on bundles made before the rule.
   */
  appointment?: { line: "medicare" | "life_annuity"; separateAppointment?: "medicare" | "life_annuity" };
  /**
   * What to do when: the enrollment windows, guaranteed-issue rights and state rules that apply on the
   * bundle's date (with their dates and sources), what must not be sold and why, screens and penalties.
   */
  timing?: TimingItem[];
  /** The other people in the lead, with their own facts, and what the household changes. */
  household?: string[];
  /** The plan year the client is choosing for (during the Annual Enrollment Period, next year). */
  planYear?: number;
}

export interface TimingItem {
  /**
   * A window id (`iep`, `medigap_oep`...), `not_<reason>`, `screen_<program>`, `penalty_<part>`,
   * `plan_year`, `medigap_today` or `small_employer_part_b`.
   */
  id: string;
  kind: "window" | "right" | "rule" | "note";
  status?: "open" | "upcoming" | "closed_recently" | "unknown";
  /** ISO dates. */
  opens?: string;
  closes?: string;
  /** In the bundle's language. */
  text: string;
  /** The rule's source and its year. */
  source?: string;
  /** On the `medigap_today` line: whether a Medigap application today means health questions. */
  healthQuestions?: "none" | "asked";
}

/** What a client may see: the bundle with every commission figure removed. */
export type ClientPolicy = Omit<RecommendedPolicy, "commission">;
export interface ClientBundle extends Omit<Bundle, "policies" | "totals"> {
  policies: ClientPolicy[];
  totals: { monthlyPremium: Money; singlePremium: Money };
}

/**
 * The client's handout: a client copy of one appointment's products, each reason said to the client. A
 * Medicare Advantage or Part D policy carries no premium, carrier or benefit figure there (CMS marketing
 * rules, decision 012): `premium` is absent and `carriers` empty for those.
 */
export type HandoutPolicy = Omit<ClientPolicy, "premium"> & { premium?: ClientPolicy["premium"] };
export interface ClientHandout extends Omit<ClientBundle, "policies"> {
  policies: HandoutPolicy[];
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
