/**
 * `assessEligibility`: from a profile and `now`, the windows and rights that apply, what must not be sold,
 * penalties the profile implies, Extra Help / MSP / IRMAA screens and the state Medigap rule. Pure and
 * cheap: one pass over the profile, precomputed tables, a handful of small objects per call.
 */
import { hasMedicareFigures } from "../facts/medicare.js";
import type { ClientProfile, ProductId } from "../types.js";
import { dayNumber, dayOfInstant } from "./dates.js";
import { type ClientFacts, clientFacts } from "./facts.js";
import { partBPenalty } from "./penalties.js";
import { screenExtraHelp, screenIrmaa, screenMsp } from "./screens.js";
import { stateMedigapRule } from "./states.js";
import type { EligibilityResult, Forbidden, Window, WindowId } from "./types.js";
import { computeWindows } from "./windows.js";

/** Medigap windows in the order they are named as the reason for "no health questions". */
const GI_ORDER: readonly WindowId[] = [
  "medigap_oep",
  "state_continuous_gi",
  "gi_lost_employer",
  "gi_lost_ma",
  "trial_right",
  "state_birthday_rule",
  "state_anniversary_rule",
  "state_u65_medigap",
];
/** Rights whose future start still answers "no health questions" (the client applies inside them). */
const UPCOMING_COUNTS: readonly WindowId[] = ["medigap_oep", "gi_lost_employer", "gi_lost_ma"];
/** Windows through which a Medicare Advantage member can leave MA. */
const MA_EXITS: readonly WindowId[] = [
  "aep",
  "ma_oep",
  "gi_lost_ma",
  "trial_right",
  "sep_move",
  "sep_dual_lis",
  "sep_plan_leaving",
  "sep_institutional",
  "sep_lost_medicaid",
];

/** The plan year the client is choosing for: from October 15 (AEP) on, next year's. */
export function planYearFor(now: Date): number {
  const today = dayOfInstant(now);
  const y = now.getUTCFullYear();
  return today >= dayNumber(y, 10, 15) ? y + 1 : y;
}

export function assessEligibility(profile: ClientProfile, now: Date): EligibilityResult {
  const today = dayOfInstant(now);
  const f = clientFacts(profile, today);
  const rule = stateMedigapRule(f.state);
  const { windows, lateSignupMi } = computeWindows(profile, f, rule);
  // From October 15 (AEP) on, the client is choosing next year's coverage.
  const planYear = today >= dayNumber(f.year, 10, 15) ? f.year + 1 : f.year;

  const ruledOut = forbidden(profile, f, windows);
  const result: EligibilityResult = {
    windows: withoutUselessAnnual(windows, ruledOut),
    medigapHealthQuestions: healthQuestions(windows, f, profile),
    forbidden: ruledOut,
    planYear,
    penalties: {},
    screens: {
      extraHelp: screenExtraHelp(profile, f),
      msp: screenMsp(profile, f),
      irmaa: screenIrmaa(profile, planYear),
    },
    stateRule: rule,
  };
  if (!hasMedicareFigures(planYear)) result.figuresPending = true;
  if (lateSignupMi !== undefined && f.eligMi !== undefined) {
    const months = lateSignupMi - (f.eligMi + 4) + 1;
    if (months >= 12) result.penalties.partB = partBPenalty(months, planYear);
  }
  return result;
}

/**
 * The AEP and the MA open enrollment only choose Medicare Advantage and drug plans: with both ruled out
 * (a VA-only veteran with Part A alone: no MA without Part B, no drug plan beside creditable VA drug
 * coverage) they are no window for this client, and the timing does not list them.
 */
function withoutUselessAnnual(windows: Window[], ruledOut: readonly Forbidden[]): Window[] {
  if (ruledOut.length === 0 || !windows.some((w) => w.id === "aep" || w.id === "ma_oep")) return windows;
  const out = new Set(ruledOut.map((x) => x.product));
  return windows.filter(
    (w) => (w.id !== "aep" && w.id !== "ma_oep") || w.products.some((product) => !out.has(product)),
  );
}

function healthQuestions(
  windows: Window[],
  f: ClientFacts,
  p: ClientProfile,
): EligibilityResult["medigapHealthQuestions"] {
  let unknownBecause: WindowId | undefined;
  for (const id of GI_ORDER) {
    for (const w of windows) {
      if (w.id !== id || !w.noHealthQuestions || !switchFits(w, p)) continue;
      if (w.status === "open" || (w.status === "upcoming" && UPCOMING_COUNTS.includes(id)))
        return { answer: "none", because: id };
      if (w.status === "unknown" && unknownBecause === undefined) unknownBecause = id;
    }
  }
  if (unknownBecause !== undefined) return { answer: "unknown", because: unknownBecause };
  if (f.state === undefined) return { answer: "unknown" };
  if (f.partB === "unknown" && (f.age === undefined || f.age < 66)) return { answer: "unknown" };
  return { answer: "asked" };
}

/** Medigap letters by how much they cover, for "equal or lesser" switch rules (F and C the most). */
const LETTER_RANK: Readonly<Record<string, number>> = {
  medigap_f: 4,
  medigap_c: 4,
  medigap_g: 3,
  medigap_n: 2,
};

/**
 * Whether a state's birthday or anniversary rule covers the switch the client asks for: the same letter
 * only (Kentucky), an equal or lesser plan (most states; N to G is a richer plan), the same insurer or its
 * affiliate only (Illinois, Louisiana). A switch outside the rule is underwritten. When the lead does not
 * say the plan or insurer wanted, the rule is taken to fit (its conditions are listed to verify).
 */
function switchFits(w: Window, p: ClientProfile): boolean {
  if (w.id !== "state_birthday_rule" && w.id !== "state_anniversary_rule") return true;
  if (w.insurer === "same_or_affiliate" && p.newInsurer) return false;
  const held = p.currentCoverage.filter((c) => LETTER_RANK[c] !== undefined);
  const wanted = (p.wantedPlans ?? []).filter((c) => LETTER_RANK[c] !== undefined && !held.includes(c));
  if (held.length === 0 || wanted.length === 0) return true;
  if (w.plans === "same_letter") return false;
  if (w.plans === "equal_or_lesser") {
    const top = Math.max(...held.map((c) => LETTER_RANK[c]!));
    return wanted.every((c) => LETTER_RANK[c]! <= top);
  }
  return true;
}

const DEMENTIA = ["dementia", "alzheimers"];
const LIFE_COVER: readonly string[] = ["final_expense", "term_life", "whole_life", "iul"];
/** The lead also asks for a burial or life policy. */
function asksLifeCover(p: ClientProfile): boolean {
  return (
    (p.goals ?? []).includes("final_expenses") || (p.interests ?? []).some((i) => LIFE_COVER.includes(i))
  );
}

/** Conditions Medigap applications decline outright (knock-out questions), not merely rate. */
const MEDIGAP_KNOCKOUTS = [
  "dementia",
  "alzheimers",
  "oxygen",
  "dialysis",
  "esrd",
  "nursing_home",
  "cancer_current",
  "als",
  "terminal_illness",
];

/**
 * An MA member whose lead lists Original Medicare, a stand-alone drug plan or a Medigap beside the MA
 * plan, names a Medigap given up for it, or asks for Medigap or a drug plan, is going back to Original
 * Medicare.
 */
export function returningToOriginal(p: ClientProfile): boolean {
  const cov = p.currentCoverage ?? [];
  if (!cov.some((c) => c === "medicare_advantage" || c === "d_snp" || c === "c_snp")) return false;
  const interests = p.interests ?? [];
  return (
    cov.some((c) => c === "original_medicare" || c === "part_d" || c.startsWith("medigap_")) ||
    // A Medigap given up for this MA plan, told in the lead: the trial right's way back is the question.
    (p.previousCoverage ?? []).some((c) => c.startsWith("medigap_")) ||
    interests.includes("medicare_supplement") ||
    interests.includes("part_d")
  );
}

/** The client asked to change the Medigap they hold: a cheaper plan, another plan, or after a rate rise. */
export function wantsMedigapChange(p: ClientProfile): boolean {
  return (
    (p.interests ?? []).includes("medicare_supplement") ||
    (p.goals ?? []).includes("lower_premiums") ||
    (p.events ?? []).some((e) => e.kind === "rate_increase")
  );
}

const MEDICARE_PLANS: readonly ProductId[] = ["medicare_advantage", "medicare_supplement", "part_d"];

function forbidden(p: ClientProfile, f: ClientFacts, windows: Window[]): Forbidden[] {
  const out: Forbidden[] = [];
  const fullDual = f.medicaidLevel === "full";
  const qmb = f.medicaidLevel === "qmb";
  if (fullDual) out.push({ product: "medicare_supplement", reason: "full_dual_medigap" });
  if (qmb) out.push({ product: "medicare_supplement", reason: "qmb_medigap" });
  if (f.tfl) {
    out.push({ product: "medicare_supplement", reason: "tfl_medigap" });
    out.push({ product: "part_d", reason: "tfl_part_d" });
  }
  const interests = p.interests ?? [];
  // VA care only, no Part B: a Medigap pays nothing. Unless the client now wants Part B and a Medigap with
  // it, with a window to take B open (the GEP, a work SEP): then the Medigap open enrollment follows.
  const partBNow = windows.some(
    (w) => (w.id === "gep" || w.id === "iep" || w.id === "sep_part_b_work") && w.status === "open",
  );
  if (
    f.va &&
    !f.tfl &&
    f.partB !== "yes" &&
    f.partB !== "planned" &&
    !(partBNow && interests.includes("medicare_supplement"))
  ) {
    out.push({ product: "medicare_supplement", reason: "va_only_medigap" });
  }
  // Part A said alone, with no window to take Part B open today: Medicare Advantage needs both parts
  // [elig-ref §3 GEP], so it is no unasked pick beside dental wanted by a VA-only veteran. When a
  // Medicare plan is asked for, it stays, prepared for the next window the timing names (the GEP, then
  // its two months to join a plan).
  const medicarePlanAsked = interests.some((i) => MEDICARE_PLANS.includes(i));
  if (f.partB === "no" && !f.ma && !partBNow && !medicarePlanAsked)
    out.push({ product: "medicare_advantage", reason: "no_part_b_ma" });
  if (f.ma) {
    let exit = false;
    // A way out that may be open (a trial right whose dates are still to confirm) keeps Medigap on the
    // table, to be verified; only when none can apply is it ruled out. A member who wants Medigap (or
    // already pays for one beside the MA plan) is prepared for the next way out: the timing names it.
    for (const w of windows)
      if ((w.status === "open" || w.status === "unknown") && MA_EXITS.includes(w.id)) exit = true;
    const wantsMedigap = interests.includes("medicare_supplement") || f.medigap;
    if (!exit && !wantsMedigap) out.push({ product: "medicare_supplement", reason: "medigap_with_ma" });
  }
  // A grandfathered Plan F or C is kept unless the client asks to change it (a cheaper G, a rate rise):
  // then Plan G is quoted, with the health questions, and F itself elsewhere (open to those eligible
  // before 2020); F is kept until the new policy is approved.
  if (f.grandfatheredFC && !f.ma && !wantsMedigapChange(p)) {
    out.push({ product: "medicare_supplement", reason: "grandfathered_f_c" });
  } else if (
    f.grandfatheredFC &&
    !f.ma &&
    asksLifeCover(p) &&
    p.healthConditions.some((c) => MEDIGAP_KNOCKOUTS.includes(c)) &&
    !windows.some(
      (w) => w.noHealthQuestions && w.products.includes("medicare_supplement") && w.status === "open",
    )
  ) {
    // Asked to change beside a burial or life policy, but with dementia or oxygen the health questions
    // would decline the new plan, and the F or C cannot be bought again: it is kept, the reason said, and
    // the call is about the policy that can be had [elig-ref §2].
    out.push({ product: "medicare_supplement", reason: "grandfathered_f_c_health" });
  }
  // VA drug coverage is creditable for Part D [R47]: a stand-alone plan buys nothing the VA does not.
  if (f.va && !f.tfl && !f.ma) out.push({ product: "part_d", reason: "va_part_d" });
  // A stand-alone drug plan would end the MA plan's drug coverage: ruled out unless the client is going
  // back to Original Medicare through a window open today (a dual's or Extra Help's monthly SEP).
  // On a D-SNP, "a separate drug plan too" is asked beside the plan, which cannot be: only Original
  // Medicare, a drug plan or a Medigap named as held or left says the client is on the way back.
  const cov = p.currentCoverage ?? [];
  const backNamed =
    cov.some((c) => c === "original_medicare" || c === "part_d" || c.startsWith("medigap_")) ||
    (p.previousCoverage ?? []).some((c) => c.startsWith("medigap_"));
  const goingBack =
    (f.dsnp ? backNamed : returningToOriginal(p)) &&
    windows.some((w) => w.status === "open" && MA_EXITS.includes(w.id) && w.products.includes("part_d"));
  if ((f.dsnp || (f.ma && (fullDual || f.extraHelp))) && !goingBack)
    out.push({ product: "part_d", reason: "dsnp_part_d" });
  if (fullDual) {
    out.push({ product: "long_term_care", reason: "full_dual_ltc" });
    out.push({ product: "hospital_indemnity", reason: "full_dual_hospital_indemnity" });
    out.push({ product: "cancer", reason: "full_dual_cancer" });
  } else if (qmb) out.push({ product: "hospital_indemnity", reason: "qmb_hospital_indemnity" });
  if (p.healthConditions.some((c) => DEMENTIA.includes(c))) {
    out.push({ product: "long_term_care", reason: "dementia_ltc" });
    out.push({ product: "cancer", reason: "dementia_cancer" });
    out.push({ product: "hospital_indemnity", reason: "dementia_hospital_indemnity" });
  }
  return out;
}
