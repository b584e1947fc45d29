/**
 * Hand-built policies and helpers shared by the words tests. Commission figures are chosen so that no
 * premium, budget or sourced figure in the words can equal one by coincidence.
 */
import type { ClientProfile, Language, ProductId, RecommendedPolicy } from "../../src/types.js";
import type { BundleWords } from "../../src/words/index.js";

const NAMES: Record<ProductId, string> = {
  medicare_advantage: "Medicare Advantage PPO",
  medicare_supplement: "Medicare Supplement Plan G",
  part_d: "Part D plan",
  final_expense: "Final Expense",
  term_life: "20-year Term Life",
  whole_life: "Whole Life",
  iul: "Indexed Universal Life",
  fixed_annuity: "5-year MYGA",
  indexed_annuity: "Fixed Indexed Annuity",
  long_term_care: "Long-Term Care",
  hospital_indemnity: "Hospital Indemnity",
  cancer: "Cancer plan",
  dental_vision_hearing: "Dental",
};

const SINGLE_PREMIUM: ReadonlySet<ProductId> = new Set<ProductId>(["fixed_annuity", "indexed_annuity"]);

export function policy(
  product: ProductId,
  role: "core" | "add_on" = "core",
  overrides: Partial<RecommendedPolicy> = {},
): RecommendedPolicy {
  const single = SINGLE_PREMIUM.has(product);
  return {
    product,
    name: NAMES[product],
    role,
    why: "Fits the client's main goal.",
    coverage: single ? "5-year term" : "$15,000 face amount",
    carriers: [{ name: "Mutual of Omaha", fit: "Strong rates at this age" }],
    premium: single
      ? { mode: "single", amount: { low: 50_000, high: 50_000 } }
      : { mode: "monthly", amount: { low: 40, high: 60 } },
    commission: { firstYear: { low: 4_321, high: 6_789 }, basis: "per policy", renewal: "7% years 2-6" },
    ...overrides,
  };
}

export function profile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  return {
    firstName: "Maria",
    age: 67,
    state: "TX",
    healthConditions: [],
    goals: ["final_expenses", "medical_costs"],
    currentCoverage: ["original_medicare"],
    ...overrides,
  };
}

export const LANGS: readonly Language[] = ["en", "es", "fr"];

/** Representative bundles the recommender can produce. */
export const MIXES: Record<string, RecommendedPolicy[]> = {
  medigapFinalExpenseDental: [
    policy("medicare_supplement", "core", {
      coverage: "Plan G",
      premium: { mode: "monthly", amount: { low: 150, high: 210 } },
    }),
    policy("final_expense", "add_on", { premium: { mode: "monthly", amount: { low: 52, high: 68 } } }),
    policy("dental_vision_hearing", "add_on", {
      coverage: "$1,500 annual max",
      premium: { mode: "monthly", amount: { low: 12, high: 20 } },
    }),
  ],
  advantageHospitalFinalExpense: [
    policy("medicare_advantage", "core", {
      coverage: "PPO",
      premium: { mode: "monthly", amount: { low: 0, high: 0 } },
    }),
    policy("hospital_indemnity", "add_on", { coverage: "$300/day" }),
    policy("final_expense", "add_on"),
  ],
  partDCancer: [policy("part_d", "core"), policy("cancer", "add_on")],
  termIul: [policy("term_life", "core", { coverage: "$500,000" }), policy("iul", "add_on")],
  annuityLtc: [policy("indexed_annuity", "core"), policy("long_term_care", "add_on")],
  mygaWholeLife: [policy("fixed_annuity", "core"), policy("whole_life", "add_on")],
  finalExpenseAlone: [policy("final_expense", "core")],
};

export const MEDICARE_MIXES = new Set([
  "medigapFinalExpenseDental",
  "advantageHospitalFinalExpense",
  "partDCancer",
]);

/** Every text a client copy could show. */
export function clientTexts(words: BundleWords): string[] {
  return [
    words.summary,
    ...words.talkTrack,
    words.scripts.opening,
    ...words.scripts.discovery,
    words.scripts.transition,
    words.scripts.close,
    ...words.objections.flatMap((o) => [o.objection, o.response]),
    ...words.followUp.flatMap((f) => [f.when, f.action]),
    ...words.missing,
  ];
}

export function allTexts(words: BundleWords): string[] {
  return [...clientTexts(words), ...words.compliance];
}

const US_AMOUNT = /\$(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/g;
const FR_AMOUNT = /(\d{1,3}(?:[\u00a0 ]\d{3})+|\d+)(?:,(\d{2}))?[\u00a0 ]\$/g;

/** Every dollar amount written in `text`, as a number, in either format. */
export function dollarAmounts(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(US_AMOUNT)) out.push(Number(`${m[1]!.replaceAll(",", "")}.${m[2] ?? "0"}`));
  for (const m of text.matchAll(FR_AMOUNT))
    out.push(Number(`${m[1]!.replace(/[\u00a0 ]/g, "")}.${m[2] ?? "0"}`));
  return out;
}

/** Commission figures as the words would write them (whole dollars at $10 and above). */
export function commissionFigures(policies: readonly RecommendedPolicy[]): number[] {
  const out: number[] = [];
  for (const p of policies) {
    for (const v of [p.commission.firstYear.low, p.commission.firstYear.high]) {
      out.push(v, v >= 10 ? Math.round(v) : v);
    }
  }
  return out;
}
