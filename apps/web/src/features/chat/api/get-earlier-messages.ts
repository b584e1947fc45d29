import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { type ConversationMessages, conversationKey, getMessages } from "./get-messages";

/** An older page put in front of the messages already shown (ids already there are not repeated). */
export function prependPage(
  data: ConversationMessages | undefined,
  older: ConversationMessages,
): ConversationMessages | undefined {
  if (!data) return data;
  const shown = new Set(data.messages.map((m) => m.id));
  return {
    ...data,
    messages: [...older.messages.filter((m) => !shown.has(m.id)), ...data.messages],
    hasMore: older.hasMore,
  };
}

/**
 * "Load earlier messages": the page before the oldest message shown, prepended to the conversation's
 * cached messages so the screen keeps one list (and one cache entry that sending also updates).
 */
export function useLoadEarlierMessages(conversationId: string | null) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);

  /** "loaded" when older messages were put in front, "failed" when the server could not be reached. */
  const loadEarlier = useCallback(async (): Promise<"loaded" | "failed" | "none"> => {
    if (!conversationId || loading) return "none";
    const key = conversationKey(conversationId);
    const oldest = queryClient
      .getQueryData<ConversationMessages>(key)
      ?.messages.find((m) => !m.id.startsWith("local-"));
    if (!oldest) return "none";
    setLoading(true);
    try {
      const older = await getMessages(conversationId, oldest.id);
      queryClient.setQueryData<ConversationMessages>(key, (data) => prependPage(data, older));
      return "loaded";
    } catch {
      return "failed";
    } finally {
      setLoading(false);
    }
  }, [conversationId, loading, queryClient]);

  return { loadEarlier, loading };
}
