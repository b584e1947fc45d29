/**
 * Numbers as agents type them: "1,900", "1 900" and "1.900" (es/fr thousands), "1,5" (fr decimal),
 * "85k", "1.2M", "350 000 $", and spelled out: "sesenta y ocho", "soixante-douze", "two".
 */

const COMMA_GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const DOT_GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
const SPACE_GROUPED = /^\d{1,3}(?: \d{3})+(?:,\d+)?$/;
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;
const COMMA_DECIMAL = /^\d+,\d{1,2}$/;

/** Parses the digits part of an amount; `null` when it is not a number. */
export function parseDigits(digits: string): number | null {
  const s = digits.trim();
  if (s === "" || s.length > 24) return null;
  let value: number;
  if (COMMA_GROUPED.test(s)) value = Number(s.replace(/,/g, ""));
  // "1.900" is one thousand nine hundred in es/fr; "1.5" (not three digits) stays a decimal below.
  else if (DOT_GROUPED.test(s)) value = Number(s.replace(/\./g, "").replace(",", "."));
  else if (SPACE_GROUPED.test(s)) value = Number(s.replace(/ /g, "").replace(",", "."));
  else if (PLAIN_DECIMAL.test(s)) value = Number(s);
  else if (COMMA_DECIMAL.test(s)) value = Number(s.replace(",", "."));
  else return null;
  return Number.isFinite(value) ? value : null;
}

/** Multiplier for a suffix such as "k", "M", "million", "mil" (es thousand), "mille", "grand". */
export function suffixMultiplier(suffix: string | undefined): number {
  if (!suffix) return 1;
  const s = suffix.toLowerCase();
  if (s === "k" || s === "thousand" || s === "grand" || s === "mil" || s === "mille") return 1_000;
  if (s === "m" || s === "mm" || s.startsWith("million") || s.startsWith("millon")) return 1_000_000;
  return 1;
}

const MONTHLY_HINT =
  /(?:\/|\bper\b|\ba\b|\bal\b|\bpar\b)?\s*(?:mo|mth|months?|monthly|mes|mensual|mois|mensuel)\b/;
const YEARLY_HINT =
  /(?:\/|\bper\b|\ba\b|\bal\b|\bpar\b)?\s*(?:yr|years?|yearly|annual|ano|año|anual|an|annuel)\b/;
const FORM_NUMBER =
  /^(-)?\s*(?:\$|€|us\$)?\s*(-)?\s*([\d][\d.,\s]*?)\s*(k|mm|m|million|millions|thousand|mil|mille)?\s*(?:\$|€|usd|dollars?|d[oó]lares|euros?)?\s*(?:(?:\/|per|a|al|par)?\s*(?:mo|mth|month|monthly|mes|mensual|mois|yr|year|yearly|annual|ano|año|anual|an|annuel))?$/;

/** A form value as a number and the period it was typed with ("$2,800/mo"), or `null`. */
export function toAmount(input: unknown): { value: number; period: "month" | "year" | null } | null {
  if (typeof input === "number") return Number.isFinite(input) ? { value: input, period: null } : null;
  if (typeof input !== "string") return null;
  const s = input.trim().toLowerCase();
  if (s === "" || s.length > 40) return null;
  const m = FORM_NUMBER.exec(s);
  if (!m || m[3] === undefined) return null;
  const base = parseDigits(m[3]);
  if (base === null) return null;
  const value = base * suffixMultiplier(m[4]);
  const period = MONTHLY_HINT.test(s) ? "month" : YEARLY_HINT.test(s) ? "year" : null;
  return { value: m[1] || m[2] ? -value : value, period };
}

/** Spelled numbers, folded (no accents). "un/une/a" are left out: they are articles far more often. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map<string, number>([
  ["zero", 0],
  ["one", 1],
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["seven", 7],
  ["eight", 8],
  ["nine", 9],
  ["ten", 10],
  ["eleven", 11],
  ["twelve", 12],
  ["twenty", 20],
  ["thirty", 30],
  ["forty", 40],
  ["fifty", 50],
  ["sixty", 60],
  ["seventy", 70],
  ["eighty", 80],
  ["ninety", 90],
  ["hundred", 100],
  ["cero", 0],
  ["uno", 1],
  ["dos", 2],
  ["tres", 3],
  ["cuatro", 4],
  ["cinco", 5],
  ["seis", 6],
  ["siete", 7],
  ["ocho", 8],
  ["nueve", 9],
  ["diez", 10],
  ["once", 11],
  ["doce", 12],
  ["veinte", 20],
  ["treinta", 30],
  ["cuarenta", 40],
  ["cincuenta", 50],
  ["sesenta", 60],
  ["setenta", 70],
  ["ochenta", 80],
  ["noventa", 90],
  ["cien", 100],
  ["ciento", 100],
  ["doscientos", 200],
  ["trescientos", 300],
  ["cuatrocientos", 400],
  ["quinientos", 500],
  ["deux", 2],
  ["trois", 3],
  ["quatre", 4],
  ["cinq", 5],
  ["sept", 7],
  ["huit", 8],
  ["neuf", 9],
  ["dix", 10],
  ["onze", 11],
  ["douze", 12],
  ["treize", 13],
  ["quatorze", 14],
  ["quinze", 15],
  ["seize", 16],
  ["vingt", 20],
  ["vingts", 20],
  ["trente", 30],
  ["quarante", 40],
  ["cinquante", 50],
  ["soixante", 60],
  ["septante", 70],
  ["octante", 80],
  ["huitante", 80],
  ["nonante", 90],
  ["cent", 100],
  ["cents", 100],
]);

/** Words that multiply the number before them: "85 mil", "150 mille", "1.2 million", "2 grand". */
export const MULTIPLIER_WORDS: ReadonlyMap<string, number> = new Map<string, number>([
  ["k", 1_000],
  ["thousand", 1_000],
  ["grand", 1_000],
  ["mil", 1_000],
  ["mille", 1_000],
  ["million", 1_000_000],
  ["millions", 1_000_000],
  ["millon", 1_000_000],
  ["millones", 1_000_000],
]);
