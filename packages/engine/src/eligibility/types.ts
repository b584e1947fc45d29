/**
 * Shapes of the eligibility module: the windows and rights that apply to a client on a date, what must not
 * be sold, penalties, low-income and IRMAA screens, and the state Medigap rule. Every rule carries one
 * `RuleSource` (a page with its year and confidence).
 * One file so everything a caller gets back (`EligibilityResult`) and the state rules behind it are read in
 * one place.
 */
import type { Confidence, RuleSource } from "../facts/eligibility-sources.js";
import type { ProductId } from "../types.js";

export type { Confidence, RuleSource };

export const WINDOW_IDS = [
  "iep",
  "gep",
  "aep",
  "ma_oep",
  "medigap_oep",
  "gi_lost_employer",
  "gi_lost_ma",
  "trial_right",
  "sep_part_b_work",
  "sep_lost_creditable",
  "sep_dual_lis",
  "sep_move",
  "sep_plan_leaving",
  "sep_institutional",
  "sep_lost_medicaid",
  "sep_c_snp",
  "state_continuous_gi",
  "state_birthday_rule",
  "state_anniversary_rule",
  "state_u65_medigap",
  "delay_part_b_large_employer",
  "esrd_ma",
] as const;
export type WindowId = (typeof WINDOW_IDS)[number];

export type WindowStatus = "open" | "upcoming" | "closed_recently" | "unknown";

/** Which Medigap plans a window lets the client buy. */
export type PlanScope =
  /** Any plan sold in the state (newly eligible since 2020: not C, F or HD-F). */
  | "any"
  /** The federal guaranteed-issue list: A, B, D, G, K, L (newly eligible) or A, B, C, F, K, L (before 2020). */
  | "gi_list"
  /** A plan with equal or lesser benefits than the one held. */
  | "equal_or_lesser"
  /** The same plan letter as the one held. */
  | "same_letter"
  /** Plan A only (Maine's yearly month). */
  | "plan_a";

/** Facts a window still needs from the agent before it can be relied on. */
export const NEED_IDS = [
  "birth_date",
  "part_b_start_date",
  "coverage_end_date",
  "employment_end_date",
  "loss_involuntary",
  "plan_paid_after_medicare",
  "employer_size",
  "creditable_drug_coverage",
  "hsa_contributions",
  "ma_start_date",
  "first_ma_enrollment",
  "move_date",
  "out_of_service_area",
  "plan_termination_notice",
  "medicaid_end_date",
  "sep_dates_unconfirmed",
  "qualifying_chronic_condition",
  "policy_anniversary",
  "current_plan_letter",
  "no_coverage_gap_90_days",
  "state_rule_conflict",
  "state_u65_plan_rules",
  "institution_dates",
  "state",
  "ma_plan_availability",
  "age",
] as const;
export type NeedId = (typeof NEED_IDS)[number];

export interface Window {
  id: WindowId;
  kind: "window" | "right" | "rule";
  status: WindowStatus;
  /** ISO dates (UTC calendar days). */
  opens?: string;
  closes?: string;
  coverageStarts?: string;
  /** What the window lets the client buy or change. */
  products: ProductId[];
  /** True only when the rule itself guarantees issue of Medigap (no health questions). */
  noHealthQuestions: boolean;
  /** Facts to verify, as ids. */
  needs?: NeedId[];
  source: RuleSource;
  /** Medigap plans the window allows, for Medigap windows. */
  plans?: PlanScope;
  /** The plan year a change takes effect in (AEP, MA-OEP). */
  forPlanYear?: number;
  /** Any insurer, or only the one (or its affiliate) the client is with (state rules). */
  insurer?: "any" | "same_or_affiliate";
}

export const FORBIDDEN_REASONS = [
  "full_dual_medigap",
  "qmb_medigap",
  "tfl_medigap",
  "va_only_medigap",
  "no_part_b_ma",
  "medigap_with_ma",
  "grandfathered_f_c",
  "grandfathered_f_c_health",
  "tfl_part_d",
  "va_part_d",
  "dsnp_part_d",
  "full_dual_ltc",
  "full_dual_hospital_indemnity",
  "full_dual_cancer",
  "qmb_hospital_indemnity",
  "dementia_ltc",
  "dementia_cancer",
  "dementia_hospital_indemnity",
] as const;
export type ForbiddenReason = (typeof FORBIDDEN_REASONS)[number];

export interface Forbidden {
  product: ProductId;
  reason: ForbiddenReason;
}

export type ScreenStatus = "likely" | "possible" | "unlikely" | "unknown";

export interface ScreenLimits {
  /** Yearly income limit used (US dollars) for the household size assumed. */
  incomeYearly: number;
  /** Resource limit used, `null` when the state has no asset test or the figure is unknown. */
  resources: number | null;
  household: 1 | 2;
  year: number;
  source: RuleSource;
  note?: string;
}

export interface ExtraHelpScreen {
  status: ScreenStatus;
  limits: ScreenLimits;
  /** Already receives Extra Help (stated). */
  has?: boolean;
}

export interface MspScreen {
  status: ScreenStatus;
  /** The best level the stated income reaches. */
  level?: "qmb" | "slmb" | "qi";
  /** Monthly income limits used (with the $20 disregard) for QMB, SLMB and QI; `null` where the state has none. */
  monthlyLimits: { qmb: number; slmb: number | null; qi: number };
  resources: number | null;
  household: 1 | 2;
  year: number;
  source: RuleSource;
  note?: string;
}

export interface IrmaaScreen {
  status: ScreenStatus;
  /** 0 = standard premium; 1-5 = surcharge tiers. */
  tier?: number;
  filing: "single" | "joint" | "unknown";
  partBMonthly?: number;
  partDAddOn?: number | null;
  year: number;
  source: RuleSource;
  note?: string;
}

export interface PenaltyResult {
  /** Whole 10% steps (Part B) or whole months counted (Part D). */
  months: number;
  /** Penalty as a share of the base (0.2 = 20%). */
  rate: number;
  /** Added to the monthly premium, US dollars. */
  monthly: number;
  /** The base it is computed on (Part B standard premium / Part D national base beneficiary premium). */
  base: number;
  year: number;
  /** True when the year's base is not published and the latest known year's was used. */
  pending: boolean;
  source: RuleSource;
  note?: string;
}

export interface EligibilityResult {
  windows: Window[];
  medigapHealthQuestions: { answer: "none" | "asked" | "unknown"; because?: WindowId };
  forbidden: Forbidden[];
  planYear: number;
  figuresPending?: boolean;
  penalties: { partB?: PenaltyResult; partD?: PenaltyResult };
  screens: { extraHelp: ExtraHelpScreen; msp: MspScreen; irmaa: IrmaaScreen };
  stateRule: StateMedigapRule | undefined;
}

// ---- State Medigap rules -------------------------------------------------------------------------------

export const STATE_CODES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "PR",
] as const;
export type StateCode = (typeof STATE_CODES)[number];

/** Fields of a state row that can be unknown or in conflict. */
export type StateField = "continuousGi" | "switchRule" | "under65" | "rating" | "other";

export interface ContinuousGi {
  /** year_round: any time; annual_window: a yearly window; plan_a_month: Maine's month for Plan A. */
  kind: "year_round" | "annual_window" | "plan_a_month" | "switch_same_or_lesser";
  plans: PlanScope;
  /** Who it covers: everyone on Part B, or people 65 and over. */
  who: "part_b_enrollees" | "age_65_plus";
  /** Yearly window "MM-DD" bounds, for annual windows. */
  window?: { from: string; to: string };
  /** Conditions (Maine: no gap over 90 days). */
  maxGapDays?: number;
}

export interface SwitchRule {
  kind: "birthday" | "anniversary";
  /** in_force; pending: passed or proposed but not confirmed. */
  status: "in_force" | "pending";
  /** What the window is counted from. */
  anchor: "birthday" | "birth_month_first" | "policy_anniversary";
  /** First day, relative to the anchor (0 = on it, -30 = 30 days before). */
  startOffsetDays: number;
  /** Length in days, first day included. */
  windowDays: number;
  plans: PlanScope;
  insurer: "any" | "same_or_affiliate";
  ageMin?: number;
  ageMax?: number;
  /** ISO date (possibly partial) the rule took effect; absent when the sources do not give it. */
  effective?: string;
  maxGapDays?: number;
  /**
   * Where sources disagree, the window above is the part every reading agrees on (the narrowest), and this
   * says what the others claim.
   */
  conflictNote?: string;
}

export type Under65Access =
  | "all_part_b_enrollees"
  | "required"
  | "required_disability_only"
  | "required_esrd_only"
  | "not_required"
  | "unknown";

export type RatingMandate = "community" | "issue_age" | "none" | "unknown";

export interface ExtraGiRight {
  id: "ma_leaves_area" | "lost_coverage" | "employer_plan_ends" | "other";
  /** Days after the loss to apply (replaces the federal 63). */
  days?: number;
  note: string;
}

export interface StateMedigapRule {
  state: StateCode;
  name: string;
  continuousGi: ContinuousGi | null;
  switchRule: SwitchRule | null;
  under65: { access: Under65Access; disability: boolean | null; esrd: boolean | null };
  rating: RatingMandate;
  /** State-specific guaranteed-issue rights beyond the federal ones. */
  extraGi: readonly ExtraGiRight[];
  /** Own plan design instead of letters A-N (MA, MN, WI). */
  ownPlanDesign: boolean;
  /** Fields nothing usable was found for. */
  unknown: readonly StateField[];
  /** Fields the sources disagree on. */
  conflict: readonly StateField[];
  note: string;
  /** Ids in `docs/engine/eligibility.md#sources-and-confidence` (R#). */
  sourceIds: readonly string[];
  sources: readonly RuleSource[];
  /** The research note's confidence in the row ("M/L": M for some fields, L for others). */
  confidence: Confidence | "M/L" | "L-M";
  /** The year of the newest source behind the row. */
  year: number;
}
