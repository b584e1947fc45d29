/**
 * The shape each language's pitch words implement. Whole sentences per language (word order and
 * agreement differ), chosen by tone; `compose.ts` decides which sentences a length gets.
 */
import type { PolicyView, WordsContext, WordTable } from "../../words/table.js";

export const PITCH_TONES = ["professional", "conversational", "educational"] as const;
export type PitchTone = (typeof PITCH_TONES)[number];
export const PITCH_LENGTHS = ["concise", "standard", "detailed"] as const;
export type PitchLength = (typeof PITCH_LENGTHS)[number];

/** Everything a pitch sentence may use, already localised by the bundle words. */
export interface PitchContext {
  w: WordsContext;
  t: WordTable;
  /** How to greet the client: "Ms. Rivera" in a professional pitch, the first name otherwise. */
  address: string | undefined;
  /** The policies presented in this appointment (cross-selling limits keep held-back ones out). */
  policies: readonly PolicyView[];
  /** A policy's premium: zero, monthly ("about $56–$77/month") or a single premium's bare range. */
  premium(p: PolicyView): { kind: "zero" | "monthly" | "single"; text: string };
}

type Sentence = (c: PitchContext) => string;
type PolicySentence = (p: PolicyView, index: number, c: PitchContext) => string;
type ByTone<T> = Readonly<Record<PitchTone, T>>;
/**
 * Three ways of saying the same thing, the same facts in each (no figure of its own): a pitch's variant
 * picks one, so Regenerate gives the agent another wording. The first is the pitch as first written.
 */
export type Wordings<T> = readonly [T, T, T];

export interface FollowUpStep {
  when: string;
  action: string;
}

export interface PitchTable {
  /** "Ms." / "Mr." and their translations, for the professional greeting. */
  honorific(gender: "male" | "female", lastName: string): string;
  /** A product name inside a sentence ("hospital indemnity", "la rente indexée", "el plan Medicare Advantage"). */
  nameIn(p: PolicyView): string;

  /** Greeting and thanks. */
  opening: ByTone<Wordings<Sentence>>;
  /** Why we are here: what the agent is about to do. */
  purpose: ByTone<Sentence>;
  /** Goals and budget in the client's terms; the same facts in each tone's voice. */
  situation: ByTone<Sentence>;
  /** Introduces the CMS disclaimer, which follows verbatim. */
  disclaimerIntro: ByTone<string>;
  recommendIntro: ByTone<Sentence>;
  /** Concise pitches: one sentence per policy. */
  policyShort: ByTone<PolicySentence>;
  /** Standard and detailed pitches: the policy and what it covers. */
  policyLead: ByTone<PolicySentence>;
  /** Frames the word table's need gap (said to the client). */
  policyGap: ByTone<PolicySentence>;
  policyCoverage: (p: PolicyView) => string;
  policyPrice: ByTone<PolicySentence>;
  policyCarrier: ByTone<PolicySentence>;
  /** An honest timing fact from the word table, said once per distinct fact. */
  timing: (fact: string) => string;
  /** After the policies: professional sums up, conversational checks in, educational recaps. */
  bridge: ByTone<Sentence>;
  total: (total: string) => string;
  withinBudget: (budget: string) => string;
  overBudget: (budget: string, lead: string) => string;
  estimateNote: string;
  /** A question clients often ask about this bundle, answered before it comes up (detailed pitches). */
  commonQuestion: (question: string, answer: string) => string;
  /** Life or annuity products held back from a Medicare appointment, without naming them (CMS cross-selling). */
  deferredNote: string;
  applyHow: ByTone<Sentence>;
  priceConcern: ByTone<Sentence>;
  /** "I need to think about it", answered before it is said: no pressure, a written summary. */
  thinkItOver: ByTone<Sentence>;
  recap: ByTone<(c: PitchContext, total: string | undefined) => string>;
  /** The application, then the 48-hour call and the 5-business-day status (docs/product/decisions.md#d-15). */
  nextSteps: ByTone<Sentence>;
  /** The 90-day review (docs/product/decisions.md#d-15). */
  review: ByTone<Sentence>;
  /** The last words: an invitation to ask, then to go ahead. */
  close: ByTone<Wordings<Sentence>>;
  /** Educational and detailed: an invitation to interrupt. */
  questionsInvite: string;

  followUp: {
    recap: (c: PitchContext) => FollowUpStep;
    policyDelivery: (c: PitchContext) => FollowUpStep;
  };
  referralScript: ByTone<Sentence>;
  referralTips: readonly [string, string, string, string];
}
