/**
 * `Date#toISOString`, memoised on the instant: one bundle writes the same "now" more than once (its
 * creation time, the recommender's "today"), and formatting a date is far dearer than comparing two
 * numbers. An invalid date is never cached, so it throws exactly as `toISOString` does.
 */
let lastTime = Number.NaN;
let lastIso = "";

export function isoInstant(date: Date): string {
  const time = date.getTime();
  if (time !== lastTime) {
    lastIso = date.toISOString();
    lastTime = time;
  }
  return lastIso;
}
