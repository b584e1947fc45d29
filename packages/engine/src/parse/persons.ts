/**
 * Whose fact is it. One left-to-right pass gives every token the person the words there are about:
 * the client, the spouse, both of them, another relative, or nobody (a late or former spouse). A person
 * mentioned as a subject ("his wife is on Plan N", "su esposo tiene", "sa femme a") holds the floor to the
 * end of the sentence or until someone else is named; a person mentioned as an object ("lives with her
 * husband", "married to Carol") holds only the words that name or age them. Pronouns and names point
 * back: once the spouse is "she" or "Carol", "she" and "Carol" are the spouse again.
 *
 * Kept as one file: every rule writes into one left-to-right pass whose order decides; split, the order
 * would be hidden.
 */
import type { Gender, Language } from "../types.js";
import { monthWords } from "./dates.js";
import { firstNameGender, isFirstName } from "./names.js";
import { words } from "./phrases.js";
import type { LeadText } from "./text.js";
import type { Token } from "./tokens.js";

export const CLIENT = 0;
export const SPOUSE = 1;
export const OTHER = 2;
export const BOTH = 3;
export const NOBODY = 4;
export type Person = 0 | 1 | 2 | 3 | 4;

export type Relation = "spouse" | "parent" | "child" | "other";

export interface PersonScan {
  /** For each token, who the words there are about. */
  person: Uint8Array;
  /** Whether a spouse (or a partner in a couple) is in the lead at all. */
  spouseSeen: boolean;
  spouseGender: Gender | undefined;
  /**
   * The spouse's sex was said by a word about them (wife, husband, Mme, a parent word), not only
   * guessed as the client's opposite: only then is it the spouse's fact.
   */
  spouseGenderSaid: boolean;
  clientGender: Gender | undefined;
  spouseName: string | undefined;
  /** Token indices that name the spouse (kept out of the client's name). */
  spouseNameTokens: Set<number>;
  /** The relation of the first other relative described. */
  otherRelation: Relation | undefined;
  otherGender: Gender | undefined;
  /** A current spouse (not only a late or former one). */
  spouseLiving: boolean;
  /** The token of a spouse word that names the client ("Wife is the client"), or -1. */
  selfAt: number;
  /** The spouse word of the spouse a caller calls about ("about her husband"): the client. */
  calledAbout: number;
  /** "Bob/Linda 67/64": the client's age and the spouse's, said after both names. */
  pairAges?: [number, number];
  /** The client's first name read after the relation word that names the client ("her husband Bob"). */
  clientFirstName?: string;
  /** The lead opens on a parent ("la mamá (90) tiene demencia, el hijo..."): the parent is the client. */
  parentAt: number;
  /** The sex of the parent a call is for ("called for her dad"), who is the client. */
  parentGender: Gender | undefined;
  /** A couple typed as two pronouns with ages ("lui 38 elle 36", "him 72, her 69"). */
  pronounCouple: boolean;
  /** The client's name typed after the spouse word that is the client ("about her husband earl"). */
  clientNames: Set<string>;
  /** The word for the parents a caller calls about ("his in-laws", "sus papás", "ses parents"), or -1. */
  parentsAt: number;
}

const SPOUSE_MALE = words("husband husbands hubby hubs husb esposo marido mari epoux conjoint companero");
const SPOUSE_FEMALE = words("wife wifes wifey esposa epouse conjointe companera");
const SPOUSE_ANY = words("spouse partner pareja sp");
/** Words that are "wife" only after a possessive: "sa femme", "su mujer". */
const SPOUSE_AFTER_POSSESSIVE = new Map<string, Gender>([
  ["femme", "female"],
  ["mujer", "female"],
  ["senora", "female"],
  ["homme", "male"],
]);
const PARENT_WORDS = words("mother father mom dad mama papa madre padre mere pere parents padres maman");
const CHILD_WORDS = words("son daughter hijo hija fils fille kid child grandson granddaughter nieto nieta");
const OTHER_WORDS = words(
  "brother sister hermano hermana frere soeur niece nephew sobrino sobrina friend buddy amiga amigo amie vecina vecino voisine voisin neighbor neighbour",
);
const RELATIVE_FEMALE = words(
  "mother mom mama madre mere maman daughter hija fille granddaughter nieta sister hermana soeur niece sobrina amiga amie vecina voisine",
);
const EX_OR_LATE = words(
  "ex late former difunto difunta deceased fallecido fallecida feu feue defunt defunte ancien ancienne",
);
/** The noun is an object here: "lives with her husband", "married to", "for his wife". */
const OBJECT_MARKERS = words(
  "with con avec to a for para pour about sobre of de del du by por par near cerca lives vive vit helps ayuda aide cares cuida caring care married casada casado mariee marie w",
);
const POSSESSIVES = words("his her their my su sus mi son sa ses mon ma notre leur the la le el");
const MALE_SUBJECT = words("he hes il lui himself");
const FEMALE_SUBJECT = words("she shes ella elle herself");
const MALE_POSSESSIVE = words("his");
const FEMALE_POSSESSIVE = words("her hers");
const BOTH_WORDS = words("both ambos couple they ils elles ellos tous neither ninguno");
/** Spanish plural verbs and "les" (to them) with no subject said: the couple. */
const BOTH_ES = words("les quieren tienen viven fuman");
/** French plural verbs with no subject said: "veulent aucun risque", "cherchent un Medigap". */
const BOTH_FR = words("veulent cherchent souhaitent voudraient fument");
const BOTH_PAIRS = new Set([
  "los dos",
  "las dos",
  "los 2",
  "las 2",
  "tous deux",
  "les deux",
  "les 2",
  "the two",
  "the 2",
  "each other",
]);
const CLIENT_WORDS = words("client cliente clienta prospect lead i je yo");
const MY = words("my mi ma mon");
/** The one typing, when the lead is about their own parent ("for my mom"). */
const FIRST_PERSON = words("i je j yo moi");
const IS_WORDS = words("is es est");
const CALLED_FOR = words("for about regarding re por para sobre pour concernant");
const SINGLE_PARENT = words("mother father mom dad mama papa madre padre mere pere maman");
const OPENING_DETERMINERS = words("the his her their my la el le su mi sa son ma");
const ARTICLE_WORDS = words("the la le el");
/** What a spouse's possessive may stand before when the spouse is not named ("on her plan"). */
const PLAN_OR_JOB = words(
  "plan plans insurance coverage policy job work employer company union retiree group health benefits",
);
/** Words that are the partner after a possessive ("su pareja") and the couple otherwise. */
const COUPLE_NOUNS = words("pareja");
const OWNERS = words("his her their my your su sus mi tu son sa ses mon ma");
const COUPLE_WORDS = words("couple married casados maries pareja matrimonio esposos");

function opposite(g: Gender | undefined): Gender | undefined {
  return g === "male" ? "female" : g === "female" ? "male" : undefined;
}

/** Every word the scan reacts to, so the other words cost one lookup. */
const INTERESTING = new Set<string>();

function relationOf(key: string): Relation | undefined {
  if (PARENT_WORDS.has(key)) return "parent";
  if (CHILD_WORDS.has(key)) return "child";
  if (OTHER_WORDS.has(key)) return "other";
  return undefined;
}

function spouseWord(tokens: readonly Token[], i: number, language: Language): Gender | "any" | undefined {
  const key = tokens[i]!.key;
  // "Conjoint : Suzanne, 65": a form's field for either sex.
  if (key === "conjoint" && tokens[i + 1]?.colon === true) return "any";
  if (SPOUSE_MALE.has(key)) {
    // French "mari" is also "married" (marié, folded): only as a noun after a possessive or article.
    if (key === "mari" && language === "fr" && !POSSESSIVES.has(tokens[i - 1]?.key ?? "")) {
      const before = tokens[i - 1]?.key ?? "";
      // "mari 68 a un PPO", "mari Paul": an age or a name after it makes it the noun.
      const next = tokens[i + 1];
      const noun = next !== undefined && next.brk === 0 && (next.num !== undefined || next.cap);
      if (before !== "un" && before !== "et" && before !== "son" && !noun) return undefined;
    }
    return "male";
  }
  if (SPOUSE_FEMALE.has(key)) return "female";
  if (SPOUSE_ANY.has(key)) return key === "sp" && !tokens[i]!.upper ? undefined : "any";
  const after = SPOUSE_AFTER_POSSESSIVE.get(key);
  if (after) {
    const before = tokens[i - 1];
    // "sa femme", "su señora", "mi señora 71" (the one speaking is the client).
    if (
      before &&
      tokens[i]!.brk === 0 &&
      (before.key === "sa" || before.key === "su" || before.key === "ma" || before.key === "mi")
    )
      return after;
  }
  return undefined;
}

/** Walks back over possessives and articles; the word before them decides subject or object. */
function isObject(tokens: readonly Token[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && tokens[k + 1]!.brk === 0 && POSSESSIVES.has(tokens[k]!.key)) k--;
  if (k < 0 || tokens[k + 1]!.brk !== 0) return false;
  return OBJECT_MARKERS.has(tokens[k]!.key);
}

const CLAUSE_OPENERS = words(
  "and y e et also tambien aussi while mientras but pero mais plus then luego puis meanwhile s client clients cliente clienta the la le el l his her their su sus son sa ses my mi mon ma",
);
const CONJUNCTIONS = words("and y et but pero mais");
/** "lives with", "vive con", "vit avec", before "her/su/sa" and the relative. */
const LIVES_WITH = words("with con avec w");
const LIVES = words("lives living live vive viven vit vivent habite");
/** "lives with", "vive en Hialeah FL con": a living verb earlier in the clause of `with` at `w`. */
function livesBefore(tokens: readonly Token[], w: number): boolean {
  for (let k = w - 1; k >= Math.max(0, w - 5); k--) {
    if (LIVES.has(tokens[k]!.key)) return true;
    if (tokens[k]!.brk !== 0) return false;
  }
  return false;
}

/** A caller: "her son called about his mom" is about the mom, who is the client. */
const CALLER = words(
  "called calling calls call spoke talked hable parle asked asking reached contacted llamo llama llamando pregunto appele appelle telephone says said dice dijo dit explique explica reports cuenta",
);

/** The mention opens its comma-clause (possessives, articles and "and" aside): it is the clause's subject. */
function atClauseStart(tokens: readonly Token[], i: number, clientNameTokens: ReadonlySet<number>): boolean {
  let k = i - 1;
  while (
    k >= 0 &&
    tokens[k + 1]!.brk === 0 &&
    (CLAUSE_OPENERS.has(tokens[k]!.key) || clientNameTokens.has(k))
  ) {
    // "...con seguro de la empresa y su esposa de 61 está en el mismo plan": a conjunction before the
    // possessive opens a clause of its own.
    if (CONJUNCTIONS.has(tokens[k]!.key) && k < i - 1) return true;
    k--;
  }
  return k < 0 || tokens[k + 1]!.brk !== 0;
}

/** The mention opens its sentence: the sentence is about that person. */
function atSentenceStart(
  tokens: readonly Token[],
  i: number,
  clientNameTokens: ReadonlySet<number>,
): boolean {
  if (!atClauseStart(tokens, i, clientNameTokens)) return false;
  let k = i - 1;
  while (k >= 0 && tokens[k + 1]!.brk === 0) k--;
  return k < 0 || tokens[k + 1]!.brk === 2;
}

function exOrLate(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (tokens[k + 1]!.brk !== 0) return false;
    if (EX_OR_LATE.has(tokens[k]!.key) || (LOST.has(tokens[k]!.key) && k >= i - 3)) return true;
  }
  return false;
}

/** A lower-case word that is no word the reader knows, right before an age: "bev 70". */
function lowerNameWithAge(tokens: readonly Token[], k: number, notNames: ReadonlySet<string>): boolean {
  const t = tokens[k];
  const age = tokens[k + 1];
  if (!t || t.num || notNames.has(t.key) || AGE_VERBS.has(t.key) || !/^[a-z]{3,}$/.test(t.key)) return false;
  return age?.num !== undefined && age.brk === 0 && age.num.value >= 18 && age.num.value <= 110;
}
/** Verbs an age follows ("su esposa, tiene 66"), never a name typed in lower case. */
const AGE_VERBS = words(
  "tiene tienen tenia cumple cumplio has had turns turned turning was aged age edad avait fait",
);

const PAIR_JOINS = words("and y et");
const MAN_TITLES = words("mr mister m monsieur sr senor");
/** Courtesy titles a couple's two names may each carry ("Don ... y Doña ..."). */
const PAIR_TITLES = words("don dona mr mrs sr sra senor senora monsieur madame mme");
const WOMAN_TITLES = words("mrs mme madame sra senora");

/**
 * "M. et Mme", "Mr & Mrs", "Sr. y Sra.", "Dr. and Mrs.": a man's title (or a doctor's, before "and
 * Mrs."), "and", a woman's title. The index of the woman's title when each title has its age ("Sr 70 y
 * Sra 67": hers opens the spouse's words), of the man's otherwise, or -1.
 */
function coupleTitles(text: LeadText, tokens: readonly Token[]): number {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const title = tokens[i]!;
    const manTitle = MAN_TITLES.has(title.key) || title.key === "dr" || title.key === "doctor";
    if (!manTitle || (title.key === "m" && text.raw.charAt(title.start) !== "M")) continue;
    let k = i + 1;
    // "Sr 70 y Sra 67", "Mr 74 & Mrs 71": each title with its age.
    const aged = tokens[k]?.num !== undefined && tokens[k]!.brk === 0 && title.key !== "m";
    if (aged) k++;
    if (k >= tokens.length) continue;
    if (PAIR_JOINS.has(tokens[k]!.key)) k++;
    else if (text.raw.slice(tokens[k - 1]!.end, tokens[k]!.start).replace(/[.\s]/g, "") !== "&") continue;
    if (k < tokens.length && WOMAN_TITLES.has(tokens[k]!.key) && tokens[k]!.brk === 0) return aged ? k : i;
  }
  return -1;
}

/**
 * "Bob/Linda 67/64", "Bob & Linda 67 & 64", "Raul y Teresa 71 y 69" opening a clause: the indexes of the
 * two names and of their two ages, in the names' order.
 */
function namesThenAges(
  text: LeadText,
  tokens: readonly Token[],
  notNames: ReadonlySet<string>,
): [number, number, number, number] | undefined {
  const joined = (a: number, b: number) => {
    const gap = text.raw.slice(tokens[a]!.end, tokens[b]!.start).trim();
    return tokens[b]!.brk === 0 && (gap === "/" || gap === "&" || gap === "+");
  };
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (i > 0 && tokens[i]!.brk === 0) continue;
    if (tokens[i]!.num || tokens[i + 1]!.num) continue;
    let k = i + 1;
    if (PAIR_JOINS.has(tokens[k]!.key) && tokens[k]!.brk === 0) k++;
    // The first age must stand right after the second name before anything is sliced or looked up.
    if (tokens[k + 1]?.num === undefined) continue;
    if (k === i + 1 && !joined(i, k)) continue;
    if (!nameWord(tokens, i, notNames) || !nameWord(tokens, k, notNames) || k + 2 >= tokens.length) continue;
    const a = tokens[k + 1]!;
    let m = k + 2;
    if (PAIR_JOINS.has(tokens[m]!.key) && tokens[m]!.brk === 0) m++;
    else if (!joined(k + 1, m)) continue;
    const b = tokens[m];
    const age = (t: Token | undefined) => t?.num?.integer === true && t.num.value >= 18 && t.num.value <= 110;
    if (a.brk !== 0 || !age(a) || !age(b)) continue;
    return [i, k, k + 1, m];
  }
  return undefined;
}

/** A word that may be a name: capitalised and not a word the reader knows, or a name the table holds. */
function nameWord(tokens: readonly Token[], k: number, notNames: ReadonlySet<string>): boolean {
  const t = tokens[k];
  if (!t || t.num || t.upper || INTERESTING.has(t.key)) return false;
  if (isFirstName(t.key)) return true;
  if (!/^[a-z]{3,}$/.test(t.key)) return false;
  return !notNames.has(t.key);
}

/**
 * "walt 72 & bev 70": a name and an age opening a clause, "and"/"&" and another name and age. The index
 * of the second name, or -1.
 */
function namedPair(text: LeadText, tokens: readonly Token[], notNames: ReadonlySet<string>): number {
  // "Ron & Deb, toledo OH. Ron 67 ...": two capitalised names opening the lead, ages said later.
  if (tokens.length > 3 && tokens[0]!.cap && nameWord(tokens, 0, notNames)) {
    let k = 1;
    const gap = text.raw.slice(tokens[0]!.end, tokens[1]!.start);
    if (PAIR_JOINS.has(tokens[1]!.key) && tokens[1]!.brk === 0) k = 2;
    else if (gap.trim() !== "&" && gap.trim() !== "+") k = -1;
    const second = k > 0 ? tokens[k] : undefined;
    // "Walt & Bev Kowalski, 72 and 70": the couple's surname may follow the second name.
    const after =
      tokens[k + 1]!.brk >= 1 || (tokens[k + 1]!.cap && !tokens[k + 1]!.num && tokens[k + 2]?.brk !== 0);
    if (second?.cap && second.brk === 0 && nameWord(tokens, k, notNames) && after) return k;
  }
  // "at kitchen table w/ Ray + Linda in Toledo. Ray is 68 ... Linda turned 65": two first names joined in
  // the first sentence, each named again later, are the couple.
  const first = tokens[0]?.hard;
  for (let i = 1; i + 2 < tokens.length && tokens[i + 2]!.hard === first; i++) {
    const a = tokens[i]!;
    if (!a.cap || !nameWord(tokens, i, notNames)) continue;
    const gap = text.raw.slice(a.end, tokens[i + 1]!.start).trim();
    let k = i + 1;
    if (PAIR_JOINS.has(tokens[k]!.key) && tokens[k]!.brk === 0) k++;
    else if (gap !== "&" && gap !== "+") continue;
    const b = tokens[k]!;
    if (!b.cap || b.brk !== 0 || !nameWord(tokens, k, notNames) || b.key === a.key) continue;
    if (RELATIVE_WORDS_BEFORE.has(tokens[i - 1]!.key)) continue;
    let againA = false;
    let againB = false;
    for (let j = k + 1; j < tokens.length; j++) {
      if (tokens[j]!.hard === first) continue;
      if (tokens[j]!.key === a.key) againA = true;
      if (tokens[j]!.key === b.key) againB = true;
    }
    if (againA && againB) return k;
  }
  for (let i = 0; i + 3 < tokens.length; i++) {
    // "Don Ramiro 80 y Doña Celia 78", "Mr Al 79 & Mrs Jo 77": a courtesy title before each name.
    const titled = i > 0 && PAIR_TITLES.has(tokens[i - 1]!.key) && (i === 1 || tokens[i - 1]!.brk !== 0);
    if (i > 0 && tokens[i]!.brk === 0 && !titled) continue;
    const a = tokens[i + 1]!;
    if (!nameWord(tokens, i, notNames) || a.num === undefined || a.brk !== 0) continue;
    if (a.num.value < 18 || a.num.value > 110) continue;
    let k = i + 2;
    const gap = text.raw.slice(a.end, tokens[k]!.start);
    if (PAIR_JOINS.has(tokens[k]!.key) && tokens[k]!.brk === 0) k++;
    else if (gap.trim() !== "&" && gap.trim() !== "/") continue;
    if (titled && PAIR_TITLES.has(tokens[k]!.key) && tokens[k]!.brk === 0 && k + 2 < tokens.length) k++;
    const b = tokens[k + 1];
    // After a known first name, a word that is also a month ("ray 71 & june 69") is the second name.
    const second =
      nameWord(tokens, k, notNames) ||
      (isFirstName(tokens[i]!.key) && !INTERESTING.has(tokens[k]!.key) && /^[a-z]{3,}$/.test(tokens[k]!.key));
    if (tokens[k]!.brk !== 0 || !second || b?.num === undefined || b.brk !== 0) continue;
    if (b.num.value < 18 || b.num.value > 110) continue;
    return k;
  }
  return -1;
}

/** "husband & wife", "esposo y esposa", "mari et femme": two spouse words joined, naming the couple. */
function coupleHeading(
  tokens: readonly Token[],
  spouseAt: readonly (Gender | "any" | undefined)[],
  i: number,
): boolean {
  const joined = (k: number) => tokens[k]!.brk === 0 && PAIR_JOINS.has(tokens[k]!.key);
  if (i >= 2 && spouseAt[i - 2] !== undefined && joined(i - 1) && tokens[i]!.brk === 0) return true;
  if (i + 2 < tokens.length && spouseAt[i + 2] !== undefined && joined(i + 1) && tokens[i + 2]!.brk === 0)
    return true;
  // "Husband & wife": the ampersand is no token, so the two words sit side by side.
  if (i >= 1 && spouseAt[i - 1] !== undefined && tokens[i]!.brk === 0) return true;
  return i + 1 < tokens.length && spouseAt[i + 1] !== undefined && tokens[i + 1]!.brk === 0;
}

const FOR_WORDS = words("for para pour");
const WHO_WORDS = words("who qui que quien");
const MARRIED_DENIED = words("never not nunca no jamais pas un");
/** "never been married", "not married", "pas mariés": the couple word at `i` is denied. */
function marriedDenied(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (tokens[k + 1]!.brk !== 0) return false;
    if (MARRIED_DENIED.has(tokens[k]!.key)) return true;
  }
  return false;
}

/** A relative word or a possessive before a name: "son Mike and Sue", "her kids Ann and Bo". */
const RELATIVE_WORDS_BEFORE = words(
  "son daughter kids children grandkids grandson granddaughter hijo hija hijos nietos fils fille enfants his her their su sus son sa ses",
);

/** "Lost his wife to cancer", "perdió a su esposo": a spouse who died. */
const LOST = words("lost perdio perdu");

/** Capitalised words right after a relative word are that relative's name ("wife Carol", "esposa María"). */
function nameAfter(
  text: LeadText,
  tokens: readonly Token[],
  i: number,
  notNames: ReadonlySet<string>,
): number {
  const next = tokens[i + 1];
  if (!next || next.num || next.upper) return -1;
  // "wife linda 67": typed in lower case, a first name the table holds, or any word with an age after it.
  if (!next.cap && !(isFirstName(next.key) || lowerNameWithAge(tokens, i + 1, notNames))) return -1;
  if (next.brk === 2) return -1;
  if (notNames.has(next.key)) return -1;
  // "wife, Carol" is fine; "wife. Carol" is not.
  // ("Conjoint : Suzanne, 65": a form's spouse field too.)
  if (next.brk === 1 && !/^[,(:]\s*$/.test(text.raw.slice(tokens[i]!.end, next.start).trim())) return -1;
  return i + 1;
}

export function scanPersons(
  text: LeadText,
  tokens: readonly Token[],
  language: Language,
  clientNameTokens: ReadonlySet<number>,
  notNames: ReadonlySet<string>,
  /** The client's sex as their first name says it ("el Luis 45, ella 43": she is the spouse). */
  clientNameGender?: Gender,
): PersonScan {
  const person = new Uint8Array(tokens.length);
  const scan: PersonScan = {
    person,
    spouseSeen: false,
    spouseGender: undefined,
    spouseGenderSaid: false,
    clientGender: undefined,
    spouseName: undefined,
    spouseNameTokens: new Set(),
    otherRelation: undefined,
    otherGender: undefined,
    spouseLiving: false,
    selfAt: -1,
    calledAbout: -1,
    parentAt: -1,
    parentGender: undefined,
    pronounCouple: false,
    clientNames: new Set(),
    parentsAt: -1,
  };
  // Pre-pass: the spouse's sex and, from it, the client's ("his wife", "her husband", "wife").
  const spouseNames = new Set<string>();
  /** The name typed right after each spouse word ("wife donna"): the spouse's, unless that word is the client. */
  const nameAfterSpouseWord = new Map<number, number>();
  /** Spouse names learned in lower case ("wife linda 67"): their later mentions count in lower case too. */
  const lowerSpouseNames = new Set<string>();
  const otherNames = new Set<string>();
  const spouseAt: (Gender | "any" | undefined)[] = new Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const key = tokens[i]!.key;
    if (!INTERESTING.has(key)) continue;
    spouseAt[i] = spouseWord(tokens, i, language);
  }
  // "M 67 & F 65": a couple typed as two sexes with their ages; the second is the spouse.
  const pairAt = sexAgePair(text, tokens);
  if (pairAt >= 0) {
    spouseAt[pairAt] = tokens[pairAt]!.key === "f" ? "female" : "male";
    scan.clientGender = tokens[0]!.key === "f" ? "female" : "male";
  }
  // "Call from Jim (62) about his in-laws Frank 88 & Dottie 85", "Llamó Yamilé por sus papás": the
  // parents are the client and the spouse, the caller (and the caller's own spouse) someone else.
  const parents = parentsCalledFor(tokens, notNames, language);
  scan.parentsAt = parents?.at ?? -1;
  // A lead about a parent: "his wife" after "Mom 80; son..." is the son's wife, not the client's spouse.
  const parentSex = openingParentSex(tokens, clientNameTokens);
  const relativesSpouse = (i: number): boolean => {
    if (parents !== undefined) return i > parents.at || tokens[i]!.brk === 0;
    if (parentSex === undefined || tokens[i]!.brk !== 0) return false;
    const before = tokens[i - 1]?.key ?? "";
    return (
      (MALE_POSSESSIVE.has(before) && parentSex === "female") ||
      (FEMALE_POSSESSIVE.has(before) && parentSex === "male")
    );
  };
  for (let i = 0; i < tokens.length; i++) {
    const g = spouseAt[i];
    if (g !== undefined) {
      if (exOrLate(tokens, i) || relativesSpouse(i)) continue;
      scan.spouseSeen = true;
      scan.spouseLiving = true;
      if (g !== "any" && scan.spouseGender === undefined) {
        scan.spouseGender = g;
        scan.spouseGenderSaid = true;
      }
      const before = tokens[i - 1]?.key;
      if (before && tokens[i]!.brk === 0) {
        if (MALE_POSSESSIVE.has(before)) scan.clientGender ??= "male";
        if (FEMALE_POSSESSIVE.has(before)) scan.clientGender ??= "female";
      }
      // "Husband & wife, Ron 70 / Marilyn 67": a heading for the couple, not a spouse word before a name.
      const at = coupleHeading(tokens, spouseAt, i) ? -1 : nameAfter(text, tokens, i, notNames);
      if (at >= 0 && !clientNameTokens.has(at)) {
        spouseNames.add(tokens[at]!.key);
        if (!tokens[at]!.cap) lowerSpouseNames.add(tokens[at]!.key);
        nameAfterSpouseWord.set(i, at);
      }
      continue;
    }
    const key = tokens[i]!.key;
    if (!INTERESTING.has(key)) continue;
    // "never been married", "not married", "nunca se casó": no couple.
    if (COUPLE_WORDS.has(key) && !marriedDenied(tokens, i)) {
      scan.spouseSeen = true;
      scan.spouseLiving = true;
    }
    if (relationOf(key) && POSSESSIVES.has(tokens[i - 1]?.key ?? "")) {
      const at = nameAfter(text, tokens, i, notNames);
      if (at >= 0) otherNames.add(tokens[at]!.key);
    }
  }
  // "Lui 67 ans ...; elle 63 ans": a man and a woman each with an age are a couple.
  let malePronounAge = false;
  let femalePronounAge = false;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const key = tokens[i]!.key;
    let k = i + 1;
    if (tokens[k]?.key === "s" || tokens[k]?.key === "is" || tokens[k]?.key === "a") k++;
    if (!tokens[k]?.num || tokens[k]!.brk !== 0) continue;
    if (
      MALE_SUBJECT.has(key) ||
      (key === "el" && (language === "es" || text.lower.startsWith("él", tokens[i]!.start)))
    )
      malePronounAge = true;
    if (FEMALE_SUBJECT.has(key)) femalePronounAge = true;
    const aged = pronounWithAge(tokens, i);
    if (aged === "male") malePronounAge = true;
    if (aged === "female") femalePronounAge = true;
  }
  if (malePronounAge && femalePronounAge) {
    scan.spouseSeen = true;
    scan.spouseLiving = true;
    scan.pronounCouple = true;
  }
  // "He is 66, on her plan through her job": a subject and a plan or job of the other sex, with no
  // relative named, are a couple.
  if (!scan.spouseSeen) {
    let subject: Gender | undefined;
    let otherPlan = false;
    let relative = false;
    for (let i = 0; i < tokens.length && !relative; i++) {
      const key = tokens[i]!.key;
      if (relationOf(key) !== undefined) relative = true;
      else if (subject === undefined && (MALE_SUBJECT.has(key) || FEMALE_SUBJECT.has(key)))
        subject = MALE_SUBJECT.has(key) ? "male" : "female";
      else if (
        subject !== undefined &&
        (MALE_POSSESSIVE.has(key) || FEMALE_POSSESSIVE.has(key)) &&
        (MALE_POSSESSIVE.has(key) ? "male" : "female") !== subject &&
        tokens[i + 1]?.brk === 0 &&
        PLAN_OR_JOB.has(tokens[i + 1]!.key)
      )
        otherPlan = true;
    }
    if (otherPlan && !relative) {
      scan.spouseSeen = true;
      scan.spouseLiving = true;
    }
  }
  // "married to Carol", "casada con Juan".
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    const before = tokens[i - 1]!;
    if (t.brk !== 0 || !t.cap || t.num) continue;
    if (
      (before.key === "to" && tokens[i - 2]?.key === "married") ||
      (before.key === "con" && (tokens[i - 2]?.key === "casada" || tokens[i - 2]?.key === "casado"))
    ) {
      spouseNames.add(t.key);
      scan.spouseSeen = true;
    }
  }
  if (parents !== undefined) {
    for (let k = 0; k < parents.at; k++) {
      const t = tokens[k]!;
      if (t.cap && !t.num && !notNames.has(t.key) && !CALL_NOUNS.has(t.key)) {
        otherNames.add(t.key);
        scan.otherGender ??= firstNameGender(t.key, language);
      }
    }
    scan.otherRelation = "child";
    scan.spouseSeen = true;
    scan.spouseLiving = true;
    scan.clientGender = parents.clientSex;
    scan.spouseGender = parents.spouseSex;
    scan.spouseGenderSaid = parents.spouseSex !== undefined;
    if (parents.spouseName >= 0) {
      const key = tokens[parents.spouseName]!.key;
      spouseNames.add(key);
      if (!tokens[parents.spouseName]!.cap) lowerSpouseNames.add(key);
      scan.spouseName = text.raw.slice(tokens[parents.spouseName]!.start, tokens[parents.spouseName]!.end);
    }
  }
  // "M. et Mme Levesque", "Mr. & Mrs. Ortiz", "Sr. y Sra. Gómez": a couple, the man first.
  const titledCouple = coupleTitles(text, tokens);
  const spouseTitleAt = titledCouple >= 0 && WOMAN_TITLES.has(tokens[titledCouple]!.key) ? titledCouple : -1;
  if (titledCouple >= 0) {
    scan.spouseSeen = true;
    scan.spouseLiving = true;
    scan.clientGender ??= "male";
    scan.spouseGender ??= "female";
    scan.spouseGenderSaid = true;
  }
  // "Bob/Linda 67/64", "Bob & Linda 67 & 64": the names, then their ages, in the same order.
  const pairs = spouseNames.size === 0 ? namesThenAges(text, tokens, notNames) : undefined;
  if (pairs) {
    spouseNames.add(tokens[pairs[1]]!.key);
    scan.spouseName ??= text.raw.slice(tokens[pairs[1]]!.start, tokens[pairs[1]]!.end);
    scan.spouseSeen = true;
    scan.spouseLiving = true;
    scan.pairAges = [pairs[2], pairs[3]];
  }
  // "walt 72 & bev 70", "Luis 45 y Ana 43": two names, each with an age, joined: a couple, the second the
  // spouse, whatever the case they are typed in.
  if (spouseNames.size === 0) {
    const pair = namedPair(text, tokens, notNames);
    if (pair >= 0) {
      const key = tokens[pair]!.key;
      spouseNames.add(key);
      if (!tokens[pair]!.cap) lowerSpouseNames.add(key);
      scan.spouseName ??= text.raw.slice(tokens[pair]!.start, tokens[pair]!.end);
      scan.spouseSeen = true;
      scan.spouseLiving = true;
      // "Don Ramiro 80 y Doña Celia 78": each name's title says its person's sex.
      const spouseTitle = TITLE_SEX.get(tokens[pair - 1]!.key);
      if (spouseTitle && tokens[pair]!.brk === 0 && scan.spouseGender === undefined) {
        scan.spouseGender = spouseTitle;
        scan.spouseGenderSaid = true;
      }
      // "Ron & Deb": with nothing else said, each name's usual sex lets "for her" find its person.
      const spouseSex = firstNameGender(key, language);
      const clientSex = firstNameGender(tokens[0]!.key, language);
      if (spouseSex && clientSex && spouseSex !== clientSex && scan.spouseGender === undefined) {
        scan.spouseGender = spouseSex;
        scan.clientGender ??= clientSex;
      }
    }
  }
  // "Couple, Tom 55 and Jen 52": in a couple the first named is the client, the second the spouse.
  if (scan.spouseSeen && spouseNames.size === 0 && clientNameTokens.size > 0) {
    let first = tokens.length;
    for (const k of clientNameTokens) first = Math.min(first, k);
    const clientKey = tokens[first]!.key;
    // "Mr and Mrs Reyes (Hector 69, Gloria 67)": the couple's surname, then his first name and hers.
    let husbandNext = titledCouple >= 0 && !isFirstName(clientKey);
    for (let i = first + 1; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (!t.cap || t.num || clientNameTokens.has(i) || t.key === clientKey || otherNames.has(t.key))
        continue;
      const afterAnd =
        t.brk === 0 &&
        (tokens[i - 1]!.key === "and" || tokens[i - 1]!.key === "y" || tokens[i - 1]!.key === "et");
      if (!isFirstName(t.key) && !(afterAnd && !notNames.has(t.key))) continue;
      if (husbandNext) {
        husbandNext = false;
        scan.clientNames.add(t.key);
        continue;
      }
      spouseNames.add(t.key);
      scan.spouseName ??= text.raw.slice(t.start, t.end);
      break;
    }
  }
  // "Esposa de 64 con el seguro del trabajo del esposo": a lead that opens on "wife" and names a husband
  // later is about the wife.
  let selfAt = -1;
  const opening = openingSpouseWord(tokens, spouseAt, clientNameTokens);
  if (opening >= 0) {
    const first = spouseAt[opening] as Gender;
    for (let i = opening + 1; i < tokens.length; i++) {
      const g = spouseAt[i];
      if (g !== undefined && g !== "any" && g !== first) {
        // "Wife Marta, 64, called about husband Raul": the spouse called about is the client.
        // Not "for her + hubby": the two of them.
        const joined = /[+&]/.test(text.plain.slice(tokens[i - 1]!.end, tokens[i]!.start));
        if (!joined && spouseCalledAbout(tokens, spouseAt) === i) break;
        selfAt = opening;
        scan.clientGender = first;
        scan.spouseGender = g;
        break;
      }
    }
  }
  // "Wife is the client", "la esposa es la clienta": that spouse word names the client.
  if (selfAt < 0) {
    for (let i = 0; i + 3 < tokens.length; i++) {
      const g = spouseAt[i];
      // "term lead: husband is the client": a clause start is enough, "is the client" says the rest.
      if (g === undefined || g === "any" || !atClauseStart(tokens, i, clientNameTokens)) continue;
      if (!IS_WORDS.has(tokens[i + 1]!.key) || tokens[i + 1]!.brk !== 0) continue;
      const article = ARTICLE_WORDS.has(tokens[i + 2]!.key) ? 1 : 0;
      const noun = tokens[i + 2 + article];
      if (noun?.brk !== 0 || !CLIENT_WORDS.has(noun.key) || noun.key === "i" || noun.key === "je") continue;
      selfAt = i;
      scan.clientGender = g;
      scan.spouseGender = opposite(g);
      break;
    }
  }
  scan.selfAt = selfAt;
  // "caller is the wife, donna 61, about her husband earl 66", "la esposa llama por su esposo": the
  // spouse called about is the client, the one calling the spouse.
  // "Fwd text from Priya: 'my husband Dev turns 65 ... (I'm 61)'": a message from someone about "my
  // husband" is about him; the one writing is his wife.
  const clientNamed = namesClient(tokens);
  const spouseWrites = selfAt < 0 && !clientNamed ? spouseWritesAbout(tokens, spouseAt) : -1;
  const calledAbout =
    spouseWrites >= 0 ? spouseWrites : selfAt < 0 && !clientNamed ? spouseCalledAbout(tokens, spouseAt) : -1;
  scan.calledAbout = calledAbout;
  // "caller is the wife, donna 61, about her husband earl 66": the name after the spouse word that is the
  // client is the client's, not the spouse's.
  for (const [word, at] of nameAfterSpouseWord) {
    if (word !== selfAt && word !== calledAbout) continue;
    spouseNames.delete(tokens[at]!.key);
    lowerSpouseNames.delete(tokens[at]!.key);
    scan.clientNames.add(tokens[at]!.key);
  }
  for (const [word, at] of nameAfterSpouseWord) {
    if (word === selfAt || word === calledAbout || !spouseNames.has(tokens[at]!.key)) continue;
    scan.spouseName ??= text.raw.slice(tokens[at]!.start, tokens[at]!.end);
    break;
  }
  if (calledAbout >= 0) {
    const g = spouseAt[calledAbout];
    if (g === "male" || g === "female") {
      scan.clientGender = g;
      scan.spouseGender = opposite(g);
    }
  }
  // "Called for her dad", "llama por su papá": the parent the call is for is the client, and the
  // parent word says the client's sex over the caller's pronouns.
  // "llamó la hija, su papá tiene 82", "appel du fils: sa mère 86 ans", "son called - his mom is 80": a
  // child calling opens the lead, and the parent named next is the client.
  // "La hija tiene poder notarial para su papá de 84", "daughter handles everything for her mom": a
  // child opening the lead and acting for a parent of theirs in that sentence is not the client either.
  const childActs = childOpens(tokens, language);
  if (selfAt < 0 && !clientNamed && (childCallsFirst(tokens) || childActs)) {
    for (let i = 1; i < tokens.length; i++) {
      const key = tokens[i]!.key;
      if (childActs && !childCallsFirst(tokens) && tokens[i]!.hard !== tokens[0]!.hard) break;
      // "sa grand-mère", "son grand-père": the grandparent called for is the client too.
      const owner = tokens[i - 1]!.key === "grand" && i > 1 ? tokens[i - 2]! : tokens[i - 1]!;
      if (!SINGLE_PARENT.has(key) || tokens[i]!.brk !== 0 || !OWNERS.has(owner.key)) continue;
      if (childActs && !childCallsFirst(tokens) && parentDied(tokens, i)) break;
      scan.parentGender = RELATIVE_FEMALE.has(key) ? "female" : "male";
      break;
    }
  }
  // "Fwd: from Karen (client's daughter) / Hi, my dad Walter turns 65", "Correo de la hija: Mi papá, el Sr.
  // Félix ...": a message from someone about "my dad" is about him; the writer is his child.
  let writtenParent = -1;
  if (selfAt < 0 && !clientNamed && scan.parentGender === undefined && messageFromSomeone(tokens)) {
    for (let i = 1; i < tokens.length; i++) {
      const key = tokens[i]!.key;
      if (!SINGLE_PARENT.has(key) || tokens[i]!.brk !== 0 || !MY.has(tokens[i - 1]!.key)) continue;
      scan.parentGender = RELATIVE_FEMALE.has(key) ? "female" : "male";
      writtenParent = i;
      break;
    }
  }
  if (selfAt < 0 && !clientNamed && scan.parentGender === undefined) {
    for (let i = 2; i < tokens.length; i++) {
      const key = tokens[i]!.key;
      if (!SINGLE_PARENT.has(key) || tokens[i]!.brk !== 0 || tokens[i - 1]!.brk !== 0) continue;
      if (!OWNERS.has(tokens[i - 1]!.key) || !CALLED_FOR.has(tokens[i - 2]!.key)) continue;
      scan.parentGender = RELATIVE_FEMALE.has(key) ? "female" : "male";
      break;
    }
  }
  // "j'appelle pour mon père Roland ... ma mère Thérèse 81 ans reste à la maison", "calling for her dad ...
  // her mom Ann 81 still at home": the caller's other parent, living, is the client's spouse.
  let otherParentAt = -1;
  if (scan.parentGender !== undefined && parents === undefined) {
    let first = -1;
    for (let i = 1; i < tokens.length; i++) {
      const key = tokens[i]!.key;
      if (!SINGLE_PARENT.has(key) || tokens[i]!.brk !== 0 || !OWNERS.has(tokens[i - 1]!.key)) continue;
      const sex: Gender = RELATIVE_FEMALE.has(key) ? "female" : "male";
      if (sex === scan.parentGender) {
        if (first < 0) first = i;
        continue;
      }
      if (first < 0 || parentDied(tokens, i) || tokens[i - 1]!.key === "grand") break;
      // "Mon père et elle sont divorcés": an ex, not a spouse.
      if (sentenceSays(tokens, i, DIVORCE_WORDS)) break;
      otherParentAt = i;
      scan.spouseSeen = true;
      scan.spouseLiving = true;
      scan.spouseGender = sex;
      scan.spouseGenderSaid = true;
      scan.clientGender ??= scan.parentGender;
      const named = tokens[i + 1];
      if (named?.cap && named.brk === 0 && !named.num && !notNames.has(named.key)) {
        spouseNames.add(named.key);
        scan.spouseName ??= text.raw.slice(named.start, named.end);
      }
      break;
    }
  }
  // "la fille (procuration) de Mme 84 ans", "daughter of Mrs Lee, 82": the child of a titled parent opens
  // the lead; the parent is the client.
  const titled = selfAt < 0 && scan.parentGender === undefined ? childOfTitled(text, tokens) : undefined;
  if (titled) {
    scan.parentGender = titled.gender;
    scan.parentAt = titled.at;
    scan.clientGender = titled.gender;
  }
  // A lead that opens on a parent is about the parent, whoever calls: "Sa mère, 89 ans, Alzheimer".
  // Not when someone else is called the client ("Her mother has Alzheimer's; client is 58").
  if (selfAt < 0 && parentSex !== undefined) {
    scan.parentAt = openingParentAt(tokens);
    scan.clientGender = parentSex;
  }
  // "ma mère Marie-Ange Pierre": a name read as a man's says nothing against the mother called for.
  const nameAgainstParent = scan.parentGender !== undefined && clientNameGender !== scan.parentGender;
  if (
    scan.clientGender === undefined &&
    scan.spouseGender === undefined &&
    clientNameGender &&
    !nameAgainstParent
  ) {
    scan.clientGender = clientNameGender;
    scan.spouseGender = opposite(clientNameGender);
  }
  if (scan.clientGender === undefined) scan.clientGender = opposite(scan.spouseGender);
  if (scan.spouseGender === undefined) scan.spouseGender = opposite(scan.clientGender);

  const openingChild = childOpensAt(tokens, language);
  // "ray has gout": the client's first name again, before a verb, is the client again.
  const clientNameKeys = new Set<string>();
  if (parents !== undefined) {
    if (parents.clientName >= 0) clientNameKeys.add(tokens[parents.clientName]!.key);
  } else {
    for (const k of clientNameTokens)
      if (!spouseNames.has(tokens[k]!.key)) clientNameKeys.add(tokens[k]!.key);
  }
  let subject: Person = CLIENT;
  // "son called re his mom, 88 ... he's 60": the caller's sex, from the opening, for their pronouns.
  const callerAt = callerRelative(tokens);
  const callerSex: Gender | undefined =
    callerAt < 0 ? undefined : RELATIVE_FEMALE.has(tokens[callerAt]!.key) ? "female" : "male";
  /** A subject named mid-sentence holds only its comma-clause. */
  let clauseOnly = false;
  let lastMention = -1;
  /** Person for the words that only name or age an object mention ("with her husband, 72"). */
  let appositive: Person | -1 = -1;
  let appositiveFrom = -1;
  /** A parenthesis opened right after the clause's subject ("el esposo (78) tiene"): an aside. */
  let asideOpen = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const gap = t.brk !== 0 && i > 0 ? text.plain.slice(tokens[i - 1]!.end, t.start) : "";
    // "la hija (60)", "Jan 70 (Advantage w/ UHC)": a parenthesis right after the mention (and its age)
    // still belongs to it.
    const parenAfterMention =
      t.brk === 1 &&
      lastMention >= 0 &&
      numbersOnlyBetween(tokens, lastMention, i) &&
      gap.includes("(") &&
      !gap.includes(")");
    // Inside that aside a comma does not end the clause, and when it closes the clause goes on with the
    // same subject: "el esposo (78) tiene un Advantage", "Jan 70 (Advantage, UHC)".
    const inAside = asideOpen && t.brk === 1 && (!gap.includes(")") || CLOSE_ONLY.test(gap));
    if (t.brk !== 0) {
      if (parenAfterMention && clauseOnly) asideOpen = true;
      else if (t.brk === 2 || gap.includes(")")) asideOpen = false;
    }
    // "Ángel tiene EPOC; fumó 40 años": a semicolon joins a clause about the same subject, as a comma does.
    const semicolon = t.brk === 2 && subject !== CLIENT && /^\s*;\s*$/.test(gap);
    const ends = t.brk === 2 && !semicolon;
    if (ends || ((t.brk === 1 || semicolon) && clauseOnly && !parenAfterMention && !inAside)) {
      // "wife 63 has nothing, lost her job plan in May": a clause opening on a verb, with a pronoun of the
      // last subject's (and not the client's) sex, goes on about that subject.
      if (
        ends ||
        !(
          continuesAbout(tokens, i, subjectGender(scan, subject), scan.clientGender) ||
          continuesTreatment(tokens, i) ||
          ageAsideAt(text, tokens, i, lastMention) ||
          afterAgeAside(text, tokens, i, lastMention)
        )
      ) {
        subject = CLIENT;
        clauseOnly = false;
      }
      appositive = -1;
    }
    if (subject === OTHER && CALLER.has(t.key) && parents === undefined) subject = CLIENT;
    if (appositive !== -1) {
      // The appositive lasts through names, numbers and "age/aged/is" words right after the mention.
      // "lives w/ his son (55)", "la fille (Josée, 50 ans)": a parenthesis or a comma before a name or
      // a number right after the mention.
      const aside = t.brk === 1 && /^\s*[(,]\s*$/.test(gap) && (t.num !== undefined || t.cap);
      const keep =
        i - appositiveFrom <= 3 &&
        (t.brk === 0 || aside) &&
        (t.num !== undefined ||
          t.cap ||
          t.key === "age" ||
          t.key === "aged" ||
          t.key === "is" ||
          t.key === "s" ||
          AGE_AFTER_RELATIVE.has(t.key));
      // "vit avec son mari 71 ans qui a un plan G", "con su esposo de 71 que tiene": what follows "who"
      // is said of the relative named.
      if (keep || (i - appositiveFrom <= 4 && t.brk === 0 && WHO_WORDS.has(t.key))) {
        if (WHO_WORDS.has(t.key) && t.brk === 0) {
          subject = appositive;
          clauseOnly = true;
          appositive = -1;
        }
      } else appositive = -1;
    }
    const key = t.key;
    let mention: Person | -1 = -1;
    let object = false;
    let coupleNoun = false;
    // The caller's own words, before the parents called for.
    if (parents !== undefined && i < parents.at) {
      person[i] = OTHER;
      continue;
    }
    if (i === spouseTitleAt) {
      // "Sr 70 y Sra 67": her title and age are hers.
      subject = SPOUSE;
      clauseOnly = true;
      appositive = -1;
      person[i] = SPOUSE;
      lastMention = i;
      continue;
    }
    // "Hijo: tiene un plan del marketplace": a speaker's label in a thread, not the subject of the line.
    if (
      tokens[i + 1]?.colon === true &&
      CHILD_WORDS.has(key) &&
      atSentenceStart(tokens, i, clientNameTokens) &&
      scan.parentGender !== undefined
    ) {
      person[i] = OTHER;
      continue;
    }
    if (
      i === otherParentAt ||
      (otherParentAt >= 0 &&
        i > otherParentAt &&
        key === tokens[otherParentAt]!.key &&
        OWNERS.has(tokens[i - 1]?.key ?? "") &&
        t.brk === 0)
    ) {
      // The other parent holds their own clause ("ma mère Thérèse 81 ans reste à la maison"), or the
      // sentence they open ("Mi mamá, su esposa, tiene 66").
      subject = SPOUSE;
      clauseOnly =
        !atSentenceStart(tokens, i, clientNameTokens) && !atSentenceStart(tokens, i - 1, clientNameTokens);
      appositive = -1;
      person[i] = SPOUSE;
      lastMention = i;
      continue;
    }
    if (parents !== undefined && i === parents.at) {
      subject = BOTH;
      clauseOnly = false;
      appositive = -1;
      person[i] = BOTH;
      lastMention = i;
      continue;
    }
    if (
      parents !== undefined &&
      PARENT_WORDS.has(key) &&
      (OWNERS.has(tokens[i - 1]?.key ?? "") ||
        // "...his mom and dad. Dad is 80": a parent word opening its clause, with no owner.
        (SINGLE_PARENT.has(key) && i > parents.at && atClauseStart(tokens, i, clientNameTokens)))
    ) {
      // "son père Gilles, 78 ans ...; sa mère Lise": each parent word is that one of the couple.
      const sex: Gender = RELATIVE_FEMALE.has(key) ? "female" : "male";
      const who: Person = sex === scan.spouseGender && sex !== scan.clientGender ? SPOUSE : CLIENT;
      const asObject = !atClauseStart(tokens, i, clientNameTokens);
      if (asObject) {
        appositive = who;
        appositiveFrom = i;
      } else {
        subject = who;
        appositive = -1;
        clauseOnly = !atSentenceStart(tokens, i, clientNameTokens);
      }
      person[i] = who;
      lastMention = i;
      continue;
    }
    if (
      (parents !== undefined && parents.clientName >= 0 && key === tokens[parents.clientName]!.key) ||
      (parents !== undefined && parents.spouseName >= 0 && key === tokens[parents.spouseName]!.key)
    ) {
      const who: Person =
        parents.clientName >= 0 && key === tokens[parents.clientName]!.key ? CLIENT : SPOUSE;
      if (atClauseStart(tokens, i, clientNameTokens)) {
        subject = who;
        appositive = -1;
        clauseOnly = !atSentenceStart(tokens, i, clientNameTokens);
      } else {
        appositive = who;
        appositiveFrom = i;
      }
      person[i] = who;
      lastMention = i;
      continue;
    }
    if (
      !INTERESTING.has(key) &&
      spouseAt[i] === undefined &&
      i !== scan.parentAt &&
      !clientNameTokens.has(i) &&
      !(t.cap && (spouseNames.has(key) || otherNames.has(key))) &&
      !lowerSpouseNames.has(key) &&
      !clientNameKeys.has(key)
    ) {
      person[i] = appositive !== -1 ? appositive : subject;
      continue;
    }
    const g = i === selfAt || i === calledAbout ? undefined : spouseAt[i];
    if (i === selfAt || i === scan.parentAt || i === calledAbout || i === writtenParent) {
      mention = CLIENT;
    } else if (i === openingChild && scan.parentGender !== undefined) {
      // "son Darnell (49, diabetic himself) called about his father": the caller's own words until the call.
      mention = OTHER;
      scan.otherRelation ??= "child";
      scan.otherGender ??= RELATIVE_FEMALE.has(key) ? "female" : "male";
    } else if (g === "any" && COUPLE_NOUNS.has(key) && !OWNERS.has(tokens[i - 1]?.key ?? "")) {
      // "Pareja de 67", "una pareja en Miami": the couple, not "su pareja" (the partner).
      if (!isObject(tokens, i)) {
        mention = BOTH;
        coupleNoun = true;
      }
    } else if (g !== undefined && relativesSpouse(i)) {
      mention = OTHER;
    } else if (g !== undefined && coupleHeading(tokens, spouseAt, i)) {
      // "Husband & wife, Ron 70 / Marilyn 67", "esposo y esposa": the couple, introduced.
      mention = BOTH;
    } else if (g !== undefined && pronounAndSpouse(text, tokens, i, clientNameTokens)) {
      // "he and his wife (57) are on an ACA plan", "él y su esposa tienen plan G": the two of them.
      mention = BOTH;
    } else if (g !== undefined) {
      mention = exOrLate(tokens, i) ? NOBODY : SPOUSE;
      // A late spouse holds the rest of the clause ("lost his wife to cancer"): those facts are nobody's.
      object = mention === NOBODY ? false : !atClauseStart(tokens, i, clientNameTokens);
    } else if (spouseNames.has(key) && (t.cap || lowerSpouseNames.has(key)) && !clientNameTokens.has(i)) {
      mention = SPOUSE;
      scan.spouseNameTokens.add(i);
      object = !atClauseStart(tokens, i, clientNameTokens);
    } else if (FIRST_PERSON.has(key) && (t.cap || key !== "i") && spouseWrites >= 0) {
      // "I'm 61, hospital system": the spouse who wrote.
      mention = SPOUSE;
    } else if (MY.has(key) && spouseWrites >= 0 && i !== spouseWrites - 1 && tokens[i + 1]?.brk === 0) {
      // "he's on MY insurance from work": the writer's own.
      mention = SPOUSE;
      object = true;
    } else if (FIRST_PERSON.has(key) && (t.cap || key !== "i") && scan.parentGender !== undefined) {
      // "I'm POA for my mom (81) ... I'm 55, smoker": the one typing is the caller, not the client.
      mention = OTHER;
      scan.otherRelation ??= "child";
    } else if (
      clientNameTokens.has(i) ||
      (CLIENT_WORDS.has(key) && !isObject(tokens, i)) ||
      (clientNameKeys.has(key) && CLAUSE_VERBS.has(tokens[i + 1]?.key ?? "") && tokens[i + 1]!.brk === 0)
    ) {
      if (key !== "i" || t.upper || t.cap) mention = CLIENT;
    } else if (otherNames.has(key) && t.cap) {
      if (atClauseStart(tokens, i, clientNameTokens)) mention = OTHER;
    } else if (
      scan.parentGender !== undefined &&
      SINGLE_PARENT.has(key) &&
      (RELATIVE_FEMALE.has(key) ? "female" : "male") === scan.parentGender &&
      (atClauseStart(tokens, i, clientNameTokens) ||
        (childActs && OWNERS.has(tokens[i - 1]?.key ?? "")) ||
        MY.has(tokens[i - 1]?.key ?? ""))
    ) {
      // "...called for his father. The father wants a cancer plan": the parent called for is the client.
      mention = CLIENT;
    } else if (
      relationOf(key) !== undefined &&
      !PARENT_WORDS.has(key) &&
      scan.parentGender !== undefined &&
      asideFollows(text, tokens, i)
    ) {
      // "appel de la fille (Josée, 50 ans) pour son père": the caller's own name and age.
      mention = OTHER;
      object = true;
      scan.otherRelation ??= relationOf(key);
      scan.otherGender ??= RELATIVE_FEMALE.has(key) ? "female" : "male";
    } else if (
      i > 0 &&
      scan.parentAt < 0 &&
      relationOf(key) !== undefined &&
      !PARENT_WORDS.has(key) &&
      (language === "en" || key !== "son") &&
      !POSSESSIVES.has(tokens[i - 1]?.key ?? "") &&
      atSentenceStart(tokens, i, clientNameTokens)
    ) {
      // "82F widow in Tulsa. Son Rob (55) handles her bills": a relative opening a later sentence with no
      // possessive is its subject; what the sentence says (his age, his wish) is the relative's.
      mention = OTHER;
      scan.otherRelation ??= relationOf(key);
      scan.otherGender ??= RELATIVE_FEMALE.has(key) ? "female" : "male";
    } else if (
      relationOf(key) !== undefined &&
      (POSSESSIVES.has(tokens[i - 1]?.key ?? "") || (scan.parentAt >= 0 && !PARENT_WORDS.has(key)))
    ) {
      // A relative as an object ("lives with her daughter", "called about his mom") is no subject. With no
      // spouse and no caller, the English possessive before the relative is the client's: "her son".
      const before = tokens[i - 1]!;
      if (language === "en" && !scan.spouseSeen && scan.parentAt < 0 && tokens[i]!.brk === 0) {
        if (before.key === "her") scan.clientGender ??= "female";
        else if (before.key === "his") scan.clientGender ??= "male";
      }
      if ((language === "en" || key !== "son") && atClauseStart(tokens, i, clientNameTokens)) {
        mention = OTHER;
        scan.otherRelation ??= relationOf(key);
        scan.otherGender ??= RELATIVE_FEMALE.has(key) ? "female" : "male";
      } else if (
        (language === "en" || key !== "son") &&
        (asideFollows(text, tokens, i) ||
          (scan.parentAt < 0 && !ABOUT.has(tokens[i - 2]?.key ?? "") && ageDeFollows(tokens, i)))
      ) {
        // An object with its own name or age right after: those are the relative's, not the client's.
        mention = OTHER;
        object = true;
        scan.otherRelation ??= relationOf(key);
        scan.otherGender ??= RELATIVE_FEMALE.has(key) ? "female" : "male";
      } else if (
        (language === "en" || key !== "son") &&
        LIVES_WITH.has(tokens[i - 2]?.key ?? "") &&
        livesBefore(tokens, i - 2)
      ) {
        // "vive con su nieto", "lives with her daughter", "vit avec sa petite-fille": a younger relative the
        // client lives with, kept with their sex (the clause stays the client's).
        scan.otherRelation ??= relationOf(key);
        scan.otherGender ??= RELATIVE_FEMALE.has(key) ? "female" : "male";
      }
    } else if (
      BOTH_WORDS.has(key) ||
      bothPair(text, tokens, i) ||
      (language === "es" &&
        BOTH_ES.has(key) &&
        (atClauseStart(tokens, i, clientNameTokens) ||
          // "los dos sanos, no fuman": a plural verb after only "no".
          (tokens[i - 1]?.key === "no" &&
            tokens[i]!.brk === 0 &&
            atClauseStart(tokens, i - 1, clientNameTokens)))) ||
      (language === "fr" && BOTH_FR.has(key) && atClauseStart(tokens, i, clientNameTokens))
    ) {
      // "dad and brother both had colon cancer": the relatives just named, not the couple.
      if (relativesBefore(tokens, i)) mention = OTHER;
      else if (scan.spouseSeen && (key !== "couple" || !isObject(tokens, i))) mention = BOTH;
    } else if (scan.spouseSeen && pronounWithAge(tokens, i) !== undefined) {
      // "him 72 on original medicare, her 69 on an HMO": the pronoun and its age open that person's clause.
      mention = pronounPerson(scan, pronounWithAge(tokens, i)!);
    } else if (
      scan.spouseSeen &&
      (MALE_SUBJECT.has(key) ||
        FEMALE_SUBJECT.has(key) ||
        ((language === "es" || text.lower.slice(t.start, t.end) === "él") &&
          isElAccented(text, t, tokens[i + 1], tokens[i + 2], tokens[i + 3])))
    ) {
      const gender: Gender = FEMALE_SUBJECT.has(key) ? "female" : "male";
      if (!isObject(tokens, i)) mention = pronounPerson(scan, gender);
    } else if (
      // A caller about a parent, or a relative named in a lead with no spouse ("68F ... her son called
      // in, he wants term for himself"): the pronoun of the relative's sex, not the client's, is theirs.
      (scan.parentAt >= 0 || (!scan.spouseSeen && (scan.clientGender ?? scan.parentGender) !== undefined)) &&
      (scan.otherGender ?? callerSex) !== undefined &&
      (scan.otherGender ?? callerSex) !== (scan.clientGender ?? scan.parentGender) &&
      ((MALE_SUBJECT.has(key) && (scan.otherGender ?? callerSex) === "male") ||
        (FEMALE_SUBJECT.has(key) && (scan.otherGender ?? callerSex) === "female")) &&
      !isObject(tokens, i)
    ) {
      // "Dad 81 with CHF, daughter calling, she has diabetes herself": "she" is the daughter.
      mention = OTHER;
    } else if (
      // "Her mom had Alzheimer's so she wants LTC": in a sentence about the client's relative, a subject
      // pronoun of the client's sex (the owner of "her mom") goes back to the client.
      subject === OTHER &&
      !scan.spouseSeen &&
      scan.parentAt < 0 &&
      scan.clientGender !== undefined &&
      ((MALE_SUBJECT.has(key) && scan.clientGender === "male") ||
        (FEMALE_SUBJECT.has(key) && scan.clientGender === "female")) &&
      !isObject(tokens, i)
    ) {
      mention = CLIENT;
    } else if (scan.spouseSeen && (MALE_POSSESSIVE.has(key) || FEMALE_POSSESSIVE.has(key))) {
      // "her plan", "his Medicare": a possessive before a thing, not before a relative.
      const next = tokens[i + 1];
      const nextKey = next?.key ?? "";
      const beforeRelative = spouseAt[i + 1] !== undefined || relationOf(nextKey) !== undefined;
      if (next && next.brk === 0 && !beforeRelative && !isObject(tokens, i)) {
        mention = pronounPerson(scan, MALE_POSSESSIVE.has(key) ? "male" : "female");
      } else if (next && next.brk === 0 && !beforeRelative && FOR_WORDS.has(tokens[i - 1]?.key ?? "")) {
        // "Trulicity and Farxiga for his diabetes": a clause of things, then whose they are. With no one
        // named in the clause before, it is the possessive's person's.
        const g: Gender = MALE_POSSESSIVE.has(key) ? "male" : "female";
        const owner =
          scan.spouseGender === g && scan.clientGender !== g
            ? SPOUSE
            : scan.clientGender === g && scan.spouseGender !== g
              ? CLIENT
              : -1;
        let start = i;
        while (start > 0 && tokens[start]!.brk === 0) start--;
        if (owner !== -1 && lastMention < start && person[start] !== owner) {
          for (let k = start; k < i; k++) person[k] = owner;
          subject = owner;
          clauseOnly = owner !== CLIENT;
          appositive = -1;
          person[i] = owner;
          continue;
        }
      }
    }
    if (mention !== -1) {
      // "Mi mamá, su esposa, tiene 66": the spouse named again while the sentence is already hers.
      if (mention === SPOUSE && subject === SPOUSE && !clauseOnly && appositive === -1) {
        person[i] = SPOUSE;
        lastMention = i;
        continue;
      }
      if (object && mention !== CLIENT) {
        appositive = mention;
        appositiveFrom = i;
      } else {
        subject = mention;
        appositive = -1;
        // "Pareja de 67, plan G": the couple noun holds its own clause only ("tienen", "los dos" say more).
        clauseOnly = mention !== CLIENT && (coupleNoun || !atSentenceStart(tokens, i, clientNameTokens));
        // "la esposa (Marta, 64)": a name opening a parenthesis right after its mention is an aside, whose
        // commas do not end the clause.
        const named = mention === SPOUSE && person[i - 1] === SPOUSE;
        if (
          named &&
          clauseOnly &&
          lastMention === i - 1 &&
          t.brk === 1 &&
          gap.includes("(") &&
          !gap.includes(")")
        )
          asideOpen = true;
      }
      person[i] = mention;
      lastMention = i;
      continue;
    }
    person[i] = appositive !== -1 ? appositive : subject;
  }
  // "Wife Linda called about her husband Bob", "my dad Walter turns 65": the name right after that word.
  for (const w of [calledAbout, writtenParent]) {
    if (w < 0 || scan.clientFirstName !== undefined) continue;
    const at = nameAfter(text, tokens, w, notNames);
    if (at >= 0 && tokens[at]!.cap) scan.clientFirstName = text.raw.slice(tokens[at]!.start, tokens[at]!.end);
  }
  if (pairs) {
    person[pairs[0]] = CLIENT;
    person[pairs[1]] = SPOUSE;
    person[pairs[2]] = CLIENT;
    person[pairs[3]] = SPOUSE;
  }
  // "grandson Tyler calling for his grandma", "Appel de la fille de M. Gagnon", "le petit-fils appelle
  // pour sa grand-mère": the caller's sex, when no parent call or aside said it.
  if (scan.otherGender === undefined) {
    const caller = callerRelative(tokens);
    if (caller >= 0) {
      scan.otherRelation ??= relationOf(tokens[caller]!.key);
      scan.otherGender = RELATIVE_FEMALE.has(tokens[caller]!.key) ? "female" : "male";
    }
  }
  return scan;
}

const CLOSE_ONLY = /^\s*\)\s*$/;
/** "sa mère de 72 ans", "su hija de 45 años", "her mom 84 years old": the age's own words. */
const AGE_AFTER_RELATIVE = words("de ans an anos ano years yrs yo old");
/** Both parents in one word: "parents", "padres", "papás", "in-laws", "suegros", "beaux-parents". */
const PARENTS_PLURAL = words("parents padres papas papis laws suegros");
const PAIR_AND = words("and y et");

/** "mom and dad", "su mamá y su papá", "sa mère et son père": the index of the second parent word, or -1. */
function parentPairEnd(tokens: readonly Token[], i: number): number {
  const first = tokens[i]!;
  if (!SINGLE_PARENT.has(first.key)) return -1;
  let k = i + 1;
  if (!PAIR_AND.has(tokens[k]?.key ?? "") || tokens[k]!.brk !== 0) return -1;
  k++;
  if (PARENT_OWNERS.has(tokens[k]?.key ?? "") && tokens[k]!.brk === 0) k++;
  const second = tokens[k];
  if (second === undefined || second.brk !== 0 || !SINGLE_PARENT.has(second.key)) return -1;
  return RELATIVE_FEMALE.has(first.key) === RELATIVE_FEMALE.has(second.key) ? -1 : k;
}
const PARENT_OWNERS = words("his her my their su sus mis ses mes leurs son sa");

interface ParentsCall {
  /** The parents word. */
  at: number;
  /** The first parent's name (the client), the second's (the spouse), or -1. */
  clientName: number;
  spouseName: number;
  clientSex: Gender | undefined;
  spouseSex: Gender | undefined;
}

/**
 * A caller about their parents, in the lead's first sentence: a call word, then a possessive and the
 * parents ("about his in-laws", "por sus papás", "pour ses parents"). The parents named after it (a name
 * with an age, or "father"/"mother") are the client (the first) and the spouse.
 */
function parentsCalledFor(
  tokens: readonly Token[],
  notNames: ReadonlySet<string>,
  language: Language,
): ParentsCall | undefined {
  let call = false;
  let at = -1;
  for (let i = 0; i < tokens.length && tokens[i]!.hard === 0; i++) {
    const key = tokens[i]!.key;
    if (CALL_NOUNS.has(key) || CALLER.has(key) || key === "call" || key === "appel") call = true;
    // "called about his mom and dad", "por su mamá y su papá", "pour sa mère et son père": both parents.
    const pairEnd = parentPairEnd(tokens, i);
    if (call && pairEnd > 0 && PARENT_OWNERS.has(tokens[i - 1]?.key ?? "") && tokens[i]!.brk === 0) {
      at = pairEnd;
      break;
    }
    if (!call || !PARENTS_PLURAL.has(key) || tokens[i]!.brk !== 0) continue;
    // "in-laws": "in" and "laws" joined by a hyphen.
    if (key === "laws" && tokens[i - 1]?.key !== "in") continue;
    const owner = key === "laws" ? tokens[i - 2] : tokens[i - 1];
    if (owner === undefined || !PARENT_OWNERS.has(owner.key)) continue;
    at = i;
    break;
  }
  if (at < 0) return bothParentsAfterChildCall(tokens);
  const names: number[] = [];
  let fatherFirst: boolean | undefined;
  for (let k = at + 1; k < tokens.length && names.length < 2; k++) {
    const t = tokens[k]!;
    if (fatherFirst === undefined && PARENT_WORDS.has(t.key) && SINGLE_PARENT.has(t.key))
      fatherFirst = !RELATIVE_FEMALE.has(t.key);
    // "dad Al 79": a capitalised word right after "dad"/"mom" is a name even when it is also a word.
    const afterParent = SINGLE_PARENT.has(tokens[k - 1]?.key ?? "") && t.brk === 0;
    if (!t.cap || t.num || t.upper || (notNames.has(t.key) && !isFirstName(t.key) && !afterParent)) continue;
    const age = tokens[k + 1];
    if (age?.num === undefined || age.num.value < 40 || age.num.value > 110 || age.brk === 2) continue;
    names.push(k);
  }
  let clientSex: Gender | undefined;
  let spouseSex: Gender | undefined;
  if (fatherFirst !== undefined) {
    clientSex = fatherFirst ? "male" : "female";
    spouseSex = fatherFirst ? "female" : "male";
  } else if (names.length === 2) {
    clientSex = firstNameGender(tokens[names[0]!]!.key, language);
    spouseSex = firstNameGender(tokens[names[1]!]!.key, language);
    if (clientSex === spouseSex) clientSex = spouseSex = undefined;
  }
  return { at, clientName: names[0] ?? -1, spouseName: names[1] ?? -1, clientSex, spouseSex };
}
/**
 * "Hablo el hijo de los Martinez. Su papa tiene 81 y su mama 79": a child calling opens the lead and a
 * later sentence names each parent with a possessive, father and mother. The first named is the client.
 */
function bothParentsAfterChildCall(tokens: readonly Token[]): ParentsCall | undefined {
  if (!childCallsFirst(tokens)) return undefined;
  for (let i = 1; i < tokens.length; i++) {
    const first = tokens[i]!;
    if (!SINGLE_PARENT.has(first.key) || first.brk !== 0 || !PARENT_OWNERS.has(tokens[i - 1]!.key)) continue;
    for (let k = i + 1; k < tokens.length && tokens[k]!.hard === first.hard; k++) {
      const second = tokens[k]!;
      if (!SINGLE_PARENT.has(second.key) || second.brk !== 0 || !PARENT_OWNERS.has(tokens[k - 1]!.key))
        continue;
      if (RELATIVE_FEMALE.has(first.key) === RELATIVE_FEMALE.has(second.key)) break;
      const clientSex: Gender = RELATIVE_FEMALE.has(first.key) ? "female" : "male";
      return { at: i - 1, clientName: -1, spouseName: -1, clientSex, spouseSex: opposite(clientSex) };
    }
    return undefined;
  }
  return undefined;
}

const CALL_NOUNS = words(
  "call appel llamada llamo appelle called calling calls spoke talked hable hablo parle fwd forwarded email emailed e-mail courriel transfere mensaje correo reenviado text texted whatsapp message",
);
const CHILD_CALLERS = words("son daughter hijo hija fils fille");

/** A child or grandchild opening the lead with a call word in its first clause: the index, or -1. */
function callerRelative(tokens: readonly Token[]): number {
  let call = false;
  let child = -1;
  for (let i = 0; i < Math.min(tokens.length, 8); i++) {
    if (i > 0 && tokens[i]!.brk !== 0) break;
    const key = tokens[i]!.key;
    if (CALL_NOUNS.has(key) || CALLER.has(key) || key === "appel") call = true;
    if (child < 0 && CHILD_WORDS.has(key) && key !== "kid" && key !== "child") child = i;
  }
  return call ? child : -1;
}

/** The lead opens on a child calling: a call word and a son or daughter in its first clause. */
function childCallsFirst(tokens: readonly Token[]): boolean {
  let call = false;
  let child = false;
  for (let i = 0; i < Math.min(tokens.length, 6); i++) {
    if (i > 0 && tokens[i]!.brk !== 0) break;
    if (CALL_NOUNS.has(tokens[i]!.key) || CALLER.has(tokens[i]!.key)) call = true;
    if (CHILD_CALLERS.has(tokens[i]!.key)) child = true;
  }
  return call && child;
}

/**
 * The spouse word a lead opens on: its first word ("Esposa de 64 ..."), or the first after a sentence that
 * only says a couple and where ("couple in Gulfport MS. husband 76 ..."): that person is the client.
 */
const OPENING_ARTICLES = words("the la el le l");

function openingSpouseWord(
  tokens: readonly Token[],
  spouseAt: readonly (Gender | "any" | undefined)[],
  clientNameTokens: ReadonlySet<number>,
): number {
  let couple = false;
  for (let i = 0; i < Math.min(tokens.length, 12); i++) {
    const g = spouseAt[i];
    if (g === "male" || g === "female") {
      let k = i;
      while (k > 0 && tokens[k]!.brk === 0 && OPENING_ARTICLES.has(tokens[k - 1]!.key)) k--;
      return i === 0 || (couple && tokens[k]!.brk === 2) ? i : -1;
    }
    const t = tokens[i]!;
    if (OPENING_ARTICLES.has(t.key)) continue;
    if (t.num || clientNameTokens.has(i) || CLIENT_WORDS.has(t.key)) return -1;
    if (MALE_SUBJECT.has(t.key) || FEMALE_SUBJECT.has(t.key)) return -1;
    if (COUPLE_WORDS.has(t.key)) couple = true;
  }
  return -1;
}

const PAIR_PRONOUNS = words("he she el ella lui elle il");
const PAIR_POSSESSIVES = words("his her su sa son");

/** The spouse word at `i` ends "he and his", "ella y su", "lui et sa" opening a clause. */
function pronounAndSpouse(
  text: LeadText,
  tokens: readonly Token[],
  i: number,
  clientNameTokens: ReadonlySet<number>,
): boolean {
  if (i < 3 || tokens[i]!.brk !== 0 || tokens[i - 1]!.brk !== 0 || tokens[i - 2]!.brk !== 0) return false;
  // "el y su esposa (72, tiene un PPO de Humana)": an aside with words is the spouse's alone.
  const after = text.plain.slice(tokens[i]!.end, tokens[i]!.end + 60);
  const aside = /^\s*\(([^)]*)\)?/.exec(after);
  if (aside && /[a-z]{3,}/i.test(aside[1] ?? "")) return false;
  return (
    PAIR_POSSESSIVES.has(tokens[i - 1]!.key) &&
    AND_OR_AMP.has(tokens[i - 2]!.key) &&
    PAIR_PRONOUNS.has(tokens[i - 3]!.key) &&
    atClauseStart(tokens, i - 3, clientNameTokens)
  );
}

/** "M 67 & F 65", "F 70 and M 72" opening the lead: the index of the second letter, or -1. */
function sexAgePair(text: LeadText, tokens: readonly Token[]): number {
  const sex = (t: Token | undefined) => t?.cap === true && (t.key === "m" || t.key === "f");
  const age = (t: Token | undefined) => t?.num?.integer === true && t.num.value >= 18 && t.num.value <= 110;
  if (!sex(tokens[0]) || !age(tokens[1]) || tokens[1]!.brk !== 0) return -1;
  let k = 2;
  const join = text.plain.slice(tokens[1]!.end, tokens[2]?.start ?? 0);
  if (AND_OR_AMP.has(tokens[2]?.key ?? "")) k = 3;
  else if (!/^\s*[&+/]\s*$/.test(join)) return -1;
  const second = tokens[k];
  if (!sex(second) || second!.key === tokens[0]!.key || !age(tokens[k + 1])) return -1;
  return k;
}
const AND_OR_AMP = words("and y et");

/** "vit avec sa mère de 72 ans", "con su hija de 45": the relative's age right after, joined by "de". */
function ageDeFollows(tokens: readonly Token[], i: number): boolean {
  const de = tokens[i + 1];
  const age = tokens[i + 2];
  return de?.key === "de" && de.brk === 0 && age?.num?.integer === true && age.brk === 0;
}

/** "his son (55)", "la fille (Josée, 50 ans)": a parenthesis opening on a name or an age. */
function asideFollows(text: LeadText, tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next?.brk !== 1) return false;
  const gap = text.plain.slice(tokens[i]!.end, next.start);
  return gap.includes("(") && (next.num !== undefined || next.cap);
}

const ABOUT = words("about abt regarding re for por sobre pour concernant");

/**
 * A spouse word by a call word in the first sentence, then "about/for" + possessive + the other spouse
 * word: the index of the spouse called about, or -1.
 */
function spouseCalledAbout(
  tokens: readonly Token[],
  spouseAt: readonly (Gender | "any" | undefined)[],
): number {
  const first = tokens[0]?.hard;
  let caller = -1;
  let call = false;
  for (let i = 0; i < tokens.length && tokens[i]!.hard === first; i++) {
    const key = tokens[i]!.key;
    if (CALL_NOUNS.has(key) || CALLER.has(key) || key === "caller") call = true;
    const g = spouseAt[i];
    if (g === undefined) continue;
    if (caller < 0) {
      caller = i;
      continue;
    }
    const about = ABOUT.has(tokens[i - 1]?.key ?? "") || ABOUT.has(tokens[i - 2]?.key ?? "");
    const other = g !== spouseAt[caller] || g === "any";
    if (call && about && other && (OWNERS.has(tokens[i - 1]!.key) || ABOUT.has(tokens[i - 1]!.key))) return i;
    return -1;
  }
  return -1;
}

/**
 * A message introduced as from someone ("text from Priya:", "email de Ana:", "courriel de Lise :") that
 * speaks of "my husband", "mi esposo", "mon mari": the index of that spouse word, or -1.
 */
function spouseWritesAbout(
  tokens: readonly Token[],
  spouseAt: readonly (Gender | "any" | undefined)[],
): number {
  const first = tokens[0]?.hard;
  let message = false;
  let from = false;
  for (let i = 0; i < tokens.length && tokens[i]!.hard === first && i < 12; i++) {
    const key = tokens[i]!.key;
    if (CALL_NOUNS.has(key)) message = true;
    const next = tokens[i + 1];
    if (message && FROM_WORDS.has(key) && next?.cap && !CLIENT_WORDS.has(next.key)) from = true;
  }
  // "Llamó el esposo de la clienta: 'mi esposa Gladys ...'": the caller named as the spouse.
  let callerWord = -1;
  if (!from && message) {
    for (let i = 0; i < tokens.length && tokens[i]!.hard === first; i++)
      if (spouseAt[i] !== undefined && spouseAt[i] !== "any" && !MY.has(tokens[i - 1]?.key ?? "")) {
        callerWord = i;
        break;
      }
  }
  if (!from && callerWord < 0) return -1;
  for (let i = 1; i < tokens.length; i++) {
    const g = spouseAt[i];
    if (g === undefined || i === callerWord) continue;
    const mine = g !== "any" && MY.has(tokens[i - 1]!.key) && tokens[i]!.brk === 0;
    if (callerWord >= 0 && (!mine || g === spouseAt[callerWord])) return -1;
    return mine ? i : -1;
  }
  return -1;
}
const FROM_WORDS = words("from de del");

const DIVORCE_WORDS = words(
  "divorced divorce divorces divorcee divorcees divorciados divorciado divorciada separated separes separados ex",
);
function sentenceSays(tokens: readonly Token[], at: number, set: ReadonlySet<string>): boolean {
  for (let k = at + 1; k < Math.min(tokens.length, at + 10) && tokens[k]!.hard === tokens[at]!.hard; k++)
    if (set.has(tokens[k]!.key)) return true;
  return false;
}

/** A message introduced as someone's: "Fwd: from Karen", "Correo de la hija:", "Courriel de Patrick (le fils)". */
function messageFromSomeone(tokens: readonly Token[]): boolean {
  let message = false;
  for (let i = 0; i < Math.min(tokens.length, 10); i++) {
    const key = tokens[i]!.key;
    if (CALL_NOUNS.has(key)) message = true;
    // "WhatsApp: / Hijo: hola, mi mamá ...": a child speaking in a thread.
    if (message && CHILD_WORDS.has(key) && tokens[i + 1]?.colon === true) return true;
    if (!message || !FROM_WORDS.has(key)) continue;
    let k = i + 1;
    if (ARTICLE_WORDS.has(tokens[k]?.key ?? "")) k++;
    const next = tokens[k];
    if (next && (next.cap || relationOf(next.key) !== undefined) && !CLIENT_WORDS.has(next.key)) return true;
  }
  return false;
}

/** The lead opens on a son or daughter as its subject: "Daughter", "La hija", "Sa fille", "the son". */
function childOpens(tokens: readonly Token[], language?: Language): boolean {
  // English "son is POA for his mom": "son" is the child, not the French "his" before a noun.
  if (language === "en" && tokens[0]?.key === "son") return true;
  const at = tokens[0] && OPENING_DETERMINERS.has(tokens[0].key) && tokens[1]?.brk === 0 ? 1 : 0;
  return CHILD_CALLERS.has(tokens[at]?.key ?? "");
}

/** The index of the son or daughter word opening the lead, or -1 (French "son" is "his"). */
function childOpensAt(tokens: readonly Token[], language: Language): number {
  const first = tokens[0]?.key ?? "";
  if (language === "en" && CHILD_CALLERS.has(first)) return 0;
  if (!childOpens(tokens)) return -1;
  const at = OPENING_DETERMINERS.has(first) && tokens[1]?.brk === 0 ? 1 : 0;
  return language !== "en" && tokens[at]!.key === "son" ? -1 : at;
}

/** Verbs (and the adverbs before them) a clause opens on when it goes on about the last subject. */
const CLAUSE_VERBS = words(
  "just also still recently now then has had got gets lost loses losing wants needs takes took uses lives moved retired retiring works worked quit is was tiene tuvo perdio pierde quiere necesita toma usa vive trabaja trabajaba esta era ya tambien a perdu veut prend vit travaille travaillait est etait aussi",
);
const MALE_PRONOUNS = words("he his him himself el lui il");
const FEMALE_PRONOUNS = words("she her hers herself ella elle");

function subjectGender(scan: PersonScan, subject: Person): Gender | undefined {
  if (subject === SPOUSE) return scan.spouseGender;
  if (subject === OTHER) return scan.otherGender;
  return undefined;
}

/** The clause from `i` opens on a verb and names the subject of `gender` (not the client's) by a pronoun. */
function continuesAbout(
  tokens: readonly Token[],
  i: number,
  gender: Gender | undefined,
  clientGender: Gender | undefined,
): boolean {
  if (gender === undefined || gender === clientGender || !CLAUSE_VERBS.has(tokens[i]!.key)) return false;
  const own = gender === "male" ? MALE_PRONOUNS : FEMALE_PRONOUNS;
  const other = gender === "male" ? FEMALE_PRONOUNS : MALE_PRONOUNS;
  for (let k = i; k < tokens.length && (k === i || tokens[k]!.brk === 0); k++) {
    const key = tokens[k]!.key;
    if (other.has(key) || (INTERESTING.has(key) && !own.has(key) && !CLAUSE_VERBS.has(key))) return false;
    if (own.has(key) && key !== "el") return true;
  }
  return false;
}

/** Relatives (not a spouse) named in the clause right before "both": "his mom and sister both". */
function relativesBefore(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 5); k--) {
    if (tokens[k + 1]!.brk !== 0) return false;
    const relation = relationOf(tokens[k]!.key);
    if (relation !== undefined) return true;
  }
  return false;
}

const AGE_WORDS_AFTER = words("ans an anos ano years yrs yo old");
/**
 * "sa femme Ginette, 66 ans, a Medicare original", "wife Carol, 68, has Plan N": the clause closing at
 * `i` is only the age (or the name) set off by commas after the mention; what follows is still about it.
 */
/** Only a comma between the two tokens (an aside in parentheses is read elsewhere). */
function commaGap(text: LeadText, a: Token | undefined, b: Token | undefined): boolean {
  return a !== undefined && b !== undefined && /^\s*,\s*$/.test(text.plain.slice(a.end, b.start));
}

function ageAsideAt(text: LeadText, tokens: readonly Token[], i: number, lastMention: number): boolean {
  // The mention's own clause is just before: "sa femme Ginette," then ", 66 ans,".
  if (lastMention < 0) return false;
  let start = i - 1;
  while (start > lastMention && tokens[start]!.brk === 0) start--;
  if (start !== lastMention && tokens[start]!.brk !== 0) return false;
  if (i - lastMention > 3) return false;
  let end = i + 1;
  while (end < tokens.length && tokens[end]!.brk === 0) end++;
  return (
    ageOnly(tokens, i, end) &&
    commaGap(text, tokens[i - 1], tokens[i]) &&
    commaGap(text, tokens[end - 1], tokens[end])
  );
}

/** Tokens `from`..`to` are only an age: "66", "66 ans", "68 yrs". */
function ageOnly(tokens: readonly Token[], from: number, to: number): boolean {
  if (to - from < 1 || to - from > 2) return false;
  const first = tokens[from]!;
  if (!first.num || first.num.value < 18 || first.num.value > 110) return false;
  return to - from === 1 || AGE_WORDS_AFTER.has(tokens[from + 1]!.key);
}

function afterAgeAside(text: LeadText, tokens: readonly Token[], i: number, lastMention: number): boolean {
  if (lastMention < 0) return false;
  let start = i - 1;
  while (start > 0 && tokens[start]!.brk === 0) start--;
  if (start <= lastMention || tokens[start]!.brk !== 1) return false;
  if (start - lastMention > 3) return false;
  return (
    ageOnly(tokens, start, i) &&
    commaGap(text, tokens[start - 1], tokens[start]) &&
    commaGap(text, tokens[i - 1], tokens[i])
  );
}

const TREATMENT_VERBS = words(
  "finished finishing completed underwent did termino completo acabo fini termine",
);
/**
 * "he had prostate cancer, finished radiation in 2025": a clause opening on the end of a treatment, with
 * no one else named in it, is still about the last subject.
 */
function continuesTreatment(tokens: readonly Token[], i: number): boolean {
  if (!TREATMENT_VERBS.has(tokens[i]!.key)) return false;
  for (let k = i + 1; k < tokens.length && tokens[k]!.brk === 0; k++) {
    const key = tokens[k]!.key;
    if (MALE_PRONOUNS.has(key) || FEMALE_PRONOUNS.has(key)) return false;
  }
  return true;
}

const PARENT_DEATH = words(
  "died passed death dead late fallecio murio muerte difunto difunta decede decedee mort morte deces",
);

/** "her mom died of cancer": a parent spoken of as gone is no client. */
function parentDied(tokens: readonly Token[], at: number): boolean {
  if (PARENT_DEATH.has(tokens[at - 2]?.key ?? "")) return true;
  for (let k = at + 1; k < Math.min(tokens.length, at + 5); k++) {
    if (tokens[k]!.hard !== tokens[at]!.hard) break;
    if (PARENT_DEATH.has(tokens[k]!.key)) return true;
  }
  return false;
}

/** "him 72", "her 69": an object pronoun typed with an age, as agents write a couple. */
export function pronounWithAge(tokens: readonly Token[], i: number): Gender | undefined {
  const key = tokens[i]!.key;
  if (key !== "him" && key !== "her") return undefined;
  const next = tokens[i + 1];
  if (next?.brk !== 0 || next.num === undefined || next.num.value < 18 || next.num.value > 110)
    return undefined;
  // "him 41 her 38": right after the other pronoun's age.
  const afterPair = i >= 2 && tokens[i - 1]!.num !== undefined && pronounWithAge(tokens, i - 2) !== undefined;
  if (i > 0 && tokens[i]!.brk === 0 && !CLAUSE_OPENERS.has(tokens[i - 1]!.key) && !afterPair)
    return undefined;
  return key === "him" ? "male" : "female";
}

/** Only numbers (an age) between the mention and `i`, all in the same clause. */
function numbersOnlyBetween(tokens: readonly Token[], mention: number, i: number): boolean {
  for (let k = mention + 1; k < i; k++) if (!tokens[k]!.num || tokens[k]!.brk !== 0) return false;
  return i - mention <= 2;
}
const CLIENT_NOUNS = words("client cliente clienta clients clientes prospect lead pt patient paciente");

/** The index of a parent word opening the lead ("Mom 80", "la mamá", "Sa mère"), or -1. */
const TITLE_SEX: ReadonlyMap<string, Gender> = new Map([
  ["mme", "female"],
  ["madame", "female"],
  ["mrs", "female"],
  ["ms", "female"],
  ["sra", "female"],
  ["senora", "female"],
  ["dona", "female"],
  ["dra", "female"],
  ["doctora", "female"],
  ["monsieur", "male"],
  ["mr", "male"],
  ["sr", "male"],
  ["senor", "male"],
  ["don", "male"],
]);
const OF_WORDS = words("de of");

/** A child word opening the lead, an aside, then "de/of" and a title: the title's index and sex. */
function childOfTitled(text: LeadText, tokens: readonly Token[]): { at: number; gender: Gender } | undefined {
  let i = OPENING_DETERMINERS.has(tokens[0]?.key ?? "") ? 1 : 0;
  if (!CHILD_CALLERS.has(tokens[i]?.key ?? "")) return undefined;
  i++;
  // "(procuration)", "(POA)": a short aside about the child.
  if (text.plain.slice(tokens[i - 1]!.end, tokens[i]?.start ?? 0).includes("(")) {
    while (i < tokens.length && !text.plain.slice(tokens[i - 1]!.end, tokens[i]!.start).includes(")")) i++;
    if (i - 2 > 4) return undefined;
  }
  if (!OF_WORDS.has(tokens[i]?.key ?? "")) return undefined;
  const title = tokens[i + 1];
  const gender = title ? TITLE_SEX.get(title.key) : undefined;
  if (!gender || (title!.key === "m" && !title!.cap)) return undefined;
  return { at: i + 1, gender };
}

function openingParentAt(tokens: readonly Token[]): number {
  const at = tokens[0] && OPENING_DETERMINERS.has(tokens[0].key) && tokens[1]?.brk === 0 ? 1 : 0;
  const key = tokens[at]?.key ?? "";
  return SINGLE_PARENT.has(key) && (at === 1 || tokens.length > 1) ? at : -1;
}

/** The sex of the parent a lead opens on, when that parent is the client (nobody else is called so). */
function openingParentSex(
  tokens: readonly Token[],
  clientNameTokens: ReadonlySet<number>,
): Gender | undefined {
  if (clientNameTokens.size > 0 || namesClient(tokens)) return undefined;
  const at = openingParentAt(tokens);
  if (at < 0) return undefined;
  return RELATIVE_FEMALE.has(tokens[at]!.key) ? "female" : "male";
}

const KIN_OF = words("de of du del");
const KIN_ARTICLES = words("la le el the");

/** A word for a relative of the client: a child, a parent, another relative or a spouse. */
function kinWord(key: string): boolean {
  return (
    relationOf(key) !== undefined || SPOUSE_MALE.has(key) || SPOUSE_FEMALE.has(key) || SPOUSE_ANY.has(key)
  );
}

/**
 * The lead calls someone "the client", so the relatives around are not read as the client. Not when the
 * client is named only as whose relative the writer is: "(client's daughter)", "el esposo de la clienta".
 */
function namesClient(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (!CLIENT_NOUNS.has(tokens[i]!.key)) continue;
    const next = tokens[i + 1];
    if (next?.key === "s" && next.brk === 0 && kinWord(tokens[i + 2]?.key ?? "")) continue;
    let k = i - 1;
    if (KIN_ARTICLES.has(tokens[k]?.key ?? "")) k--;
    if (KIN_OF.has(tokens[k]?.key ?? "") && kinWord(tokens[k - 1]?.key ?? "")) continue;
    return true;
  }
  return false;
}

const PAIR_FIRST = words("los las tous les the each ni");

function bothPair(text: LeadText, tokens: readonly Token[], i: number): boolean {
  // "ni l'un ni l'autre ne fume": neither of the two.
  if (tokens[i]!.key === "ni" && tokens[i + 1]?.key === "l" && tokens[i + 2]?.key === "un") return true;
  if (!PAIR_FIRST.has(tokens[i]!.key)) return false;
  const next = tokens[i + 1];
  if (next?.brk !== 0) return false;
  const nextWord = text.plain.slice(next.start, next.end);
  return BOTH_PAIRS.has(`${tokens[i]!.key} ${nextWord}`);
}

function isElAccented(text: LeadText, t: Token, next?: Token, second?: Token, third?: Token): boolean {
  if (t.key !== "el") return false;
  // "hasta el 31 de enero": the article before a day of a month.
  if (next?.num !== undefined && second?.key === "de" && third !== undefined && MONTH_NAMES.has(third.key))
    return false;
  // "el 66 con Medicare", "el quiere un seguro": without its accent, "él" before a number or a verb.
  return (
    text.lower.slice(t.start, t.end) === "él" ||
    (next !== undefined && next.brk === 0 && (next.num !== undefined || EL_VERBS.has(next.key)))
  );
}
const MONTH_NAMES: ReadonlySet<string> = new Set(monthWords());
const EL_VERBS = words(
  "quiere quisiera tiene toma es esta fuma fumaba trabaja vive necesita busca paga recibe tuvo sufre padece usa gana pregunta no tambien ya nunca todavia sigue",
);

function pronounPerson(scan: PersonScan, gender: Gender): Person {
  // "Couple, he's 72 she's 69": the first pronoun is the client.
  if (scan.clientGender === undefined && scan.spouseGender === undefined) {
    scan.clientGender = gender;
    scan.spouseGender = opposite(gender);
    return CLIENT;
  }
  if (scan.spouseGender === gender && scan.clientGender !== gender) return SPOUSE;
  return CLIENT;
}

for (const set of [
  SPOUSE_MALE,
  SPOUSE_FEMALE,
  SPOUSE_ANY,
  PARENT_WORDS,
  CHILD_WORDS,
  OTHER_WORDS,
  MALE_SUBJECT,
  FEMALE_SUBJECT,
  MALE_POSSESSIVE,
  FEMALE_POSSESSIVE,
  BOTH_WORDS,
  PAIR_FIRST,
  CLIENT_WORDS,
  COUPLE_WORDS,
  CALLER,
  BOTH_ES,
  BOTH_FR,
]) {
  for (const w of set) INTERESTING.add(w);
}
for (const w of SPOUSE_AFTER_POSSESSIVE.keys()) INTERESTING.add(w);
INTERESTING.add("el");
for (const w of MY) INTERESTING.add(w);
for (const w of FIRST_PERSON) INTERESTING.add(w);
INTERESTING.add("him");
