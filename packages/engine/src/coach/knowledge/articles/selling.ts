import type { Article } from "../types.js";

/** Selling-skill articles (objections, trust, discovery, closing…), ids KB-20001 and up. */
export const SELLING_ARTICLES: readonly Article[] = [];
