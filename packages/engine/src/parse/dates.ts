/**
 * Dates in a lead, as ISO 8601 strings that may be partial: "2026-09-01", "2026-12" (day unknown),
 * "2026" (year only), "--12-10" (year unknown). Absolute dates ("3/15/1958", "Dec 10", "10 de
 * diciembre", "10 décembre 2026") are read as typed; relative ones ("next month", "end of year", "3 years
 * ago", "el mes que viene", "l'année prochaine") only against the `now` passed in, and are left out
 * without it. A month and day without a year take the year that fits the verb: the last such day for
 * something that started, the next one for something coming.
 */
import { words } from "./phrases.js";
import type { LeadText } from "./text.js";
import type { Token } from "./tokens.js";

export type Direction = "past" | "future" | "any";

export interface DateHit {
  iso: string;
  from: number;
  to: number;
}

const MONTHS = new Map<string, number>();
const MONTH_LISTS = [
  "january february march april may june july august september october november december",
  "jan feb mar apr may jun jul aug sep oct nov dec",
  "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
  "ene feb mar abr may jun jul ago sept oct nov dic",
  "janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre",
  "janv fevr mars avr mai juin juil aout sept oct nov dec",
];
for (const list of MONTH_LISTS) {
  list.split(" ").forEach((m, i) => {
    MONTHS.set(m, i + 1);
  });
}
MONTHS.set("sept", 9);
MONTHS.set("setiembre", 9);

const NEXT = words("next proximo proxima prochain prochaine siguiente coming");
const THIS = words("this este esta ce cette");
const LAST = words("last pasado pasada dernier derniere");
const MONTH_WORD = words("month mes mois");
const YEAR_WORD = words("year ano annee an");
const END = words("end fin final finales");
const AGO = words("ago atras");
const AGO_BEFORE = words("hace");
const DURATION_MONTHS = words("months month meses mes mois");
const DURATION_YEARS = words("years year yrs yr anos ano ans an annees annee");
const FILLER = words("of the de del la l el le this este esta cette ce on el in en a at by for para");

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function ym(year: number, month: number): string {
  // Month arithmetic may overflow either way.
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return `${y}-${pad(m)}`;
}

function ymd(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

function validDay(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

function fullYear(y: number, now: Date | undefined): number {
  if (y >= 100) return y;
  const nowYY = now ? now.getUTCFullYear() % 100 : 30;
  return y <= nowYY + 5 ? 2000 + y : 1900 + y;
}

/** The year for a month and day said without one. */
function yearFor(month: number, day: number, now: Date, direction: Direction): number {
  const y = now.getUTCFullYear();
  const nm = now.getUTCMonth() + 1;
  const nd = now.getUTCDate();
  const after = month > nm || (month === nm && day > nd);
  const before = month < nm || (month === nm && day < nd);
  if (direction === "past" && after) return y - 1;
  if (direction === "future" && before) return y + 1;
  return y;
}

function separator(text: LeadText, a: Token, b: Token): string {
  return text.plain.slice(a.end, b.start);
}

/** A year: "2026", never a count written with a separator ("2,000 employees", "2 000 employés"). */
function isYearNumber(t: Token | undefined): boolean {
  const n = t?.num;
  return (
    n?.integer === true &&
    !n.currency &&
    !n.multiplier &&
    n.value >= 1900 &&
    n.value <= 2100 &&
    !/[,.\s]/.test(n.text)
  );
}

function dayNumber(t: Token | undefined): number | undefined {
  const n = t?.num;
  if (!n?.integer || n.currency || n.multiplier || n.value < 1 || n.value > 31) return undefined;
  return n.value;
}

/** Words before a lower-case "may" that make it the month: "in may", "since may", "last may". */
const MONTH_CUES: ReadonlySet<string> = new Set([
  "in",
  "since",
  "last",
  "early",
  "mid",
  "late",
  "until",
  "thru",
]);

/** A date starting at token `i`, or undefined. */
export function dateAt(
  text: LeadText,
  tokens: readonly Token[],
  i: number,
  now: Date | undefined,
  direction: Direction,
): DateHit | undefined {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  const sameClause = (k: number) => tokens[k] !== undefined && tokens[k]!.brk === 0;
  // Numeric: 9/1, 9/1/2025, 09-01-25, 12/2026.
  if (t.num?.integer && next?.num && /^\s?[/-]\s?$/.test(separator(text, t, next))) {
    const a = t.num.value;
    const b = next.num.value;
    const third = tokens[i + 2];
    // ISO: 2025-03, 2025-03-01.
    if (isYearNumber(t) && b >= 1 && b <= 12 && separator(text, t, next) === "-") {
      if (third?.num && separator(text, next, third) === "-" && validDay(b, third.num.value))
        return { iso: ymd(a, b, third.num.value), from: i, to: i + 3 };
      return { iso: ym(a, b), from: i, to: i + 2 };
    }
    if (third?.num && /^\s?[/-]\s?$/.test(separator(text, next, third))) {
      const year = fullYear(third.num.value, now);
      if (year < 1900 || year > 2100) return undefined;
      if (validDay(a, b)) return { iso: ymd(year, a, b), from: i, to: i + 3 };
      // "30/09/1959", "25/06/1951": the day first, as Spanish and French write it (when it cannot be a month).
      if (validDay(b, a)) return { iso: ymd(year, b, a), from: i, to: i + 3 };
      return undefined;
    }
    if (a >= 1 && a <= 12 && (b >= 1900 || (separator(text, t, next).includes("/") && b > 31))) {
      const year = fullYear(b, now);
      if (year >= 1900 && year <= 2100) return { iso: ym(year, a), from: i, to: i + 2 };
    }
    if (validDay(a, b)) {
      // A birthday without a year ("bday 11/14") is a partial date.
      if (!now) return { iso: `--${pad(a)}-${pad(b)}`, from: i, to: i + 2 };
      return { iso: ymd(yearFor(a, b, now, direction), a, b), from: i, to: i + 2 };
    }
    return undefined;
  }
  // Month word: "Dec 10", "December 10, 2026", "March 2026", "March".
  const month = MONTHS.get(t.key);
  // "may" and "mar" in lower case are words ("she may", "el mar") unless a month word sits before them.
  const monthCue = MONTH_CUES.has(tokens[i - 1]?.key ?? "") && t.brk === 0;
  if (month !== undefined && ((t.key !== "may" && t.key !== "mar") || t.cap || monthCue)) {
    let k = i + 1;
    let day: number | undefined;
    if (sameClause(k) && dayNumber(tokens[k]) !== undefined && !isYearNumber(tokens[k])) {
      day = dayNumber(tokens[k]);
      k++;
    }
    if (tokens[k]?.key === "de" && sameClause(k) && isYearNumber(tokens[k + 1])) k++;
    if (tokens[k] && tokens[k]!.brk <= 1 && isYearNumber(tokens[k])) {
      const year = tokens[k]!.num!.value;
      return { iso: day ? ymd(year, month, day) : ym(year, month), from: i, to: k + 1 };
    }
    if (day !== undefined) {
      if (!now) return { iso: `--${pad(month)}-${pad(day)}`, from: i, to: k };
      return { iso: ymd(yearFor(month, day, now, direction), month, day), from: i, to: k };
    }
    if (!now) return undefined;
    const y = yearFor(month, direction === "past" ? 31 : 1, now, direction);
    return { iso: ym(y, month), from: i, to: k };
  }
  // Day then month: "10 de diciembre", "10 décembre", "1er mars".
  if (t.num && dayNumber(t) !== undefined) {
    let k = i + 1;
    if (tokens[k]?.key === "de" && sameClause(k)) k++;
    // "14 sept. 1958": the French "sept" is also seven, so the tokenizer made it a number.
    const septMonth =
      tokens[k]?.num?.value === 7 &&
      /^sept\.?$/.test(text.plain.slice(tokens[k]!.start, tokens[k]!.end + 1).trim());
    const m = sameClause(k) ? (septMonth ? 9 : MONTHS.get(tokens[k]!.key)) : undefined;
    // "may" and "mar" are words too, unless written as a date: "9-mar-1960", "3 may 1957".
    const dated =
      m !== undefined && (/^\s?[/-]\s?$/.test(separator(text, t, tokens[k]!)) || isYearNumber(tokens[k + 1]));
    if (m !== undefined && ((tokens[k]!.key !== "may" && tokens[k]!.key !== "mar") || dated)) {
      const day = t.num.value;
      let end = k + 1;
      if (tokens[end]?.key === "de" && isYearNumber(tokens[end + 1])) end++;
      // "sept. 1958": the abbreviation's period ends nothing.
      const yearBreak = tokens[end]
        ? tokens[end]!.brk <= 1 || /^\.\s*$/.test(separator(text, tokens[end - 1]!, tokens[end]!))
        : false;
      if (tokens[end] && yearBreak && isYearNumber(tokens[end])) {
        return { iso: ymd(tokens[end]!.num!.value, m, day), from: i, to: end + 1 };
      }
      // "5-oct-56", "12-ene-60": a two-digit year joined by a dash or a slash.
      const short = tokens[end];
      if (
        short?.num?.integer &&
        short.num.value < 100 &&
        /^\s?[/-]\s?$/.test(separator(text, tokens[end - 1]!, short))
      ) {
        return { iso: ymd(fullYear(short.num.value, now), m, day), from: i, to: end + 1 };
      }
      if (!now) return { iso: `--${pad(m)}-${pad(day)}`, from: i, to: end };
      return { iso: ymd(yearFor(m, day, now, direction), m, day), from: i, to: end };
    }
  }
  if (!now) {
    if (isYearNumber(t) && !t.num!.compound) return { iso: String(t.num!.value), from: i, to: i + 1 };
    return undefined;
  }
  const y = now.getUTCFullYear();
  const nm = now.getUTCMonth() + 1;
  const key = t.key;
  // "next month", "this year", "last year".
  if ((NEXT.has(key) || THIS.has(key) || LAST.has(key)) && sameClause(i + 1)) {
    const shift = NEXT.has(key) ? 1 : LAST.has(key) ? -1 : 0;
    const unit = tokens[i + 1]!.key;
    if (MONTH_WORD.has(unit)) return { iso: ym(y, nm + shift), from: i, to: i + 2 };
    if (YEAR_WORD.has(unit)) return { iso: String(y + shift), from: i, to: i + 2 };
  }
  // "el mes que viene", "el próximo mes", "le mois prochain", "l'année prochaine", "el año pasado".
  if (MONTH_WORD.has(key) || YEAR_WORD.has(key)) {
    const after = tokens[i + 1];
    let shift: number | undefined;
    if (after && after.brk === 0) {
      if (NEXT.has(after.key)) shift = 1;
      else if (LAST.has(after.key)) shift = -1;
      else if (after.key === "que" && tokens[i + 2]?.key === "viene") shift = 1;
    }
    const before = tokens[i - 1];
    if (shift === undefined && before && t.brk === 0) {
      if (NEXT.has(before.key)) shift = 1;
    }
    if (shift !== undefined) {
      const to = after?.key === "que" ? i + 3 : i + 2;
      return MONTH_WORD.has(key)
        ? { iso: ym(y, nm + shift), from: i, to }
        : { iso: String(y + shift), from: i, to };
    }
  }
  // "end of (the) year", "fin de año", "fin d'année", "year end", "end of next month".
  if (END.has(key)) {
    let k = i + 1;
    while (sameClause(k) && FILLER.has(tokens[k]!.key) && k < i + 4) k++;
    const unit = sameClause(k) ? tokens[k]!.key : "";
    if (YEAR_WORD.has(unit)) return { iso: ym(y, 12), from: i, to: k + 1 };
    if (MONTH_WORD.has(unit)) return { iso: ym(y, nm), from: i, to: k + 1 };
    if (NEXT.has(unit) && MONTH_WORD.has(tokens[k + 1]?.key ?? ""))
      return { iso: ym(y, nm + 1), from: i, to: k + 2 };
    const m = MONTHS.get(unit);
    if (m !== undefined && unit !== "may")
      return { iso: ym(yearFor(m, 31, now, direction), m), from: i, to: k + 1 };
  }
  if ((key === "year" || key === "ano") && tokens[i + 1]?.key === "end")
    return { iso: ym(y, 12), from: i, to: i + 2 };
  // "3 years ago", "6 months ago", "hace 3 años", "il y a 2 ans", "in 3 months".
  if (t.num?.integer && !t.num.currency && sameClause(i + 1)) {
    const unit = tokens[i + 1]!.key;
    const n = t.num.value;
    const isMonths = DURATION_MONTHS.has(unit);
    const isYears = DURATION_YEARS.has(unit);
    if ((isMonths || isYears) && n <= 80) {
      const before = tokens[i - 1]?.key ?? "";
      const before2 = tokens[i - 2]?.key ?? "";
      const afterKey = tokens[i + 2]?.key ?? "";
      let sign = 0;
      if (AGO.has(afterKey) && tokens[i + 2]!.brk === 0) sign = -1;
      else if (AGO_BEFORE.has(before) || (before === "a" && before2 === "y")) sign = -1;
      else if ((before === "in" || before === "dans" || before === "en") && tokens[i]!.brk === 0) sign = 1;
      if (sign !== 0) {
        const to = sign === -1 && AGO.has(afterKey) ? i + 3 : i + 2;
        return isMonths
          ? { iso: ym(y, nm + sign * n), from: i, to }
          : { iso: String(y + sign * n), from: i, to };
      }
    }
  }
  if (isYearNumber(t) && !t.num!.compound) return { iso: String(t.num!.value), from: i, to: i + 1 };
  return undefined;
}

/**
 * The first date in the clause of `from..to`: after the phrase first (up to eight words), then before it
 * (up to five). Stays inside the comma-clause, or the sentence when `wide`.
 */
export function dateNear(
  text: LeadText,
  tokens: readonly Token[],
  from: number,
  to: number,
  now: Date | undefined,
  direction: Direction,
  wide = false,
): DateHit | undefined {
  const scope = (k: number) =>
    wide ? tokens[k]!.hard === tokens[from]!.hard : tokens[k]!.soft === tokens[from]!.soft;
  for (let k = to; k < Math.min(tokens.length, to + 8) && scope(k); k++) {
    const hit = dateAt(text, tokens, k, now, direction);
    if (hit) return hit;
  }
  for (let k = from - 1; k >= Math.max(0, from - 5) && scope(k); k--) {
    const hit = dateAt(text, tokens, k, now, direction);
    if (hit && hit.to <= from) return widenBack(text, tokens, k, hit, now, direction, from, scope);
  }
  return undefined;
}

/**
 * Walking back, "june" is met before "30 june" / "30 de junio": the day before it is the date's. The
 * longest date that starts up to two tokens before `k` and ends by `limit`, else `hit`.
 */
export function widenBack(
  text: LeadText,
  tokens: readonly Token[],
  k: number,
  hit: DateHit,
  now: Date | undefined,
  direction: Direction,
  limit: number,
  scope: (k: number) => boolean = () => true,
): DateHit {
  for (let j = k - 1; j >= Math.max(0, k - 2) && scope(j); j--) {
    const longer = dateAt(text, tokens, j, now, direction);
    if (longer && longer.to >= hit.to && longer.to <= limit) return longer;
  }
  return hit;
}

/** Whole years between an ISO birth date (year known) and `now`. */
export function ageOn(birth: string, now: Date): number | undefined {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(birth);
  if (!m) return undefined;
  const by = Number(m[1]);
  const bm = m[2] ? Number(m[2]) : undefined;
  const bd = m[3] ? Number(m[3]) : 1;
  if (bm === undefined) return undefined;
  const y = now.getUTCFullYear();
  const nm = now.getUTCMonth() + 1;
  const nd = now.getUTCDate();
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** Every month name and abbreviation the reader knows. */
/** The month (1-12) a word names, or undefined. */
export function monthOf(word: string): number | undefined {
  return MONTHS.get(word);
}

export function monthWords(): Iterable<string> {
  return MONTHS.keys();
}
