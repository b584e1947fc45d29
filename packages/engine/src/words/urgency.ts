/**
 * The one time-sensitive fact said about the lead product when a client wants to think it over, true in
 * the client's state.
 */
import type { WordsContext, WordTable } from "./table.js";

/** States where Medigap is sold without health questions all year (eligibility packages/engine/src/facts/medicare.tsa, R1/R2). */
const YEAR_ROUND_MEDIGAP_STATES: ReadonlySet<string> = new Set(["NY", "CT"]);

/** The "one thing to keep in mind" for the lead product, true in the client's state. */
export function urgencyFactFor(t: WordTable, ctx: WordsContext): string | undefined {
  if (!ctx.lead) return undefined;
  if (ctx.lead.product === "medicare_supplement" && YEAR_ROUND_MEDIGAP_STATES.has(ctx.state ?? ""))
    return t.urgencyFactYearRoundMedigap;
  return t.urgencyFact[ctx.lead.product];
}
