import type { Conversation } from "@buildr/contracts/chat";
import { CONVERSATION_TITLE_MAX } from "@buildr/contracts/conversations";
import { Check, MessageSquare, Pencil, Plus, Search, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";

export function conversationTitle(conversation: Conversation, untitled: string) {
  return conversation.title?.trim() || untitled;
}

/** One conversation's title, edited in place: Enter saves, Escape gives up. */
function RenameForm({
  title,
  onSave,
  onCancel,
}: {
  title: string;
  onSave: (title: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(title);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const input = () => form.current?.querySelector("input");
  useEffect(() => {
    const field = form.current?.querySelector("input");
    field?.focus();
    field?.select();
  }, []);
  async function save() {
    const next = value.trim();
    if (!next || next === title) return onCancel();
    setSaving(true);
    const saved = await onSave(next);
    setSaving(false);
    if (saved) onCancel();
    else input()?.focus();
  }
  return (
    <form
      ref={form}
      data-rename=""
      className="flex items-center gap-1 rounded-lg bg-accent p-1"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
        aria-label={t("chatTools.renameLabel")}
        maxLength={CONVERSATION_TITLE_MAX}
        className="h-8 min-w-0 flex-1 px-2"
        disabled={saving}
      />
      <Button
        type="submit"
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={t("chatTools.renameSave")}
        disabled={saving || !value.trim()}
      >
        <Check aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={t("chatTools.renameCancel")}
        onClick={onCancel}
      >
        <X aria-hidden />
      </Button>
    </form>
  );
}

/**
 * The agent's conversations: search across their messages, open one, start one, rename or delete one
 * (the delete can be undone from its toast). Long titles end in an ellipsis; the row's controls stay in
 * reach, on a phone too.
 */
export function HistoryPanel({
  conversations,
  loading,
  search,
  onSearch,
  openId,
  onOpen,
  onNew,
  onRename,
  onDelete,
  starting,
}: {
  conversations: Conversation[];
  loading: boolean;
  search: string;
  onSearch: (search: string) => void;
  openId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  /** Resolves whether the new title was saved. */
  onRename: (conversation: Conversation, title: string) => Promise<boolean>;
  onDelete: (conversation: Conversation) => void;
  starting: boolean;
}) {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const untitled = t("chat.history.untitled");
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <Button onClick={onNew} disabled={starting} className="w-full shrink-0">
        <Plus aria-hidden />
        {t("chat.history.newChat")}
      </Button>
      <div className="relative shrink-0">
        <label htmlFor={searchId} className="sr-only">
          {t("chat.history.search")}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={searchId}
          data-chat-search=""
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t("chat.history.search")}
          className="pl-9"
          maxLength={200}
        />
      </div>
      <nav
        aria-label={t("chat.history.title")}
        className="relative -mx-1 min-h-0 flex-1 overflow-y-auto overscroll-contain px-1"
      >
        {conversations.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground" role="status">
            {loading
              ? t("common.loading")
              : search.trim()
                ? t("chat.history.noMatch")
                : t("chat.history.empty")}
          </p>
        ) : (
          <ul className="grid min-w-0 gap-1">
            {conversations.map((conversation) => {
              const title = conversationTitle(conversation, untitled);
              const current = conversation.id === openId;
              if (renaming === conversation.id)
                return (
                  <li key={conversation.id} className="min-w-0">
                    <RenameForm
                      title={title}
                      onSave={(next) => onRename(conversation, next)}
                      onCancel={() => setRenaming(null)}
                    />
                  </li>
                );
              return (
                <li
                  key={conversation.id}
                  className={cn(
                    "group flex min-w-0 items-center gap-0.5 rounded-lg pr-1 hover:bg-accent",
                    current && "bg-accent",
                  )}
                >
                  <button
                    type="button"
                    onClick={() => onOpen(conversation.id)}
                    aria-current={current ? "page" : undefined}
                    title={title}
                    className="grid min-w-0 flex-1 gap-0.5 rounded-lg py-2 pl-3 text-left text-sm focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="flex min-w-0 items-center gap-2 font-medium">
                      <MessageSquare className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                      <span className="truncate">{title}</span>
                    </span>
                    <span className="truncate text-xs text-muted-foreground">
                      {formatDateTime(conversation.updatedAt, i18n.resolvedLanguage ?? "en")}
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0 text-muted-foreground hover:text-foreground"
                    onClick={() => setRenaming(conversation.id)}
                    aria-label={t("chatTools.rename", { title })}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0 text-muted-foreground hover:text-destructive"
                    onClick={() => onDelete(conversation)}
                    aria-label={t("chatTools.delete", { title })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </nav>
    </div>
  );
}
