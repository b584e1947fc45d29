/** Small formatting helpers shared by the three languages' policy words. */
import type { AnnuityRateRow } from "../facts/annuities.js";
import type { Language } from "../types.js";
import { pct } from "./format.js";

/** "5.85%–6.30%" from a rate table; `maxOnly` gives the top rate alone. */
export function rateRange(rows: readonly AnnuityRateRow[], language: Language, maxOnly = false): string {
  let lo = Number.POSITIVE_INFINITY;
  let hi = 0;
  for (const r of rows) {
    lo = Math.min(lo, r.rate);
    hi = Math.max(hi, r.rate);
  }
  if (maxOnly || lo === hi) return pct(hi, language, 2);
  return `${pct(lo, language, 2)}–${pct(hi, language, 2)}`;
}
