const LOCALES = { en: "en-US", es: "es-US", fr: "fr-CA" } as const;

/** Whole US dollars as each audience writes them: "$1,086" in English and US Spanish, "1 086 $" in French. */
export function formatUsd(amount: number, language: string): string {
  const locale = LOCALES[language.slice(0, 2) as keyof typeof LOCALES] ?? "en-US";
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A low-high estimate, or one figure when both ends agree. */
export function formatUsdRange(range: { low: number; high: number }, language: string): string {
  const low = formatUsd(range.low, language);
  return range.low === range.high ? low : `${low}–${formatUsd(range.high, language)}`;
}
