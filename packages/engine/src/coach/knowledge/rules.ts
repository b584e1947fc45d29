/**
 * Enrollment rules the coach states that the engine's fact tables do not hold yet (`facts/` has the
 * figures; these are the windows and rights around them), each with its year and source, taken from
 * `docs/engine/eligibility.md#sources-and-confidence` §2, §3, §5 and §7. When the eligibility module lands, its windows
 * replace these.
 */
import type { Source } from "../../facts/types.js";

const s = (title: string, url: string): Source => Object.freeze({ title, url });

export const RULE_SOURCES = {
  sep: s(
    "Medicare Pathways, special enrollment periods",
    "https://www.medicarepathways.com/special-enrollment-periods/",
  ),
  fiveStar: s(
    "Q1Medicare, the 5-star Special Enrollment Period (2023)",
    "https://q1medicare.com/faq/What-is-the-5-star-Special-Enrollment-Period-/558/.html",
  ),
  duals: s(
    "Elder Care Broker, citing the CMS duals/LIS SEP job aid (Jan 2025)",
    "https://eldercarebroker.com",
  ),
  giRights: s(
    "Medigap guaranteed-issue rights, CMS wording",
    "http://northcarolina-medicaresupplement.com/medicare-supplement-guaranteed-issue-rights/",
  ),
  cy2027: s(
    "Informed Plus Choice, CY2027 final rule: 6 changes for Medicare agents (2026)",
    "https://informedpluschoice.com/blog/cms-2027-final-rule-6-changes-medicare-agents/",
  ),
  networkSep: s(
    "Applied Policy, CY2027 final rule (Apr 2026)",
    "https://www.appliedpolicy.com/cms-finalizes-cy-2027-changes-to-medicare-advantage-and-part-d-to-implement-part-d-redesign-update-star-ratings-and-reduce-administrative-burden/",
  ),
  extraHelp: s(
    "LegalClarity, Extra Help (LIS) income limits 2026",
    "https://legalclarity.org/what-is-the-income-limit-for-low-income-subsidy",
  ),
  partDPenalty: s(
    "CMS, 2026 Part D bid information (Jul 2025)",
    "https://www.cms.gov/newsroom/fact-sheets/2026-medicare-part-d-bid-information-and-part-d-premium-stabilization-demonstration-parameters",
  ),
  free: s(
    'MCMG text on "free"',
    "https://individuals.healthreformquotes.com/medicare/mapd/regulations/best-plan/",
  ),
  crossSell: s(
    "Medicare Interactive, marketing appointment rules (Apr 2025)",
    "https://www.medicareinteractive.org/understanding-medicare/fraud-abuse/medicare-fraud-and-abuse-overview/marketing-appointment-rules",
  ),
} as const;

/** Windows and rights, with the numbers the coach may quote. */
export const ENROLLMENT_RULES = {
  year: 2026,
  /** Medigap guaranteed issue after an MA plan leaves the area or Medicare: days after coverage ends. */
  giDaysAfterLoss: 63,
  giDaysAfterLossCalifornia: 123,
  giDaysBeforeLoss: 60,
  /** Trial right: leave MA within this many months of joining. */
  trialRightMonths: 12,
  /** 5-star SEP: once a year, from Dec 8 to Nov 30. */
  fiveStarSep: { from: "12-08", to: "11-30" },
  /** SEP after losing creditable drug or employer coverage, in months. */
  lossOfCoverageSepMonths: 2,
  /** Part B SEP after current employment or its coverage ends, in months. */
  partBWorkingSepMonths: 8,
  /** Employer size for coverage that is primary at 65+. */
  employerPrimaryEmployees: 20,
  /** Extra Help: income below 150% of poverty, 2026, 48 states and DC. */
  extraHelpIncome: { single: 23_940, couple: 32_460 },
  /** Medicare Savings Programs resources, 2026 (states with an asset test). */
  mspResources: { single: 9_950, couple: 14_910 },
  /** CY2027 marketing (from Oct 1, 2026): the 48-hour SOA wait is gone; the SOA is still recorded first. */
  soaWaitEliminatedFrom: "2026-10-01",
  /** Sales-call recordings kept, years (CY2027 rule). */
  recordingKeepYears: 6,
  source: [
    RULE_SOURCES.sep,
    RULE_SOURCES.giRights,
    RULE_SOURCES.fiveStar,
    RULE_SOURCES.duals,
    RULE_SOURCES.cy2027,
    RULE_SOURCES.extraHelp,
  ],
} as const;
