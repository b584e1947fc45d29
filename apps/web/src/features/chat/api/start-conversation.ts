import type { ChatReply } from "@buildr/contracts/chat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { conversationKey } from "./get-messages";
import { greetedConversation } from "./greeted-conversation";
import { conversationsKey } from "./list-conversations";

export interface StartedConversation {
  conversationId: string;
  greeting: ChatReply;
}

/** `POST /api/conversations`: a new conversation, greeted by the coach in the agent's language. */
export function startConversation(language: string): Promise<StartedConversation> {
  return apiFetch<StartedConversation>("/api/conversations", {
    method: "POST",
    body: JSON.stringify({ language }),
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (started) => {
      // The greeting is all the new conversation holds: no need to ask for it again.
      queryClient.setQueryData(conversationKey(started.conversationId), greetedConversation(started));
      return queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}
