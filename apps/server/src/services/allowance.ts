import { type Allowance, FREE_BUNDLES_PER_MONTH, FREE_COACHING_PER_DAY } from "@buildr/contracts";
import type { Language } from "@buildr/engine";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";
import { AppError } from "../lib/errors.js";

/**
 * The free tier (docs/decisions/014): 2 new bundles a calendar month, 5 coaching answers a day, both
 * counted on the account's row and spent by one conditional UPDATE each, so parallel requests can never
 * take more than there is. Unlimited accounts (docs/product/decisions.md#d-3) spend nothing: callers ask only for a free account.
 *
 * - `bundle`: a reply or action that generates a NEW bundle (a new client in the chat, the bundles page,
 *   the fact-finder). Monthly credits go first, then granted (bonus) credits.
 * - `coaching`: a coaching answer (knowledge, facts, product explanations, objections) outside a bundle.
 * Follow-ups on the current bundle, commands, save-prompt replies and refusals are neither.
 */
export type Charge = "bundle" | "coaching";

/** The counters of a `users` row the allowance is computed from. */
export interface AllowanceRow {
  trialCredits: number;
  creditsMonth: string;
  bonusCredits: number;
  coachingDay: string | null;
  coachingUsed: number;
}

/** "2026-11": the UTC calendar month credits belong to. */
export function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** "2026-11-25": the UTC day coaching answers are counted in. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** What a free account has left at `now`; a new month or day starts again without any write. */
export function freeAllowance(row: AllowanceRow, now = new Date()): Allowance {
  const monthly = row.creditsMonth === monthOf(now) ? row.trialCredits : FREE_BUNDLES_PER_MONTH;
  const used = row.coachingDay === dayOf(now) ? row.coachingUsed : 0;
  return {
    unlimited: false,
    remaining: monthly + row.bonusCredits,
    coachingRemaining: Math.max(0, FREE_COACHING_PER_DAY - used),
  };
}

export const UNLIMITED: Allowance = { unlimited: true, remaining: null, coachingRemaining: null };

/** What a chat answer spends for a free account: a new bundle, a coaching answer, or nothing. */
export function chargeOf(
  answer: { costsCredit: boolean; bundle?: unknown },
  unlimited: boolean,
): Charge | null {
  if (unlimited || !answer.costsCredit) return null;
  return answer.bundle ? "bundle" : "coaching";
}

/**
 * The allowance the engine decides a message in. Its own zero-credit refusal is not used: which allowance
 * a reply spends, and whether any is left, is known only once the answer is (`chargeOf`).
 */
export function engineAllowance(
  unlimited: boolean,
): { unlimited: true } | { unlimited: false; remaining: number } {
  return unlimited ? { unlimited: true } : { unlimited: false, remaining: Number.MAX_SAFE_INTEGER };
}

/** Whether a free account is out of either allowance (a chat message may then be refused with 402). */
export function outOfAllowance(allowance: Allowance): boolean {
  return !allowance.unlimited && ((allowance.remaining ?? 0) <= 0 || (allowance.coachingRemaining ?? 0) <= 0);
}

/** Refuses with 402 and the upgrade words when a free account has none of `charge` left. */
export function ensureAvailable(allowance: Allowance, charge: Charge, language: Language, now = new Date()) {
  if (allowance.unlimited) return;
  const left = charge === "bundle" ? allowance.remaining : allowance.coachingRemaining;
  if ((left ?? 0) <= 0) throw upgradeRequired(charge, language, now);
}

const MONTH_WORDS: Record<Language, (next: Date) => string> = {
  en: (d) => d.toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" }),
  es: (d) => `el 1 de ${d.toLocaleDateString("es-US", { month: "long", timeZone: "UTC" })}`,
  fr: (d) => `le 1er ${d.toLocaleDateString("fr-FR", { month: "long", timeZone: "UTC" })}`,
};

/** The specified refusals: each names the allowance that ran out, what upgrading gives, and when it renews. */
export const UPGRADE_WORDS: Record<Language, Record<Charge, (renews: string) => string>> = {
  en: {
    bundle: (renews) =>
      `You've used this month's ${FREE_BUNDLES_PER_MONTH} free bundles. Upgrade for unlimited bundles, or come back on ${renews} for ${FREE_BUNDLES_PER_MONTH} more.`,
    coaching: () =>
      `You've used today's ${FREE_COACHING_PER_DAY} free coaching questions. Upgrade for unlimited coaching, or ask again tomorrow. Your free bundles are not affected.`,
  },
  es: {
    bundle: (renews) =>
      `Ya usó los ${FREE_BUNDLES_PER_MONTH} paquetes gratuitos de este mes. Actualice su plan para tener paquetes ilimitados, o vuelva ${renews} para recibir ${FREE_BUNDLES_PER_MONTH} más.`,
    coaching: () =>
      `Ya usó sus ${FREE_COACHING_PER_DAY} preguntas de coaching gratuitas de hoy. Actualice su plan para tener coaching ilimitado, o vuelva a preguntar mañana. Sus paquetes gratuitos no se ven afectados.`,
  },
  fr: {
    bundle: (renews) =>
      `Vous avez utilisé les ${FREE_BUNDLES_PER_MONTH} offres gratuites de ce mois-ci. Passez à la version payante pour des offres illimitées, ou revenez ${renews} pour en recevoir ${FREE_BUNDLES_PER_MONTH} de plus.`,
    coaching: () =>
      `Vous avez utilisé vos ${FREE_COACHING_PER_DAY} questions de coaching gratuites d'aujourd'hui. Passez à la version payante pour un coaching illimité, ou reposez votre question demain. Vos offres gratuites ne sont pas touchées.`,
  },
};

export function upgradeRequired(charge: Charge, language: Language, now = new Date()): AppError {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return new AppError("upgrade_required", UPGRADE_WORDS[language][charge](MONTH_WORDS[language](next)));
}

type Updater = Pick<Db, "update">;

export class AllowanceService {
  constructor(private readonly db: Db) {}

  /**
   * Takes one `charge` from a free account in a single conditional UPDATE (402 with the upgrade words
   * when there is none left). Pass a transaction as `db` to make the charge part of the work it pays for.
   */
  async spend(
    userId: string,
    charge: Charge,
    options: { db?: Updater; language?: Language; now?: Date } = {},
  ): Promise<Allowance> {
    const { db = this.db, language = "en", now = new Date() } = options;
    const month = monthOf(now);
    const day = dayOf(now);
    const monthly = sql`(case when ${users.creditsMonth} = ${month} then ${users.trialCredits} else ${FREE_BUNDLES_PER_MONTH} end)`;
    const used = sql`(case when ${users.coachingDay} = ${day}::date then ${users.coachingUsed} else 0 end)`;
    const rows =
      charge === "bundle"
        ? await db
            .update(users)
            .set({
              // Monthly credits first, then granted ones. SET reads the row as it was before the update.
              trialCredits: sql`case when ${monthly} > 0 then ${monthly} - 1 else 0 end`,
              bonusCredits: sql`case when ${monthly} > 0 then ${users.bonusCredits} else ${users.bonusCredits} - 1 end`,
              creditsMonth: month,
            })
            .where(and(eq(users.id, userId), sql`(${monthly} > 0 or ${users.bonusCredits} > 0)`))
            .returning()
        : await db
            .update(users)
            .set({ coachingUsed: sql`${used} + 1`, coachingDay: day })
            .where(and(eq(users.id, userId), sql`${used} < ${FREE_COACHING_PER_DAY}`))
            .returning();
    const row = rows[0];
    if (!row) throw upgradeRequired(charge, language, now);
    return freeAllowance(row, now);
  }

  /** Gives back what a charge took when the work it paid for failed before anything was delivered. */
  async refund(userId: string, charge: Charge, now = new Date()): Promise<Allowance | null> {
    const rows =
      charge === "bundle"
        ? await this.db
            .update(users)
            .set({ trialCredits: sql`${users.trialCredits} + 1` })
            .where(and(eq(users.id, userId), eq(users.creditsMonth, monthOf(now))))
            .returning()
        : await this.db
            .update(users)
            .set({ coachingUsed: sql`greatest(${users.coachingUsed} - 1, 0)` })
            .where(and(eq(users.id, userId), eq(users.coachingDay, dayOf(now))))
            .returning();
    return rows[0] ? freeAllowance(rows[0], now) : null;
  }
}
