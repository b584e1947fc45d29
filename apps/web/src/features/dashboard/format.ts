const LOCALES = { en: "en-US", es: "es-US", fr: "fr-CA" } as const;

function localeOf(language: string): string {
  return LOCALES[language.slice(0, 2) as keyof typeof LOCALES] ?? "en-US";
}

/** A dollar range as the reader writes it: "$1,200 – $2,400", "1 200 $ – 2 400 $". */
export function formatUsdRange(range: { low: number; high: number }, language: string): string {
  const format = new Intl.NumberFormat(localeOf(language), {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  });
  if (Math.round(range.low) === Math.round(range.high)) return format.format(range.low);
  return `${format.format(range.low)} – ${format.format(range.high)}`;
}

export function formatDay(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  // Week and month starts are UTC dates: shown as such, whatever the reader's time zone.
  const text = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: "UTC" }).format(
    new Date(iso),
  );
  // French writes the first of the month as an ordinal: "1er novembre".
  return language.startsWith("fr") ? text.replace(/^1(?=\s)/, "1er") : text;
}
