/**
 * The lead parser: a client described in free text (English, Spanish or French, the way agents type it)
 * becomes a ClientProfile; the fact-finder form's profile is cleaned the same way. Pure and bounded:
 * leads are cut at MAX_LEAD_CHARS and scanned in linear time.
 */
import type { ClientProfile, Language } from "../types.js";
import { detectFromTokens, parseWith } from "./lead.js";
import { normalizeProfile as normalizeForm } from "./normalize.js";
import { prepare } from "./text.js";
import { tokenize } from "./tokens.js";

export interface ParseResult {
  profile: ClientProfile;
  language: Language;
  /** Short English notes for what was refused as nonsense ("age 300", "income -5"). */
  ignored: string[];
}

export function emptyProfile(): ClientProfile {
  return { healthConditions: [], goals: [], currentCoverage: [] };
}

/** "en", "es" or "fr" from function words and accents; short or unclear text is "en". */
export function detectLanguage(text: string): Language {
  if (typeof text !== "string") return "en";
  const prepared = prepare(text);
  return detectFromTokens(prepared, tokenize(prepared));
}

export { profileFacts } from "./facts.js";

/**
 * Reads a free-text lead. `options.language` forces the result's language (and language-only wording);
 * `options.now` resolves relative dates ("turning 65 next month", "Part B started 9/1"), which are left
 * out without it.
 */
export function parseLead(text: string, options?: { language?: Language; now?: Date }): ParseResult {
  const forced = options?.language;
  if (typeof text !== "string" || text.trim() === "") {
    return { profile: emptyProfile(), language: forced ?? "en", ignored: [] };
  }
  const prepared = prepare(text);
  const tokens = tokenize(prepared);
  const language = forced ?? detectFromTokens(prepared, tokens);
  const { profile, ignored } = parseWith(prepared, tokens, language, options?.now);
  return { profile, language, ignored };
}

/**
 * For the structured fact-finder form: trims, maps state names to USPS codes and free text (any of the
 * three languages) to ids, drops unknown ids and absurd numbers, and reports each in `ignored`.
 */
export function normalizeProfile(input: ClientProfile): ParseResult {
  return normalizeForm(input);
}
