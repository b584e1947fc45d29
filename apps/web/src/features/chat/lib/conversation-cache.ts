import type { ChatMessage } from "@buildr/contracts/chat";
import type { ConversationMessages } from "../api/get-messages";

/**
 * How a conversation's cached messages change while a message is sent, before the server's page is read
 * again: the agent's message shown at once, renamed to its stored id, edited, its reply replaced.
 */

/** An id the screen gave a message before the server named it. */
export const isLocalId = (id: string) => id.startsWith("local-");

export function appendMessages(data: ConversationMessages | undefined, ...messages: ChatMessage[]) {
  return data ? { ...data, messages: [...data.messages, ...messages] } : data;
}

export function renameMessage(data: ConversationMessages | undefined, from: string, to: string) {
  return data
    ? { ...data, messages: data.messages.map((m) => (m.id === from ? { ...m, id: to } : m)) }
    : data;
}

/** The new reply to a message answered again: what followed the message (its old reply) gives way. */
export function replaceReply(
  data: ConversationMessages | undefined,
  messageId: string,
  reply: ChatMessage,
): ConversationMessages | undefined {
  if (!data) return data;
  const at = data.messages.findIndex((m) => m.id === messageId);
  if (at === -1) return appendMessages(data, reply);
  return { ...data, messages: [...data.messages.slice(0, at + 1), reply] };
}

/** An edited message shows its new words at once; its old reply gives way to the one coming. */
export function editedMessage(
  data: ConversationMessages | undefined,
  messageId: string,
  content: string,
): ConversationMessages | undefined {
  if (!data) return data;
  const at = data.messages.findIndex((m) => m.id === messageId);
  if (at === -1) return data;
  return { ...data, messages: [...data.messages.slice(0, at), { ...data.messages[at]!, content }] };
}
