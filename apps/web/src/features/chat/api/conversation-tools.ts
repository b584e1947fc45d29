import type { Conversation } from "@buildr/contracts/chat";
import type { ConversationDeleted, ReplyVersions } from "@buildr/contracts/conversations";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { conversationKey } from "./get-messages";
import { conversationsKey } from "./list-conversations";

const path = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

/** `PATCH /api/conversations/:id`: a new title (1 to 80 characters). */
export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      apiFetch<Conversation>(path(id), { method: "PATCH", body: JSON.stringify({ title }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

/** `POST /api/conversations/:id/delete`: gone at once, restorable for a short while (undo). */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ConversationDeleted>(`${path(id)}/delete`, { method: "POST" }),
    onSuccess: (_deleted, id) => {
      // Gone from every list at once; the lists then ask the server again.
      queryClient.setQueriesData<Conversation[]>({ queryKey: conversationsKey }, (list) =>
        list?.filter((c) => c.id !== id),
      );
      queryClient.removeQueries({ queryKey: conversationKey(id) });
      return queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

/** `POST /api/conversations/:id/restore`: the undo of a delete, while the server's window lasts. */
export function useRestoreConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Conversation>(`${path(id)}/restore`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

export const versionsKey = (conversationId: string) => ["conversation-versions", conversationId] as const;

/**
 * `GET /api/conversations/:id/versions`: the earlier answers a regenerate kept, by the agent message they
 * answered (oldest first).
 */
export function useReplyVersions(conversationId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: versionsKey(conversationId ?? ""),
      queryFn: async () => {
        const { versions } = await apiFetch<{ versions: ReplyVersions[] }>(
          `${path(conversationId ?? "")}/versions`,
        );
        return new Map(versions.map((v) => [v.messageId, v.replies]));
      },
    }),
    enabled: conversationId !== null,
  });
}
