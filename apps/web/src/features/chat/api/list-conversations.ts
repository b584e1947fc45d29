import type { Conversation } from "@buildr/contracts/chat";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** `GET /api/conversations?search=`: the agent's conversations, newest first; search reads their messages. */
export async function listConversations(search: string): Promise<Conversation[]> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : "";
  const { conversations } = await apiFetch<{ conversations: Conversation[] }>(`/api/conversations${query}`);
  return conversations;
}

/** The key every list (any search) shares, so a new message, a new chat or a reset refreshes them all. */
export const conversationsKey = ["conversations"] as const;

export const conversationsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...conversationsKey, search.trim()],
    queryFn: () => listConversations(search),
  });

export function useConversations(search: string) {
  return useQuery({ ...conversationsQueryOptions(search), placeholderData: keepPreviousData });
}
