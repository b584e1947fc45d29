/**
 * The client's name: after a title ("Mrs. Johnson", "Sra. Pérez", "Madame Dupont"), after "named",
 * "se llama", "s'appelle", or a common first name (small table below) that is not someone else's
 * ("her son Michael"). Names are read from the raw text, keep their accents, and are refused when they
 * touch code-like characters: tags are already gone, but "alert('John')" must not give a John.
 *
 * Kept as one file: the name table and the rules that refuse a word as a name decide together.
 */
import type { Gender, Language } from "../types.js";
import { STATE_BY_NAME } from "./lexicon/places.js";
import { PLACE_WORDS, words } from "./phrases.js";
import type { LeadText } from "./text.js";
import type { Token } from "./tokens.js";
import { KNOWN, registerKnown } from "./typos.js";

const MALE_NAMES =
  "john james robert michael william david richard joseph thomas charles christopher daniel matthew donald don mark paul steven steve george kenneth ken edward ed ronald ron gary larry frank raymond ray gerald walter harold carl arthur roger dennis jerry bill billy bob bobby jim jimmy tom tommy mike dave joe henry peter jack jose juan luis carlos jorge miguel jesus manuel francisco antonio pedro ramon roberto alejandro fernando raul ricardo javier rafael eduardo hector sergio alberto enrique arturo guillermo pierre michel andre philippe alain jacques bernard rene gerard christian patrick francois louis henri marcel yves serge guy luc gilles thierry dominique eric ernesto ignacio julio mario oscar pablo victor angel hugo felipe gustavo emilio marco samuel benjamin ralph eugene wayne roy howard glenn russell bruce stanley leonard earl albert fred alfred lloyd harry clarence herbert vincent willie terry douglas keith jeffrey jeff scott brian kevin timothy tim anthony tony gregory greg lawrence alan chuck dale";
const FEMALE_NAMES =
  "mary patricia linda barbara elizabeth jennifer susan jessica sarah karen nancy lisa betty margaret sandra ashley dorothy kimberly donna carol michelle emily helen deborah debbie sharon ruth shirley joyce judy judith janet gloria martha frances evelyn joan ann anne annie diane brenda pamela cynthia kathy kathleen peggy cheryl jane rose louise dolores maria rosa carmen ana guadalupe lupe juana teresa elena isabel lucia josefina margarita silvia leticia yolanda esperanza consuelo beatriz alicia luz raquel sofia marta carolina adriana veronica gabriela claudia norma irma alma blanca rocio pilar mercedes jeanne francoise monique catherine nathalie isabelle sylvie martine nicole christine chantal brigitte sophie madeleine simone josiane danielle helene genevieve colette odette jacqueline suzanne denise yvonne paulette micheline ginette lucie celine valerie sandrine virginie patricia edith alice marilyn marjorie lois phyllis jean wanda bonnie norma connie sue tammy theresa rita kim julie laura ellen lorraine doris mildred vivian gail carolyn jo darlene eileen beverly wendy tina anita sally sylvia irene loretta geraldine annette barb pat virginia georgia marie josephine francine lucille claire aurelie";

/** Names whose sex depends on the language ("Jean" is a man in French, a woman in English). */
const BY_LANGUAGE: ReadonlyMap<string, Partial<Record<Language, Gender>>> = new Map([
  ["jean", { fr: "male", en: "female", es: "female" }],
  ["andrea", { en: "female", es: "female", fr: "female" }],
]);

const FIRST_NAMES: ReadonlyMap<string, Gender> = new Map<string, Gender>([
  ...MALE_NAMES.split(" ").map((n) => [n, "male"] as [string, Gender]),
  ...FEMALE_NAMES.split(" ").map((n) => [n, "female"] as [string, Gender]),
]);
// A first name is never a typo of a lexicon word ("Maria" is not "marié").
for (const name of FIRST_NAMES.keys()) registerKnown(name);

/** Whether a folded word is a common first name (the table above). */
export function isFirstName(folded: string): boolean {
  return FIRST_NAMES.has(folded);
}

export function firstNameGender(folded: string, language: Language): Gender | undefined {
  return BY_LANGUAGE.get(folded)?.[language] ?? FIRST_NAMES.get(folded);
}

const TITLES_MALE = words("mr mister sr senor don monsieur");
const TITLES_FEMALE = words(
  "mrs ms miss sra srta senora senorita dona mme mlle madame mademoiselle dra doctora",
);
/** Spanish and French titles go with first names as often as with surnames ("Doña María", "Madame Marie"). */
const TITLES_FIRST_NAME = words(
  "don dona senor senora senorita sr sra srta madame monsieur mademoiselle mme mlle dra doctora",
);
const PLACE_PREFIXES = words("san santa santo st saint sainte ste los las fort port mount mt lake new");
const PARTICLES = words("de del la las los van von da di du le dos das st");
const RELATIVES = words(
  "son daughter husband hubby hubs husb wifey wife spouse brother sister mother father mom dad grandson granddaughter nephew niece friend neighbor neighbour hijo hija esposo esposa marido hermano hermana madre padre nieto nieta amigo amiga vecino vecina fils fille mari epouse epoux conjoint frere soeur mere pere ami amie voisin voisine petit petite dr doctor dra doctora docteur",
);
const POSSESSIVES = words("his her their my your our su sus mi tu son sa ses mon ma notre leur");
const HEADING_JOINS = words("and y et");
const NAME_TRIGGERS_EXPLICIT = words("named llama appelle nomme nommee llamada llamado");
const LEAD_WORDS = words("client cliente clienta lead prospect customer patient");
/** Characters that, touching a word, make it code or markup rather than a name. */
const CODE_CHARS = new Set([..."('\"=[{<>/\\_@#*`$%&|;:"]);

/** Words that are never names even when capitalised; filled in by the parser from its lexicon. */
export interface NameContext {
  text: LeadText;
  tokens: readonly Token[];
  language: Language;
  notNames: ReadonlySet<string>;
  /** Tokens of a city of several words ("Virginia Beach", "Santa Fe"): never a name. */
  places?: ReadonlySet<number>;
}

export interface ClientName {
  firstName?: string;
  lastName?: string;
  gender?: Gender;
  /** How much the sex from the name or title counts against pronouns. */
  genderWeight: number;
  /** Token indices the name took (a "Virginia" in a name is not the state). */
  taken: Set<number>;
}

function nameLike(
  ctx: NameContext,
  i: number,
  allowLower: boolean,
  allowUpper = false,
  labelled = false,
): boolean {
  const token = ctx.tokens[i];
  if (!token || token.num || token.end - token.start > 30) return false;
  // "O" of "O'Brien", "D" of "D'Angelo".
  const elided = token.end - token.start === 1 && token.cap && ctx.text.raw.charAt(token.end) === "'";
  if (token.end - token.start < 2 && !elided) return false;
  // "Nombre: Rigoberto Salinas": after a name field's label, a capitalised surname that is also a city
  // ("Salinas", "Mobile") is still the surname.
  if (ctx.notNames.has(token.key) && !FIRST_NAMES.has(token.key) && !(labelled && token.cap)) return false;
  for (let c = token.start; c < token.end; c++) {
    const code = ctx.text.plain.charCodeAt(c);
    if (code >= 48 && code <= 57) return false;
  }
  if (!token.cap && !allowLower) return false;
  if (token.upper && !FIRST_NAMES.has(token.key) && !allowLower && !allowUpper) return false;
  const raw = ctx.text.raw;
  if (elided) return !CODE_CHARS.has(raw.charAt(token.start - 1));
  return !CODE_CHARS.has(raw.charAt(token.start - 1)) && !CODE_CHARS.has(raw.charAt(token.end));
}

function display(ctx: NameContext, token: Token): string {
  const raw = ctx.text.raw.slice(token.start, token.end);
  if (token.cap && !token.upper) return raw;
  const lower = ctx.text.lower.slice(token.start, token.end);
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Up to three name words from `i`, joined as typed ("O'Brien", "Smith-Jones", "de la Cruz"). */
function collect(
  ctx: NameContext,
  i: number,
  allowLower: boolean,
  labelled = false,
): { parts: string[]; taken: number[] } {
  const tokens = ctx.tokens;
  const parts: string[] = [];
  const taken: number[] = [];
  // "JAMES BROWN": a name typed in capitals keeps its surname in capitals too.
  const allowUpper = tokens[i]?.upper === true;
  let j = i;
  while (j < tokens.length && parts.length < 3) {
    const token = tokens[j]!;
    if (j > i) {
      const gap = ctx.text.raw.slice(tokens[j - 1]!.end, token.start);
      if (gap === "-" || gap === "'") {
        if (!token.cap || token.num || token.end - token.start > 30) break;
        parts[parts.length - 1] += gap + display(ctx, token);
        taken.push(j);
        j++;
        continue;
      }
      if (gap !== " ") break;
      // "Rosa de la Cruz": lower-case particles inside a surname.
      if (parts.length >= 1 && !token.cap && PARTICLES.has(token.key)) {
        let k = j;
        const particles: string[] = [];
        while (
          k < tokens.length &&
          PARTICLES.has(tokens[k]!.key) &&
          !tokens[k]!.cap &&
          particles.length < 2
        ) {
          particles.push(ctx.text.raw.slice(tokens[k]!.start, tokens[k]!.end));
          k++;
        }
        if (k < tokens.length && tokens[k]!.cap && nameLike(ctx, k, false)) {
          parts.push(`${particles.join(" ")} ${display(ctx, tokens[k]!)}`);
          for (let t = j; t <= k; t++) taken.push(t);
          j = k + 1;
          continue;
        }
        break;
      }
    }
    if (!nameLike(ctx, j, allowLower, allowUpper, labelled && j > i)) break;
    // A lower-case word after a capitalised name is a sentence going on, not a surname.
    if (parts.length > 0 && !token.cap && !allowLower) break;
    parts.push(display(ctx, token));
    taken.push(j);
    j++;
  }
  // A one-letter "O" before "'Brien" is joined above; a trailing single initial is dropped.
  return { parts, taken };
}

function gapHas(ctx: NameContext, i: number, chars: string): boolean {
  const tokens = ctx.tokens;
  const from = i > 0 ? tokens[i - 1]!.end : 0;
  const to = tokens[i]?.start ?? ctx.text.raw.length;
  const gap = ctx.text.raw.slice(from, to);
  for (const ch of chars) if (gap.includes(ch)) return true;
  return false;
}

function result(
  ctx: NameContext,
  parts: string[],
  taken: number[],
  firstIsLast: boolean,
  titleGender?: Gender,
): ClientName {
  const name: ClientName = { genderWeight: 0, taken: new Set(taken) };
  if (firstIsLast) {
    name.lastName = parts.join(" ");
  } else {
    name.firstName = parts[0];
    if (parts.length > 1) name.lastName = parts.slice(1).join(" ");
  }
  if (titleGender) {
    name.gender = titleGender;
    name.genderWeight = 4;
  } else if (name.firstName) {
    const key = ctx.tokens[taken[0]!]!.key;
    const gender = firstNameGender(key, ctx.language);
    if (gender) {
      name.gender = gender;
      name.genderWeight = 0.5;
    }
  }
  return name;
}

function fromTitle(ctx: NameContext, i: number): ClientName | undefined {
  const tokens = ctx.tokens;
  const title = tokens[i]!;
  const male =
    TITLES_MALE.has(title.key) ||
    (title.key === "m" && ctx.text.raw.charAt(title.start) === "M" && ctx.text.raw.charAt(title.end) === ".");
  if (!male && !TITLES_FEMALE.has(title.key)) return undefined;
  if (title.upper && title.key.length === 2) return undefined; // "MS", "SR"
  if ((title.key === "don" || title.key === "dona") && ctx.language !== "es") return undefined;
  const next = tokens[i + 1];
  if (!next) return undefined;
  const gap = ctx.text.raw.slice(title.end, next.start);
  if (gap !== " " && gap !== ". " && gap !== ".") return undefined;
  const { parts, taken } = collect(ctx, i + 1, false);
  if (parts.length === 0) return undefined;
  const single = parts.length === 1;
  const knownFirst = FIRST_NAMES.has(tokens[taken[0]!]!.key);
  const firstIsLast = single && !(TITLES_FIRST_NAME.has(title.key) && knownFirst);
  // "M. et Mme Levesque", "Mr. & Mrs. Ortiz": the couple's name; the man, named first, is the client.
  const couple = !male && afterManAndWord(ctx, i);
  return result(ctx, parts, taken, firstIsLast, male || couple ? "male" : "female");
}

/** The title at `i` follows "M. et", "Mr. &", "Sr. y", "Dr. and": a man's title and a join. */
function afterManAndWord(ctx: NameContext, i: number): boolean {
  const tokens = ctx.tokens;
  const join = tokens[i - 1];
  if (join === undefined) return false;
  const isJoin = join.key === "et" || join.key === "and" || join.key === "y";
  const man = isJoin ? tokens[i - 2] : join;
  // "Mr. & Mrs.", "mr + mrs": the sign joins them too.
  const sign = ctx.text.raw.slice(join.end, tokens[i]!.start).replace(/[.\s]/g, "");
  if (!isJoin && sign !== "&" && sign !== "+") return false;
  if (man === undefined) return false;
  // "Dr. and Mrs. Feldman": the doctor is the husband.
  if (man.key === "dr" || man.key === "doctor") return true;
  return TITLES_MALE.has(man.key) || (man.key === "m" && ctx.text.raw.charAt(man.start) === "M");
}

function fromTrigger(ctx: NameContext, i: number): ClientName | undefined {
  const tokens = ctx.tokens;
  const token = tokens[i]!;
  let start = -1;
  let allowLower = false;
  const next = tokens[i + 1];
  if (NAME_TRIGGERS_EXPLICIT.has(token.key)) {
    // "se llama", "s'appelle", "named"; "llamado/a" may also mean "called" on the phone: capitals only.
    start = i + 1;
    allowLower = token.key !== "llamado" && token.key !== "llamada";
  } else if ((token.key === "name" || token.key === "nombre") && next) {
    if (next.key === "is" || next.key === "es" || (next.key === "s" && next.brk === 0)) start = i + 2;
    else if (gapHas(ctx, i + 1, ":")) start = i + 1;
    allowLower = true;
  } else if ((token.key === "prenom" || token.key === "nom") && next && gapHas(ctx, i + 1, ":")) {
    start = i + 1;
    allowLower = true;
  } else if (LEAD_WORDS.has(token.key) && next) {
    if (gapHas(ctx, i + 1, ":")) {
      start = i + 1;
    } else if (next.brk === 0 && FIRST_NAMES.has(next.key)) {
      start = i + 1;
    }
  }
  if (start < 0 || start >= tokens.length) return undefined;
  if (tokens[start]!.brk === 2) return undefined;
  // "Cliente: Dra. Verónica Salas", "Client: Mr. John Ray": the title before the name, read by the title.
  const title = tokens[start]!;
  if (
    start + 1 < tokens.length &&
    (TITLES_MALE.has(title.key) || TITLES_FEMALE.has(title.key) || title.key === "dr")
  ) {
    return fromTitle(ctx, start);
  }
  const labelled = gapHas(ctx, start, ":");
  const { parts, taken } = collect(ctx, start, allowLower, labelled);
  if (parts.length === 0) return undefined;
  return result(ctx, parts, taken, false);
}

function aboutSomeoneElse(ctx: NameContext, i: number): boolean {
  const tokens = ctx.tokens;
  for (let k = i - 1; k >= Math.max(0, i - 2); k--) {
    const before = tokens[k]!;
    // "Husband & wife, Ron 70 / Marilyn 67": the couple's heading, not whose name follows.
    const heading =
      RELATIVES.has(before.key) &&
      before.brk === 0 &&
      (RELATIVES.has(tokens[k - 1]?.key ?? "") ||
        (HEADING_JOINS.has(tokens[k - 1]?.key ?? "") && RELATIVES.has(tokens[k - 2]?.key ?? "")));
    if (!heading && (RELATIVES.has(before.key) || POSSESSIVES.has(before.key))) return true;
    if (tokens[k + 1]!.brk !== 0) break;
  }
  return false;
}

export function findClientName(ctx: NameContext): ClientName {
  const tokens = ctx.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const name = fromTitle(ctx, i) ?? fromTrigger(ctx, i);
    if (name) return name;
  }
  // "Wife Mary is 66 ... make sure Mary is taken care of": once a relative's, always a relative's.
  const relativesNames = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.cap && aboutSomeoneElse(ctx, i)) relativesNames.add(tokens[i]!.key);
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!FIRST_NAMES.has(token.key) || !token.cap || relativesNames.has(token.key)) continue;
    if (ctx.places?.has(i)) continue;
    // "lives in Virginia" is the state, "San Antonio" a city.
    const before = tokens[i - 1];
    if (before && token.brk === 0 && (PLACE_WORDS.has(before.key) || PLACE_PREFIXES.has(before.key)))
      continue;
    // "St. Louis", "Ft. Myers": the abbreviation's period is no sentence end.
    if (
      before &&
      PLACE_PREFIXES.has(before.key) &&
      /^\.\s?$/.test(ctx.text.raw.slice(before.end, token.start))
    )
      continue;
    // "Norfolk, Virginia": a state's name after a capitalised place and a comma is the state.
    if (before?.cap && token.brk === 1 && STATE_BY_NAME.has(token.key) && gapHas(ctx, i, ",")) continue;
    // "Walt 71 & Sue 69": the second of a named pair is the spouse; the first, whatever the list holds
    // of it, is the client.
    const first = pairFirst(ctx, i);
    if (first >= 0) return result(ctx, [display(ctx, tokens[first]!)], [first], false);
    const { parts, taken } = collect(ctx, i, false);
    if (parts.length > 0) return result(ctx, parts, taken, false);
  }
  // A name the list does not hold, opening the lead and followed by an age: "Hank 64", "Faith, 70". Any
  // word the reader knows (a title, "Client", a state) is not taken for one.
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (i > 0 && token.brk !== 2) continue;
    if (!token.cap || token.upper || KNOWN.has(token.key) || ctx.notNames.has(token.key)) continue;
    if (STATE_BY_NAME.has(token.key) || ctx.places?.has(i) || aboutSomeoneElse(ctx, i)) continue;
    if (!/^[a-z]{3,}$/.test(token.key)) continue;
    if (lowerNameAge(ctx, i + 1)) return result(ctx, [display(ctx, token)], [i], false);
  }
  // Agents type names in lower case: "betty 81 lives w son", "walt, 70, ret. navy". A known first name
  // that opens its clause and is followed by an age is the client's name.
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.cap || !FIRST_NAMES.has(token.key) || ctx.notNames.has(token.key)) continue;
    if (i > 0 && token.brk === 0) continue;
    if (aboutSomeoneElse(ctx, i) || ctx.places?.has(i)) continue;
    if (lowerNameAge(ctx, i + 1)) return result(ctx, [display(ctx, token)], [i], false);
  }
  return { genderWeight: 0, taken: new Set() };
}

/** "Walt 71 & Sue 69", "Luis 45 y Ana 43" at `i` (the second name): the first name's index, or -1. */
function pairFirst(ctx: NameContext, i: number): number {
  const tokens = ctx.tokens;
  const before = tokens[i - 1];
  if (before === undefined) return -1;
  // "&" is no token: the age stands right before the second name, with "&" between.
  // "Hank 71 / Joan 69": a slash between the pairs too.
  const gap = ctx.text.raw.slice(before.end, tokens[i]!.start);
  const ampersand = before.num !== undefined && (gap.includes("&") || gap.trim() === "/");
  const word = before.key === "and" || before.key === "y" || before.key === "et";
  const namesFirst = namesJoined(ctx, i);
  if (namesFirst >= 0) return namesFirst;
  if (!ampersand && !word) return -1;
  const ageAt = ampersand ? i - 1 : i - 2;
  const age = tokens[ageAt];
  const name = tokens[ageAt - 1];
  if (age?.num === undefined || age.num.value < 18 || age.num.value > 110 || name === undefined) return -1;
  if (!name.cap || name.num || name.upper || !/^[a-z]{3,}$/.test(name.key) || ctx.notNames.has(name.key))
    return -1;
  return ageAt - 1;
}

/**
 * "w/ Ray + Linda in Toledo. Ray is 68 ... Linda turned 65": two capitalised names joined by "+", "&" or
 * "and" in one sentence, each named again in a later one, are the couple, the first the client. The
 * first name's index, or -1.
 */
function namesJoined(ctx: NameContext, i: number): number {
  const tokens = ctx.tokens;
  const second = tokens[i]!;
  const join = tokens[i - 1]!;
  const word = join.key === "and" || join.key === "y" || join.key === "et";
  const at = word ? i - 2 : i - 1;
  const first = tokens[at];
  if (!first || !second.cap || second.brk !== 0) return -1;
  if (word ? join.brk !== 0 : !/^\s*[&+]\s*$/.test(ctx.text.raw.slice(first.end, second.start))) return -1;
  if (!first.cap || first.num || first.upper || !/^[a-z]{3,}$/.test(first.key) || ctx.notNames.has(first.key))
    return -1;
  if (KNOWN.has(first.key) || first.key === second.key) return -1;
  let againFirst = false;
  let againSecond = false;
  for (let k = i + 1; k < tokens.length; k++) {
    if (tokens[k]!.hard === second.hard) continue;
    if (tokens[k]!.key === first.key) againFirst = true;
    if (tokens[k]!.key === second.key) againSecond = true;
  }
  return againFirst && againSecond ? at : -1;
}

/** An age right after a lower-case name: a bare 40–110, not money, a rate or a count ("bill 80/mo"). */
function lowerNameAge(ctx: NameContext, k: number): boolean {
  const next = ctx.tokens[k];
  if (!next || next.num === undefined || next.num.value < 40 || next.num.value > 110) return false;
  if (next.brk === 2) return false;
  if (next.brk === 1 && !gapHas(ctx, k, ",")) return false;
  const raw = ctx.text.raw;
  if (!/^\d+$/.test(raw.slice(next.start, next.end))) return false;
  if (raw.charAt(next.start - 1) === "$") return false;
  return !/^\s*(?:k\b|%|\/|\$|mil\b|dollars?\b|a month|per\b|mo\b)/i.test(raw.slice(next.end));
}
