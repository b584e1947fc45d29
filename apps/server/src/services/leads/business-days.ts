import Holidays from "date-holidays";

/**
 * US business days: Monday to Friday less the federal holidays, as observed (a holiday on a Saturday is
 * off on the Friday before, on a Sunday the Monday after: 5 U.S.C. 6103). The holidays come from the
 * maintained `date-holidays` package (its "US" calendar, type "public": the eleven federal holidays and
 * their observed days), so new ones (Juneteenth, 2021) arrive with its updates.
 */
const us = new Holidays("US");
const byYear = new Map<number, Set<string>>();

function holidaysOf(year: number): Set<string> {
  let set = byYear.get(year);
  if (!set) {
    set = new Set(
      us
        .getHolidays(year)
        .filter((h) => h.type === "public")
        .map((h) => h.date.slice(0, 10)),
    );
    byYear.set(year, set);
  }
  return set;
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(Number(day.slice(0, 4))).has(day);
}

export function addCalendarDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The day itself when it is a business day, else the next one. */
export function onOrAfterBusinessDay(day: string): string {
  let d = day;
  while (!isBusinessDay(d)) d = addCalendarDays(d, 1);
  return d;
}

/** `n` business days after `day` (0: the day itself, or the next business day). */
export function addBusinessDays(day: string, n: number): string {
  let d = onOrAfterBusinessDay(day);
  for (let i = 0; i < n; i++) d = onOrAfterBusinessDay(addCalendarDays(d, 1));
  return d;
}

/** The business day before `day`. */
export function previousBusinessDay(day: string): string {
  let d = addCalendarDays(day, -1);
  while (!isBusinessDay(d)) d = addCalendarDays(d, -1);
  return d;
}
