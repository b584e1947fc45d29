/**
 * CMS wording rules that can be checked mechanically, and the TPMO disclaimer text.
 */
import type { Language } from "../types.js";
import type { WordTable } from "./table.js";

/**
 * "Free" and its Spanish/French forms (docs/product/decisions.md#d-14: CMS bars "free" for $0-premium plans, packages/engine/src/facts/compliance.ts).
 * Decisions:
 * - every language's words are checked whatever the text's language: "gratis" in an English script is
 *   just as wrong, and clients code-switch;
 * - whole words only, Unicode-aware, case-insensitive: "freedom" and "carefree" pass ("freedom to see any
 *   doctor who accepts Medicare" is a legitimate Medigap point, not a price claim);
 * - allowed: "toll-free" (phone numbers), "free look"/"free-look" (the regulated right to return a policy),
 *   and the Spanish/French toll-free phrases ("número/línea/llamada gratuita", "numéro/appel gratuit").
 * Built once at load: the check runs on every bundle.
 */
const FORBIDDEN =
  /(?<![\p{L}\p{N}])(?:(?<!toll[-\s])free(?![-\s]look)|gratis|gratuitamente|gratuidad|(?<!(?:número|línea|llamada)\s)gratuit[oa]s?|gratuitement|gratuité|(?<!(?:numéro|appel)\s)gratuite?s?)(?![\p{L}\p{N}])/giu;

/** Forbidden words found in `text`, as written, in order; empty when clean. */
export function complianceViolations(text: string, _language: Language): string[] {
  const found: string[] = [];
  FORBIDDEN.lastIndex = 0;
  for (let match = FORBIDDEN.exec(text); match !== null; match = FORBIDDEN.exec(text)) found.push(match[0]);
  return found;
}

/** The counts CMS requires in the disclaimer; without them the script keeps placeholders for the agent. */
export interface TpmoCounts {
  organizations?: number;
  plans?: number;
  /** The agent sells every plan in the area: CMS's second wording applies. */
  sellsEveryPlan?: boolean;
}

function count(value: number | undefined, placeholder: string): string {
  return value !== undefined && Number.isInteger(value) && value >= 0 ? String(value) : placeholder;
}

/** The standardized TPMO disclaimer (42 CFR 422.2267(e)(41), packages/engine/src/facts/compliance.ts) in the table's language. */
export function tpmoText(table: WordTable, counts: TpmoCounts | undefined): string {
  const organizations = count(counts?.organizations, table.tpmo.organizationsPlaceholder);
  const plans = count(counts?.plans, table.tpmo.plansPlaceholder);
  return counts?.sellsEveryPlan === true
    ? table.tpmo.allPlans(organizations, plans)
    : table.tpmo.notAllPlans(organizations, plans);
}
