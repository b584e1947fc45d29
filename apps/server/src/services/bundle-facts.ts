import type { Bundle } from "@buildr/contracts";
import {
  describeMissing,
  type Bundle as EngineBundle,
  type FactSource,
  type Language,
  MISSING_FACT_IDS,
  type MissingFactId,
} from "@buildr/engine";

const QUESTIONS = new Map<Language, Map<string, MissingFactId>>();

/** The engine's question for each missing fact, in one language, back to its id. */
function questionsOf(language: Language): Map<string, MissingFactId> {
  let map = QUESTIONS.get(language);
  if (!map) {
    map = new Map();
    for (const id of MISSING_FACT_IDS) {
      const [question] = describeMissing([id], language);
      if (question) map.set(question, id);
    }
    QUESTIONS.set(language, map);
  }
  return map;
}

/**
 * The bundle as the API sends it: with `missingFacts`, the ids of the questions in `missing`, so a screen
 * can offer each one as a fact to fill in ("state?") without knowing the engine's words.
 */
export function withMissingFacts(bundle: EngineBundle): Bundle {
  const questions = questionsOf(bundle.language);
  const ids: MissingFactId[] = [];
  for (const question of bundle.missing) {
    const id = questions.get(question);
    if (id && !ids.includes(id)) ids.push(id);
  }
  return Object.assign(bundle, { missingFacts: ids });
}

/**
 * The source words of a corrected profile that are still the lead's own words: a source is kept only when
 * the lead has exactly that text at that place, so a correction can never put words in the agent's mouth.
 */
export function sourcesInLead(sources: readonly FactSource[] | undefined, lead: string | null): FactSource[] {
  if (!sources || !lead) return [];
  return sources.filter((s) => s.end <= lead.length && lead.slice(s.start, s.end) === s.text);
}
