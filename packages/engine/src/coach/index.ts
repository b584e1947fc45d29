/** The chat coach's knowledge and rules (docs/product/chat-coach.md#answer-decision): pure, like the rest of the engine. */
export * from "./decisions/index.js";
export * from "./guard/index.js";
export * from "./knowledge/index.js";
export * from "./pitch/index.js";
