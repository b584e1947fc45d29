import type { Money } from "@buildr/contracts";

const LOCALES = { en: "en-US", es: "es-US", fr: "fr-CA" } as const;

function localeOf(language: string): string {
  return LOCALES[language.slice(0, 2) as keyof typeof LOCALES] ?? "en-US";
}

/** US dollars as each audience writes them: "$1,250" in English and US Spanish, "1 250 $" in French. */
export function formatUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A range, or one figure when both ends are the same; French spaces the dash between two "… $". */
export function formatUsdRange(amount: Money, language: string): string {
  const low = formatUsd(amount.low, language);
  const high = formatUsd(amount.high, language);
  if (low === high) return low;
  return language.startsWith("fr") ? `${low} – ${high}` : `${low}–${high}`;
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: "medium" }).format(new Date(iso));
}
