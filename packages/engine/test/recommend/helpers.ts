import { type Recommendation, recommend } from "../../src/recommend/index.js";
import type { ClientProfile, Language, ProductId } from "../../src/types.js";

export const NOW = new Date("2026-03-02T15:00:00Z");

export function profile(p: Partial<ClientProfile>): ClientProfile {
  return { healthConditions: [], goals: [], currentCoverage: [], ...p };
}

export function rec(p: Partial<ClientProfile>, language: Language = "en", now = NOW): Recommendation {
  const r = recommend(profile(p), { language, now });
  if (!r.ok) throw new Error(`expected a recommendation, got no_fit (${r.missing.join(", ")})`);
  return r.recommendation;
}

export function products(r: Recommendation): ProductId[] {
  return r.policies.map((p) => p.product);
}

export function monthlyLow(r: Recommendation): number {
  return r.policies.reduce((s, p) => s + (p.premium.mode === "monthly" ? p.premium.amount.low : 0), 0);
}

export const MEDICARE_PRODUCTS: readonly ProductId[] = [
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
];
export const LIFE_OR_ANNUITY: readonly ProductId[] = [
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "fixed_annuity",
  "indexed_annuity",
];
