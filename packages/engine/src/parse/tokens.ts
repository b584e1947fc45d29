/**
 * One left-to-right pass turns a prepared lead into word and number tokens, each knowing which clause it
 * belongs to. Every extractor works on these tokens, so the lead is scanned once, not once per pattern.
 *
 * Kept as one file: boundaries, numbers and joins are one pass over the text.
 */
import { MULTIPLIER_WORDS, NUMBER_WORDS, parseDigits, suffixMultiplier } from "./numbers.js";
import type { LeadText } from "./text.js";

/** What separates a token from the one before it: nothing, a comma-like break, or a sentence break. */
export type Boundary = 0 | 1 | 2;

export interface NumberInfo {
  /** After any multiplier ("85k" → 85,000). */
  value: number;
  negative: boolean;
  /** A "$"/"€" sign or a currency word next to it. */
  currency: boolean;
  /** "k", "M", "mil", "thousand"... */
  multiplier: boolean;
  /** What the multiplier multiplied by (1 without one). */
  scale: number;
  /** "$40-50": the low end is `value`, this is the high end. */
  rangeHigh: number | undefined;
  integer: boolean;
  /** Part of a date, phone number, range or time ("3/15/1958", "555-1234", "10:30"). */
  compound: boolean;
  /** A percentage, an ordinal or a height: never an age or an amount. */
  measure: boolean;
  /** "67M", "72F": agent shorthand for age and sex. */
  letter: "m" | "f" | undefined;
  spelled: boolean;
  /** As typed, for the notes in `ignored`. */
  text: string;
}

export interface Token {
  /** Folded lower-case word; "#" for a number. */
  key: string;
  start: number;
  end: number;
  brk: Boundary;
  /** First letter upper-case in the raw text. */
  cap: boolean;
  /** Two or more letters, all upper-case ("TX", "JOHN"). */
  upper: boolean;
  /** Comma-level clause id. */
  soft: number;
  /** Sentence-level clause id. */
  hard: number;
  num: NumberInfo | undefined;
  /** Set once an extractor has given this number a meaning (age, kids, a duration...). */
  used: boolean;
  /** A "+" stands between the previous token and this one ("340k in savings + 60k cash"). */
  plus?: true;
  /** A colon stands between the previous token and this one, as after a form's label ("Income: 240k"). */
  colon?: true;
}

const LABEL_COLON = /^\s*:\s*[~≈]?\s*\$?\s*$/u;

function hasColon(plain: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (plain.charCodeAt(i) === 58) return true;
  return false;
}

const LETTER = /[\p{L}\p{M}]/u;
// 0 unknown, 1 letter, 2 other: the Unicode test runs once per distinct character.
const letterCache = new Uint8Array(65_536);

function isLetterCode(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  let known = letterCache[c]!;
  if (known === 0) {
    known = LETTER.test(String.fromCharCode(c)) ? 1 : 2;
    letterCache[c] = known;
  }
  return known === 1;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAsciiLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

const NUMBER_AT =
  /\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?!\d)|\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?!\d)|\d{1,3}(?: \d{3})+(?:,\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2}(?!\d))?/y;

/** Plans and forms whose names start with digits: words, not amounts. */
const DIGIT_WORDS = new Set(["401k", "403b", "457b", "401a", "401ks", "403bs", "457bs", "1099", "w2"]);
const ATTACHED_AGE = new Set(["y", "yo", "yr", "yrs", "yoa"]);
/** What follows "20yr" when it is a length: a product, a loan, time left or gone. */
const LENGTH_AFTER =
  /^[\s-]*(?:level |guaranteed |fixed )?(?:term|level|fixed|myga|annuity|cd|mortgage|loan|note|plan|policy|guarantee|rate|surrender|period|payout|ago|left|remaining|to go|later|back)\b/;
const ORDINAL = new Set(["st", "nd", "rd", "th", "er", "ere", "eme", "e", "o", "a", "ro", "do", "to"]);
const CURRENCY_WORDS = new Set([
  "dollar",
  "dollars",
  "usd",
  "dolar",
  "dolares",
  "euro",
  "euros",
  "eur",
  "bucks",
]);

function isCurrencyChar(ch: string | undefined): boolean {
  return ch === "$" || ch === "€" || ch === "£";
}

/** Abbreviations agents end with a period in the middle of a sentence. */
const ABBREVIATIONS = new Set(
  "incl approx aprox appt ret yrs yr mos dx hx est env apt aprox aprx avg amt misc".split(" "),
);

function boundaryOf(plain: string, from: number, to: number): Boundary {
  let brk: Boundary = 0;
  for (let i = from; i < to; i++) {
    const c = plain.charCodeAt(i);
    // . ; ! ? newline | •
    if (c === 46 || c === 59 || c === 33 || c === 63 || c === 10 || c === 13 || c === 124 || c === 8226) {
      return 2;
    }
    // , ( ) [ ] and a dash standing between spaces
    if (c === 44 || c === 40 || c === 41 || c === 91 || c === 93) brk = 1;
    // "Spouse lead: wife ...": a colon between words (not "10:30").
    else if (c === 58 && !(isDigitCode(plain.charCodeAt(i - 1)) && isDigitCode(plain.charCodeAt(i + 1))))
      brk = 1;
    else if (c === 45 && (plain.charCodeAt(i - 1) === 32 || plain.charCodeAt(i + 1) === 32)) {
      // "income -5" keeps its sign; "diabetic - no insulin" is two clauses.
      const next = plain.charCodeAt(i + 1);
      if (!isDigitCode(next) && next !== 36) brk = 1;
    }
  }
  return brk;
}

/** Titles agents type with a period: "Mr.", "Mrs.", "Dr.", "Sr.", "Sra.", "Mme.", and the French "M.". */
const TITLE_ABBREVIATIONS = new Set("mr mrs ms dr dra sr sra srta mme mlle".split(" "));
/** Place prefixes ("St. Louis", "Ft. Myers", "Mt. Vernon") whose period ends no sentence. */
const PLACE_PREFIXES = new Set("st ste ft mt pt".split(" "));
const COUPLE_JOINS = new Set(["et", "and", "y"]);

function isTitleStop(t: LeadText, title: Token, next: Token, before: Token | undefined): boolean {
  if (!title.cap || !/^\. ?$/.test(t.plain.slice(title.end, next.start))) return false;
  if (before?.num !== undefined && title.end - title.start === 1) return false;
  // "Sr. 68 El Paso": a title of two letters or more before the age.
  // "Sr. de 67": Spanish puts "de" between the title and the age.
  // "M. 67 et sa femme 65": the French "M." opening the lead, before the age.
  const monsieurFirst = before === undefined && title.key === "m" && t.raw.charAt(title.start) === "M";
  const ageAfter =
    (next.num !== undefined || next.key === "de") && (title.end - title.start >= 2 || monsieurFirst);
  if (!next.cap && !COUPLE_JOINS.has(next.key) && !ageAfter) return false;
  // "lives on 5th St. Joan is 66": a street's "St." after its number does end the sentence.
  if (PLACE_PREFIXES.has(title.key)) return before?.num === undefined && next.cap;
  if (TITLE_ABBREVIATIONS.has(title.key)) return true;
  return title.key === "m" && t.raw.charAt(title.start) === "M";
}

function makeToken(t: LeadText, key: string, start: number, end: number): Token {
  const { raw, lower } = t;
  const cap = raw.charCodeAt(start) !== lower.charCodeAt(start);
  let upper = cap && end - start >= 2;
  // Upper-case when no letter of the word is already lower-case.
  for (let k = start + 1; upper && k < end; k++) {
    const c = raw.charCodeAt(k);
    if (c === lower.charCodeAt(k) && isLetterCode(c)) upper = false;
  }
  return { key, start, end, brk: 0, cap, upper, soft: 0, hard: 0, num: undefined, used: false };
}

function numberToken(t: LeadText, start: number, end: number, info: NumberInfo): Token {
  const token = makeToken(t, "#", start, end);
  token.num = info;
  return token;
}

function scanNumber(t: LeadText, i: number, out: Token[]): number {
  const plain = t.plain;
  NUMBER_AT.lastIndex = i;
  const m = NUMBER_AT.exec(plain);
  const digits = m === null ? plain.charAt(i) : m[0];
  const j = i + digits.length;
  let k = j;
  while (k < plain.length && isAsciiLower(plain.charCodeAt(k))) k++;
  const letters = plain.slice(j, k);
  if (letters !== "" && DIGIT_WORDS.has(digits + letters)) {
    out.push(makeToken(t, digits + letters, i, k));
    return k;
  }
  const base = digits.length > 15 ? null : parseDigits(digits);
  // Sign and currency just before: "-5", "$85", "$ 85", "-$5", "$-5".
  let p = i - 1;
  let negative = false;
  let currency = false;
  if (plain.charAt(p) === "-" && !isLetterOrDigitAt(plain, p - 1)) {
    negative = true;
    p--;
  }
  if (plain.charAt(p) === " " && isCurrencyChar(plain.charAt(p - 1))) p--;
  if (isCurrencyChar(plain.charAt(p))) {
    currency = true;
    p--;
    if (!negative && plain.charAt(p) === "-" && !isLetterOrDigitAt(plain, p - 1)) negative = true;
  }
  const before = plain.charAt(i - 1);
  const after = plain.charAt(j);
  const compound =
    ((before === "/" || before === "-" || before === ":") && isDigitCode(plain.charCodeAt(i - 2))) ||
    ((after === "/" || after === "-" || after === ":") && isDigitCode(plain.charCodeAt(j + 1)));
  // A compared number ("age > 70", "a1c < 7") is a threshold, not a fact about the client.
  const compared = /[<>=≤≥]\s?$/.test(plain.slice(Math.max(0, p - 1), p + 1));
  let measure = compared || after === "%" || (after === "'" && plain.charAt(j + 1) !== "s") || after === '"';
  let multiplier = 1;
  let letter: "m" | "f" | undefined;
  let end = j;
  let trailing: string | undefined;
  if (letters !== "") {
    if (letters === "f" || (letters === "m" && !currency && base !== null && isAgeLike(base))) {
      letter = letters;
      end = k;
    } else if (suffixMultiplier(letters) !== 1) {
      multiplier = suffixMultiplier(letters);
      end = k;
    } else if (ORDINAL.has(letters)) {
      measure = true;
      end = k;
    } else if (ATTACHED_AGE.has(letters)) {
      // "67yo", "72yr": an age; but "20yr term", "10yr myga", "15yrs left" are lengths.
      trailing =
        (letters === "yr" || letters === "yrs") && LENGTH_AFTER.test(plain.slice(k, k + 24)) ? "yr" : "yo";
    } else {
      trailing = letters;
    }
  }
  if (plain.charAt(end) === "$" || plain.charAt(end) === "€") currency = true;
  else if (plain.charAt(end) === " " && isCurrencyChar(plain.charAt(end + 1))) currency = true;
  if (base !== null) {
    out.push(
      numberToken(t, i, end, {
        value: base * multiplier,
        negative,
        currency,
        multiplier: multiplier !== 1,
        scale: multiplier,
        rangeHigh: undefined,
        integer: Number.isInteger(base),
        compound,
        measure,
        letter,
        spelled: false,
        text: t.raw.slice(negative ? i - 1 : i, end),
      }),
    );
  }
  if (trailing !== undefined) {
    out.push(makeToken(t, trailing, j, k));
    return k;
  }
  return end;
}

function isAgeLike(value: number): boolean {
  return Number.isInteger(value) && value >= 18 && value <= 110;
}

function isLetterOrDigitAt(s: string, i: number): boolean {
  if (i < 0) return false;
  const c = s.charCodeAt(i);
  return isDigitCode(c) || isLetterCode(c);
}

const BEFORE_MONTH = new Set(
  "last next this in since until til till thru through from effective early late mid end desde hasta en el le depuis".split(
    " ",
  ),
);

/** "last sept", "since sept 2025": the month, not French "sept" (seven). */
function septIsMonth(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  const year = next?.num?.value;
  if (next && next.brk === 0 && year !== undefined && year >= 1900 && year <= 2100) return true;
  const before = tokens[i - 1];
  return before !== undefined && tokens[i]!.brk === 0 && BEFORE_MONTH.has(before.key);
}

/** Folds "sesenta y ocho", "soixante-douze", "quatre-vingt-cinq", "cien mil" into number tokens. */
function joinSpelledNumbers(t: LeadText, tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let value = NUMBER_WORDS.get(token.key);
    if (token.key === "sept" && septIsMonth(tokens, i)) value = undefined;
    if (value === undefined || token.num) {
      out.push(token);
      continue;
    }
    let last = i;
    const at = (n: number): Token | undefined => {
      const next = tokens[n];
      return next && next.brk === 0 ? next : undefined;
    };
    const wordValue = (n: number): number | undefined => {
      const next = at(n);
      return next ? NUMBER_WORDS.get(next.key) : undefined;
    };
    // quatre-vingt(s) = 80
    if (value === 4 && (at(last + 1)?.key === "vingt" || at(last + 1)?.key === "vingts")) {
      value = 80;
      last++;
    }
    // deux cents, two hundred
    const hundred = wordValue(last + 1);
    if (value < 10 && hundred === 100) {
      value *= 100;
      last++;
    }
    if (value >= 20 && value % 10 === 0 && value < 100) {
      let n = last + 1;
      const joiner = at(n)?.key;
      if (joiner === "y" || joiner === "et" || joiner === "and") n++;
      const unit = wordValue(n);
      if (unit !== undefined && unit >= 1 && unit <= 19) {
        value += unit;
        last = n;
        // soixante-dix-sept
        const more = wordValue(last + 1);
        if (unit === 10 && more !== undefined && more >= 1 && more <= 9) {
          value += more;
          last++;
        }
      }
    } else if (value === 10) {
      const unit = wordValue(last + 1);
      if (unit !== undefined && unit >= 7 && unit <= 9) {
        value += unit;
        last++;
      }
    }
    const end = tokens[last]!.end;
    const merged = numberToken(t, token.start, end, {
      value,
      negative: false,
      currency: false,
      multiplier: false,
      scale: 1,
      rangeHigh: undefined,
      integer: true,
      compound: false,
      measure: false,
      letter: undefined,
      spelled: true,
      text: t.raw.slice(token.start, end),
    });
    merged.brk = token.brk;
    out.push(merged);
    i = last;
  }
  return out;
}

/** "85 mil", "1.2 million", "a million", "85 mil dólares": the multiplier and currency join the number. */
function joinAmountWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const multiplier = next && next.brk === 0 ? MULTIPLIER_WORDS.get(next.key) : undefined;
    if (token.num && multiplier !== undefined && !token.num.multiplier) {
      token.num.value *= multiplier;
      token.num.multiplier = true;
      token.num.scale = multiplier;
      token.end = next!.end;
      i++;
    } else if (
      multiplier === 1_000_000 &&
      (token.key === "a" || token.key === "un" || token.key === "one" || token.key === "medio")
    ) {
      const value = token.key === "medio" ? 500_000 : 1_000_000;
      const text = `${token.key} ${next!.key}`;
      token.key = "#";
      token.num = {
        value,
        negative: false,
        currency: false,
        multiplier: true,
        scale: value,
        rangeHigh: undefined,
        integer: true,
        compound: false,
        measure: false,
        letter: undefined,
        spelled: true,
        text,
      };
      token.end = next!.end;
      i++;
    }
    out.push(token);
    const after = out[out.length - 1]!;
    const currencyWord = tokens[i + 1];
    if (after.num && currencyWord && currencyWord.brk === 0 && CURRENCY_WORDS.has(currencyWord.key)) {
      after.num.currency = true;
    }
  }
  return out;
}

const RANGE_DASH = /^-\$?$/;

/** "40-50/mo", "$80-100", "40-50k": one amount, the low end kept; phone numbers and dates stay apart. */
function joinRanges(t: LeadText, tokens: Token[]): Token[] {
  const plain = t.plain;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const low = tokens[i]!;
    const high = tokens[i + 1];
    if (
      low.num &&
      high?.num &&
      RANGE_DASH.test(plain.slice(low.end, high.start)) &&
      !/[-/]\d/.test(plain.slice(high.end, high.end + 2)) &&
      !/\d[-/]$/.test(plain.slice(Math.max(0, low.start - 2), low.start)) &&
      low.num.value <= high.num.value * (low.num.multiplier ? 1 : high.num.scale)
    ) {
      const scale = low.num.multiplier ? 1 : high.num.scale;
      low.num.value *= scale;
      low.num.multiplier ||= high.num.multiplier;
      low.num.scale *= scale;
      low.num.currency ||= high.num.currency;
      low.num.compound = false;
      low.num.rangeHigh = high.num.value;
      low.num.text = t.raw.slice(low.start, high.end);
      low.end = high.end;
      out.push(low);
      i++;
      continue;
    }
    out.push(low);
  }
  return out;
}

/** The lead as tokens, clause ids and boundaries filled in. Linear in the lead's length. */
export function tokenize(t: LeadText): Token[] {
  const plain = t.plain;
  const n = plain.length;
  let tokens: Token[] = [];
  let i = 0;
  while (i < n) {
    const c = plain.charCodeAt(i);
    if (isLetterCode(c)) {
      let j = i + 1;
      while (j < n) {
        const d = plain.charCodeAt(j);
        // `plain` is lower-case: ASCII letters and digits first, the Unicode test only for the rest.
        if ((d >= 97 && d <= 122) || isDigitCode(d) || (d >= 128 && isLetterCode(d))) j++;
        else break;
      }
      tokens.push(makeToken(t, plain.slice(i, j), i, j));
      i = j;
    } else if (isDigitCode(c)) {
      i = scanNumber(t, i, tokens);
    } else {
      if (c === 38) tokens.push(makeToken(t, "and", i, i + 1)); // "&"
      i++;
    }
  }
  // Boundaries first: the joins below must not glue words across a comma.
  let previousEnd = 0;
  let previous: Token | undefined;
  let before: Token | undefined;
  for (const token of tokens) {
    token.brk = boundaryOf(plain, previousEnd, token.start);
    if (token.start > previousEnd && plain.slice(previousEnd, token.start).includes("+")) token.plus = true;
    // "Income: ~240k", "Budget: 150/mo": a field's label before its value.
    if (
      token.brk === 1 &&
      hasColon(plain, previousEnd, token.start) &&
      LABEL_COLON.test(plain.slice(previousEnd, token.start))
    )
      token.colon = true;
    // "incl. a 30k CD", "ret. navy": the period of an abbreviation before a lower-case word ends nothing.
    if (
      token.brk === 2 &&
      previous !== undefined &&
      ABBREVIATIONS.has(previous.key) &&
      !token.cap &&
      /^\. ?$/.test(plain.slice(previousEnd, token.start))
    )
      token.brk = 0;
    // "M. Dubois", "Mr. et Mme", "Sra. Pérez": a title's period ends nothing either ("72 M." does).
    if (token.brk === 2 && previous !== undefined && isTitleStop(t, previous, token, before)) token.brk = 0;
    previousEnd = token.end;
    before = previous;
    previous = token;
  }
  tokens = joinRanges(t, joinAmountWords(joinSpelledNumbers(t, tokens)));
  let soft = 0;
  let hard = 0;
  for (const token of tokens) {
    if (token.brk === 2) hard++;
    if (token.brk >= 1) soft++;
    token.soft = soft;
    token.hard = hard;
  }
  return tokens;
}
