import { randomUUID } from "node:crypto";
import type { ChatReply } from "@buildr/contracts";
import { greeting, type Language, TRIAL_CREDITS } from "@buildr/engine";
import type { ConversationStore } from "./conversation-store.js";

/**
 * The greeting for this agent in `language`: welcomed back when they have written to the coach or made
 * a bundle (bundles stay after a Clear), else welcomed with the free bundles (unless unlimited).
 */
export async function greetingText(
  store: ConversationStore,
  user: { id: string; name: string },
  language: Language,
  unlimited: boolean,
): Promise<string> {
  const firstName = user.name.trim().split(/\s+/)[0];
  return greeting(language, firstName && firstName !== "User" ? firstName : undefined, {
    returning: await store.hasWrittenOrMade(user.id),
    welcomeBundles: unlimited ? undefined : TRIAL_CREDITS,
  });
}

/**
 * A new conversation, greeted (§4: on an empty conversation, personal when the first name is known).
 * An agent who never wrote to the coach is welcomed with the free bundles the account starts with, not
 * welcomed back. A conversation nobody wrote in yet is reused rather than left behind empty: the
 * history lists only conversations with a message.
 */
export async function startConversation(
  store: ConversationStore,
  user: { id: string; name: string },
  language: Language,
  now: Date,
  unlimited: boolean,
): Promise<{ conversationId: string; greeting: ChatReply }> {
  const id = randomUUID();
  const content = await greetingText(store, user, language, unlimited);
  const conversationId = await store.greeted(
    user.id,
    language,
    now,
    { id, content },
    { conversationId: randomUUID(), threadId: randomUUID() },
  );
  return {
    conversationId,
    greeting: { id, role: "assistant", content, kind: "greeting", language, createdAt: now.toISOString() },
  };
}
