/**
 * Small helpers the knowledge articles are written with: dialogue lines that read like a script, and
 * Medicare amounts to the cent.
 */
import { hasMedicareFigures, type MedicareFigures, medicareFigures } from "../../../facts/medicare.js";
import { GAP, REF } from "../../../facts/sources.js";
import type { Source } from "../../../facts/types.js";
import type { Language } from "../../../types.js";
import { frenchDollars, NBSP, usDollars } from "../../../words/format.js";
import type { ArticleText } from "../types.js";

type DialogueLine = ArticleText["exampleDialogue"][number];

export const agent = (line: string): DialogueLine => ({ speaker: "agent", line });
export const client = (line: string): DialogueLine => ({ speaker: "client", line });

/**
 * An amount as a Medicare figure is quoted: to the cent when it has cents ("$202.90"; the bundle
 * formatters round to whole dollars, which is right for estimates but wrong for a CMS premium), grouped
 * and placed by the language's dollar formatter.
 */
export function dollars(amount: number, language: Language): string {
  const cents = Math.round(amount * 100) % 100;
  const whole = Math.floor(Math.round(amount * 100) / 100);
  if (language === "fr") {
    const base = frenchDollars(whole);
    return cents === 0 ? base : base.replace(`${NBSP}$`, `,${String(cents).padStart(2, "0")}${NBSP}$`);
  }
  const base = usDollars(whole);
  return cents === 0 ? base : `${base}.${String(cents).padStart(2, "0")}`;
}

/** This plan year's figures and, when the tables hold it, the year before for comparison. */
export interface MedicareYears {
  current: MedicareFigures;
  previous: MedicareFigures | undefined;
}

/** The figures for `now`'s plan year (the latest known year when the tables are behind). */
export function medicareYears(now: Date | number): MedicareYears {
  const current = medicareFigures(now);
  const before = current.year - 1;
  return { current, previous: hasMedicareFigures(before) ? medicareFigures(before) : undefined };
}

const SOURCE_IDS = new Map<Source, string>([
  ...Object.entries(REF).map(
    ([key, source]) => [source, `packages/engine/src/facts/sources.ts ${key}`] as const,
  ),
  ...Object.entries(GAP).map(
    ([key, source]) => [source, `packages/engine/src/facts/sources.ts ${key}`] as const,
  ),
]);

/** Source ids as the research notes name them ("packages/engine/src/facts/sources.ts S5"), each once, for `Article.sources`. */
export function sourceIds(...sources: readonly Source[]): string[] {
  const out = new Set<string>();
  for (const source of sources) out.add(SOURCE_IDS.get(source) ?? source.title);
  return [...out];
}
