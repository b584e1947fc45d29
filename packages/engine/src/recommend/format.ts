/**
 * Money and percent formatting for the three languages, by hand: the engine must format identically on
 * every runtime (ICU data differs between Node builds and browsers) and fast.
 */
import type { Language, Money } from "../types.js";
import { frenchDollars, usDollars } from "../words/format.js";

/**
 * "$15,000" (en, es: US Spanish keeps the dollar sign first), "15 000 $" (fr, no-break spaces): the same
 * formatter as the bundle's words, so one bundle never spells an amount two ways.
 */
export function usd(n: number, language: Language): string {
  return language === "fr" ? frenchDollars(n) : usDollars(n);
}

/** "$694–$864", or a single amount when both ends are equal. */
export function usdRange(m: Money, language: Language): string {
  if (m.low === m.high) return usd(m.low, language);
  return `${usd(m.low, language)}–${usd(m.high, language)}`;
}

/** Percent with up to two decimals: "6.30%" (en), "6,30%" (es), "6,30 %" (fr). */
export function pct(fraction: number, language: Language, decimals = 0): string {
  const v = (fraction * 100).toFixed(decimals);
  const text = language === "en" ? v : v.replace(".", ",");
  return language === "fr" ? `${text}\u00a0%` : `${text}%`;
}

/** Language → decimals → low → high → text: nested maps, so a lookup builds no key string. */
const PCT_RANGE_CACHE = new Map<Language, Map<number, Map<number, Map<number, string>>>>();
let pctRangeCached = 0;

function pctRangeSlot(language: Language, decimals: number, low: number): Map<number, string> {
  let byDecimals = PCT_RANGE_CACHE.get(language);
  if (byDecimals === undefined) {
    byDecimals = new Map();
    PCT_RANGE_CACHE.set(language, byDecimals);
  }
  let byLow = byDecimals.get(decimals);
  if (byLow === undefined) {
    byLow = new Map();
    byDecimals.set(decimals, byLow);
  }
  let byHigh = byLow.get(low);
  if (byHigh === undefined) {
    byHigh = new Map();
    byLow.set(low, byHigh);
  }
  return byHigh;
}

/** "70–100%" from a fractional range (memoised: bases repeat across bundles). */
export function pctRange(low: number, high: number, language: Language, decimals = 0): string {
  const slot = pctRangeSlot(language, decimals, low);
  const hit = slot.get(high);
  if (hit !== undefined) return hit;
  const text = formatPctRange(low, high, language, decimals);
  // Inputs come from the fact tables, so the cache stays small; the guard only bounds misuse.
  if (pctRangeCached < 4_096) {
    slot.set(high, text);
    pctRangeCached++;
  }
  return text;
}

function formatPctRange(low: number, high: number, language: Language, decimals: number): string {
  if (low === high) return pct(low, language, decimals);
  const a = (low * 100).toFixed(decimals);
  const b = (high * 100).toFixed(decimals);
  const text = language === "en" ? `${a}–${b}` : `${a.replace(".", ",")}–${b.replace(".", ",")}`;
  return language === "fr" ? `${text}\u00a0%` : `${text}%`;
}

/** Integer money range with low ≤ high and both ≥ 0: low rounds down, high rounds up. */
export function money(low: number, high: number): Money {
  const lo = Math.max(0, Math.floor(Math.min(low, high) + 1e-9));
  const hi = Math.max(lo, Math.ceil(Math.max(low, high) - 1e-9));
  return { low: lo, high: hi };
}

export function roundDownTo(n: number, step: number): number {
  return Math.floor(n / step) * step;
}

export function roundUpTo(n: number, step: number): number {
  return Math.ceil(n / step) * step;
}

/** Linear interpolation over sorted points; clamps outside. */
export function interpolate(points: readonly { x: number; y: number }[], x: number): number {
  const first = points[0]!;
  if (x <= first.x) return first.y;
  for (let i = 1; i < points.length; i++) {
    const b = points[i]!;
    if (x <= b.x) {
      const a = points[i - 1]!;
      return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
    }
  }
  return points[points.length - 1]!.y;
}
