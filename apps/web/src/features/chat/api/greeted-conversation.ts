import type { ConversationMessages } from "./get-messages";
import type { StartedConversation } from "./start-conversation";

/** A conversation that was just started (or reset) as the messages query would return it. */
export function greetedConversation({ conversationId, greeting }: StartedConversation): ConversationMessages {
  return {
    conversation: {
      id: conversationId,
      title: null,
      language: greeting.language,
      createdAt: greeting.createdAt,
      updatedAt: greeting.createdAt,
    },
    messages: [
      {
        id: greeting.id,
        role: "assistant",
        content: greeting.content,
        kind: greeting.kind,
        createdAt: greeting.createdAt,
      },
    ],
    hasMore: false,
  };
}
