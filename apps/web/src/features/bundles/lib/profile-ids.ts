import type {
  COVERAGE_IDS,
  FREE_SAVES_PER_MONTH,
  GOAL_IDS,
  HEALTH_CONDITION_IDS,
  LEAD_MAX,
} from "@buildr/contracts";

/**
 * The engine's ids and limits the fact-finder needs, written out here so the page does not load the
 * engine itself (the contract's module graph reaches all of it). The types tie each list to the
 * contract at compile time, and a unit test checks the values are the same.
 */
type HealthConditionId = (typeof HEALTH_CONDITION_IDS)[number];
type GoalId = (typeof GOAL_IDS)[number];
type CoverageId = (typeof COVERAGE_IDS)[number];

/** Compile-time: every id of `U` is in the list. */
type Covers<U extends string, List extends readonly U[]> = [U] extends [List[number]] ? List : never;
const all =
  <U extends string>() =>
  <const List extends readonly U[]>(list: Covers<U, List>) =>
    list;

export const CONDITION_IDS = all<HealthConditionId>()([
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
]);

export const GOAL_CHOICES = all<GoalId>()([
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
]);

export const COVERAGE_CHOICES = all<CoverageId>()([
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
]);

export const LEAD_CHARACTERS: typeof LEAD_MAX = 5000;
export const FREE_SAVES: typeof FREE_SAVES_PER_MONTH = 2;
