/**
 * Who may be offered what. Ages come from `facts/underwriting.ts`; Medicare products also need Medicare
 * (65+, turning 65, or a Medicare coverage id under 65 for disability/ESRD).
 */
import { ISSUE_AGES } from "../facts/underwriting.js";
import type { ProductId } from "../types.js";
import type { ClientFacts } from "./client.js";

/** Whether the client's age (or, age unknown, the middle of the assumed band) is inside the issue ages. */
export function withinIssueAges(product: ProductId, f: ClientFacts): boolean {
  const window = ISSUE_AGES[product];
  return f.refAge >= window.min && f.refAge <= window.max;
}

/** On Medicare or turning 65; with no age, only a Medicare coverage id counts. */
export function medicareEligible(f: ClientFacts): boolean {
  if (f.age === undefined) return f.onMedicare;
  return f.age >= 64 || f.onMedicare;
}

/** The hard eligibility rule for each product (age, Medicare status, underwriting knock-outs). */
export function eligible(product: ProductId, f: ClientFacts): boolean {
  switch (product) {
    case "medicare_advantage":
    case "part_d":
      return medicareEligible(f);
    case "medicare_supplement":
      // Medigap under 65 is sold only where the state requires it (disability, ESRD): elsewhere not offered.
      return medicareEligible(f) && (f.age === undefined || f.age >= 64 || f.u65Medigap);
    case "term_life":
    case "iul":
      return withinIssueAges(product, f) && f.lifeUnderwriting !== "decline";
    case "long_term_care":
      return withinIssueAges(product, f) && !f.longTermCareKnockout;
    case "hospital_indemnity":
      return withinIssueAges(product, f) && !f.hospitalIndemnityKnockout;
    case "cancer":
      return withinIssueAges(product, f) && !f.cancerKnockout;
    default:
      return withinIssueAges(product, f);
  }
}
