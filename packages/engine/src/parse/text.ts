/**
 * Text preparation shared by the lead parser: one sanitising pass, one lower-casing pass and one
 * accent-folding pass per lead. The three views keep the same length, so an index found in one is valid
 * in the others (names and USPS codes are read from `raw`, patterns from `plain`).
 */

/** Leads longer than this are cut: the API caps input well below, this only keeps the parser bounded. */
export const MAX_LEAD_CHARS = 20_000;

// Control characters (except tab/newline), zero-width marks and replacement chars are junk from copy-paste;
// non-breaking spaces, typographic quotes and dashes become their plain forms. One pass for all of them.
const ODD_CHARS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u00a0\u00b4\u02bc\u0060\u2007\u200b-\u200d\u2010-\u2015\u2018\u2019\u202f\u2060\u2212\ufeff\ufffd]/g;

function plainChar(ch: string): string {
  const c = ch.charCodeAt(0);
  if (c === 0x2018 || c === 0x2019 || c === 0x02bc || c === 0x60 || c === 0xb4) return "'";
  if ((c >= 0x2010 && c <= 0x2015) || c === 0x2212) return "-";
  return " ";
}
// Tags are dropped so pasted HTML (or an injection attempt) never reaches a name or an occupation.
const TAGS = /<\/?[a-z!?][^<>]{0,300}>/gi;
const ENTITIES = /&#?[a-z0-9]{1,8};/gi;
const URLS = /\b(?:https?:\/\/|www\.)[^\s<>]{0,500}/gi;
const SPACES = /[ \t]+/g;
const SCRIPT_OPEN = /<(script|style)\b/gi;
const SCRIPT_CLOSE = /<\/(?:script|style)\s*>/gi;

/** Removes whole `<script>`/`<style>` blocks: their text is code, never facts about a client. */
function dropScriptBlocks(text: string): string {
  SCRIPT_OPEN.lastIndex = 0;
  if (!SCRIPT_OPEN.test(text)) return text;
  let out = "";
  let from = 0;
  SCRIPT_OPEN.lastIndex = 0;
  for (;;) {
    SCRIPT_OPEN.lastIndex = from;
    const open = SCRIPT_OPEN.exec(text);
    if (open === null) break;
    out += `${text.slice(from, open.index)} `;
    SCRIPT_CLOSE.lastIndex = open.index;
    const close = SCRIPT_CLOSE.exec(text);
    // An unclosed block swallows the rest, as a browser would.
    if (close === null) return out;
    from = close.index + close[0].length;
  }
  return out + text.slice(from);
}

/** Printable ASCII but "<", "&" and "`", new lines, and Latin-1 letters and signs but NBSP and "´". */
const NOTHING_TO_CLEAN = /^[\x20-\x25\x27-\x3b\x3d-\x5f\x61-\x7e\n\r\u00a1-\u00b3\u00b5-\u00ff]*$/;
const URL_START = /https?:\/\/|www\./i;

/** Cleans pasted text: junk characters out, typographic quotes and dashes made plain, tags removed. */
export function sanitize(text: string): string {
  let clean = text.length > MAX_LEAD_CHARS ? text.slice(0, MAX_LEAD_CHARS) : text;
  // Most leads are typed text with nothing to clean: no junk or odd characters, no markup, entities,
  // URLs, tabs or double spaces, no combining marks. They are returned as they are, without the passes.
  if (NOTHING_TO_CLEAN.test(clean) && !clean.includes("  ") && !URL_START.test(clean)) return clean;
  clean = dropScriptBlocks(clean).normalize("NFC");
  return clean
    .replace(ODD_CHARS, plainChar)
    .replace(TAGS, " ")
    .replace(ENTITIES, " ")
    .replace(URLS, " ")
    .replace(SPACES, " ");
}

const COMBINING = /[\u0300-\u036f]/g;
// Only Latin letters carry the accents of en/es/fr; other scripts pass through untouched (and fast).
const LATIN_ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff]/g;

function foldOne(ch: string): string {
  const base = ch.normalize("NFD").replace(COMBINING, "");
  // Only a one-for-one fold keeps indices aligned between the lower-cased and folded strings.
  return base.length === ch.length ? base : ch;
}

const FOLDED = new Map<string, string>();
for (const [from, to] of [
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
]) {
  for (let code = from!; code <= to!; code++) {
    const ch = String.fromCharCode(code);
    FOLDED.set(ch, foldOne(ch));
  }
}

function foldChar(ch: string): string {
  return FOLDED.get(ch) ?? ch;
}

/** Removes accents without changing the string's length ("años" → "anos", "âgée" → "agee"). */
export function foldAccents(lower: string): string {
  return lower.replace(LATIN_ACCENTED, foldChar);
}

const UPPER_OR_NON_ASCII = /[A-Z]|[^\x20-\x7e\t\n\r]/g;
function lowerChar(ch: string): string {
  const low = ch.toLowerCase();
  return low.length === ch.length ? low : ch;
}

// "y/o", "y.o." and "w/o" are one word to an agent; "401(k)" is the plan, not 401 thousand.
const YEARS_OLD_ABBR = /\by\s?[./]\s?o\b\.?/g;
const WITHOUT_ABBR = /\bw\/o\b/g;
const RETIREMENT_PLAN = /\b(401|403|457)\s?\(([kb])\)/g;

function padTo(word: string, length: number): string {
  return word + " ".repeat(Math.max(0, length - word.length));
}

// ---- Where each sanitised character came from -----------------------------------------------------------

const SCRIPT_BLOCK = /<(?:script|style)\b[\s\S]*?(?:<\/(?:script|style)\s*>|$)/gi;
// biome-ignore lint/suspicious/noMisleadingCharacterClass: a letter and its combining marks are the point.
const COMBINING_RUN = /[^\u0300-\u036f][\u0300-\u036f]+/g;

/** `text` with `pattern` replaced, and for each new character the index in the original it came from. */
function replaceTracked(
  text: string,
  origin: Int32Array,
  pattern: RegExp,
  replace: (match: string) => string,
): [string, Int32Array] {
  pattern.lastIndex = 0;
  let out = "";
  const map: number[] = [];
  let from = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    out += text.slice(from, m.index);
    for (let k = from; k < m.index; k++) map.push(origin[k]!);
    const by = replace(m[0]);
    out += by;
    for (let k = 0; k < by.length; k++) map.push(origin[m.index + Math.min(k, m[0].length - 1)]!);
    from = m.index + m[0].length;
  }
  out += text.slice(from);
  for (let k = from; k <= text.length; k++) map.push(origin[k]!);
  return [out, Int32Array.from(map)];
}

/**
 * For a lead the sanitiser changed, the index in the lead as typed of each sanitised character (and of
 * the end), so a fact's source points into what the agent wrote; undefined when nothing moved.
 */
function originOf(text: string, raw: string): Int32Array | undefined {
  const cut = text.length > MAX_LEAD_CHARS ? text.slice(0, MAX_LEAD_CHARS) : text;
  if (cut === raw) return undefined;
  let origin: Int32Array = new Int32Array(cut.length + 1);
  for (let k = 0; k <= cut.length; k++) origin[k] = k;
  let s = cut;
  [s, origin] = replaceTracked(s, origin, SCRIPT_BLOCK, () => " ");
  [s, origin] = replaceTracked(s, origin, COMBINING_RUN, (m) => m.normalize("NFC"));
  [s, origin] = replaceTracked(s, origin, ODD_CHARS, plainChar);
  [s, origin] = replaceTracked(s, origin, TAGS, () => " ");
  [s, origin] = replaceTracked(s, origin, ENTITIES, () => " ");
  [s, origin] = replaceTracked(s, origin, URLS, () => " ");
  [s, origin] = replaceTracked(s, origin, SPACES, () => " ");
  // Should a step ever disagree with `sanitize`, the sanitised indices are kept as they are.
  return s === raw ? origin : undefined;
}

/** The three views of a lead every extractor works from; all have the same length. */
export interface LeadText {
  /** Sanitised, original case (for USPS codes and names). */
  raw: string;
  /** The lead as typed (cut at MAX_LEAD_CHARS). */
  source: string;
  /** Index in `source` of each character of `raw` and of its end, when sanitising moved anything. */
  origin: Int32Array | undefined;
  /** Lower-case with accents (for "él", "marié"). */
  lower: string;
  /** Lower-case, accents folded, a few abbreviations spelled as one word (most patterns). */
  plain: string;
}

export function prepare(text: string): LeadText {
  const raw = sanitize(text);
  let lower = raw.toLowerCase();
  // A few characters ("İ") grow when lower-cased; they are kept as they are so indices stay aligned.
  if (lower.length !== raw.length) lower = raw.replace(UPPER_OR_NON_ASCII, lowerChar);
  const plain = foldAccents(lower)
    .replace(YEARS_OLD_ABBR, (m) => padTo("yo", m.length))
    .replace(WITHOUT_ABBR, "wo ")
    .replace(RETIREMENT_PLAN, (m, plan: string, letter: string) => padTo(plan + letter, m.length));
  const source = text.length > MAX_LEAD_CHARS ? text.slice(0, MAX_LEAD_CHARS) : text;
  return { raw, lower, plain, source, origin: originOf(text, raw) };
}

/** A span of `raw` as the span of the lead as typed it was read from. */
export function spanInSource(t: LeadText, from: number, to: number): [number, number] {
  const o = t.origin;
  if (!o) return [from, to];
  // The end is where the next character came from: a composed "é" keeps its accent mark.
  return [o[from]!, o[to]!];
}
