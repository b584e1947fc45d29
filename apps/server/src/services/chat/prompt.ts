import {
  type Bundle,
  historyForModel,
  type Language,
  type MemoryCard,
  type ModelHistory,
  renderMemory,
  summaryNote,
  systemPrompt,
} from "@buildr/engine";
import { CHAT_LIMITS } from "./limits.js";
import type { ModelMessage } from "./model.js";
import { factsSection, knowledgeFor, MARKDOWN_NOTE } from "./model-facts.js";

/**
 * What a model is sent for one question (step 11, §5, §9): the system prompt (which Markdown the screen
 * renders, the follow-up instruction, the facts the model may use, the memory card and the history's
 * summary when there are any), the history as `historyForModel` cuts it, then the message.
 */
export function modelPrompt(input: {
  language: Language;
  message: string;
  now: Date;
  /** When the message is asked: the history is cut against it. */
  askedAt: Date;
  /** The conversation's stored turns before the message, oldest first. */
  turns: { role: "user" | "assistant"; content: string; at: Date }[];
  stored: { summary: string | null; summarizedAt: Date | null };
  /** The follow-up's instruction (the engine's), when the question is about the open bundle. */
  instruction?: string;
  bundle: Bundle | null;
  memory: MemoryCard | null;
}): { messages: ModelMessage[]; compressed: ModelHistory["compressed"] } {
  const { language, message, now } = input;
  const history = historyForModel(input.turns, input.stored, input.askedAt);
  const facts = factsSection({ bundle: input.bundle, knowledge: knowledgeFor(message, language, now) });
  const system = [systemPrompt(language), MARKDOWN_NOTE];
  if (input.instruction) system.push(input.instruction);
  if (facts) system.push(facts);
  const card = input.memory ? renderMemory(input.memory) : null;
  if (card) system.push(card);
  if (history.summary) system.push(summaryNote(history.summary, language));
  return {
    messages: [
      { role: "system", content: system.join("\n\n") },
      ...history.turns.map((t) => ({ role: t.role, content: t.content })),
      { role: "user", content: message.slice(0, CHAT_LIMITS.userMessageToModel) },
    ],
    compressed: history.compressed,
  };
}

/** Added to the system prompt when a reply stated figures that are in none of the facts. */
export function askedAgain(system: ModelMessage): ModelMessage {
  return {
    role: "system",
    content: `${system.content}\n\nYour previous answer stated figures that are in none of the facts. Answer again using only figures from the facts, the agent's message or a tool's answer.`,
  };
}
