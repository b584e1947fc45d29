import type { ChatMessage, Conversation } from "@buildr/contracts/chat";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export interface ConversationMessages {
  conversation: Conversation;
  messages: ChatMessage[];
  hasMore: boolean;
}

/**
 * The most messages the server gives in one page. A coaching conversation rarely comes near it; older
 * messages beyond it stay searchable from the history panel.
 */
const PAGE = 200;

/** `GET /api/conversations/:id/messages`: one conversation, oldest message first. */
export function getMessages(conversationId: string): Promise<ConversationMessages> {
  return apiFetch<ConversationMessages>(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages?limit=${PAGE}`,
  );
}

export const conversationKey = (conversationId: string) => ["conversation", conversationId] as const;

export const conversationQueryOptions = (conversationId: string) =>
  queryOptions({ queryKey: conversationKey(conversationId), queryFn: () => getMessages(conversationId) });

export function useConversationMessages(conversationId: string | null) {
  return useQuery({ ...conversationQueryOptions(conversationId ?? ""), enabled: conversationId !== null });
}
