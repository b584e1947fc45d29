import type { ChatMessage, Conversation } from "@buildr/contracts/chat";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { formatDateTime } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";
import {
  useDeleteConversation,
  useRenameConversation,
  useRestoreConversation,
} from "../api/conversation-tools";
import type { ConversationMessages } from "../api/get-messages";
import { useResetConversation } from "../api/reset-conversation";
import type { useStartConversation } from "../api/start-conversation";
import { conversationTitle } from "../components/history-panel";
import { conversationToMarkdown, downloadText } from "../lib/export-markdown";

/**
 * What the agent does to whole conversations: start a new one, rename, delete (with Undo in the toast),
 * clear (reset), export as Markdown. Each says in a toast what went wrong.
 */
export function useConversationActions(context: {
  openId: string | null;
  open: (id: string, replace?: boolean) => void;
  close: () => void;
  /** The most recent conversations: where a deleted open one gives way to. */
  latest: readonly Conversation[] | undefined;
  start: ReturnType<typeof useStartConversation>;
  page: ConversationMessages | undefined;
  messages: readonly ChatMessage[];
  hasUserMessage: boolean;
  closeHistory: () => void;
  focusComposer: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? "en";
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const restore = useRestoreConversation();
  const reset = useResetConversation();
  const { openId, open, close, start } = context;

  function newChat() {
    context.closeHistory();
    if (!context.hasUserMessage && openId) {
      // The open conversation is still empty: start there rather than pile up empty ones.
      context.focusComposer();
      return;
    }
    start.mutate(currentLanguage(), {
      onSuccess: (started) => {
        open(started.conversationId);
        context.focusComposer();
      },
      onError: () => toast.error(t("chat.errors.generic")),
    });
  }

  async function renameConversation(target: Conversation, title: string): Promise<boolean> {
    try {
      await rename.mutateAsync({ id: target.id, title });
      toast.success(t("chatTools.renamed"));
      return true;
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("chat.errors.generic"));
      return false;
    }
  }

  /** Deleted at once; the toast's Undo brings it back (and opens it again if it was open). */
  function deleteConversation(target: Conversation) {
    const wasOpen = target.id === openId;
    const title = conversationTitle(target, t("chat.history.untitled"));
    remove.mutate(target.id, {
      onSuccess: () => {
        // The drawer (phones) closes: its modal layer would keep the toast's Undo out of reach.
        context.closeHistory();
        if (wasOpen) {
          const next = context.latest?.find((c) => c.id !== target.id);
          if (next) open(next.id, true);
          else close();
        }
        toast(t("chatTools.deleted"), {
          description: title,
          duration: 10_000,
          action: {
            label: t("chatTools.undo"),
            onClick: () =>
              restore.mutate(target.id, {
                onSuccess: () => {
                  toast.success(t("chatTools.restored"), { description: title });
                  if (wasOpen) open(target.id);
                },
                onError: () => toast.error(t("chatTools.restoreExpired")),
              }),
          },
        });
      },
      onError: () => toast.error(t("chat.errors.generic")),
    });
  }

  /** Clear: the conversation and its memory are gone; a new one opens in its place. */
  function clear(target: Conversation, onDone: () => void) {
    reset.mutate(target.id, {
      onSuccess: (started) => {
        onDone();
        open(started.conversationId, true);
      },
      onError: () => toast.error(t("chat.errors.generic")),
    });
  }

  function exportConversation() {
    if (!context.page) return;
    const title = context.page.conversation.title ?? t("chat.exportTitle");
    const markdown = conversationToMarkdown([...context.messages], {
      title,
      you: t("chat.you"),
      coach: t("chat.coach"),
      date: (iso) => formatDateTime(iso, lng),
    });
    downloadText(`buildr-coach-${new Date().toISOString().slice(0, 10)}.md`, markdown);
  }

  return {
    newChat,
    renameConversation,
    deleteConversation,
    clear,
    clearing: reset.isPending,
    exportConversation,
  };
}
