/**
 * Typos agents make in the words the reader knows ("widdower", "burrial", "oxigen", "supplment",
 * "ipoteca", "assurence"): a word the reader does not know, five letters or more, one edit (a letter
 * missing, extra, changed, or two swapped) from exactly one lexicon word of five letters or more, reads as
 * that word. Words the reader knows in any list are never corrected ("cancel" stays "cancel"), and a
 * correction keeps the first letter unless the word is long ("ipoteca" → "hipoteca").
 *
 * Lookups use deletions only (the symmetric-delete method): every lexicon word is stored under itself
 * and each of its one-letter deletions, so a typo costs as many lookups as it has letters.
 */

/** Every word any list of the reader holds (registered by `words()` and the phrase compiler). */
export const KNOWN = new Set<string>();
/** Words a typo may be read as: the words of the phrase lexicon. */
const TARGETS = new Set<string>();
let index: Map<string, string[]> | undefined;

/** Everyday words one letter from a lexicon word ("water"/"waiter", "saying"/"staying"): never typos. */
for (const w of "burned burnt water saying there other others their where these those about after again always because before between called calling change friend friends months people please really right should something still think through today under until while would years states county street avenue checking worried maybe asked plans quote quotes agent agents member members network weekly daily nightly morning evening later since older young younger sister brother cousin uncle aunt nephew niece house homes money cards phone email wants needs takes makes lives gives comes goes stays pays these thing things doing going being having seeing coming getting paying living working looking talking trying asking telling planning thinking hoping feeling buying selling moving using sure cosas estas estos tiene tienen quiere quieren puede pueden desde hasta entre sobre porque tambien todavia siempre nunca donde cuando mucho mucha muchos pocos otros otras nuestra nuestro ahora antes despues mismo misma cette cettes leurs autre autres avant apres depuis encore toujours jamais aussi comme parce quand votre notre elles veulent peuvent doivent viene vienen venir vient viennent".split(
  " ",
)) {
  KNOWN.add(w);
}

export function registerKnown(word: string): void {
  KNOWN.add(word);
}

export function registerTarget(word: string): void {
  KNOWN.add(word);
  if (word.length >= 5 && /^[a-z]+$/.test(word)) {
    TARGETS.add(word);
    index = undefined;
  }
}

function deletions(word: string, visit: (d: string) => void): void {
  for (let i = 0; i < word.length; i++) visit(word.slice(0, i) + word.slice(i + 1));
}

function build(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (key: string, word: string) => {
    const list = map.get(key);
    if (!list) map.set(key, [word]);
    else if (!list.includes(word)) list.push(word);
  };
  for (const word of TARGETS) {
    add(word, word);
    deletions(word, (d) => add(d, word));
  }
  return map;
}

/** One edit apart, with an adjacent swap counting as one. */
function oneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Answers already worked out (a pure function of the word; bounded so a flood of junk cannot grow it). */
const memo = new Map<string, string | null>();
const MEMO_LIMIT = 20_000;

/** The lexicon word a typo stands for, or undefined when the word is known or unclear. */
export function correct(word: string): string | undefined {
  if (word.length < 5 || KNOWN.has(word)) return undefined;
  const seen = memo.get(word);
  if (seen !== undefined) return seen ?? undefined;
  const answer = lookup(word);
  if (memo.size < MEMO_LIMIT) memo.set(word, answer ?? null);
  return answer;
}

function lookup(word: string): string | undefined {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 97 || c > 122) return undefined;
  }
  index ??= build();
  let found: string | undefined;
  let sameLength: string | undefined;
  let sameLengthCount = 0;
  const consider = (candidate: string) => {
    if (candidate === found || !oneEdit(word, candidate)) return;
    if (candidate.length === word.length && candidate !== sameLength) {
      sameLength = candidate;
      sameLengthCount++;
    }
    if (candidate[0] !== word[0] && word.length < 7) return;
    // A five-letter word is only read as a longer word missing a letter ("pased", "famly"): a changed
    // letter there too often makes another language's word ("viene" is not "vient").
    if (word.length === 5 && candidate.length !== 6) return;
    found = found === undefined ? candidate : "\u0000";
  };
  for (const c of index.get(word) ?? []) consider(c);
  deletions(word, (d) => {
    if (TARGETS.has(d)) consider(d);
    for (const c of index!.get(d) ?? []) consider(c);
  });
  if (found !== "\u0000") return found;
  // "oxigen": "oxygen" (a letter changed) before "oxigeno" (a letter missing).
  return sameLengthCount === 1 ? sameLength : undefined;
}
