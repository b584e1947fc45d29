/**
 * Knowledge-base search as docs/product/chat-coach.md#flow step 10 and §5 specify it: query words longer than 2
 * characters, a keyword score times a recency weight, the top 3 articles with a score above 0.
 *
 * Scoring, per unique query word, in the query's language only (the best field counts, once):
 * - 3 points when the word is in the title: the article is *about* it;
 * - 2 points when it is in the headline text (summary, key points, keywords);
 * - 1 point when it occurs only in the body (procedure, dos, don'ts, example dialogue);
 * - 0 otherwise.
 * The keyword score is the sum; the ranking score is keyword score × recency weight. Ties keep the
 * higher keyword score first, then the article that uses the query words more often (an article on
 * deductibles says "deductible" more than one that mentions a high-deductible plan), then the knowledge
 * base's order, so results are stable.
 *
 * Words are compared lower-cased, accent-folded and stripped of punctuation, with a light plural fold
 * (a trailing "s" on words of 4+ letters) and a prefix match when the shorter word has 5+ letters
 * ("enroll" finds "enrollment", "explain" finds "explaining"), so agents need not guess the article's
 * exact form.
 */
import type { Language } from "../../types.js";
import type { Article, ArticleText } from "./types.js";

/** The specified "words longer than 2 characters". */
const MIN_WORD_LENGTH = 3;
/** Shorter words would prefix-match too much ("plan" would find "planning", "planes"). */
const MIN_PREFIX_LENGTH = 5;
export const MAX_RESULTS = 3;

/**
 * 3+-letter filler that would match nearly every article and says nothing about the topic. "client" is
 * here on purpose: every coaching article talks about the client, so it cannot rank one above another;
 * so are the units of an age ("a client of 60 years", "de 60 años"), whose number is already dropped.
 * Lists are accent-folded, like the words they filter.
 */
export const KNOWLEDGE_STOP_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(
    "the and for are but not you your yours with what how who whom why when where which does did doing can could would should will about from into that this these those them they their then than there here have has had was were been being just only want wants wanted need needs get got say tell handle deal one any all some our out over very also its him her his she year years old".split(
      " ",
    ),
  ),
  es: new Set(
    "que para como con los las del una uno unos unas por sus mas pero este esta estos estas ese esa eso esto son hay muy sin sobre cual cuales cuando donde quien quiere quieren necesita tiene tengo hago hacer puedo debo manejo manejar decir solo ella ellos usted ustedes ano anos".split(
      " ",
    ),
  ),
  fr: new Set(
    "les des pour comment que qui quoi une dans avec sur par pas est sont mon mes ses ces cet cette leur leurs nous vous ils elle elles aux fait faire dois peux veut veulent quand quel quelle quels quelles seulement tout tous toute ans annee annees".split(
      " ",
    ),
  ),
};

for (const language of Object.keys(KNOWLEDGE_STOP_WORDS) as Language[]) {
  for (const word of ["client", "cliente", "clientes", "clients", "clienta"]) {
    (KNOWLEDGE_STOP_WORDS[language] as Set<string>).add(word);
  }
}

const COMBINING = /\p{M}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
/**
 * Medicare's parts and Medigap's plans are named by one letter, which the length rule would drop: "Part D"
 * is read as one word "partd" in both the query and the articles ("parte B", "partie A", "plan G").
 */
const LETTER_NAMES = /(?<![\p{L}\p{N}])(part|parte|partie|plan)\s+([a-n])(?![\p{L}\p{N}])/gu;

function fold(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(COMBINING, "").replace(NOT_WORD, " ");
}

function stem(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** The words of a text as search compares them (folded, plural-folded, no short words). */
export function searchWords(text: string): string[] {
  const folded = fold(text).replace(LETTER_NAMES, "$1$2");
  const words: string[] = [];
  for (const raw of folded.split(" ")) {
    if (raw.length >= MIN_WORD_LENGTH) words.push(stem(raw));
  }
  return words;
}

/** The query words that count: long enough, not filler, each once, in the query's order. */
export function searchQueryWords(query: string, language: Language): string[] {
  const stop = KNOWLEDGE_STOP_WORDS[language];
  const seen = new Set<string>();
  const folded = fold(query).replace(LETTER_NAMES, "$1$2");
  for (const raw of folded.split(" ")) {
    if (raw.length < MIN_WORD_LENGTH || stop.has(raw)) continue;
    const word = stem(raw);
    if (!stop.has(word)) seen.add(word);
  }
  return [...seen];
}

/**
 * One field's words, sorted and unique, so a word and every word it prefixes are found by binary search
 * instead of a scan (a search touches every article: a scan made it cost milliseconds).
 */
class WordList {
  readonly sorted: readonly string[];
  constructor(words: Iterable<string>) {
    this.sorted = [...new Set(words)].sort();
  }

  /** Index of the first word >= `word`. */
  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The words that match `word`, each once: equal, or one prefixes the other when the shorter has
   * MIN_PREFIX_LENGTH letters or more.
   */
  *matching(word: string): Generator<string> {
    // Words the query word prefixes (or equals), all adjacent in sorted order.
    let i = this.lowerBound(word);
    const prefixOk = word.length >= MIN_PREFIX_LENGTH;
    for (; i < this.sorted.length && this.sorted[i]!.startsWith(word); i++) {
      if (prefixOk || this.sorted[i] === word) yield this.sorted[i]!;
    }
    // Words that prefix the query word: only its own prefixes of MIN_PREFIX_LENGTH letters or more.
    for (let length = MIN_PREFIX_LENGTH; length < word.length; length++) {
      const prefix = word.slice(0, length);
      const j = this.lowerBound(prefix);
      if (this.sorted[j] === prefix) yield prefix;
    }
  }

  has(word: string): boolean {
    return !this.matching(word).next().done;
  }
}

interface IndexedText {
  /** How often each word is used, for the tie-break on how often the query words occur. */
  counts: ReadonlyMap<string, number>;
  all: WordList;
  title: WordList;
  headline: WordList;
  body: WordList;
}

// Articles are immutable values built once; indexing each language's text once keeps a search cheap.
const INDEX = new WeakMap<ArticleText, IndexedText>();

function indexed(text: ArticleText): IndexedText {
  let entry = INDEX.get(text);
  if (entry === undefined) {
    const headline = [text.summary, ...text.keyPoints, ...text.keywords].join(" ");
    const body = [
      ...text.procedure,
      ...text.dos,
      ...text.donts,
      ...text.exampleDialogue.map((turn) => turn.line),
    ].join(" ");
    const every = searchWords([text.title, headline, body].join(" "));
    const counts = new Map<string, number>();
    for (const word of every) counts.set(word, (counts.get(word) ?? 0) + 1);
    entry = {
      counts,
      all: new WordList(every),
      title: new WordList(searchWords(text.title)),
      headline: new WordList(searchWords(headline)),
      body: new WordList(searchWords(body)),
    };
    INDEX.set(text, entry);
  }
  return entry;
}

/** How many times the text uses any of the query words (the ranking's second tie-break). */
function uses(article: Article, words: readonly string[], language: Language): number {
  const text = indexed(article.text[language]);
  const used = new Set<string>();
  for (const word of words) for (const candidate of text.all.matching(word)) used.add(candidate);
  let count = 0;
  for (const candidate of used) count += text.counts.get(candidate) ?? 0;
  return count;
}

/** The keyword score of one article for already-extracted query words (see the file comment). */
export function keywordScore(article: Article, words: readonly string[], language: Language): number {
  const text = indexed(article.text[language]);
  let score = 0;
  for (const word of words) {
    if (text.title.has(word)) score += 3;
    else if (text.headline.has(word)) score += 2;
    else if (text.body.has(word)) score += 1;
  }
  return score;
}

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The specified recency weight (docs/product/rules-and-figures.md#records): 3 when the article's year-month is at most 1 month
 * before `now` (a date in the future counts as fresh), 2 when 2 months, else 1. Month arithmetic in UTC,
 * like every date in the engine.
 */
export function recencyWeight(date: string, now: Date): 1 | 2 | 3 {
  const match = YEAR_MONTH.exec(date);
  if (match === null) return 1;
  const months =
    now.getUTCFullYear() * 12 + now.getUTCMonth() - (Number(match[1]) * 12 + Number(match[2]) - 1);
  if (months <= 1) return 3;
  return months === 2 ? 2 : 1;
}

export interface SearchResult {
  article: Article;
  /** Keyword score × recency weight: the ranking value. */
  score: number;
  keywordScore: number;
  weight: 1 | 2 | 3;
}

export interface SearchOptions {
  /** The clock is injected (the engine is pure): the recency weight is measured against it. */
  now: Date;
  /** The query's language: only that language's article text is searched. */
  language: Language;
  /** Defaults to the knowledge base for `now`'s plan year. */
  articles?: readonly Article[];
}

/** Ranks `articles` for `query`; the caller supplies the default knowledge base. */
export function rankArticles(
  query: string,
  articles: readonly Article[],
  now: Date,
  language: Language,
): SearchResult[] {
  const words = searchQueryWords(query, language);
  if (words.length === 0) return [];
  const results: (SearchResult & { uses: number; order: number })[] = [];
  articles.forEach((article, order) => {
    const keyword = keywordScore(article, words, language);
    if (keyword === 0) return;
    const weight = recencyWeight(article.date, now);
    const used = uses(article, words, language);
    results.push({ article, score: keyword * weight, keywordScore: keyword, weight, uses: used, order });
  });
  results.sort(
    (a, b) => b.score - a.score || b.keywordScore - a.keywordScore || b.uses - a.uses || a.order - b.order,
  );
  return results.slice(0, MAX_RESULTS).map(({ uses: _uses, order: _order, ...result }) => result);
}
