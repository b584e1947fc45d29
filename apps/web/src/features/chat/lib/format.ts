import type { Money } from "@buildr/contracts";

const LOCALES = { en: "en-US", es: "es-US", fr: "fr-CA" } as const;

function localeOf(language: string): string {
  return LOCALES[language.slice(0, 2) as keyof typeof LOCALES] ?? "en-US";
}

/** US dollars written the way each interface language writes them ("$1,250", "1 250 $"). */
export function formatUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatUsdRange(amount: Money, language: string): string {
  const low = formatUsd(amount.low, language);
  const high = formatUsd(amount.high, language);
  return low === high ? low : `${low} – ${high}`;
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}
