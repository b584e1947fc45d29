/**
 * What the recommender knows about a client, derived once from the profile: Medicare status, the
 * underwriting picture, and an assumed age band when the lead gave no age (priced across the band and
 * said so, never guessed as a single age).
 * One file: the `ClientFacts` shape and the one function that fills it, so each field and how it is derived
 * are read together.
 */

import type { WindowId } from "../eligibility/types.js";
import { CONDITION_RULES, type FinalExpenseClass } from "../facts/underwriting.js";
import { isoInstant } from "../instant.js";
import type { ClientProfile, CoverageId, GoalId, HealthConditionId, Language } from "../types.js";
import { COVERAGE_IDS, GOAL_IDS, HEALTH_CONDITION_IDS } from "../types.js";

const GOAL_SET: ReadonlySet<string> = new Set(GOAL_IDS);
const CONDITION_SET: ReadonlySet<string> = new Set(HEALTH_CONDITION_IDS);
const COVERAGE_SET: ReadonlySet<string> = new Set(COVERAGE_IDS);

/** Numbers a parser may add to the profile beyond the shared type (read if present, never required). */
interface ProfileExtras {
  mortgageBalance?: unknown;
  mortgage?: unknown;
  debts?: unknown;
}

export interface ClientFacts {
  profile: ClientProfile;
  language: Language;
  year: number;
  age: number | undefined;
  /** Age used for eligibility and sizing: the age, or the middle of the assumed band. */
  refAge: number;
  /** Band priced when the age is unknown (equal to the age when known). */
  ageLow: number;
  ageHigh: number;
  sex: "female" | "male" | undefined;
  tobacco: boolean;
  conditions: ReadonlySet<HealthConditionId>;
  goals: ReadonlySet<GoalId>;
  coverage: ReadonlySet<CoverageId>;
  hasMA: boolean;
  hasMedigap: boolean;
  medigapPlan: "G" | "N" | "F" | "other" | undefined;
  hasPartD: boolean;
  hasOriginal: boolean;
  hasMedicaid: boolean;
  hasEmployerPlan: boolean;
  hasLife: boolean;
  hasAnnuity: boolean;
  hasLtc: boolean;
  /** On Medicare now: 65+, or a Medicare coverage id at any age (disability, ESRD). */
  onMedicare: boolean;
  turning65: boolean;
  budget: number | undefined;
  savings: number | undefined;
  income: number | undefined;
  dependents: number | undefined;
  married: boolean;
  mortgage: number | undefined;
  debts: number | undefined;
  finalExpenseClass: { best: FinalExpenseClass; worst: FinalExpenseClass };
  lifeUnderwriting: "standard" | "rated" | "decline";
  hospitalIndemnityKnockout: boolean;
  longTermCareKnockout: boolean;
  cancerKnockout: boolean;
  medigapUnderwritingRisk: boolean;
  /** Occupation names military service (USAA eligibility). */
  military: boolean;
  /** Conditions that moved final expense off a level plan (for the reason text). */
  finalExpenseDrivers: HealthConditionId[];
  /**
   * Whether a Medigap application today means health questions, from the eligibility rules (a window,
   * a right or a state rule), and the window that waives them. "unknown" without eligibility input.
   */
  medigapQuestions: "none" | "asked" | "unknown";
  medigapBecause: WindowId | undefined;
  /**
   * A state switching right (birthday, anniversary, continuous issue) that does not waive the questions
   * today but may: opening later (`opens`), or with dates to confirm.
   */
  switchAhead: { id: WindowId; opens: string | undefined } | undefined;
  /** When that window opens, if it has not yet (ISO date): "no health questions" holds from then. */
  medigapFrom: string | undefined;
  /** On MA and leaving it (asks for Medigap, plan leaving the area, trial right in use). */
  leavingMA: boolean;
  /** Holds Medigap and wants it cheaper or different (a rate rise, asks for another plan or carrier). */
  reshopMedigap: boolean;
  /**
   * For an MA member leaving MA: the window that lets them (open today, or the next AEP) and when the new
   * coverage starts, so the bundle says when, not only what.
   */
  /** `toConfirm`: a way out that applies on dates still to confirm (a move with no date said). */
  maExit: { id: WindowId; open: boolean; opens?: string; starts?: string; toConfirm?: true } | undefined;
  /** A chronic condition opens the C-SNP special enrollment period today. */
  csnpOpen: boolean;
  /** The state sells Medigap to people on Medicare under 65 (disability, ESRD). */
  u65Medigap: boolean;
  /** Products the client's eligibility rules out (a Medigap with TRICARE For Life, Part D with VA drugs). */
  ruledOut: ReadonlySet<string>;
}

/** What the eligibility rules tell the recommender (see `eligibility/`). */
export interface EligibilityInput {
  medigapHealthQuestions: { answer: "none" | "asked" | "unknown"; because?: WindowId };
  windows: readonly {
    id: WindowId;
    status: string;
    opens?: string | undefined;
    coverageStarts?: string | undefined;
  }[];
  forbidden?: readonly { product: string; reason?: string }[];
}

/** Reasons a Medigap the client holds buys nothing: they choose their Medicare again as if without it. */
const MEDIGAP_WASTED: ReadonlySet<string> = new Set(["full_dual_medigap", "qmb_medigap", "tfl_medigap"]);

const MA_EXIT_WINDOWS: ReadonlySet<WindowId> = new Set<WindowId>([
  "gi_lost_ma",
  "trial_right",
  "sep_plan_leaving",
]);
/** Windows that let an MA member go back to Original Medicare with a drug plan. */
/** A switching right that may waive the questions later or once confirmed, when none does today. */
function switchAheadOf(e: EligibilityInput | undefined): ClientFacts["switchAhead"] {
  if (!e || e.medigapHealthQuestions.answer === "none") return undefined;
  for (const w of e.windows)
    if (SWITCH_RIGHTS.has(w.id) && (w.status === "upcoming" || w.status === "unknown"))
      return { id: w.id, opens: w.status === "upcoming" ? w.opens : undefined };
  return undefined;
}

/** State rules that let a Medigap holder switch without health questions. */
const SWITCH_RIGHTS: ReadonlySet<WindowId> = new Set<WindowId>([
  "state_birthday_rule",
  "state_anniversary_rule",
  "state_continuous_gi",
]);
const BACK_TO_ORIGINAL: ReadonlySet<WindowId> = new Set<WindowId>([
  "aep",
  "ma_oep",
  "sep_dual_lis",
  "sep_move",
  "sep_plan_leaving",
  "sep_institutional",
  "sep_lost_medicaid",
  "gi_lost_ma",
  "trial_right",
]);

function finiteNonNegative(v: unknown): number | undefined {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : undefined;
}

const MILITARY =
  /\b(military|veteran|army|navy|air force|marines?|militar|ej[eé]rcito|arm[eé]e|v[eé]t[eé]ran)\b/i;

const CLASS_RANK: Readonly<Record<FinalExpenseClass, number>> = { level: 0, graded: 1, guaranteed: 2 };

/** Band assumed when the lead gives no age, from the strongest hint in it. */
function assumedAgeBand(
  goals: ReadonlySet<GoalId>,
  onMedicareCoverage: boolean,
  dependents: number | undefined,
  retired: boolean | undefined,
): [number, number] {
  if (onMedicareCoverage) return [65, 85];
  if (goals.has("final_expenses")) return [60, 80];
  if (
    goals.has("protect_family") ||
    goals.has("mortgage") ||
    goals.has("education") ||
    (dependents ?? 0) > 0
  ) {
    return [30, 50];
  }
  if (goals.has("income_replacement") || goals.has("debt_payoff")) return [30, 55];
  if (retired || goals.has("retirement_income") || goals.has("safe_growth") || goals.has("long_term_care")) {
    return [55, 75];
  }
  return [35, 70];
}

export function clientFacts(
  profile: ClientProfile,
  language: Language,
  now: Date,
  eligibility?: EligibilityInput,
): ClientFacts {
  const goals = new Set<GoalId>();
  for (const g of profile.goals ?? []) if (GOAL_SET.has(g)) goals.add(g as GoalId);
  // A cancer policy asked for by name is the wish for cancer cover (the reader keeps it an interest).
  if (profile.interests?.includes("cancer")) goals.add("cancer_protection");
  const conditions = new Set<HealthConditionId>();
  for (const c of profile.healthConditions ?? [])
    if (CONDITION_SET.has(c)) conditions.add(c as HealthConditionId);
  const coverage = new Set<CoverageId>();
  for (const c of profile.currentCoverage ?? []) if (COVERAGE_SET.has(c)) coverage.add(c as CoverageId);

  const rawAge = profile.age;
  const age =
    typeof rawAge === "number" && Number.isFinite(rawAge) && rawAge >= 0 && rawAge <= 125
      ? Math.floor(rawAge)
      : undefined;

  // Special needs plans are Medicare Advantage plans.
  const hasMA = coverage.has("medicare_advantage") || coverage.has("d_snp") || coverage.has("c_snp");
  // A Medigap listed beside MA pays nothing while the MA plan is in force: the client is choosing between
  // them, and Medigap (with Part D) is the way back to Original Medicare.
  const medigapWasted = (eligibility?.forbidden ?? []).some(
    (x) => x.reason !== undefined && MEDIGAP_WASTED.has(x.reason),
  );
  const medigapBesideMA =
    (hasMA || medigapWasted) &&
    (coverage.has("medigap_g") ||
      coverage.has("medigap_n") ||
      coverage.has("medigap_f") ||
      coverage.has("medigap_c") ||
      coverage.has("medigap_other"));
  const medigapPlan = medigapBesideMA
    ? undefined
    : coverage.has("medigap_g")
      ? "G"
      : coverage.has("medigap_n")
        ? "N"
        : coverage.has("medigap_f")
          ? "F"
          : coverage.has("medigap_other") || coverage.has("medigap_c")
            ? "other"
            : undefined;
  const hasMedigap = medigapPlan !== undefined;
  // An MA-PD carries the drug coverage; a stand-alone PDP cannot sit beside it.
  const hasPartD = coverage.has("part_d") || hasMA;
  // Part A or B already started (a date on or before today, or a month and day without a year) is
  // Original Medicare, whatever words the lead used for it ("has Medicare A and B since March").
  const today = isoInstant(now).slice(0, 10);
  const started = (d: string | undefined) => d !== undefined && (d.startsWith("--") || d <= today);
  // Medicare through disability or ESRD is Medicare now, at any age.
  const basis = profile.medicare?.basis;
  const entitled =
    started(profile.medicare?.partA) ||
    started(profile.medicare?.partB) ||
    basis === "disability" ||
    basis === "esrd";
  // TRICARE For Life wraps Original Medicare (Parts A and B are required to keep it).
  const hasOriginal =
    coverage.has("original_medicare") ||
    hasMedigap ||
    coverage.has("tricare_for_life") ||
    (entitled && !hasMA) ||
    (coverage.has("part_d") && !hasMA);
  const medicareCoverage = hasMA || hasOriginal || coverage.has("part_d");
  const onMedicare = (age !== undefined && age >= 65) || medicareCoverage;

  const dependents = finiteNonNegative(profile.dependents);
  let ageLow: number;
  let ageHigh: number;
  if (age === undefined) {
    [ageLow, ageHigh] = assumedAgeBand(goals, medicareCoverage, dependents, profile.isRetired);
  } else {
    ageLow = age;
    ageHigh = age;
  }

  let best: FinalExpenseClass = "level";
  let worst: FinalExpenseClass = "level";
  let lifeUnderwriting: ClientFacts["lifeUnderwriting"] = "standard";
  let hi = false;
  let ltc = false;
  let cancer = false;
  let medigapRisk = false;
  const drivers: HealthConditionId[] = [];
  // In table order (the drivers' order), stopping once every stated condition has been read.
  let unread = conditions.size;
  for (const id of HEALTH_CONDITION_IDS) {
    if (unread === 0) break;
    if (!conditions.has(id)) continue;
    unread--;
    const r = CONDITION_RULES.rules[id];
    if (CLASS_RANK[r.finalExpense.best] > CLASS_RANK[best]) best = r.finalExpense.best;
    if (CLASS_RANK[r.finalExpense.worst] > CLASS_RANK[worst]) worst = r.finalExpense.worst;
    if (r.finalExpense.worst !== "level") drivers.push(id);
    if (r.underwrittenLife === "decline") lifeUnderwriting = "decline";
    else if (r.underwrittenLife === "rated" && lifeUnderwriting === "standard") lifeUnderwriting = "rated";
    hi ||= r.hospitalIndemnityKnockout;
    ltc ||= r.longTermCareKnockout;
    cancer ||= r.cancerKnockout;
    medigapRisk ||= r.medigapUnderwritingRisk;
  }
  if (profile.healthStatus === "poor") {
    if (worst === "level") worst = "graded";
    if (lifeUnderwriting === "standard") lifeUnderwriting = "rated";
  }
  const tobacco = profile.smoker === "current";
  // COPD with current tobacco use is an automatic LTC decline in agency guides.
  if (tobacco && conditions.has("copd")) ltc = true;

  const extras = profile as ClientProfile & ProfileExtras;
  const interests = profile.interests ?? [];
  const events = profile.events ?? [];
  const exitOpen = (eligibility?.windows ?? []).some((w) => MA_EXIT_WINDOWS.has(w.id) && w.status === "open");
  // Leaving MA needs a way out today: with Medigap ruled out (no window to leave is open), a stand-alone
  // drug plan would only end the client's MA coverage.
  // (A full dual's Medigap is ruled out for Medicaid, not for want of a way out: the duals' monthly SEP
  // still takes them back to Original Medicare and a drug plan.)
  const medigapRuledOut = (eligibility?.forbidden ?? []).some(
    (x) => x.product === "medicare_supplement" && x.reason !== "full_dual_medigap",
  );
  // Original Medicare or a stand-alone drug plan listed beside MA, with a window open to go back to it.
  const backOpen = (eligibility?.windows ?? []).some(
    (w) => BACK_TO_ORIGINAL.has(w.id) && w.status === "open",
  );
  const returning =
    backOpen && (coverage.has("original_medicare") || coverage.has("part_d") || interests.includes("part_d"));
  // A Medigap given up for this MA plan, with the trial right to verify or open: the way back is the sale.
  const medigapLeft =
    (profile.previousCoverage ?? []).some((c) => c.startsWith("medigap_")) &&
    (eligibility?.windows ?? []).some((w) => w.id === "trial_right" && w.status !== "closed");
  // An MA member who asks for another Advantage plan, or for dental, vision or hearing (what an Advantage
  // plan's extra benefits answer: "quiere un plan en FL con buen dental" on a move), stays on MA.
  const wantsOnlyMA =
    (interests.includes("medicare_advantage") || goals.has("dental_vision_hearing")) &&
    !interests.includes("medicare_supplement");
  const leavingMA =
    hasMA &&
    (!medigapWasted || returning) &&
    !medigapRuledOut &&
    (interests.includes("medicare_supplement") ||
      returning ||
      medigapLeft ||
      medigapBesideMA ||
      // A right to leave is not a wish to: a member who asks for another Advantage plan stays on MA.
      ((exitOpen || events.some((e) => e.kind === "plan_leaving_area")) && !wantsOnlyMA));
  // A Medigap holder is re-shopped when they ask (cheaper, another plan, a rate rise) and, for Plan G or
  // N, as the yearly review when they ask for nothing else on the Medicare line. A grandfathered F or C
  // is only re-shopped when asked: the client keeps it until a new policy is approved.
  const askedChange =
    goals.has("lower_premiums") ||
    interests.includes("medicare_supplement") ||
    events.some((e) => e.kind === "rate_increase");
  const otherMedicareAsk =
    interests.includes("medicare_advantage") ||
    interests.includes("part_d") ||
    goals.has("prescriptions") ||
    goals.has("hospital_costs") ||
    goals.has("medical_costs") ||
    goals.has("dental_vision_hearing") ||
    events.some((e) => e.kind === "moving");
  // The unasked review is only worth quoting when the client can pass the health questions, or a right
  // waives them: with a condition that would fail, the supplement held is kept.
  // A state switching right (birthday, anniversary, continuous issue) open, coming or to confirm is the
  // yearly reason to call: it waives the questions for the same or a lesser plan, so conditions that
  // would fail underwriting do not stop the quote [elig-ref §1b].
  const switchRight = (eligibility?.windows ?? []).some(
    (w) => SWITCH_RIGHTS.has(w.id) && w.status !== "closed_recently",
  );
  const canSwitch = !medigapRisk || switchRight || eligibility?.medigapHealthQuestions.answer === "none";
  const reshopMedigap =
    hasMedigap &&
    (askedChange || (!otherMedicareAsk && canSwitch && (medigapPlan === "G" || medigapPlan === "N")));
  const windowOpen = (id: WindowId) =>
    (eligibility?.windows ?? []).some((w) => w.id === id && w.status === "open");
  return {
    profile,
    language,
    year: now.getUTCFullYear(),
    age,
    refAge: age ?? Math.round((ageLow + ageHigh) / 2),
    ageLow,
    ageHigh,
    sex: profile.gender === "female" || profile.gender === "male" ? profile.gender : undefined,
    tobacco,
    conditions,
    goals,
    coverage,
    hasMA,
    hasMedigap,
    medigapPlan,
    hasPartD,
    hasOriginal,
    // A D-SNP held after Medicaid was lost ("lost it Aug 31, still in a D-SNP") no longer says Medicaid.
    hasMedicaid:
      coverage.has("medicaid") ||
      profile.medicaid !== undefined ||
      (coverage.has("d_snp") && !medicaidLost(profile, now)),
    hasEmployerPlan:
      coverage.has("employer_plan") ||
      (profile.workCoverage ?? []).some((w) => w.kind === "active" && w.endsOn === undefined),
    hasLife: coverage.has("existing_life") || coverage.has("group_life"),
    hasAnnuity: coverage.has("annuity"),
    hasLtc: coverage.has("long_term_care"),
    onMedicare,
    turning65: age === 64,
    budget: finiteNonNegative(profile.budgetMonthly),
    savings: finiteNonNegative(profile.savings),
    income: finiteNonNegative(profile.income),
    dependents,
    married: profile.maritalStatus === "married",
    mortgage: finiteNonNegative(extras.mortgageBalance) ?? finiteNonNegative(extras.mortgage),
    debts: finiteNonNegative(extras.debts),
    finalExpenseClass: { best, worst },
    lifeUnderwriting,
    hospitalIndemnityKnockout: hi,
    longTermCareKnockout: ltc,
    cancerKnockout: cancer,
    medigapUnderwritingRisk: medigapRisk,
    military: MILITARY.test(profile.occupation ?? ""),
    finalExpenseDrivers: drivers,
    medigapQuestions: eligibility?.medigapHealthQuestions.answer ?? "unknown",
    // A window that only might waive the questions (dates or facts to confirm) is never cited as if it did.
    medigapBecause:
      eligibility?.medigapHealthQuestions.answer === "none"
        ? eligibility.medigapHealthQuestions.because
        : undefined,
    medigapFrom: upcomingOpens(eligibility),
    switchAhead: switchAheadOf(eligibility),
    leavingMA,
    reshopMedigap,
    maExit: leavingMA ? maExitOf(eligibility) : undefined,
    csnpOpen: windowOpen("sep_c_snp"),
    ruledOut: new Set((eligibility?.forbidden ?? []).map((x) => x.product)),
    u65Medigap: (eligibility?.windows ?? []).some(
      (w) => w.id === "state_u65_medigap" && w.status !== "closed_recently",
    ),
  };
}

function upcomingOpens(eligibility: EligibilityInput | undefined): string | undefined {
  const hq = eligibility?.medigapHealthQuestions;
  if (hq?.answer !== "none" || !hq.because) return undefined;
  const w = eligibility!.windows.find((x) => x.id === hq.because);
  return w?.status === "upcoming" ? (w.coverageStarts ?? w.opens) : undefined;
}

const EXITS_TO_CONFIRM: readonly WindowId[] = ["sep_move", "sep_plan_leaving", "gi_lost_ma"];

/**
 * The way out of MA: a window open today, else one whose dates are to confirm (a move), else the next
 * AEP (or MA open enrollment) listed.
 */
function maExitOf(eligibility: EligibilityInput | undefined): ClientFacts["maExit"] {
  const windows = eligibility?.windows ?? [];
  const pick = (w: (typeof windows)[number], open: boolean): ClientFacts["maExit"] => ({
    id: w.id,
    open,
    ...(w.opens ? { opens: w.opens } : {}),
    ...(w.coverageStarts ? { starts: w.coverageStarts } : {}),
  });
  for (const w of windows) if (w.status === "open" && BACK_TO_ORIGINAL.has(w.id)) return pick(w, true);
  // A move or a plan leaving the area with no date said: its own way out, not the next AEP.
  for (const id of EXITS_TO_CONFIRM)
    for (const w of windows)
      if (w.id === id && w.status === "unknown") return { id, open: false, toConfirm: true };
  for (const w of windows)
    if (w.status === "upcoming" && (w.id === "aep" || w.id === "ma_oep")) return pick(w, false);
  return undefined;
}

/** The lead says Medicaid was lost on a day already past. */
function medicaidLost(profile: ClientProfile, now: Date): boolean {
  const today = now.toISOString().slice(0, 10);
  return (profile.events ?? []).some(
    (e) => e.kind === "losing_medicaid" && e.date !== undefined && e.date.slice(0, 10) <= today,
  );
}
