import type { Money } from "@buildr/contracts";

/**
 * Money and dates as each audience writes them, the one place the web app formats them: the same premium
 * reads the same on the chat card, the bundle page, the dashboard and the landing.
 */
const LOCALES = { en: "en-US", es: "es-US", fr: "fr-CA" } as const;

/** The Intl locale for an interface language ("es" → US Spanish, "fr" → Canadian French); English else. */
export function localeOf(language: string): string {
  return LOCALES[language.slice(0, 2) as keyof typeof LOCALES] ?? "en-US";
}

const usdFormats = new Map<string, Intl.NumberFormat>();

/** Whole US dollars: "$1,250" in English and US Spanish, "1 250 $" in French. */
export function formatUsd(amount: number, language: string): string {
  const locale = localeOf(language);
  let format = usdFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    });
    usdFormats.set(locale, format);
  }
  return format.format(amount);
}

/**
 * A low–high estimate, or one figure when both ends read the same. The en dash is closed between
 * "$441–$888" (English and Spanish) and spaced between French amounts that end in "$": "441 $ – 888 $".
 */
export function formatUsdRange(range: Pick<Money, "low" | "high">, language: string): string {
  const low = formatUsd(range.low, language);
  const high = formatUsd(range.high, language);
  if (low === high) return low;
  return language.startsWith("fr") ? `${low} – ${high}` : `${low}–${high}`;
}

/** A calendar date: "Nov 25, 2026", "25 nov 2026", "25 nov. 2026". */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: "medium" }).format(new Date(iso));
}

/** A moment, with its time of day in the reader's zone. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/** A UTC calendar day (week and month starts), shown as such whatever the reader's time zone. */
export function formatDay(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const text = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: "UTC" }).format(
    new Date(iso),
  );
  // French writes the first of the month as an ordinal: "1er novembre".
  return language.startsWith("fr") ? text.replace(/^1(?=\s)/, "1er") : text;
}

/** The reader's own date today, "YYYY-MM-DD" (the agent's today, whatever the server's time zone). */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
