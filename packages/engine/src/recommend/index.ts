/**
 * The recommender: 2-3 distinct products for one client, one core and the rest add-ons, each with a
 * premium and commission computed from the fact tables (never invented: docs/product/decisions.md#d-11), fitted to the stated
 * budget, and flagged where CMS rules limit how they may be presented together (docs/product/compliance.md#cross-selling).
 * One file: the choice runs as one sequence over the same picks (the core, add-ons, the budget, flags, what
 * is missing), read top to bottom as one bundle's choice.
 */
import { medicareFigures } from "../facts/medicare.js";
import { PRODUCT_LIBRARY } from "../facts/products.js";
import { ISSUE_AGES } from "../facts/underwriting.js";
import { sortSmall } from "../sort.js";
import {
  type ClientProfile,
  type CoverageId,
  type GoalId,
  type Language,
  MISSING_FACT_IDS,
  type MissingFactId,
  PRODUCT_IDS,
  type ProductId,
  type RecommendedPolicy,
} from "../types.js";
import { type AppointmentLine, appointmentLine, inLine, isMedicareCore, requested } from "./appointment.js";
import { candidatesFor, exclusive, withCommission } from "./candidates.js";
import { rankCarriers } from "./carriers.js";
import { type ClientFacts, clientFacts, type EligibilityInput } from "./client.js";
import type { Candidate, PolicyPlan } from "./plans.js";
import { POLICY_WORDS } from "./text.js";

export type { AppointmentLine } from "./appointment.js";
export { dimeNeed } from "./candidates.js";
export type { ClientFacts } from "./client.js";
export { clientFacts } from "./client.js";
export type { BasisSpec, CommissionQuote, RenewalSpec } from "./commission.js";
export { eligible, medicareEligible } from "./eligibility.js";
export { pct, pctRange, usd, usdRange } from "./format.js";
export type { CoverageSpec, PolicyPlan } from "./plans.js";

/** What the words module needs to know about the bundle as a whole. */
export interface RecommendationFlags {
  /** Medicare Advantage, Medigap or Part D is in the bundle (Medicare disclaimers apply). */
  medicareInPlay: boolean;
  /** MA or Part D is in the bundle: a Scope of Appointment is needed before the appointment. */
  scopeOfAppointmentRequired: boolean;
  /**
   * MA or Part D sits beside life insurance or an annuity: those may only be presented at the client's own
   * request or in a separate appointment (no cross-selling; SOA, 48-hour rule before CY2027).
   */
  crossSellNeedsSeparateAppointment: boolean;
  /** An annuity is recommended: NAIC #275 best-interest documentation applies. */
  annuityBestInterest: boolean;
  /** Even the smallest bundle costs more per month than the stated budget. */
  budgetShortfall: boolean;
  /** The final expense in the bundle is guaranteed issue: no health questions to ask before quoting. */
  guaranteedIssueFinalExpense: boolean;
}

export interface Recommendation {
  policies: RecommendedPolicy[];
  /**
   * Goals the client stated that no policy in the bundle (or coverage they hold) answers, usually because
   * of age or health (e.g. hospital indemnity after a stroke): the agent should say so, not skip them.
   */
  unmetGoals: GoalId[];
  /** The same policies before words: sizing and the numbers behind them (same order). */
  plans: PolicyPlan[];
  missing: MissingFactId[];
  flags: RecommendationFlags;
  /** The Medicare plan year whose figures were used. */
  figuresYear: number;
  /**
   * The line this appointment is about, and the other line when the client also asked for it: that one
   * is offered as a separate appointment, never inside this one.
   */
  appointment: { line: AppointmentLine; separateAppointment?: AppointmentLine };
}

export type RecommendResult =
  | { ok: true; recommendation: Recommendation }
  /** Fewer than two products are open to this client (e.g. 90+, fully covered, no savings). */
  | {
      ok: false;
      reason: "no_fit";
      missing: MissingFactId[];
      /** The stated budget buys none of the core products: the cheapest, at its smallest size. */
      shortfall?: { product: ProductId; monthlyLow: number; budget: number };
      /** What the client asked for is past its last issue age. */
      ageLimit?: { product: ProductId; maxAge: number; age: number };
    };

const PRODUCT_ORDER: Readonly<Record<ProductId, number>> = Object.fromEntries(
  PRODUCT_IDS.map((id, i) => [id, i]),
) as Record<ProductId, number>;

/** A third product must matter at least this much to be worth the client's attention. */
const THIRD_PRODUCT_MIN_SCORE = 30;

interface Pick {
  cand: Candidate;
  option: number;
}

const low = (p: Pick) => {
  const o = p.cand.options[p.option]!;
  return o.premium.mode === "monthly" ? o.premium.amount.low : 0;
};
const monthlyLow = (picks: readonly Pick[]) => picks.reduce((sum, p) => sum + low(p), 0);
const minLow = (c: Candidate) => {
  const o = c.options[c.options.length - 1]!;
  return o.premium.mode === "monthly" ? o.premium.amount.low : 0;
};

function conflicts(c: Candidate, picks: readonly Pick[]): boolean {
  for (const p of picks)
    if (p.cand.product === c.product || exclusive(p.cand.product, c.product)) return true;
  return false;
}

/**
 * Medigap without drug coverage leaves a Part D gap (and a permanent penalty): the two go together when
 * the gap is known (Original Medicare alone, leaving MA), not when the lead is silent on the client's
 * drug plan (a Medigap holder re-shopping usually has one: ask).
 */
function partDFor(sorted: readonly Candidate[]): Candidate | undefined {
  return sorted.find((c) => c.product === "part_d" && c.score >= ADD_ON_MIN_SCORE);
}

/**
 * Add-ons serve a stated need or close a clear gap (Part D beside Medigap, term for dependents with no
 * life cover, hospital cash beside MA): below this score a product is filler and stays out, even if the
 * bundle then holds a single policy.
 */
const ADD_ON_MIN_SCORE = 40;
/** What the client named (score 100) may be the core even when it is usually an add-on. */
const ASKED = 100;

/**
 * The bundle's core: the best product that is the client's request or a standard sale. Filler never
 * leads, except when the client asked for something no product can answer (LTC with dementia): then the
 * closest cover there is leads, and the unmet goal is said beside it.
 */
function coreOf(sorted: readonly Candidate[], f?: ClientFacts): Candidate | undefined {
  // Only when an MA, Medigap or Part D sale is open to them (TRICARE For Life leaves dental to lead).
  const medicareAsked =
    f !== undefined &&
    requested(f).medicare &&
    sorted.some((c) => isMedicareCore(c.product) && c.score >= THIRD_PRODUCT_MIN_SCORE);
  const canLead = (c: Candidate) =>
    (c.coreCapable || c.score >= ASKED) &&
    c.score >= THIRD_PRODUCT_MIN_SCORE &&
    // A health add-on nobody asked for never leads when the client asked for MA, Medigap or Part D.
    !(medicareAsked && HEALTH_ADD_ONS.has(c.product) && c.score < ASKED);
  // A Medicare plan the client names (MA, Medigap, Part D) leads over a health add-on asked beside it:
  // the plan is why they called, the dental or cash policy rides along.
  const named =
    medicareAsked && f !== undefined
      ? sorted.find(
          (c) =>
            isMedicareCore(c.product) &&
            c.score >= ASKED &&
            canLead(c) &&
            (f.profile.interests ?? []).includes(c.product),
        )
      : undefined;
  // A Medicare plan that answers the client's main Medicare goal (medical costs, drugs, a lower premium)
  // leads over a dental, hospital-cash or cancer policy wanted beside it: the plan is the sale, the
  // health add-on rides along.
  // A whole plan (Medigap, MA) before a drug plan alone when it answers more than the drugs (medical
  // costs, a lower premium): Part D then rides beside a Medigap. Drugs alone are the drug plan's.
  const answersMain = (c: Candidate, except: ReadonlySet<GoalId>) =>
    f !== undefined &&
    isMedicareCore(c.product) &&
    canLead(c) &&
    c.score >= ADD_ON_MIN_SCORE &&
    answersGoal(c.product, f, except);
  // A life or annuity product the client named ("wants an IUL") leads one that only answers the same goal.
  const namedLife =
    f === undefined
      ? undefined
      : sorted.find(
          (c) =>
            !isMedicareCore(c.product) &&
            !HEALTH_ADD_ONS.has(c.product) &&
            c.score >= ASKED &&
            canLead(c) &&
            (f.profile.interests ?? []).includes(c.product),
        );
  const medicareAnswer =
    named ??
    namedLife ??
    (f && f.goals.size > 0
      ? (sorted.find((c) => c.product !== "part_d" && answersMain(c, HEALTH_AND_DRUG_GOALS)) ??
        sorted.find((c) => answersMain(c, HEALTH_ADD_ON_GOALS)))
      : undefined);
  // The core answers a stated goal when a product that does is worth offering at all.
  const answering =
    medicareAnswer ??
    (f && f.goals.size > 0
      ? sorted.find((c) => canLead(c) && c.score >= ADD_ON_MIN_SCORE && answersGoal(c.product, f))
      : undefined);
  const standard = answering ?? sorted.find(canLead);
  if (standard || !f || f.goals.size === 0) return standard;
  return sorted.find((c) => c.coreCapable);
}

const HEALTH_ADD_ONS: ReadonlySet<ProductId> = new Set<ProductId>([
  "hospital_indemnity",
  "dental_vision_hearing",
  "cancer",
]);

/**
 * An add-on the client did not ask for works against a client who asked to spend less, and against a
 * client on Extra Help or Medicaid (a limited income the premium would strain).
 */
function againstGoal(c: Candidate, f: ClientFacts): boolean {
  const tight = f.goals.has("lower_premiums") || f.profile.extraHelp === true || f.hasMedicaid;
  return tight && c.score < ASKED && minLow(c) > 0;
}

function select(sorted: readonly Candidate[], f: ClientFacts): Pick[] {
  const core = coreOf(sorted, f);
  if (!core) return [];
  const picks: Pick[] = [{ cand: core, option: 0 }];
  const partD = partDFor(sorted);
  if (core.product === "medicare_supplement" && partD) picks.push({ cand: partD, option: 0 });
  for (const c of sorted) {
    if (picks.length === 3) break;
    if (conflicts(c, picks) || c.score < ADD_ON_MIN_SCORE || againstGoal(c, f)) continue;
    if (c.product === "medicare_supplement" && partD && !conflicts(partD, picks)) {
      if (picks.length > 1) continue;
      picks.push({ cand: c, option: 0 }, { cand: partD, option: 0 });
      continue;
    }
    picks.push({ cand: c, option: 0 });
  }
  return picks;
}

/** Medigap and the Part D that goes with it are dropped or swapped together, never one alone. */
function pairLocked(i: number, picks: readonly Pick[]): boolean {
  const product = picks[i]!.cand.product;
  const has = (id: ProductId) => picks.some((p) => p.cand.product === id);
  return (
    (product === "part_d" && has("medicare_supplement")) ||
    (product === "medicare_supplement" && has("part_d"))
  );
}

/**
 * Keep the bundle's monthly low end within the budget: drop the last add-on, trade Medigap + Part D for
 * Medicare Advantage, shrink add-ons, shrink the core, swap an add-on for the cheapest alternative, then
 * drop add-ons until it fits; with room left, bring back an add-on that serves the client. Returns false
 * when even the core at its smallest size costs more than the budget.
 */
function fitBudget(picks: Pick[], sorted: readonly Candidate[], budget: number, f: ClientFacts): boolean {
  const over = () => monthlyLow(picks) > budget;
  if (over() && picks.length === 3) {
    for (let i = 2; i >= 1; i--) {
      if (!pairLocked(i, picks) && low(picks[i]!) > 0) {
        picks.splice(i, 1);
        break;
      }
    }
  }
  if (over()) {
    const gap = picks.findIndex((p) => p.cand.product === "medicare_supplement");
    const ma = sorted.find((c) => c.product === "medicare_advantage");
    if (gap >= 0 && ma) {
      const rest = picks.filter(
        (p) => p.cand.product !== "medicare_supplement" && p.cand.product !== "part_d",
      );
      const at = Math.min(gap, rest.length);
      // The reason shown is now the budget, whatever first ranked Medigap ahead.
      const budgetMA: Candidate = {
        ...ma,
        options: ma.options.map((o) => ({ ...o, spec: { product: "medicare_advantage", reason: "budget" } })),
      };
      rest.splice(at, 0, { cand: budgetMA, option: 0 });
      picks.splice(0, picks.length, ...rest);
    }
  }
  for (let i = picks.length - 1; i >= 1 && over(); i--) {
    const p = picks[i]!;
    while (over() && p.option < p.cand.options.length - 1) p.option++;
  }
  const core = picks[0]!;
  while (over() && core.option < core.cand.options.length - 1) core.option++;
  if (over()) {
    // Replace the dearest add-on with the cheapest compatible alternative that still serves the client.
    for (let i = picks.length - 1; i >= 1 && over(); i--) {
      if (pairLocked(i, picks)) continue;
      const current = picks[i]!;
      const others = picks.filter((_, j) => j !== i);
      let best: Candidate | undefined;
      for (const c of sorted) {
        if (c === current.cand || c.product === "medicare_supplement" || conflicts(c, others)) continue;
        if (c.score < ADD_ON_MIN_SCORE || againstGoal(c, f)) continue;
        if (minLow(c) < low(current) && (!best || minLow(c) < minLow(best))) best = c;
      }
      if (best) picks[i] = { cand: best, option: best.options.length - 1 };
    }
  }
  // A stated budget is a ceiling, never a target to miss: add-ons go before the bundle goes over.
  while (over() && picks.length > 1) picks.pop();
  if (over()) return false;
  if (picks.length < 3) {
    for (const c of sorted) {
      if (picks.length === 3) break;
      if (c.score < ADD_ON_MIN_SCORE || againstGoal(c, f)) continue;
      if (c.product === "medicare_supplement" || conflicts(c, picks)) continue;
      const room = budget - monthlyLow(picks);
      const option = c.options.findIndex((o) => o.premium.mode !== "monthly" || o.premium.amount.low <= room);
      if (option >= 0) picks.push({ cand: c, option });
    }
  }
  return true;
}

/** The next core whose smallest size fits the budget (e.g. final expense when term is out of reach). */
function affordableCore(sorted: readonly Candidate[], budget: number): Candidate | undefined {
  return sorted.find(
    (c) => (c.coreCapable || c.score >= ASKED) && c.score >= THIRD_PRODUCT_MIN_SCORE && minLow(c) <= budget,
  );
}

const LIFE_PRODUCTS: ReadonlySet<ProductId> = new Set([
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "fixed_annuity",
  "indexed_annuity",
]);

function flagsFor(plans: readonly PolicyPlan[], budgetShortfall: boolean): RecommendationFlags {
  const has = (p: ProductId) => plans.some((x) => x.product === p);
  const maOrPdp = has("medicare_advantage") || has("part_d");
  return {
    medicareInPlay: maOrPdp || has("medicare_supplement"),
    scopeOfAppointmentRequired: maOrPdp,
    crossSellNeedsSeparateAppointment: maOrPdp && plans.some((x) => LIFE_PRODUCTS.has(x.product)),
    annuityBestInterest: has("fixed_annuity") || has("indexed_annuity"),
    budgetShortfall,
    guaranteedIssueFinalExpense: plans.some(
      (x) => x.spec.product === "final_expense" && x.spec.cls.best === "guaranteed",
    ),
  };
}

/** The products (or coverage already held) that answer each goal. */
const GOAL_ANSWERS: Readonly<Record<GoalId, readonly (ProductId | CoverageId)[]>> = {
  final_expenses: ["final_expense", "whole_life", "term_life"],
  protect_family: ["term_life", "whole_life", "iul", "final_expense"],
  mortgage: ["term_life", "whole_life", "iul"],
  income_replacement: ["term_life", "whole_life", "iul"],
  retirement_income: ["indexed_annuity", "fixed_annuity", "iul"],
  safe_growth: ["fixed_annuity", "indexed_annuity"],
  legacy: ["whole_life", "final_expense", "iul", "term_life"],
  medical_costs: [
    "medicare_advantage",
    "medicare_supplement",
    "hospital_indemnity",
    "medigap_g",
    "medigap_n",
    "medigap_f",
  ],
  long_term_care: ["long_term_care"],
  dental_vision_hearing: ["dental_vision_hearing", "medicare_advantage"],
  lower_premiums: ["medicare_advantage", "medicare_supplement", "part_d", "final_expense", "term_life"],
  prescriptions: ["part_d", "medicare_advantage"],
  // MA leaves daily hospital copays: only cash indemnity or a supplement answers "hospital stays".
  hospital_costs: ["hospital_indemnity", "medicare_supplement", "medigap_g", "medigap_n", "medigap_f"],
  cancer_protection: ["cancer"],
  tax_advantaged_growth: ["iul", "indexed_annuity", "fixed_annuity"],
  debt_payoff: ["term_life", "whole_life", "final_expense"],
  education: ["term_life", "iul"],
};

/** The goals a health add-on answers on its own; a Medicare plan's answer to them does not make it lead. */
const HEALTH_ADD_ON_GOALS: ReadonlySet<GoalId> = new Set<GoalId>([
  "dental_vision_hearing",
  "hospital_costs",
  "cancer_protection",
]);

const HEALTH_AND_DRUG_GOALS: ReadonlySet<GoalId> = new Set<GoalId>([...HEALTH_ADD_ON_GOALS, "prescriptions"]);

function answersGoal(product: ProductId, f: ClientFacts, except?: ReadonlySet<GoalId>): boolean {
  for (const goal of f.goals) if (!except?.has(goal) && GOAL_ANSWERS[goal].includes(product)) return true;
  return false;
}

function unmetGoals(f: ClientFacts, plans: readonly PolicyPlan[]): GoalId[] {
  const out: GoalId[] = [];
  for (const goal of f.goals) {
    const answers = GOAL_ANSWERS[goal];
    const met = answers.some(
      (a) =>
        plans.some((p) => p.product === a) ||
        f.coverage.has(a as CoverageId) ||
        (a === "part_d" && f.hasPartD),
    );
    if (!met) out.push(goal);
  }
  return out;
}

const MAX_MISSING = 6;

const MISSING_LIFE: readonly ProductId[] = ["final_expense", "term_life", "whole_life", "iul"];
const MISSING_UNDERWRITTEN: readonly ProductId[] = [
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "long_term_care",
  "hospital_indemnity",
  "cancer",
];

/** Facts still worth asking, most useful first (the order of `MISSING_FACT_IDS`). */
function missingFacts(f: ClientFacts, plans: readonly PolicyPlan[]): MissingFactId[] {
  const p = f.profile;
  const has = (id: ProductId) => plans.some((x) => x.product === id);
  const life = plans.some((x) => MISSING_LIFE.includes(x.product));
  const underwritten = plans.some((x) => MISSING_UNDERWRITTEN.includes(x.product));
  const medicare = has("medicare_advantage") || has("medicare_supplement") || has("part_d");
  const want: Record<MissingFactId, boolean> = {
    age: f.age === undefined,
    needs: f.goals.size === 0,
    state: !p.state && (medicare || has("hospital_indemnity") || life),
    health: f.conditions.size === 0 && !p.healthStatus && underwritten,
    smoker: !p.smoker && (life || has("long_term_care") || has("medicare_supplement")),
    current_coverage: f.coverage.size === 0 && (medicare || f.refAge >= 60),
    budget: f.budget === undefined,
    income: f.income === undefined && (has("term_life") || has("iul")),
    savings:
      f.savings === undefined &&
      (f.goals.has("retirement_income") ||
        f.goals.has("safe_growth") ||
        f.goals.has("tax_advantaged_growth") ||
        f.goals.has("long_term_care")),
    dependents: p.dependents === undefined && has("term_life"),
    marital_status:
      !p.maritalStatus && (has("term_life") || has("medicare_supplement") || has("long_term_care")),
    medications: has("medicare_advantage") || has("part_d"),
    doctors: has("medicare_advantage"),
    beneficiary: life,
  };
  const out: MissingFactId[] = [];
  for (const id of MISSING_FACT_IDS) {
    if (want[id]) out.push(id);
    if (out.length === MAX_MISSING) break;
  }
  return out;
}

/** The product asked for on `line` that the client's age puts out of reach, with its last issue age. */
function overIssueAge(
  f: ClientFacts,
  line: AppointmentLine,
): { product: ProductId; maxAge: number; age: number } | undefined {
  if (f.age === undefined) return undefined;
  const wanted = new Set<ProductId>(f.profile.interests ?? []);
  for (const g of f.goals) for (const p of GOAL_ANSWERS[g] ?? []) wanted.add(p as ProductId);
  for (const product of PRODUCT_IDS) {
    if (!wanted.has(product) || !inLine(product, line)) continue;
    const max = ISSUE_AGES[product].max;
    if (f.age > max) return { product, maxAge: max, age: f.age };
  }
  return undefined;
}

/** With fewer than two products open, ask what could open more: coverage held, savings, health. */
function unlockingFacts(f: ClientFacts): MissingFactId[] {
  const out: MissingFactId[] = [];
  if (f.age === undefined) out.push("age");
  // No need stated and nothing that serves one on its own: what the client wants is the question.
  if (f.goals.size === 0) out.push("needs");
  out.push("current_coverage");
  if (f.savings === undefined) out.push("savings");
  if (f.conditions.size === 0) out.push("health");
  return out;
}

export interface RecommendOptions {
  language: Language;
  /** "Now": picks the Medicare plan year and CMS compensation year. */
  now: Date;
  /**
   * The eligibility rules for this client on this date (`assessEligibility`): what must not be sold, and
   * whether Medigap means health questions. Without it nothing is forbidden beyond the product rules and
   * health questions are judged from the age alone.
   */
  eligibility?: EligibilityInput & { forbidden: readonly { product: ProductId }[] };
}

/** No single bundle should take more than this share of a stated income when no budget was given. */
const INCOME_SHARE_CEILING = 0.15;

function ceilingOf(f: ClientFacts): number | undefined {
  const fromIncome =
    f.income !== undefined && f.income > 0 ? Math.floor((f.income / 12) * INCOME_SHARE_CEILING) : undefined;
  if (f.budget === undefined) return fromIncome;
  return fromIncome === undefined ? f.budget : Math.min(f.budget, fromIncome);
}

/**
 * In a life and annuity appointment, health add-ons come only when asked for: their usual score assumes
 * the Medicare sale that is not happening here (hospital cash for MA copays is a Medicare review's talk,
 * not an annuity's).
 */
function fitsLine(c: Candidate, line: AppointmentLine): boolean {
  if (!inLine(c.product, line)) return false;
  if (line === "medicare" || !inLine(c.product, "medicare")) return true;
  return c.score >= ASKED;
}

function byScore(a: Candidate, b: Candidate): number {
  return b.score - a.score || PRODUCT_ORDER[a.product] - PRODUCT_ORDER[b.product];
}

/** The renewal line set only when there is one (cheaper than spreading an optional object). */
function withRenewal(
  commission: RecommendedPolicy["commission"],
  renewal: string | undefined,
): RecommendedPolicy["commission"] {
  if (renewal) commission.renewal = renewal;
  return commission;
}

export function recommend(profile: ClientProfile, options: RecommendOptions): RecommendResult {
  const { language, now } = options;
  const figures = medicareFigures(now);
  const f = clientFacts(profile, language, now, options.eligibility);
  const forbidden = new Set(options.eligibility?.forbidden.map((x) => x.product));
  const all = sortSmall(
    candidatesFor(f, figures).filter((c) => !forbidden.has(c.product)),
    byScore,
  );
  // A Medicare beneficiary who cannot buy a Medicare plan today (VA care and no Part B, say) but asks
  // for dental or a hospital policy is still in a Medicare appointment: those sit on its Scope.
  const medicareOpen =
    all.some((c) => isMedicareCore(c.product)) ||
    (f.onMedicare && requested(f).medicare && all.some((c) => inLine(c.product, "medicare")));
  let line = appointmentLine(f, medicareOpen);
  // Dental or a hospital plan asked beside a Medicare ask ("change his Advantage to one with more
  // dental") goes with the Medicare appointment, not into a burial-policy call.
  const medicareAsk = requested(f).medicare;
  const onLine = (c: Candidate, l: AppointmentLine): boolean =>
    fitsLine(c, l) && !(l === "life_annuity" && medicareAsk && f.onMedicare && inLine(c.product, "medicare"));
  let sorted = all.filter((c) => onLine(c, line));
  // A line with no standard sale (fully covered on Medicare, or savings to protect but no amount)
  // gives way to the other when that one has one; the fallback core is for when neither does.
  const other: AppointmentLine = line === "medicare" ? "life_annuity" : "medicare";
  const otherSorted = all.filter((c) => onLine(c, other));
  const asked = requested(f);
  const lineCore = coreOf(sorted);
  const otherCore = coreOf(otherSorted);
  // With nothing asked on either line, the stronger standard sale leads (idle savings over a routine
  // Medigap review).
  const strongerOther =
    !asked.medicare && !asked.life && lineCore && otherCore && otherCore.score > lineCore.score;
  // Only what the client asked for is on this line and none of it can be issued (final expense at 86):
  // say so instead of selling the other line's product nobody asked about.
  const onlyThisLineAsked =
    line === "medicare" ? asked.medicare && !asked.life : asked.life && !asked.medicare;
  // In a nursing home on an Advantage plan, the plan built for residents (an I-SNP, a D-SNP) is the review
  // an expert opens; a burial policy in place of the LTC or cancer cover asked for is not.
  const careReview =
    f.conditions.has("nursing_home") &&
    f.hasMA &&
    otherSorted.some((c) => c.product === "medicare_advantage");
  if (!lineCore && !coreOf(sorted, f) && onlyThisLineAsked && !careReview) {
    const over = overIssueAge(f, line);
    if (over) return { ok: false, reason: "no_fit", missing: ["needs"], ageLimit: over };
  }
  // What was asked on this line is ruled out by health (LTC or cancer cover with dementia): the closest
  // cover of the same line leads, with the unmet wish said, rather than an unasked Medicare review.
  const healthRuledOut =
    !careReview &&
    onlyThisLineAsked &&
    ((f.goals.has("long_term_care") && f.longTermCareKnockout) ||
      (f.goals.has("cancer_protection") && f.cancerKnockout)) &&
    coreOf(sorted, f) !== undefined;
  if ((!lineCore && !healthRuledOut && (otherCore || !coreOf(sorted, f))) || strongerOther) {
    line = other;
    sorted = otherSorted;
  }
  const picks = select(sorted, f);
  if (picks.length === 0) return { ok: false, reason: "no_fit", missing: unlockingFacts(f) };
  const ceiling = ceilingOf(f);
  let fits = true;
  if (ceiling !== undefined) {
    fits = fitBudget(picks, sorted, ceiling, f);
    if (!fits) {
      const core = affordableCore(sorted, ceiling);
      if (core) {
        picks.splice(0, picks.length, { cand: core, option: 0 });
        fits = fitBudget(picks, sorted, ceiling, f);
      }
    }
    if (!fits) {
      const core = picks[0]!.cand;
      return {
        ok: false,
        reason: "no_fit",
        missing: ["budget"],
        shortfall: { product: core.product, monthlyLow: minLow(core), budget: ceiling },
      };
    }
  }
  const otherLine: AppointmentLine = line === "medicare" ? "life_annuity" : "medicare";
  // On Original Medicare with nothing beside it, the Medicare gap is worth its own appointment even
  // unasked; a life need is offered only when the client raised it.
  const medicareGap = f.hasOriginal && !f.hasMedigap && !f.hasMA && !f.hasMedicaid;
  const wantsOther = otherLine === "medicare" ? asked.medicare || medicareGap : asked.life;
  const separate =
    wantsOther && all.some((c) => inLine(c.product, otherLine) && !inLine(c.product, line))
      ? otherLine
      : undefined;

  const words = POLICY_WORDS[language];
  const name = words.clientName(profile.firstName?.trim() || undefined);
  const nameMid = name.mid;
  const plans: PolicyPlan[] = [];
  const policies: RecommendedPolicy[] = [];
  for (let i = 0; i < picks.length; i++) {
    const pick = picks[i]!;
    const plan = withCommission(pick.cand.options[pick.option]!, figures.year, profile.state);
    const carriers = rankCarriers(plan, f, language);
    plans.push(plan);
    const renewal = plan.commission.renewal ? words.renewal(plan.commission.renewal) : undefined;
    policies.push({
      product: plan.product,
      name: PRODUCT_LIBRARY[plan.product].name[language],
      role: i === 0 ? "core" : "add_on",
      why: words.why(plan, {
        f,
        figures,
        name: name.start,
        nameMid,
        topCarrier: carriers[0]?.name,
        shrunk: pick.option > 0,
      }),
      coverage: words.coverage(plan, figures),
      carriers,
      premium: { mode: plan.premium.mode, amount: { ...plan.premium.amount } },
      commission: withRenewal(
        {
          firstYear: { ...plan.commission.firstYear },
          basis: words.basis(plan.commission.basis, plan.product),
        },
        renewal,
      ),
    });
  }
  return {
    ok: true,
    recommendation: {
      policies,
      unmetGoals: unmetGoals(f, plans),
      plans,
      missing: missingFacts(f, plans),
      flags: flagsFor(plans, !fits),
      figuresYear: figures.year,
      appointment: separate ? { line, separateAppointment: separate } : { line },
    },
  };
}

export { describeProduct, type ProductInfo } from "./library.js";
