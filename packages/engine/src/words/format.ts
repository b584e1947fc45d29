/**
 * Hand-rolled number and list formatting: `Intl.NumberFormat` per call is far too slow for the engine's
 * hot path, and a cached one would still differ between Node builds (ICU) in its French spacing.
 */
import type { Money } from "../types.js";

/**
 * No-break space: French groups thousands and puts the currency sign after a space; a plain space could
 * wrap "1 234 $" across lines in the PDF, and U+202F is missing from the PDF's standard fonts.
 */
export const NBSP = "\u00a0";

/** Amounts are estimates: whole dollars read better, except for small fractional ones ($4.50). */
function normalise(amount: number): number {
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}

/** Small fractional amounts keep their cents: "4.50" (the caller swaps the point where needed). */
function withCents(value: number): boolean {
  return value < 10 && !Number.isInteger(value);
}

function group(digits: string, separator: string): string {
  if (digits.length <= 3) return digits;
  let head = digits.length % 3;
  if (head === 0) head = 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += separator + digits.slice(i, i + 3);
  return out;
}

/**
 * Amounts repeat across bundles (faces, table figures, premiums): both formatters are memoised on the
 * amount, bounded like the engine's other text caches. -0 and NaN share a key with 0 and format as it.
 */
const MAX_CACHED_AMOUNTS = 4_096;
const US_DOLLARS = new Map<number, string>();
const FRENCH_DOLLARS = new Map<number, string>();

/** "$1,234" (en, es: US Hispanic usage keeps the US format). */
export function usDollars(amount: number): string {
  let text = US_DOLLARS.get(amount);
  if (text === undefined) {
    const value = normalise(amount);
    text = withCents(value) ? `$${value.toFixed(2)}` : `$${group(String(Math.round(value)), ",")}`;
    if (US_DOLLARS.size < MAX_CACHED_AMOUNTS) US_DOLLARS.set(amount, text);
  }
  return text;
}

/** "1 234 $" with no-break spaces. */
export function frenchDollars(amount: number): string {
  let text = FRENCH_DOLLARS.get(amount);
  if (text === undefined) {
    const value = normalise(amount);
    text = withCents(value)
      ? `${value.toFixed(2).replace(".", ",")}${NBSP}$`
      : `${group(String(Math.round(value)), NBSP)}${NBSP}$`;
    if (FRENCH_DOLLARS.size < MAX_CACHED_AMOUNTS) FRENCH_DOLLARS.set(amount, text);
  }
  return text;
}

/** A range as `low–high`, or one figure when both round to the same text. */
export function moneyRange(amount: Money, format: (n: number) => string, dash: string): string {
  const low = format(amount.low);
  const high = format(amount.high);
  return low === high ? low : `${low}${dash}${high}`;
}

/** "a, b and c" with the language's conjunction. */
export function joinList(items: readonly string[], conjunction: string): string {
  const n = items.length;
  if (n === 0) return "";
  if (n === 1) return items[0]!;
  let out = items[0]!;
  for (let i = 1; i < n - 1; i++) out += `, ${items[i]}`;
  return `${out} ${conjunction} ${items[n - 1]}`;
}

/** Spanish "y" becomes "e" before an /i/ sound ("salud e hipoteca"), but not before "hie"/"hia" (diphthong). */
export function spanishAnd(next: string): string {
  const lower = next.toLowerCase();
  const first = lower.charAt(0);
  if (first === "i" || first === "í") return "e";
  if (first === "h") {
    const second = lower.charAt(1);
    if ((second === "i" || second === "í") && !"aeou".includes(lower.charAt(2) || "x")) return "e";
  }
  return "y";
}

export function joinSpanishList(items: readonly string[]): string {
  const n = items.length;
  if (n < 2) return n === 1 ? items[0]! : "";
  return joinList(items, spanishAnd(items[n - 1]!));
}

/** Removes a trailing full stop so the text can be embedded and re-punctuated. */
export function clause(text: string): string {
  const trimmed = text.trim();
  return trimmed.endsWith(".") ? trimmed.slice(0, -1).trimEnd() : trimmed;
}

/** Lower-cases the first letter of a clause embedded after a colon or "because" style joiner. */
export function lowerFirst(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
