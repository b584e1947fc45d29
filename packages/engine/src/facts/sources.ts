/**
 * The pages the engine's numbers come from. Keys mirror the ids used in `packages/engine/src/facts/sources.ts` (`REF.S5`)
 * and `packages/engine/src/facts/sources.ts` (`GAP.S1`), so a reviewer can check a figure against the research notes;
 * `WEB` holds the few pages found later for gaps neither note closed.
 * One table, kept whole so a reviewer checks every page the engine cites in one place.
 */
import type { Source } from "./types.js";

const s = (title: string, url: string): Source => Object.freeze({ title, url });

/** Sources of `packages/engine/src/facts/sources.ts` §8. */
export const REF = {
  S1: s(
    'JSA, "2026 Medicare Parts A & B Premiums and Deductibles"',
    "https://www.jsaonline.com/resources/blog/2026-medicare-parts-a-b-premiums-and-deductibles",
  ),
  S2: s(
    'AHA News via EIN Presswire, "CMS releases details on Medicare premiums, deductibles for 2026" (2025-11-17)',
    "https://www.einpresswire.com/article/868033856/cms-releases-details-on-medicare-premiums-deductibles-for-2026",
  ),
  S3: s(
    "Marca, Part A premium 2026 article",
    "https://amp.marca.com/en/lifestyle/us-news/personal-finance/2025/11/24/69245060ca4741712b8b45f0.html",
  ),
  S5: s(
    'New Horizons Marketing, "2025 Medicare Parts A & B Premiums and Deductibles"',
    "https://newhorizonsmktg.com/announcements/2025-medicare-parts-a-b-premiums-and-deductibles",
  ),
  S6: s(
    'Rose Insurance, "Medicare Premium, Deductible, and Cost-Sharing Changes for 2025"',
    "https://roseins.com/medicare-premium-deductible-cost-sharing-changes-2025",
  ),
  S7: s(
    'NCOA, "Medicare IRMAA: Increased Medicare Part B and D Premiums Based on Income"',
    "https://www.ncoa.org/article/medicare-irmaa-increased-medicare-part-b-and-d-premiums-based-on-income/",
  ),
  S8: s(
    'Q1Medicare, "2025 IRMAA payments for Part D and Part B"',
    "https://q1medicare.com/news/Article.php?article=2025-irmaa-payments-for-part-d-and-part-b&article_id=1053&category_id=16",
  ),
  S10: s(
    'Particle News, "Medicare Part D 2026 premiums and deductibles rise as $2,100 out-of-pocket cap takes effect"',
    "https://particle.news/story/medicare-part-d-2026-premiums-and-deductibles-rise-as-2100-out-of-pocket-cap-takes-effect",
  ),
  S11: s(
    'Luke Agency, "Part D Prescription Drug Plans"',
    "https://www.lukeagency.com/medicare-plans/part-d-prescription-drug-plans",
  ),
  S12: s(
    'HealthnWell, "Medicare Part D changes: what to know for 2026"',
    "https://healthnwell.com/medicare-part-d-changes-what-to-know-for-2026-en-us",
  ),
  S13: s(
    'RetiredInUSA, "Medicare costs are rising in 2026"',
    "https://retiredinusa.com/572/yahoo/1120928/20001/medicare-costs-are-rising-in-2026/5",
  ),
  S14: s(
    'eMedicare, "Medicare Part D Prescription Drug Coverage Guide…the $2,000 Cap"',
    "https://www.emedicare.com/medicare/medicare-part-d-prescription-drug-coverage",
  ),
  S15: s(
    'Medicare Interactive glossary, "Premium penalty"',
    "https://www.medicareinteractive.org/glossary/premium-penalty",
  ),
  S16: s(
    'TrendsMask, "Part D late enrollment penalty"',
    "https://trendsmask.com/you-must-explain-the-part-d-late-enrollment-penalty-227924.html",
  ),
  S19: s(
    'Marigold Medicare, "Changing Medicare Coverage FAQ"',
    "https://marigoldmedicare.com/changing-medicare-coverage-faq/",
  ),
  S20: s(
    'Medicare Interactive glossary, "Initial Open Enrollment Period"',
    "https://www.medicareinteractive.org/glossary/initial-open-enrollment-period",
  ),
  S22: s(
    'Medigap-insurance-for-medicare.com, "Important Medicare and Medicare Supplement enrollment dates" (2016)',
    "https://medigap-insurance-for-medicare.com/post/2016/08/03/important-medicare-and-medicare-supplement-enrollment-dates",
  ),
  S24: s(
    'KFF release (repost), "KFF Examines Medicare Advantage Plans, Premiums and Benefits…"',
    "https://rusiiaa.blogspot.com/2025/12/a-look-at-plans-premiums-and-benefits.html",
  ),
  S25: s(
    'KFF brief (repost), "Medicare Advantage Highlights for 2026"',
    "https://informernow.online/?p=31575",
  ),
  S26: s(
    'KFF, "Two KFF analyses examine the latest data about Medicare Advantage…" (2025)',
    "https://connect.kff.org/two-kff-analyses-examine-the-latest-data-about-medicare-advantage-enrollment-premiums-out-of-pocket-limits-supplemental-benefits-and-prior-authorization",
  ),
  S29: s(
    'AHA News via EIN Presswire, "CMS says premiums, enrollment for MA and Part D to slightly decline for 2026"',
    "https://www.einpresswire.com/article/853747329/cms-says-premiums-enrollment-for-ma-and-part-d-to-slightly-decline-for-2026",
  ),
  S30: s(
    'MyChesCo, "Medicare premiums to decline in 2026…"',
    "https://www.mychesco.com/a/news/national/medicare-premiums-to-decline-in-2026-open-enrollment-approaches",
  ),
  S31: s(
    'wis.it.com, "What is the OOP max for Medicare Advantage in 2025"',
    "https://wis.it.com/what-is-the-oop-max-for-medicare-advantage-in-2025",
  ),
  S32: s(
    '65 Incorporated, "Can you explain the out-of-pocket limit?"',
    "https://65incorporated.com/topics/out-pocket-medicare-costs/can-you-explain-out-pocket-limit",
  ),
  S34: s(
    'MedicareAdvantage.com, "Average cost of Medicare Supplement by age"',
    "https://www.medicareadvantage.com/medicare-supplement/average-cost-of-medicare-supplement-by-age",
  ),
  S35: s(
    'MedicareSupplement.com, "How Much Do Medicare Supplement Insurance Plans Cost?"',
    "https://www.medicaresupplement.com/articles/average-cost-of-medicare-supplement/",
  ),
  S36: s(
    'Healthline, "Medicare Plan N cost"',
    "https://www.healthline.com/health/medicare/medicare-plan-n-cost",
  ),
  S37: s(
    'Business News This Week, "2022 Medicare Supplement Insurance Price Index…"',
    "http://businessnewsthisweek.com/business/2022-medicare-supplement-insurance-price-index-benefits-seniors",
  ),
  S38: s(
    'MedicareFAQ, "Average Cost of Medicare Supplement Plans"',
    "https://www.medicarefaq.com/faqs/average-cost-of-medicare-supplement-plans/",
  ),
  S39: s(
    "Medicare evaluation letters (FlipBuilder)",
    "http://online.flipbuilder.com/zxue/lpwo/files/basic-html/page4.html",
  ),
  S40: s(
    'Choice Mutual, "Whole Life Insurance Rates Chart"',
    "https://choicemutual.com/blog/whole-life-insurance-rates-chart/",
  ),
  S41: s(
    'Choice Mutual, "$100,000 Whole Life Insurance Policy Rates"',
    "https://choicemutual.com/blog/100000-whole-life-insurance",
  ),
  S42: s(
    'TrueBlue Life Insurance, "Final Expense Life Insurance"',
    "https://www.truebluelifeinsurance.com/final-expense-insurance/",
  ),
  S43: s(
    'ValuePenguin, "Average Cost of Life Insurance (2020)"',
    "https://www.valuepenguin.com/average-cost-life-insurance",
  ),
  S46: s(
    'PLPD, "How Much Does Term Life Insurance Cost?"',
    "https://plpd.com/blogs/life-insurance/how-much-does-term-life-insurance-cost",
  ),
  S48: s(
    'Via Benefits, "Hospital indemnity insurance"',
    "https://viabenefits.me/additional-benefits/hospital-indemnity-insurance",
  ),
  S49: s(
    'SelfGood, "Hospital Indemnity Insurance for Medicare Seniors"',
    "https://selfgood.com/blog/hospital-indemnity-insurance-for-medicare-seniors",
  ),
  S50: s(
    'Telos / CSG Actuarial, "Hospital Indemnity: senior-focused product observations"',
    "https://csg-actuarial-wordpress.appspot.com/news/hospital-indemnity-senior-focused-product-observations",
  ),
  S51: s('TinyGrab, "How Much Does Cancer Insurance Cost?"', "https://tinygrab.com/?p=225845"),
  S52: s(
    "Mutual of Omaha Critical Advantage summary",
    "https://fdocuments.us/document/mutual-of-omaha-critical-advantage-mutual-of-omaha-critical-advantage-example.html",
  ),
  S53: s(
    'Breeze, "Lump-sum cancer insurance"',
    "https://meetbreeze.com/cancer-insurance/lump-sum-cancer-insurance",
  ),
  S54: s(
    'Insurance-Forums, "LTCI rates remain largely stable in past 5 years, AALTCI finds"',
    "https://insurance-forums.com/health/long-term-care/ltci-rates-remain-largely-stable-in-past-5-years-aaltci-finds",
  ),
  S55: s(
    'LifeHealth.com, "2019 Long-Term Care Insurance Price Index Released"',
    "https://www.lifehealth.com/2019-long-term-care-insurance-price-index-released/",
  ),
  S56: s(
    'Calculattor, "Long-term care insurance cost calculator"',
    "https://calculattor.com/long-term-care-insurance-cost-calculator/",
  ),
  S57: s("WealthWise Report, long-term care insurance review", "https://wealthwisereport.com/?p=75387"),
  S58: s(
    'MyAnnuityStore, "Best 5 Year Fixed Annuity Rates for December 2025"',
    "https://myannuitystore.com/annuities/fixed-annuity-rates/5-year",
  ),
  S59: s(
    "MyAnnuityStore, 5-year fixed annuity rates (Jan 4, 2026)",
    "https://myannuitystore.com/annuities/fixed-annuity-rates/5-year/page/2",
  ),
  S60: s(
    'MyAnnuityStore, "Today\'s Best 5 Year Fixed Indexed Annuity Rates"',
    "https://myannuitystore.com/annuities/fixed-index-annuity-rates/5-year/",
  ),
  S61: s(
    'MyAnnuityStore, "Fixed Index Annuity Rates"',
    "https://myannuitystore.com/rates-quotes/fixed-indexed-annuity-rates",
  ),
  S64: s(
    'Financial Advisor magazine, "Independent channels drive record annuity sales in 2023, says LIMRA"',
    "https://www.fa-mag.com/news/independent-channels-drive-record-annuity-sales-in-2023--says-limra-77303.html",
  ),
  S65: s(
    'MyAnnuityStore, "10 Best Fixed Index Annuity Companies"',
    "https://myannuitystore.com/10-best-fixed-index-annuity-companies/",
  ),
  S66: s(
    'Ritter Insurance Marketing, "2026 Maximum Broker Commissions for Medicare Advantage and Medicare Part D"',
    "https://ritterim.com/blog/2026-maximum-broker-commissions-for-medicare-advantage-and-medicare-part-d",
  ),
  S67: s('TMS Brokerage, "Medicare Advantage Commission Rates for 2026"', "https://tmsbrokerage.com/?p=3227"),
  S68: s(
    'LegalClarity, "Medicare Agent Compensation and Rapid Disenrollment Rules"',
    "https://legalclarity.org/medicare-agent-compensation-and-rapid-disenrollment-rules/",
  ),
  S70: s(
    'SMS, "CMS Releases Official Notice for Contract Year 2027"',
    "https://www.smsteam.net/cms-releases-official-notice-for-contract-year-2027/",
  ),
  S71: s(
    'Insurance-Forums.net, "New CMS Payment Rules: An attorney\'s insights"',
    "http://insurance-forums.net/community/threads/new-cms-payment-rules-an-attorneys-insights.112958/latest",
  ),
  S72: s(
    'Sidley, "Medicare Plan Marketing Proposal Would Overhaul Broker Payments" (Nov 2023)',
    "https://sidley.com/ja/insights/newsupdates/2023/11/medicare-plan-marketing-proposal-would-overhaul-broker-payments",
  ),
  S73: s(
    'Digital Medicare Agent, "What Are Commissions Like"',
    "https://www.digitalmedicareagent.com/faq/what-are-commissions-like",
  ),
  S74: s(
    'Essential Care Agents, "Medicare Agent Commission Rates 2022"',
    "https://essentialcareagents.com/blog/medicare-agent-commission-rates-2022/",
  ),
  S75: s(
    'MyHealthcareDirect, "How Medicare agents are paid"',
    "https://myhealthcaredirect.com/medicare/how-medicare-agents-are-paid/",
  ),
  S76: s(
    'Telos Actuarial, "Understanding Medicare Supplement Commission Structures"',
    "https://www.telosactuarial.com/blog/commission-structures-premium-comparison",
  ),
  S78: s("Kairos Financial, FAQ", "https://www.kairos-financial.com/faq-1"),
  S79: s(
    'Revival Agencies, "Understanding Commission"',
    "https://revival-agencies.com/understanding-commission",
  ),
  S80: s(
    'Final Expense Superstar, "How to Figure Out Your Commissions"',
    "http://www.finalexpensesuperstar.com/blog/how-to-figure-out-your-commissions",
  ),
  S82: s(
    'Back9, "Target Premium and Non-Commissionable Policy Fees"',
    "https://www.back9ins.com/news/a/Target-Premium-and-NonCommissionable-Policy-Fees",
  ),
  S83: s("FatFIRE, IUL commissions article", "https://fatfire.com/?p=10546"),
  S84: s(
    'Closer to Alpha, "Understanding the Insurance Industry & IUL Agent Commissions"',
    "https://closertoalphaagent.com/post/understanding-the-insurance-industry-iul-agent-commissions-an-inside-look",
  ),
  S85: s(
    'All Things Annuity, "The Truth About Annuity Commissions"',
    "https://allthingsannuity.com/articles/annuity-commissions.htm",
  ),
  S86: s(
    'The Nest, "How much commission is an agent paid for a fixed-indexed annuity"',
    "https://budgeting.thenest.com/much-commission-agent-paid-fixedindexed-annuity-23558.html",
  ),
  S88: s(
    'The Balance, "The Levels of Commission Agents Earn on Annuities"',
    "https://www.thebalance.com/what-levels-of-commission-do-agents-earn-on-annuities-146003",
  ),
  S89: s(
    "SEC EDGAR, Continental General Insurance Co. schedule of commissions (2005)",
    "https://www.sec.gov/Archives/edgar/data/1309442/000092189505002002/ex1010to8k06466_11232005.htm",
  ),
  S92: s(
    'Investopedia, "Best Burial Insurance Companies"',
    "https://www.investopedia.com/best-burial-insurance-4843161",
  ),
  S94: s(
    "United Home Life agent guide",
    "https://vdocuments.mx/simplified-issue-whole-life-guaranteed-issue-800-428-3001-agent-guide-simplified.html",
  ),
  S95: s(
    'Willamette Life, "Burial Insurance With Oxygen" / "Burial Insurance After A Stroke"',
    "https://willamettelifeinsurance.com/burial-insurance-oxygen/",
  ),
  S96: s(
    'InsureChance, "What is final expense life insurance"',
    "https://insurechance.com/what-is-final-expense-life-insurance",
  ),
  S97: s(
    'Investopedia, "Best Medicare Supplement Insurance Companies" (2021)',
    "https://www.investopedia.com/best-medicare-supplement-insurance-companies-5074131",
  ),
  S99: s(
    'ClearValue Lending, "Best term life insurance companies 2026"',
    "https://clearvaluelending.com/insurance/life/best-term-life-insurance-companies-2026",
  ),
  S100: s(
    'TechsAcademy, "12 Best Life Insurance Companies of 2023"',
    "https://techsacademy.com/12-best-life-insurance-companies-of-2023/",
  ),
  S101: s(
    'John Hancock, "The Agent and Broker Companion (ABC)"',
    "http://financedocbox.com/Insurance/96316513-The-agent-and-broker-companion-abc.html",
  ),
  S102: s(
    "Mutual of Omaha Life Underwriting Guidelines (2014, repost)",
    "http://montanafishingjigs.com/pdf-life-insurance-underwriting-guidelines.html",
  ),
  S103: s('Reviews.com, "Best long-term care"', "https://www.reviews.com/insurance/life/best-long-term-care"),
  S104: s(
    'RetirementLiving, "Best long-term care insurance"',
    "https://www.retirementliving.com/best-long-term-care-insurance",
  ),
  S105: s(
    "Washington National Solutions Cancer agent guide",
    "http://docplayer.net/18684392-Agent-guide-solutions-cancer-supplementa-l-ca-ncer-insur-a-nce.html",
  ),
  S106: s("ManhattanLife Cancer Care Plus brochure", "https://online.flippingbook.com/view/1049795091/"),
  S107: s(
    'PayingForSeniorCare, "Best dental insurance"',
    "https://www.payingforseniorcare.com/best-dental-insurance",
  ),
  S108: s(
    'HTA Insurance, "Dental, Vision, Hearing Plans"',
    "https://www.hta-insurance.com/dental-vision-hearing-plans-internal-use",
  ),
  S109: s(
    'wis.it.com, "What is the best dental plan for seniors"',
    "https://wis.it.com/what-is-the-best-dental-plan-to-have-for-seniors-a-complete-guide",
  ),
  S109b: s(
    'wis.it.com, "Best Medigap plan 2025 seniors"',
    "https://wis.it.com/best-medigap-plan-2025-seniors",
  ),
  S110: s(
    'Action Benefits, "Stay compliant with Medicare\'s TPMO disclaimer" (updated Mar 9, 2026)',
    "https://blog.actionbenefits.com/stay-compliant-with-medicares-tpmo-disclaimer",
  ),
  S111: s('Beta Benefits, "Important Disclaimers"', "https://betabenefitsga.com/important-disclaimers/"),
  S113: s(
    'Crowe & Associates, "Scope of appointment 48 hours"',
    "https://croweandassociates.com/scope-of-appointment-48-hours/?noamp=mobile",
  ),
  S114: s(
    'Action Benefits, "Making sense of CMS\'s 48 hour rule for Scope of Appointment"',
    "https://blog.actionbenefits.com/making-sense-of-cms-48-hour-rule",
  ),
  S115: s(
    'Informed Plus Choice, "CMS 2027 final rule: 6 changes"',
    "https://informedpluschoice.com/blog/cms-2027-final-rule-6-changes-medicare-agents/",
  ),
  S118: s(
    'Medicare.gov, "Marketing rules for health plans"',
    "https://medicare.gov/sign-up-change-plans/different-types-of-medicare-health-plans/rules-medicare-plans",
  ),
  S119: s(
    "Medicare Interactive, MA marketing rules",
    "https://www.medicareinteractive.org/get-answers/medicare-fraud-and-abuse/medicare-fraud-and-abuse/do-medicare-advantage-plans-have-to-follow-any-rules-when-they-market-their-products",
  ),
  S120: s(
    'SMP Resource Center, "Marketing Guidelines for Medicare Parts C and D"',
    "https://www.smpresource.org/Content/Medicare-Fraud/Fraud-Schemes/Marketing-Guidelines-for-Medicare-Parts-C-and-D.aspx",
  ),
  S121: s(
    'Prepare for Medicare, "What Medicare Marketing Materials Are Really Saying…" (2018/2019 MCMG)',
    "https://prepareformedicare.com/what-medicare-marketing-materials-are-really-saying-and-how-when-and-where-they-can-say-it/",
  ),
  S125: s(
    'RegEd, "The New Best Interest Standard for Annuity Sales…"',
    "https://www.reged.com/the-new-best-interest-standard-for-annuity-sales-an-overview-of-revisions-to-the-naics-model-regulation-275/",
  ),
  S126: s(
    "DMI, \"Your Four Obligations under NAIC's 'Best Interest' Model Regulation\"",
    "https://dmi.com/blog/your-four-obligations-under-naics-best-interest-model-regulation/",
  ),
  S134: s(
    'ThinkAdvisor, "How to help prospects get life insurance" (2018)',
    "https://thinkadvisor.com/2018/08/29/how-to-help-prospects-get-life-insurance",
  ),
  S136: s(
    'Open Exam Prep, "Life Insurance Needs Analysis"',
    "https://open-exam-prep.com/glossary/life-insurance-needs-analysis",
  ),
  S138: s(
    'Martin Lark, "Life Insurance Assessment" (DIME)',
    "https://martinlark.com/life-insurance-assessment/",
  ),
  S139: s(
    'Dignity Memorial, "Breakdown of Funeral Costs"',
    "https://dignitymemorial.com/plan-funeral-cremation/funeral-costs-whats-included",
  ),
  S140: s(
    'Funeral Care Directory, "Average Funeral Costs in the US"',
    "https://funeralcaredirectory.com/resources/costs",
  ),
  S141: s(
    'Rocket Money, "How Much Does a Funeral Cost?"',
    "https://rocketmoney.com/learn/personal-finance/the-cost-of-dying-in-america",
  ),
  S143: s(
    'Sam Shockaday, "Should I Buy Cancer Insurance?"',
    "https://www.samshockaday.com/resources/should-i-buy-cancer-insurance",
  ),
  S144: s(
    'Senior Benefit Client, "Hospital Indemnity Plan"',
    "https://seniorbenefitclient.com/hospital-indemnity-plan/",
  ),
  S146: s(
    'AgentTech, "Final Expense Agent Compensation: How Top Agencies Structure Pay"',
    "https://agenttech.io/blog/fe-agent-comp-structure-agency",
  ),
  S157: s(
    'Imeriti, "Life Insurance Commission Payouts – Examples of Annualization and Target Premium"',
    "https://paperzz.com/doc/7838913/life-insurance-commission-payouts-%E2%80%93-examples-of-annualiza...",
  ),
  S159: s(
    'TermLifeCompare, "Final Expense Underwriting Types"',
    "https://termlifecompare.com/final-expense/underwriting-types",
  ),
  S160: s(
    'D. Lewis Life Agent, "Diabetic final expense"',
    "https://www.inwebsitebuilder.com/dlewislifeagent/diabetic-final-expense",
  ),
  S162: s(
    '"Agent Commissions in Medicare and the Impact on Beneficiary Choice" (KFF repost)',
    "https://fughar.online/article/agent-commissions-in-medicare-and-the-impact-on-beneficiary-choice/1435",
  ),
  S163: s(
    'InsuranceProTalk, "Whole Life Insurance Rates By Age"',
    "https://www.insuranceprotalk.com/whole-life-insurance-rates-chart/",
  ),
  S164: s(
    '"Best Medicare Advantage dental plans" (repost)',
    "https://savemoneyquickly.com/index.php/2022/02/18/best-medicare-advantage-dental-plans",
  ),
  S165: s(
    'Certified Safe Money, "Changes in the Fixed Index Annuity Industry in the Last Decade"',
    "https://www.certifiedsafemoney.com/bill-hoff-changes-in-the-fixed-index-annuity-industry-in-the-last-decade/",
  ),
  S169: s(
    'JeopardyLabs, "DIME method" worked examples',
    "https://jeopardylabs.com/print/dime-method-jeopardy-game",
  ),
  S170: s(
    'Informed Plus Choice, "Scope of appointment" tag page',
    "https://informedpluschoice.com/tags/scope-of-appointment/",
  ),
} as const;

/** Sources of `packages/engine/src/facts/sources.ts` (its own numbering). */
export const GAP = {
  S1: s(
    'Choice Mutual, "Average Burial Insurance Costs By Age"',
    "https://choicemutual.com/burial-insurance-costs-age",
  ),
  S2: s(
    'Choice Mutual, "Whole Life Insurance Rate Charts"',
    "https://choicemutual.com/blog/whole-life-insurance-rates-chart/",
  ),
  S3: s(
    'Sagewise, "How Much Does a $15,000 Final Expense Policy Really Cost? See 2025 Sample Rates"',
    "https://sagewise.net/insurance/life-insurance/how-much-does-a-15000-final-expense-policy-really-cost-see-2025-sample-rates",
  ),
  S4: s(
    'Choice Mutual, "$100,000 Whole Life Insurance Policy Rates"',
    "https://choicemutual.com/blog/100000-whole-life-insurance",
  ),
  S5: s(
    'Benefit Choice Direct, "Your state of health has a significant impact on your life insurance cost"',
    "https://benefitchoicedirect.com/?p=2387",
  ),
  S7: s(
    'Mutual of Omaha, "Living Promise Whole Life Insurance: Product and Underwriting Guide U8500_0813" (copy)',
    "https://info.5y1.org/mutual-of-omaha-whole-life-insurance-rates_1_c1c576.html",
  ),
  S8: s(
    'Agent carrier "MATRIX" spreadsheet (Google Sheets)',
    "https://docs.google.com/spreadsheets/d/1vd7cjSb3wB6FlH--YrLfzVur3XOclbYSAp8hP_rhuNs/edit",
  ),
  S9: s(
    'Brant Insurance, "Diabetes and Life Insurance"',
    "https://brantinsurance.com/diabetes-and-life-insurance/",
  ),
  S11: s(
    'Willamette Life Insurance, "Burial Insurance With Oxygen: Qualifying Standards Explained"',
    "https://willamettelifeinsurance.com/burial-insurance-oxygen/",
  ),
  S14: s('FEX Guy, "COPD Burial Insurance"', "https://fexguy.com/burial-life-insurance-copd"),
  S15: s('FEX Guy, "Emphysema Burial Insurance"', "https://fexguy.com/burial-insurance-emphysema"),
  S16: s('FEX Guy, "Final Expense Insurance After A Heart Attack"', "https://fexguy.com/?p=1223"),
  S17: s(
    'Diversified Insurance Brokers, "Burial Insurance After a Heart Attack"',
    "https://www.diversifiedquotes.com/burial-insurance-after-a-heart-attack/",
  ),
  S18: s('FEX Guy, "Heart Surgery Burial Insurance"', "https://fexguy.com/burial-insurance/heart-surgery"),
  S19: s(
    'Willamette Life Insurance, "Burial Insurance After A Stroke: How Recovery Time Matters"',
    "https://willamettelifeinsurance.com/burial-insurance-stroke/",
  ),
  S21: s(
    'InsureChance, "What Is Final Expense Life Insurance"',
    "https://insurechance.com/what-is-final-expense-life-insurance",
  ),
  S23: s(
    'purefitnews, "What\'s the price tag for Medigap? (Understanding Medigap Plan Premiums for 2025)"',
    "https://purefitnews.top/en/whats-the-price-tag-for-medigap",
  ),
  S24: s(
    'Business News This Week, "2022 Medicare Supplement Insurance Price Index Benefits Seniors"',
    "http://businessnewsthisweek.com/business/2022-medicare-supplement-insurance-price-index-benefits-seniors",
  ),
  S26: s(
    'Telos Actuarial, "Medicare Supplement Rate Actions – 2025 Q4"',
    "https://www.telosactuarial.com/blog/med-supp-rate-actions-q4-2026",
  ),
  S30: s(
    '"Cover Letter and Evaluation for Sarah Spero" (Medicare counselling letter, p. 4)',
    "http://online.flipbuilder.com/zxue/dmkp/files/basic-html/page4.html",
  ),
  S32: s(
    'Investopedia, "Best Medicare Supplement Insurance Companies of 2021"',
    "https://www.investopedia.com/best-medicare-supplement-insurance-companies-5074131",
  ),
  S33: s(
    '"Loyal American Life Insurance Company Commission Schedule" (copy)',
    "https://info.5y1.org/loyal-american-life-insurance-co_1_3dec0e.html",
  ),
  S34: s(
    'CalculatorIndex, "Aflac Commission Calculator"',
    "https://calculatorindex.com/commission/aflac-commission-calculator/",
  ),
  S35: s(
    'ASPE/HHS, "Exiting the Market: … Long-Term Care Insurance Market, 2. Marketing and Sales"',
    "https://aspe.hhs.gov/report/exiting-market-understanding-factors-behind-carriers-decision-leave-long-term-care-insurance-market/2-marketing-and-sales",
  ),
  S36: s(
    'Golden Care Agent, "Reminder: Restricted Compensation for Long Term Care Insurance" (Genworth guidelines)',
    "http://goldencareagent.com/reminder-restricted-compensation-for-long-term-care-insurance/",
  ),
  S38: s(
    'CSG Actuarial / Telos, "Hospital Indemnity: Senior-Focused Product Observations"',
    "https://csg-actuarial-wordpress.appspot.com/news/hospital-indemnity-senior-focused-product-observations",
  ),
  S39: s(
    'ThinkAdvisor, "Life insurance agent commissions and how to protect them" (2020)',
    "https://thinkadvisor.com/2020/11/09/life-insurance-agent-commissions-and-how-to-protect-them",
  ),
  S40: s(
    'CMS fact sheet, "2026 Medicare Part D Bid Information and Part D Premium Stabilization Demonstration Parameters" (07/28/2025)',
    "https://www.cms.gov/newsroom/fact-sheets/2026-medicare-part-d-bid-information-and-part-d-premium-stabilization-demonstration-parameters",
  ),
  S44: s(
    'Louisville City Insurance, "Key Changes and Trends for 2026"',
    "https://louisvillecityinsurance.com/key-changes-and-trends-for-2026",
  ),
  S45: s(
    'CompareMedicareAdvantagePlans.org, "Out of Pocket Costs for Medicare Advantage in 2026"',
    "https://www.comparemedicareadvantageplans.org/?p=39807",
  ),
  S49: s(
    'Better Medicare Alliance, "New Analysis Finds Rising Out-of-Pocket Costs and Fewer Plan Choices Ahead for Medicare Advantage Beneficiaries in 2026" (10/14/2025)',
    "https://bettermedicarealliance.org/news/new-analysis-finds-rising-out-of-pocket-costs-and-fewer-plan-choices-ahead-for-medicare-advantage-beneficiaries-in-2026",
  ),
  S52: s(
    '"How much term life insurance costs in May 2023" (copy of Insure.com)',
    "https://www.rumorcircle.com/blogs/30082/How-much-term-life-insurance-costs-in-May-2023",
  ),
  S53: s(
    'Insure.com, "Average term life insurance rates by age, gender and health" (updated 09/09/2025)',
    "https://www.insure.com/life-insurance/average-term-life-insurance-rates-by-age-and-gender",
  ),
  S55: s('Quotacy, "The Cost of Life Insurance"', "https://www.quotacy.com/the-cost-of-life-insurance/"),
  S56: s("LowCostInsurance average life insurance rates", "https://lowcostinsurance.net/?p=627"),
  S58: s(
    'Insure.com, "Average term life insurance rates by age, gender and health" (10-year version, 10/12/2023)',
    "https://insure.com/life-insurance/average-term-life-insurance-rates-by-age-and-gender",
  ),
  S59: s(
    'CreditDonkey, "Term Life Insurance Rates by Age" (08/12/2019)',
    "https://www.creditdonkey.com/term-life-insurance-rates-age.html",
  ),
  S60: s(
    'Senior Market Sales (Medico), "Are Your Clients\' MA Gaps Being Filled With Hospital Indemnity Protection?"',
    "https://www.seniormarketsales.com/education/content-library/news-updates/are-your-clients-ma-gaps-being-filled-with-hospital-indemnity-protection/",
  ),
  S61: s(
    "SR Benefit, hospital indemnity carriers page (Continental Life HI Flex)",
    "https://srbenefit.com/?p=2320",
  ),
  S62: s(
    'CSG Actuarial / Telos, "Senior Hospital Indemnity Market Snapshot"',
    "https://csg-actuarial-wordpress.appspot.com/news/senior-hospital-indemnity-market-snapshot/",
  ),
  S65: s(
    'ePro Associates, "Dental Plan Info" (PRIMESTAR Value/Access/Total)',
    "https://eproassociates.com/dental-plan-info/",
  ),
  S66: s(
    'Independent Health Agents, "Preventive Plus Plan" (Humana plan)',
    "https://minnesotahealthagents.independenthealthagents.com/preventive-plus-plan",
  ),
  S67: s(
    'Humana, "How does dental insurance work?"',
    "https://www.humana.com/dental-insurance/dental-resources/how-does-dental-insurance-work",
  ),
  S68: s(
    'padmel.com, "How Much Does Dental Insurance for Seniors Cost?"',
    "https://padmel.com/archives/51135",
  ),
  S71: s(
    'PayingForSeniorCare, "Best Dental Insurance for Seniors" (12/2020)',
    "https://www.payingforseniorcare.com/best-dental-insurance",
  ),
} as const;

/** Pages found for this engine where both research notes had a gap (quality noted where it is weak). */
export const WEB = {
  termMaxLengthByAge: s(
    'Sumandeep University blog, "What is the Maximum Term for Term Life Insurance" (weak: undated aggregator)',
    "https://sumandeepuniversity.org/what-is-the-maximum-term-for-term-life-insurance",
  ),
  termOver70: s(
    'Buy Life Insurance blog, "How long does term insurance last"',
    "http://buylifeinsurance.weebly.com/life-insurance-blog/category/how-long-does-term-insurance-last",
  ),
  kffPartD2018: s(
    'KFF, "Medicare Part D in 2018: The Latest on Enrollment, Premiums, and Cost Sharing", tables',
    "https://kff.org/report-section/medicare-part-d-in-2018-the-latest-on-enrollment-premiums-and-cost-sharing-tables",
  ),
  kffPdp2026: s(
    'KFF, "Medicare Part D Premiums Are Decreasing for Many Stand-Alone Drug Plans in a Number of States in 2026" (Oct 7, 2025)',
    "https://www.kff.org/medicare/medicare-part-d-premiums-are-decreasing-for-many-stand-alone-drug-plans-in-a-number-of-states-in-2026",
  ),
  ltcNewsUnderwriting: s(
    'LTC News, "What is Underwriting? How Does Current Health Impact Ability to Obtain Long-Term Care Insurance?"',
    "https://www.ltcnews.com/resources/faq/what-is-underwriting",
  ),
  ltcDeclines: s(
    'Personal Insurance Services, "General long-term care underwriting guidelines"',
    "https://personalinsuranceservices.com/long-term-care-planning-puts-you-in-control-of-your-future/general-long-term-care-underwriting-guidelines/",
  ),
  ltcDeclines2: s(
    '"Why You Could Be Declined For Long-Term Care Insurance" (2020)',
    "http://yunkongyou.com/2020/12/14/why-you-could-be-declined-for-long-term-care-insurance/",
  ),
  iulCarriers2026: s(
    'Accuquote, "Top-Rated IUL Insurance Plans" (2026)',
    "https://accuquote.com/top-rated-indexed-universal-life-insurance-plans-you-should-know-about/",
  ),
  iulCarriersMoneyGeek: s(
    'MoneyGeek, "Best Indexed Universal Life Insurance (2026)"',
    "https://www.moneygeek.com/insurance/life/best/indexed-universal-life-insurance",
  ),
  mygaFaq: s("MyAnnuityStore, MYGA FAQs", "https://myannuitystore.com/education/faqs"),
  nationalLifeMyga: s(
    'National Life Group, "What Is a MYGA"',
    "https://nationallife.com/Resource-center/what-is-a-myga",
  ),
  medigapTobacco: s(
    'Medicare 365, "Medicare and people who smoke"',
    "https://medicare-365.com/medicare-and-people-who-smoke/",
  ),
  medigapTobacco2: s(
    'Medicare FAQs, "States where tobacco use does not matter for Medicare supplemental insurance"',
    "https://medicare-faqs.com/states-where-tobacco-use-does-not-matter-for-medicare-supplemental-insurance",
  ),
  feHealthQuestions: s(
    'Benefit Choice Direct, "Qualifying for final expense insurance" (2020)',
    "https://benefitchoicedirect.com/2020/03/qualifying-for-final-expense-insurance",
  ),
  msLifeInsurance: s(
    'GetSure, "Life Insurance With Multiple Sclerosis" (updated 2023-01-18)',
    "https://getsure.org/life-insurance-multiple-sclerosis/",
  ),
  afibLifeInsurance: s(
    'Life Insurance Help Desk, "Life Insurance with AFib (Atrial Fibrillation)" (undated agency guide)',
    "https://lifeinsurancehelpdesk.com/life-insurance-with-afib/",
  ),
  bloodThinnersFinalExpense: s(
    'Policy, "Burial Insurance On Blood Thinners" (undated agency guide)',
    "https://policy.cluerx.com/burial-insurance-blood-thinners/",
  ),
  ltcDisqualifiers: s(
    'Accounting Insights, "What Disqualifies You From Long-Term Care Insurance?" (weak: general explainer)',
    "https://accountinginsights.org/what-disqualifies-you-from-long-term-care-insurance",
  ),
  fexGuyAls: s(
    'FEX Guy, "Lou Gehrig\'s Disease (ALS) Burial Insurance"',
    "https://fexguy.com/burial-insurance-als-lou-gehrigs-disease",
  ),
  fexGuyTransplant: s(
    'FEX Guy, "Organ Transplant Burial Insurance"',
    "https://fexguy.com/burial-insurance/organ-transplant",
  ),
  transplantTermLife: s(
    'TermLife2Go, "Life Insurance after Kidney or Other Organ Transplants" (2020-04-09)',
    "https://termlife2go.com/life-insurance-after-kidney-or-other-organ-transplants/",
  ),
  fexGuyBipolar: s(
    'FEX Guy, "Bipolar Disorder Burial Insurance"',
    "https://fexguy.com/burial-insurance/bipolar-disorder",
  ),
  fexGuySchizophrenia: s(
    'FEX Guy, "Schizophrenia Burial Insurance"',
    "https://fexguy.com/burial-insurance-schizophrenia",
  ),
  chfLifeInsurance: s(
    'Last Chance Life Insurance, "Congestive Heart Failure And Life Insurance" (2025-07-17; agency marketing)',
    "https://lastchancelifeinsurance.com/post/congestive-heart-failure-and-life-insurance",
  ),
  hepCUnderwriting: s(
    'GBS Life, "Underwriting Hepatitis C for Life Insurance" (2017-06-20)',
    "https://www.gbslife.com/advisor-resources/advisors-blog/underwriting-hepatitis-c-for-life-insurance/",
  ),
  epilepsyUnderwriting: s(
    'Quotacy, "Ask an Underwriter: Epilepsy"',
    "https://www.quotacy.com/ask-an-underwriter-epilepsy/",
  ),
  smokingMedicarePremiums: s(
    'eHealth, "Does Smoking Increase My Medicare Premiums?"',
    "https://www.ehealthinsurance.com/medicare/resources/does-smoking-increase-my-medicare-premiums",
  ),
} as const;

/**
 * What a drug is prescribed for: its FDA-approved indications, as printed in the label (the "Indications
 * and Usage" section). Label knowledge only; what a condition does to an application is in `underwriting.ts`.
 */
export const LABEL = {
  dailyMed: s(
    "U.S. National Library of Medicine, DailyMed: FDA-approved prescribing information (Indications and Usage)",
    "https://dailymed.nlm.nih.gov/dailymed/",
  ),
  drugsAtFda: s(
    "U.S. Food and Drug Administration, Drugs@FDA: FDA-approved drugs",
    "https://www.accessdata.fda.gov/scripts/cder/daf/",
  ),
} as const;
