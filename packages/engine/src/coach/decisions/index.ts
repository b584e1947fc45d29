// Chat decisions, one pure function per step of the per-message flow (docs/product/chat-coach.md#flow), the fixed
// texts, the memory card and the model's prompts. The server wires them to storage and streaming.
// Word counting and the 150-300 bounds are the knowledge base's exports (same rule, one name).
export { followUpAnswer, productInfoAnswer } from "./answers.js";
export { type CoachAnswer, type CoachAnswerContext, coachAnswer } from "./coach-answer.js";
export { type CommandResult, greeting, isCommand, runCommand } from "./commands.js";
export {
  type ConversationState,
  type Decision,
  decideMessage,
  FREE_FOLLOW_UPS_PER_BUNDLE,
  type ReplyKind,
  replyLanguage,
  TRIAL_CREDITS,
} from "./decide.js";
export {
  classifyFollowUp,
  FOLLOW_UP_TOPICS,
  type FollowUpTopic,
  hasCoachingKeywords,
  isNewClientDescription,
  type OffTopicVerdict,
  offTopic,
  productQuestion,
  productsMentioned,
  saveReply,
} from "./detect.js";
export { dollars, factAnswer } from "./facts.js";
export {
  HISTORY_RULES,
  type HistoryTurn,
  historyForModel,
  type ModelHistory,
  type StoredSummary,
  summarize,
  summaryNote,
} from "./history.js";
export { howToAnswer } from "./how-to-moves.js";
export {
  extractMemory,
  MEMORY_PROMPT_MAX_CHARS,
  type MemoryCard,
  memoryKeys,
  mergeMemory,
  renderMemory,
} from "./memory.js";
export { objectionAnswer } from "./objection-moves.js";
export { followUpInstruction, systemPrompt } from "./prompt.js";
export {
  BUNDLE_TOPICS,
  type BundleTopic,
  FACT_TOPICS,
  type FactTopic,
  HOW_TO_TOPICS,
  type HowToTopic,
  OBJECTION_TYPES,
  type ObjectionType,
  QUESTION_KINDS,
  type Question,
  type QuestionKind,
} from "./question.js";
export {
  COACH_TEXTS,
  type CoachTexts,
  coachTexts,
  fallbackReply,
  isValidEmail,
  quotaLine,
} from "./texts.js";
export { understand } from "./understand.js";
