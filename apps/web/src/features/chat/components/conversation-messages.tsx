import type { ChatMessage } from "@buildr/contracts/chat";
import { useTranslation } from "react-i18next";
import { EditMessage } from "./edit-message";
import { CoachBubble, UserBubble } from "./message-list";
import { VersionsControl } from "./versions-control";

/**
 * The conversation's messages: the agent's (the last one editable in place), the coach's with Copy,
 * Regenerate on the last one, and the earlier answers a regenerate kept, one at a time.
 */
export function ConversationMessages({
  messages,
  editing,
  onEdit,
  onSendEdit,
  onCancelEdit,
  canEdit,
  canRegenerate,
  onRegenerate,
  onCopy,
  versions,
  shownVersion,
  onShowVersion,
}: {
  messages: readonly ChatMessage[];
  /** The id of the agent's message being edited. */
  editing: string | null;
  onEdit: (messageId: string) => void;
  onSendEdit: (messageId: string, words: string) => void;
  onCancelEdit: () => void;
  canEdit: boolean;
  canRegenerate: boolean;
  /** Answers the agent's last message again. */
  onRegenerate: (lastUser: ChatMessage) => void;
  onCopy: (content: string) => void;
  /** The earlier answers kept per agent message. */
  versions: Map<string, ChatMessage[]> | undefined;
  /** The answer shown per agent message (1 is the oldest); the latest when absent. */
  shownVersion: Record<string, number>;
  onShowVersion: (messageId: string, version: number) => void;
}) {
  const { t } = useTranslation();
  const lastUser = [...messages].reverse().find((m) => m.role === "user");
  const last = messages[messages.length - 1];
  return messages.map((message, index) => {
    if (message.role === "user") {
      if (editing === message.id)
        return (
          <EditMessage
            key={message.id}
            content={message.content}
            onSend={(words) => onSendEdit(message.id, words)}
            onCancel={onCancelEdit}
          />
        );
      return (
        <UserBubble
          key={message.id}
          content={message.content}
          onEdit={canEdit && message === lastUser ? () => onEdit(message.id) : undefined}
        />
      );
    }
    // The earlier answers a regenerate kept for the agent's message just before this reply.
    const asked = messages[index - 1];
    const earlierAnswers = asked?.role === "user" ? versions?.get(asked.id) : undefined;
    const count = (earlierAnswers?.length ?? 0) + 1;
    const shown = asked ? Math.min(shownVersion[asked.id] ?? count, count) : count;
    const displayed = shown < count && earlierAnswers ? earlierAnswers[shown - 1]! : message;
    return (
      <div key={message.id} className="grid gap-1">
        <CoachBubble
          message={displayed}
          onCopy={message.kind === "greeting" ? undefined : () => onCopy(displayed.content)}
          onRegenerate={
            canRegenerate && message === last && lastUser ? () => onRegenerate(lastUser) : undefined
          }
          versions={
            count > 1 && asked ? (
              <VersionsControl
                current={shown}
                count={count}
                onChange={(version) => onShowVersion(asked.id, version)}
              />
            ) : undefined
          }
        />
        {shown < count && (
          <p className="text-xs text-muted-foreground sm:pl-11">{t("chatTools.olderVersion")}</p>
        )}
      </div>
    );
  });
}
