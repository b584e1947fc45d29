import type { AgentBook, AgentBookResponse, CalendarFeed } from "@buildr/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const BOOK_QUERY_KEY = ["me", "book"] as const;
export const FOLLOW_UP_QUERY_KEY = ["me", "follow-up"] as const;

/** `GET /api/me/book`: the agent's licensed states and appointments (null until saved). */
export function useBook() {
  return useQuery({ queryKey: BOOK_QUERY_KEY, queryFn: () => apiFetch<AgentBookResponse>("/api/me/book") });
}

/** `PUT /api/me/book`: the server validates the states and carriers and answers with the saved book. */
export function useSaveBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (book: AgentBook) =>
      apiFetch<AgentBookResponse>("/api/me/book", { method: "PUT", body: JSON.stringify(book) }),
    onSuccess: (saved) => queryClient.setQueryData(BOOK_QUERY_KEY, saved),
  });
}

export function useFollowUpSettings() {
  return useQuery({
    queryKey: FOLLOW_UP_QUERY_KEY,
    queryFn: () => apiFetch<CalendarFeed>("/api/me/follow-up"),
  });
}

export function useUpdateFollowUpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { calendar?: "create" | "replace" | "off"; digest?: boolean }) =>
      apiFetch<CalendarFeed>("/api/me/follow-up", { method: "PATCH", body: JSON.stringify(change) }),
    onSuccess: (saved) => queryClient.setQueryData(FOLLOW_UP_QUERY_KEY, saved),
  });
}
