/**
 * Language of a lead from its function words and accents. English unless Spanish or French is clearly
 * ahead: a lead that is mostly names and numbers ("Maria Lopez, 67, TX") is treated as English.
 */
import type { Language } from "../types.js";
import type { LeadText } from "./text.js";
import type { Token } from "./tokens.js";

// Words typical of one language only score 2; words shared by es and fr ("la", "de") score 0.5 for both.
const EN = new Set(
  "the and is has have with she he his her him years old wants want of for to on an who not looking needs insurance married retired kids health about month year income savings also but doesn was would like it this that they their from at by be are currently client lives".split(
    " ",
  ),
);
const ES = new Set(
  "y tiene anos ano que los las con su sus es para una por quiere esta muy pero sin hijos hijas al mes cliente senora senor vive seguro salud jubilado jubilada casada casado dinero tambien como lo mas del ella le se ya mensuales ahorros gana necesita busca".split(
    " ",
  ),
);
const FR = new Set(
  "et avec ans est il elle son sa ses pour une qui veut au aux pas ne sur par mois madame monsieur retraite retraitee mariee enfants sante assurance aussi mais tres ou dans ce cette d l n qu des du les epargne souhaite cherche".split(
    " ",
  ),
);
const SHARED_ES_FR = new Set("la de un en le".split(" "));

const ES_CHARS = /[ñ¿¡áíóú]/g;
const FR_CHARS = /[çœèêàâîôûùëïæ]/g;

export interface LanguageScores {
  en: number;
  es: number;
  fr: number;
}

export function scoreLanguage(text: LeadText, tokens: readonly Token[]): LanguageScores {
  let en = 0;
  let es = 0;
  let fr = 0;
  for (const token of tokens) {
    const key = token.key;
    if (EN.has(key)) en += 2;
    if (ES.has(key)) es += 2;
    if (FR.has(key)) fr += 2;
    if (SHARED_ES_FR.has(key)) {
      es += 0.5;
      fr += 0.5;
    }
  }
  // Accents are capped so one accented name does not outweigh the sentence around it.
  es += Math.min(6, (text.lower.match(ES_CHARS)?.length ?? 0) * 1.5);
  fr += Math.min(6, (text.lower.match(FR_CHARS)?.length ?? 0) * 1.5);
  return { en, es, fr };
}

export function pickLanguage(scores: LanguageScores): Language {
  const { en, es, fr } = scores;
  const best = es >= fr ? "es" : "fr";
  const top = Math.max(es, fr);
  const other = Math.min(es, fr);
  if (top >= 4 && top > en + 1 && top > other + 1) return best;
  return "en";
}
