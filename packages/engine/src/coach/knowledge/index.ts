// The knowledge base: articles, search and the coaching reply (issue 4).
export type { Article, ArticleText } from "./types.js";
