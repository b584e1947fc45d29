/**
 * Calendar arithmetic on UTC day numbers (days since 1970-01-01), so no `Date` is made per call. Months
 * are counted as `monthIndex = year * 12 + (month - 1)`. Civil-date conversions follow H. Hinnant's
 * public-domain algorithms (proleptic Gregorian calendar).
 */

export const MS_PER_DAY = 86_400_000;

export function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

const DIM = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeap(y) ? 29 : DIM[m - 1]!;
}

/** Day number of a civil date (month 1-12). */
export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = m > 2 ? m - 3 : m + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The civil date of a day number, packed as `y * 10000 + m * 100 + d` (no allocation). */
export function civil(n: number): number {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return y * 10_000 + m * 100 + d;
}

export const yearOf = (n: number): number => Math.floor(civil(n) / 10_000);

/** The month index (year * 12 + month - 1) a day falls in. */
export function monthIndexOf(n: number): number {
  const c = civil(n);
  return Math.floor(c / 10_000) * 12 + (Math.floor(c / 100) % 100) - 1;
}

export const monthIndex = (y: number, m: number): number => y * 12 + m - 1;

export function firstOfMonth(mi: number): number {
  return dayNumber(Math.floor(mi / 12), (mi % 12) + 1, 1);
}

export function lastOfMonth(mi: number): number {
  const y = Math.floor(mi / 12);
  const m = (mi % 12) + 1;
  return dayNumber(y, m, daysInMonth(y, m));
}

/** The same day of the month `k` months later (or earlier), clamped to the month's end (Jan 31 + 1 = Feb 28/29). */
export function addMonths(n: number, k: number): number {
  const c = civil(n);
  const mi = Math.floor(c / 10_000) * 12 + (Math.floor(c / 100) % 100) - 1 + k;
  const y = Math.floor(mi / 12);
  const m = (mi % 12) + 1;
  const d = c % 100;
  const dim = daysInMonth(y, m);
  return dayNumber(y, m, d > dim ? dim : d);
}

const pad2 = (v: number): string => (v < 10 ? `0${v}` : `${v}`);

const ISO_CACHE = new Map<number, string>();

/** ISO 8601 calendar date of a day number (memoised: the same few hundred days recur across calls). */
export function iso(n: number): string {
  let s = ISO_CACHE.get(n);
  if (s === undefined) {
    const c = civil(n);
    s = `${Math.floor(c / 10_000)}-${pad2(Math.floor(c / 100) % 100)}-${pad2(c % 100)}`;
    if (ISO_CACHE.size >= 8192) ISO_CACHE.clear();
    ISO_CACHE.set(n, s);
  }
  return s;
}

/** The UTC calendar day of an instant. */
export function dayOfInstant(now: Date): number {
  return Math.floor(now.getTime() / MS_PER_DAY);
}

/** A possibly partial ISO date: 0 marks an unknown part. */
export interface PartialDate {
  y: number;
  m: number;
  d: number;
}

function digits(s: string, from: number, len: number): number {
  let v = 0;
  for (let i = from; i < from + len; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/**
 * Reads "YYYY-MM-DD", "YYYY-MM", "YYYY", "--MM-DD" (year unknown) and a full ISO timestamp (its date part).
 * Returns undefined for anything else or an impossible date (Feb 30, month 13).
 */
export function parsePartialIso(s: string | undefined): PartialDate | undefined {
  if (!s) return undefined;
  let y = 0;
  let m = 0;
  let d = 0;
  if (s.startsWith("--")) {
    if (s.length < 7 || s[4] !== "-") return undefined;
    m = digits(s, 2, 2);
    d = digits(s, 5, 2);
    if (m < 1 || d < 1) return undefined;
  } else {
    if (s.length < 4) return undefined;
    y = digits(s, 0, 4);
    if (y < 1800) return undefined;
    if (s.length >= 7) {
      if (s[4] !== "-") return undefined;
      m = digits(s, 5, 2);
      if (m < 1) return undefined;
      if (s.length >= 10) {
        if (s[7] !== "-") return undefined;
        d = digits(s, 8, 2);
        if (d < 1) return undefined;
      }
    } else if (s.length !== 4) return undefined;
  }
  if (m > 12) return undefined;
  if (d > 0 && d > (y > 0 ? daysInMonth(y, m) : m === 2 ? 29 : daysInMonth(2001, m))) return undefined;
  return { y, m, d };
}

/**
 * The day a date most plausibly means when only the month is known: the first of the month for a start
 * ("Part B in June"), the last for an end ("coverage ends in June").
 */
export function dayOfPartial(p: PartialDate | undefined, end: boolean): number | undefined {
  if (!p || p.y === 0 || p.m === 0) return undefined;
  if (p.d > 0) return dayNumber(p.y, p.m, p.d);
  const mi = monthIndex(p.y, p.m);
  return end ? lastOfMonth(mi) : firstOfMonth(mi);
}

/**
 * A yearly date's day number in year `y`; Feb 29 falls on Feb 28 in common years when `early`, else Mar 1.
 */
export function anniversaryIn(y: number, m: number, d: number, early: boolean): number {
  if (m === 2 && d === 29 && !isLeap(y)) return early ? dayNumber(y, 2, 28) : dayNumber(y, 3, 1);
  return dayNumber(y, m, d);
}
