import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { conversationKey } from "./get-messages";
import { greetedConversation } from "./greeted-conversation";
import { conversationsKey } from "./list-conversations";
import type { StartedConversation } from "./start-conversation";

/**
 * `DELETE /api/conversations/:id` (docs/product/chat-coach.md#flow "Reset"): the conversation, its memory and follow-up
 * counts are gone, and a new greeted conversation takes its place.
 */
export function resetConversation(conversationId: string): Promise<StartedConversation> {
  return apiFetch<StartedConversation>(`/api/conversations/${encodeURIComponent(conversationId)}`, {
    method: "DELETE",
  });
}

export function useResetConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetConversation,
    onSuccess: (started, clearedId) => {
      queryClient.removeQueries({ queryKey: conversationKey(clearedId) });
      queryClient.setQueryData(conversationKey(started.conversationId), greetedConversation(started));
      return queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}
