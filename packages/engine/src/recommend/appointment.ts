/**
 * Which appointment the bundle is for. The appointment is about what the client asked for: a Medicare
 * appointment (MA, Medigap, Part D and the health add-ons a Scope of Appointment can list) or a life and
 * annuity appointment. The other line never rides along: CMS forbids marketing non-health products in an
 * MA/PDP appointment unless the beneficiary asks (42 CFR 422.2274 / 423.2274; packages/engine/src/facts/compliance.ts, docs/product/compliance.md#cross-selling), and
 * the product rule is stricter still: the other line gets its own appointment, with its own Scope of
 * Appointment when it is the Medicare line (docs/engine/eligibility.md's cross-sell rule).
 */
import type { GoalId, ProductId } from "../types.js";
import type { ClientFacts } from "./client.js";

export type AppointmentLine = "medicare" | "life_annuity";

/** Products a Medicare appointment may hold (the CMS model SOA lists MA, PDP, Medigap, DVH and HI). */
const MEDICARE_LINE: ReadonlySet<ProductId> = new Set<ProductId>([
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
  "hospital_indemnity",
  "dental_vision_hearing",
  "cancer",
]);

/** The products that define each line (the health add-ons follow whichever line the client is in). */
const MEDICARE_CORE: ReadonlySet<ProductId> = new Set<ProductId>([
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
]);
const LIFE_ANNUITY: ReadonlySet<ProductId> = new Set<ProductId>([
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "fixed_annuity",
  "indexed_annuity",
  "long_term_care",
]);

const MEDICARE_GOALS: readonly GoalId[] = ["medical_costs", "prescriptions", "hospital_costs"];
const LIFE_GOALS: readonly GoalId[] = [
  "final_expenses",
  "protect_family",
  "mortgage",
  "income_replacement",
  "retirement_income",
  "safe_growth",
  "legacy",
  "long_term_care",
  "tax_advantaged_growth",
  "debt_payoff",
  "education",
];

/** The line a goal belongs to (dental and lower premiums belong to either, so to neither here). */
export function lineOfGoal(goal: string): AppointmentLine | undefined {
  if ((MEDICARE_GOALS as readonly string[]).includes(goal)) return "medicare";
  if ((LIFE_GOALS as readonly string[]).includes(goal)) return "life_annuity";
  return undefined;
}

export function isMedicareCore(product: ProductId): boolean {
  return MEDICARE_CORE.has(product);
}

/** Whether a product may sit in an appointment of this line. */
export function inLine(product: ProductId, line: AppointmentLine): boolean {
  return line === "medicare" ? MEDICARE_LINE.has(product) : !MEDICARE_CORE.has(product);
}

/** Where in the lead the first word of a line's request stands (sources), or Infinity. */
function firstMention(f: ClientFacts, test: (value: string) => boolean): number {
  let at = Number.POSITIVE_INFINITY;
  const sources = f.profile.sources ?? [];
  for (const s of sources) {
    const m = /^client\.(goal|interest)=(.+)$/.exec(s.fact);
    if (m && test(m[2]!) && s.start < at) at = s.start;
  }
  if (sources.length > 0) return at;
  // A profile typed in the fact-finder has no words to point at: the order the agent listed the goals
  // (then the products asked about) says which came first.
  const listed = [...(f.profile.goals ?? []), ...(f.profile.interests ?? [])];
  const index = listed.findIndex((v) => test(v));
  return index === -1 ? at : index;
}

export interface LineRequest {
  medicare: boolean;
  life: boolean;
}

/** What the client asked for on each line: goals and named interests. */
export function requested(f: ClientFacts): LineRequest {
  const interests = f.profile.interests ?? [];
  const medicareAsked =
    MEDICARE_GOALS.some((g) => f.goals.has(g)) ||
    // A plan the client cannot have ("his buddy told him to get a supplement", with TRICARE For Life) is
    // no Medicare request: the call is about what can be sold.
    interests.some((p) => MEDICARE_CORE.has(p) && !f.ruledOut.has(p)) ||
    // DVH and lower premiums are Medicare requests for someone on (or about to be on) Medicare.
    ((f.goals.has("dental_vision_hearing") || f.goals.has("lower_premiums")) &&
      (f.onMedicare || f.turning65));
  const lifeAsked =
    LIFE_GOALS.some((g) => f.goals.has(g)) ||
    interests.some((p) => LIFE_ANNUITY.has(p)) ||
    (f.goals.has("lower_premiums") && f.hasLife && !f.onMedicare);
  return { medicare: medicareAsked, life: lifeAsked };
}

/**
 * The line of this appointment. One line asked for: that line. Both: the one the lead names first (the
 * client's first words are usually why they called), else Medicare, whose windows close. Neither: Medicare
 * for someone on or turning to Medicare, life and annuities otherwise.
 */
export function appointmentLine(f: ClientFacts, medicareOpen: boolean): AppointmentLine {
  const asked = requested(f);
  if (!medicareOpen) return "life_annuity";
  if (asked.medicare && !asked.life) return "medicare";
  if (asked.life && !asked.medicare) return "life_annuity";
  if (asked.medicare && asked.life) {
    // Dental and a lower premium are Medicare asks for someone on Medicare (as `requested` reads them):
    // "wants the premium down ... and asked if a burial policy makes sense too" is a Medigap call first.
    const onMedicare = f.onMedicare || f.turning65;
    const medicareAt = firstMention(
      f,
      (v) =>
        MEDICARE_GOALS.includes(v as GoalId) ||
        MEDICARE_CORE.has(v as ProductId) ||
        (onMedicare && (v === "lower_premiums" || v === "dental_vision_hearing")),
    );
    const lifeAt = firstMention(
      f,
      (v) => LIFE_GOALS.includes(v as GoalId) || LIFE_ANNUITY.has(v as ProductId),
    );
    return lifeAt < medicareAt ? "life_annuity" : "medicare";
  }
  return f.onMedicare || f.turning65 ? "medicare" : "life_annuity";
}
