import type { ChatMessage, Conversation } from "@buildr/contracts/chat";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export interface ConversationMessages {
  conversation: Conversation;
  messages: ChatMessage[];
  hasMore: boolean;
  /** Free follow-ups left on the open bundle for a limited account; null: none open, or unlimited. */
  followUpsLeft?: number | null;
}

/**
 * Messages per page: the screen opens on the latest page and "Load earlier messages" prepends the ones
 * before it (get-earlier-messages.ts).
 */
export const MESSAGES_PAGE = 30;

/**
 * `GET /api/conversations/:id/messages`: one page of a conversation, oldest message first; the latest
 * page, or the one just before the message `before`.
 */
export function getMessages(conversationId: string, before?: string): Promise<ConversationMessages> {
  const query = new URLSearchParams({ limit: String(MESSAGES_PAGE) });
  if (before) query.set("before", before);
  return apiFetch<ConversationMessages>(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages?${query}`,
  );
}

export const conversationKey = (conversationId: string) => ["conversation", conversationId] as const;

export const conversationQueryOptions = (conversationId: string) =>
  queryOptions({ queryKey: conversationKey(conversationId), queryFn: () => getMessages(conversationId) });

export function useConversationMessages(conversationId: string | null) {
  return useQuery({ ...conversationQueryOptions(conversationId ?? ""), enabled: conversationId !== null });
}
