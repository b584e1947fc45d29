import type { Conversation } from "@buildr/contracts/chat";
import { MessageSquare, Plus, Search, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";

export function conversationTitle(conversation: Conversation, untitled: string) {
  return conversation.title?.trim() || untitled;
}

/** The agent's conversations: search across their messages, open one, start one, clear one. */
export function HistoryPanel({
  conversations,
  loading,
  search,
  onSearch,
  openId,
  onOpen,
  onNew,
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
  onDelete: (conversation: Conversation) => void;
  starting: boolean;
}) {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const untitled = t("chat.history.untitled");
  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <Button onClick={onNew} disabled={starting} className="w-full">
        <Plus aria-hidden />
        {t("chat.history.newChat")}
      </Button>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t("chat.history.search")}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t("chat.history.search")}
          className="pl-9"
          maxLength={200}
        />
      </div>
      <nav aria-label={t("chat.history.title")} className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
        {conversations.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground" role="status">
            {loading
              ? t("common.loading")
              : search.trim()
                ? t("chat.history.noMatch")
                : t("chat.history.empty")}
          </p>
        ) : (
          <ul className="grid gap-1">
            {conversations.map((conversation) => {
              const title = conversationTitle(conversation, untitled);
              const current = conversation.id === openId;
              return (
                <li key={conversation.id} className="group relative">
                  <button
                    type="button"
                    onClick={() => onOpen(conversation.id)}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "grid w-full gap-0.5 rounded-lg py-2 pr-11 pl-3 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                      current && "bg-accent",
                    )}
                  >
                    <span className="flex items-center gap-2 font-medium">
                      <MessageSquare className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                      <span className="truncate">{title}</span>
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {formatDateTime(conversation.updatedAt, i18n.resolvedLanguage ?? "en")}
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="absolute top-1/2 right-1 size-8 -translate-y-1/2 text-muted-foreground hover:text-destructive"
                    onClick={() => onDelete(conversation)}
                    aria-label={t("chat.history.delete", { title })}
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
