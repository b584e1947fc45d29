/**
 * The knowledge base: the Medicare, product and compliance articles (KB-10001 and up) followed by the
 * selling-skill articles (KB-20001 and up). Articles quoting Medicare figures are built from the sourced
 * tables for a plan year (docs/product/decisions.md#d-11), so a new year's figures update them with no text to retype.
 */
import type { Language } from "../../types.js";
import { COMPLIANCE_ARTICLES } from "./articles/compliance.js";
import { LIFE_AND_ANNUITY_ARTICLES } from "./articles/life-annuities.js";
import { medicareArticles } from "./articles/medicare.js";
import { medicareYears } from "./articles/script.js";
import { SELLING_ARTICLES } from "./articles/selling.js";
import { WINDOW_ARTICLES } from "./articles/windows.js";
import { type CoachingReply, composeReply } from "./reply.js";
import { rankArticles, type SearchOptions, type SearchResult } from "./search.js";
import type { Article } from "./types.js";

const BY_YEAR = new Map<number, readonly Article[]>();

/**
 * Every article, with the Medicare ones written for `now`'s plan year (and the year before for
 * comparison). Built once per plan year.
 */
export function knowledgeBase(now: Date | number): readonly Article[] {
  const years = medicareYears(now);
  let articles = BY_YEAR.get(years.current.year);
  if (articles === undefined) {
    articles = Object.freeze([
      ...medicareArticles(years),
      ...LIFE_AND_ANNUITY_ARTICLES,
      ...COMPLIANCE_ARTICLES,
      ...WINDOW_ARTICLES,
      ...SELLING_ARTICLES,
    ]);
    BY_YEAR.set(years.current.year, articles);
  }
  return articles;
}

/** The knowledge base for the latest plan year in the Medicare tables. */
export const KNOWLEDGE_BASE: readonly Article[] = knowledgeBase(Number.MAX_SAFE_INTEGER);

/** An article by id (`KB-nnnnn`), written for `now`'s plan year when given. */
export function articleById(id: string, now?: Date): Article | undefined {
  return (now === undefined ? KNOWLEDGE_BASE : knowledgeBase(now)).find((article) => article.id === id);
}

/** The top 3 articles for `query` (keyword score × recency weight, score above 0), best first. */
export function searchKnowledge(query: string, options: SearchOptions): SearchResult[] {
  return rankArticles(query, options.articles ?? knowledgeBase(options.now), options.now, options.language);
}

/** The coaching reply for an agent's question, from the knowledge base, in `language`. */
export function coachingReply(
  query: string,
  options: { now: Date; language: Language; articles?: readonly Article[] },
): CoachingReply {
  return composeReply(searchKnowledge(query, options), options.language);
}
