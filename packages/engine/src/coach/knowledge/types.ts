import type { Language } from "../../types.js";

/** One coaching article's words in one language (docs/product/rules-and-figures.md#records "Knowledge-base article"). */
export interface ArticleText {
  title: string;
  summary: string;
  keyPoints: string[];
  procedure: string[];
  dos: string[];
  donts: string[];
  /** Agent and client lines, in order: the way a top producer would actually say it. */
  exampleDialogue: { speaker: "agent" | "client"; line: string }[];
  /** Extra search words in this language (synonyms, the words agents type), beyond the text itself. */
  keywords: string[];
  /**
   * The call to action that closes a coaching reply built from this article; optional, the reply falls
   * back to a general next step.
   */
  nextStep?: string;
}

export interface Article {
  /** `KB-nnnnn`, unique, stable. */
  id: string;
  /** Year-month the article was written or last reviewed, `YYYY-MM`; the recency weight reads it. */
  date: string;
  /** The docs/product/rules-and-figures.md#records topic it covers (several articles may share one). */
  topic: string;
  /** Where its facts come from (packages/engine/src/facts/sources.ts section or source ids); empty for pure selling skills. */
  sources: string[];
  text: Record<Language, ArticleText>;
}
