/**
 * Free-text lead → ClientProfile. One pass to tokens, one pass of phrase matching, then each match is read
 * in its context (denied, wanted, owned, about a relative), and the numbers nobody claimed are read as
 * ages or amounts.
 *
 * Why one long file: every reading here shares the `Lead` state (tokens, their owners, each person's
 * findings, the person scan) and the helpers over it (`whoAt`, `targets`, `addCoverage`); the parts that
 * stand alone live beside it (tokens, phrases, persons, context, dates, money, names, lexicon/). Splitting
 * the readers by fact kind behind one exported state type is the next step when this file grows again.
 */
import {
  type ClientProfile,
  COVERAGE_IDS,
  type CoverageId,
  type FactSource,
  type Gender,
  GOAL_IDS,
  type GoalId,
  HEALTH_CONDITION_IDS,
  type HealthConditionId,
  type HealthStatus,
  type HouseholdMember,
  type Language,
  type LifeEvent,
  type MaritalStatus,
  type MedicaidLevel,
  PRODUCT_IDS,
  type ProductId,
  type RiskTolerance,
  type SmokerStatus,
  type WorkCoverage,
} from "../types.js";
import {
  aboutRelative,
  type ContextScan,
  clauseTellsOfDeath,
  owned,
  type Stance,
  sentenceHas,
  stanceOf,
  worriedAbout,
} from "./context.js";
import { ageOn, type DateHit, dateAt, dateNear, monthOf, monthWords, widenBack } from "./dates.js";
import { pickLanguage, scoreLanguage } from "./language.js";
import { DRUG_NAME_MAX_WORDS, DRUGS, type DrugEntry, drugConditions, drugCued } from "./lexicon/drugs.js";
import { LEXICON, SPECIAL_MATCHERS } from "./lexicon/index.js";
import { AMBIGUOUS_CODES, LOWERCASE_CODES, USPS_CODES } from "./lexicon/places.js";
import {
  type ExtraRole,
  type IncomeSource,
  partOfPrevious,
  readAmount,
  readExtraAmount,
  throughJob,
} from "./money.js";
import { findClientName, isFirstName } from "./names.js";
import { MULTIPLIER_WORDS, NUMBER_WORDS } from "./numbers.js";
import {
  BOTH,
  CLIENT,
  NOBODY,
  OTHER,
  type Person,
  type PersonScan,
  pronounWithAge,
  SPOUSE,
  scanPersons,
} from "./persons.js";
import { type Effect, type Match, matchPhrases, PLACE_WORDS, words } from "./phrases.js";
import { type LeadText, spanInSource } from "./text.js";
import type { Token } from "./tokens.js";
import { correct, KNOWN, registerKnown } from "./typos.js";

export const MAX_AGE = 110;
export const MAX_DEPENDENTS = 20;
/** Above these an amount is a typo or a joke, not a client's finances. */
export const MONEY_CAPS = { income: 50_000_000, savings: 1_000_000_000, budget: 100_000 } as const;

const PAST = words(
  "ago hace survivor sobreviviente superviviente remission remision free libre clear history historial antecedentes antecedents had tuvo eu beat beaten survived sobrevivio gueri guerie curado curada previous past former ancien ancienne treated finished completed termino termine fini prior",
);
const PRESENT = words(
  "undergoing currently current active now being treatment tratamiento diagnosed has with tiene con actualmente activo activa quimio diagnosticado diagnosticada avec actuellement cours traitement atteint atteinte padece sufre souffre fighting battling stage chemo just newly vient viennent trouver apprendre decouvrir acaban acaba encontraron detectaron",
);
const AGE_NEIGHBORS = words(
  "client cliente clienta lead prospect cust customer pt patient cte clt paciente male female m f masc masculino fem femenino joven jeune man woman widow widower lady gentleman guy hombre mujer senora senor sra sr viuda viudo homme femme veuve veuf madame monsieur mme grandma grandpa grandmother grandfather retiree retired jubilado jubilada retraite retraitee yo age edad both ambos couple pareja matrimonio",
);
const SPOUSE_WORDS = words(
  "wife husband spouse esposa esposo marido mari epouse epoux conjoint conjointe partner hubby wifey femme",
);
const OCCUPATION_CUES = words(
  "as is was s works worked working work job occupation profession retired former ex trabaja trabajaba trabajo como es era fue jubilado jubilada retirado retirada est etait travaille travaillait comme ancien ancienne retraite retraitee old yo anos ans",
);
const OCCUPATION_AFTER = words(
  "retired jubilado jubilada retirado retirada retraite retraitee trade profesion metier",
);
const SKIPPED_ARTICLES = words("a an the un una une el la le l");
const AGE_AND_SEX = /^([mfh])(\d{2,3})$/;
/** "put 200k into an annuity", "poner 200 mil", "placer 100 000 $": the amount asked for. */
const DEPOSIT = words(
  "put putting invest investing deposit depositing move moving roll poner invertir depositar meter mover placer deposer verser investir mettre",
);
const PERIOD_WORDS = words(
  "month mo mos monthly mes mensual mensuales mois mensuel year yr yearly annual ano anual an annee",
);
const DEPOSIT_FILLERS = words("about around like unos como environ quelque some the los les");
const RELATIVE_BEFORE_AGE = words(
  "daughter son hija hijo fille fils mother mom father dad madre padre mere pere grandson granddaughter nieto nieta brother sister hermano hermana frere soeur nephew niece sobrino sobrina neveu niece",
);
/** Titles before a surname: "mrs henley 70", "don jose 80", "mme roy 77". */
const TITLE_BEFORE_NAME = words("mr mrs ms miss sr sra srta don dona mme mlle monsieur madame m");
/** People named before "de" and their age: "veterano de 69", "una pareja de 67". */
const PERSON_BEFORE_DE = words(
  "veterano veterana pareja matrimonio couple abuelo abuela paciente patient patiente papa mama padre madre muchacho muchacha joven chico chica sr sra senor senora hombre mujer",
);
/** Duration words: a number before one is never an age (Spanish "años" and French "ans" are ages). */
export const DURATION = words(
  "years year yrs yr months month mos mo weeks week wks days day hours decades meses mes semanas semana dias dia mois semaines semaine jours jour",
);

interface AgeCandidate {
  age: number;
  strength: number;
  index: number;
}

interface StateCandidate {
  code: string;
  score: number;
  index: number;
}

/** Everything gathered from a lead before it becomes a profile. */
class Findings {
  conditions = new Set<HealthConditionId>();
  goals = new Set<GoalId>();
  coverage = new Set<CoverageId>();
  smoker: SmokerStatus[] = [];
  health: HealthStatus | undefined;
  risk: RiskTolerance | undefined;
  marital: MaritalStatus | undefined;
  maritalWeak: MaritalStatus | undefined;
  male = 0;
  female = 0;
  retired: boolean | undefined;
  occupation: string | undefined;
  states: StateCandidate[] = [];
  kidsCount: number | undefined;
  kidsSingles = 0;
  kidsNone = false;
  ages: AgeCandidate[] = [];
  retireDate: string | undefined;
  income = new Map<IncomeSource, number>();
  savings: number[] = [];
  budget: number | undefined;
  ignored: string[] = [];
  interests = new Set<ProductId>();
  carriers: string[] = [];
  medications: string[] = [];
  medicaid: MedicaidLevel | undefined;
  extraHelp = false;
  veteran = false;
  basis: "age" | "disability" | "esrd" | undefined;
  partA: string | undefined;
  partB: string | undefined;
  /** Part A without Part B, said outright. */
  noPartB = false;
  /** Coverage had and left. */
  previous = new Set<CoverageId>();
  /** "worked until jan 31": the end of the job, given to its plan once the plan is read. */
  workUntil: { iso: string; from: number; to: number } | undefined;
  maSince: string | undefined;
  medigapSince: string | undefined;
  firstMa = false;
  /** Medigap letters asked for. */
  wanted = new Set<CoverageId>();
  work: WorkCoverage[] = [];
  events: LifeEvent[] = [];
  birthDate: string | undefined;
  /** "Turning 65 next month": the birth year and month once the date is known. */
  birthFromTurning: string | undefined;
  birthday: string | undefined;
  /** The birth month said alone ("bday in december"): 1-12. */
  birthMonth: number | undefined;
  extra = new Map<ExtraRole, number>();
  mortgageYears: number | undefined;
  /** The mortgage years were its whole term ("sur 30 ans"): the years said left replace them. */
  mortgageTerm = false;
  /** Group life said as a multiple of salary ("2x salary"): its face once the income is known. */
  salaryMultiple: number | undefined;
  firstName: string | undefined;
  /** For every fact key, the first span of text it came from. */
  sources: { kind: string; value: string; from: number; to: number }[] = [];

  source(kind: string, value: string | number | boolean, from: number, to: number): void {
    const text = typeof value === "string" ? value : String(value);
    const list = this.sources;
    for (let k = 0; k < list.length; k++) if (list[k]!.kind === kind && list[k]!.value === text) return;
    if (list.length < 100) list.push({ kind, value: text, from, to });
  }

  addGender(gender: Gender, weight: number): void {
    if (gender === "male") this.male += weight;
    else this.female += weight;
  }

  note(text: string): void {
    if (this.ignored.length < 20 && !this.ignored.includes(text)) this.ignored.push(text);
  }
}

interface Lead extends ContextScan {
  text: LeadText;
  /** The client's findings (also `people[CLIENT]`). */
  found: Findings;
  /** Findings per person: client, spouse, another relative. */
  people: [Findings, Findings, Findings];
  persons: PersonScan;
  nameTokens: ReadonlySet<number>;
  now: Date | undefined;
  /** `whoAt` per token, filled on first use (255 = not yet). */
  who: Uint8Array;
  /** The findings lists `targets` hands out, one per person. */
  lists: Findings[][];
}

/** Who the words at `index` are about; a relative as subject the old way ("daughter has...") too. */
function whoAt(lead: Lead, index: number): Person {
  const cached = lead.who[index]!;
  if (cached !== 255) return cached as Person;
  let p = lead.persons.person[index]! as Person;
  // "they saw her mom spend 5 yrs in a nursing home": a relative's clause, even in the couple's sentence.
  if (
    (p === CLIENT || p === BOTH) &&
    lead.persons.parentAt < 0 &&
    !afterClientParent(lead, index) &&
    aboutRelative(lead, index, true)
  )
    p = OTHER;
  // "Plan G con Cigna los dos", "TFL for both": a clause that ends on "both" is the couple's.
  if (
    (p === CLIENT || p === SPOUSE) &&
    lead.persons.spouseSeen &&
    !lead.tokens[index]!.num &&
    endsOnBoth(lead, index)
  )
    p = BOTH;
  lead.who[index] = p;
  return p;
}

const BOTH_END = words("dos deux both");
const BOTH_END_BEFORE = words("los las les for para pour");

function endsOnBoth(lead: Lead, index: number): boolean {
  const { tokens } = lead;
  const soft = tokens[index]!.soft;
  let last = index;
  while (last + 1 < tokens.length && tokens[last + 1]!.soft === soft && last - index < 8) last++;
  if (last === index || (last + 1 < tokens.length && tokens[last + 1]!.soft === soft)) return false;
  const end = tokens[last]!;
  // "dos", "deux" and "2" are read as the number 2.
  if (!BOTH_END.has(end.key) && end.num?.value !== 2) return false;
  if (end.key === "both") return last - 1 > index && BOTH_END_BEFORE.has(tokens[last - 1]!.key);
  return BOTH_END_BEFORE.has(tokens[last - 1]?.key ?? "") && last - 1 > index;
}

const PARENT_MALE = words("father dad papa padre pere");
const PARENT_FEMALE = words("mother mom mama madre mere maman");

/** "su papá tiene 82" when the call is for that parent: the words after the parent are the client's. */
function afterClientParent(lead: Lead, index: number): boolean {
  const g = lead.persons.parentGender;
  if (g === undefined) return false;
  const tokens = lead.tokens;
  // The whole clause: "sa mère 86 ans est en maison de soins" puts the home five words after the parent.
  for (let k = index - 1; k >= Math.max(0, index - 8); k--) {
    const key = tokens[k]!.key;
    if ((g === "male" ? PARENT_MALE : PARENT_FEMALE).has(key)) return true;
    if (tokens[k]!.brk !== 0) break;
  }
  return false;
}

/** The findings the fact at `index` goes to: one person, both of a couple, or none. */
function targets(lead: Lead, index: number): Findings[] {
  return lead.lists[whoAt(lead, index)]!;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

function firstNumber(lead: Lead, match: Match): number {
  for (let i = match.from; i < match.to; i++) if (lead.tokens[i]!.num) return i;
  return -1;
}

function markNumbersUsed(lead: Lead, match: Match): void {
  for (let i = match.from; i < match.to; i++) {
    const token = lead.tokens[i]!;
    if (token.num) token.used = true;
  }
}

const CHILD_BEFORE_DE = words("enfant enfants hijo hija hijos hijas nino nina ninos fils fille filles bebe");
const INDEFINITE = words("un una une unos unas des otro otra autre");

/** "un enfant de 4 ans", "una hija de 7 años": a child counted, with the child's age. */
function childsAge(lead: Lead, index: number): boolean {
  const tokens = lead.tokens;
  // The age's match may open on "de" ("de 4 ans") or on the number.
  const de = tokens[index]!.key === "de" ? index : index - 1;
  if (tokens[de]?.key !== "de" || tokens[de]!.brk !== 0) return false;
  const child = tokens[de - 1];
  index = de + 1;
  if (!child || !CHILD_BEFORE_DE.has(child.key)) return false;
  const before = tokens[index - 3];
  return before !== undefined && child.brk === 0 && (INDEFINITE.has(before.key) || before.num !== undefined);
}

function addAge(lead: Lead, age: number, strength: number, index: number, to = index + 1): void {
  if (childsAge(lead, index)) return;
  // "Pareja de 70 y 68", "M. et Mme Levesque, 69 et 67 ans": the couple's two ages, the first the
  // client's, the second the spouse's (in the first sentence of a lead about a couple).
  const who = whoAt(lead, index);
  const opening = who === CLIENT && lead.persons.spouseSeen && lead.tokens[index]!.hard === 0;
  // "pat & his wife linda, 68 and 66": two ages after the pair named in the first sentence.
  const afterPair = who === SPOUSE && lead.tokens[index]!.hard === 0 && lead.people[CLIENT].ages.length === 0;
  if (who === BOTH || opening || afterPair) {
    // "69 et 67 ans", "71 y 68 años": the unit after the second age only.
    const and0 = lead.tokens[index - 1];
    const first = lead.tokens[index - 2];
    const f = first?.num;
    if (
      and0 &&
      first &&
      f &&
      and0.brk === 0 &&
      lead.tokens[index]!.brk === 0 &&
      AND_WORDS.has(and0.key) &&
      !first.used &&
      f.integer &&
      !f.currency &&
      !f.multiplier &&
      f.value >= 18 &&
      f.value <= MAX_AGE
    ) {
      first.used = true;
      const [client, spouse] = [lead.people[CLIENT], lead.people[SPOUSE]];
      client.ages.push({ age: f.value, strength, index: index - 2 });
      client.source("age", f.value, first.start, first.end);
      spouse.ages.push({ age, strength, index });
      spouse.source("age", age, lead.tokens[index]!.start, lead.tokens[Math.max(index, to - 1)]!.end);
      return;
    }
    const and = lead.tokens[to];
    const next = lead.tokens[to + 1];
    const n = next?.num;
    if (and && next && and.brk === 0 && next.brk === 0 && AND_WORDS.has(and.key) && n && !next.used) {
      if (n.integer && !n.currency && !n.multiplier && n.value >= 18 && n.value <= MAX_AGE) {
        next.used = true;
        const [client, spouse] = [lead.people[CLIENT], lead.people[SPOUSE]];
        client.ages.push({ age, strength, index });
        client.source("age", age, lead.tokens[index]!.start, lead.tokens[Math.max(index, to - 1)]!.end);
        spouse.ages.push({ age: n.value, strength, index: to + 1 });
        spouse.source("age", n.value, next.start, next.end);
        return;
      }
    }
  }
  for (const found of targets(lead, index)) {
    found.ages.push({ age, strength, index });
    found.source("age", age, lead.tokens[index]!.start, lead.tokens[Math.max(index, to - 1)]!.end);
  }
}

function readAge(lead: Lead, match: Match, effect: Extract<Effect, { k: "age" }>): void {
  if (effect.fixed !== undefined) {
    addAge(lead, effect.fixed, effect.strength, match.from);
    // "T65 in August", "T65 on 3/14": the 65th birthday ahead dates the birth.
    const hit = lead.now
      ? dateNear(lead.text, lead.tokens, match.from, match.to, lead.now, "future")
      : undefined;
    if (effect.fixed === 64 && hit && /^\d{4}-\d{2}/.test(hit.iso))
      for (const found of targets(lead, match.from)) {
        found.birthFromTurning ??= `${Number(hit.iso.slice(0, 4)) - 65}${hit.iso.slice(4)}`;
        found.source("birthDate", "", lead.tokens[match.from]!.start, lead.tokens[hit.to - 1]!.end);
      }
    return;
  }
  const at = firstNumber(lead, match);
  if (at < 0) return;
  const token = lead.tokens[at]!;
  const num = token.num!;
  if (num.currency || num.multiplier || num.compound || num.measure) return;
  if (lengthOfProduct(lead, match)) {
    token.used = true;
    return;
  }
  // "a eu 65 ans en novembre 2025": no age today, but the birthday it dates (below).
  const past = ageInPastYear(lead, match);
  if (past && !(effect.mode === "exact" && turnedMatch(lead, match))) {
    token.used = true;
    return;
  }
  const value = num.negative ? -num.value : num.value;
  let age: number;
  if (effect.mode === "turning" && lead.now) {
    // "Turning 65 next month", "turns 65 on March 3": the birth date from the day of the birthday.
    const hit = dateNear(lead.text, lead.tokens, match.from, match.to, lead.now, "future");
    if (hit && /^\d{4}-\d{2}/.test(hit.iso)) {
      const year = Number(hit.iso.slice(0, 4)) - Math.floor(value);
      for (const found of targets(lead, match.from)) {
        found.birthFromTurning ??= `${year}${hit.iso.slice(4)}`;
        found.source("birthDate", "", lead.tokens[match.from]!.start, lead.tokens[hit.to - 1]!.end);
      }
    }
  }
  if (effect.mode === "exact" && lead.now && turnedMatch(lead, match)) {
    // "turned 65 last September", "cumplió 65 en agosto": the birth year and month.
    const hit = dateNear(lead.text, lead.tokens, match.from, match.to, lead.now, "past");
    // "turned 65 last September" (a month), "turned 65 3/18" (a day): the birthday, 65 years back.
    if (hit && /^\d{4}-\d{2}(?:-\d{2})?$/.test(hit.iso)) {
      const year = Number(hit.iso.slice(0, 4)) - Math.floor(value);
      for (const found of targets(lead, match.from)) {
        found.birthFromTurning ??= `${year}${hit.iso.slice(4)}`;
        found.source("birthDate", "", lead.tokens[match.from]!.start, lead.tokens[hit.to - 1]!.end);
      }
    }
  }
  if (past) {
    token.used = true;
    return;
  }
  if (effect.mode === "decade") {
    if (!num.integer || value % 10 !== 0 || value < 20 || value > 100) return;
    age = value + (effect.add ?? 5);
  } else {
    age = Math.floor(value) - (effect.mode === "turning" ? 1 : 0);
  }
  const plausible = effect.strength >= 3 ? age >= 0 && age <= MAX_AGE : age >= 18 && age <= MAX_AGE;
  if (!plausible) {
    if (effect.strength >= 3) {
      token.used = true;
      lead.found.note(`age ${num.negative ? "-" : ""}${formatNumber(num.value)}`);
    }
    return;
  }
  token.used = true;
  addAge(lead, age, effect.strength, match.from, match.to);
  // "64 yo M", "65 y/o F".
  const next = lead.tokens[match.to];
  if (next && next.brk === 0 && (next.key === "m" || next.key === "f") && lead.owner[match.to] === -1) {
    for (const found of targets(lead, match.from)) found.addGender(next.key === "m" ? "male" : "female", 2);
  }
}

const IN_WORDS = words("in en back_in");
const TURNED = words("turned cumplio eu");

function turnedMatch(lead: Lead, match: Match): boolean {
  for (let k = match.from; k < match.to; k++) if (TURNED.has(lead.tokens[k]!.key)) return true;
  return false;
}
const AGO_OPENERS = words("il y a hace");
/** A month named after "turned 65": its date is the birthday, read elsewhere. */
const MONTHS_OR_YEAR = new RegExp(`^(?:${[...monthWords()].join("|")})$`);
const AND_WORDS = words("and y et");
const BOTH_OBJECT = words("both ambos ambas them ellos");

/** "on both", "for both of them", "para los dos", "pour les deux", "pour tous les deux". */
function forBoth(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  for (let j = match.to; j < Math.min(tokens.length, match.to + 4); j++) {
    const t = tokens[j]!;
    if (t.brk !== 0) return false;
    if (!FOR_OR_OF.has(t.key)) continue;
    const next = tokens[j + 1];
    const after = tokens[j + 2];
    if (next === undefined || next.brk !== 0) return false;
    if (BOTH_OBJECT.has(next.key) && next.key !== "them") return true;
    // "on each of them", "para cada uno", "pour chacun".
    if ((next.key === "each" && after?.key === "of") || next.key === "chacun" || next.key === "chacune")
      return true;
    if (next.key === "cada" && (after?.key === "uno" || after?.num?.value === 1)) return true;
    if (next.key === "them" && after?.key === "both") return true;
    const two = after !== undefined && after.brk === 0 && (after.key === "dos" || after.key === "deux");
    return two && (next.key === "los" || next.key === "las" || next.key === "les" || next.key === "tous");
  }
  return false;
}
/** "el 72, ella 69", "he 70 she 68": a subject pronoun and the age. */
const PRONOUN_BEFORE_AGE = words("he she hes shes ella el il elle lui");

/** "turned 65 in 2019", "cumplió 65 en 2020", "a eu 65 ans en 2021": an age in a past year is not today's. */
function ageInPastYear(lead: Lead, match: Match): boolean {
  if (!lead.now) return false;
  const tokens = lead.tokens;
  let j = match.to;
  if (tokens[j]?.key === "back" && tokens[j]!.brk === 0) j++;
  const word = tokens[j];
  const year = tokens[j + 1];
  // "turned 65 four years ago", "a eu 65 ans il y a 4 ans", "cumplió 65 el año pasado".
  const turning = match.entry.effects.some((e) => e.k === "age" && e.mode === "turning");
  if (!turning && match.to - match.from >= 2) {
    // Right after the age, or after "il y a" / "hace".
    for (let k = j; k < j + 4 && tokens[k] !== undefined && tokens[k]!.brk === 0; k++) {
      if (MONTHS_OR_YEAR.test(tokens[k]!.key)) break;
      const hit = dateAt(lead.text, tokens, k, lead.now, "past");
      if (hit) return hit.iso.slice(0, 4) < String(lead.now.getUTCFullYear());
      if (!AGO_OPENERS.has(tokens[k]!.key)) break;
    }
  }
  if (!word || !year || word.brk !== 0 || year.brk !== 0 || !IN_WORDS.has(word.key)) return false;
  // "a eu 65 ans en novembre 2025", "turned 65 in march of 2024": a month before the year.
  let y = j + 1;
  if (MONTHS_OR_YEAR.test(tokens[y]!.key) && !tokens[y]!.num) {
    y++;
    if ((tokens[y]?.key === "de" || tokens[y]?.key === "of") && tokens[y]!.brk === 0) y++;
    if (tokens[y]?.brk !== 0) return false;
  }
  const n = tokens[y]?.num;
  return n?.integer === true && n.value >= 1900 && n.value < lead.now.getUTCFullYear();
}

/** "una anualidad fija de 5 años", "un plan de 10 ans": "de # años" after a product is its length. */
const LENGTH_NOUNS = words("term termino temporal temporaire plazo duree");

function lengthOfProduct(lead: Lead, match: Match): boolean {
  const first = lead.tokens[match.from]!;
  // "un term de 30 años", "une temporaire de 20 ans": the word itself says a length.
  const de = first.key === "de" ? match.from : match.from - 1;
  if (
    de > 0 &&
    lead.tokens[de]!.key === "de" &&
    lead.tokens[de]!.brk === 0 &&
    (de === match.from || first.brk === 0) &&
    LENGTH_NOUNS.has(lead.tokens[de - 1]!.key)
  )
    return true;
  if (first.key !== "de" || first.brk !== 0 || match.from === 0) return false;
  const owner = lead.owner[match.from - 1]!;
  if (owner < 0) return false;
  return lead.matches[owner]!.entry.effects.some((e) => e.k === "product" || e.k === "coverage");
}

function readKids(lead: Lead, match: Match, effect: Extract<Effect, { k: "kids" }>): void {
  const found = lead.found;
  // Spanish "los dos son duales", French "son fils": "son" is a verb or "his" there, no child.
  if (lead.language !== "en" && lead.tokens[match.to - 1]!.key === "son") return;
  // "wife stays home w/ the twins" are the couple's children; "2 kids and a baby" adds one more. A
  // relative's own children ("her son's kids") are not the client's dependents.
  if (aboutRelative(lead, match.from, true) && !afterOwnKids(lead, match.from)) return;
  if (effect.adult || effect.n === 0) {
    found.kidsNone = true;
    return;
  }
  if (effect.n !== undefined) {
    // "has a daughter 40 in atlanta": a grown child, no dependent.
    const age = lead.tokens[match.to];
    if (age?.num?.integer && age.num.value >= 25 && age.num.value <= 110 && age.brk <= 1) return;
    found.kidsSingles += effect.n;
    return;
  }
  const at = firstNumber(lead, match);
  if (at < 0) return;
  const num = lead.tokens[at]!.num!;
  const count = num.negative ? -num.value : num.value;
  if (!Number.isInteger(count) || count < 0 || count > MAX_DEPENDENTS) {
    found.note(`dependents ${formatNumber(count)}`);
    return;
  }
  found.kidsCount ??= count;
}

const KIDS_WORDS = words("kids children hijos ninos enfants twins gemelos jumeaux");
/** A count of the client's kids just before, in the same clause: "2 kids and a baby". */
function afterOwnKids(lead: Lead, at: number): boolean {
  const tokens = lead.tokens;
  for (let k = at - 1; k >= Math.max(0, at - 4); k--) {
    if (tokens[k + 1]!.brk === 2) return false;
    if (KIDS_WORDS.has(tokens[k]!.key)) return whoAt(lead, tokens[k - 1]?.num ? k - 1 : k) !== OTHER;
  }
  return false;
}

const SEX_LABELS = words("sex sexo sexe gender genero genre");
const SEX_VALUES: ReadonlyMap<string, Gender> = new Map([
  ["m", "male"],
  ["h", "male"],
  ["male", "male"],
  ["masculino", "male"],
  ["masculin", "male"],
  ["hombre", "male"],
  ["homme", "male"],
  ["f", "female"],
  ["female", "female"],
  ["femenino", "female"],
  ["feminin", "female"],
  ["mujer", "female"],
  ["femme", "female"],
]);

/** A form's "Sex: M", "Sexo: F", "Sexe : H": the field's value, when the client's form says it. */
function fieldSex(lead: Lead): Gender | undefined {
  const tokens = lead.tokens;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!SEX_LABELS.has(tokens[i]!.key)) continue;
    const next = tokens[i + 1]!;
    if (!/^\s*:\s*$/.test(lead.text.plain.slice(tokens[i]!.end, next.start))) continue;
    if (whoAt(lead, i) !== CLIENT) continue;
    const sex = SEX_VALUES.get(next.key);
    if (sex) return sex;
  }
  return undefined;
}

/** "DOB: 01/22/1962", "Date de naiss. : 2 décembre 1957": a field label, then its date after the colon. */
function dateAfterLabel(lead: Lead, at: number): { iso: string; from: number; to: number } | undefined {
  const next = lead.tokens[at];
  if (!next || at === 0) return undefined;
  const gap = lead.text.plain.slice(lead.tokens[at - 1]!.end, next.start);
  if (!/^[\s.]*:\s*$/.test(gap)) return undefined;
  return dateAt(lead.text, lead.tokens, at, undefined, "any");
}

const PAYOUT_VERBS = words("got received collected cashed touche recu cobro recibio");
const LIFE_WORDS = words("life vida vie");
/** "got 500k from his life insurance": received before the amount, life insurance right after it. */
function lifePayout(tokens: readonly Token[], i: number): boolean {
  let paid = false;
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) if (PAYOUT_VERBS.has(tokens[k]!.key)) paid = true;
  if (!paid) return false;
  for (let k = i + 1; k < Math.min(tokens.length, i + 7); k++) {
    if (tokens[k]!.brk === 2) return false;
    if (LIFE_WORDS.has(tokens[k]!.key)) return true;
  }
  return false;
}

/** The mention sits in a question: its sentence ends on "?" (or opens on "¿"). */
function inQuestion(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  const hard = tokens[match.from]!.hard;
  let end = match.to;
  while (end < tokens.length && tokens[end]!.hard === hard) end++;
  const last = tokens[end - 1]!;
  const after = lead.text.plain.slice(last.end, tokens[end]?.start ?? lead.text.plain.length);
  // "plan G avec Humana?? non": a doubled mark is the agent correcting a word, not a question.
  if (after.includes("?") && !after.includes("??")) return true;
  let start = match.from;
  while (start > 0 && tokens[start - 1]!.hard === hard) start--;
  const before = lead.text.plain.slice(start > 0 ? tokens[start - 1]!.end : 0, tokens[start]!.start);
  return before.includes("¿");
}

/** "born in '58": a two-digit year after an apostrophe, ending the birth words. */
function shortBirthYear(lead: Lead, match: Match): { iso: string; from: number; to: number } | undefined {
  const at = lead.tokens[match.to - 1]?.num ? match.to - 1 : match.to;
  const t = lead.tokens[at];
  if (!t?.num?.integer || t.num.value >= 100 || t.brk !== 0) return undefined;
  if (!lead.text.plain.slice(lead.tokens[at - 1]!.end, t.start).includes("'")) return undefined;
  const yy = t.num.value;
  const nowYY = lead.now ? lead.now.getUTCFullYear() % 100 : 30;
  return { iso: String(yy <= nowYY ? 2000 + yy : 1900 + yy), from: at, to: at + 1 };
}

/** Cancer history or current, from the words of its own clause first, then its sentence. */
function readCancer(lead: Lead, match: Match, lean: "history" | "current"): HealthConditionId {
  for (const scope of ["soft", "hard"] as const) {
    const past = sentenceHas(lead, match.from, PAST, scope) || hasPastYear(lead, match.from, scope);
    if (past) return "cancer_history";
    if (sentenceHas(lead, match.from, PRESENT, scope)) return "cancer_current";
  }
  return lean === "current" ? "cancer_current" : "cancer_history";
}

function hasPastYear(lead: Lead, at: number, scope: "soft" | "hard"): boolean {
  const tokens = lead.tokens;
  const id = scope === "soft" ? tokens[at]!.soft : tokens[at]!.hard;
  for (let j = Math.max(0, at - 16); j < Math.min(tokens.length, at + 16); j++) {
    const t = tokens[j]!;
    if ((scope === "soft" ? t.soft : t.hard) !== id || !t.num) continue;
    if (t.num.integer && !t.num.currency && t.num.value >= 1950 && t.num.value <= 2100) return true;
  }
  return false;
}

const SINCE = words("since desde depuis");
const QUIT = words("quit quitting stopped dejo arrete");
const TRYING = words("trying try tries wants want intentando intenta quiere essaie veut would");

function quitNearby(lead: Lead, at: number): boolean {
  const tokens = lead.tokens;
  const hard = tokens[at]!.hard;
  for (let j = Math.max(0, at - 12); j < Math.min(tokens.length, at + 12); j++) {
    if (tokens[j]!.hard !== hard || !QUIT.has(tokens[j]!.key)) continue;
    // "elle fume, lui a arrete": the one who quit is someone else.
    if (lead.persons.person[j] !== lead.persons.person[at]) continue;
    const before = tokens[j - 1];
    const before2 = tokens[j - 2];
    if ((before && TRYING.has(before.key)) || (before2 && TRYING.has(before2.key))) continue;
    return true;
  }
  return false;
}

/** A quit word in the sentence said of a different person than the smoker at `at`, or -1. */
function quitterNearby(lead: Lead, at: number): number {
  const tokens = lead.tokens;
  const hard = tokens[at]!.hard;
  const smoker = lead.persons.person[at];
  for (let j = at + 1; j < Math.min(tokens.length, at + 12); j++) {
    if (tokens[j]!.hard !== hard) break;
    if (!QUIT.has(tokens[j]!.key)) continue;
    const who = lead.persons.person[j];
    if (who === smoker || (who !== CLIENT && who !== SPOUSE)) continue;
    const before = tokens[j - 1];
    if (before && TRYING.has(before.key)) continue;
    return j;
  }
  return -1;
}

const ELLIPTIC_NO = words("no non not doesnt doesn nope pas");
const OTHER_PRONOUNS = words("he she him her el ella il elle lui wife husband esposa esposo mari femme");

/**
 * "el fuma, ella no", "he smokes, she doesn't", "il fume, elle non": the other person of the couple,
 * then only a "no", in the same sentence after the smoker at `at`; the index of that person, or -1.
 */
function nonSmokerNearby(lead: Lead, at: number): number {
  const tokens = lead.tokens;
  const hard = tokens[at]!.hard;
  const smoker = lead.persons.person[at];
  for (let j = at + 1; j + 1 < Math.min(tokens.length, at + 8); j++) {
    if (tokens[j]!.hard !== hard) break;
    if (tokens[j]!.brk === 0 || !OTHER_PRONOUNS.has(tokens[j]!.key)) continue;
    const who = lead.persons.person[j];
    if (who === smoker || (who !== CLIENT && who !== SPOUSE)) continue;
    const no = tokens[j + 1]!;
    const end = tokens[j + 2];
    // The "no" closes its clause: "she doesn't", "ella no.", not "she doesn't work".
    const closes = end === undefined || end.brk !== 0 || (no.key === "doesn" && end.key === "t");
    if (no.brk === 0 && ELLIPTIC_NO.has(no.key) && closes) return j;
  }
  return -1;
}

function occupationCue(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  let seen = 0;
  let j = match.from - 1;
  // Clause start: "Teacher, 58" or "Nurse 58, ...".
  while (j >= 0 && tokens[j + 1]!.brk === 0 && SKIPPED_ARTICLES.has(tokens[j]!.key)) j--;
  if (j < 0 || tokens[j + 1]!.brk !== 0) return true;
  for (; j >= 0 && seen < 3 && tokens[j + 1]!.brk === 0; j--) {
    const token = tokens[j]!;
    if (SKIPPED_ARTICLES.has(token.key)) continue;
    if (token.num || OCCUPATION_CUES.has(token.key)) return true;
    seen++;
  }
  for (let k = match.to; k < Math.min(tokens.length, match.to + 3) && tokens[k]!.brk === 0; k++) {
    if (OCCUPATION_AFTER.has(tokens[k]!.key)) return true;
  }
  return false;
}

const NOT_HOME = words(
  "born nacio nacida nacido ne nee originally originaria originario moved mudo demenage visiting visita",
);
const HOME = words("lives live living resides reside vive viven vit vivent habite habitent");

/** 3 "lives in Texas", 2 "in Texas" or ", Texas,", 1 elsewhere, 0 "born in Texas". */
const MOVING = words(
  "moving move moves moved relocating relocated mudarse muda mudo mudaron mudando mudara demenage demenager demenagent",
);
const FROM_WORDS = words("from de desde del");
/** "another company's G", "otra compañía", "une autre compagnie": a new insurer wanted. */
const NEW_INSURER =
  /\b(?:another|other|different|new) (?:company|carrier|insurer|insurance company)\b|\botra (?:compania|aseguradora|compañia|compañía)\b|\bautre (?:compagnie|assureur)\b/;
const MA_COVERAGE: ReadonlySet<string> = new Set(["medicare_advantage", "d_snp", "c_snp"]);
/** Words that date the start of the MA plan held: "since", "went to", "se cambió", "pour un Advantage". */
const MA_STARTED = words(
  "since starting started start began joined switched switch went enrolled signed desde empezo comenzo cambio inscribio depuis commence pour",
);
/** Left coverage kept on the profile: a Medigap policy given up (the trial right's way back). */
const MEDIGAP_COVERAGE: ReadonlySet<string> = new Set([
  "medigap_g",
  "medigap_n",
  "medigap_f",
  "medigap_c",
  "medigap_other",
]);
const MOVED = words("moved relocated mudo mudaron");
/** Words that date a Medigap policy's start or its renewal day. */
const MEDIGAP_SINCE = words(
  "since started start began effective desde renueva renews renewal anniversary aniversario depuis renouvele anniversaire",
);
/** French past: "a déménagé", "ont déménagé", "vient de déménager", "est venue". */
const FR_PAST_AUX = words("a ont vient viennent venons");

/** The move at `j` is done: "moved", "se mudó", "a déménagé", "vient de déménager". */
function movedAlready(lead: Lead, j: number): boolean {
  const tokens = lead.tokens;
  const key = tokens[j]!.key;
  if (MOVED.has(key)) return true;
  // Accents are folded: "mudó" is only told from "mudo" (I change) by the lead's language.
  if (key === "demenage" || key === "demenager") {
    const before = tokens[j - 1]?.key ?? "";
    const before2 = tokens[j - 2]?.key ?? "";
    return FR_PAST_AUX.has(before) || (before === "de" && FR_PAST_AUX.has(before2));
  }
  return false;
}

const ENTERED = words("entered went moved admitted since entro ingreso desde entre depuis");

function movedInMatch(lead: Lead, match: Match): boolean {
  for (let j = match.from; j < match.to; j++) if (movedAlready(lead, j)) return true;
  return false;
}

const TO_WORDS = words("to a al au en hacia para pour vers down up");

const RELATIVE_BEFORE_PLACE = words(
  "daughter son kids children sister brother grandson granddaughter hija hijo hijos hermana hermano nieto nieta fille fils enfants soeur frere",
);

function placeScore(lead: Lead, from: number, to: number): number {
  const tokens = lead.tokens;
  // "has a daughter 40 in atlanta", "su hijo vive en Denver": a relative's place, not the client's home.
  // ("lives w son in Des Moines" is the client's home, shared.)
  for (let j = from - 1; j >= Math.max(0, from - 4) && tokens[j + 1]!.brk === 0; j--) {
    if (!RELATIVE_BEFORE_PLACE.has(tokens[j]!.key)) continue;
    const k = POSSESSIVE_BEFORE_NOUN.has(tokens[j - 1]?.key ?? "") ? j - 2 : j - 1;
    if (!WITH_WORDS.has(tokens[k]?.key ?? "")) return 0;
    break;
  }
  // "moving from FL to NC", "se muda de California a Texas", "déménage de NY en Floride": the home is
  // where the client moves from. After a move already made ("moved from NJ to Orlando", "se mudó de
  // Chicago a Phoenix", "a déménagé de Boston à Tampa") it is where they moved to.
  for (let j = from - 1; j >= Math.max(0, from - 6); j--) {
    if (tokens[j + 1]!.brk === 2) break;
    if (MOVING.has(tokens[j]!.key)) {
      // The nearest "from" or "to" before the place says which end it is: "de Portland ME a Naples FL".
      // "moving Phoenix -> Denver": a place right after the move word, with neither, is where it starts.
      let origin = j === from - 1;
      for (let k = from - 1; k > j; k--) {
        const key = tokens[k]!.key;
        if (FROM_WORDS.has(key)) {
          origin = true;
          break;
        }
        if (TO_WORDS.has(key)) break;
      }
      // Where a move already made took the client is home, over any place named after it ("tenía un HMO
      // en NY").
      if (movedAlready(lead, j)) return origin ? 0 : 4;
      return origin ? 3 : 0;
    }
  }
  for (let j = from - 1; j >= Math.max(0, from - 3); j--) {
    if (tokens[j + 1]!.brk !== 0) break;
    if (NOT_HOME.has(tokens[j]!.key)) return 0;
    if (HOME.has(tokens[j]!.key)) return 3;
  }
  const before = tokens[from - 1];
  if (before && tokens[from]!.brk === 0 && PLACE_WORDS.has(before.key)) return 2;
  const next = tokens[to];
  const alone = (from === 0 || tokens[from]!.brk >= 1) && (!next || next.brk >= 1 || isZip(next));
  return alone ? 2 : 1;
}

function isZip(token: Token): boolean {
  const num = token.num;
  return num?.integer === true && !num.currency && token.end - token.start === 5;
}

/** Coverage held → the product it is, for "wants/asks/heard of" readings of the same words. */
const PRODUCT_OF: Partial<Record<CoverageId, ProductId>> = {
  medicare_advantage: "medicare_advantage",
  medigap_g: "medicare_supplement",
  medigap_n: "medicare_supplement",
  medigap_f: "medicare_supplement",
  medigap_c: "medicare_supplement",
  medigap_other: "medicare_supplement",
  part_d: "part_d",
  long_term_care: "long_term_care",
  annuity: "fixed_annuity",
  d_snp: "medicare_advantage",
  c_snp: "medicare_advantage",
};
const COVERAGE_OF_PRODUCT: Partial<Record<ProductId, CoverageId>> = {
  final_expense: "existing_life",
  term_life: "existing_life",
  whole_life: "existing_life",
  iul: "existing_life",
  fixed_annuity: "annuity",
  indexed_annuity: "annuity",
  long_term_care: "long_term_care",
  medicare_advantage: "medicare_advantage",
  part_d: "part_d",
};
const OWED = words("balance about owes owe debe reste doit adeuda saldo solde");
const MORTGAGE_WORDS = words(
  "mortgage mortgages hipoteca hypotheque house casa maison home loan pret credit",
);
const WORK_COVERAGE: Record<WorkCoverage["kind"], CoverageId> = {
  active: "employer_plan",
  retiree: "retiree_plan",
  cobra: "cobra",
};
const SPOUSE_POSSESSIVE = words(
  "husband husbands wife wifes spouse spouses hubby esposo esposa marido mari epoux epouse conjoint conjointe femme",
);
const MEDICARE_WORD = words("medicare");
const SPOUSE_PRONOUN_POSSESSIVE = words("his her su son sa");
const WRITER_POSSESSIVE = words("my mi mon ma");
const OF_PRONOUNS = words("ella el lui elle");
const EMPLOYEES = words(
  "employees employee emps emp workers people ppl staff empleados trabajadores salaries salarie employes personnes person persons personas",
);

function spanOf(lead: Lead, match: Match): [number, number] {
  return [lead.tokens[match.from]!.start, lead.tokens[match.to - 1]!.end];
}

/** "through her husband's job", "del trabajo de su esposo", "par l'employeur de son mari". */
function throughSpouse(lead: Lead, match: Match, who: Person): boolean {
  const tokens = lead.tokens;
  const soft = tokens[match.from]!.soft;
  for (let j = Math.max(0, match.from - 4); j < Math.min(tokens.length, match.to + 6); j++) {
    if (tokens[j]!.soft !== soft) continue;
    // "tiene el plan del taller y su esposa ... está en el mismo plan": "and" opens the spouse's clause.
    if (j >= match.to && AND_WORDS.has(tokens[j]!.key)) break;
    // "esposa 63 tiene seguro de su trabajo": the spouse is the clause's subject, the job her own.
    // "his wife 61 is on his plan": the spouse word in the subject ("his wife") is not whose plan it is.
    const opensClause = j === 0 || tokens[j]!.brk !== 0 || (j === 1 ? true : tokens[j - 1]!.brk !== 0);
    if (who === SPOUSE && j < match.from && opensClause) continue;
    // "on the group plan with his wife": together with the spouse, not through the spouse's job.
    if (SPOUSE_POSSESSIVE.has(tokens[j]!.key) && !withSpouse(tokens, j)) return true;
  }
  return false;
}

const WITH_WORDS = words("with w con avec");
const BOTH_SUBJECT = words("both ambos ambas");
/** "Both on his employer plan", "ambos en el plan de la empresa": the clause opens on "both". */
function bothBefore(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  const soft = tokens[match.from]!.soft;
  for (let j = match.from - 1; j >= Math.max(0, match.from - 4) && tokens[j]!.soft === soft; j--)
    if (BOTH_SUBJECT.has(tokens[j]!.key)) return true;
  return false;
}
/** "... plan with his wife (60)": the spouse named right after the plan, with "with". */
function spouseWithAfter(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  for (let j = match.to; j < Math.min(tokens.length, match.to + 10); j++) {
    if (tokens[j]!.brk !== 0) return false;
    if (SPOUSE_POSSESSIVE.has(tokens[j]!.key))
      return (j < match.to + 4 && withSpouse(tokens, j)) || forHimAndSpouse(tokens, j);
  }
  return false;
}
const HIM_WORDS = words("him himself lui el");
/** "COBRA ... pour lui et sa femme", "for him and his wife", "para él y su esposa": the two covered. */
function forHimAndSpouse(tokens: readonly Token[], j: number): boolean {
  const k = SPOUSE_PRONOUN_POSSESSIVE.has(tokens[j - 1]?.key ?? "") ? j - 1 : j;
  return AND_WORDS.has(tokens[k - 1]?.key ?? "") && HIM_WORDS.has(tokens[k - 2]?.key ?? "");
}
const COVER_VERBS = words("covers cover covering cubre cubren cubria couvre couvrent couvrait");
const COVERED_OBJECT = words("him her lo la le el ella lui elle both ambos tambien too aussi them");
/** "wife's retiree plan covers him too", "el plan de ella lo cubre a el", "la mutuelle de sa femme le couvre aussi". */
function coversClientToo(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  for (let j = match.to; j < Math.min(tokens.length, match.to + 6); j++) {
    if (tokens[j]!.brk === 2) return false;
    if (!COVER_VERBS.has(tokens[j]!.key)) continue;
    // "lo cubre", "le couvre": the object pronoun before the verb.
    if (COVERED_OBJECT.has(tokens[j - 1]?.key ?? "") && j - 1 >= match.to) return true;
    for (let k = j + 1; k < Math.min(tokens.length, j + 4); k++) {
      if (tokens[k]!.brk === 2) return false;
      if (COVERED_OBJECT.has(tokens[k]!.key)) return true;
    }
    return false;
  }
  return false;
}
const SUBJECT_SHE = words("she shes elle ella");
const SUBJECT_HE = words("he hes il el");
/** "she's on his COBRA", "il est sur son COBRA à elle": a spouse pronoun opens the clause of the client's plan. */
function spouseOnClientsPlan(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  const spouseSex = lead.persons.spouseGender;
  if (spouseSex === undefined) return false;
  const subject = spouseSex === "female" ? SUBJECT_SHE : SUBJECT_HE;
  for (let j = match.from - 1; j >= Math.max(0, match.from - 5); j--) {
    if (tokens[j + 1]!.brk !== 0) return false;
    if (subject.has(tokens[j]!.key)) return true;
  }
  return false;
}

const OBJECT_PRONOUNS = words("el him lui ella her elle");
/** "está en el COBRA con él", "on the COBRA with him": the plan shared with the one just named. */
function withHimAfter(tokens: readonly Token[], at: number): boolean {
  for (let k = at; k < Math.min(tokens.length - 1, at + 3) && tokens[k]!.brk === 0; k++)
    if (WITH_WORDS.has(tokens[k]!.key) && OBJECT_PRONOUNS.has(tokens[k + 1]!.key) && tokens[k + 1]!.brk === 0)
      return true;
  return false;
}

/** The spouse word at `j` follows "with", "con", "avec" (and a possessive): covered together. */
function withSpouse(tokens: readonly Token[], j: number): boolean {
  // "w/ her husbands retiree plan": the husband's plan, through him.
  if (tokens[j]!.key.endsWith("s") || tokens[j + 1]?.key === "s") return false;
  const before = tokens[j - 1]?.key ?? "";
  if (WITH_WORDS.has(before)) return true;
  return SPOUSE_PRONOUN_POSSESSIVE.has(before) && WITH_WORDS.has(tokens[j - 2]?.key ?? "");
}

/**
 * "she is on his plan", "he is covered through her job": a possessive read as the spouse, in a clause
 * about someone else, makes the plan the spouse's job's. In a clause about the spouse ("he has Part D on
 * top of his retiree plan", "el esposo tiene su plan de jubilado") the plan is the spouse's own.
 */
function pronounJob(lead: Lead, match: Match, who: Person): boolean {
  const tokens = lead.tokens;
  for (let j = Math.max(0, match.from - 1); j < Math.min(tokens.length, match.to + 2); j++) {
    // "el seguro de ella", "le plan de retraite de lui": the pronoun after "de" is a possessive too.
    const ofPronoun =
      OF_PRONOUNS.has(tokens[j]!.key) &&
      tokens[j]!.brk === 0 &&
      (tokens[j - 1]?.key === "de" || tokens[j - 1]?.key === "d");
    if (j >= match.to && !ofPronoun) continue;
    // "he's on MY insurance from work", written by the spouse: the writer's possessive.
    const writers = WRITER_POSSESSIVE.has(tokens[j]!.key) && lead.persons.person[j] === SPOUSE;
    if (!SPOUSE_PRONOUN_POSSESSIVE.has(tokens[j]!.key) && !ofPronoun && !writers) continue;
    if (j < match.from && tokens[match.from]!.brk !== 0) continue;
    const inside = j >= match.from;
    let owner: Person = inside || writers ? (lead.persons.person[j] as Person) : who;
    if (ofPronoun) {
      // "de ella" is an object, so the scan left it to the subject: its sex says whose it is.
      const g = tokens[j]!.key === "ella" || tokens[j]!.key === "elle" ? "female" : "male";
      const { spouseGender, clientGender } = lead.persons;
      owner = spouseGender === g && clientGender !== g ? SPOUSE : CLIENT;
    }
    if (owner !== SPOUSE) continue;
    // The clause's own subject, before the first of the spouse's possessives ("on his plan through his job").
    let first = j;
    for (let k = j - 1; k >= 0 && tokens[k + 1]!.brk === 0; k--) {
      if (SPOUSE_PRONOUN_POSSESSIVE.has(tokens[k]!.key) && lead.persons.person[k] === SPOUSE) first = k;
    }
    const before = first > 0 && tokens[first]!.brk === 0 ? whoAt(lead, first - 1) : CLIENT;
    return before !== SPOUSE;
  }
  return false;
}

const EMPLOYER_WORDS = words(
  "company empresa compania entreprise employer employeur firm tienda negocio shop",
);

function employeesNear(lead: Lead, match: Match): number | undefined {
  const tokens = lead.tokens;
  const hard = tokens[match.from]!.hard;
  // "(empresa de 40)", "a company of 30", "employer has like 15 ppl" (below).
  for (let j = Math.max(0, match.from - 8); j < Math.min(tokens.length, match.to + 10); j++) {
    const t = tokens[j]!;
    if (t.hard !== hard || !t.num || t.num.currency || t.num.multiplier) continue;
    const before = tokens[j - 1];
    const before2 = tokens[j - 2];
    const next = tokens[j + 1];
    // Only a number that ends its clause: "empresa de 40)", not "company of 40 years".
    if (next && next.brk === 0) continue;
    if (
      before &&
      before2 &&
      (before.key === "de" || before.key === "of") &&
      EMPLOYER_WORDS.has(before2.key)
    ) {
      t.used = true;
      return t.num.value;
    }
  }
  for (let j = Math.max(0, match.from - 8); j < Math.min(tokens.length, match.to + 10); j++) {
    const t = tokens[j]!;
    if (t.hard !== hard || !t.num || t.num.currency) continue;
    const next = tokens[j + 1];
    const next2 = tokens[j + 2];
    if ((next && EMPLOYEES.has(next.key)) || (next2 && next2.brk === 0 && EMPLOYEES.has(next2.key))) {
      t.used = true;
      return t.num.value;
    }
  }
  return undefined;
}

/** Someone at work now: "still working", "sigue trabajando", "travaille encore", "works at". */
const AT_WORK = words(
  "works working work employed trabaja trabajando labora laborando empleado empleada travaille travaillant travaillent emploi",
);
/** Insurance words that, with work in the sentence, are the job's plan. */
const INSURANCE_NOUNS = words(
  "insurance ins insured coverage covered benefits plan ppo hmo hdhp epo seguro asegurado asegurada cobertura beneficios plan assurance assure assuree couvert couverte mutuelle regime",
);
/** Words that make the insurance something else: a wish, a product, Medicare's own parts. */
const NOT_JOB_PLAN = words(
  "life vida vie term burial funeral final obseques funerario medigap supplement suplemento advantage medicare medicaid part parte partie dental vision cancer hospital wants quiere veut looking busca cherche retiree jubilado retraite cobra obamacare marketplace aca individual private privado privada privee propia propio propre",
);
const NO_WORDS = words("no not pas sin sans without none");
/** Between the "no" and the insurance word: "no health insurance", "pas d'assurance", not "not on her plan". */
const DENIED_BETWEEN = words("d de of any health medical job employer group company seguro medico");
/** "pas d'assurance de l'employeur", "no benefits", "sin seguro": the job's plan denied in the sentence. */
function insuranceDenied(tokens: readonly Token[], sentence: number): boolean {
  for (let j = 0; j < tokens.length; j++) {
    if (tokens[j]!.hard !== sentence || !NO_WORDS.has(tokens[j]!.key)) continue;
    for (let k = j + 1; k <= j + 3 && k < tokens.length && tokens[k]!.hard === sentence; k++) {
      if (INSURANCE_NOUNS.has(tokens[k]!.key)) return true;
      if (!DENIED_BETWEEN.has(tokens[k]!.key)) break;
    }
  }
  return false;
}

/** The spouse is said to work ("sa femme travaille à l'hôpital", "wife still works at the school"). */
function spouseAtWork(lead: Lead): boolean {
  const tokens = lead.tokens;
  for (let k = 0; k < tokens.length; k++) {
    if (!AT_WORK.has(tokens[k]!.key) || whoAt(lead, k) !== SPOUSE) continue;
    if (!(k > 0 && NOT_WORKING.has(tokens[k - 1]!.key))) return true;
  }
  return false;
}

/**
 * "the company plan ended Sept 30": a job, retiree or COBRA plan whose end is behind `now` is no longer
 * held (its end still opens the rights the work entry dates).
 */
function withoutEndedPlans(
  coverage: CoverageId[],
  work: readonly WorkCoverage[],
  now: Date | undefined,
): CoverageId[] {
  if (!now) return coverage;
  const today = now.toISOString();
  const ended = (w: WorkCoverage) => w.endsOn !== undefined && w.endsOn <= today.slice(0, w.endsOn.length);
  const gone = new Set<CoverageId>();
  for (const w of work) if (ended(w)) gone.add(WORK_COVERAGE[w.kind]);
  for (const w of work) if (!ended(w)) gone.delete(WORK_COVERAGE[w.kind]);
  return gone.size === 0 ? coverage : coverage.filter((id) => !gone.has(id));
}

/** "lives with me in", "vit avec moi à", "vive conmigo en": a "with" in the clause before the place. */
function sharedHomeBefore(tokens: readonly Token[], at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - 5) && tokens[k + 1]!.brk === 0; k--)
    if (WITH_WORDS.has(tokens[k]!.key) || tokens[k]!.key === "conmigo") return true;
  return false;
}

/** A match made by a pass over the tokens rather than a lexicon rule. */
const NO_ENTRY: Match["entry"] = {
  effects: [],
  options: {},
  unlessNext: undefined,
  unlessNear: undefined,
  order: -1,
};

/** Working now, said of a person ("still working", "travaille encore", "sigue trabajando"). */
const STILL_WORKING = words("working works travaille travaillent trabaja trabajando");
const RETIRING_NOW = words("retiring retires jubila retira");
const RETIRED_PAST = words("retired jubilo retiro");
function insuranceInSentence(tokens: readonly Token[], sentence: number): boolean {
  for (const t of tokens) if (t.hard === sentence && INSURANCE_NOUNS.has(t.key)) return true;
  return false;
}
const TAKES = words("prend prendra prends");
const HEADCOUNT_VERBS: ReadonlySet<string> = new Set([
  ...STILL_WORKING,
  ...RETIRING_NOW,
  ...RETIRED_PAST,
  "retraite",
]);
const NOT_WORKING = words(
  "not no retired jubilado jubilada retraite retraitee stopped quit dejo arrete ne plus",
);

/** "thru the hospital she works at": a hospital as the workplace, not a hospital policy. */
function workplaceHospital(tokens: readonly Token[], i: number): boolean {
  return tokens[i]!.key === "hospital" && ARTICLES_BEFORE_PLACE.has(tokens[i - 1]?.key ?? "");
}
const ARTICLES_BEFORE_PLACE = words("the a el un le l");

/**
 * The job's health plan said in words the phrase lexicon does not hold: work and insurance in the same
 * clause ("sigue trabajando en una compañía de 500 empleados con su seguro", "still works, insured
 * there"). Only when no work coverage was read for that person.
 */
function readWorkByClause(lead: Lead): void {
  const tokens = lead.tokens;
  for (let k = 0; k < tokens.length; k++) {
    // "her company (800 employees) plan ends": an employer of someone's, and its plan a few words on.
    const employerOwned =
      EMPLOYER_WORDS.has(tokens[k]!.key) && k > 0 && POSSESSIVE_BEFORE_NOUN.has(tokens[k - 1]!.key);
    if (!AT_WORK.has(tokens[k]!.key) && !employerOwned) continue;
    const who = whoAt(lead, k);
    if (who !== CLIENT && who !== SPOUSE) continue;
    const found = lead.people[who];
    if (found.work.length > 0 || lead.people[CLIENT].work.some((w) => w.through === "spouse")) continue;
    if (k > 0 && NOT_WORKING.has(tokens[k - 1]!.key)) continue;
    if (k > 1 && NOT_WORKING.has(tokens[k - 2]!.key)) continue;
    const sentence = tokens[k]!.hard;
    let insurance = -1;
    for (let j = Math.max(0, k - 8); j < Math.min(tokens.length, k + 16) && insurance < 0; j++) {
      const t = tokens[j]!;
      const owner = lead.owner[j]!;
      // An event about the plan ("plan ends") leaves it the job's plan.
      const eventOnly = owner >= 0 && lead.matches[owner]!.entry.effects.every((e) => e.k === "event");
      if (t.hard !== sentence || !INSURANCE_NOUNS.has(t.key) || (owner !== -1 && !eventOnly)) continue;
      // Insurance named as something else nearby (a life policy, a Medicare plan, a wish): not the job's.
      let other = false;
      for (let i = Math.max(0, j - 3); i <= Math.min(tokens.length - 1, j + 3); i++)
        if (tokens[i]!.hard === sentence && NOT_JOB_PLAN.has(tokens[i]!.key) && !workplaceHospital(tokens, i))
          other = true;
      if (!other) insurance = j;
    }
    if (insurance < 0) continue;
    const match: Match = { from: Math.min(k, insurance), to: Math.max(k, insurance) + 1, entry: NO_ENTRY };
    const entry: WorkCoverage = { kind: "active", through: "self" };
    const [from, to] = spanOf(lead, match);
    found.work.push(entry);
    found.source("work", "active:self", from, to);
    const employees = employeesNear(lead, match);
    if (employees !== undefined) {
      entry.employees = employees;
      found.source("employees", employees, from, to);
    }
    addCoverage(lead, found, "employer_plan", match);
  }
  // "travaille encore, entreprise de 8 employés", "still working, company of 12 employees": a job said
  // with its headcount is the job's plan (the size is said because it decides whether Medicare pays first).
  for (let k = 0; k < tokens.length; k++) {
    const key = tokens[k]!.key;
    if (!HEADCOUNT_VERBS.has(key)) continue;
    // "retiring june 30, company of 45 employees", "prend sa retraite le 30 juin (employeur de 300 employés)".
    const retiring = RETIRING_NOW.has(key) || (key === "retraite" && TAKES.has(tokens[k - 2]?.key ?? ""));
    // "se jubiló el 30 de septiembre de una compañía de 80 empleados y el seguro terminó": retired, with
    // the insurance said in the sentence.
    const retired = RETIRED_PAST.has(key) && insuranceInSentence(tokens, tokens[k]!.hard);
    if (!STILL_WORKING.has(key) && !retiring && !retired) continue;
    const who = whoAt(lead, k);
    if (who !== CLIENT && who !== SPOUSE) continue;
    const found = lead.people[who];
    if (found.work.length > 0 || (who === CLIENT && found.work.some((w) => w.through === "spouse"))) continue;
    if (k > 0 && NOT_WORKING.has(tokens[k - 1]!.key)) continue;
    const sentence = tokens[k]!.hard;
    let count = -1;
    for (let j = k + 1; j < Math.min(tokens.length, k + 13) && tokens[j]!.hard === sentence; j++) {
      const t = tokens[j]!;
      const next = tokens[j + 1];
      if (t.num && !t.used && !t.num.currency && next?.brk === 0 && EMPLOYEES.has(next.key)) {
        if (whoAt(lead, j) === who) count = j;
        break;
      }
    }
    if (count < 0 || insuranceDenied(tokens, sentence)) continue;
    const t = tokens[count]!;
    t.used = true;
    const entry: WorkCoverage = { kind: "active", through: "self", employees: t.num!.value };
    found.work.push(entry);
    found.source("work", "active:self", tokens[k]!.start, tokens[count + 1]!.end);
    found.source("employees", t.num!.value, t.start, t.end);
    // Retired on a day said beside it: the plan ended then.
    const ended = retired ? dateNear(lead.text, tokens, k, k + 1, lead.now, "past", true) : undefined;
    if (ended) {
      for (let j = ended.from; j < ended.to; j++) tokens[j]!.used = true;
      entry.endsOn = ended.iso;
      found.source("workEnds", ended.iso, tokens[ended.from]!.start, tokens[ended.to - 1]!.end);
      if (!found.events.some((e) => e.kind === "losing_coverage")) {
        found.events.push({ kind: "losing_coverage", date: ended.iso });
        found.source("event", "losing_coverage", tokens[k]!.start, tokens[ended.to - 1]!.end);
      }
    }
    addCoverage(lead, found, "employer_plan", { from: k, to: count + 2, entry: NO_ENTRY });
  }
  // The employer's size said apart from its plan ("company ~350 emps" ... "the group coverage stops"):
  // one headcount in the lead belongs to the one job's plan that lacks it.
  for (const found of [lead.people[CLIENT], lead.people[SPOUSE]]) {
    const entry = found.work.find((w) => w.employees === undefined && w.kind === "active");
    if (!entry) continue;
    const counts: number[] = [];
    for (let j = 0; j < tokens.length; j++) {
      const t = tokens[j]!;
      const next = tokens[j + 1];
      if (!t.num || t.used || t.num.currency || !next || next.brk !== 0 || !EMPLOYEES.has(next.key)) continue;
      counts.push(j);
    }
    if (counts.length !== 1) continue;
    const t = tokens[counts[0]!]!;
    t.used = true;
    entry.employees = t.num!.value;
    found.source("employees", t.num!.value, t.start, t.end);
  }
}

/** "has 100k thru work", "50 000 $ par son employeur": an amount through the job is its group life. */
function amountThroughJob(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  for (let j = match.from - 1; j >= Math.max(0, match.from - 6); j--) {
    if (tokens[j + 1]!.brk !== 0) return false;
    const num = tokens[j]!.num;
    if (num) return (num.currency || num.multiplier || num.value >= 1000) && throughJob(tokens, j);
  }
  return false;
}

const SAME_DAY = words("same mismo meme ese that");
const DAY_WORDS = words("day dia jour date fecha");

/**
 * "retired april 30 from a company w/ 2,000 employees, group plan ended the same day": a plan that ends
 * "the same day" ends on the date said earlier in the sentence.
 */
function sameDayEnd(lead: Lead, match: Match): DateHit | undefined {
  const { tokens } = lead;
  const sentence = tokens[match.from]!.hard;
  let same = -1;
  for (let k = match.to; k < Math.min(tokens.length - 1, match.to + 8) && tokens[k]!.hard === sentence; k++)
    if (SAME_DAY.has(tokens[k]!.key) && DAY_WORDS.has(tokens[k + 1]!.key)) same = k;
  if (same < 0) return undefined;
  let found: DateHit | undefined;
  for (let k = match.from - 1; k >= 0 && tokens[k]!.hard === sentence; k--) {
    const hit = dateAt(lead.text, tokens, k, lead.now, "past");
    if (hit && hit.to <= match.from)
      found = widenBack(lead.text, tokens, k, hit, lead.now, "past", match.from);
    if (found) break;
  }
  return found;
}

const FACILITY_WORDS = words("nursing facility asilo residencia ehpad chsld");

/**
 * "moved into a nursing home in Dayton on june 28 for long term care": the care the client is already
 * in, not a policy wished for (none can be bought once in a facility).
 */
function careAlreadyHad(lead: Lead, match: Match): boolean {
  const before = lead.tokens[match.from - 1]?.key ?? "";
  if (before !== "for" && before !== "para" && before !== "pour") return false;
  return sentenceHas(lead, match.from, FACILITY_WORDS, "hard");
}

const LEFT_WORDS = words("salio dejo left pulled exited retiro");

function leftAlready(lead: Lead, match: Match): boolean {
  for (let k = match.from; k < match.to; k++) if (LEFT_WORDS.has(lead.tokens[k]!.key)) return true;
  return false;
}

/** Whole months from an ISO date or month ("2023", "2023-06", "2023-06-30") to `now`. */
function monthsBetween(iso: string, now: Date): number {
  const year = Number(iso.slice(0, 4));
  const month = iso.length >= 7 ? Number(iso.slice(5, 7)) : 12;
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
}

function addCoverage(lead: Lead, found: Findings, id: CoverageId, match: Match): void {
  found.coverage.add(id);
  const [from, to] = spanOf(lead, match);
  found.source("coverage", id, from, to);
}

function addInterest(lead: Lead, found: Findings, id: ProductId, match: Match): void {
  found.interests.add(id);
  const [from, to] = spanOf(lead, match);
  found.source("interest", id, from, to);
}

function applyEffect(lead: Lead, matchIndex: number, effect: Effect, stance: () => Stance): void {
  const match = lead.matches[matchIndex]!;
  const who = whoAt(lead, match.from);
  const people = targets(lead, match.from);
  const client = lead.found;
  const [from, to] = spanOf(lead, match);
  switch (effect.k) {
    case "condition":
    case "cancer": {
      if (who === NOBODY || clauseTellsOfDeath(lead, match.from)) return;
      const worryGoal = effect.k === "cancer" ? "cancer_protection" : effect.worryGoal;
      if (worriedAbout(lead, matchIndex)) {
        if (worryGoal) client.goals.add(worryGoal);
        return;
      }
      if (stance() === "negated") return;
      const id = effect.k === "cancer" ? readCancer(lead, match, effect.lean) : effect.id;
      for (const found of people) {
        found.conditions.add(id);
        found.source("condition", id, from, to);
        // "Medicare due to ESRD": the basis of the entitlement.
        if (id === "esrd" && sentenceHas(lead, match.from, MEDICARE_WORD, "hard")) {
          found.basis ??= "esrd";
          found.source("medicareBasis", "esrd", from, to);
        }
      }
      return;
    }
    case "medication": {
      if (who === NOBODY || stance() === "negated") return;
      for (const found of people) {
        if (!found.medications.includes(effect.name)) found.medications.push(effect.name);
        found.source("medication", effect.name, from, to);
        for (const id of effect.conditions) {
          found.conditions.add(id);
          found.source("condition", id, from, to);
        }
      }
      return;
    }
    case "goal": {
      const s = stance();
      if (s === "negated") return;
      if (effect.id === "long_term_care" && careAlreadyHad(lead, match)) return;
      // "Meds: metformin, lisinopril": a form's label before the list, no wish for drug cover.
      if (effect.id === "prescriptions" && lead.tokens[match.to]?.colon === true) return;
      if (effect.unlessOwned && owned(lead, matchIndex, s)) return;
      // A relative's plans for their own life are theirs ("su hija quiere ahorrar para su retiro"); what
      // they want for the client is the client's need ("daughter wants her funeral covered").
      // (Only a relative named as the clause's subject: "3 kids and a mortgage" is still the client's.)
      if (
        lead.persons.person[match.from] === OTHER &&
        OWN_LIFE_GOALS.has(effect.id) &&
        !forTheClient(lead, match)
      )
        return;
      // Goals are the client's needs, whoever says them.
      // A couple's savings goals are the household's, read once, on the client.
      const named = who === OTHER ? undefined : namedFor(lead, match);
      const both = lead.persons.spouseSeen && !HOUSEHOLD_GOALS.has(effect.id) && forBoth(lead, match);
      const goalTargets = both
        ? [client, lead.people[SPOUSE]]
        : named !== undefined
          ? [lead.people[named]]
          : who === SPOUSE
            ? [lead.people[SPOUSE]]
            : who === BOTH && !HOUSEHOLD_GOALS.has(effect.id)
              ? people
              : [client];
      for (const found of goalTargets) {
        found.goals.add(effect.id);
        found.source("goal", effect.id, from, to);
      }
      return;
    }
    case "product": {
      const s = stance();
      if (s === "negated" || s === "had" || who === NOBODY) return;
      if (effect.id === "long_term_care" && careAlreadyHad(lead, match)) return;
      if (owned(lead, matchIndex, s)) {
        const held = COVERAGE_OF_PRODUCT[effect.id];
        if (held && (who !== OTHER || RELATIVES_OWN.has(held)))
          for (const found of people) addCoverage(lead, found, held, match);
        return;
      }
      // "burial coverage on both", "un seguro para los dos": each of the couple's.
      if (lead.persons.spouseSeen && forBoth(lead, match)) {
        addInterest(lead, client, effect.id, match);
        addInterest(lead, lead.people[SPOUSE], effect.id, match);
        return;
      }
      const named = who === OTHER ? undefined : namedFor(lead, match);
      const found =
        named !== undefined
          ? lead.people[named]
          : who === SPOUSE
            ? lead.people[SPOUSE]
            : who === OTHER && forThemselves(lead, match, effect.id)
              ? lead.people[OTHER]
              : client;
      addInterest(lead, found, effect.id, match);
      if (who === BOTH && named === undefined && !HOUSEHOLD_PRODUCTS.has(effect.id))
        addInterest(lead, lead.people[SPOUSE], effect.id, match);
      return;
    }
    case "coverage": {
      const s = effect.wanted || uncertain(lead, match) ? "desired" : stance();
      if (s === "negated" || who === NOBODY) return;
      const product = effect.product ?? PRODUCT_OF[effect.id];
      if (s === "desired") {
        // "they want to look at a supp + pdp for him": the one the plan is for.
        const named = who === OTHER ? undefined : namedFor(lead, match);
        const found =
          named !== undefined ? lead.people[named] : who === SPOUSE ? lead.people[SPOUSE] : client;
        if (MEDIGAP_COVERAGE.has(effect.id) && effect.id !== "medigap_other") found.wanted.add(effect.id);
        if (product) {
          addInterest(lead, found, product, match);
          if (who === BOTH && named === undefined && !HOUSEHOLD_PRODUCTS.has(product))
            addInterest(lead, lead.people[SPOUSE], product, match);
        }
        if (effect.orGoal) found.goals.add(effect.orGoal);
        return;
      }
      if (s === "had") {
        // "Had plan F for 10 years, then switched to an HMO": a Medigap left opens the trial right.
        if (who === CLIENT || who === BOTH) client.previous.add(effect.id);
        return;
      }
      if (effect.owned) {
        if ((who !== OTHER || RELATIVES_OWN.has(effect.id)) && owned(lead, matchIndex, s))
          for (const found of people) addCoverage(lead, found, effect.id, match);
        else if (effect.orGoal) client.goals.add(effect.orGoal);
        return;
      }
      // "Daughter wants a final expense policy for mom": the daughter's wish is still the client's need.
      for (const found of people) addCoverage(lead, found, effect.id, match);
      // "went to an Aetna PPO starting Jan 1", "se cambió a un HMO en enero": when the MA plan began.
      if (
        MA_COVERAGE.has(effect.id) &&
        lead.now &&
        sentenceHas(lead, match.from, MA_STARTED, "soft") &&
        !sentenceHas(lead, match.from, ENDS, "soft") &&
        !sentenceHas(lead, match.from, MOVING, "soft")
      ) {
        const hit = dateNear(lead.text, lead.tokens, match.from, match.to, lead.now, "past");
        if (hit && hit.iso.slice(0, 7) <= lead.now.toISOString().slice(0, 7))
          for (const found of people) found.maSince ??= hit.iso;
      }
      // "plan G since 12/1/2021", "desde el 1 de diciembre de 2021 (renueva cada 1 de diciembre)": the
      // day the Medigap began, which is its anniversary.
      if (MEDIGAP_COVERAGE.has(effect.id) && lead.now && (s === "possessed" || s === "neutral")) {
        const since = sentenceHas(lead, match.from, MEDIGAP_SINCE, "soft");
        const hit = since
          ? dateNear(lead.text, lead.tokens, match.from, match.to, lead.now, "past", true)
          : undefined;
        // A day and a month are needed for an anniversary ("since 2011" alone is no date to act on).
        if (hit && /^(?:\d{4}|-)-\d{2}-\d{2}$/.test(hit.iso))
          for (const found of people) found.medigapSince ??= hit.iso;
      }
      return;
    }
    case "carrier": {
      const s = stance();
      if (s === "negated" || s === "desired" || s === "had" || who === NOBODY) return;
      for (const found of people) {
        if (!found.carriers.includes(effect.name)) found.carriers.push(effect.name);
        found.source("carrier", effect.name, from, to);
      }
      return;
    }
    case "medicaid": {
      // "will spend down for Medicaid", "applying for Medicaid", "va a calificar": Medicaid ahead, not held.
      const ahead = sentenceHas(lead, match.from, MEDICAID_AHEAD, "soft");
      // "was a full dual", "era dual", "était en Medicaid": held before, not now.
      let was = false;
      for (let k = match.from - 1; k >= Math.max(0, match.from - 3) && lead.tokens[k + 1]!.brk === 0; k--)
        if (WAS.has(lead.tokens[k]!.key)) was = true;
      if (was) return;
      const s = uncertain(lead, match) || ahead ? "desired" : stance();
      if (s === "negated" || s === "desired" || s === "had" || who === NOBODY) return;
      for (const found of people) {
        // A named level beats the plain word.
        if (
          found.medicaid === undefined ||
          found.medicaid === "partial" ||
          (found.medicaid === "full" && effect.level !== "partial")
        )
          found.medicaid = effect.level;
        if (effect.level === "full") addCoverage(lead, found, "medicaid", match);
        found.source("medicaid", effect.level, from, to);
      }
      return;
    }
    case "extraHelp":
    case "veteran": {
      const s = stance();
      if (s === "negated" || s === "desired" || who === NOBODY) return;
      for (const found of people) {
        found[effect.k] = true;
        found.source(effect.k, true, from, to);
      }
      return;
    }
    case "basis": {
      if (stance() === "negated" || who === NOBODY) return;
      for (const found of people) {
        found.basis ??= effect.v;
        found.source("medicareBasis", effect.v, from, to);
      }
      return;
    }
    case "part": {
      if (who === NOBODY) return;
      // "¿tiene que sacar la parte A y la B en marzo?": a question about the parts says none is held.
      if (inQuestion(lead, match)) return;
      // "Part A only", "never took Part B": said as a fact, the negation is the point.
      if (effect.only && stance() !== "desired" && !uncertain(lead, match))
        for (const found of people) found.noPartB = true;
      if (stance() === "negated") return;
      const hit =
        dateNear(lead.text, lead.tokens, match.from, match.to, lead.now, partDirection(lead, match)) ??
        dateAfterAside(lead, match) ??
        dateInNextClause(lead, match);
      if (!hit) {
        const s = stance();
        // "Has Part A" alone says nothing of Part B: Original Medicare is both parts (or Part B said).
        if (effect.held && effect.part !== "A" && s !== "desired" && s !== "had" && !uncertain(lead, match))
          for (const found of people) addCoverage(lead, found, "original_medicare", match);
        return;
      }
      for (let k = hit.from; k < hit.to; k++) lead.tokens[k]!.used = true;
      const end = lead.tokens[hit.to - 1]!.end;
      // "A&B since 2024-06": both parts already started are Original Medicare held, not only a date.
      const started = lead.now !== undefined && hit.iso.slice(0, 7) <= lead.now.toISOString().slice(0, 7);
      const s = stance();
      if (
        effect.held &&
        effect.part === "AB" &&
        started &&
        s !== "desired" &&
        s !== "had" &&
        !uncertain(lead, match)
      )
        for (const found of people) addCoverage(lead, found, "original_medicare", match);
      for (const found of people) {
        if (effect.part !== "B") {
          found.partA ??= hit.iso;
          found.source("partA", hit.iso, Math.min(from, lead.tokens[hit.from]!.start), Math.max(to, end));
        }
        if (effect.part !== "A") {
          found.partB ??= hit.iso;
          found.source("partB", hit.iso, Math.min(from, lead.tokens[hit.from]!.start), Math.max(to, end));
        }
      }
      return;
    }
    case "work": {
      const s = stance();
      if (s === "negated" || s === "desired" || who === NOBODY || who === OTHER) return;
      if (amountThroughJob(lead, match)) return;
      const spouseJob = pronounJob(lead, match, who) || throughSpouse(lead, match, who);
      if (effect.spouseOnly && !spouseJob) {
        // "his wife is on his plan", "sa femme est sur son plan": the spouse is covered by the client's job.
        if (who === SPOUSE) {
          const spouse = lead.people[SPOUSE];
          // "tiene Medicare Advantage ... la esposa está en el mismo plan": the client's Medicare plan,
          // not a job's, when no job plan is said.
          const medicarePlans = [...client.coverage].filter(
            (id) => MA_COVERAGE.has(id) || MEDIGAP_COVERAGE.has(id),
          );
          if (client.work.length === 0 && medicarePlans.length > 0) {
            for (const id of medicarePlans) addCoverage(lead, spouse, id, match);
            return;
          }
          // "él tiene plan de retirado ... ella está en el mismo plan": the client's own kind of plan.
          const clientPlan = client.work.find((w) => w.through === "self");
          addCoverage(lead, spouse, clientPlan ? WORK_COVERAGE[clientPlan.kind] : "employer_plan", match);
          if (client.work.length === 0) {
            client.work.push({ kind: "active", through: "self" });
            client.source("work", "active:self", from, to);
            addCoverage(lead, client, "employer_plan", match);
          }
        } else if (who === CLIENT || who === BOTH) {
          // "wife has BCBS thru her job ... and he's on it as secondary": covered by the spouse's job;
          // "ils sont tous les deux sur son assurance": both of them, on the working spouse's.
          const own = lead.people[SPOUSE].work.find((w) => w.kind === "active" && w.through === "self");
          // "sa femme travaille à l'hôpital et il est sur son assurance": her job, read later, is the plan.
          const spouseWorks = own === undefined && spouseAtWork(lead);
          if ((own || spouseWorks) && !client.work.some((w) => w.kind === "active")) {
            const entry: WorkCoverage = { kind: "active", through: "spouse" };
            if (own?.employees !== undefined) entry.employees = own.employees;
            client.work.push(entry);
            client.source("work", "active:spouse", from, to);
            if (own?.employees !== undefined) client.source("employees", own.employees, from, to);
            addCoverage(lead, client, "employer_plan", match);
          }
        }
        return;
      }
      // "his wife is on the COBRA too", "su esposa está en el COBRA también": the client's plan covers her.
      // "wife 64, she's on his COBRA": the spouse, subject of the clause, on the client's plan.
      if (
        who === CLIENT &&
        client.work.some((w) => w.kind === effect.kind && w.through === "self") &&
        spouseOnClientsPlan(lead, match)
      ) {
        addCoverage(lead, lead.people[SPOUSE], WORK_COVERAGE[effect.kind], match);
        return;
      }
      // "his wife is on the COBRA too": the client's plan, said again of the spouse.
      if (
        who === SPOUSE &&
        client.work.some((w) => w.kind === effect.kind && w.through === "self") &&
        (sentenceHas(lead, match.from, SHARED_PLAN, "soft") ||
          spouseJob ||
          withHimAfter(lead.tokens, match.to))
      ) {
        addCoverage(lead, lead.people[SPOUSE], WORK_COVERAGE[effect.kind], match);
        return;
      }
      // "Wife's retiree plan from GM covers him too": the client is on it, through her.
      if (who === SPOUSE && !spouseJob && s !== "had" && coversClientToo(lead, match)) {
        if (!client.work.some((w) => w.kind === effect.kind)) {
          client.work.push({ kind: effect.kind, through: "spouse" });
          client.source("work", `${effect.kind}:spouse`, from, to);
        }
        addCoverage(lead, client, WORK_COVERAGE[effect.kind], match);
      }
      const found = spouseJob ? client : (people[0] ?? client);
      const through: WorkCoverage["through"] = spouseJob ? "spouse" : "self";
      // "Both on his employer plan", "on the group plan with his wife": the spouse is covered by it too.
      if (
        !spouseJob &&
        (who === BOTH || (who === CLIENT && (spouseWithAfter(lead, match) || bothBefore(lead, match))))
      )
        addCoverage(lead, lead.people[SPOUSE], WORK_COVERAGE[effect.kind], match);
      let entry = found.work.find((w) => w.kind === effect.kind);
      if (!entry) {
        entry = { kind: effect.kind, through };
        found.work.push(entry);
        found.source("work", `${effect.kind}:${through}`, from, to);
      }
      const employees = employeesNear(lead, match);
      if (employees !== undefined && entry.employees === undefined) {
        entry.employees = employees;
        found.source("employees", employees, from, to);
      }
      if (s !== "had") addCoverage(lead, found, WORK_COVERAGE[effect.kind], match);
      const past = sentenceHas(lead, match.from, ENDED, "soft") || endedAfterAux(lead, match.from);
      const near = (direction: "past" | "future") =>
        dateNear(lead.text, lead.tokens, match.from, match.to, lead.now, direction, true);
      let hit = near(past ? "past" : "future");
      // "a quitté son emploi en août, est sur le COBRA jusqu'à fin février": "until" looks ahead.
      if (past && hit && untilBefore(lead.tokens, hit.from)) hit = near("future");
      // A date with an end word ("COBRA thru March", "hasta diciembre"): not the layoff's month.
      // "en COBRA depuis qu'il a été licencié en septembre": a date after "since" is the start.
      // "Ed retiring in march, wife has a retiree plan": a date in the other one's clause is not this plan's.
      const dateWho = hit ? whoAt(lead, hit.from) : who;
      const otherOnes =
        hit !== undefined &&
        lead.tokens[hit.from]!.soft !== lead.tokens[match.from]!.soft &&
        ((who === CLIENT && dateWho === SPOUSE) || (who === SPOUSE && dateWho === CLIENT));
      const own = hit && endsCue(lead, match) && !sinceBefore(lead, hit.from) && !otherOnes ? hit : undefined;
      // "Retiree plan through his old job. The company is dropping it Dec 31": the end said of the plan
      // or the employer in a sentence of its own.
      const end = own ?? laterEnd(lead, match) ?? sameDayEnd(lead, match);
      if (end && entry.endsOn === undefined) {
        entry.endsOn = end.iso;
        // "le dura hasta el 31 de dic.": the day is the plan's end, never an age.
        for (let k = end.from; k < end.to; k++) lead.tokens[k]!.used = true;
        found.source("workEnds", end.iso, from, lead.tokens[end.to - 1]!.end);
        // A retiree or COBRA plan ending, or the job's plan already ended ("group plan ended 3/31").
        const ended = lead.now !== undefined && end.iso <= lead.now.toISOString().slice(0, end.iso.length);
        if ((effect.kind !== "active" || ended) && !found.events.some((e) => e.kind === "losing_coverage")) {
          found.events.push({ kind: "losing_coverage", date: end.iso });
          found.source("event", "losing_coverage", from, to);
        }
        // "estaba en el plan del trabajo de su esposo, pero él se jubiló en 2023 y ese seguro se acabó":
        // a job's plan gone longer than any window it opens (8 months) is neither held nor the job's.
        if (ended && lead.now && monthsBetween(end.iso, lead.now) > 8) {
          found.coverage.delete(WORK_COVERAGE[effect.kind]);
          const at = found.work.indexOf(entry);
          if (at >= 0) found.work.splice(at, 1);
        }
      }
      return;
    }
    case "event": {
      if (stance() === "negated" || who === NOBODY) return;
      if (effect.needsCoverage && !coverageFollows(lead, match)) return;
      if (effect.spouseSubject && who !== SPOUSE) return;
      // A couple moves together: "y su esposa se mudan" is the household's move, read on the client.
      const found =
        who === SPOUSE && effect.id !== "spouse_died" && effect.id !== "moving"
          ? lead.people[SPOUSE]
          : client;
      if (found.events.some((e) => e.kind === effect.id)) return;
      const event: LifeEvent = { kind: effect.id };
      // A move or a retirement not yet made is ahead: "moving jan 15", read in December, is next January.
      const ahead =
        (effect.id === "moving" && !movedInMatch(lead, match)) ||
        effect.id === "retiring" ||
        (effect.id === "entering_nursing_home" && !sentenceHas(lead, match.from, ENTERED, "soft"));
      // "se salió del condado el 31 de diciembre", read in January: a plan that has left, last December.
      const left = effect.id === "plan_leaving_area" && leftAlready(lead, match);
      const hit = dateNear(
        lead.text,
        lead.tokens,
        match.from,
        match.to,
        lead.now,
        ahead ? "future" : left ? "past" : "any",
      );
      // "widowed since 2019" is a status; an event is recent ("viudo desde marzo").
      if (effect.id === "spouse_died" && hit && lead.now && monthsBefore(hit.iso, lead.now) > 12) return;
      if (hit) {
        event.date = hit.iso;
        // "se termina el 31 de diciembre": the day is the event's, never an age.
        for (let k = hit.from; k < hit.to; k++) lead.tokens[k]!.used = true;
      }
      found.events.push(event);
      found.source("event", effect.id, from, to);
      // The Advantage plan is gone once it has left: the client is back on Original Medicare.
      if (left && event.date && lead.now && event.date < lead.now.toISOString().slice(0, 10)) {
        for (const id of [...found.coverage])
          if (MA_COVERAGE.has(id)) {
            found.coverage.delete(id);
            found.previous.add(id);
          }
        addCoverage(lead, found, "original_medicare", match);
      }
      // "she's losing AHCCCS end of March", "pierde su Medicaid": still held until then.
      if (effect.id === "losing_medicaid" && STILL_LOSING.has(lead.tokens[match.from]!.key)) {
        found.medicaid ??= "full";
        if (found.medicaid === "full") addCoverage(lead, found, "medicaid", match);
        found.source("medicaid", found.medicaid, from, to);
      }
      return;
    }
    case "workUntil": {
      if (who !== CLIENT || stance() === "negated") return;
      const past =
        /(?:ed|o|e)$/.test(lead.tokens[match.from]!.key) && lead.tokens[match.from]!.key !== "trabaje";
      const hit = dateNear(lead.text, lead.tokens, match.to - 1, match.to, lead.now, past ? "any" : "future");
      if (!hit || hit.from < match.to) return;
      for (let k = hit.from; k < hit.to; k++) lead.tokens[k]!.used = true;
      client.workUntil ??= { iso: hit.iso, from, to: lead.tokens[hit.to - 1]!.end };
      return;
    }
    case "same": {
      if (who === CLIENT || who === NOBODY) return;
      const last = [...client.coverage].pop();
      if (last) for (const found of people) addCoverage(lead, found, last, match);
      return;
    }
    case "salaryMultiple": {
      markNumbersUsed(lead, match);
      const at = firstNumber(lead, match);
      const times = at >= 0 ? lead.tokens[at]!.num!.value : undefined;
      if (times === undefined || times <= 0 || times > 10 || who === NOBODY) return;
      const found = who === SPOUSE ? lead.people[SPOUSE] : client;
      found.salaryMultiple ??= times;
      return;
    }
    case "mortgageYears": {
      markNumbersUsed(lead, match);
      if (!sentenceHas(lead, match.from, MORTGAGE_WORDS, "hard")) return;
      const at = firstNumber(lead, match);
      const years = at >= 0 ? lead.tokens[at]!.num!.value : undefined;
      if (years === undefined || !Number.isInteger(years) || years <= 0 || years > 40) return;
      if (client.mortgageYears !== undefined && (effect.term || !client.mortgageTerm)) return;
      client.mortgageYears = years;
      client.mortgageTerm = effect.term === true;
      client.source("mortgageYears", years, from, to);
      return;
    }
    case "birthday": {
      if (who === NOBODY) return;
      // "DOB: 01/22/1962", "Né le : 9 février 1962": the date may follow a colon, in the same sentence.
      const hit =
        dateNear(lead.text, lead.tokens, match.from, match.to, undefined, "any") ??
        dateAfterLabel(lead, match.to) ??
        shortBirthYear(lead, match);
      if (!hit) {
        // "bday in december", "cumple años en diciembre": the month alone, dated once the age is known.
        const month = birthMonthAfter(lead, match.to);
        if (month !== undefined)
          for (const found of people) {
            found.birthMonth ??= month;
            found.source("birthDate", "", from, to);
          }
        return;
      }
      for (let k = hit.from; k < hit.to; k++) lead.tokens[k]!.used = true;
      const iso = hit.iso;
      for (const found of people) {
        // "born in '58", "né en 1959": the year alone is a partial birth date.
        if (/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/.test(iso)) found.birthDate ??= iso;
        else if (iso.startsWith("--")) found.birthday ??= iso;
        found.source("birthDate", "", from, lead.tokens[hit.to - 1]!.end);
      }
      return;
    }
    case "smoker": {
      if (who === NOBODY) return;
      const s = stance();
      let value: SmokerStatus | undefined;
      if (s === "negated") {
        // "No fuma desde 2010", "hasn't smoked since 2010": stopped, so a former smoker.
        if (effect.v === "current") value = sentenceHas(lead, match.from, SINCE, "soft") ? "former" : "never";
      } else if (effect.v === "former" && s === "desired") value = "current";
      else value = effect.v === "current" && quitNearby(lead, match.from) ? "former" : effect.v;
      if (!value) return;
      for (const found of people) {
        found.smoker.push(value);
        found.source("smoker", value, from, to);
      }
      // "el fuma, ella no": the other one does not smoke.
      if (effect.v === "current" && value === "current") {
        const other = nonSmokerNearby(lead, match.from);
        if (other >= 0)
          for (const found of targets(lead, other)) {
            if (found.smoker.length > 0) continue;
            found.smoker.push("never");
            found.source("smoker", "never", lead.tokens[other]!.start, lead.tokens[other + 1]!.end);
          }
      }
      // "elle fume, lui a arrete il y a 10 ans", "he smokes, she quit": the other one quit smoking.
      if (effect.v === "current") {
        const quitter = quitterNearby(lead, match.from);
        if (quitter >= 0) {
          const [qFrom, qTo] = [lead.tokens[quitter]!.start, lead.tokens[quitter]!.end];
          for (const found of targets(lead, quitter)) {
            if (found.smoker.includes("former")) continue;
            found.smoker.push("former");
            found.source("smoker", "former", qFrom, qTo);
          }
        }
      }
      return;
    }
    case "health":
      if (who === CLIENT && stance() !== "negated") client.health ??= effect.v;
      return;
    case "firstMa":
      if (who !== NOBODY && who !== OTHER && stance() !== "negated")
        for (const found of people) found.firstMa = true;
      return;
    case "risk": {
      // "demencia moderada", "BPCO modérée", "moderate COPD": a condition's stage, not a risk tolerance.
      const prev = match.from > 0 ? lead.owner[match.from - 1]! : -1;
      const next = match.to < lead.tokens.length ? lead.owner[match.to]! : -1;
      const stage = [prev, next].some(
        (o) => o >= 0 && lead.matches[o]!.entry.effects.some((e) => e.k === "condition"),
      );
      if (!stage && stance() !== "negated") client.risk ??= effect.v;
      return;
    }
    case "marital":
      if (stance() === "negated") return;
      if (effect.weak) client.maritalWeak ??= effect.v;
      else client.marital ??= effect.v;
      client.source("marital", effect.v, from, to);
      return;
    case "spouse": {
      // A relative's spouse ("son ... his wife" in a lead about a parent) says nothing of the client's.
      if (lead.persons.person[match.from] === OTHER) return;
      const before = lead.tokens[match.from - 1];
      const prefix = before && lead.tokens[match.from]!.brk === 0 ? before.key : "";
      if (prefix === "ex") client.marital ??= "divorced";
      else if (prefix === "late" || clauseTellsOfDeath(lead, match.from)) client.marital ??= "widowed";
      else client.maritalWeak ??= "married";
      client.source("marital", client.marital ?? client.maritalWeak ?? "married", from, to);
      return;
    }
    case "gender": {
      if (effect.self) {
        const before = lead.tokens[match.from - 1];
        // "her mother" is someone else; "my client", "mi clienta", "ma cliente" is the agent's client.
        if (
          before &&
          lead.tokens[match.from]!.brk === 0 &&
          POSSESSIVE_BEFORE_NOUN.has(before.key) &&
          !FIRST_PERSON.has(before.key)
        )
          return;
      }
      // A spouse word says the spouse's sex, not the client's, unless it names the client ("Wife is the client").
      if (
        match.entry.effects.some((e) => e.k === "spouse") &&
        lead.persons.selfAt !== match.from &&
        lead.persons.calledAbout !== match.from
      )
        return;
      // "Son has POA and wants to prepay her funeral": in a relative's clause, a possessive of the other
      // sex is the client's (when no spouse could be meant).
      if (who === OTHER && !lead.persons.spouseSeen && OWN_POSSESSIVE.has(lead.tokens[match.from]!.key)) {
        const relativeSex = lead.persons.otherGender ?? firstRelative(lead)[1];
        if (relativeSex !== undefined && relativeSex !== effect.v) {
          client.addGender(effect.v, effect.w);
          client.source("gender", effect.v, from, to);
        }
        return;
      }
      if (who === OTHER || who === NOBODY || who === BOTH) return;
      const found = lead.people[who];
      found.addGender(effect.v, effect.w);
      found.source("gender", effect.v, from, to);
      return;
    }
    case "retired": {
      if (who === OTHER || who === NOBODY) return;
      const value = stance() === "negated" ? false : effect.v;
      for (const found of people) {
        found.retired ??= value;
        if (value) found.source("retired", true, from, to);
        // "Retiring end of year": the date the job (and its coverage) ends.
        if (!value && lead.now) {
          const hit = dateNear(lead.text, lead.tokens, match.from, match.to, lead.now, "future");
          if (hit) for (let k = hit.from; k < hit.to; k++) lead.tokens[k]!.used = true;
          if (hit && !found.events.some((e) => e.kind === "retiring")) {
            found.events.push({ kind: "retiring", date: hit.iso });
            found.source("event", "retiring", from, to);
            found.retireDate ??= hit.iso;
          }
        }
      }
      return;
    }
    case "occupation": {
      if (client.occupation !== undefined || who !== CLIENT) return;
      if (stance() === "negated" || !occupationCue(lead, match)) return;
      client.occupation = effect.v;
      if (effect.g) client.addGender(effect.g, 1);
      return;
    }
    case "state": {
      // "Carolina del Norte" is the state even when "Carolina" looked like a name; so is ", Georgia,".
      const t0 = lead.tokens[match.from]!;
      const next = lead.tokens[match.to];
      const aloneInClause = match.from > 0 && t0.brk >= 1 && (!next || next.brk >= 1);
      if (match.to - match.from === 1 && !aloneInClause)
        for (let i = match.from; i < match.to; i++) if (lead.nameTokens.has(i)) return;
      // "he's 60, lives in Houston", said of the son who called: where someone else lives.
      // ("elle vit avec moi à North Miami": the home they share is the client's too.)
      if (
        who === OTHER &&
        lead.persons.person[match.from] === OTHER &&
        !lead.persons.spouseSeen &&
        !sharedHomeBefore(lead.tokens, match.from)
      )
        return;
      // A city is weaker than a state, but "lives in Baton Rouge" says home more than a lone code.
      const place = placeScore(lead, match.from, match.to);
      const score = effect.city ? (place === 0 ? 0 : place === 4 ? 3 : place === 3 ? 1.5 : 0.5) : place;
      client.states.push({ code: effect.v, score, index: match.from });
      client.source("state", effect.v, from, to);
      return;
    }
    case "kids":
      if (who === NOBODY || (who === OTHER && !afterOwnKids(lead, match.from))) return;
      readKids(lead, match, effect);
      return;
    case "age":
      readAge(lead, match, effect);
      return;
    case "block":
      // A duration or a count never takes an amount: "80 $/mois" is still a budget.
      for (let i = match.from; i < match.to; i++) {
        const num = lead.tokens[i]!.num;
        const next = lead.tokens[i + 1];
        // "1300/mois" is a rate, not 1,300 months.
        const rate =
          next !== undefined && lead.text.plain.slice(lead.tokens[i]!.end, next.start).trim() === "/";
        if (num && !num.currency && !rate) lead.tokens[i]!.used = true;
      }
      return;
  }
}

/** Goals about one's own life: said by a relative, they are the relative's. */
const OWN_LIFE_GOALS: ReadonlySet<GoalId> = new Set<GoalId>([
  "protect_family",
  "mortgage",
  "income_replacement",
  "retirement_income",
  "safe_growth",
  "tax_advantaged_growth",
  "debt_payoff",
]);
const PARENT_NOUNS = words("mother mom mama madre mere maman father dad papa padre pere parents padres");
/** Words that hand the wish to someone else: "quiere que (ella) tenga", "veut que sa mère ait". */
const THAT_WORDS = words("que");

/** The relative's wish is about the client: a parent named, or "quiere que ..." in the clause. */
function forTheClient(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  const soft = tokens[match.from]!.soft;
  for (let j = Math.max(0, match.from - 8); j < Math.min(tokens.length, match.to + 6); j++) {
    if (tokens[j]!.soft !== soft) continue;
    if (PARENT_NOUNS.has(tokens[j]!.key) || (j < match.from && THAT_WORDS.has(tokens[j]!.key))) return true;
  }
  return false;
}

const FOR_SELF = words("herself himself themselves myself");
/** "para ella misma", "para el mismo", "pour elle-même", "pour lui-même": a pronoun and "self". */
const SELF_PRONOUNS = words("ella el elle lui eux elles ellos");
const SELF_WORDS = words("misma mismo mismos mismas meme memes");
const FOR_WORDS = words("for para pour");

/** The words at `j` say "oneself": "herself", "ella misma", "lui-même", "sí". */
function selfAt(tokens: readonly Token[], j: number): boolean {
  const t = tokens[j];
  if (t === undefined) return false;
  if (FOR_SELF.has(t.key) || (t.key === "si" && tokens[j - 1]?.key === "para")) return true;
  const next = tokens[j + 1];
  return SELF_PRONOUNS.has(t.key) && next !== undefined && SELF_WORDS.has(next.key) && next.brk === 0;
}

/**
 * A relative's wish for a product: their own ("a term quote for herself") or the client's ("for mom").
 * In a lead about a parent a child calls for, what the child asks about is for the parent unless the
 * child says it is for themselves.
 */
/** What a relative asks about for a client in care: a Medicare plan, or burial cover for someone who cannot. */
const FOR_THE_CLIENT_IN_CARE: ReadonlySet<string> = new Set([
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
  "final_expense",
  "long_term_care",
  "cancer",
  "hospital_indemnity",
  "dental_vision_hearing",
]);
const IN_CARE: ReadonlySet<string> = new Set(["dementia", "alzheimers", "nursing_home"]);

function forThemselves(lead: Lead, match: Match, product: string): boolean {
  const tokens = lead.tokens;
  const soft = tokens[match.from]!.soft;
  // "su hija quiere que tenga un plan dental": the wish is for the client; "quiere comprarle un seguro":
  // a verb with "le" is to buy it for someone else.
  for (let j = match.from - 1; j >= Math.max(0, match.from - 6) && tokens[j]!.soft === soft; j--) {
    if (THAT_WORDS.has(tokens[j]!.key)) return false;
    // "his brother told him about FIAs", "su hijo le hablo de", "sa fille lui a parle de": the client heard
    // of it.
    if (
      TELL_VERBS.has(tokens[j]!.key) &&
      (TOLD_WHOM.has(tokens[j + 1]?.key ?? "") ||
        TOLD_WHOM.has(tokens[j - 1]?.key ?? "") ||
        TOLD_WHOM.has(tokens[j - 2]?.key ?? ""))
    )
      return false;
    if (lead.language === "es" && /^[a-z]{3,}(?:arle|erle|irle|arles|erles|irles)$/.test(tokens[j]!.key))
      return false;
  }
  for (let j = match.to; j < Math.min(tokens.length, match.to + 5) && tokens[j]!.soft === soft; j++) {
    if (selfAt(tokens, j)) return true;
    // "...a burial policy for her mother", "seguro para el entierro de su mamá": the parent's, the client's.
    if (PARENT_WORDS.has(tokens[j]!.key)) return false;
    if (FOR_WORDS.has(tokens[j]!.key)) return selfAt(tokens, j + 1);
  }
  // "Sr. 81, alzheimer avanzado ... la hija quiere un plan para gente en asilo": a relative acting for a
  // client who cannot asks for the client.
  const client = lead.people[CLIENT];
  if (FOR_THE_CLIENT_IN_CARE.has(product) && [...client.conditions].some((c) => IN_CARE.has(c))) return false;
  return lead.persons.parentGender === undefined && lead.persons.parentAt < 0;
}

/** Whole months from an ISO date (year at least) to `now`; negative when it is ahead. */
function monthsBefore(iso: string, now: Date): number {
  const year = Number(iso.slice(0, 4));
  const month = iso.length >= 7 ? Number(iso.slice(5, 7)) : 6;
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
}

const STILL_LOSING = words("losing lose loses pierde perdera va_a_perder perd perdra");
const SHARED_PLAN = words("too also same tambien mismo misma aussi meme");
const TELL_VERBS = words(
  "told tells tell mentioned recommended showed hablo conto dijo recomendo menciono parle dit recommande montre",
);
const TOLD_WHOM = words("him her them le les lui leur");

const PARENT_WORDS = words(
  "mom mother mum dad father mama mamá madre papa papá padre mere mère pere père maman parents padres",
);

const FEMALE_OBJECT = words("her ella elle");
const MALE_OBJECT = words("him lui");
const SPOUSE_NOUNS = words(
  "wife husband spouse esposa esposo marido mujer epouse mari femme conjoint conjointe",
);
const OBJECT_POSSESSIVES = words("his her their su sa son");
/** "for", and "de" before a pronoun: "la prima de él", "el seguro de ella"; "on" the insured. */
const FOR_OR_OF = words("for para pour de on sur");

/** The sex a pronoun at `k` names as an object ("her", "ella", "lui", "él"; "el" only ending its clause). */
function objectSex(lead: Lead, k: number): Gender | undefined {
  const t = lead.tokens[k];
  if (t === undefined) return undefined;
  if (FEMALE_OBJECT.has(t.key)) return "female";
  if (MALE_OBJECT.has(t.key) || lead.text.lower.slice(t.start, t.end) === "él") return "male";
  const next = lead.tokens[k + 1];
  if (t.key === "el" && lead.language === "es" && (next === undefined || next.brk !== 0)) return "male";
  return undefined;
}

/**
 * In a couple, the one a wish is for when the clause says it: "a cancer policy for her", "un seguro a
 * término para él", "bajar la prima de él", "cambiarla a ella a algo con dental", "for his wife". A
 * pronoun counts only when its sex is one person's and not the other's.
 */
function namedFor(lead: Lead, match: Match): typeof CLIENT | typeof SPOUSE | undefined {
  const { tokens, persons } = lead;
  if (!persons.spouseSeen) return undefined;
  const bySex = (sex: Gender | undefined): typeof CLIENT | typeof SPOUSE | undefined => {
    if (sex === undefined || persons.clientGender === persons.spouseGender) return undefined;
    return sex === persons.spouseGender ? SPOUSE : sex === persons.clientGender ? CLIENT : undefined;
  };
  const soft = tokens[match.from]!.soft;
  // "cambiarla a ella a algo con mejor dental": the person named with "a" before the wish.
  if (lead.language === "es") {
    for (let j = match.from - 1; j >= Math.max(1, match.from - 6) && tokens[j]!.soft === soft; j--) {
      if (tokens[j - 1]!.key !== "a" || tokens[j]!.brk !== 0) continue;
      const who = bySex(objectSex(lead, j));
      if (who !== undefined) return who;
    }
  }
  // "veulent une temporaire 25 ans, 750k sur lui": a clause opened by the amount goes on about the policy.
  let clause = soft;
  for (let j = match.to; j < Math.min(tokens.length - 1, match.to + 8); j++) {
    if (tokens[j]!.soft !== clause) {
      if (tokens[j]!.brk !== 1 || tokens[j]!.num === undefined) break;
      clause = tokens[j]!.soft;
    }
    if (!FOR_OR_OF.has(tokens[j]!.key)) continue;
    // "porque la mamá de ella pasó 5 años en un asilo": a relative of hers, not the one the plan is for.
    if (KIN_BEFORE_OF.has(tokens[j - 1]?.key ?? "")) continue;
    const next = tokens[j + 1]!;
    if (next.brk !== 0 || selfAt(tokens, j + 1)) return undefined;
    const sex = objectSex(lead, j + 1);
    if (sex !== undefined) return bySex(sex);
    // "a burial policy on earl": the insured named by the name the client goes by.
    if (persons.clientNames.has(next.key)) return CLIENT;
    if (tokens[j]!.key === "de" || tokens[j]!.key === "on" || tokens[j]!.key === "sur") continue;
    const noun = OBJECT_POSSESSIVES.has(next.key) ? tokens[j + 2] : next;
    return noun !== undefined && noun.brk === 0 && SPOUSE_NOUNS.has(noun.key) ? SPOUSE : undefined;
  }
  return undefined;
}

const KIN_BEFORE_OF = words(
  "mama madre mother mom papa padre father dad hermano hermana brother sister hijo hija son daughter mere pere frere soeur fils fille",
);

const COVERAGE_NOUNS = words(
  "coverage insurance plan seguro cobertura plan assurance couverture mutuelle job trabajo emploi travail medicaid cobra",
);

function coverageFollows(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  const soft = tokens[match.from]!.soft;
  for (let j = match.to; j < Math.min(tokens.length, match.to + 5) && tokens[j]!.soft === soft; j++) {
    if (COVERAGE_NOUNS.has(tokens[j]!.key)) return true;
  }
  return false;
}

const UNCERTAIN = words("may might maybe possibly unsure quizas quiza talvez peut etre probablemente");

const WAS = words("was were used estaba era fue etait avait");
const MEDICAID_AHEAD = words(
  "spend spent spending spenddown apply applying application qualify qualifying pending calificar aplicar solicitar solicitando tramite tramitando demande demander qualifier",
);

/** "can she skip Part B", "¿debe tomar la parte B?", "doit-il prendre la partie B": a decision, not a holding. */
const PART_DECISION = words(
  "skip skipping delay delaying defer deferring postpone postponing wait waiting whether should retrasar retrasa atrasar aplazar posponer esperar debe deberia conviene tomar inscribirse differer reporter attendre doit devrait prendre inscrire",
);

function uncertain(lead: Lead, match: Match): boolean {
  if (sentenceHas(lead, match.from, UNCERTAIN, "soft")) return true;
  const part = match.entry.effects.some((e) => e.k === "part");
  return part && sentenceHas(lead, match.from, PART_DECISION, "soft");
}

const STARTED = words(
  "started start began begin effective since got enrolled empezo comenzo inicio desde commence depuis",
);

/** "to start feb 1", "will start", "starting": a start ahead. */
function startAhead(lead: Lead, match: Match): boolean {
  const tokens = lead.tokens;
  const clause = tokens[match.from]!.soft;
  for (let k = Math.max(1, match.from - 6); k < Math.min(tokens.length, match.to + 6); k++) {
    if (tokens[k]!.soft !== clause) continue;
    const key = tokens[k]!.key;
    const before = tokens[k - 1]!.key;
    if ((key === "start" || key === "begin") && (before === "to" || before === "will" || before === "ll"))
      return true;
    if (key === "starting" || key === "beginning") return true;
  }
  return false;
}

function partDirection(lead: Lead, match: Match): "past" | "future" | "any" {
  if (startAhead(lead, match)) return "future";
  // "Part A starts 5/1", "partie A qui commence le 1er janvier": the verb on the part itself wins over
  // a "since" elsewhere in the clause.
  for (let k = match.to; k < Math.min(lead.tokens.length, match.to + 2); k++) {
    const t = lead.tokens[k]!;
    if (t.brk !== 0) break;
    if (WILL_START.has(t.key) && t.key !== "effective") return "future";
  }
  // "ya pidió parte A y B para el 1 de feb", "applied for A&B for March 1": a start asked for is ahead.
  if (sentenceHas(lead, match.from, APPLIED, "soft") && !sentenceHas(lead, match.from, SINCE_ONLY, "soft"))
    return "future";
  if (sentenceHas(lead, match.from, STARTED, "soft")) return "past";
  if (sentenceHas(lead, match.from, WILL_START, "soft")) return "future";
  return "any";
}
const APPLIED = words("applied pidio solicito demande demandee");
const SINCE_ONLY = words("since desde depuis");
const WILL_START = words("starts will begins effective empieza empezara commencera commence");
const ENDED = words(
  "lost ended stopped laid perdio perdi termino acabo perdu perdre perd fini finie arretee terminee quitte",
);
/** After "a", "a été" ("l'assurance a arrêté"): French "arrête" alone is the present ("s'arrête le 31"). */
const ENDED_AFTER_AUX = new Set([...ENDED, "arrete"]);
const ENDS = words(
  "ends ending end ended expires expire stops stopped until til till thru through retiring retire retires termina terminara acaba acabo hasta jubila jubilarse finit fini finie termino finished termine terminee arrete arretee arretera jusqu jusqu_en prend retraite lost perdio perdu perdre laid",
);

/** Verbs that end a plan when the employer or the plan is their subject. */
const PLAN_ENDS = words(
  "ends ending end ended expires expire expiring terminates terminating terminated terminate cancel cancels cancelling canceling cancelled canceled dropping drops drop dropped discontinuing discontinues discontinued eliminating eliminates eliminated stops stopping stopped cutting cuts termina terminara terminaba acaba acabo acabara termino fini finie cancela cancelo cancelara cancelan cancelaron quita quito quitan quitaron elimina elimino eliminan eliminaron suspende suspendio corta corto vence vencera finit finira termine terminera arrete arretera supprime supprimera supprimait annule annulera resilie coupe expire",
);
/** What such a sentence is about: the employer, the plan, or "it". */
const PLAN_SUBJECTS = words(
  "employer company plan coverage insurance it they union job empleador empresa compania patron trabajo plan seguro cobertura lo la sindicato employeur entreprise societe compagnie regime assurance mutuelle le l syndicat",
);

/** The end date of work coverage said in a later sentence about the plan or the employer. */
function laterEnd(lead: Lead, match: Match): ReturnType<typeof dateNear> {
  if (!lead.now) return undefined;
  const tokens = lead.tokens;
  const first = tokens[match.from]!.hard;
  for (let k = match.to; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.hard > first + 2) break;
    if (!PLAN_ENDS.has(t.key)) continue;
    // The plan or the employer must be what the sentence speaks of (not "her job ends", said of a spouse).
    const sentence = t.hard;
    let subject = false;
    for (let j = k - 1; j >= 0 && tokens[j]!.hard === sentence && j >= k - 6; j--)
      if (PLAN_SUBJECTS.has(tokens[j]!.key)) subject = true;
    for (let j = k + 1; j < tokens.length && tokens[j]!.hard === sentence && j <= k + 3; j++)
      if (PLAN_SUBJECTS.has(tokens[j]!.key)) subject = true;
    if (!subject) continue;
    // "ended", "terminó", "a supprimé" (a French past with its auxiliary): the date is behind.
    const frPast =
      lead.language === "fr" && FR_PAST_AUX.has(tokens[k - 1]?.key ?? "") && /(?:e|ee|i|u)$/.test(t.key);
    const past = ENDED.has(t.key) || /(?:ed|o|aron|ait)$/.test(t.key) || frPast;
    for (let j = k + 1; j < tokens.length && tokens[j]!.hard === sentence && j <= k + 8; j++) {
      const hit = dateAt(lead.text, tokens, j, lead.now, past ? "past" : "future");
      if (hit) return hit;
    }
    for (let j = k - 1; j >= 0 && tokens[j]!.hard === sentence && j >= k - 6; j--) {
      const hit = dateAt(lead.text, tokens, j, lead.now, past ? "past" : "future");
      if (hit && hit.to <= k)
        return widenBack(lead.text, tokens, j, hit, lead.now, past ? "past" : "future", k);
    }
  }
  return undefined;
}

const UNTIL = words("until till til thru through hasta jusqu");
/** An "until" word just before the date at `at` ("jusqu'à fin février", "hasta el 31 de marzo"). */
function untilBefore(tokens: readonly Token[], at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - 3); k--) {
    if (tokens[k + 1]!.brk !== 0) return false;
    if (UNTIL.has(tokens[k]!.key)) return true;
  }
  return false;
}

/** Auxiliaries of a past end: "a fini", "has ended", "ya terminó" ("s'arrête" is not past). */
const PAST_AUX = words("a ont est sont has have had was were ya fue");

/**
 * "son assurance de groupe (entreprise de 300 employés) a fini le 30 nov": the end told in the plan's
 * sentence, beyond the aside, in a past tense its auxiliary makes plain.
 */
function endedAfterAux(lead: Lead, at: number): boolean {
  const tokens = lead.tokens;
  const hard = tokens[at]!.hard;
  for (let j = Math.max(1, at - 12); j < Math.min(tokens.length, at + 12); j++) {
    const t = tokens[j]!;
    if (t.hard !== hard || !ENDED_AFTER_AUX.has(t.key)) continue;
    const before = tokens[j - 1]!;
    if (before.hard === hard && t.brk === 0 && PAST_AUX.has(before.key)) return true;
  }
  return false;
}

const SINCE_START = words(
  "since depuis desde despidieron despidio laid licencie licenciee licenciado corrieron",
);

function sinceBefore(lead: Lead, at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - 8) && lead.tokens[k + 1]!.brk === 0; k--)
    if (SINCE_START.has(lead.tokens[k]!.key)) return true;
  return false;
}

function endsCue(lead: Lead, match: Match): boolean {
  return sentenceHas(lead, match.from, ENDS, "hard");
}

const GENDER_INSIDE: ReadonlyMap<string, Gender> = new Map([
  ..."her she mujer femenino senora femme madame dame"
    .split(" ")
    .map((w) => [w, "female"] as [string, Gender]),
  ..."his he hombre masculino senor homme monsieur".split(" ").map((w) => [w, "male"] as [string, Gender]),
]);

const OWN_POSSESSIVE = words("her his");
const BORN_GENDER: ReadonlyMap<string, Gender> = new Map([
  ["ne", "male"],
  ["nee", "female"],
  ["nacido", "male"],
  ["nacida", "female"],
]);

const FIRST_PERSON = words("my mi mis mon ma mes");
const POSSESSIVE_BEFORE_NOUN = words("his her their my your our su sus mi tu son sa ses mon ma notre leur");

/**
 * "en un asilo (nursing home)", "maison de retraite (nursing home)": words in parentheses right after a
 * phrase, translating it, say nothing new. Read as a need, the gloss would turn where the client lives
 * into a wish for long-term care cover.
 */
function glossOfPrevious(lead: Lead, m: number): boolean {
  const match = lead.matches[m]!;
  const prev = lead.matches[m - 1];
  if (!prev || prev.to > match.from || match.from === 0) return false;
  const plain = lead.text.plain;
  const before = plain.slice(lead.tokens[prev.to - 1]!.end, lead.tokens[match.from]!.start);
  const after = plain.slice(lead.tokens[match.to - 1]!.end).trimStart();
  return (
    /^\s*\(\s*$/.test(before) &&
    after.startsWith(")") &&
    prev.entry.effects.some((e) => e.k === "condition") &&
    // "(Alzheimer)" after the place adds a fact of its own: only a need read from a place is a gloss.
    match.entry.effects.every((e) => e.k === "goal" || e.k === "product")
  );
}

function readMatches(lead: Lead): void {
  for (let m = 0; m < lead.matches.length; m++) {
    const match = lead.matches[m]!;
    if (glossOfPrevious(lead, m)) continue;
    const ageRule = match.entry.effects.some((e) => e.k === "age");
    const blockRule = match.entry.effects.some((e) => e.k === "block");
    if (!match.entry.options.soft && !ageRule && !blockRule) markNumbersUsed(lead, match);
    let stance: Stance | undefined;
    const lazyStance = (): Stance => {
      stance ??= stanceOf(lead, m);
      return stance;
    };
    for (const effect of match.entry.effects) applyEffect(lead, m, effect, lazyStance);
    // A pronoun or a noun inside another phrase still says who the client is: "in her 70s", "lost his
    // wife", "mujer de 70".
    if (!match.entry.effects.some((e) => e.k === "gender")) {
      const birth = match.entry.effects.some((e) => e.k === "birthday");
      for (let i = match.from; i < match.to; i++) {
        const key = lead.tokens[i]!.key;
        // "Né le 2 avril 1959", "née le": the participle of a birth date says the sex.
        const gender = GENDER_INSIDE.get(key) ?? (birth ? BORN_GENDER.get(key) : undefined);
        const who = whoAt(lead, i);
        if (gender && (who === CLIENT || who === SPOUSE)) lead.people[who].addGender(gender, 1);
      }
    }
  }
}

/** First words of drug names: a word that starts none costs one lookup. */
const DRUG_FIRST_WORDS: ReadonlySet<string> = new Set([...DRUGS.keys()].map((k) => k.split(" ")[0]!));
const DRUG_CUES = words(
  "on takes taking take toma tomando usa uses using prend prenant sous con w with y and et plus",
);

/** Drug names in the lead: the medication, and the condition it (or the words around it) says. */
function readDrugs(lead: Lead): void {
  const tokens = lead.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]!.key;
    if (!DRUG_FIRST_WORDS.has(first)) continue;
    let found: { end: number; drug: DrugEntry } | undefined;
    const max = Math.min(DRUG_NAME_MAX_WORDS, tokens.length - i);
    for (let n = max; n >= 1 && !found; n--) {
      let name = first;
      let ok = true;
      for (let k = 1; k < n; k++) {
        const t = tokens[i + k]!;
        if (t.brk !== 0 || t.num) {
          ok = false;
          break;
        }
        name += ` ${t.key}`;
      }
      if (!ok) continue;
      const drug = DRUGS.get(name);
      if (drug) found = { end: i + n, drug };
    }
    if (!found) continue;
    const { drug, end } = found;
    const at = i;
    i = end - 1;
    if (drug.commonWord) {
      const before = tokens[at - 1];
      if (!tokens[at]!.cap && !(before && DRUG_CUES.has(before.key))) continue;
    }
    const who = whoAt(lead, at);
    if (who === NOBODY) continue;
    if (negatedBefore(lead, at)) continue;
    const hard = tokens[at]!.hard;
    const nearby = new Set<string>();
    for (let k = Math.max(0, at - 12); k < Math.min(tokens.length, end + 12); k++) {
      if (tokens[k]!.hard === hard) nearby.add(tokens[k]!.key);
    }
    const conditions = drugConditions(drug, nearby);
    // A drug of several uses with no cue in its sentence is explained by what the lead already says of
    // its person: "Stroke in 2022 ... On Plavix" is the stroke, "infarto en 2023, toma metoprolol" the
    // heart attack, "metoprolol + eliquis for afib" the A-fib; it adds no condition of its own.
    const uncued = drug.ambiguous === "one_of" && !drugCued(drug, nearby);
    const from = tokens[at]!.start;
    const to = tokens[end - 1]!.end;
    const name = medicationName(drug);
    for (const found of targets(lead, at)) {
      // A class word ("insulin") or equipment ("oxygen") says the condition, not a drug to list.
      if (name !== undefined && !found.medications.includes(name)) {
        found.medications.push(name);
        found.source("medication", name, from, to);
      }
      if (uncued && explainedBy(found.conditions, drug.conditions)) continue;
      for (const id of conditions) {
        // A dementia drug says Alzheimer's unless the lead already says which dementia.
        if (id === "alzheimers" && found.conditions.has("dementia")) continue;
        found.conditions.add(id as HealthConditionId);
        found.source("condition", id, from, to);
      }
    }
  }
}

const CLASS_WORDS = new Set(["insulin"]);
const HEART_EVENTS: readonly HealthConditionId[] = ["heart_attack", "afib", "heart_failure", "stroke"];

function explainedBy(known: ReadonlySet<string>, uses: readonly HealthConditionId[]): boolean {
  if (uses.some((id) => known.has(id))) return true;
  const cardiac = uses.includes("heart_disease") || uses.includes("high_blood_pressure");
  // An antiplatelet's first reading is coronary disease, which a heart attack implies: Plavix after an
  // infarctus still says heart disease, as the conventions read it.
  const coronaryFirst = uses[0] === "heart_disease";
  return cardiac && HEART_EVENTS.some((id) => known.has(id) && !(coronaryFirst && id === "heart_attack"));
}

// Words read by tables rather than phrases are known too: never "corrected" into a lexicon word.
for (const list of [NUMBER_WORDS.keys(), MULTIPLIER_WORDS.keys(), monthWords(), DRUGS.keys()]) {
  for (const key of list) for (const w of key.split(" ")) registerKnown(w);
}
for (const w of ["dollar", "dollars", "dolar", "dolares", "euros", "bucks"]) registerKnown(w);

/** The generic as the profile lists it: a combination's parts joined with "/" ("budesonide/formoterol"). */
function medicationName(drug: DrugEntry): string | undefined {
  if (drug.device || CLASS_WORDS.has(drug.generic)) return undefined;
  const parts = drug.generic.split(" ");
  // Two generics in one product are written "a/b"; "insulin glargine" is one drug.
  if (parts.length > 1 && parts[0] !== "insulin") return parts.join("/");
  return drug.generic;
}

const DRUG_NEGATORS = words("no not never stopped quit off sin nada pas arrete dejo without");

function negatedBefore(lead: Lead, at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - 2); k--) {
    if (lead.tokens[k + 1]!.brk !== 0) return false;
    if (DRUG_NEGATORS.has(lead.tokens[k]!.key)) return true;
  }
  return false;
}

/** USPS codes: capitals, and for codes that are also words, a place around them ("in OH", ", ME 04101"). */
function readStateCodes(lead: Lead): void {
  const { tokens } = lead;
  let shouting: boolean | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.key.length !== 2 || token.num || lead.nameTokens.has(i)) continue;
    // French "ça" typed without its cedilla ("on garde tout ca") is no California.
    if (token.key === "ca" && !token.upper && lead.language === "fr") continue;
    // Taken by a phrase that is not a place ("TFL + VA": veterans' care).
    const owner = lead.owner[i]!;
    if (owner >= 0 && lead.matches[owner]!.entry.effects.some((e) => e.k === "coverage" || e.k === "veteran"))
      continue;
    // "Springfield IL" in a French lead: "il" is also "he", but not in capitals after a town.
    const owned = lead.owner[i] !== -1;
    let code = token.key.toUpperCase();
    if (!USPS_CODES.has(code)) continue;
    // "LA" beside Medi-Cal is Los Angeles: the program is California's.
    if (code === "LA" && CALIFORNIA_ONLY.test(lead.text.plain)) code = "CA";
    const before = tokens[i - 1];
    const next = tokens[i + 1];
    const afterPlaceWord =
      before !== undefined && token.brk === 0 && PLACE_WORDS.has(before.key) && !before.upper;
    const zipAfter = next !== undefined && next.brk === 0 && isZip(next);
    // "Portland, OR", "Richmond VA 23220": after a capitalised city, ending its clause.
    // "portland OR, plan G": a town typed in lower case before a code in capitals ending its clause.
    const afterCity =
      before !== undefined &&
      !before.num &&
      (before.cap || (token.upper && token.brk === 0 && isCityWord(before))) &&
      // "de Portland ME a Naples FL": a move's other end may follow. "greenville SC divorced": a known
      // town typed before a code in capitals holds it whatever word comes next.
      (!next ||
        next.brk >= 1 ||
        zipAfter ||
        (token.upper && TO_WORDS.has(next.key)) ||
        (token.upper && AFTER_PLACE.has(next.key) && isCityWord(before)));
    if (owned && !(token.upper && (afterCity || zipAfter))) continue;
    if (token.upper) {
      shouting ??= isShouting(tokens);
      const placed = zipAfter || afterCity || (!shouting && afterPlaceWord);
      // "..., GA." or ". MD" at the end, "VA client, 66": alone in its clause or before a lead word.
      const alone =
        !SHORT_WORD_CODES.has(code) &&
        (i === 0 || token.brk >= 1) &&
        (next === undefined || next.brk >= 1 || LEAD_AFTER_CODE.has(next.key));
      if (AMBIGUOUS_CODES.has(code) && !placed && !(alone && !shouting)) continue;
      if (shouting && !placed && !(next === undefined || next.brk === 2)) continue;
      const score = placed ? Math.max(2, placeScore(lead, i, i + 1)) : 1;
      lead.found.states.push({ code, score: placeScore(lead, i, i + 1) === 0 ? 0 : score, index: i });
      lead.found.source("state", code, token.start, token.end);
    } else if (LOWERCASE_CODES.has(token.key) && (afterPlaceWord || zipAfter)) {
      lead.found.states.push({ code, score: Math.max(2, placeScore(lead, i, i + 1)), index: i });
      lead.found.source("state", code, token.start, token.end);
    } else if (
      !LOWERCASE_CODES.has(token.key) &&
      !SHORT_WORD_CODES.has(code) &&
      !CODE_WORDS.has(token.key) &&
      (next === undefined || next.brk >= 1) &&
      (token.cap
        ? token.brk >= 1 || i === 0
        : token.brk === 0 && before !== undefined && !before.num && isCityWord(before))
    ) {
      // "Ga." alone in its clause, "houma la," after a town: a code ending its clause.
      lead.found.states.push({ code, score: 1, index: i });
      lead.found.source("state", code, token.start, token.end);
    } else if (LOWERCASE_CODES.has(token.key)) {
      // "cliente 66 anos tx tiene...": a code no word of the three languages spells, weakest of all.
      lead.found.states.push({ code, score: 0.25, index: i });
      lead.found.source("state", code, token.start, token.end);
    }
  }
}

/** Codes that are common short words in one of the three languages, never read from their case alone. */
const CODE_WORDS = words("pa ma mo co de va");
/** A word a town's name can end on: letters only, not a short function word. */
/** What an agent types after "town ST": the next fact about the client ("greenville SC divorced"). */
const AFTER_PLACE = words(
  "divorced divorcee widowed widow widower married single retired has have on w with wants want needs looking lives living works client pt male female plan divorciada divorciado viuda viudo casada casado soltera soltero jubilada jubilado tiene quiere veuve veuf mariee marie divorcee retraitee retraite veut",
);

function isCityWord(t: Token): boolean {
  return t.end - t.start >= 4 && /^[a-z]+$/.test(t.key) && !STOP_BEFORE_CODE.has(t.key);
}
const STOP_BEFORE_CODE = words(
  "with avec con para pour dans sobre tiene tienen have were there where when then than elle ella voir pide veut quiere medigap advantage supplement insurance coverage policy plan",
);

/** "Medicare A et B (IRT) depuis 2025-07": the date after a short parenthesis that follows the parts. */
function dateAfterAside(lead: Lead, match: Match): ReturnType<typeof dateNear> {
  const { tokens, text } = lead;
  const first = tokens[match.to];
  if (!first || !text.plain.slice(tokens[match.to - 1]!.end, first.start).includes("(")) return undefined;
  for (let k = match.to + 1; k < Math.min(tokens.length, match.to + 5); k++) {
    const gap = text.plain.slice(tokens[k - 1]!.end, tokens[k]!.start);
    if (tokens[k]!.brk === 2) return undefined;
    if (gap.includes(")")) return dateNear(text, tokens, k, k, lead.now, partDirection(lead, match));
  }
  return undefined;
}

const START_CUE = words(
  "eff effective since starts started start began begins desde depuis empezo empieza comenzo commence",
);

/** "part A only (eff 2024-07)", "solo la parte A, desde 2026-02": the next clause opens with its start. */
function dateInNextClause(lead: Lead, match: Match): ReturnType<typeof dateNear> {
  const { tokens, text } = lead;
  const first = tokens[match.to];
  if (first?.brk !== 1 || !START_CUE.has(first.key)) return undefined;
  const hit = dateNear(text, tokens, match.to, match.to + 1, lead.now, partDirection(lead, match));
  return hit && hit.from <= match.to + 3 ? hit : undefined;
}

const CALIFORNIA_ONLY = /\bmedi[ -]cal\b|\bcovered california\b/;

/** Ambiguous codes that are also short words, never read alone ("OK.", "IN", "ME"). */
const SHORT_WORD_CODES = new Set(["OK", "IN", "OR", "ME", "AS", "HI", "DE", "NE", "AL", "ID"]);
const LEAD_AFTER_CODE = words("client cliente clienta lead resident residente");

/** A lead typed in capitals: "IN", "ME", "OR" there are just words. */
function isShouting(tokens: readonly Token[]): boolean {
  let words = 0;
  let upper = 0;
  for (const token of tokens) {
    if (token.num || token.end - token.start < 2) continue;
    words++;
    if (token.upper) upper++;
  }
  return words >= 4 && upper > words * 0.6;
}

/** What a couple wants for their shared money ("they want safe growth", "ils veulent une rente"): one wish. */
const HOUSEHOLD_GOALS: ReadonlySet<string> = new Set([
  "retirement_income",
  "safe_growth",
  "legacy",
  "tax_advantaged_growth",
  "education",
]);
/** A relative's own life policy is theirs to hold ("her son has a policy with Transamerica"). */
const RELATIVES_OWN: ReadonlySet<string> = new Set(["existing_life", "group_life"]);
/** Products a couple buys as one: the annuities for their savings, an IUL funded for retirement or college. */
const HOUSEHOLD_PRODUCTS: ReadonlySet<string> = new Set(["fixed_annuity", "indexed_annuity", "iul"]);

function addIncome(found: Findings, source: IncomeSource, yearly: number): void {
  if (!found.income.has(source)) found.income.set(source, yearly);
}

/** Numbers no phrase claimed: agent shorthand ("67M"), amounts, then bare ages ("John Smith, 67, TX"). */
const PLUS_WORDS = words("plus mas");

/** A savings amount at `savingsAt`, then "plus"/"más" and this amount in the same sentence, nothing between. */
function addedToSavings(
  tokens: readonly Token[],
  savingsAt: number,
  i: number,
  labelledSavings: boolean,
): boolean {
  if (savingsAt < 0 || i - savingsAt > 12) return false;
  let plus = false;
  for (let j = savingsAt + 1; j < i; j++) {
    if (tokens[j]!.brk === 2 || tokens[j]!.num) return false;
    if (PLUS_WORDS.has(tokens[j]!.key)) plus = true;
    // "340k sitting in savings + a separate 60k emergency fund": the sign adds savings said as savings
    // ("8k savings + a 5k policy" is a policy beside them).
    if (tokens[j]!.plus && labelledSavings) plus = true;
  }
  if (tokens[i]!.brk === 2) return false;
  return plus;
}

const DAY_MONTHS: ReadonlySet<string> = new Set([...monthWords()].filter((m) => m !== "may" && m !== "mar"));

function dayOfMonth(tokens: readonly Token[], i: number): boolean {
  const num = tokens[i]!.num!;
  if (num.currency || num.multiplier || !num.integer || num.value < 1 || num.value > 31) return false;
  let k = i + 1;
  if (tokens[k]?.key === "de" && tokens[k]!.brk === 0) k++;
  const month = tokens[k];
  return month !== undefined && month.brk === 0 && DAY_MONTHS.has(month.key);
}

/** Words of a rate that went up: the amounts around them are premiums, old and new. */
const RATE_RISE = words(
  "jumped raised increased rose subio subieron aumento aumentaron augmente augmentee monte",
);
const WENT = words("went gone goes");

/**
 * An amount by the month with no word to say what it is, right after the plan the client holds (in its
 * clause or the clause before) or a rate rise: the premium paid now, not a budget.
 */
function premiumPaid(lead: Lead, i: number): boolean {
  const tokens = lead.tokens;
  const hard = tokens[i]!.hard;
  let clauses = 0;
  let amounts = 0;
  for (let j = i - 1; j >= Math.max(0, i - 10); j--) {
    const t = tokens[j]!;
    if (t.hard !== hard) return false;
    if (tokens[j + 1]!.brk === 1 && ++clauses > 1) return false;
    if (RATE_RISE.has(t.key) || (t.key === "up" && WENT.has(tokens[j - 1]?.key ?? ""))) return true;
    if (t.num && !t.num.currency && t.num.value >= 1900 && t.num.value <= 2100) continue;
    // "jumped from $289 to $341": the old premium between the rise and the new one.
    if (t.num && ++amounts > 1) return false;
    if (amounts > 0) continue;
    const owner = lead.owner[j]!;
    if (owner < 0) continue;
    const effects = lead.matches[owner]!.entry.effects;
    const held = effects.some(
      (e) => (e.k === "coverage" && e.id !== "original_medicare") || e.k === "carrier",
    );
    if (held && !sentenceHas(lead, j, WISH_WORDS, "soft")) return true;
  }
  return false;
}

const TWENTY_BEFORE = words("the el los le les that ese este ce cette");

/** "the 20%", "el 20 %", "les 20 %": the 20 percent Part B leaves to the client. */
function coinsurance(lead: Lead, i: number): boolean {
  const token = lead.tokens[i]!;
  if (
    !lead.text.plain
      .slice(token.end, token.end + 2)
      .trim()
      .startsWith("%")
  )
    return false;
  return token.brk === 0 && TWENTY_BEFORE.has(lead.tokens[i - 1]?.key ?? "");
}

/** "in december", "en diciembre", "en décembre": the month named right after a birthday word. */
function birthMonthAfter(lead: Lead, to: number): number | undefined {
  for (let k = to; k < Math.min(lead.tokens.length, to + 3); k++) {
    const t = lead.tokens[k]!;
    if (k > to && t.brk !== 0) return undefined;
    const month = monthOf(t.key);
    if (month !== undefined && (t.key !== "may" || t.cap || k > to)) return month;
    if (!BIRTH_MONTH_LINKS.has(t.key)) return undefined;
  }
  return undefined;
}
const BIRTH_MONTH_LINKS = words("in en is es est's s");

const WANTS_AMOUNT = words("wants want needs quiere quieren necesita veut veulent");
const LIFE_FACES: ReadonlySet<string> = new Set(["final_expense", "term_life", "whole_life", "iul"]);
const THINKING = words("thinking considering pensando pense");
const HOUSEHOLD_MONEY = words(
  "couple household combined joint together total pareja matrimonio hogar juntos menage foyer ensemble",
);
const MIL_AFTER = /mil(?![a-z])/i;

/** A possessive standing for its noun: "hers 1,200", "his 1,900", "la suya 900". */
const OWN_PRONOUNS = words("hers his suya suyo sienne sien");

function readNumbers(lead: Lead): void {
  const { tokens, found } = lead;
  let lastSavings = -1;
  let lastIncome: { at: number; reading: NonNullable<ReturnType<typeof readAmount>> } | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const shorthand = token.num ? undefined : AGE_AND_SEX.exec(token.key);
    if (shorthand && lead.owner[i] === -1 && (shorthand[1] !== "h" || lead.language !== "en")) {
      const age = Number(shorthand[2]);
      if (age >= 18 && age <= MAX_AGE) {
        addAge(lead, age, 2, i);
        found.addGender(shorthand[1] === "f" ? "female" : "male", 2);
      }
      continue;
    }
    const num = token.num;
    // "1.2 mil in 401ks": in English "mil" is a million (in Spanish, a thousand).
    if (
      num?.multiplier &&
      num.scale === 1000 &&
      !num.integer &&
      lead.language === "en" &&
      MIL_AFTER.test(lead.text.plain.slice(token.end - 3, token.end + 4))
    )
      num.value *= 1000;
    // "wants something to cover the 20%", "algo para el 20%": Part B's coinsurance, a medical-cost need.
    if (num?.value === 20 && coinsurance(lead, i)) {
      const who = whoAt(lead, i);
      const found =
        who === SPOUSE
          ? lead.people[SPOUSE]
          : who === OTHER || who === NOBODY
            ? undefined
            : lead.people[CLIENT];
      if (found && !found.goals.has("medical_costs")) {
        found.goals.add("medical_costs");
        found.source("goal", "medical_costs", token.start, token.end + 1);
      }
      continue;
    }
    // ("Bob/Linda 67/64": the couple's two ages, typed like a fraction.)
    if (!num || token.used || (num.compound && !lead.persons.pairAges?.includes(i)) || num.measure) continue;
    // "retraite le 30 novembre", "el 31 de marzo": a day of a month is a date, never money or an age.
    if (dayOfMonth(tokens, i)) {
      token.used = true;
      continue;
    }
    if (num.letter && !num.currency && num.integer && num.value >= 18 && num.value <= MAX_AGE) {
      token.used = true;
      addAge(lead, num.value, 2, i);
      found.addGender(num.letter === "m" ? "male" : "female", 2);
      continue;
    }
    if ((num.currency || num.multiplier) && partOfPrevious(tokens, i)) {
      token.used = true;
      continue;
    }
    const before = tokens[i - 1];
    // "veut en placer 300 000", "quiere meter unos 200 mil": a pronoun or "about" may stand between.
    const depositBefore =
      before !== undefined &&
      (DEPOSIT.has(before.key) ||
        (DEPOSIT_FILLERS.has(before.key) &&
          tokens[i - 1]!.brk === 0 &&
          DEPOSIT.has(tokens[i - 2]?.key ?? "")));
    // (A bare number only with a thousands separator or past the years: "placer 300 000", not "move 2025".)
    const bareAmount =
      num.integer && num.value >= 1_000 && (num.value > 2_100 || token.end - token.start > 4);
    // "peut mettre 400 $/mois": an amount by the period is what the client can spend, not a deposit.
    const byPeriod = [tokens[i + 1], tokens[i + 2]].some(
      (t) => t !== undefined && t.brk === 0 && PERIOD_WORDS.has(t.key),
    );
    if (
      (num.currency || num.multiplier || bareAmount) &&
      before &&
      token.brk === 0 &&
      depositBefore &&
      !byPeriod
    ) {
      token.used = true;
      if (!found.extra.has("desiredAmount")) {
        found.extra.set("desiredAmount", num.value);
        found.source("desiredAmount", num.value, token.start, token.end);
      }
      continue;
    }
    // "Mr. Nguyen 81 lives with his son": an age after a name, not "81 lives" of income. "wife 44 stay at
    // home", "sa femme a 67": an age after a spouse word, not a budget.
    const prev = token.brk === 0 ? tokens[i - 1] : undefined;
    const spouseBefore =
      prev !== undefined &&
      (SPOUSE_WORDS.has(prev.key) ||
        (lead.language === "fr" && prev.key === "a" && SPOUSE_WORDS.has(tokens[i - 2]?.key ?? "")));
    if (
      !num.currency &&
      !num.multiplier &&
      prev &&
      (lead.nameTokens.has(i - 1) ||
        AGE_NEIGHBORS.has(prev.key) ||
        namedBefore(lead, i) ||
        spouseBefore ||
        knownName(lead, i - 1)) &&
      num.integer &&
      num.value >= 18 &&
      num.value <= MAX_AGE
    ) {
      readBareAge(lead, i);
      if (token.used) continue;
    }
    // "... wants a small FE policy, thinking 10k": the amount the agent or client has in mind.
    if (
      (num.currency || num.multiplier) &&
      num.value >= 1000 &&
      !found.extra.has("desiredAmount") &&
      THINKING.has(tokens[i - 1]?.key ?? "") &&
      token.brk === 0 &&
      found.interests.size > 0
    ) {
      token.used = true;
      found.extra.set("desiredAmount", num.value);
      found.source("desiredAmount", num.value, token.start, token.end);
      continue;
    }
    // "got 500k from his life insurance", "a touché 500 000 $ d'assurance vie": a death benefit paid out is
    // money the client has now, not an income, a policy or a face wanted.
    if ((num.currency || num.multiplier) && !num.negative && lifePayout(tokens, i)) {
      token.used = true;
      found.savings.push(num.value);
      found.source("savings", "", token.start, token.end);
      lastSavings = i;
      continue;
    }
    // "FE lead ... wants 20000", "quiere 15000": a face asked for in a life lead, typed without "$" or "k".
    if (
      num.integer &&
      !num.currency &&
      num.value >= 2_000 &&
      num.value <= 2_000_000 &&
      !found.extra.has("desiredAmount") &&
      WANTS_AMOUNT.has(tokens[i - 1]?.key ?? "") &&
      token.brk === 0 &&
      [...found.interests].some((p) => LIFE_FACES.has(p))
    ) {
      token.used = true;
      found.extra.set("desiredAmount", num.value);
      found.source("desiredAmount", num.value, token.start, token.end);
      continue;
    }
    // "quiere un term de 25 años de 500 mil", "un seguro pa su entierro de 20 mil", "wants a burial policy,
    // 10k": an amount said right after the policy wanted is the amount asked for; so is one "each"
    // ("wants FE, 10k each", "10 mil cada uno") in a lead asking for a life policy.
    const perPerson =
      EACH.has(tokens[i + 1]?.key ?? "") &&
      tokens[i + 1]!.brk === 0 &&
      [...found.interests].some((p) => LIFE_FACES.has(p));
    if (
      (num.currency || num.multiplier) &&
      num.value >= 1000 &&
      !num.negative &&
      !found.extra.has("desiredAmount") &&
      (perPerson || afterWantedPolicy(lead, i))
    ) {
      token.used = true;
      found.extra.set("desiredAmount", num.value);
      found.source("desiredAmount", num.value, token.start, token.end);
      continue;
    }
    // "$250k in an IRA plus the $100k life insurance check": the second amount joins the savings.
    let reading = readAmount(tokens, i);
    // "his SS 1,900, hers 1,200 a month": the second person's amount said in the first one's words.
    if (
      reading === undefined &&
      lastIncome !== undefined &&
      i - lastIncome.at <= 8 &&
      token.brk === 0 &&
      OWN_PRONOUNS.has(tokens[i - 1]?.key ?? "") &&
      tokens[i - 1]!.brk === 1
    )
      reading = lastIncome.reading;
    if (reading?.role === "income") lastIncome = { at: i, reading };
    if (
      (num.currency || num.multiplier) &&
      !num.negative &&
      (reading === undefined || reading.role === "savings") &&
      addedToSavings(tokens, lastSavings, i, reading?.role === "savings")
    ) {
      token.used = true;
      found.savings.push(num.value);
      lastSavings = i;
      continue;
    }
    if (reading?.unlabelled && reading.role === "budget" && premiumPaid(lead, i)) {
      // "Plan G w/ AARP $231/mo", "plan F avec Cigna depuis 2015, 358$/mois": what the plan costs now.
      token.used = true;
      continue;
    }
    if (reading) {
      token.used = true;
      // "$402/mo now after the increase ... budget 300": the amount called the budget wins over a figure
      // read as one only by its size.
      const prevKey = token.brk === 0 ? (tokens[i - 1]?.key ?? "") : "";
      if (reading.role === "budget" && found.budget !== undefined && EXPLICIT_BUDGET.has(prevKey))
        found.budget = undefined;
      // "his SS 1,900, hers 1,200 a month", "she makes 60k": the spouse's own income.
      // "revenu du couple 180k", "combined income": the household's, read on the client.
      const earner =
        reading.role === "income" &&
        whoAt(lead, i) === SPOUSE &&
        !sentenceHas(lead, i, HOUSEHOLD_MONEY, "soft")
          ? lead.people[SPOUSE]
          : found;
      recordAmount(earner, reading, num.negative ? -num.value : num.value);
      found.source(reading.role === "budget" ? "budget" : reading.role, "", token.start, token.end);
      if (reading.role === "savings") lastSavings = i;
      continue;
    }
    const grouped =
      num.value >= 1000 && /\d[ ,.]\d{3}/.test(num.text) && !(num.value >= 1900 && num.value <= 2100);
    if ((num.currency || num.multiplier || grouped) && !num.negative && num.value >= 1000) {
      const owed = i > 0 && OWED.has(tokens[i - 1]!.key) && sentenceHas(lead, i, MORTGAGE_WORDS, "hard");
      const extra = readExtraAmount(tokens, i, lead.language === "fr");
      // "owes 60k on cars and cards": a debt named in the amount's own clause beats a house in the sentence.
      const role = owed && extra !== "debts" ? "mortgage" : extra;
      if (role) {
        token.used = true;
        // "+ 18k car loan + ~6k on cards": debts added up.
        if (role === "debts" && token.plus && found.extra.has("debts")) {
          found.extra.set("debts", found.extra.get("debts")! + num.value);
          found.source("debts", found.extra.get("debts")!, token.start, token.end);
          continue;
        }
        if (!found.extra.has(role)) {
          found.extra.set(role, num.value);
          found.source(
            role === "mortgage" ? "mortgage" : role === "existingLife" ? "existingLife" : role,
            num.value,
            token.start,
            token.end,
          );
        }
        continue;
      }
    }
    // "450k incl 300k in a 401k, want guaranteed income", "450 000 $ dont 300 000 $ en 401k": a large
    // amount with no word to say what it is, in a lead about money to place, is what they have saved.
    if (
      (num.currency || num.multiplier || grouped) &&
      !num.negative &&
      num.value >= 10_000 &&
      num.value <= MONEY_CAPS.savings &&
      found.savings.length === 0 &&
      (hasAnyGoal(found, MONEY_GOALS) || hasAnyInterest(found, ANNUITIES))
    ) {
      token.used = true;
      found.savings.push(num.value);
      found.source("savings", "", token.start, token.end);
      lastSavings = i;
      continue;
    }
    // "..., veut une assurance obsèques, 8 000 $": an amount alone after a product asked for.
    const next = tokens[i + 1];
    if (
      (num.currency || num.multiplier || grouped) &&
      num.value >= 1000 &&
      (token.brk >= 1 || i === 0) &&
      (!next || next.brk >= 1) &&
      found.sources.some((s) => s.kind === "interest" && s.to <= token.start) &&
      !found.extra.has("desiredAmount")
    ) {
      token.used = true;
      found.extra.set("desiredAmount", num.value);
      found.source("desiredAmount", num.value, token.start, token.end);
      continue;
    }
    readBareAge(lead, i);
  }
  if (found.ages.length === 0) readLoneAge(lead);
}

/** Words before a number that make it money or a count, never an age. */
const NOT_AGE_BEFORE = words(
  "pays paying paid pay budget premium premiums costs cost about around approx under over max up to at for plan part room apt unit zip suite class paga pago prima paie prime vers environ hasta jusqu",
);

/**
 * No age read: "guy in fresno 67, has medi-cal", "vet 76, VA + TFL". The first plain number from 40 to
 * 110 in the lead's first sentence, said of the client and with nothing around it that makes it money,
 * a count or a length, is the client's age (the weakest reading).
 */
function readLoneAge(lead: Lead): void {
  const tokens = lead.tokens;
  const first = tokens[0]?.hard;
  for (let i = 0; i < tokens.length && tokens[i]!.hard === first; i++) {
    const token = tokens[i]!;
    const num = token.num;
    if (!num || token.used || num.compound || num.measure || num.currency || num.multiplier) continue;
    if (num.spelled || num.negative || !num.integer || num.value < 40 || num.value > MAX_AGE) continue;
    if (lead.owner[i] !== -1 || whoAt(lead, i) !== CLIENT) continue;
    const next = tokens[i + 1];
    if (next && next.brk === 0 && (DURATION.has(next.key) || EMPLOYEES.has(next.key) || next.num)) continue;
    if (
      next &&
      next.brk === 0 &&
      /^(?:k|mil|mo|month|mes|mois|a|per|dollars?|dolares|usd|pct|percent)$/.test(next.key)
    )
      continue;
    const prev = tokens[i - 1];
    if (prev && token.brk === 0 && (NOT_AGE_BEFORE.has(prev.key) || prev.num)) continue;
    token.used = true;
    addAge(lead, num.value, 1, i);
    return;
  }
}

/** Nouns of a policy wanted, and the funeral it is for. */
const POLICY_NOUNS = words(
  "policy policies term insurance plan coverage burial funeral poliza seguro plan term termino cobertura entierro funeral funerario sepelio police assurance contrat temporaire terme obseques capital",
);
const HOLDING_WORDS = words("has have had tiene tenia tengo possede avait owns");
const OTHER_MONEY_NEAR = words(
  "debt debts deuda deudas dette dettes owes owe debe mortgage hipoteca hypotheque saved savings ahorros epargne income salary gana makes gagne revenu",
);

/**
 * A wish in the sentence, a policy word in the few words before the amount and nothing held or owed
 * between: "wants a 30yr term, 750k", "quiere un term de 25 años de 500 mil".
 */
function afterWantedPolicy(lead: Lead, i: number): boolean {
  const tokens = lead.tokens;
  let policy = -1;
  for (let j = i - 1; j >= Math.max(0, i - 6); j--) {
    const t = tokens[j]!;
    if (tokens[j + 1]!.brk === 2) return false;
    if (HOLDING_WORDS.has(t.key) || OTHER_MONEY_NEAR.has(t.key) || PAID_OUT.has(t.key)) return false;
    if (t.num && (t.num.currency || t.num.multiplier)) return false;
    if (POLICY_NOUNS.has(t.key)) policy = j;
  }
  if (policy < 0) return false;
  const next = tokens[i + 1];
  if (next && next.brk === 0 && OTHER_MONEY_NEAR.has(next.key)) return false;
  // The wish governs the policy: it comes before it in the same sentence, with nothing held between.
  for (let j = policy - 1; j >= Math.max(0, policy - 8); j--) {
    const t = tokens[j]!;
    if (tokens[j + 1]!.brk === 2) return false;
    if (HOLDING_WORDS.has(t.key) || PAID_OUT.has(t.key)) return false;
    if (WISH_WORDS.has(t.key)) return true;
  }
  return false;
}
/** A death benefit paid out is money now, not a policy wanted. */
const PAID_OUT = words("check cheque payout proceeds cobro cobro cobrado pago touche");
const WISH_WORDS = words(
  "wants want wanted wanting looking needs need quiere quieren queria busca buscan necesita veut veulent voudrait cherche souhaite besoin",
);

const EXPLICIT_BUDGET = words("budget max maximum presupuesto maximo hasta budget afford");

const MONEY_GOALS: readonly GoalId[] = ["retirement_income", "safe_growth", "tax_advantaged_growth"];
const ANNUITIES: readonly ProductId[] = ["fixed_annuity", "indexed_annuity"];
const hasAnyGoal = (f: Findings, ids: readonly GoalId[]) => ids.some((g) => f.goals.has(g));
const hasAnyInterest = (f: Findings, ids: readonly ProductId[]) => ids.some((p) => f.interests.has(p));

/** The yearly income a person's findings add up to, or undefined. */
function totalIncome(found: Findings): number | undefined {
  const income = found.income;
  if (income.size === 0) return undefined;
  const general = income.get("general");
  let specific = 0;
  for (const [source, value] of income) if (source !== "general") specific += value;
  // A general figure at least as large as the named sources is their total, not another source.
  const total = general === undefined ? specific : general >= specific ? general : general + specific;
  return Math.round(total * 100) / 100;
}

function recordAmount(
  found: Findings,
  reading: NonNullable<ReturnType<typeof readAmount>>,
  value: number,
): void {
  const { role, period, source } = reading;
  if (value < 0) {
    found.note(`${role} ${formatNumber(value)}`);
    return;
  }
  if (value > MONEY_CAPS[role]) {
    found.note(`${role} ${formatNumber(value)}`);
    return;
  }
  const cents = (v: number) => Math.round(v * 100) / 100;
  if (role === "income") {
    // Social Security and pensions are quoted monthly; a bare income under $10k is a monthly figure too.
    const monthly = period === "month" || (period === undefined && value < 10_000);
    const yearly = period === "week" ? value * 52 : monthly ? value * 12 : value;
    addIncome(found, source, cents(yearly));
  } else if (role === "savings") {
    found.savings.push(value);
  } else {
    const monthly = period === "year" ? value / 12 : period === "week" ? (value * 52) / 12 : value;
    found.budget ??= cents(monthly);
  }
}

/**
 * A person named just before the number, in words no list holds: "mr delgado 72" (a title and a
 * surname), "wife lupe 70" (a spouse or relative word and a first name).
 */
/** "Ron & Deb ... Ron 67, Deb 64": a name already read as the client's or the spouse's, said again. */
function knownName(lead: Lead, k: number): boolean {
  const t = lead.tokens[k];
  if (t === undefined || !t.cap || t.num) return false;
  for (const n of lead.nameTokens) if (lead.tokens[n]!.key === t.key) return true;
  const spouse = lead.persons.spouseName;
  return spouse !== undefined && spouse.toLowerCase() === t.key;
}

function namedBefore(lead: Lead, i: number): boolean {
  const tokens = lead.tokens;
  const prev = tokens[i - 1];
  const word = tokens[i - 2];
  if (!prev || !word || tokens[i]!.brk !== 0 || prev.brk !== 0 || prev.num) return false;
  if (!/^[a-z]{2,}$/.test(prev.key) || (KNOWN.has(prev.key) && !isFirstName(prev.key))) return false;
  return TITLE_BEFORE_NAME.has(word.key) || SPOUSE_WORDS.has(word.key) || RELATIVE_BEFORE_AGE.has(word.key);
}

function readBareAge(lead: Lead, i: number): void {
  const tokens = lead.tokens;
  const token = tokens[i]!;
  const num = token.num!;
  if (num.currency || num.multiplier || num.spelled || num.negative || !num.integer) return;
  if (num.value < 18 || num.value > MAX_AGE) return;
  const before = token.brk === 0 ? tokens[i - 1] : undefined;
  const next = tokens[i + 1] && tokens[i + 1]!.brk === 0 ? tokens[i + 1] : undefined;
  // A number followed by a duration word is a duration ("20 years left", "a 30-year term").
  if (next && DURATION.has(next.key)) return;
  // "company of 45 employees", "empresa de 45 empleados": a headcount.
  if (next && EMPLOYEES.has(next.key)) return;
  let strength = 0;
  // "veterano de 69", "pareja de 67", "viuda de 80": a person word, "de", the number.
  const personBeforeDe =
    before !== undefined &&
    before.key === "de" &&
    tokens[i - 1]!.brk === 0 &&
    (AGE_NEIGHBORS.has(tokens[i - 2]?.key ?? "") ||
      PERSON_BEFORE_DE.has(tokens[i - 2]?.key ?? "") ||
      SPOUSE_WORDS.has(tokens[i - 2]?.key ?? "") ||
      RELATIVE_BEFORE_AGE.has(tokens[i - 2]?.key ?? "") ||
      lead.nameTokens.has(i - 2) ||
      lead.persons.spouseNameTokens.has(i - 2));
  // "mrs henley 70": a title, a surname (any case), the number.
  const afterTitledName =
    before !== undefined &&
    tokens[i - 1]!.brk === 0 &&
    /^[a-z]{2,}$/.test(before.key) &&
    TITLE_BEFORE_NAME.has(tokens[i - 2]?.key ?? "");
  if (lead.persons.pairAges?.includes(i)) strength = 2;
  else if (
    before &&
    (AGE_NEIGHBORS.has(before.key) ||
      // "Mr 74 & Mrs 71", "Sra 67": a title, then the age.
      TITLE_BEFORE_NAME.has(before.key) ||
      lead.nameTokens.has(i - 1) ||
      knownName(lead, i - 1) ||
      personBeforeDe ||
      afterTitledName ||
      namedBefore(lead, i))
  )
    strength = 2;
  else if (before && lead.persons.spouseNameTokens.has(i - 1)) strength = 2;
  else if (next && AGE_NEIGHBORS.has(next.key)) strength = 2;
  else if (lead.language !== "en" && (before?.key === "h" || next?.key === "h")) strength = 2;
  else if (!before && !next) strength = 1;
  else if (before && (SPOUSE_WORDS.has(before.key) || RELATIVE_BEFORE_AGE.has(before.key))) strength = 2;
  // "dad Al 79", "wife Flo 70": a capitalised name right after the relative word, whatever else the word is.
  else if (
    before?.cap &&
    tokens[i - 1]!.brk === 0 &&
    (SPOUSE_WORDS.has(tokens[i - 2]?.key ?? "") || RELATIVE_BEFORE_AGE.has(tokens[i - 2]?.key ?? ""))
  )
    strength = 2;
  // "sa femme a 67": French "has" between the spouse and the age.
  else if (
    before?.key === "a" &&
    lead.language === "fr" &&
    (SPOUSE_WORDS.has(tokens[i - 2]?.key ?? "") || RELATIVE_BEFORE_AGE.has(tokens[i - 2]?.key ?? ""))
  )
    strength = 2;
  else if (before && PRONOUN_BEFORE_AGE.has(before.key)) strength = 2;
  // "I'm 54", "I am 60": the one writing (a child writing for a parent, read as other by the scan).
  else if ((before?.key === "am" || before?.key === "m") && tokens[i - 2]?.key === "i") strength = 2;
  // "he's 74 she's 71", "he's 63 still working".
  else if (before?.key === "s" && PRONOUN_BEFORE_AGE.has(tokens[i - 2]?.key ?? "")) strength = 2;
  // "Pat & his wife Linda, 68 and 66": a pair of ages in a couple's first sentence.
  else if (
    lead.persons.spouseSeen &&
    token.hard === 0 &&
    next !== undefined &&
    AND_WORDS.has(next.key) &&
    tokens[i + 2]?.brk === 0 &&
    tokens[i + 2]?.num?.integer === true &&
    tokens[i + 2]!.num!.value >= 18 &&
    tokens[i + 2]!.num!.value <= MAX_AGE
  )
    strength = 2;
  else if (before && pronounWithAge(tokens, i - 1) !== undefined) strength = 2;
  if (strength === 0) return;
  token.used = true;
  addAge(lead, num.value, strength, i);
  // "67 M", "(F, 62)": a lone capital M or F beside the age is the client's sex.
  for (const at of [i - 1, i + 1]) {
    const neighbor = tokens[at];
    if (!neighbor || neighbor.hard !== token.hard || lead.owner[at] !== -1) continue;
    // "H 77", "77 H": hombre, homme, in a Spanish or French lead.
    const man = neighbor.key === "m" || (neighbor.key === "h" && lead.language !== "en");
    if ((man || neighbor.key === "f") && (neighbor.cap || strength === 2)) {
      // "F 70 and M 72": the letter is the sex of whoever the age belongs to.
      const who = whoAt(lead, i);
      const found = who === SPOUSE ? lead.people[SPOUSE] : who === CLIENT ? lead.found : undefined;
      found?.addGender(man ? "male" : "female", 2);
    }
  }
}

const TOTAL_WORDS = words("total totale altogether combined contando incluyendo tout overall");

function savingsSaidAsTotal(lead: Lead, savings: readonly number[]): number | undefined {
  if (savings.length < 2) return undefined;
  const largest = Math.max(...savings);
  const tokens = lead.tokens;
  for (let k = 0; k < tokens.length; k++) {
    const num = tokens[k]!.num;
    if (!num || num.value !== largest) continue;
    for (let j = Math.max(0, k - 3); j < Math.min(tokens.length, k + 5); j++) {
      if (tokens[j]!.hard !== tokens[k]!.hard) continue;
      if (TOTAL_WORDS.has(tokens[j]!.key)) return largest;
    }
  }
  return undefined;
}

function inListOrder<T extends string>(ids: ReadonlySet<T>, order: readonly T[]): T[] {
  // Most lists read are empty or hold one id: no walk over the whole id table for those.
  if (ids.size === 0) return [];
  if (ids.size === 1) {
    const [only] = ids;
    return order.includes(only!) ? [only!] : [];
  }
  return order.filter((id) => ids.has(id));
}

function toProfile(lead: Lead, name: ReturnType<typeof findClientName>): ClientProfile {
  const found = lead.found;
  const profile: ClientProfile = { healthConditions: [], goals: [], currentCoverage: [] };
  if (name.firstName) profile.firstName = name.firstName;
  // "her husband Bob", "my dad Walter", when a relative calls or writes: the name after the word that is
  // the client.
  else if (lead.persons.clientFirstName) profile.firstName = lead.persons.clientFirstName;
  if (name.lastName) profile.lastName = name.lastName;

  const age = found.ages.reduce<AgeCandidate | undefined>(
    (best, c) => (!best || c.strength > best.strength ? c : best),
    undefined,
  );
  if (age) profile.age = age.age;

  if (name.gender) found.addGender(name.gender, name.genderWeight);
  const field = fieldSex(lead);
  if (field) found.addGender(field, 3);
  if (found.male > found.female) profile.gender = "male";
  else if (found.female > found.male) profile.gender = "female";

  const marital = found.marital ?? found.maritalWeak;
  if (marital) profile.maritalStatus = marital;

  // "2 kids and a baby": a count and children named one by one add up.
  if (found.kidsCount !== undefined)
    profile.dependents = Math.min(found.kidsCount + found.kidsSingles, MAX_DEPENDENTS);
  else if (found.kidsSingles > 0) profile.dependents = Math.min(found.kidsSingles, MAX_DEPENDENTS);
  else if (found.kidsNone) profile.dependents = 0;

  const state = found.states.reduce<StateCandidate | undefined>(
    (best, c) =>
      !best || c.score > best.score || (c.score === best.score && c.index < best.index) ? c : best,
    undefined,
  );
  // Only a place scored 0 (where a move is headed, where the client was born) is not where they live.
  if (state && state.score > 0) profile.state = state.code;

  if (found.occupation) profile.occupation = found.occupation;

  if (found.smoker.includes("former")) profile.smoker = "former";
  else if (found.smoker.includes("current")) profile.smoker = "current";
  else if (found.smoker.includes("never")) profile.smoker = "never";

  const conditions = new Set(found.conditions);
  // The more specific underwriting class replaces the general one.
  if (conditions.has("diabetes_insulin")) conditions.delete("diabetes");
  if (conditions.has("esrd")) conditions.delete("kidney_disease");
  profile.healthConditions = inListOrder(conditions, HEALTH_CONDITION_IDS);
  if (found.health) profile.healthStatus = found.health;

  const income = totalIncome(found);
  if (income !== undefined) {
    profile.income = income;
  }
  if (found.savings.length > 0) {
    // "300k total in savings including the CDs", "400 mil en total contando el CD", "350 000 $ en tout":
    // the amount said as the total is the whole, not one more part of it.
    const total = savingsSaidAsTotal(lead, found.savings) ?? found.savings.reduce((a, b) => a + b, 0);
    if (total <= MONEY_CAPS.savings) profile.savings = total;
  }
  if (found.budget !== undefined) profile.budgetMonthly = found.budget;

  profile.goals = inListOrder(found.goals, GOAL_IDS);
  if (found.risk) profile.riskTolerance = found.risk;

  const coverage = new Set(found.coverage);
  const medigap = ["medigap_g", "medigap_n", "medigap_f"] as const;
  if (medigap.some((id) => coverage.has(id))) coverage.delete("medigap_other");
  // Original Medicare is read only when said: the recommender infers it from a Medigap plan itself.
  // The face of a policy held says the policy is held: "has a 5k policy", "50 mil de vida por el trabajo".
  if (found.extra.has("existingLife")) coverage.add("existing_life");
  if (found.extra.has("groupLife")) coverage.add("group_life");
  // "Has Part A but never took B": Part A alone is not Original Medicare held.
  if (found.noPartB && !found.partB) coverage.delete("original_medicare");
  // "Medicare A and B ... has a UHC advantage HMO": the parts are held through the MA plan.
  if ([...coverage].some((id) => MA_COVERAGE.has(id))) coverage.delete("original_medicare");
  if (coverage.size > 1) coverage.delete("none");
  profile.currentCoverage = inListOrder(coverage, COVERAGE_IDS);
  // A Medigap left opens the trial right; an MA plan left on a move ("tenía un HMO en NY") the move's
  // rights.
  const previous = [...found.previous].filter(
    (id) => (MEDIGAP_COVERAGE.has(id) || MA_COVERAGE.has(id)) && !coverage.has(id),
  );
  if (previous.length > 0) profile.previousCoverage = inListOrder(new Set(previous), COVERAGE_IDS);
  if (found.wanted.size > 0) profile.wantedPlans = inListOrder(found.wanted, COVERAGE_IDS);
  if (NEW_INSURER.test(lead.text.plain)) profile.newInsurer = true;

  if (found.retired !== undefined) profile.isRetired = found.retired;
  addReadFacts(profile, found, lead.now);
  if (found.extraHelp) profile.extraHelp = true;
  if (found.veteran) profile.veteran = true;
  if (found.medicaid) profile.medicaid = found.medicaid;
  if (found.work.length > 0) {
    for (const w of found.work) {
      if (w.kind === "active" && w.endsOn === undefined && found.retireDate && w.through === "self")
        w.endsOn = found.retireDate;
      // "on her husband's plan ... he retires in December": his retirement ends the plan she is on.
      const spouseRetires = lead.people[SPOUSE].retireDate;
      if (w.kind === "active" && w.endsOn === undefined && spouseRetires && w.through === "spouse")
        w.endsOn = spouseRetires;
      // "worked until jan 31 ... with group insurance": the job's end is its plan's; a day behind us is
      // coverage lost.
      const until = found.workUntil;
      if (w.kind === "active" && w.endsOn === undefined && until && w.through === "self") {
        w.endsOn = until.iso;
        found.source("workEnds", until.iso, until.from, until.to);
        const ended =
          lead.now !== undefined && until.iso <= lead.now.toISOString().slice(0, until.iso.length);
        if (ended && !found.events.some((e) => e.kind === "losing_coverage")) {
          found.events.push({ kind: "losing_coverage", date: until.iso });
          found.source("event", "losing_coverage", until.from, until.to);
        }
      }
    }
    profile.workCoverage = found.work;
    profile.currentCoverage = withoutEndedPlans(
      profile.currentCoverage as CoverageId[],
      found.work,
      lead.now,
    );
  }
  if (found.events.length > 0) profile.events = found.events;
  const extra = found.extra;
  if (extra.has("existingLife")) profile.existingLifeFace = extra.get("existingLife");
  if (extra.has("groupLife")) profile.groupLifeFace = extra.get("groupLife");
  else if (found.salaryMultiple !== undefined && profile.income !== undefined)
    profile.groupLifeFace = Math.round(found.salaryMultiple * profile.income);
  if (extra.has("mortgage")) profile.mortgageBalance = extra.get("mortgage");
  if (extra.has("debts")) profile.debts = extra.get("debts");
  if (extra.has("desiredAmount")) profile.desiredAmount = extra.get("desiredAmount");
  if (found.mortgageYears !== undefined) profile.mortgageYearsLeft = found.mortgageYears;
  return profile;
}

/** What the pipeline reads for anyone: dates, Medicare, carriers, drugs, interests. */
function addReadFacts(
  target: {
    healthConditions?: string[];
    age?: number;
    birthDate?: string;
    medicare?: ClientProfile["medicare"];
    carriers?: string[];
    interests?: ProductId[];
    medications?: string[];
  },
  found: Findings,
  now: Date | undefined,
): void {
  let birth = found.birthDate ?? found.birthFromTurning;
  if (found.birthday) {
    const md = found.birthday.slice(2);
    if (birth && /^\d{4}-\d{2}$/.test(birth) && birth.slice(5) === md.slice(0, 2))
      birth = `${birth}-${md.slice(3)}`;
    else birth ??= found.birthday;
  }
  // The month alone and today's age: the year and month of birth.
  if (!birth && found.birthMonth !== undefined && now && target.age !== undefined) {
    const had = now.getUTCMonth() + 1 >= found.birthMonth;
    birth = `${now.getUTCFullYear() - target.age - (had ? 0 : 1)}-${String(found.birthMonth).padStart(2, "0")}`;
  }
  if (birth) {
    target.birthDate = birth;
    if (now && /^\d{4}-\d{2}/.test(birth)) {
      const age = ageOn(birth, now);
      if (age !== undefined && age >= 0 && age <= MAX_AGE && (target.age === undefined || found.birthDate))
        target.age = age;
    }
  }
  const noPartB = found.noPartB && !found.partB;
  const onMA = [...found.coverage].some((id) => MA_COVERAGE.has(id));
  const maSince = onMA ? found.maSince : undefined;
  const firstMa = onMA && found.firstMa;
  const onMedigap = [...found.coverage].some((id) => MEDIGAP_COVERAGE.has(id));
  const medigapSince = onMedigap ? found.medigapSince : undefined;
  if (found.partA || found.partB || found.basis || noPartB || maSince || firstMa || medigapSince) {
    const medicare: NonNullable<ClientProfile["medicare"]> = {};
    if (found.partA) medicare.partA = found.partA;
    if (found.partB) medicare.partB = found.partB;
    if (found.basis) medicare.basis = found.basis;
    if (noPartB) medicare.noPartB = true;
    if (maSince) medicare.maSince = maSince;
    if (firstMa) medicare.firstMa = true;
    if (medigapSince) medicare.medigapSince = medigapSince;
    target.medicare = medicare;
  }
  if (found.carriers.length > 0) target.carriers = found.carriers;
  if (found.medications.length > 0) {
    // "insulina (Lantus)": the named insulin, not also the word.
    target.medications = found.medications;
  }
  const interests = [...found.interests].filter((id) => PRODUCT_IDS.includes(id));
  if (interests.length > 0) target.interests = inListOrder(new Set(interests), PRODUCT_IDS);
}

function memberOf(
  lead: Lead,
  found: Findings,
  relation: HouseholdMember["relation"],
  gender: Gender | undefined,
  /** Kept with no fact of their own (a spouse, a child calling for a parent). */
  present = false,
): HouseholdMember | undefined {
  const member: HouseholdMember = { relation, healthConditions: [], currentCoverage: [] };
  if (found.firstName) member.firstName = found.firstName;
  const age = found.ages.reduce<AgeCandidate | undefined>(
    (best, c) => (!best || c.strength > best.strength ? c : best),
    undefined,
  );
  if (age) member.age = age.age;
  // "wife's plan covers him too": the spouse word says the spouse's sex; a pronoun in the spouse's
  // clause may be the client.
  if (relation === "spouse" && gender) member.gender = gender;
  else if (found.male > found.female) member.gender = "male";
  else if (found.female > found.male) member.gender = "female";
  else if (gender) member.gender = gender;
  if (found.retired === true) member.isRetired = true;
  if (found.smoker.includes("former")) member.smoker = "former";
  else if (found.smoker.includes("current")) member.smoker = "current";
  else if (found.smoker.includes("never")) member.smoker = "never";
  const conditions = new Set(found.conditions);
  if (conditions.has("diabetes_insulin")) conditions.delete("diabetes");
  if (conditions.has("esrd")) conditions.delete("kidney_disease");
  member.healthConditions = inListOrder(conditions, HEALTH_CONDITION_IDS);
  const coverage = new Set(found.coverage);
  const medigap = ["medigap_g", "medigap_n", "medigap_f", "medigap_c"] as const;
  if (medigap.some((id) => coverage.has(id))) coverage.delete("medigap_other");
  if (found.noPartB && !found.partB) coverage.delete("original_medicare");
  if (coverage.size > 1) coverage.delete("none");
  member.currentCoverage = inListOrder(coverage, COVERAGE_IDS);
  if (found.goals.size > 0) member.goals = inListOrder(found.goals, GOAL_IDS);
  if (found.events.length > 0) member.events = [...found.events];
  if (found.work.length > 0) member.workCoverage = found.work;
  const income = totalIncome(found);
  if (income !== undefined) member.income = income;
  addReadFacts(member, found, lead.now);
  const said =
    member.age !== undefined ||
    member.healthConditions.length > 0 ||
    member.currentCoverage.length > 0 ||
    member.carriers !== undefined ||
    member.interests !== undefined ||
    member.medicare !== undefined ||
    member.birthDate !== undefined ||
    member.smoker !== undefined;
  return said || present || relation === "spouse" ? member : undefined;
}

const FEMALE_RELATIVES = words(
  "daughter sister granddaughter niece hija hermana nieta sobrina fille soeur niece petite mother mom madre mama mere maman",
);
const MALE_RELATIVES = words(
  "son brother grandson nephew hijo hermano nieto sobrino fils frere neveu father dad padre papa pere",
);
const PARENT_RELATIVES = words("mother mom madre mama mere maman father dad padre papa pere");

/** The relation and sex of the first relative the lead describes (not the client's parent when a child calls). */
function firstRelative(lead: Lead): [HouseholdMember["relation"] | undefined, Gender | undefined] {
  const tokens = lead.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const key = tokens[i]!.key;
    const female = FEMALE_RELATIVES.has(key);
    if (!female && !MALE_RELATIVES.has(key)) continue;
    if (key === "son" && lead.language === "fr") continue;
    if (whoAt(lead, i) === CLIENT && !aboutRelative(lead, i + 1)) {
      // A parent named as the object of a call is the client ("called about his mom").
      if (PARENT_RELATIVES.has(key)) continue;
    }
    const relation = PARENT_RELATIVES.has(key) ? "parent" : "child";
    return [relation, female ? "female" : "male"];
  }
  return [undefined, undefined];
}

const HAD_WORDS = words(
  "had tuvo tenia padecio sufrio avait eu died murio fallecio mort morte decede decedee watched watching spent needed went thru through vio vivio paso",
);

/** "her mom had Alzheimer's", "sa mère a eu l'Alzheimer": a condition told in the past of its person. */
function saidInThePast(lead: Lead, offset: number): boolean {
  const tokens = lead.tokens;
  let at = -1;
  for (let k = 0; k < tokens.length; k++)
    if (tokens[k]!.start === offset) {
      at = k;
      break;
    }
  if (at < 0) return false;
  for (let k = at - 1; k >= Math.max(0, at - 6) && tokens[k + 1]!.brk === 0; k--)
    if (HAD_WORDS.has(tokens[k]!.key)) return true;
  return false;
}

const RELATIVE_DIED = words(
  "died passed murio fallecio mort morte decede decedee watched watching saw vu vio visto told recommended suggested dijo recomendo conto",
);

function household(lead: Lead, clientMarital: MaritalStatus | undefined): HouseholdMember[] {
  const out: HouseholdMember[] = [];
  const scan = lead.persons;
  const spouseFound = lead.people[SPOUSE];
  if (
    scan.spouseSeen &&
    clientMarital !== "widowed" &&
    clientMarital !== "divorced" &&
    clientMarital !== "single"
  ) {
    if (scan.spouseName) spouseFound.firstName = scan.spouseName;
    // "Married, 2 kids": a spouse, whose sex nothing said ("a spouse's from wife/husband").
    const member = memberOf(
      lead,
      spouseFound,
      "spouse",
      scan.spouseGenderSaid ? scan.spouseGender : undefined,
    );
    if (member) out.push(member);
  }
  const others = lead.people[OTHER];
  // A son or daughter who calls or acts for the parent is in the lead even with no fact of their own; a
  // relative named only for a past cancer ("his brother had colon cancer") is the client's family history
  // (a reason for cancer cover), not a member of the household.
  const caller = scan.parentGender !== undefined;
  const familyHistory =
    [...others.conditions].every((c) => c === "cancer_history") ||
    others.sources.every((s) => s.kind !== "condition" || saidInThePast(lead, s.from));
  const ownFacts =
    (others.conditions.size > 0 && !familyHistory) ||
    others.ages.length > 0 ||
    others.coverage.size > 0 ||
    others.interests.size > 0 ||
    others.smoker.length > 0 ||
    others.goals.size > 0;
  // A relative who takes part ("son Mike (52) helps with her paperwork", "vit avec sa petite-fille", "her
  // POA nephew handles $$"): in the household with their sex, unless named only for a past illness.
  // "her mom died of breast ca", "watched his mom go thru a nursing home", "his brother in law told him
  // about FIAs": a relative who has died, whose illness was watched, or who only passed on advice is
  // family history or a source, not someone in the household.
  const otherSoft = new Set<number>();
  lead.tokens.forEach((t, k) => {
    if (scan.person[k] === OTHER) otherSoft.add(t.soft);
  });
  for (const src of others.sources) {
    const at = lead.tokens.find((t) => t.start === src.from);
    if (at) otherSoft.add(at.soft);
  }
  const died = lead.tokens.some((t) => otherSoft.has(t.soft) && RELATIVE_DIED.has(t.key));
  const historyOnly = (others.conditions.size > 0 && familyHistory) || died;
  if (died) return out;
  const involved = scan.otherGender !== undefined && scan.otherRelation !== undefined && !historyOnly;
  if (ownFacts || caller || involved) {
    const [relation, gender] = firstRelative(lead);
    const other = memberOf(
      lead,
      others,
      scan.otherRelation ?? relation ?? "other",
      scan.otherGender ?? gender,
      caller || involved,
    );
    if (other) out.push(other);
  }
  return out;
}

/** Words that are never a client's name, even capitalised. */
let notNames: ReadonlySet<string> | undefined;
function namesToRefuse(): ReadonlySet<string> {
  if (notNames) return notNames;
  const set = new Set<string>(LEXICON.byKey.keys());
  for (const w of NOT_NAME_EXTRA) set.add(w);
  // "sous Eliquis, Entresto et Lasix": a drug's brand is never a person's name.
  for (const drug of DRUGS.keys()) if (!drug.includes(" ")) set.add(drug);
  for (const w of SURNAMES_IN_LEXICON) set.delete(w);
  notNames = set;
  return set;
}

const NOT_NAME_EXTRA = words(
  "the a an and or but with for from to in on at by of is are was has have had she he her his they them this that client cliente clienta lead prospect customer patient new call called notes note re fwd hi hello hola bonjour dear thanks thank medicare medicaid humana aetna plan part parts advantage supplement insurance seguro assurance january february march april may june july august september october november december enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre monday tuesday wednesday thursday friday saturday sunday lunes martes miercoles jueves viernes sabado domingo lundi mardi mercredi jeudi vendredi samedi dimanche today yesterday tomorrow hoy ayer manana aujourd hui demain hier el los las les des du un una une y et que qui con avec sin sans para pour por par tiene quiere vive wants needs lives looking select drop table insert delete update script alert null undefined true false function var const let return",
);
/** Occupation words that are also common surnames ("Maria Baker"). */
const SURNAMES_IN_LEXICON = words(
  "baker cook carpenter butcher painter gardener farmer mason long young little small grant bishop marine driver chef sheriff deputy ward wells price king rich hale",
);

export function parseWith(
  text: LeadText,
  tokens: Token[],
  language: Language,
  now?: Date,
): { profile: ClientProfile; ignored: string[] } {
  // Typos of the reader's words read as the words ("burrial" → "burial"); the rest stays as typed.
  for (const token of tokens) {
    // Capitalised words are names and places more often than typos; only long ones are corrected.
    if (token.num || token.key.length < 5 || (token.cap && token.key.length < 7)) continue;
    const fixed = correct(token.key);
    if (fixed !== undefined) token.key = fixed;
  }
  const matchContext = { text, tokens, language };
  const matches = matchPhrases(matchContext, LEXICON, SPECIAL_MATCHERS);
  const owner = new Int32Array(tokens.length).fill(-1);
  for (let m = 0; m < matches.length; m++) {
    const match = matches[m]!;
    for (let i = match.from; i < match.to; i++) owner[i] = m;
  }
  const places = new Set<number>();
  for (const match of matches) {
    if (match.to - match.from < 2) continue;
    const effect = match.entry.effects[0];
    if (effect?.k === "state" && effect.city) for (let i = match.from; i < match.to; i++) places.add(i);
  }
  const name = findClientName({ text, tokens, language, notNames: namesToRefuse(), places });
  const persons = scanPersons(text, tokens, language, name.taken, namesToRefuse(), name.gender);
  const client = new Findings();
  const lead: Lead = {
    text,
    tokens,
    matches,
    owner,
    language,
    plain: text.plain,
    found: client,
    people: [client, new Findings(), new Findings()],
    persons,
    nameTokens: name.taken,
    now: now && !Number.isNaN(now.getTime()) ? now : undefined,
    who: new Uint8Array(tokens.length).fill(255),
    lists: [],
  };
  const [c, s, o] = lead.people;
  lead.lists = [[c], [s], [o], [c, s], []];
  // "La mamá (90)...": the parent word opening the lead says the client's sex.
  if (persons.parentAt >= 0 && persons.clientGender) c.addGender(persons.clientGender, 2);
  if (persons.parentGender) c.addGender(persons.parentGender, 4);
  // The spouse a caller calls about is the client: the spouse word says the client's sex, over the
  // caller's own "her husband".
  if (persons.calledAbout >= 0 && persons.clientGender) c.addGender(persons.clientGender, 5);
  // "ses parents ... son père Gilles": the parent word says the client's sex.
  if (persons.parentsAt >= 0 && persons.clientGender) c.addGender(persons.clientGender, 2);
  // "couple, lui 38 elle 36": the first pronoun is the client, the other the spouse.
  if (persons.pronounCouple && persons.clientGender) c.addGender(persons.clientGender, 1);
  readMatches(lead);
  readWorkByClause(lead);
  readDrugs(lead);
  readStateCodes(lead);
  readNumbers(lead);
  const profile = toProfile(lead, name);
  if (persons.spouseSeen && profile.maritalStatus === undefined && persons.spouseLiving)
    profile.maritalStatus = "married";
  const members = household(lead, profile.maritalStatus);
  if (members.length > 0) profile.household = members;
  mirrorSpouseJobPlan(profile);
  amountForEach(lead, profile);
  pairProductGoals(profile);
  for (const m of profile.household ?? []) pairProductGoals(m);
  reviewOfPlansHeld(lead, profile);
  const sources = sourcesOf(lead, profile);
  if (sources.length > 0) profile.sources = sources;
  return { profile, ignored: lead.found.ignored };
}

const EACH = words("each apiece cada chacun chacune piece both");
const EACH_PAIRS = [
  "per person",
  "por persona",
  "par personne",
  "los dos",
  "tous deux",
  "les deux",
  "on both",
  "for both",
];

/** "10k each", "15 mil cada uno", "10 000 $ chacun": the amount asked for is the spouse's too. */
function amountForEach(lead: Lead, profile: ClientProfile): void {
  const amount = profile.desiredAmount;
  const spouse = profile.household?.find((m) => m.relation === "spouse");
  if (amount === undefined || !spouse || spouse.desiredAmount !== undefined) return;
  const tokens = lead.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.num?.value !== amount) continue;
    for (let k = i + 1; k < Math.min(tokens.length, i + 4) && tokens[k]!.brk === 0; k++) {
      const pair = `${tokens[k]!.key} ${tokens[k + 1]?.key ?? ""}`;
      // "15k to each of his 2 grandkids": each of someone else.
      if (tokens[k + 1]?.key === "of" || tokens[k - 1]?.key === "to") return;
      if (EACH.has(tokens[k]!.key) || EACH_PAIRS.includes(pair)) {
        spouse.desiredAmount = amount;
        // "15k each for burial": the policy asked for is the spouse's too.
        const life = (profile.interests ?? []).filter((p) => LIFE_FACES.has(p));
        if (life.length > 0)
          spouse.interests = inListOrder(new Set([...(spouse.interests ?? []), ...life]), PRODUCT_IDS);
        if (profile.goals.includes("final_expenses") && life.includes("final_expense"))
          spouse.goals = inListOrder(new Set([...(spouse.goals ?? []), "final_expenses"]), GOAL_IDS);
        return;
      }
    }
    return;
  }
}

/** "should she keep them?", "si on garde tout ça", "quiere saber si se queda con todo": a review asked. */
const REVIEW_ASK =
  /(?<![a-z])(?:keep (?:them|it|everything|all|both|her plans?|his plans?)|a review|review (?:her|his|their|the) (?:plans?|coverage)|si (?:on|elle|il|ils) (?:garde|gardent)|garder tout|tout garder|revoir (?:sa|son|ses|leur|leurs) (?:couverture|plans?|assurances?)|se (?:queda|quedan) con|quedarse con|revisar (?:su|sus) (?:planes|plan|cobertura|seguros?))(?![a-z])/u;
const MEDICARE_PLAN_PRODUCTS: ReadonlySet<ProductId> = new Set([
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
]);

/**
 * "Elle a un Supplement 1 et un plan D ... la nièce demande si on garde tout ça": with nothing else asked,
 * a review of the Medicare plans held is the appointment, each plan the product reviewed.
 */
function reviewOfPlansHeld(lead: Lead, profile: ClientProfile): void {
  if ((profile.interests ?? []).length > 0 || profile.goals.length > 0) return;
  const held = profile.currentCoverage
    .map((c) => PRODUCT_OF[c as CoverageId])
    .filter((p): p is ProductId => p !== undefined && MEDICARE_PLAN_PRODUCTS.has(p));
  if (held.length === 0 || !REVIEW_ASK.test(lead.text.plain)) return;
  profile.interests = inListOrder(new Set(held), PRODUCT_IDS);
}

/** Products that are their own goal: wanted in any words, each gives both ids. */
const PRODUCT_GOALS = ["long_term_care", "dental_vision_hearing"] as const;

/**
 * "veut se protéger : assurance soins de longue durée": the goal said is the product wanted, and back.
 * Dental is also read as a feature of a plan held ("has a PPO with dental"), so only its wish counts.
 */
function pairProductGoals(p: { goals?: string[]; interests?: string[] }): void {
  for (const id of PRODUCT_GOALS) {
    const goal = p.goals?.includes(id) === true;
    const interest = p.interests?.includes(id) === true;
    if (goal && !interest && id === "long_term_care")
      p.interests = inListOrder(new Set([...(p.interests ?? []), id]), PRODUCT_IDS);
    if (interest && !goal) p.goals = inListOrder(new Set([...(p.goals ?? []), id]), GOAL_IDS);
  }
}

/**
 * "she's on her husband's plan thru Ford (4,000 employees)": a client covered through the spouse's job,
 * retiree or COBRA plan means the spouse holds that plan (as coverage too), with its size and end date.
 */
function mirrorSpouseJobPlan(profile: ClientProfile): void {
  const spouse = profile.household?.find((m) => m.relation === "spouse");
  if (!spouse) return;
  for (const w of profile.workCoverage ?? []) {
    if (w.through !== "spouse") continue;
    const own = spouse.workCoverage ?? [];
    if (own.some((x) => x.kind === w.kind && x.through === "self")) continue;
    spouse.workCoverage = [...own, { ...w, through: "self" }];
    // The plan as coverage too, while the client still holds it (not one that has ended).
    const plan = WORK_COVERAGE[w.kind];
    if (profile.currentCoverage.includes(plan) && !spouse.currentCoverage.includes(plan))
      spouse.currentCoverage = inListOrder(new Set([...spouse.currentCoverage, plan]), COVERAGE_IDS);
  }
}

export function detectFromTokens(text: LeadText, tokens: readonly Token[]): Language {
  return pickLanguage(scoreLanguage(text, tokens));
}

type FactValue = string | number | boolean | undefined;
const NO_VALUES: readonly FactValue[] = [];

/** The values `profileFacts` gives the client for `kind`, in its order (without building the keys). */
function clientValues(p: ClientProfile, kind: string): readonly FactValue[] {
  switch (kind) {
    case "age":
      return [p.age];
    case "gender":
      return [p.gender];
    case "state":
      return [p.state];
    case "marital":
      return [p.maritalStatus];
    case "dependents":
      return [p.dependents];
    case "smoker":
      return [p.smoker];
    case "retired":
      return p.isRetired === true ? [true] : NO_VALUES;
    case "condition":
      return p.healthConditions ?? NO_VALUES;
    case "medication":
      return p.medications ?? NO_VALUES;
    case "coverage":
      return p.currentCoverage ?? NO_VALUES;
    case "carrier":
      return p.carriers ?? NO_VALUES;
    case "goal":
      return p.goals ?? NO_VALUES;
    case "interest":
      return p.interests ?? NO_VALUES;
    case "income":
      return [p.income];
    case "savings":
      return [p.savings];
    case "budget":
      return [p.budgetMonthly];
    case "birthDate":
      return [p.birthDate];
    case "partA":
      return [p.medicare?.partA];
    case "partB":
      return [p.medicare?.partB];
    case "medicareBasis":
      return [p.medicare?.basis];
    case "work":
      return (p.workCoverage ?? []).map((w) => `${w.kind}:${w.through}`);
    case "employees":
      return (p.workCoverage ?? []).map((w) => w.employees);
    case "workEnds":
      return (p.workCoverage ?? []).map((w) => w.endsOn);
    case "medicaid":
      return [p.medicaid];
    case "extraHelp":
      return p.extraHelp === true ? [true] : NO_VALUES;
    case "veteran":
      return p.veteran === true ? [true] : NO_VALUES;
    case "event":
      return (p.events ?? []).map((e) => e.kind);
    case "existingLife":
      return [p.existingLifeFace];
    case "groupLife":
      return [p.groupLifeFace];
    case "mortgage":
      return [p.mortgageBalance];
    case "debts":
      return [p.debts];
    case "desiredAmount":
      return [p.desiredAmount];
    case "mortgageYears":
      return [p.mortgageYearsLeft];
    default:
      return NO_VALUES;
  }
}

/** The values `profileFacts` gives a household member for `kind`. */
function memberValues(m: HouseholdMember, kind: string): readonly FactValue[] {
  switch (kind) {
    case "retired":
      return m.isRetired === true ? [true] : NO_VALUES;
    case "income":
      return [m.income];
    case "desiredAmount":
      return [m.desiredAmount];
    case "age":
      return [m.age];
    case "gender":
      return [m.gender];
    case "birthDate":
      return [m.birthDate];
    case "smoker":
      return [m.smoker];
    case "condition":
      return m.healthConditions;
    case "medication":
      return m.medications ?? NO_VALUES;
    case "coverage":
      return m.currentCoverage;
    case "carrier":
      return m.carriers ?? NO_VALUES;
    case "partA":
      return [m.medicare?.partA];
    case "partB":
      return [m.medicare?.partB];
    case "medicareBasis":
      return [m.medicare?.basis];
    case "interest":
      return m.interests ?? NO_VALUES;
    case "goal":
      return m.goals ?? NO_VALUES;
    case "event":
      return (m.events ?? []).map((e) => e.kind);
    case "work":
      return (m.workCoverage ?? []).map((w) => `${w.kind}:${w.through}`);
    case "employees":
      return (m.workCoverage ?? []).map((w) => w.employees);
    case "workEnds":
      return (m.workCoverage ?? []).map((w) => w.endsOn);
    default:
      return NO_VALUES;
  }
}

/**
 * Each fact of the profile with the first words it was read from: a source counts when its key is one of
 * `profileFacts(profile)` (a source with no value takes the first fact of its kind not yet given one).
 * The profile is looked up field by field rather than flattened to keys, which parsing pays for on
 * every lead.
 */
function sourcesOf(lead: Lead, profile: ClientProfile): FactSource[] {
  const out: FactSource[] = [];
  const seen = new Set<string>();
  const members = profile.household ?? [];
  for (let person = CLIENT; person <= OTHER; person++) {
    const found = lead.people[person]!;
    if (found.sources.length === 0) continue;
    const name = person === CLIENT ? "client" : person === SPOUSE ? "spouse" : "other";
    for (const s of found.sources) {
      let values: readonly FactValue[];
      if (person === CLIENT) values = clientValues(profile, s.kind);
      else {
        const list: FactValue[] = [];
        for (const m of members) {
          if ((m.relation === "spouse") === (person === SPOUSE)) list.push(...memberValues(m, s.kind));
        }
        values = list;
      }
      let fact: string | undefined;
      for (const v of values) {
        if (v === undefined || v === "") continue;
        const text = String(v);
        if (s.value !== "" && text !== s.value) continue;
        const key = `${name}.${s.kind}=${text}`;
        if (seen.has(key)) {
          if (s.value !== "") break;
          continue;
        }
        fact = key;
        break;
      }
      if (!fact) continue;
      seen.add(fact);
      const [start, end] = spanInSource(lead.text, s.from, s.to);
      out.push({ fact, text: lead.text.source.slice(start, end), start, end });
    }
  }
  // A spouse's fact given from the client's words ("both on his plan", "she's on his job's plan", "10k
  // each"): its source is those words, not "added by the agent".
  const spouse = members.find((m) => m.relation === "spouse");
  if (spouse)
    for (const kind of SHARED_KINDS)
      for (const v of memberValues(spouse, kind)) {
        if (v === undefined || v === "") continue;
        const key = `spouse.${kind}=${String(v)}`;
        if (seen.has(key)) continue;
        const clientKey = `client.${kind}=${String(v).replace(/:self$/, ":spouse")}`;
        const from = out.find((x) => x.fact === clientKey);
        if (!from) continue;
        seen.add(key);
        out.push({ ...from, fact: key });
      }
  return out;
}
const SHARED_KINDS = [
  "coverage",
  "carrier",
  "work",
  "employees",
  "workEnds",
  "desiredAmount",
  "interest",
  "goal",
];
