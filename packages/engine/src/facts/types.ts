/**
 * Shapes shared by the fact tables. Every table carries where its numbers come from (`source`), the year
 * the numbers describe (`year`) and, where the research had a gap or the sources disagree, a `note` saying
 * how the engine filled it, so an agent (or a reviewer) can judge the estimate instead of trusting it.
 */
import type { Language, Money } from "../types.js";

/** One public page a figure was taken from (title and address as listed in `packages/engine/src/facts/sources.ts` §8). */
export interface Source {
  title: string;
  url: string;
}

/** Provenance carried by every fact record. */
export interface Sourced {
  /** At least one page; the first is the strongest. */
  source: readonly Source[];
  /** The year the figures describe (for undated snapshots: the year the page was current). */
  year: number;
  /** How a gap or a conflict was handled; absent when the figures are taken as published. */
  note?: string;
}

/** A text in each interface language. */
export type Localized = Readonly<Record<Language, string>>;

/** Inclusive issue ages. */
export interface AgeRange {
  min: number;
  max: number;
}

export type Range = Money;
