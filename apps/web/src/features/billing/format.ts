import { type PaidPlan, PLAN_PRICES_USD } from "@buildr/contracts/plans";

const LOCALES = { en: "en-US", es: "es-US", fr: "fr-CA" } as const;

/** US dollars as each audience writes them: "$360" in English and US Spanish, "360 $" in French. */
export function formatUsd(amount: number, language: string): string {
  const locale = LOCALES[language as keyof typeof LOCALES] ?? "en-US";
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

export function planPrice(plan: PaidPlan, language: string): string {
  return formatUsd(PLAN_PRICES_USD[plan], language);
}
