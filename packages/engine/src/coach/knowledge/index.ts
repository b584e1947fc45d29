// The knowledge base: articles, search and the coaching reply (docs/product/chat-coach.md#answer-decision).
export { articleById, coachingReply, KNOWLEDGE_BASE, knowledgeBase, searchKnowledge } from "./base.js";
export {
  COACHING_REPLY_LABELS,
  COACHING_REPLY_MAX_WORDS,
  COACHING_REPLY_MIN_WORDS,
  type CoachingReply,
  type CoachingReplyLabels,
  composeReply,
  countReplyWords,
  KNOWLEDGE_NO_MATCH_TEXT,
} from "./reply.js";
export {
  KNOWLEDGE_STOP_WORDS,
  recencyWeight,
  type SearchOptions,
  type SearchResult,
  searchQueryWords,
} from "./search.js";
export type { Article, ArticleText } from "./types.js";
