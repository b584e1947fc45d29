/**
 * Carrier ranking for one policy: the sourced niches that match this client first (insulin, COPD,
 * guaranteed issue, household discount...), then the table's order. Carriers outside their issue ages
 * or known not to sell in the client's state are left out.
 */
import { type CarrierFact, type CarrierTag, carriersFor } from "../facts/carriers.js";
import { sortSmall } from "../sort.js";
import type { CarrierFit, Language } from "../types.js";
import type { ClientFacts } from "./client.js";
import type { PolicyPlan } from "./plans.js";

const NICHE: ReadonlySet<CarrierTag> = new Set([
  "insulin",
  "insulin_any_onset",
  "copd",
  "oxygen_limited",
  "heart_recent",
  "heart_after_24m",
  "military",
  "household_discount",
]);

/** Heart history the heart niches speak to (A-fib and heart failure were "heart disease" before they had ids). */
function heartHistory(f: ClientFacts): boolean {
  const c = f.conditions;
  return c.has("heart_attack") || c.has("heart_disease") || c.has("heart_failure") || c.has("afib");
}

function tagScore(tag: CarrierTag, plan: PolicyPlan, f: ClientFacts): number {
  const s = plan.spec;
  switch (tag) {
    case "insulin":
      return f.conditions.has("diabetes_insulin") ? 6 : 0;
    case "insulin_any_onset":
      return f.conditions.has("diabetes_insulin") ? 1 : 0;
    case "copd":
      return f.conditions.has("copd") ? 6 : 0;
    case "oxygen_limited":
      return f.conditions.has("oxygen") ? 4 : 0;
    case "heart_recent":
      return heartHistory(f) ? 3 : 0;
    case "heart_after_24m":
      return heartHistory(f) ? 2 : 0;
    case "tobacco_friendly":
      return f.tobacco ? 2 : 0;
    case "guaranteed":
      return s.product === "final_expense" && s.cls.best === "guaranteed" ? 10 : 0;
    case "graded":
      return s.product === "final_expense" && s.cls.worst !== "level" ? 4 : 0;
    case "level":
      return s.product === "final_expense" && s.cls.best === "level" ? 2 : 0;
    case "household_discount":
      return f.married ? 4 : 0;
    case "early_enrollment_discount":
      return f.refAge < 75 ? 3 : 0;
    case "stable_rates":
      return 1;
    case "low_price":
      return f.lifeUnderwriting === "standard" ? 3 : 0;
    case "health_history":
      return f.lifeUnderwriting === "rated" ? 6 : 0;
    case "older_ages":
      return f.refAge >= 55 ? 3 : 0;
    case "no_exam":
      return f.refAge < 45 && f.lifeUnderwriting === "standard" ? 1 : 0;
    case "military":
      return f.military ? 8 : 0;
    case "dental_network":
      return f.goals.has("dental_vision_hearing") ? 2 : 0;
    case "strong_rating":
      return f.profile.riskTolerance === "low" || f.refAge >= 70 ? 3 : 1;
    case "top_rate":
      return 1;
    case "top_seller":
      return 2;
    case "income":
      return f.goals.has("retirement_income") ? 3 : 0;
    case "hybrid":
      return (f.savings ?? 0) >= 100_000 ? 2 : 0;
    case "traditional":
      return 1;
    case "broad":
    case "largest":
      return 1;
  }
}

/** Whether a final-expense carrier can write this underwriting class at all. */
function writesClass(c: CarrierFact, plan: PolicyPlan): boolean {
  const s = plan.spec;
  if (s.product !== "final_expense") return true;
  if (s.cls.best === "guaranteed") return c.tags.includes("guaranteed") || c.tags.includes("graded");
  if (s.cls.best === "graded") return c.tags.includes("graded") || c.tags.includes("guaranteed");
  return c.tags.includes("level");
}

export function rankCarriers(plan: PolicyPlan, f: ClientFacts, language: Language): CarrierFit[] {
  const all = carriersFor(plan.product);
  const state = f.profile.state?.toUpperCase();
  const scored: { c: CarrierFact; score: number; order: number }[] = [];
  for (let i = 0; i < all.length; i++) {
    const c = all[i]!;
    const ages = f.tobacco && c.tobaccoIssueAges ? c.tobaccoIssueAges : c.issueAges;
    if (ages && (f.refAge < ages.min || f.refAge > ages.max)) continue;
    if (state && c.notSoldIn?.includes(state)) continue;
    if (!writesClass(c, plan)) continue;
    let score = 0;
    let niches = 0;
    let matched = 0;
    for (const t of c.tags) {
      const v = tagScore(t, plan, f);
      score += v;
      if (NICHE.has(t)) {
        niches++;
        if (v > 0) matched++;
      }
    }
    // A niche carrier whose niche does not apply goes below generalists, so its fit text stays relevant.
    if (niches > 0 && matched === 0) score -= niches;
    scored.push({ c, score, order: i });
  }
  // Nothing within its sourced limits (e.g. guaranteed issue past 80): keep the line's first carriers
  // rather than none, so the agent still has a starting point.
  if (scored.length === 0) {
    for (let i = 0; i < all.length && i < 2; i++) scored.push({ c: all[i]!, score: 0, order: i });
  }
  sortSmall(scored, (a, b) => b.score - a.score || a.order - b.order);
  const out: CarrierFit[] = [];
  for (let i = 0; i < scored.length && out.length < 3; i++) {
    const c = scored[i]!.c;
    out.push({ name: c.name, fit: c.fit[language] });
  }
  return out;
}
