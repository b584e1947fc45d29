/**
 * The recommender: 2-3 distinct products for one client, one core and the rest add-ons, each with a
 * premium and commission computed from the fact tables (never invented: D-11), fitted to the stated
 * budget, and flagged where CMS rules limit how they may be presented together (reference.md §6.4).
 */
import { medicareFigures } from "../facts/medicare.js";
import { PRODUCT_LIBRARY } from "../facts/products.js";
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
import { candidatesFor, exclusive, withCommission } from "./candidates.js";
import { rankCarriers } from "./carriers.js";
import { type ClientFacts, clientFacts } from "./client.js";
import type { Candidate, PolicyPlan } from "./plans.js";
import { POLICY_WORDS } from "./text.js";

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
}

export type RecommendResult =
  | { ok: true; recommendation: Recommendation }
  /** Fewer than two products are open to this client (e.g. 90+, fully covered, no savings). */
  | { ok: false; reason: "no_fit"; missing: MissingFactId[] };

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

/** Medigap without drug coverage leaves a Part D gap (and a permanent penalty): the two go together. */
function partDFor(sorted: readonly Candidate[]): Candidate | undefined {
  return sorted.find((c) => c.product === "part_d");
}

function select(sorted: readonly Candidate[]): Pick[] {
  const core =
    sorted.find((c) => c.coreCapable && c.score >= THIRD_PRODUCT_MIN_SCORE) ??
    sorted.find((c) => c.coreCapable) ??
    sorted[0]!;
  const picks: Pick[] = [{ cand: core, option: 0 }];
  const partD = partDFor(sorted);
  if (core.product === "medicare_supplement" && partD) picks.push({ cand: partD, option: 0 });
  for (const c of sorted) {
    if (picks.length === 3) break;
    if (conflicts(c, picks)) continue;
    if (picks.length === 2 && c.score < THIRD_PRODUCT_MIN_SCORE) continue;
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
 * Keep the bundle's monthly low end within the budget: drop the third product, trade Medigap + Part D for
 * Medicare Advantage, shrink add-ons, shrink the core, swap an add-on for the cheapest alternative; then,
 * with room left, bring a third product back.
 */
function fitBudget(picks: Pick[], sorted: readonly Candidate[], budget: number): boolean {
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
    // Replace the dearest add-on with the cheapest compatible alternative at its smallest size.
    for (let i = picks.length - 1; i >= 1 && over(); i--) {
      if (pairLocked(i, picks)) continue;
      const current = picks[i]!;
      const others = picks.filter((_, j) => j !== i);
      let best: Candidate | undefined;
      for (const c of sorted) {
        if (c === current.cand || c.product === "medicare_supplement" || conflicts(c, others)) continue;
        if (minLow(c) < low(current) && (!best || minLow(c) < minLow(best))) best = c;
      }
      if (best) picks[i] = { cand: best, option: best.options.length - 1 };
    }
  }
  if (picks.length < 2) refill(picks, sorted, budget);
  if (over()) return false;
  if (picks.length === 2) {
    for (const c of sorted) {
      if (c.score < THIRD_PRODUCT_MIN_SCORE || c.product === "medicare_supplement" || conflicts(c, picks))
        continue;
      const room = budget - monthlyLow(picks);
      const option = c.options.findIndex((o) => o.premium.mode !== "monthly" || o.premium.amount.low <= room);
      if (option >= 0) {
        picks.push({ cand: c, option });
        break;
      }
    }
  }
  return true;
}

/** Back to two products after a swap: the best compatible candidate, at the largest size that fits. */
function refill(picks: Pick[], sorted: readonly Candidate[], budget: number): void {
  for (const c of sorted) {
    if (picks.length >= 2) return;
    if (c.product === "medicare_supplement" || conflicts(c, picks)) continue;
    const room = budget - monthlyLow(picks);
    const fitting = c.options.findIndex((o) => o.premium.mode !== "monthly" || o.premium.amount.low <= room);
    picks.push({ cand: c, option: fitting >= 0 ? fitting : c.options.length - 1 });
  }
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

/** Facts still worth asking, most useful first (the order of `MISSING_FACT_IDS`). */
function missingFacts(f: ClientFacts, plans: readonly PolicyPlan[]): MissingFactId[] {
  const p = f.profile;
  const has = (id: ProductId) => plans.some((x) => x.product === id);
  const life = plans.some((x) => ["final_expense", "term_life", "whole_life", "iul"].includes(x.product));
  const underwritten = plans.some((x) =>
    [
      "final_expense",
      "term_life",
      "whole_life",
      "iul",
      "long_term_care",
      "hospital_indemnity",
      "cancer",
    ].includes(x.product),
  );
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

/** With fewer than two products open, ask what could open more: coverage held, savings, health. */
function unlockingFacts(f: ClientFacts): MissingFactId[] {
  const out: MissingFactId[] = [];
  if (f.age === undefined) out.push("age");
  out.push("current_coverage");
  if (f.savings === undefined) out.push("savings");
  if (f.conditions.size === 0) out.push("health");
  return out;
}

export interface RecommendOptions {
  language: Language;
  /** "Now": picks the Medicare plan year and CMS compensation year. */
  now: Date;
}

export function recommend(profile: ClientProfile, options: RecommendOptions): RecommendResult {
  const { language, now } = options;
  const figures = medicareFigures(now);
  const f = clientFacts(profile, language, now);
  const cands = candidatesFor(f, figures);
  const sorted = cands.sort(
    (a, b) => b.score - a.score || PRODUCT_ORDER[a.product] - PRODUCT_ORDER[b.product],
  );
  const picks = sorted.length < 2 ? [] : select(sorted);
  if (picks.length < 2) return { ok: false, reason: "no_fit", missing: unlockingFacts(f) };
  const fits = f.budget === undefined ? true : fitBudget(picks, sorted, f.budget);

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
      commission: {
        firstYear: { ...plan.commission.firstYear },
        basis: words.basis(plan.commission.basis, plan.product),
        ...(renewal ? { renewal } : {}),
      },
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
    },
  };
}

export { describeProduct, type ProductInfo } from "./library.js";
