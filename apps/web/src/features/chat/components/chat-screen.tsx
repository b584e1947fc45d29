import type { Me } from "@buildr/contracts";
import type { ChatMessage, ChatReply, Conversation } from "@buildr/contracts/chat";
import { useQueryClient } from "@tanstack/react-query";
import { Download, Eraser, History, Keyboard, Sparkles } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/format";
import { chooseLanguage, currentLanguage } from "@/lib/i18n";
import { ME_QUERY_KEY } from "@/lib/query-client";
import {
  useDeleteConversation,
  useRenameConversation,
  useReplyVersions,
  useRestoreConversation,
  versionsKey,
} from "../api/conversation-tools";
import { useLoadEarlierMessages } from "../api/get-earlier-messages";
import { conversationKey, useConversationMessages } from "../api/get-messages";
import { useConversations } from "../api/list-conversations";
import { useResetConversation } from "../api/reset-conversation";
import { useStartConversation } from "../api/start-conversation";
import { isMac, useChatShortcuts } from "../hooks/use-chat-shortcuts";
import { useEarlyAccess } from "../hooks/use-early-access";
import { type SendFailure, type SendOptions, useSendMessage } from "../hooks/use-send-message";
import { isLocalId } from "../lib/conversation-cache";
import { conversationToMarkdown, downloadText } from "../lib/export-markdown";
import { EarlyAccessDialog, ResetDialog, UpgradeDialog } from "./chat-dialogs";
import { Composer } from "./composer";
import { EditMessage } from "./edit-message";
import { conversationTitle, HistoryPanel } from "./history-panel";
import { CoachBubble, FailureNotice, ThinkingIndicator, UserBubble } from "./message-list";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { VersionsControl } from "./versions-control";
import { Welcome } from "./welcome";

/** The account (`GET /api/me`): its key, not its module; features don't import each other. */

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The chat coach (docs/product/screens.md#chat): history beside (a drawer on phones), the conversation, the composer
 * at the bottom. The server decides everything that counts (allowance, answers, language); this screen
 * shows it as it streams and keeps the header's allowance in step.
 */
export function ChatScreen({
  me,
  unlimited,
  startCheckout,
}: {
  me: Me;
  /** Paid or otherwise unlimited (docs/product/decisions.md#d-3), as the server says. */
  unlimited: boolean;
  /** The yearly checkout, opened in a new tab; it reports its own failures. */
  startCheckout: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? "en";
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const openId = params.get("c");

  const [search, setSearch] = useState("");
  const debouncedSearch = useDebounced(search, 250);
  const history = useConversations(debouncedSearch);
  const latest = useConversations("");
  const conversation = useConversationMessages(openId);
  const start = useStartConversation();
  const reset = useResetConversation();
  const sender = useSendMessage(openId);
  const earlier = useLoadEarlierMessages(openId);
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const restore = useRestoreConversation();
  const versions = useReplyVersions(openId);

  const [text, setText] = useState("");
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [upgradeMessage, setUpgradeMessage] = useState<string | null>(null);
  const [upgrading, setUpgrading] = useState(false);
  const [toClear, setToClear] = useState<Conversation | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const earlyAccess = useEarlyAccess(!unlimited);
  /** The agent's last message being edited (its id), and the earlier answer shown per message. */
  const [editing, setEditing] = useState<string | null>(null);
  const [shownVersion, setShownVersion] = useState<Record<string, number>>({});
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const searchOnOpen = useRef(false);
  const mac = useMemo(isMac, []);

  // Follow-ups, commands and save replies stay free at zero, so the composer stays open: the server
  // refuses what costs (402) and the upgrade modal shows its words. The Upgrade button is always at hand.
  const free = !unlimited && !me.allowance.unlimited;
  const noBundlesLeft = free && (me.allowance.remaining ?? 0) <= 0;
  const messages = conversation.data?.messages ?? [];
  const hasUserMessage = messages.some((m) => m.role === "user");

  const open = useCallback(
    (id: string, replace = false) => {
      setFailure(null);
      setEditing(null);
      setHistoryOpen(false);
      setParams({ c: id }, { replace });
    },
    [setParams],
  );

  // First visit: the most recent conversation, or a new one in the interface's language.
  const starting = useRef(false);
  useEffect(() => {
    if (openId || !latest.isSuccess || starting.current) return;
    const [mostRecent] = latest.data;
    if (mostRecent) {
      open(mostRecent.id, true);
      return;
    }
    starting.current = true;
    start.mutate(currentLanguage(), {
      // Only a failure allows another try: until the address shows the new conversation, one is enough.
      onSuccess: (started) => open(started.conversationId, true),
      onError: () => {
        starting.current = false;
      },
    });
  }, [openId, latest.isSuccess, latest.data, open, start]);

  // A conversation that is gone (cleared in another tab) gives way to the most recent one.
  useEffect(() => {
    if (conversation.isError && openId) {
      setParams({}, { replace: true });
      void latest.refetch();
    }
  }, [conversation.isError, openId, setParams, latest]);

  // Follow the conversation as it grows, unless the agent has scrolled up to read. A conversation that
  // has not started yet is read from the top: the greeting, then the welcome card.
  const pinned = useRef(true);
  // Older messages put above: the distance from the bottom stays, so what the agent was reading stays put.
  const keepFromBottom = useRef<{ distance: number; firstId: string | undefined } | null>(null);
  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    const kept = keepFromBottom.current;
    if (kept && messages[0]?.id !== kept.firstId) {
      el.scrollTop = el.scrollHeight - kept.distance;
      keepFromBottom.current = null;
      return;
    }
    if (pinned.current && (hasUserMessage || sender.sending)) el.scrollTop = el.scrollHeight;
  });

  async function loadEarlier() {
    const el = log.current;
    if (el) keepFromBottom.current = { distance: el.scrollHeight - el.scrollTop, firstId: messages[0]?.id };
    const result = await earlier.loadEarlier();
    if (result !== "loaded") keepFromBottom.current = null;
    if (result === "failed") toast.error(t("chat.errors.generic"));
  }

  function onReply(reply: ChatReply) {
    if (reply.kind === "command" && reply.command?.type === "language" && reply.command.language) {
      void chooseLanguage(reply.command.language);
      // A greeting nobody answered yet follows the switch (the server says it again in the new language).
      const wroteHere = messages.some((m) => m.role === "user" && !m.content.trimStart().startsWith("/"));
      if (!wroteHere && openId) void queryClient.invalidateQueries({ queryKey: conversationKey(openId) });
    }
  }

  function onRefused(result: Extract<SendFailure, { type: "refused" }>) {
    setText((current) => current || result.message);
    const { error } = result;
    if (error.code === "upgrade_required") {
      setUpgradeMessage(error.message);
      setUpgradeOpen(true);
    } else if (error.code === "unknown_language")
      toast.error(t("chat.errors.unknownLanguage"), { description: error.message });
    else if (error.status === 404) {
      toast.error(t("chat.errors.gone"));
      setParams({}, { replace: true });
      void latest.refetch();
    } else toast.error(error.message);
  }

  async function submit(message: string, options: SendOptions) {
    setFailure(null);
    pinned.current = true;
    // A command is not a message to the coach: it is never counted toward the early-access prompt.
    const command = message.trimStart().startsWith("/");
    if (options.echo && !command) earlyAccess.messageSent();
    let outcome = await sender.send(message, options);
    const failure = outcome.failure;
    if (failure?.type === "refused" && failure.error.status === 404 && options.regenerateOf) {
      // The message was announced but never stored (the answer failed with it): send it as new.
      outcome = await sender.send(message, { echo: false });
    }
    if (outcome.response && (options.regenerateOf || options.editOf) && openId) {
      // The answer replaced is now an earlier version (a regenerate), or gone (an edit): show the latest.
      void queryClient.invalidateQueries({ queryKey: versionsKey(openId) });
      const answered = outcome.response.messageId;
      setShownVersion(({ [answered]: _dropped, ...rest }) => rest);
    }
    if (outcome.response) onReply(outcome.response.reply);
    else if (outcome.failure?.type === "refused") onRefused(outcome.failure);
    else if (outcome.failure) setFailure(outcome.failure);
    if (!upgradeOpen) textarea.current?.focus({ preventScroll: true });
  }

  /** Retry and Regenerate answer the stored message again rather than sending it a second time. */
  function answerAgain(message: string, messageId: string | undefined) {
    void submit(message, {
      echo: false,
      ...(messageId && !isLocalId(messageId) ? { regenerateOf: messageId } : {}),
    });
  }

  function sendEdit(messageId: string, message: string) {
    setEditing(null);
    void submit(message, { echo: false, editOf: messageId });
  }

  function sendComposer() {
    const message = text.trim();
    if (!message || sender.sending) return;
    setText("");
    void submit(message, { echo: true });
  }

  const lastUser = [...messages].reverse().find((m) => m.role === "user");
  const last = messages[messages.length - 1];
  const canRegenerate =
    !sender.sending &&
    !failure &&
    last?.role === "assistant" &&
    last.kind !== "greeting" &&
    last.kind !== "command" &&
    lastUser !== undefined;
  const canEdit = !sender.sending && lastUser !== undefined && !isLocalId(lastUser.id);

  async function copy(content: string) {
    try {
      await navigator.clipboard.writeText(content);
      toast.success(t("chat.actions.copied"));
    } catch {
      toast.error(t("chat.errors.copyFailed"));
    }
  }

  function newChat() {
    setHistoryOpen(false);
    if (!hasUserMessage && openId) {
      // The open conversation is still empty: start there rather than pile up empty ones.
      textarea.current?.focus();
      return;
    }
    start.mutate(currentLanguage(), {
      onSuccess: (started) => {
        open(started.conversationId);
        textarea.current?.focus();
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
        setHistoryOpen(false);
        if (wasOpen) {
          const next = latest.data?.find((c) => c.id !== target.id);
          if (next) open(next.id, true);
          else setParams({}, { replace: true });
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

  function focusSearch() {
    const shown = [...document.querySelectorAll<HTMLInputElement>("[data-chat-search]")].find(
      (input) => input.offsetParent !== null,
    );
    if (shown) {
      shown.focus();
      shown.select();
      return;
    }
    searchOnOpen.current = true;
    setHistoryOpen(true);
  }

  useChatShortcuts({
    newChat: () => {
      setShortcutsOpen(false);
      newChat();
      return true;
    },
    search: () => {
      setShortcutsOpen(false);
      focusSearch();
      return true;
    },
    stop: () => {
      if (!sender.sending) return false;
      sender.stop();
      return true;
    },
    focus: () => {
      setShortcutsOpen(false);
      setHistoryOpen(false);
      textarea.current?.focus();
      return true;
    },
    help: () => {
      setShortcutsOpen(true);
      return true;
    },
  });

  function confirmClear() {
    if (!toClear) return;
    reset.mutate(toClear.id, {
      onSuccess: (started) => {
        setToClear(null);
        open(started.conversationId, true);
        setText("");
      },
      onError: () => toast.error(t("chat.errors.generic")),
    });
  }

  function exportConversation() {
    if (!conversation.data) return;
    const title = conversation.data.conversation.title ?? t("chat.exportTitle");
    const markdown = conversationToMarkdown(messages, {
      title,
      you: t("chat.you"),
      coach: t("chat.coach"),
      date: (iso) => formatDateTime(iso, lng),
    });
    downloadText(`buildr-coach-${new Date().toISOString().slice(0, 10)}.md`, markdown);
  }

  // After checkout the agent comes back to this tab: ask the server whether the plan changed.
  const awaitingUpgrade = useRef(false);
  useEffect(() => {
    const refresh = () => {
      if (awaitingUpgrade.current && document.visibilityState === "visible")
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    };
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [queryClient]);
  const wasUnlimited = useRef(unlimited);
  useEffect(() => {
    if (unlimited && !wasUnlimited.current && awaitingUpgrade.current) {
      awaitingUpgrade.current = false;
      setUpgradeOpen(false);
      toast.success(t("chat.upgrade.successTitle"), { description: t("chat.upgrade.successBody") });
    }
    wasUnlimited.current = unlimited;
  }, [unlimited, t]);

  async function upgrade() {
    setUpgrading(true);
    try {
      awaitingUpgrade.current = true;
      await startCheckout();
    } finally {
      setUpgrading(false);
    }
  }

  const openConversation = useMemo(
    () => history.data?.find((c) => c.id === openId) ?? latest.data?.find((c) => c.id === openId),
    [history.data, latest.data, openId],
  );
  const untitled = t("chat.history.untitled");
  const panel = (
    <HistoryPanel
      conversations={history.data ?? []}
      loading={history.isPending}
      search={search}
      onSearch={setSearch}
      openId={openId}
      onOpen={(id) => open(id)}
      onNew={newChat}
      onRename={renameConversation}
      onDelete={deleteConversation}
      starting={start.isPending}
    />
  );

  return (
    // The page itself never scrolls: the screen is exactly the window below the header, and what is
    // positioned inside it (screen-reader-only labels among them) is clipped by its scrolling areas
    // instead of stretching the document below the window.
    <div className="relative -m-4 flex h-[calc(100dvh-57px)] overflow-hidden md:-m-8">
      <aside
        aria-label={t("chat.history.title")}
        className="hidden w-72 shrink-0 flex-col border-r bg-card/40 p-3 lg:flex"
      >
        <h2 className="sr-only">{t("chat.history.title")}</h2>
        {panel}
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-1 border-b px-2 py-2 sm:px-4">
          <Button
            variant="ghost"
            size="sm"
            className="lg:hidden"
            onClick={() => setHistoryOpen(true)}
            aria-haspopup="dialog"
          >
            <History aria-hidden />
            <span className="sr-only sm:not-sr-only">{t("chat.history.open")}</span>
          </Button>
          <h1 className="min-w-0 flex-1 truncate px-1 text-base font-semibold">
            {openConversation?.title?.trim() || t("chat.title")}
          </h1>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setShortcutsOpen(true)}
            aria-haspopup="dialog"
            aria-keyshortcuts={mac ? "Meta+/" : "Control+/"}
          >
            <Keyboard aria-hidden />
            <span className="sr-only">{t("chatTools.shortcuts.open")}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={exportConversation} disabled={!hasUserMessage}>
            <Download aria-hidden />
            <span className="sr-only sm:not-sr-only">{t("chat.actions.export")}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => openConversation && setToClear(openConversation)}
            disabled={!hasUserMessage || !openConversation || sender.sending}
          >
            <Eraser aria-hidden />
            <span className="sr-only sm:not-sr-only">{t("chat.actions.reset")}</span>
          </Button>
        </div>

        <div
          ref={log}
          onScroll={(event) => {
            const el = event.currentTarget;
            pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
          }}
          className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
        >
          <div
            role="log"
            aria-live="polite"
            aria-busy={sender.phase === "streaming"}
            aria-label={t("chat.log")}
            className="mx-auto grid w-full max-w-3xl gap-5 px-3 py-5 sm:px-6"
          >
            {conversation.isPending && openId !== null && (
              <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
            )}
            {conversation.data?.hasMore && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-center"
                onClick={() => void loadEarlier()}
                disabled={earlier.loading}
                aria-busy={earlier.loading}
              >
                {earlier.loading ? t("common.loading") : t("chat.loadEarlier")}
              </Button>
            )}
            {messages.map((message: ChatMessage, index) => {
              if (message.role === "user") {
                if (editing === message.id)
                  return (
                    <EditMessage
                      key={message.id}
                      content={message.content}
                      onSend={(words) => sendEdit(message.id, words)}
                      onCancel={() => {
                        setEditing(null);
                        textarea.current?.focus({ preventScroll: true });
                      }}
                    />
                  );
                return (
                  <UserBubble
                    key={message.id}
                    content={message.content}
                    onEdit={canEdit && message === lastUser ? () => setEditing(message.id) : undefined}
                  />
                );
              }
              // The earlier answers a regenerate kept for the agent's message just before this reply.
              const asked = messages[index - 1];
              const earlierAnswers = asked?.role === "user" ? versions.data?.get(asked.id) : undefined;
              const count = (earlierAnswers?.length ?? 0) + 1;
              const shown = asked ? Math.min(shownVersion[asked.id] ?? count, count) : count;
              const displayed = shown < count && earlierAnswers ? earlierAnswers[shown - 1]! : message;
              return (
                <div key={message.id} className="grid gap-1">
                  <CoachBubble
                    message={displayed}
                    onCopy={message.kind === "greeting" ? undefined : () => void copy(displayed.content)}
                    onRegenerate={
                      canRegenerate && message === last && lastUser
                        ? () => answerAgain(lastUser.content, lastUser.id)
                        : undefined
                    }
                    versions={
                      count > 1 && asked ? (
                        <VersionsControl
                          current={shown}
                          count={count}
                          onChange={(version) => setShownVersion((all) => ({ ...all, [asked.id]: version }))}
                        />
                      ) : undefined
                    }
                  />
                  {shown < count && (
                    <p className="text-xs text-muted-foreground sm:pl-11">{t("chatTools.olderVersion")}</p>
                  )}
                </div>
              );
            })}
            {!hasUserMessage && !sender.sending && conversation.isSuccess && (
              <Welcome
                onExample={(example) => {
                  setText(example);
                  textarea.current?.focus();
                }}
              />
            )}
            {sender.phase === "thinking" && <ThinkingIndicator />}
            {sender.phase === "streaming" && (
              <CoachBubble message={{ role: "assistant", content: sender.draft, kind: "model" }} />
            )}
            {failure && (
              <FailureNotice
                text={failure.type === "timeout" ? t("chat.errors.timeout") : t("chat.errors.failed")}
                onRetry={() =>
                  answerAgain(failure.message, failure.type === "refused" ? undefined : failure.messageId)
                }
              />
            )}
          </div>
        </div>

        <div className="border-t bg-background/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-6">
          <div className="mx-auto w-full max-w-3xl">
            {noBundlesLeft && (
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
                <span>{t("chat.upgrade.noBundlesLeft")}</span>
                <Button size="sm" onClick={() => setUpgradeOpen(true)}>
                  <Sparkles aria-hidden />
                  {t("chat.upgrade.button")}
                </Button>
              </div>
            )}
            <Composer
              value={text}
              onChange={setText}
              onSend={sendComposer}
              onStop={sender.stop}
              sending={sender.sending}
              blocked={false}
              onBlocked={() => setUpgradeOpen(true)}
              textareaRef={textarea}
            />
          </div>
        </div>
      </div>

      <Dialog open={historyOpen} onOpenChange={setHistoryOpen}>
        <DialogContent
          closeLabel={t("chat.close")}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            // Escape in a title being renamed gives up the rename, not the drawer.
            if ((event.target as HTMLElement | null)?.closest("[data-rename]")) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            // Opened by the search shortcut: the search box takes the focus.
            if (!searchOnOpen.current) return;
            searchOnOpen.current = false;
            const input = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>(
              "[data-chat-search]",
            );
            if (input) {
              event.preventDefault();
              input.focus();
            }
          }}
          className="top-0 left-0 flex h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none translate-x-0 translate-y-0 flex-col rounded-none border-y-0 border-l-0 p-4 pt-5"
        >
          <DialogTitle className="pr-8 text-lg">{t("chat.history.title")}</DialogTitle>
          <div className="min-h-0 flex-1">{panel}</div>
        </DialogContent>
      </Dialog>

      <ResetDialog
        open={toClear !== null}
        onOpenChange={(value) => !value && setToClear(null)}
        onConfirm={confirmClear}
        pending={reset.isPending}
        title={toClear ? conversationTitle(toClear, untitled) : ""}
      />
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} mac={mac} />
      <UpgradeDialog
        open={upgradeOpen}
        message={upgradeMessage}
        onOpenChange={(value) => {
          setUpgradeOpen(value);
          if (!value) setUpgradeMessage(null);
        }}
        upgrading={upgrading}
        onUpgrade={() => void upgrade()}
      />
      <EarlyAccessDialog
        open={earlyAccess.open && !upgradeOpen && !unlimited}
        onOpenChange={earlyAccess.setOpen}
      />
    </div>
  );
}
