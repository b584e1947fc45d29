// The compliance guard: check(text, context) → findings (docs/product/chat-coach.md#answer-decision part 5). The server runs model output
// through it; every text the engine writes passes it (proved by the tests beside it).
export {
  check,
  check as checkCompliance,
  type Finding,
  GUARD_RULE_IDS,
  GUARD_RULE_SOURCES,
  type GuardContext,
  type GuardRuleId,
  hasTpmoDisclaimer,
} from "./check.js";
