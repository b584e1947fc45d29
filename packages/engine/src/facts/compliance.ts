/**
 * CMS marketing rules that shape what a bundle may say and pair (packages/engine/src/facts/compliance.ts, docs/product/compliance.md#cross-selling). The words module
 * renders the sentences; these are the facts it renders from.
 */
import { REF } from "./sources.js";
import type { Localized } from "./types.js";

/** Standardized TPMO disclaimer, 42 CFR 422.2267(e)(41), for an agent who does not sell every plan. */
export const TPMO_DISCLAIMER = {
  year: 2026,
  source: [REF.S111, REF.S110],
  text: "We do not offer every plan available in your area. Currently we represent [insert number of organizations] organizations which offer [insert number of plans] products in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options.",
  note: "Pre-2027: within the first minute of a sales call; CY2027 rule: before benefits are discussed.",
} as const;

/** $0-premium plans are "zero premium", never "free" (docs/product/decisions.md#d-14; 2018 MCMG via [S121]). */
export const ZERO_PREMIUM_WORDING: Localized = { en: "zero premium", es: "prima cero", fr: "prime zéro" };

/** Words that must not describe a Medicare plan's price, per language (checked by the words module). */
export const FORBIDDEN_MEDICARE_PRICE_WORDS: Readonly<Record<"en" | "es" | "fr", readonly string[]>> = {
  en: ["free"],
  es: ["gratis", "gratuito", "gratuita"],
  fr: ["gratuit", "gratuite"],
};

/**
 * No cross-selling: life insurance and annuities may not be sold in an MA/PDP appointment unless the
 * beneficiary asks; only products on the signed Scope of Appointment may be discussed. The 48-hour SOA
 * wait applies before CY2027 (eliminated by the CY2027 final rule, effective June 1, 2026 / Oct 1, 2026
 * for CY2027 marketing); the SOA must still be recorded before the appointment.
 */
export const CROSS_SELL_RULES = {
  year: 2026,
  source: [REF.S118, REF.S119, REF.S120, REF.S113, REF.S114, REF.S115, REF.S170],
  scopeOfAppointmentHours: 48,
  scopeOfAppointmentValidMonths: 12,
  note: "Medigap-only appointments usually need no CMS SOA, but a pivot to Part D or MA does. Annuity recommendations also need NAIC #275 best-interest documentation.",
} as const;
