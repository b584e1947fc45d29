/**
 * The words a policy carries inside the bundle (why, coverage, commission basis), in the bundle's
 * language. Kept beside the numbers they describe; the words module writes everything around them.
 */
import type { MedicareFigures } from "../facts/medicare.js";
import type { FinalExpenseClass } from "../facts/underwriting.js";
import type { HealthConditionId, Language } from "../types.js";
import type { ClientFacts } from "./client.js";
import type { BasisSpec, RenewalSpec } from "./commission.js";
import type { PolicyPlan } from "./plans.js";
import { EN } from "./text-en.js";
import { ES } from "./text-es.js";
import { FR } from "./text-fr.js";

export interface WhyContext {
  f: ClientFacts;
  figures: MedicareFigures;
  /** The client's first name, or "Your client" in the language, to open a sentence. */
  name: string;
  /** The same inside a sentence ("your client"). */
  nameMid: string;
  /** Best-fit carrier for this policy, to name in the reason. */
  topCarrier: string | undefined;
  /** The policy was sized down to fit the budget. */
  shrunk: boolean;
}

export interface PolicyWords {
  clientName(first: string | undefined): { start: string; mid: string };
  condition: Readonly<Record<HealthConditionId, string>>;
  list(items: readonly string[]): string;
  feClass(cls: { best: FinalExpenseClass; worst: FinalExpenseClass }): string;
  coverage(plan: PolicyPlan, figures: MedicareFigures): string;
  why(plan: PolicyPlan, ctx: WhyContext): string;
  basis(basis: BasisSpec, product: PolicyPlan["product"]): string;
  renewal(renewal: RenewalSpec): string;
}

export const POLICY_WORDS: Readonly<Record<Language, PolicyWords>> = { en: EN, es: ES, fr: FR };
