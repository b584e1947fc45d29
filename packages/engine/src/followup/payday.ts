/**
 * The day a client's Social Security or SSI payment arrives, so the first premium draft can fall on it
 * (a draft the account cannot cover is the usual first-year lapse of final expense, and the agent's
 * chargeback). The rules are the Social Security Administration's payment schedule.
 */

export const SS_PAYDAY_SOURCE =
  "Social Security Administration, Schedule of Social Security Payments (Publication No. 05-10031) and ssa.gov/pubs/EN-05-10031-2026.pdf: birth date 1st-10th paid on the second Wednesday, 11th-20th on the third Wednesday, 21st-31st on the fourth Wednesday; benefits received before May 1997, or Social Security with SSI, paid on the 3rd; SSI paid on the 1st; a payday on a weekend or federal holiday is paid the business day before.";

/**
 * How the client is paid. `social_security` needs the day of the month of the client's birth date (the
 * beneficiary's own; for spouse's or survivor's benefits SSA uses the worker's, which the agent enters).
 */
export type BenefitBasis = "social_security" | "ss_before_may_1997" | "ss_and_ssi" | "ssi";

export const BENEFIT_BASES: readonly BenefitBasis[] = [
  "social_security",
  "ss_before_may_1997",
  "ss_and_ssi",
  "ssi",
];

export type PaydayRule =
  | "second_wednesday"
  | "third_wednesday"
  | "fourth_wednesday"
  | "third_of_month"
  | "first_of_month";

/** The rule of the payment schedule that applies, or null when the birth day is needed and unknown. */
export function paydayRule(basis: BenefitBasis, birthDay?: number): PaydayRule | null {
  if (basis === "ssi") return "first_of_month";
  if (basis === "ss_before_may_1997" || basis === "ss_and_ssi") return "third_of_month";
  if (birthDay === undefined || !Number.isInteger(birthDay) || birthDay < 1 || birthDay > 31) return null;
  if (birthDay <= 10) return "second_wednesday";
  if (birthDay <= 20) return "third_wednesday";
  return "fourth_wednesday";
}

/** A calendar date without a time zone, as "YYYY-MM-DD". */
export type IsoDay = string;

function iso(year: number, month: number, day: number): IsoDay {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.toISOString().slice(0, 10);
}

function addDays(day: IsoDay, n: number): IsoDay {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The scheduled day of a month under a rule, before any move for a weekend or holiday. */
function scheduledDay(rule: PaydayRule, year: number, month: number): IsoDay {
  if (rule === "first_of_month") return iso(year, month, 1);
  if (rule === "third_of_month") return iso(year, month, 3);
  const nth = rule === "second_wednesday" ? 2 : rule === "third_wednesday" ? 3 : 4;
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstWednesday = 1 + ((3 - firstWeekday + 7) % 7);
  return iso(year, month, firstWednesday + (nth - 1) * 7);
}

/**
 * The day the payment of a month actually arrives: the scheduled day, or the business day before it when
 * it falls on a weekend or a federal holiday (`isBusinessDay` knows the holidays; weekends alone without it).
 */
export function paydayOf(
  rule: PaydayRule,
  year: number,
  month: number,
  isBusinessDay: (day: IsoDay) => boolean = weekday,
): IsoDay {
  let day = scheduledDay(rule, year, month);
  for (let i = 0; i < 10 && !isBusinessDay(day); i++) day = addDays(day, -1);
  return day;
}

function weekday(day: IsoDay): boolean {
  const w = new Date(`${day}T00:00:00Z`).getUTCDay();
  return w !== 0 && w !== 6;
}

/** The first payday on or after `earliest`. */
export function nextPayday(
  rule: PaydayRule,
  earliest: IsoDay,
  isBusinessDay: (day: IsoDay) => boolean = weekday,
): IsoDay {
  let year = Number(earliest.slice(0, 4));
  let month = Number(earliest.slice(5, 7)) - 1;
  // A payday moves back, never forward (SSI of January can arrive on December 31): start a month early.
  if (month === 0) {
    month = 12;
    year -= 1;
  }
  for (let i = 0; i < 15; i++) {
    const day = paydayOf(rule, year, month, isBusinessDay);
    if (day >= earliest) return day;
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  throw new Error("unreachable: a payday falls in every month");
}
