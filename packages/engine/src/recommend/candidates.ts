/**
 * Which products fit this client and how much each matters, as an experienced senior-market agent would
 * rank them. Scores: 100 = the client asked for it; 75-95 = the standard sale for their situation;
 * 30-60 = a sound add-on; below 30 = filler used only to reach two products.
 * One file: one builder per product, side by side, so their scores on this scale are compared with each
 * other.
 */
import { ANNUITY_SUITABILITY } from "../facts/annuities.js";
import type { MedicareFigures } from "../facts/medicare.js";
import { DIME_PLACEHOLDERS, FINAL_EXPENSE_TARGETS } from "../facts/needs.js";
import { FINAL_EXPENSE_FACES } from "../facts/premiums/final-expense.js";
import { IUL_FUNDING } from "../facts/premiums/iul.js";
import { CANCER_PREMIUMS, HOSPITAL_INDEMNITY_DESIGN } from "../facts/premiums/supplemental.js";
import { MEDIGAP_OPEN_ENROLLMENT } from "../facts/underwriting.js";
import type { Money, ProductId } from "../types.js";
import type { ClientFacts } from "./client.js";
import { commissionFor } from "./commission.js";
import { eligible, medicareEligible } from "./eligibility.js";
import { money, roundDownTo, roundUpTo } from "./format.js";
import type { Candidate, CoverageSpec, DimeNeed, PolicyPlan, SizedPolicy } from "./plans.js";
import {
  cancerMonthly,
  dentalVisionHearingMonthly,
  finalExpensePricer,
  hospitalIndemnityMonthly,
  iulMonthly,
  longTermCareMonthly,
  medicareAdvantageMonthly,
  medigapMonthly,
  partDMonthly,
  termPricer,
  termYears,
  wholeLifeMonthly,
} from "./pricing.js";

interface Ctx {
  f: ClientFacts;
  figures: MedicareFigures;
  state: string | undefined;
}

function plan(_ctx: Ctx, spec: CoverageSpec, mode: "monthly" | "single", amount: Money): SizedPolicy {
  return { product: spec.product, premium: { mode, amount }, spec };
}

/** Commission for a chosen size (computed only for the policies that make the bundle). */
export function withCommission(p: SizedPolicy, year: number, state: string | undefined): PolicyPlan {
  const feClass = "cls" in p.spec ? p.spec.cls : undefined;
  // Literal shapes, not spreads: spreading an optional object, or a policy whose shapes vary (sized
  // here, re-specced when the budget swaps in MA), goes through V8's slow runtime path.
  const context = feClass ? { year, state, feClass } : { year, state };
  const commission = commissionFor(p.product, p.premium, context);
  return { product: p.product, premium: p.premium, spec: p.spec, commission };
}

const LIFE_NEED_GOALS = [
  "protect_family",
  "mortgage",
  "income_replacement",
  "education",
  "debt_payoff",
] as const;

function hasAny<T>(set: ReadonlySet<T>, items: readonly T[]): boolean {
  for (const i of items) if (set.has(i)) return true;
  return false;
}

/** DIME with the placeholders of `facts/needs.ts` where the lead is silent (the reason text names them). */
export function dimeNeed(f: ClientFacts): DimeNeed {
  const k = DIME_PLACEHOLDERS;
  const incomeAssumed = f.income === undefined || f.income === 0;
  const income = incomeAssumed ? k.incomeWhenUnknown : f.income!;
  const deps = f.dependents ?? 0;
  const incomeYears =
    deps > 0 ? k.yearsWithDependents : f.married ? k.yearsMarriedNoDependents : k.yearsSingle;
  const mortgageAssumed = f.mortgage === undefined && f.goals.has("mortgage");
  const mortgage =
    f.mortgage ?? (f.goals.has("mortgage") ? income * k.mortgageMultipleOfIncomeWhenUnknown : 0);
  const children = deps > 0 ? deps : f.goals.has("education") ? 1 : 0;
  const education = children * k.educationPerChild;
  const debt = (f.debts ?? 0) + k.finalExpenses;
  // Cover already in force (an individual policy, group life at work) answers part of the need.
  const existing = (f.profile.existingLifeFace ?? 0) + (f.profile.groupLifeFace ?? 0);
  return {
    total: Math.max(0, debt + income * incomeYears + mortgage + education - existing),
    existing,
    debt,
    income,
    incomeYears,
    mortgage,
    education,
    incomeAssumed,
    mortgageAssumed,
    educationAssumed: education > 0,
  };
}

function descendingFaces(start: number, min: number, step: number, factor: number): number[] {
  const faces: number[] = [];
  let face = start;
  while (face > min) {
    faces.push(face);
    const next = roundDownTo(face * factor, step);
    face = next >= face ? face - step : next;
  }
  faces.push(min);
  return faces;
}

function finalExpense(ctx: Ctx): Candidate | null {
  const { f } = ctx;
  if (!eligible("final_expense", f)) return null;
  const wantsIt = f.goals.has("final_expenses");
  let score: number;
  // Not asked for, final expense is an add-on only for someone 60+ who said they have no cover at all.
  if (wantsIt) score = 100;
  else if (f.refAge >= 60) score = f.hasLife || !f.coverage.has("none") ? 25 : 42;
  else score = f.hasLife ? 15 : 25;
  // A family to protect (or a legacy) and fully underwritten life out of reach, by health or by age:
  // final expense is the cover left.
  const lifeNeed = hasAny(f.goals, LIFE_NEED_GOALS) || f.goals.has("legacy");
  if (!wantsIt && lifeNeed && (f.lifeUnderwriting === "decline" || !eligible("term_life", f))) score = 85;
  // A legacy at 60 or older: a small whole life policy is how a modest budget leaves it, below a full
  // whole life plan but a core when that one does not fit.
  else if (!wantsIt && f.goals.has("legacy") && f.refAge >= 60) score = Math.max(score, 60);
  // The face the client asked for, when it is one final expense can write; else the funeral target.
  const wish = f.profile.desiredAmount;
  const target =
    wantsIt && wish !== undefined && wish >= FINAL_EXPENSE_FACES.min && wish <= FINAL_EXPENSE_FACES.max
      ? roundUpTo(wish, 1_000)
      : wantsIt && (f.goals.has("legacy") || f.goals.has("debt_payoff"))
        ? FINAL_EXPENSE_TARGETS.burialPlusLegacy
        : FINAL_EXPENSE_TARGETS.burial;
  const cls = f.finalExpenseClass;
  const price = finalExpensePricer(f, cls);
  const options = descendingFaces(target, FINAL_EXPENSE_FACES.min, FINAL_EXPENSE_FACES.step, 1).map((face) =>
    plan(ctx, { product: "final_expense", face, target, cls }, "monthly", price(face)),
  );
  return { product: "final_expense", score, coreCapable: true, options };
}

function termLife(ctx: Ctx): Candidate | null {
  const { f } = ctx;
  if (!eligible("term_life", f)) return null;
  // A retiree helping a grandchild with tuition from savings ("helps her grandson w/ tuition about 12k
  // a yr", at 74) has a cash need the savings must keep liquid, not a death benefit to buy.
  const retireeWithoutDependents =
    f.refAge >= 65 &&
    (f.dependents ?? 0) === 0 &&
    !hasAny(f.goals, ["protect_family", "mortgage", "income_replacement", "debt_payoff"]);
  const goal = hasAny(f.goals, LIFE_NEED_GOALS) && !(retireeWithoutDependents && f.goals.has("education"));
  const family = (f.dependents ?? 0) > 0 || (f.married && f.income !== undefined && f.refAge < 60);
  let score: number;
  if (goal) score = 100;
  else if (family) score = 75;
  else if (f.refAge < 50) score = 40;
  else score = 20;
  // Past 60 with only a funeral in mind, final expense is the right tool, not term.
  if (!goal && f.refAge >= 60 && f.goals.has("final_expenses")) score = 10;
  // Cheaper life cover for someone who holds some: re-shopping it as term is the sale.
  if (!goal && f.goals.has("lower_premiums") && f.hasLife && !f.onMedicare) score = 80;
  const need = dimeNeed(f);
  const k = DIME_PLACEHOLDERS;
  const face = Math.min(k.maximumFace, Math.max(k.minimumFace, roundUpTo(need.total, k.roundTo)));
  const years = termYears(f.refAge);
  const price = termPricer(f);
  const options = descendingFaces(face, k.minimumFace, 25_000, 0.75).map((amount) =>
    plan(ctx, { product: "term_life", face: amount, years, need }, "monthly", price(amount)),
  );
  return { product: "term_life", score, coreCapable: true, options };
}

function wholeLife(ctx: Ctx): Candidate | null {
  const { f } = ctx;
  if (!eligible("whole_life", f)) return null;
  const cls = f.finalExpenseClass;
  let purpose: "juvenile" | "legacy" | "guaranteed";
  let score: number;
  let faces: number[];
  if (f.refAge < 18) {
    purpose = "juvenile";
    score = 90;
    faces = [25_000, 15_000, 10_000];
  } else if (f.goals.has("legacy") && f.refAge >= 45) {
    purpose = "legacy";
    score = 80;
    // Permanent coverage gets dear fast with age: start where a retiree's premium stays plausible.
    faces =
      f.refAge < 65
        ? [100_000, 50_000, 25_000, 15_000]
        : f.refAge < 75
          ? [50_000, 25_000, 15_000]
          : [25_000, 15_000, 10_000];
  } else if (f.lifeUnderwriting === "decline" && f.refAge < 50) {
    // Below final-expense ages, guaranteed-issue whole life is the only life cover left.
    purpose = "guaranteed";
    score = hasAny(f.goals, LIFE_NEED_GOALS) || f.goals.has("final_expenses") ? 95 : 40;
    faces = [25_000, 15_000, 10_000, 5_000];
  } else {
    return null;
  }
  const priceCls =
    purpose === "guaranteed" ? { best: "guaranteed" as const, worst: "guaranteed" as const } : cls;
  const options = faces.map((face) =>
    plan(
      ctx,
      { product: "whole_life", face, purpose, cls: priceCls },
      "monthly",
      wholeLifeMonthly(f, face, priceCls),
    ),
  );
  return { product: "whole_life", score, coreCapable: true, options };
}

function iul(ctx: Ctx): Candidate | null {
  const { f } = ctx;
  if (!eligible("iul", f) || f.lifeUnderwriting !== "standard") return null;
  if (f.income === undefined || f.income < IUL_FUNDING.minimumIncome) return null;
  let score: number;
  // Asked for by name, and the client can fund it: the IUL is the sale, term rides beside it.
  if (f.profile.interests?.includes("iul")) score = 100;
  // Growth with tax advantages and a family to protect (or a legacy): the IUL answers both, ahead of a
  // term policy that answers only the second.
  else if (f.goals.has("tax_advantaged_growth") && (f.goals.has("protect_family") || f.goals.has("legacy")))
    score = 101;
  else if (f.goals.has("tax_advantaged_growth")) score = 90;
  else if (f.goals.has("legacy") && f.refAge < 60) score = 70;
  else if (f.goals.has("retirement_income") && f.refAge < 50) score = 50;
  else return null;
  const income = f.income;
  const funded = iulMonthly(income);
  const options = [plan(ctx, { product: "iul", income }, "monthly", funded)];
  // An IUL's premium is flexible: below the usual share of income, it is funded at what the client said
  // they can put in each month (the death benefit is sized to it).
  const budget = f.budget;
  if (budget !== undefined && budget >= IUL_FUNDING.minimumMonthly && budget < funded.low) {
    const top = Math.floor(budget / 25) * 25;
    const low = Math.max(IUL_FUNDING.minimumMonthly, Math.floor((top * 0.75) / 25) * 25);
    options.push(plan(ctx, { product: "iul", income, atBudget: true }, "monthly", money(low, top)));
  }
  return { product: "iul", score, coreCapable: true, options };
}

function annuity(ctx: Ctx, kind: "fixed_annuity" | "indexed_annuity"): Candidate | null {
  const { f } = ctx;
  const k = ANNUITY_SUITABILITY;
  // No stated savings, no annuity: a deposit is only ever a share of money the client said they have.
  if (f.savings === undefined || !eligible(kind, f)) return null;
  // At most half the savings, and never the emergency money: a liquid reserve always stays out.
  const high = roundDownTo(
    Math.min(f.savings * k.shareOfSavings.high, f.savings - k.minimumLiquidReserve),
    1_000,
  );
  if (high < k.minimumDeposit) return null;
  const low = Math.max(k.minimumDeposit, roundDownTo(f.savings * k.shareOfSavings.low, 1_000));
  const deposit = money(Math.min(low, high), high);
  const safe = f.goals.has("safe_growth");
  const income = f.goals.has("retirement_income");
  const taxGrowth = f.goals.has("tax_advantaged_growth");
  const lowRisk = f.profile.riskTolerance === "low";
  let goal: "safe_growth" | "retirement_income" | "tax_advantaged_growth" | "idle_savings";
  let score: number;
  if (safe || income || taxGrowth) {
    goal = income ? "retirement_income" : safe ? "safe_growth" : "tax_advantaged_growth";
    // The MYGA answers "safe" and a cautious client; the FIA answers "income" and growth.
    const prefersFixed = (safe || lowRisk) && !income;
    score = (kind === "fixed_annuity") === prefersFixed ? 100 : 55;
  } else if (f.savings >= 100_000 && f.refAge >= 55 && (f.profile.isRetired || f.refAge >= 62)) {
    goal = "idle_savings";
    score = (kind === "fixed_annuity") === (lowRisk || f.refAge >= 75) ? 35 : 25;
  } else {
    return null;
  }
  // The kind the client named ("wants a MYGA", "quiere una anualidad indexada") leads the other.
  const named = f.profile.interests ?? [];
  const other = kind === "fixed_annuity" ? "indexed_annuity" : "fixed_annuity";
  if (named.includes(kind) && !named.includes(other)) score = Math.max(score, 100);
  else if (named.includes(kind) && named.includes(other)) {
    // "hésite entre un MYGA et une rente indexée": both asked, they lead together (the steadier one first
    // for a cautious or older client).
    const fixedFirst = safe || lowRisk || f.refAge >= 75 || !income;
    score = Math.max(score, (kind === "fixed_annuity") === fixedFirst ? 100 : 95);
  } else if (named.includes(other)) score = Math.min(score, 55);
  if (f.hasAnnuity) score -= 15;
  return {
    product: kind,
    score,
    coreCapable: true,
    options: [plan(ctx, { product: kind, deposit, savings: f.savings, goal }, "single", deposit)],
  };
}

function longTermCare(ctx: Ctx): Candidate | null {
  const { f } = ctx;
  if (!eligible("long_term_care", f) || f.hasLtc) return null;
  let score: number;
  if (f.goals.has("long_term_care")) score = 100;
  else if (f.refAge >= 50 && f.refAge <= 70 && (f.savings ?? 0) >= 150_000) score = 30;
  else return null;
  return {
    product: "long_term_care",
    score,
    coreCapable: true,
    options: [plan(ctx, { product: "long_term_care" }, "monthly", longTermCareMonthly(f))],
  };
}

interface MedicareChoice {
  preferMA: boolean;
  maReason: Extract<CoverageSpec, { product: "medicare_advantage" }>["reason"];
  medigapPlan: "G" | "N";
}

function medicareChoice(ctx: Ctx, budget: number | undefined): MedicareChoice {
  const { f, figures } = ctx;
  const partD = partDMonthly(figures);
  const g = medigapMonthly(f, "G");
  const n = medigapMonthly(f, "N");
  // Health questions come from the eligibility rules (windows, rights, state rules); without them the
  // age alone says whether the client is probably past open enrollment.
  const healthQuestions =
    f.medigapQuestions === "unknown"
      ? f.age !== undefined && f.age > MEDIGAP_OPEN_ENROLLMENT.lastAgeAssumedInWindow
      : f.medigapQuestions === "asked";
  // A nursing-home resident: institutional special needs plans (I-SNPs) are built for them.
  if (f.conditions.has("nursing_home") && f.hasMA)
    return { preferMA: true, maReason: "institutional", medigapPlan: "N" };
  if (f.hasMedicaid) return { preferMA: true, maReason: "medicaid", medigapPlan: "N" };
  if (healthQuestions && f.medigapUnderwritingRisk) {
    return { preferMA: true, maReason: "underwriting", medigapPlan: "G" };
  }
  if (budget !== undefined && budget < n.low + partD.low)
    return { preferMA: true, maReason: "budget", medigapPlan: "N" };
  if (f.goals.has("lower_premiums")) return { preferMA: true, maReason: "lower_premiums", medigapPlan: "N" };
  const planN = budget !== undefined && budget < g.low + partD.low;
  return {
    preferMA: false,
    maReason: f.goals.has("dental_vision_hearing") ? "dvh" : "default",
    medigapPlan: planN ? "N" : "G",
  };
}

function medicare(ctx: Ctx, choice: MedicareChoice): Candidate[] {
  const { f, figures } = ctx;
  const out: Candidate[] = [];
  // Still covered by an employer plan: Medicare decisions can wait, so they rank lower.
  const employerDiscount = f.hasEmployerPlan ? 30 : 0;
  const medicareGoal =
    f.goals.has("medical_costs") || f.goals.has("prescriptions") || f.goals.has("hospital_costs");
  const boost = medicareGoal ? 5 : 0;
  const interests = f.profile.interests ?? [];
  // Someone leaving MA chooses again as if on Original Medicare: Medigap (with Part D) or another MA.
  const choosing = (!f.hasMA || f.leavingMA) && !f.hasMedigap;
  // On MA with a reason to change plans (losing Medicaid, a move, the doctor or the plan leaving, a
  // cheaper plan wanted): another MA plan is the sale, in the window that allows it.
  const events = f.profile.events ?? [];
  const stays = f.hasMA && !f.leavingMA && !f.hasMedigap;
  const maChangeAsked =
    stays &&
    (events.some((e) =>
      ["losing_medicaid", "moving", "plan_leaving_area", "doctor_leaving_network"].includes(e.kind),
    ) ||
      f.goals.has("lower_premiums") ||
      // Dental, vision or hearing wanted by an MA member: another MA plan's extra benefits answer it.
      f.goals.has("dental_vision_hearing") ||
      interests.includes("medicare_advantage"));
  // A qualifying chronic condition opens a C-SNP built around it: the plan review is a standard sale,
  // below anything the client asked for.
  // In a nursing home (the institutional SEP, I-SNPs) or a full dual on a plain MA plan (D-SNPs and the
  // duals' monthly SEP): a plan built for them is the review an expert would open.
  const specialNeedsReview =
    stays && (f.conditions.has("nursing_home") || (f.hasMedicaid && !f.coverage.has("d_snp")));
  // What was asked cannot be added to the plan held (a stand-alone drug plan or a Medigap beside a
  // full dual's D-SNP "pour être sûre"): the review of the plan held is the answer.
  const askedRuledOut = stays && interests.some((p) => f.ruledOut.has(p));
  const maReshop = maChangeAsked || (stays && f.csnpOpen) || specialNeedsReview || askedRuledOut;
  // A Medigap holder who asks for Medicare Advantage moves in the window that allows it (the timing
  // section names it); the supplement is dropped only once the MA plan has started.
  // With health that would fail the questions and no right to come back, dropping a Medigap for MA is
  // a one-way door: the supplement is kept and the reason said.
  const noWayBack = f.medigapUnderwritingRisk && f.medigapQuestions !== "none";
  const medigapToMA = f.hasMedigap && !f.hasMA && interests.includes("medicare_advantage") && !noWayBack;
  // Leaving MA for a Medigap that would mean health questions the client's health could fail: another MA
  // plan (in the window that allows it) leads, and the Medigap is an application to make before leaving.
  const riskyLeave =
    f.leavingMA &&
    f.medigapQuestions === "asked" &&
    f.medigapUnderwritingRisk &&
    interests.includes("medicare_supplement");
  if ((choosing || maReshop || medigapToMA) && eligible("medicare_advantage", f)) {
    const asked = (interests.includes("medicare_advantage") && !f.leavingMA) || maChangeAsked;
    const csnpReview = maReshop && !maChangeAsked;
    // TRICARE For Life already pays after Medicare: MA is a choice to explain, not the sale to lead.
    const tfl = f.coverage.has("tricare_for_life");
    // Both named: Medigap without health questions is the choice that may not come back, so it leads.
    const medigapToo =
      interests.includes("medicare_supplement") && f.medigapQuestions === "none" && !f.hasMedicaid;
    out.push({
      product: "medicare_advantage",
      score: riskyLeave
        ? 100
        : asked
          ? medigapToo
            ? 95
            : 100
          : csnpReview
            ? 75
            : tfl
              ? 20
              : (choice.preferMA && !f.leavingMA ? 92 : 50) + boost - employerDiscount,
      coreCapable: true,
      options: [
        plan(
          ctx,
          { product: "medicare_advantage", reason: choice.maReason },
          "monthly",
          medicareAdvantageMonthly(),
        ),
      ],
    });
  }
  if (choosing && !f.hasMedicaid && eligible("medicare_supplement", f)) {
    const guaranteed = f.medigapQuestions === "none";
    const reason = f.leavingMA
      ? "leaving_ma"
      : guaranteed || (f.medigapQuestions === "unknown" && (f.turning65 || f.age === 65))
        ? "open_enrollment"
        : choice.medigapPlan === "N"
          ? "budget"
          : "default";
    const plans: ("G" | "N")[] = choice.medigapPlan === "G" ? ["G", "N"] : ["N"];
    const asked = interests.includes("medicare_supplement");
    out.push({
      product: "medicare_supplement",
      score: asked ? (riskyLeave ? 90 : 100) : (choice.preferMA ? 50 : 92) + boost - employerDiscount,
      coreCapable: true,
      options: plans.map((p) =>
        plan(ctx, { product: "medicare_supplement", plan: p, reason }, "monthly", medigapMonthly(f, p)),
      ),
    });
  }
  // Re-shopping a Medigap the client holds: the same letter elsewhere, or Plan N for a Plan G holder.
  // Grandfathered Plan F and C are never replaced (eligibility forbids it).
  // A grandfathered F or C (or a plan the lead does not name) is re-shopped as Plan G or N: F and C are
  // closed to anyone new to Medicare since 2020.
  if (f.reshopMedigap && !f.hasMA && eligible("medicare_supplement", f)) {
    const plans: ("G" | "N")[] = f.medigapPlan === "N" ? ["N"] : ["G", "N"];
    const askedChange =
      f.goals.has("lower_premiums") ||
      interests.includes("medicare_supplement") ||
      events.some((e) => e.kind === "rate_increase");
    out.push({
      product: "medicare_supplement",
      score: askedChange ? ASKED_SCORE : MEDIGAP_REVIEW_SCORE,
      coreCapable: true,
      options: plans.map((p) =>
        plan(
          ctx,
          { product: "medicare_supplement", plan: p, reason: "reshop" },
          "monthly",
          medigapMonthly(f, p),
        ),
      ),
    });
  }
  // A stand-alone drug plan is re-chosen on a move (the new area's plans) or when the client asks.
  const pdpReshop =
    f.coverage.has("part_d") &&
    !f.hasMA &&
    (events.some((e) => e.kind === "moving") || interests.includes("part_d") || f.goals.has("prescriptions"));
  const drugsNeeded = !f.hasPartD || f.leavingMA || pdpReshop;
  if (drugsNeeded && eligible("part_d", f)) {
    // A Medigap holder whose lead is silent on drugs probably has a plan: ask, don't sell.
    let score = pdpReshop ? 90 : f.hasMedigap ? 25 : f.hasOriginal || f.leavingMA ? 88 : 78;
    if (f.goals.has("prescriptions") || interests.includes("part_d")) score = Math.max(score, 88) + 10;
    out.push({
      product: "part_d",
      score: score - employerDiscount,
      coreCapable: true,
      options: [plan(ctx, { product: "part_d" }, "monthly", partDMonthly(figures))],
    });
  }
  return out;
}

function hospitalIndemnity(ctx: Ctx, maLikely: boolean): Candidate | null {
  const { f } = ctx;
  // Medicaid pays a full dual's hospital cost sharing: a cash plan answers nothing there.
  if (f.hasMedigap || f.hasMedicaid || f.profile.medicaid !== undefined) return null;
  if (!eligible("hospital_indemnity", f)) return null;
  // Someone leaving MA for Medigap has no MA copays left to cover.
  const leavingMA = f.leavingMA;
  let score: number;
  if (f.goals.has("hospital_costs")) score = 100;
  else if (leavingMA) return null;
  else if (f.hasMA) score = 45;
  else if (maLikely) score = 42;
  else if (f.onMedicare) score = 20;
  else score = 15;
  const withMA = f.hasMA || maLikely;
  const options = HOSPITAL_INDEMNITY_DESIGN.dailyBenefits
    .slice()
    .reverse()
    .map((daily) =>
      plan(
        ctx,
        { product: "hospital_indemnity", daily, withMA },
        "monthly",
        hospitalIndemnityMonthly(f, daily),
      ),
    );
  // For someone already on MA, the plan's hospital copays are the gap an agent closes first.
  return { product: "hospital_indemnity", score, coreCapable: f.hasMA, options };
}

function cancer(ctx: Ctx, medigapLikely: boolean): Candidate | null {
  const { f } = ctx;
  if (!eligible("cancer", f)) return null;
  let score: number;
  let pairing: "goal" | "medigap" | "default";
  if (f.goals.has("cancer_protection")) {
    score = 100;
    pairing = "goal";
  } else if (f.hasMedigap || medigapLikely) {
    // Paired by habit rather than need: offered only when asked for (docs/engine/eligibility.md, goal-led bundles).
    score = 25;
    pairing = "medigap";
  } else {
    // A lump sum on diagnosis protects a breadwinner's household as much as a retiree's savings.
    const household = (f.dependents ?? 0) > 0 || f.married;
    score = f.refAge >= 50 || household ? 22 : 12;
    pairing = "default";
  }
  return {
    product: "cancer",
    score,
    coreCapable: false,
    options: [
      plan(
        ctx,
        { product: "cancer", lumpSum: CANCER_PREMIUMS.lumpSum, pairing },
        "monthly",
        cancerMonthly(f),
      ),
    ],
  };
}

function dentalVisionHearing(ctx: Ctx, medigapLikely: boolean): Candidate | null {
  const { f } = ctx;
  if (!eligible("dental_vision_hearing", f)) return null;
  let score: number;
  let reason: "goal" | "original" | "tfl" | "child" | "default";
  if (
    f.goals.has("dental_vision_hearing") &&
    (f.hasMedicaid || f.profile.extraHelp === true) &&
    medicareEligible(f) &&
    eligible("medicare_advantage", f)
  ) {
    // A dual's D-SNP (or, with Extra Help, an MA plan) carries dental, vision and hearing at no added
    // premium: a separate policy would only strain a limited income, so the MA plan answers the goal.
    score = 20;
    reason = "goal";
  } else if (f.goals.has("dental_vision_hearing")) {
    score = 100;
    reason = "goal";
  } else if (f.coverage.has("tricare_for_life") && !f.hasMA) {
    // TRICARE For Life pays after Medicare and covers drugs: routine dental, vision and hearing are
    // what is left, so this is the sale.
    score = 70;
    reason = "tfl";
  } else if ((f.hasOriginal || f.hasMedigap || medigapLikely) && !f.hasMA) {
    score = 35;
    reason = "original";
  } else if (f.refAge < 18) {
    score = 60;
    reason = "child";
  } else {
    score = f.hasMA ? 8 : 18;
    reason = "default";
  }
  return {
    product: "dental_vision_hearing",
    score,
    coreCapable: f.coverage.has("tricare_for_life") && !f.hasMA,
    options: [
      plan(ctx, { product: "dental_vision_hearing", reason }, "monthly", dentalVisionHearingMonthly()),
    ],
  };
}

/** The score of a product the client named. */
const ASKED_SCORE = 100;
/**
 * The yearly review of a Medigap G or N the client holds (the same letter priced elsewhere): a standard
 * sale, but the weakest one, so a stronger need on the other line (idle savings) leads when neither was asked.
 */
const MEDIGAP_REVIEW_SCORE = 32;

/** Every product this client may be offered, scored. */
export function candidatesFor(f: ClientFacts, figures: MedicareFigures): Candidate[] {
  const ctx: Ctx = { f, figures, state: f.profile.state };
  const out: Candidate[] = [];
  const add = (c: Candidate | null) => {
    if (c) out.push(c);
  };
  add(finalExpense(ctx));
  add(termLife(ctx));
  add(wholeLife(ctx));
  add(iul(ctx));
  add(annuity(ctx, "fixed_annuity"));
  add(annuity(ctx, "indexed_annuity"));
  add(longTermCare(ctx));
  // A strong term need already sizes in final expenses (DIME's D): a separate burial policy is noise.
  const term = out.find((c) => c.product === "term_life");
  const fe = out.find((c) => c.product === "final_expense");
  if (term && fe && term.score >= 75 && fe.score < 100) fe.score = 10;
  // What the client asked for by name is bought first; Medicare is chosen with the budget that is left.
  let committed = 0;
  for (const c of out) {
    const o = c.options[0]!;
    if (c.score >= 100 && o.premium.mode === "monthly") committed += o.premium.amount.low;
  }
  if (f.goals.has("dental_vision_hearing")) committed += dentalVisionHearingMonthly().low;
  if (f.goals.has("cancer_protection") && !f.cancerKnockout) committed += cancerMonthly(f).low;
  const choice = medicareChoice(ctx, f.budget === undefined ? undefined : Math.max(0, f.budget - committed));
  const medicareCands = medicare(ctx, choice);
  out.push(...medicareCands);
  const ma = medicareCands.find((c) => c.product === "medicare_advantage");
  const medigap = medicareCands.find((c) => c.product === "medicare_supplement");
  const maLikely = ma !== undefined && (medigap === undefined || ma.score > medigap.score);
  const medigapLikely = medigap !== undefined && (ma === undefined || medigap.score >= ma.score);
  add(hospitalIndemnity(ctx, maLikely));
  add(cancer(ctx, medigapLikely));
  add(dentalVisionHearing(ctx, medigapLikely));
  return out;
}

/** Pairs that never go in one bundle. */
const EXCLUSIVE: readonly (readonly [ProductId, ProductId])[] = [
  // Never Medigap and Medicare Advantage together; an MA-PD already includes drug coverage.
  ["medicare_advantage", "medicare_supplement"],
  ["medicare_advantage", "part_d"],
  // Hospital indemnity is an MA gap filler: Medigap already pays those hospital costs.
  ["medicare_supplement", "hospital_indemnity"],
  // One annuity per bundle; one small whole-life policy per bundle.
  ["fixed_annuity", "indexed_annuity"],
  ["final_expense", "whole_life"],
];

export function exclusive(a: ProductId, b: ProductId): boolean {
  for (const [x, y] of EXCLUSIVE) if ((x === a && y === b) || (x === b && y === a)) return true;
  return false;
}
