/**
 * The persistency guard of a lead: whether the premium is a share of the client's income that tends to
 * lapse, and the Social Security payday to propose as the first draft date. Both are warnings for the
 * agent, never a refusal: the agent knows the client's whole budget.
 */
import type { Language, Money } from "../types.js";
import {
  type BenefitBasis,
  type IsoDay,
  nextPayday,
  type PaydayRule,
  paydayRule,
  SS_PAYDAY_SOURCE,
} from "./payday.js";

/**
 * Premiums past this share of monthly income get a warning. A house rule, not a regulation: a fixed
 * income leaves little room, and a policy that lapses in its first year is charged back to the agent.
 * The limit is the one-tenth of income of the common affordability rule of thumb for life premiums.
 */
export const PREMIUM_SHARE_LIMIT = 0.1;
export const PREMIUM_SHARE_REASON =
  "House rule of thumb, not a regulation: premiums past 10 % of monthly income strain a fixed income, and a policy that lapses in its first year is charged back to the agent.";

/** Days between saving the lead and the first draft, so the application can be issued before it. */
export const DRAFT_LEAD_DAYS = 7;

export interface PremiumShare {
  monthlyPremium: number;
  monthlyIncome: number;
  share: number;
  limit: number;
  warn: boolean;
  reason: string;
}

export interface DraftProposal {
  date: IsoDay;
  rule: PaydayRule;
  source: string;
}

export interface PersistencyGuard {
  premiumShare?: PremiumShare;
  draft?: DraftProposal;
  /** What the agent should ask to complete the guard, in the lead's language. */
  notes: string[];
}

const NOTES: Record<Language, { income: string; birthDay: string; basis: string }> = {
  en: {
    income: "Ask the client's monthly income to check the premium against it.",
    birthDay: "Ask the client's birth date to propose a draft date on their Social Security payday.",
    basis:
      "Ask how the client receives income (Social Security, SSI) to propose the draft date on that payday.",
  },
  es: {
    income: "Pregunte el ingreso mensual del cliente para compararlo con la prima.",
    birthDay:
      "Pregunte la fecha de nacimiento del cliente para proponer el cobro el día que recibe el Seguro Social.",
    basis: "Pregunte cómo recibe sus ingresos (Seguro Social, SSI) para proponer el cobro ese día.",
  },
  fr: {
    income: "Demandez le revenu mensuel du client pour le comparer à la prime.",
    birthDay:
      "Demandez la date de naissance du client pour proposer le prélèvement le jour de son versement de Social Security.",
    basis:
      "Demandez comment le client perçoit ses revenus (Social Security, SSI) pour proposer le prélèvement ce jour-là.",
  },
};

function addDays(day: IsoDay, n: number): IsoDay {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function persistencyGuard(input: {
  language: Language;
  monthlyPremium: Money;
  /** Yearly income, as the bundle's profile keeps it. */
  yearlyIncome?: number;
  basis?: BenefitBasis;
  birthDay?: number;
  today: IsoDay;
  isBusinessDay?: (day: IsoDay) => boolean;
}): PersistencyGuard {
  const notes: string[] = [];
  const words = NOTES[input.language];
  const guard: PersistencyGuard = { notes };
  const premium = input.monthlyPremium.high;
  if (premium > 0) {
    if (input.yearlyIncome && input.yearlyIncome > 0) {
      const monthlyIncome = Math.round(input.yearlyIncome / 12);
      const share = Math.round((premium / monthlyIncome) * 1000) / 1000;
      guard.premiumShare = {
        monthlyPremium: premium,
        monthlyIncome,
        share,
        limit: PREMIUM_SHARE_LIMIT,
        warn: share > PREMIUM_SHARE_LIMIT,
        reason: PREMIUM_SHARE_REASON,
      };
    } else notes.push(words.income);
  }
  if (!input.basis) notes.push(words.basis);
  else {
    const rule = paydayRule(input.basis, input.birthDay);
    if (!rule) notes.push(words.birthDay);
    else
      guard.draft = {
        date: nextPayday(rule, addDays(input.today, DRAFT_LEAD_DAYS), input.isBusinessDay),
        rule,
        source: SS_PAYDAY_SOURCE,
      };
  }
  return guard;
}
