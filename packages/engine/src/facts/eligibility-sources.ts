/**
 * Sources of `docs/engine/eligibility.md#sources-and-confidence` (ids `R#` as listed there), each with the year of its
 * content and the research note's confidence (H: official or primary text; M: established secondary
 * source that dates its content; L: undated, agent blog, or contradicted). `X` ids are pages found for
 * this module where the reference had a gap; they are marked as such.
 *
 * Not re-exported by `facts/index.ts` as a table (it is a list of pages, not figures); the eligibility
 * module and the low-income/penalty tables cite these objects directly.
 * One list in the research note's order, so each id is checked against the note in one pass.
 */
import type { Source } from "./types.js";

export type Confidence = "H" | "M" | "L";

/** One page a rule or figure comes from: a `Source` with its id, year and confidence. */
export interface RuleSource extends Source {
  /** Id in the research note ("R34") or "X…" for a page found for this module. */
  ref: string;
  /** The year the page's content describes (the year it was current when undated). */
  year: number;
  confidence: Confidence;
}

const r = (ref: string, year: number, confidence: Confidence, title: string, url: string): RuleSource =>
  Object.freeze({ ref, year, confidence, title, url });

export const ELIG = {
  R1: r(
    "R1",
    2025,
    "H",
    "medicareresources.org, Medigap overview (2025)",
    "https://www.medicareresources.org/medicare-benefits/medigap",
  ),
  R2: r(
    "R2",
    2018,
    "H",
    "KFF, Medigap enrollment and consumer protections vary across states (2018)",
    "https://www.kff.org/medicare/issue-brief/medigap-enrollment-and-consumer-protections-vary-across-states/",
  ),
  R4: r(
    "R4",
    2025,
    "L",
    "HeyMoe support, Medigap open enrollment and state rules (about 2025)",
    "https://heymoellc.freshdesk.com/support/solutions/articles/156000376767-open-enrollment-and-medigap-medicare-supplement-policies",
  ),
  R5: r(
    "R5",
    2025,
    "M",
    "AMAC Brokers, state-specific guaranteed-issue rules (about 2025)",
    "https://amacbrokers.com/?p=3602",
  ),
  R6: r(
    "R6",
    2026,
    "H",
    "Maine Bureau of Insurance, buying or switching Medigap outside open enrollment (current)",
    "https://www1.maine.gov/pfr/insurance/consumers/medicare-supplement-insurance/buy-switch-outside-open-enrollment",
  ),
  R7: r(
    "R7",
    2020,
    "H",
    "California Health Advocates, Medigap birthday rule extended to 60 days (2020, current)",
    "https://cahealthadvocates.org/medigaps-birthday-rule-is-extended-to-60-days/",
  ),
  R8: r(
    "R8",
    2022,
    "H",
    "Louisiana RS 22:1112 (2022)",
    "https://lawserver.com/law/state/louisiana/la-laws/louisiana_revised_statutes_22-1112",
  ),
  R9: r("R9", 2024, "H", "Illinois P.A. 103-0747 (2024)", "https://www.billtrack50.com/billdetail/1537053"),
  R10: r(
    "R10",
    2025,
    "M",
    "New Horizons, Indiana Medigap birthday rule from January 1, 2026 (Nov 2025)",
    "https://www.newhorizonsmktg.com/announcements/indianas-new-med-supp-birthday-rule-starting-january-1-2026",
  ),
  R11: r(
    "R11",
    2025,
    "M",
    "Farr Law, Virginia Medigap birthday rule (2025)",
    "https://farrlawfirm.optin.com/newsletter/flfnewsletter01/Mjc0NzM1NTE=/virginias-new-medicare-supplement-birthday-rule-no-health-questions-once-a-year.htm",
  ),
  R12: r(
    "R12",
    2025,
    "H",
    "ResourcePro, Wyoming Bulletin 06-2025 birthday rule (2025)",
    "https://www.resourcepro.com/bulletin/wyoming-adopts-birthday-rule-for-medicare-supplement-policyholders",
  ),
  R13: r(
    "R13",
    2025,
    "M",
    "Medicare Nationwide, Utah Medigap birthday rule (2025)",
    "https://medicarenationwide.com/2025-utah-medicare-supplement-birthday-rule",
  ),
  R14: r("R14", 2024, "L", "MedicareHelper, Kentucky (about 2024)", "https://medicarehelper.net/insurance"),
  R15: r(
    "R15",
    2023,
    "M",
    "MedicareFAQ, Oklahoma birthday rule (about 2023)",
    "https://www.medicarefaq.com/blog/oklahoma-birthday-rule/",
  ),
  R16: r(
    "R16",
    2023,
    "M",
    "Temmen Insurance, how Medigap policies differ by state (about 2023)",
    "https://temmeninsurance.com/medicare-articles/how-medigap-policies-can-be-different-by-states/",
  ),
  R17: r(
    "R17",
    2025,
    "L",
    "Delaware SB 71, Daily Record (Apr 2025)",
    "https://legis.delaware.gov/DailyRecords/Detail?date=20250409",
  ),
  R18: r(
    "R18",
    2025,
    "L",
    "Elders for Justice, Minnesota Medigap changes (Jul 2025)",
    "https://www.alleldersjusticemn.org/news-you-can-use-3",
  ),
  R19: r(
    "R19",
    2025,
    "L",
    "thebig65, Washington Medigap (Dec 2025; conflicting pages)",
    "https://thebig65.com/?p=9748",
  ),
  R20: r(
    "R20",
    2018,
    "L",
    "medicare-faqs.com citing KFF 2018, community-rated and issue-age states (undated)",
    "https://medicare-faqs.com/what-states-are-medicare-community-rated-plans",
  ),
  R21: r(
    "R21",
    2024,
    "M",
    "medicareresources.org, Medigap eligibility under 65 varies by state (Feb 2024)",
    "https://www.medicareresources.org/medicare-eligibility-and-enrollment/medigap-eligibility-for-americans-under-age-65-varies-by-state/",
  ),
  R22: r(
    "R22",
    2023,
    "M",
    "healthinsurance.org, Arizona / Arkansas Medicare (2020-2023)",
    "https://www.healthinsurance.org/medicare/arizona/",
  ),
  R23: r(
    "R23",
    2024,
    "M",
    "MedicareSupplement.com, Alabama (undated)",
    "https://medicaresupplement.com/medigap/state/alabama",
  ),
  R24: r(
    "R24",
    2026,
    "M",
    "Open Exam Prep, New York Medicare supplement law (Jan 2026)",
    "https://open-exam-prep.com/exams/ny-life-health/new-york-health-insurance-laws/ny-medicare-supplement",
  ),
  R26: r(
    "R26",
    2024,
    "M",
    "Medicare Pathways, Maine Medigap enrollments (undated)",
    "http://www.medicarepathways.com/maine-medicare-supplement-plan-enrollments/",
  ),
  R27: r(
    "R27",
    2019,
    "H",
    "Medicare Rights Center, Medigap changes in 2020 (2019)",
    "https://blog.medicarerights.org/medigap-changes-in-2020/",
  ),
  R29: r(
    "R29",
    2025,
    "H",
    "California Health Advocates, Medigap guaranteed issue (current)",
    "https://cahealthadvocates.org/medigap/guaranteed-issue/",
  ),
  R30: r(
    "R30",
    2019,
    "H",
    "Guaranteed-issue rights list, CMS wording (pre-2020)",
    "http://northcarolina-medicaresupplement.com/medicare-supplement-guaranteed-issue-rights/",
  ),
  R31: r(
    "R31",
    2021,
    "H",
    "AARP, avoid Medigap mistakes (2021)",
    "https://www.aarp.org/health/health-insurance/info-2021/avoid-medigap-mistakes/",
  ),
  R34: r(
    "R34",
    2024,
    "H",
    "Medigap open enrollment timing, copy of medicare.gov text (undated)",
    "http://retirementandgoodliving.com/medigap-enrollmentcost/",
  ),
  R36: r(
    "R36",
    2022,
    "H",
    "SSA column on Part B start dates from 2023 (Oct 2022)",
    "http://www.semissourian.com/story/2966945.html",
  ),
  R38: r(
    "R38",
    2024,
    "M",
    "Insurance News, Medicare eligibility for a birthday on the 1st (undated)",
    "https://insurancenewsmag.com/?p=123917",
  ),
  R39: r(
    "R39",
    2024,
    "H",
    "medicareresources.org, the Medicare Part B special enrollment period",
    "https://www.medicareresources.org/medicare-eligibility-and-enrollment/the-medicare-part-b-special-enrollment-period/",
  ),
  R40: r(
    "R40",
    2025,
    "M",
    "HealthGov, Medicare special enrollment periods (2025)",
    "https://healthgov.com/article/medicare-special-enrollment-periods-2025.html",
  ),
  R41: r(
    "R41",
    2024,
    "M",
    "Prepare for Medicare, HSA contributions and Part A (undated)",
    "https://prepareformedicare.com/navigating-hsa-contributions",
  ),
  R42: r(
    "R42",
    2024,
    "M",
    "Medicare Pathways, special enrollment periods (undated)",
    "https://www.medicarepathways.com/special-enrollment-periods/",
  ),
  R44: r(
    "R44",
    2025,
    "H",
    "Elder Care Broker, citing the CMS duals/LIS SEP job aid (Jan 2025)",
    "https://eldercarebroker.com",
  ),
  R45: r(
    "R45",
    2021,
    "H",
    "CRS R46655, ESRD and Medicare Advantage (Jan 2021)",
    "https://docslib.org/doc/1042048/april-23-2018-seema-verma-administrator-centers-for-medicare",
  ),
  R46: r("R46", 2025, "H", "tricare.com, TRICARE For Life (2025)", "https://tricare.com/tricare-for-life/"),
  R47: r(
    "R47",
    2024,
    "M",
    "Medicare Interactive, creditable drug coverage and the 2-month SEP",
    "https://www.medicareinteractive.org/?p=535",
  ),
  R48: r(
    "R48",
    2026,
    "M",
    "Part B late-enrollment penalty: Medicare & You example; EnrollMedicare 2026 calculator",
    "https://www.truehelpmedicare.com/part-b-late-enrollment-penalty-clock/",
  ),
  R49: r(
    "R49",
    2025,
    "H",
    "CMS, 2026 Part D bid information and base beneficiary premium (Jul 2025)",
    "https://www.cms.gov/newsroom/fact-sheets/2026-medicare-part-d-bid-information-and-part-d-premium-stabilization-demonstration-parameters",
  ),
  R50: r(
    "R50",
    2026,
    "M",
    "LegalClarity, Extra Help (LIS) income limits 2026",
    "https://legalclarity.org/what-is-the-income-limit-for-low-income-subsidy",
  ),
  R50b: r(
    "R50b",
    2026,
    "M",
    "Budget Seniors, Medicare Extra Help (Feb 2026)",
    "https://www.budgetseniors.com/blog/medicare-extra-help",
  ),
  R50c: r(
    "R50c",
    2024,
    "L",
    "Copy of medicare.gov Extra Help page (2024)",
    "https://nidirecttonersmallest.pages.dev/345996.html",
  ),
  R51: r(
    "R51",
    2024,
    "H",
    "SSA POMS HI 03030.025, LIS resource limits and burial allowance",
    "https://secure.ssa.gov/apps10/poms.nsf/lnx/0603030025",
  ),
  R52: r("R52", 2026, "M", "MSP Check methodology (Jun 2026)", "https://www.mspcheck.app/methodology"),
  R53: r(
    "R53",
    2025,
    "H",
    "Texas HHS, QMB income limits (2025)",
    "https://www.hhs.texas.gov/handbooks/medicaid-elderly-people-disabilities-handbook/q-2500-qmb-income-limits",
  ),
  R54: r(
    "R54",
    2023,
    "M",
    "Mass.gov, help paying Medicare costs (2023)",
    "https://www.mass.gov/service-details/help-paying-medicare-costs",
  ),
  R54ny: r(
    "R54ny",
    2023,
    "L",
    "New York MSP limits 2023 (secondary copy)",
    "http://caryconover.com/other20/549/main.php?id=831",
  ),
  R55: r(
    "R55",
    2024,
    "H",
    "More Plans More Choices, types of Medicaid (dual terms)",
    "https://moreplansmorechoices.com/types-of-medicaid/",
  ),
  R58: r(
    "R58",
    2026,
    "M",
    "Greg Lewis Insurance, what IRMAA is: 2026 brackets (2026)",
    "https://www.greglewisinsurance.com/post/what-does-irmaa-stand-for",
  ),
  R71: r(
    "R71",
    2024,
    "M",
    "Diversified Insurance Brokers and MyAnnuityStore, state guaranty association limits; NOLHGA state comparison (Dec 2024)",
    "https://members.nolhga.com/factsandfigures/main.cfm/location/lawdetail/docid/8",
  ),
  R75: r(
    "R75",
    2026,
    "M",
    "Kansas Hospital Association, CY2027 MA advance notice (Jan 2026)",
    "https://www.kha-net.org/Communications/FederalAdvocateArticles/CMS-Proposes-Slight-2027-Medicare-Advantage-Payment-Increase-and-Other-Updates_177042.aspx",
  ),
  R76: r(
    "R76",
    2025,
    "L",
    "MOAA on the 2025 Trustees Report: Part B premium projections (2025)",
    "https://www.moaa.org/content/publications-and-media/news-articles/2025-news-articles/finance/medicare-trustees-report-estimates-next-9-years-of-part-b-premiums/",
  ),
  /** packages/engine/src/facts/medicare.ts (AEP / MA-OEP dates) cites Marigold Medicare (REF.S19); kept here with its year. */
  S19: r(
    "S19",
    2026,
    "H",
    'Marigold Medicare, "Changing Medicare Coverage FAQ"',
    "https://marigoldmedicare.com/changing-medicare-coverage-faq/",
  ),
  /** Found for this module: CMS text on the C-SNP SEP, quoted by Q1Medicare (updated Jul 2023). */
  X1: r(
    "X1",
    2023,
    "M",
    "Q1Medicare FAQ quoting CMS: SEP to join a chronic-condition SNP (Jul 2023)",
    "http://www.q1medicare.com/q1group/MedicareAdvantagePartDQA/faq/I-need-to-be-enrolled-into-a-rx-plan.--I-am-disabled-and-have-Hospital-part-A-and-Medical-part-B.--Does-Highmark-Security%28-medco-%29blue-have-a-rx-plan-for-me%3Cbr-_%3E%0D%3Cbr-_%3E%0D%0A/35/6.html",
  ),
  /** Found for this module: SSA POMS on the Part A/B SEP when Medicaid ends entirely (2023). */
  X2: r(
    "X2",
    2023,
    "H",
    "SSA POMS HI 00805.385, exceptional-conditions SEP for termination of Medicaid eligibility (10-23)",
    "https://secure.ssa.gov/apps10/poms.nsf/lnx/0600805385",
  ),
  /** Found for this module: medicare.gov, SEPs when you move (notify before / after). */
  X3: r(
    "X3",
    2024,
    "H",
    "medicare.gov, Special Enrollment Periods",
    "https://www.medicare.gov/basics/get-started-with-medicare/get-more-coverage/joining-a-plan/special-enrollment-periods",
  ),
} as const;
