/**
 * What the words around a phrase say about it: denied ("no diabetes", "sin diabetes", "pas de diabète"),
 * wanted ("wants Plan G"), owned ("has a life policy"), or about someone else ("her husband has
 * dementia"). All scans stay inside the phrase's clause, so "no diabetes, has COPD" keeps the COPD.
 *
 * Kept as one file: every stance is decided by the same backward scan, and the order of its rules matters.
 */
import type { Language } from "../types.js";
import { type EffectKind, type Match, words } from "./phrases.js";
import type { Token } from "./tokens.js";

const NEGATORS = words(
  "no not never nunca jamas jamais deny denied denies niega nie without sin sans pas aucun aucune ni neither nor t none ningun ninguna ninguno nada negative non ne wo n doesnt didnt isnt hasnt havent wasnt dont",
);
/**
 * A negator at `at`, also typed without its apostrophe ("they dont smoke"). French "dont" is "of which",
 * and "n'a que", "ne ... que" is "only has": no denial.
 */
function isNegator(scan: ContextScan, at: number): boolean {
  const key = scan.tokens[at]!.key;
  if (!NEGATORS.has(key)) return false;
  if (scan.language !== "fr") return true;
  if (key === "dont") return false;
  if (key !== "n" && key !== "ne") return true;
  for (let k = at + 1; k <= at + 3 && k < scan.tokens.length && scan.tokens[k]!.brk === 0; k++) {
    const next = scan.tokens[k]!.key;
    if (next === "que" || next === "qu") return false;
    if (next === "pas" || next === "plus" || next === "jamais") return true;
  }
  return true;
}
const DESIRE = words(
  "max maximum eventually eventualmente eventuellement leaning leans inclined hesite hesitant hesitates hesita duda pense pensent penser pensando piensa considerando wants want wanted wanting trying try tries intentando intenta essaie looking interested interest considering consider thinking needs need seeking shopping quote quotes asking asked compare comparing switch switching change explore exploring would like prefers prefer quiere quieren querian queria buscan busca buscando interesa interesada interesado necesita cotizacion cotizar cambiar cambiarlo cambiarla cambiarle cambiarse pasarlo pasarla comparar considera sacar sacara veut veulent voudrait voudraient aimerait aimeraient gustaria gustarian cherche cherchent souhaite souhaitent interesse interessee besoin envisage passer comparer devis",
);
/** Heard of, asked about or offered: an interest, never coverage held. */
const HEARD = words(
  "heard hears hear saw seen ad ads advert commercial commercials tv mailer flyer postcard neighbor neighbour neighbors friend friends asks asking ask question questions info information curious wondering offered offer offering offers proposed pitched quoted oyo escucho escuchado vio visto anuncio anuncios comercial vecino vecina vecinos amigo amiga pregunta preguntando preguntas ofrecieron ofrecio ofrece ofrecen propuesto cotizaron entendu parler vu pub publicite annonce voisin voisine voisins ami amie parle parler hablo hablado hablaron mencionaron menciono told mentioned demande demandait question questions propose proposee offert renseignements may might maybe possibly unsure applying applied qualify qualifies puede quizas quiza tal_vez talvez peut etre peutetre dit disent dijo dijeron recommended advised suggested recomendo aconsejo sugirio conseille recommande suggere",
);
/** Coverage given up or lost: had, not has. */
const HAD = words(
  "had dropped cancelled canceled lost lapsed previously formerly used prior old tenia tuvo perdio cancelo dejo antes anterior avait eu perdu resilie resiliee ancienne ancien abandonne",
);
/** Leaving a plan says the client has it: "wants to drop her supplement", "switch from Advantage". */
const LEAVE = words(
  "drop dropping cancel cancelling canceling leave leaving quit quitting from get_out dejar cancelar salir desde quitter resilier",
);
/** French past participles of leaving a plan, after "a". */
const LEFT_FR = words("quitte resilie laisse abandonne annule");
const WORRY = words(
  "worried worry worries afraid scared concerned fear fears fearful preocupada preocupado preocupa miedo teme temor peur inquiete inquiet craint crainte",
);
const POSSESS = words(
  "perso personnelle personnel propre own has have had having with w currently current existing already owns own carries keeps enrolled covered tiene tenia tienen cuenta con actualmente ya actual posee avec possede dispose deja actuellement actuel actuelle detient beneficie",
);
const POSSESS_FR = words("a ont");
/** Possessives read as ownership for policies: "her annuity", "su seguro de vida". */
const POSSESSIVES = words("his her their su sus son sa ses mon ma my");
const SWITCH = words(
  "switch switching change changing replace replacing cambiar reemplazar changer remplacer",
);
const BARRIERS = words(
  "but pero mais however though although except excepto salvo sauf yet seulement solamente uniquement unicamente is es est was fue era etait diagnosed diagnosticado diagnosticada diagnostique diagnostiquee takes toma prend suffers sufre padece souffre",
);
const FILLERS = words(
  "a an the any of de d du des el la los las le les l un una une more mas plus su sus his her their",
);
const CONNECTORS = words("or and nor o u y e ou et either any also tambien aussi plus");
const POST_NEGATION = words(
  "no none never non nunca jamais negative denied denies n ninguna ninguno ningunas ningunos nada aucun aucune rien",
);

const RELATIVES = words(
  "husband wife spouse son daughter kids children grandson granddaughter grandkids brother sister esposo esposa marido hijo hija hijos hijas nieto nieta hermano hermana mari epouse fils fille frere soeur conjoint conjointe",
);
const PARENTS = words("mother father mom dad madre padre mere pere mama papa parents padres");
const FAMILY = words("family familiares familia familiaux familiale familial");
const ARTICLES = words("a an the un una une el la le l");
/** Words that make the next noun an object: "lives with her daughter", "vit avec sa fille". */
const OBJECT_MARKERS = words(
  "with con avec to for para pour about sobre of de du by por par near cerca pres and y et or o ou lives vive vit helps ayuda aide",
);
const SUBJECTS = words(
  "she he ella il elle client cliente clienta who lui i je both they ambos ellos ellas ils elles tous",
);
const DEATH = words(
  "died passed deceased death fallecio murio fallecida fallecido muerte decede decedee deces mort morte",
);

const SCAN_LIMIT = 16;

export type Stance = "negated" | "desired" | "possessed" | "neutral" | "had";

export interface ContextScan {
  tokens: readonly Token[];
  matches: readonly Match[];
  /** For each token, the index of the match that holds it, or -1. */
  owner: Int32Array;
  language: Language;
  /** The folded text the tokens point into. */
  plain: string;
}

function category(kind: EffectKind): string {
  if (kind === "cancer" || kind === "medication") return "condition";
  if (kind === "product" || kind === "carrier" || kind === "medicaid") return "coverage";
  return kind;
}

function matchCategory(match: Match): string {
  return category(match.entry.effects[0]?.k ?? "block");
}

function negatedJustBefore(scan: ContextScan, at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - 2); k--) {
    if (scan.tokens[k + 1]!.brk !== 0) return false;
    const key = scan.tokens[k]!.key;
    // French "n'a pas"; elsewhere "n" is an initial ("Mr N has").
    if (key === "n" && (scan.language !== "fr" || scan.tokens[k]!.cap)) continue;
    if (scan.owner[k] === -1 && isNegator(scan, k)) return true;
  }
  return false;
}

/** "lost" said of a coverage: it is gone (not "losing", which is still held until it ends). */
const LOST_PAST = words("lost perdio perdu");

/**
 * Reads backwards from the phrase to the first word that decides. Phrases of the same kind and "or/and"
 * are see-through, and so is a comma when only they stand between: "no diabetes, heart disease or
 * stroke" denies all three.
 */
const AND_OPENERS = words("and et y plus also aussi tambien");
const SELL = words("vender venderle sell selling pushing pitching vendre vendu");
const ONLY_OPENERS = words("only seulement uniquement solo solamente unicamente");
const ARTICLE_ONLY = words("a an the un une una uno el la le les los las des some");

function onlyArticles(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!ARTICLE_ONLY.has(tokens[k]!.key)) return false;
  return true;
}

/**
 * A wish word in the clause ending at `j` (not negated): "wants", "quiere", "veut". A short aside of
 * three words or fewer between is seen through: "wants the best supp, $ no object, plus a part D".
 */
function wishInClause(scan: ContextScan, j: number): boolean {
  const tokens = scan.tokens;
  let clauseStart = j;
  let asides = 0;
  for (let k = j; k >= Math.max(0, j - SCAN_LIMIT); k--) {
    if (DESIRE.has(tokens[k]!.key)) return !negatedJustBefore(scan, k);
    if (tokens[k]!.brk === 0) continue;
    if (tokens[k]!.brk !== 1 || asides > 0 || clauseStart - k + 1 > 3) return false;
    asides++;
    clauseStart = k - 1;
  }
  return false;
}

export function stanceOf(scan: ContextScan, matchIndex: number): Stance {
  const match = scan.matches[matchIndex]!;
  const tokens = scan.tokens;
  if (corrected(scan, matchIndex)) return "negated";
  // "jamais pris la partie B (seulement la A depuis 2025)": a phrase opened by "only" affirms; the
  // denial before it is the other phrase's.
  if (ONLY_OPENERS.has(tokens[match.from]!.key)) return "neutral";
  const kind = matchCategory(match);
  // A need is denied only by a negation right before it ("no mortgage", "sin deudas"): in "para que sus
  // hijos no paguen el funeral" the "no" belongs to the verb.
  const nearNegationOnly = kind === "goal";
  let words = 0;
  let pure = true;
  let needSameKind = false;
  // Bounded: a denial twenty words back is not about this phrase, and long lists stay linear.
  for (let j = match.from - 1; j >= Math.max(0, match.from - SCAN_LIMIT); j--) {
    const boundary = tokens[j + 1]!.brk;
    if (boundary === 2) break;
    // "un plan especial para diabeticos (C-SNP)": a name in parentheses after what it names takes its stance.
    if (
      boundary === 1 &&
      j + 1 === match.from &&
      /\(\s*$/.test(scan.plain.slice(tokens[j]!.end, tokens[j + 1]!.start))
    )
      continue;
    // "Existing: 500k term", "Current coverage: plan G": a form's label, across its colon, says the stance.
    const labelled =
      boundary === 1 && tokens[j + 1]!.colon === true && numbersOnly(tokens, j + 1, match.from);
    if (boundary === 1 && !labelled) {
      // "wants to know when to sign up, and a supplement": a clause of only "and" and an article before
      // the phrase carries the wish of the clause before it on.
      if (
        AND_OPENERS.has(tokens[j + 1]!.key) &&
        onlyArticles(tokens, j + 2, match.from) &&
        wishInClause(scan, j)
      )
        return "desired";
      if (!pure) break;
      needSameKind = true;
    }
    const owner = scan.owner[j]!;
    if (owner !== -1) {
      // "lost her work insurance", "perdió el seguro del trabajo": a coverage lost is no longer held.
      if (kind === "coverage" && LOST_PAST.has(tokens[j]!.key) && owner !== matchIndex) return "had";
      if (owner !== matchIndex && matchCategory(scan.matches[owner]!) === kind) {
        needSameKind = false;
        continue;
      }
      if (needSameKind) break;
      pure = false;
      continue;
    }
    const key = tokens[j]!.key;
    if (needSameKind) break;
    if (CONNECTORS.has(key)) continue;
    pure = false;
    if (
      isNegator(scan, j) &&
      (!nearNegationOnly || words === 0) &&
      !(key === "n" && (scan.language !== "fr" || tokens[j]!.cap))
    )
      return "negated";
    if (!FILLERS.has(key)) words++;
    // "ils sont passés d'un plan G à un Advantage", "se cambiaron de un G a un HMO": moved, in French or
    // Spanish, where "de" alone says nothing.
    if (kind === "coverage" && (key === "de" || key === "d") && MOVED.has(tokens[j - 1]?.key ?? ""))
      return destination(scan, match.from) ? "possessed" : "had";
    // "ok going to a plan N", "fine going to an HMO": a plan the client would take, not one held ("going to
    // the VA" is care they use).
    if (
      kind === "coverage" &&
      key === "going" &&
      tokens[j + 1]?.key === "to" &&
      (match.entry.effects[0] as { id?: string } | undefined)?.id !== "va_health"
    )
      return "desired";
    if (kind === "coverage" && LEAVE.has(key)) {
      // "went from plan G to a Wellcare HMO on 1/1": a move made; the plan left is had, the new one held.
      if (movedFrom(scan, j)) return destination(scan, match.from) ? "possessed" : "had";
      return destination(scan, match.from) ? "desired" : "possessed";
    }
    // "a quitté son plan G", "a résilié", "a laissé tomber": left already.
    if (kind === "coverage" && scan.language === "fr" && LEFT_FR.has(key) && tokens[j - 1]?.key === "a")
      return destination(scan, match.from) ? "possessed" : "had";
    if (kind === "coverage" && HAD.has(key)) {
      const before = tokens[j - 1]?.key ?? "";
      const after = tokens[j + 1]?.key ?? "";
      // "has had Plan G for years"; "just had her Plan F go up": still held.
      if (before === "has" || before === "have" || before === "s" || before === "just") return "possessed";
      if (after === "her" || after === "his" || after === "their") return "possessed";
      return "had";
    }
    if (kind === "coverage" && HEARD.has(key)) return "desired";
    // "wants to switch her D-SNP", "cambiar su plan": the plan switched from is the client's now.
    if (
      kind === "coverage" &&
      SWITCH.has(key) &&
      POSSESSIVES.has(tokens[j + 1]?.key ?? "") &&
      j + 1 < match.from
    )
      return destination(scan, match.from) ? "desired" : "possessed";
    // "cambiarle el Advantage a uno con más dental", "change the HMO for another one": the plan named
    // with an article, then "to one", is the one held.
    if (
      kind === "coverage" &&
      SWITCH.has(key) &&
      DEFINITE.has(tokens[j + 1]?.key ?? "") &&
      j + 1 < match.from &&
      toAnotherAfter(scan, match.to)
    )
      return "possessed";
    // "otro agente le quiere vender un suplemento", "another agent is pushing a supp": someone's sales
    // pitch, not the client's wish.
    if (SELL.has(key)) return "negated";
    if (DESIRE.has(key) || WORRY.has(key)) return negatedJustBefore(scan, j) ? "negated" : "desired";
    // "pense à un Medigap": thinking of, not having.
    if (scan.language === "fr" && key === "a" && DESIRE.has(tokens[j - 1]?.key ?? "")) return "desired";
    // "quiere un plan con dental", "wants an HMO with more dental": what the wanted plan should include.
    // "wants to go back to Original Medicare with a drug plan": a plan wanted with a plan wanted.
    const withPlan = (match.entry.effects[0]?.k ?? "") === "coverage" && j > 0 && scan.owner[j - 1] !== -1;
    if (
      WITH.has(key) &&
      (FEATURE_KINDS.has(match.entry.effects[0]?.k ?? "") || withPlan) &&
      wantedBefore(scan, j)
    )
      return "desired";
    // "veut revenir a Medicare original": "à" after an infinitive, not "has".
    if (scan.language === "fr" && key === "a" && INFINITIVE.test(tokens[j - 1]?.key ?? "")) continue;
    if (POSSESS.has(key) || (scan.language === "fr" && POSSESS_FR.has(key))) {
      // "used to have plan G": held before, not now.
      if (kind === "coverage" && tokens[j - 1]?.key === "to" && tokens[j - 2]?.key === "used") return "had";
      return negatedJustBefore(scan, j) ? "negated" : "possessed";
    }
    if (BARRIERS.has(key)) return "neutral";
  }
  // "Tobacco: no", "diabetes: none".
  const next = tokens[match.to];
  if (next && POST_NEGATION.has(next.key) && next.brk <= 1 && scan.owner[match.to] === -1) {
    if (colonBetween(scan, match.to)) return "negated";
  }
  return "neutral";
}

function numbersOnly(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (tokens[k]!.num === undefined) return false;
  return true;
}

function colonBetween(scan: ContextScan, at: number): boolean {
  const from = scan.tokens[at - 1]!.end;
  const to = scan.tokens[at]!.start;
  return scan.plain.slice(from, to).includes(":");
}

const INFINITIVE = /^[a-z]{3,}(?:er|ir|re)$/;
const WITH = words("with w con avec");
/** A plan's features (dental, a product named as a rider), not the carrier or the plan itself. */
const FEATURE_KINDS: ReadonlySet<string> = new Set(["goal", "product"]);

/** A wish word earlier in the clause, before the "with" at `at` ("wants an HMO with"). */
function wantedBefore(scan: ContextScan, at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - 8); k--) {
    if (scan.tokens[k + 1]!.brk !== 0) return false;
    const key = scan.tokens[k]!.key;
    if (DESIRE.has(key) || SWITCH.has(key) || HEARD.has(key)) return true;
    if (POSSESS.has(key) || isNegator(scan, k)) return false;
  }
  return false;
}

const DEFINITE = words("el la le the");
const TO_WORDS = words("a to for por pour");
const ANOTHER = words("uno una one un une otro otra another autre");
/** "... a uno con más dental", "... to one with better dental", "... pour un autre". */
function toAnotherAfter(scan: ContextScan, at: number): boolean {
  const tokens = scan.tokens;
  const to = tokens[at];
  const next = tokens[at + 1];
  if (to === undefined || next === undefined || to.brk !== 0 || next.brk !== 0 || !TO_WORDS.has(to.key))
    return false;
  // "uno", "un", "one" are read as the number 1.
  return ANOTHER.has(next.key) || (next.num?.spelled === true && next.num.value === 1);
}

const CORRECTION = words("no non nope nah actually");

/**
 * "on a Humana D-SNP? no - regular HMO", "plan G avec Humana?? non c'est un plan N": a clause the agent
 * asks about and takes back. Its mentions of a kind the correction names again are withdrawn.
 */
function corrected(scan: ContextScan, matchIndex: number): boolean {
  const tokens = scan.tokens;
  const match = scan.matches[matchIndex]!;
  let k = match.to;
  while (k < tokens.length && tokens[k]!.brk === 0) k++;
  const answer = tokens[k];
  if (answer?.brk !== 2 || !CORRECTION.has(answer.key)) return false;
  if (!scan.plain.slice(tokens[k - 1]!.end, answer.start).includes("?")) return false;
  const kind = match.entry.effects[0]?.k;
  for (let j = k + 1; j < tokens.length && tokens[j]!.brk !== 2; j++) {
    const owner = scan.owner[j]!;
    if (owner >= 0 && owner !== matchIndex && scan.matches[owner]!.entry.effects[0]?.k === kind) return true;
  }
  return false;
}

const DESTINATION = words("for to into para por pour a vers hacia");
/** A move already made: "went from", "switched from", "se cambió de", "est passée de". */
const MOVED = words("went switched changed moved cambio cambiaron paso pasaron passe passee passes passees");

function movedFrom(scan: ContextScan, j: number): boolean {
  const key = scan.tokens[j]!.key;
  if (key !== "from" && key !== "desde") return false;
  for (let k = j - 1; k >= Math.max(0, j - 2); k--) {
    if (scan.tokens[k + 1]!.brk !== 0) return false;
    if (MOVED.has(scan.tokens[k]!.key)) return true;
  }
  return false;
}

/** "dropping it for a supplement", "switch to Advantage": the phrase is where the client is going. */
function destination(scan: ContextScan, from: number): boolean {
  // "dropping the HMO for original medicare + plan G": other plans and "and/with" between are see-through.
  let words = 0;
  for (let k = from - 1; k >= Math.max(0, from - 12) && words < 3; k--) {
    if (scan.tokens[k + 1]!.brk !== 0) return false;
    const key = scan.tokens[k]!.key;
    if (scan.owner[k] !== -1 || CONNECTORS.has(key) || WITH.has(key)) continue;
    if (DESTINATION.has(key)) return true;
    if (!FILLERS.has(key)) return false;
    words++;
  }
  return false;
}

/** Whether a worry word governs the phrase ("worried about cancer", "peur de finir en EHPAD"). */
export function worriedAbout(scan: ContextScan, matchIndex: number): boolean {
  const match = scan.matches[matchIndex]!;
  for (let j = match.from - 1; j >= Math.max(0, match.from - 6); j--) {
    if (scan.tokens[j + 1]!.brk !== 0) return false;
    if (WORRY.has(scan.tokens[j]!.key)) return true;
  }
  return false;
}

const OWN_AFTER = words("perso personnelle personnel personal propre propia propio");

/** Whether a possession cue or a possessive governs the phrase ("has a $10k life policy", "her annuity"). */
export function owned(scan: ContextScan, matchIndex: number, stance: Stance): boolean {
  if (stance === "possessed") return true;
  if (stance !== "neutral") return false;
  const match = scan.matches[matchIndex]!;
  const before = scan.tokens[match.from - 1];
  const first = scan.tokens[match.from]!;
  // "une temporaire perso", "a policy of her own": the possession said after the product.
  const after = scan.tokens[match.to];
  if (after && after.brk === 0 && OWN_AFTER.has(after.key)) return true;
  if (!before || first.brk !== 0) return false;
  if (POSSESSIVES.has(before.key)) return true;
  // "$10k life policy", "a 25,000 whole life policy".
  return before.num !== undefined && (before.num.currency || before.num.multiplier);
}

/**
 * Whether the phrase is about a relative ("her husband has dementia and smokes", "su hija es maestra"):
 * a relative as the subject before it, not as an object ("lives with her daughter and has COPD") and
 * not after the client is named as subject again ("husband is 70, she has COPD").
 */
const SPOUSE_KEYS = words("husband wife spouse esposo esposa marido mari epouse conjoint conjointe");

export function aboutRelative(scan: ContextScan, from: number, spouseDecided = false): boolean {
  const tokens = scan.tokens;
  // `from` may be the end of the lead ("...lives with her son"): nothing follows to break the clause.
  for (let j = Math.min(from, tokens.length) - 1; j >= Math.max(0, from - 8); j--) {
    const next = tokens[j + 1];
    if (next !== undefined && next.brk !== 0) return false;
    const key = tokens[j]!.key;
    if (SUBJECTS.has(key)) return false;
    if (FAMILY.has(key)) return true;
    const isRelative = RELATIVES.has(key) || PARENTS.has(key);
    if (!isRelative) continue;
    // French "son" is "his/her" ("a quitte son plan G"), Spanish "son" is "are": never a child.
    if (key === "son" && scan.language !== "en") continue;
    // The person scan has already decided what a spouse word governs.
    if (spouseDecided && SPOUSE_KEYS.has(key)) return false;
    let k = j - 1;
    let possessive = false;
    while (
      k >= 0 &&
      tokens[k + 1]!.brk === 0 &&
      (POSSESSIVES.has(tokens[k]!.key) || ARTICLES.has(tokens[k]!.key))
    ) {
      if (POSSESSIVES.has(tokens[k]!.key)) possessive = true;
      k--;
    }
    const before = k >= 0 && tokens[k + 1]!.brk === 0 ? tokens[k]!.key : "";
    if (OBJECT_MARKERS.has(before)) return false;
    // "mother of 3" is the client; "her mother" is not.
    if (PARENTS.has(key) && !possessive) return false;
    // "a son" is counted, not described.
    if (ARTICLES.has(tokens[j - 1]?.key ?? "") && !possessive) return false;
    return true;
  }
  return false;
}

/** Whether the clause tells of a death: a condition there was someone else's ("husband died of cancer"). */
export function clauseTellsOfDeath(scan: ContextScan, at: number): boolean {
  return sentenceHas(scan, at, DEATH, "soft");
}

/** Whether one of `keys` is near the phrase in its comma-clause or its sentence (sixteen words either way). */
export function sentenceHas(
  scan: ContextScan,
  at: number,
  keys: ReadonlySet<string>,
  scope: "soft" | "hard",
): boolean {
  const tokens = scan.tokens;
  const id = scope === "soft" ? tokens[at]!.soft : tokens[at]!.hard;
  const same = (t: Token) => (scope === "soft" ? t.soft : t.hard) === id;
  const low = Math.max(0, at - SCAN_LIMIT);
  const high = Math.min(tokens.length, at + SCAN_LIMIT);
  for (let j = at; j >= low && same(tokens[j]!); j--) if (keys.has(tokens[j]!.key)) return true;
  for (let j = at + 1; j < high && same(tokens[j]!); j++) if (keys.has(tokens[j]!.key)) return true;
  return false;
}
