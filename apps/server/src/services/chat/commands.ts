import { randomUUID } from "node:crypto";
import type { ChatReply } from "@buildr/contracts";
import type { ConversationStore } from "./conversation-store.js";
import { greetingText } from "./greeting.js";
import type { Prepared } from "./prepared.js";

/**
 * A command's reply (`/help`, `/lang xx`), never stored as a message: a `/lang` changes the
 * conversation's language, and one sent before any conversation exists opens it, untitled, so the
 * language sticks. A conversation nobody wrote in yet is greeted again in the new language.
 */
export async function commandReply(
  store: ConversationStore,
  prepared: Prepared,
  content: string,
  at: Date,
): Promise<ChatReply> {
  const { decision, loaded, conversationId, userId } = prepared;
  if (decision.kind !== "command") throw new Error("not a command");
  const language = decision.command.type === "language" ? decision.command.language : decision.language;
  if (!loaded) {
    await store.openUntitled({
      id: conversationId,
      userId,
      threadId: prepared.threadId,
      language,
      now: prepared.now,
    });
  } else if (language !== loaded.conversation.language) {
    await store.setLanguage(conversationId, language);
    if (!loaded.conversation.title) {
      // Nobody wrote here yet: the greeting follows the switch.
      const text = await greetingText(
        store,
        { id: userId, name: prepared.userName },
        language,
        prepared.allowance.unlimited,
      );
      await store.replaceGreeting(conversationId, text);
    }
  }
  return {
    id: randomUUID(),
    role: "assistant",
    content,
    kind: "command",
    command: {
      type: decision.command.type,
      ...(decision.command.type === "language" ? { language: decision.command.language } : {}),
    },
    language,
    createdAt: at.toISOString(),
  };
}
