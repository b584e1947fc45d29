/**
 * The phrase lexicon: every fact the parser recognises by wording ("high blood pressure", "presión alta",
 * "tension") is a rule here, compiled at module load into an index keyed by a phrase's first word.
 * Matching is leftmost-longest over tokens, so "cancer insurance" (a need) beats "cancer" (a condition),
 * and "non smoker" beats "smoker", without any regex backtracking.
 *
 * Pattern syntax, words separated by spaces:
 *   `a|b`  any of these words        `word?`  optional       `will_turn|turning` several words
 *   `#`    any number                `#65`    the number 65
 *   `=él`  this exact accented word (checked on the lower-case text, not the folded one)
 *   `~marie` this word, not capitalised (a name otherwise)
 *
 * Kept as one file: the rule syntax, its compiler and the matcher change together.
 */
import type {
  CoverageId,
  Gender,
  GoalId,
  HealthConditionId,
  HealthStatus,
  Language,
  LifeEventId,
  MaritalStatus,
  MedicaidLevel,
  ProductId,
  RiskTolerance,
  SmokerStatus,
  WorkCoverage,
} from "../types.js";
import { foldAccents, type LeadText } from "./text.js";
import type { Token } from "./tokens.js";
import { registerKnown, registerTarget } from "./typos.js";

export type AgeMode = "exact" | "turning" | "decade";

export type Effect =
  | { k: "condition"; id: HealthConditionId; worryGoal?: GoalId }
  /** Cancer: history or current is decided from the clause ("10 years ago", "undergoing chemo"). */
  | { k: "cancer"; lean: "history" | "current" }
  | { k: "goal"; id: GoalId; unlessOwned?: true }
  /** `owned`: only with a possession cue ("has a life policy"); otherwise `orGoal` if any. */
  | { k: "coverage"; id: CoverageId; owned?: true; orGoal?: GoalId; product?: ProductId; wanted?: true }
  /** A product named: an interest when wanted, asked about, compared, heard of or offered. */
  | { k: "product"; id: ProductId }
  /** A carrier named: the person's own carrier when held, nothing when only heard of. */
  | { k: "carrier"; name: string }
  | { k: "medicaid"; level: MedicaidLevel }
  | { k: "extraHelp" }
  | { k: "veteran" }
  | { k: "basis"; v: "age" | "disability" | "esrd" }
  /** Medicare Part A or B with the date next to it ("Part B started 9/1"). */
  | { k: "part"; part: "A" | "B" | "AB"; held?: true; only?: true }
  /** `spouseOnly`: read only when the plan is the spouse's ("he is on her plan"). */
  | { k: "work"; kind: WorkCoverage["kind"]; employees?: true; spouseOnly?: true }
  /** `needsCoverage`: only a verb ("lost", "perdió"), so a coverage word must follow in the clause.
   *  `spouseSubject`: a bare verb ("passed in august", "murió"), read only when the spouse is its subject. */
  | { k: "event"; id: LifeEventId; needsCoverage?: true; spouseSubject?: true }
  | { k: "birthday" }
  /** "worked until jan 31", "trabajó hasta el 31 de enero": when the job (and its plan) ended or ends. */
  | { k: "workUntil" }
  /** "First time in an Advantage plan": the MA plan held is the client's first. */
  | { k: "firstMa" }
  /** "20 years left": the years left on the mortgage when the sentence has one; never an age. */
  /** `term`: the loan's whole term ("sur 30 ans"), yielding to the years said left ("29 ans restants"). */
  | { k: "mortgageYears"; term?: true }
  /** "2x salary", "dos veces el sueldo": group life as a multiple of the salary. */
  | { k: "salaryMultiple" }
  /** "on the same plan": the coverage the client was just said to have. */
  | { k: "same" }
  | { k: "medication"; name: string; conditions: readonly HealthConditionId[] }
  | { k: "smoker"; v: SmokerStatus }
  | { k: "health"; v: HealthStatus }
  | { k: "risk"; v: RiskTolerance }
  | { k: "marital"; v: MaritalStatus; weak?: true }
  /** Husband/wife mentioned: married, or widowed/divorced when the clause says so. */
  | { k: "spouse" }
  /** `self`: the word describes the client unless a possessive precedes it ("her mother"). */
  | { k: "gender"; v: Gender; w: number; self?: true }
  | { k: "retired"; v: boolean }
  | { k: "occupation"; v: string; g?: Gender }
  | { k: "state"; v: string; city?: true }
  | { k: "kids"; n?: number; adult?: true }
  | { k: "age"; mode: AgeMode; strength: 1 | 2 | 3; add?: number; fixed?: number }
  /** Consumes its numbers: durations, weights, grandchildren... never an age or an amount. */
  | { k: "block" };

export type EffectKind = Effect["k"];

export interface RuleOptions {
  lang?: Language;
  /** Not when the next word is one of these ("aggressive" but not "aggressive cancer"). */
  unlessNext?: string;
  /** Not when one of these words is within three words either side ("mortgage" but not "mortgage paid off"). */
  unlessNear?: string;
  /** Not when the first word is typed in capitals ("Ms" the title, "MS" the state or the disease). */
  notUpper?: true;
  /** Only when capitalised or after "in/from/en/de..." ("Georgia" the state vs "georgia" the name). */
  capOrPlace?: true;
  /** With `capOrPlace`: also in lower case anywhere in an English lead (a city no word or name spells). */
  plainInEnglish?: true;
  /** Its numbers stay free for other readings unless the age is accepted ("is 67" vs "is 2,000"). */
  soft?: true;
  /** Only when typed in capitals ("COBRA", not the Spanish "cobra", receives). */
  upper?: true;
  /** The number must end the clause or be followed by "and", "years"...: "tiene 68" but not "tiene 3 hijos". */
  ageEnd?: true;
  /** Only right after a mortgage and its amount, in the same sentence ("hipoteca de 180 mil con 15 años"). */
  afterMortgage?: true;
}

export interface Rule {
  patterns: readonly string[];
  effects: readonly Effect[];
  options?: RuleOptions;
}

export interface Entry {
  effects: readonly Effect[];
  options: RuleOptions;
  unlessNext: ReadonlySet<string> | undefined;
  unlessNear: ReadonlySet<string> | undefined;
  order: number;
}

interface Step {
  words: ReadonlySet<string> | undefined;
  /** Accented forms for `=` steps. */
  exact: ReadonlySet<string> | undefined;
  number: boolean;
  value: number | undefined;
  notCap: boolean;
}

interface Pattern {
  steps: Step[];
  entry: Entry;
}

/** Patterns starting with one word, split by their second word so a common first word ("in", "a") stays cheap. */
interface Bucket {
  bySecond: Map<string, Pattern[]>;
  /** For a long list of `bySecond`, the same list cut by the third word (see `thirdWordIndex`). */
  byThird: Map<string, ThirdIndex>;
  single: Pattern[];
}

/** A first-and-second-word list cut by the third word, in the list's order. */
interface ThirdIndex {
  /** Third word → the list's two-word patterns and the longer ones whose third step takes that word. */
  byWord: Map<string, Pattern[]>;
  /** The list's two-word patterns: all that can fit when the third word is none of the above. */
  short: Pattern[];
}

/** Lists longer than this are cut by their third word: "seguro de", "# ans", "plan g" have dozens. */
const THIRD_WORD_FROM = 8;

function thirdWordIndex(list: readonly Pattern[]): ThirdIndex {
  const byWord = new Map<string, Pattern[]>();
  for (const pattern of list) {
    if (pattern.steps.length < 3) continue;
    for (const key of keysOf(pattern.steps[2]!)) if (!byWord.has(key)) byWord.set(key, []);
  }
  const short: Pattern[] = [];
  for (const pattern of list) {
    if (pattern.steps.length < 3) {
      short.push(pattern);
      for (const sub of byWord.values()) sub.push(pattern);
      continue;
    }
    for (const key of keysOf(pattern.steps[2]!)) byWord.get(key)!.push(pattern);
  }
  return { byWord, short };
}

export interface PhraseIndex {
  byKey: ReadonlyMap<string, Bucket>;
}

export interface Match {
  from: number;
  to: number;
  entry: Entry;
}

/** A word list; every word in one is known to the reader and is never read as a typo of another. */
export const words = (list: string): Set<string> => {
  const set = new Set(list.split(" ").filter((w) => w !== ""));
  for (const w of set) registerKnown(w);
  return set;
};

/**
 * Expands optional steps and several-word alternatives into plain step lists:
 * "in her? 70s" → ["in her 70s", "in 70s"]; "will_turn|turning #" → ["will turn #", "turning #"].
 */
function expand(parts: string[]): string[][] {
  let variants: string[][] = [[]];
  for (const part of parts) {
    const optional = part.endsWith("?");
    const body = optional ? part.slice(0, -1) : part;
    const alternatives = body.split("|");
    const single = alternatives.filter((a) => !a.includes("_"));
    const choices: string[][] = alternatives.filter((a) => a.includes("_")).map((a) => a.split("_"));
    if (single.length > 0) choices.unshift([single.join("|")]);
    if (optional) choices.push([]);
    variants = variants.flatMap((v) => choices.map((c) => [...v, ...c]));
  }
  return variants.filter((v) => v.length > 0);
}

function toStep(part: string): Step {
  if (part === "#")
    return { words: undefined, exact: undefined, number: true, value: undefined, notCap: false };
  if (/^#\d+$/.test(part)) {
    return { words: undefined, exact: undefined, number: true, value: Number(part.slice(1)), notCap: false };
  }
  const alternatives = part.split("|");
  const exact = alternatives.filter((a) => a.startsWith("=")).map((a) => a.slice(1));
  const notCap = alternatives.some((a) => a.startsWith("~"));
  const plain = alternatives.map((a) => foldAccents(a.replace(/^[=~]/, "")));
  for (const w of plain) registerTarget(w);
  return {
    words: new Set(plain),
    exact: exact.length > 0 ? new Set(exact) : undefined,
    number: false,
    value: undefined,
    notCap,
  };
}

function keysOf(step: Step): string[] {
  return step.number ? ["#"] : [...step.words!];
}

const byLengthThenOrder = (a: Pattern, b: Pattern) =>
  b.steps.length - a.steps.length || a.entry.order - b.entry.order;

export function compile(rules: readonly Rule[]): PhraseIndex {
  const byKey = new Map<string, Bucket>();
  let order = 0;
  for (const rule of rules) {
    const options = rule.options ?? {};
    const entry: Entry = {
      effects: rule.effects,
      options,
      unlessNext: options.unlessNext ? words(options.unlessNext) : undefined,
      unlessNear: options.unlessNear ? words(options.unlessNear) : undefined,
      order: order++,
    };
    for (const pattern of rule.patterns) {
      for (const variant of expand(pattern.trim().split(/\s+/))) {
        const steps = variant.map(toStep);
        const pattern: Pattern = { steps, entry };
        for (const key of keysOf(steps[0]!)) {
          let bucket = byKey.get(key);
          if (!bucket) {
            bucket = { bySecond: new Map(), byThird: new Map(), single: [] };
            byKey.set(key, bucket);
          }
          if (steps.length === 1) {
            bucket.single.push(pattern);
            continue;
          }
          for (const second of keysOf(steps[1]!)) {
            const list = bucket.bySecond.get(second) ?? [];
            list.push(pattern);
            bucket.bySecond.set(second, list);
          }
        }
      }
    }
  }
  // Longest first, then the rule written first: the first candidate that fits is the one to take.
  for (const bucket of byKey.values()) {
    bucket.single.sort(byLengthThenOrder);
    for (const [second, list] of bucket.bySecond) {
      list.sort(byLengthThenOrder);
      if (list.length > THIRD_WORD_FROM) bucket.byThird.set(second, thirdWordIndex(list));
    }
  }
  return { byKey };
}

/**
 * Words a name follows, not a city: a relative's first name ("grandson Tyler", "hija Victoria") or a
 * surname after a title ("Mr Saint-Louis", "Sra. Victoria").
 */
const NAMED_RELATIVES: ReadonlySet<string> = new Set(
  "son daughter grandson granddaughter nephew niece brother sister husband wife hubby caller hijo hija nieto nieta sobrino sobrina hermano hermana esposo esposa fils fille petit petite neveu niece frere soeur mari femme mr mrs ms mme dr sr sra srta monsieur madame don dona".split(
    " ",
  ),
);

/** Words after which a place name or an ambiguous USPS code reads as a place. */
export const PLACE_WORDS = words(
  "in from en de desde au a dans near outside lives live living resides reside based located vive reside vit habite state estado etat of",
);

/** Words that may follow a bare age in the same clause ("she's 67 and diabetic", "tiene 68 y vive sola"). */
const AFTER_AGE = words(
  "and y et but pero mais with w con avec who que qui he she ella il elle lui now ahora maintenant this next in en lives vive vit on sur",
);

export interface MatchContext {
  text: LeadText;
  tokens: readonly Token[];
  language: Language;
}

/** `keyed`: the index already matched the token's key to one of the step's words. */
function stepFits(ctx: MatchContext, step: Step, token: Token, keyed: boolean): boolean {
  if (step.number) {
    return token.num !== undefined && (step.value === undefined || token.num.value === step.value);
  }
  if (!keyed && !step.words!.has(token.key)) return false;
  if (step.notCap && token.cap) return false;
  if (step.exact) return step.exact.has(ctx.text.lower.slice(token.start, token.end));
  return true;
}

const MORTGAGES = words("mortgage mortgages hipoteca hypotheque");
const LOAN_YEARS = words("years year yrs yr ans an anos ano");

/** What is owed on a house says a mortgage too: "de la casa le deben 240 mil, 27 años". */
const HOUSES = words("house home casa maison");
const OWED = words("owe owes owed debe deben debemos adeuda adeudan doit doivent");

/**
 * A mortgage word before `from` in the sentence, with its amount at most between: "mortgage 210k, 19";
 * or a house and what is owed on it: "deben 160k de la casa (22 años mas)".
 */
function afterMortgage(tokens: readonly Token[], from: number): boolean {
  let amounts = 0;
  let house = false;
  let owed = false;
  for (let j = from - 1; j >= Math.max(0, from - 10); j--) {
    if (tokens[j + 1]!.brk === 2) return false;
    const t = tokens[j]!;
    if (MORTGAGES.has(t.key)) return true;
    if (HOUSES.has(t.key)) house = true;
    if (OWED.has(t.key)) owed = true;
    if (house && owed && amounts === 1) return true;
    // "385 000 $ sur 30 ans, il en reste 26": the loan's term between is no second amount.
    const term = LOAN_YEARS.has(tokens[j + 1]?.key ?? "");
    if (t.num && !term && ++amounts > 1) return false;
  }
  return false;
}

function entryFits(ctx: MatchContext, entry: Entry, from: number, to: number): boolean {
  const { options } = entry;
  const tokens = ctx.tokens;
  if (options.lang !== undefined && options.lang !== ctx.language) return false;
  const first = tokens[from]!;
  if (options.notUpper && first.upper) return false;
  if (options.upper && !first.upper) return false;
  if (entry.unlessNext) {
    const next = tokens[to];
    if (next && next.brk === 0 && entry.unlessNext.has(next.key)) return false;
  }
  if (entry.unlessNear) {
    for (let i = Math.max(0, from - 3); i < Math.min(tokens.length, to + 3); i++) {
      const t = tokens[i]!;
      if (t.soft === first.soft && (i < from || i >= to) && entry.unlessNear.has(t.key)) return false;
    }
  }
  if (options.afterMortgage && !afterMortgage(tokens, from)) return false;
  if (options.ageEnd) {
    const next = tokens[to];
    if (next && next.brk === 0 && !AFTER_AGE.has(next.key)) return false;
  }
  // "grandson Tyler calling", "su hijo Victoria": a relative's name, not the city.
  if (options.capOrPlace && first.cap) {
    const before = tokens[from - 1];
    if (before !== undefined && first.brk === 0 && NAMED_RELATIVES.has(before.key)) return false;
  }
  if (options.capOrPlace && !first.cap) {
    const before = tokens[from - 1];
    // French "à Mobile" is a place; English "a mobile home" is not.
    const afterPlaceWord =
      before !== undefined &&
      first.brk === 0 &&
      PLACE_WORDS.has(before.key) &&
      !(before.key === "a" && ctx.language === "en");
    const next = tokens[to];
    const alone = (from === 0 || first.brk >= 1) && (next === undefined || next.brk >= 1);
    // "M 66 sarasota, ...": right after an age, ending its clause.
    const afterAge = before?.num !== undefined && first.brk === 0 && (next === undefined || next.brk >= 1);
    // "72 yo female bronx", "54M electrician milwaukee": a city whose name is no everyday word or first
    // name, typed in lower case anywhere.
    const plainCity = options.plainInEnglish === true && ctx.language === "en";
    if (!afterPlaceWord && !alone && !afterAge && !plainCity) return false;
  }
  return true;
}

/** `keyed`: how many first steps the index chose the candidates by (their words need no check). */
function firstFit(
  ctx: MatchContext,
  candidates: readonly Pattern[],
  i: number,
  keyed: number,
): Match | undefined {
  const tokens = ctx.tokens;
  for (const pattern of candidates) {
    const length = pattern.steps.length;
    if (i + length > tokens.length) continue;
    let fits = true;
    for (let s = 0; s < length; s++) {
      const token = tokens[i + s]!;
      // "Age : 66", "Edad: 67": a form's label and its value, across the colon.
      const joined = token.brk === 0 || (s === 1 && token.colon === true);
      if ((s > 0 && !joined) || !stepFits(ctx, pattern.steps[s]!, token, s < keyed)) {
        fits = false;
        break;
      }
    }
    if (fits && entryFits(ctx, pattern.entry, i, i + length))
      return { from: i, to: i + length, entry: pattern.entry };
  }
  return undefined;
}

/**
 * A hand-written matcher for what the pattern syntax cannot say (lists such as "Parts A, B and D").
 * `first`, when given, holds every word a match can start with: the matcher is not called elsewhere.
 */
export type SpecialMatcher = ((ctx: MatchContext, at: number) => Match | undefined) & {
  first?: ReadonlySet<string>;
};

/** Leftmost-longest matches of the lexicon in the lead; a phrase never spans a comma or a full stop. */
export function matchPhrases(
  ctx: MatchContext,
  index: PhraseIndex,
  specials: readonly SpecialMatcher[] = [],
): Match[] {
  const tokens = ctx.tokens;
  const matches: Match[] = [];
  let i = 0;
  const none: readonly Pattern[] = [];
  while (i < tokens.length) {
    const bucket = index.byKey.get(tokens[i]!.key);
    let found: Match | undefined;
    if (bucket) {
      const next = tokens[i + 1];
      let longer = none;
      let keyed = 2;
      if (next && (next.brk === 0 || next.colon === true)) {
        const third = bucket.byThird.get(next.key);
        if (third) {
          // A pattern of three words or more fits only if the third word is one its third step takes.
          const after = tokens[i + 2];
          const byWord = after && after.brk === 0 ? third.byWord.get(after.key) : undefined;
          longer = byWord ?? third.short;
          if (byWord) keyed = 3;
        } else longer = bucket.bySecond.get(next.key) ?? none;
      }
      found = firstFit(ctx, longer, i, keyed) ?? firstFit(ctx, bucket.single, i, 1);
    }
    for (const special of specialsFor(specials, tokens[i]!.key)) {
      const extra = special(ctx, i);
      if (extra && (!found || extra.to > found.to)) found = extra;
    }
    if (found) {
      matches.push(found);
      i = found.to;
    } else {
      i++;
    }
  }
  return matches;
}

/** The special matchers keyed by the first words they take; those with no `first` try every word. */
interface SpecialIndex {
  byKey: Map<string, SpecialMatcher[]>;
  always: SpecialMatcher[];
}
const SPECIAL_INDEXES = new WeakMap<readonly SpecialMatcher[], SpecialIndex>();
const NO_SPECIALS: readonly SpecialMatcher[] = [];

function specialsFor(specials: readonly SpecialMatcher[], key: string): readonly SpecialMatcher[] {
  if (specials.length === 0) return NO_SPECIALS;
  let index = SPECIAL_INDEXES.get(specials);
  if (!index) {
    index = { byKey: new Map(), always: [] };
    for (const special of specials) {
      if (special.first === undefined) {
        index.always.push(special);
        continue;
      }
      for (const word of special.first) {
        const list = index.byKey.get(word) ?? [];
        list.push(special);
        index.byKey.set(word, list);
      }
    }
    // A word several matchers start with keeps their order; matchers for every word come after.
    if (index.always.length > 0)
      for (const [word, list] of index.byKey) index.byKey.set(word, [...list, ...index.always]);
    SPECIAL_INDEXES.set(specials, index);
  }
  return index.byKey.get(key) ?? index.always;
}

/** One rule: patterns separated by ";", one or more effects. */
export function rule(patterns: string, effects: Effect | readonly Effect[], options?: RuleOptions): Rule {
  const list = patterns
    .split(";")
    .map((p) => p.trim())
    .filter((p) => p !== "");
  const all: readonly Effect[] = Array.isArray(effects) ? effects : [effects as Effect];
  return options ? { patterns: list, effects: all, options } : { patterns: list, effects: all };
}
