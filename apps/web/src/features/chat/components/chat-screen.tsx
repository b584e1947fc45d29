/**
 * The chat screen: the conversation list, the thread and the composer wired to one conversation's state.
 * Its parts live beside it (hooks, list, thread); this file only joins them, which takes a little over 300
 * lines of wiring.
 */
import type { Me } from "@buildr/contracts";
import type { ChatMessage, Conversation } from "@buildr/contracts/chat";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useDebounced } from "@/lib/use-debounced";
import { useReplyVersions } from "../api/conversation-tools";
import { useLoadEarlierMessages } from "../api/get-earlier-messages";
import { useConversations } from "../api/list-conversations";
import { isMac, useChatShortcuts } from "../hooks/use-chat-shortcuts";
import { useChatSubmit } from "../hooks/use-chat-submit";
import { useConversationActions } from "../hooks/use-conversation-actions";
import { useEarlyAccess } from "../hooks/use-early-access";
import { useFollowLog } from "../hooks/use-follow-log";
import { useOpenConversation } from "../hooks/use-open-conversation";
import { type SendFailure, useSendMessage } from "../hooks/use-send-message";
import { useUpgrade } from "../hooks/use-upgrade";
import { isLocalId } from "../lib/conversation-cache";
import { EarlyAccessDialog, ResetDialog, UpgradeDialog } from "./chat-dialogs";
import { ChatFooter } from "./chat-footer";
import { ChatToolbar } from "./chat-toolbar";
import { ConversationMessages } from "./conversation-messages";
import { focusHistorySearch, HistoryDrawer } from "./history-drawer";
import { conversationTitle, HistoryPanel } from "./history-panel";
import { CoachBubble, FailureNotice, ThinkingIndicator } from "./message-list";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { Welcome } from "./welcome";

/**
 * The chat coach (docs/product/screens.md#chat): history beside (a drawer on phones), the conversation, the composer
 * at the bottom. The server decides everything that counts (allowance, answers, language); this screen
 * shows it as it streams and keeps the header's allowance in step. Which conversation is open, following
 * the newest message, the upgrade modal, the conversation tools and sending (`useChatSubmit` over
 * `useSendMessage`) are its hooks'. Over 300 lines because it is where they meet: what it still holds is
 * the state they share (the composer's text, the failure, the edit, the dialogs) and their wiring.
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
  const { t } = useTranslation();

  const [text, setText] = useState("");
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [toClear, setToClear] = useState<Conversation | null>(null);
  /** The agent's last message being edited (its id), and the earlier answer shown per message. */
  const [editing, setEditing] = useState<string | null>(null);
  const [shownVersion, setShownVersion] = useState<Record<string, number>>({});
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [search, setSearch] = useState("");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const searchOnOpen = useRef(false);
  const mac = useMemo(isMac, []);

  const switched = useCallback(() => {
    setFailure(null);
    setEditing(null);
    setHistoryOpen(false);
  }, []);
  const { openId, open, close, latest, conversation, start } = useOpenConversation(switched);
  const history = useConversations(useDebounced(search, 250));
  const sender = useSendMessage(openId);
  const earlier = useLoadEarlierMessages(openId);
  const versions = useReplyVersions(openId);
  const earlyAccess = useEarlyAccess(!unlimited);
  const upgrade = useUpgrade(unlimited, startCheckout);

  // Follow-ups, commands and save replies stay free at zero, so the composer stays open: the server
  // refuses what costs (402) and the upgrade modal shows its words. The Upgrade button is always at hand.
  const free = !unlimited && !me.allowance.unlimited;
  const noBundlesLeft = free && (me.allowance.remaining ?? 0) <= 0;
  const messages = conversation.data?.messages ?? [];
  const hasUserMessage = messages.some((m) => m.role === "user");
  const follow = useFollowLog(messages, hasUserMessage || sender.sending);
  const focusComposer = () => textarea.current?.focus();
  const actions = useConversationActions({
    openId,
    open,
    close,
    latest: latest.data,
    start,
    page: conversation.data,
    messages,
    hasUserMessage,
    closeHistory: () => setHistoryOpen(false),
    focusComposer,
  });

  async function loadEarlier() {
    follow.keepPlace();
    const result = await earlier.loadEarlier();
    if (result !== "loaded") follow.release();
    if (result === "failed") toast.error(t("chat.errors.generic"));
  }

  const { submit, answerAgain } = useChatSubmit({
    openId,
    messages,
    sender,
    messageSent: earlyAccess.messageSent,
    upgrade,
    pin: follow.pin,
    gone: () => {
      close();
      void latest.refetch();
    },
    setText,
    setFailure,
    showLatestVersion: (answered) => setShownVersion(({ [answered]: _dropped, ...rest }) => rest),
    focusComposer: () => textarea.current?.focus({ preventScroll: true }),
  });

  function sendComposer() {
    const message = text.trim();
    // Before the first conversation has opened there is nowhere to send: the words stay in the composer
    // (they were cleared and silently dropped before).
    if (!message || sender.sending || !openId) return;
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

  useChatShortcuts({
    newChat: () => {
      setShortcutsOpen(false);
      actions.newChat();
      return true;
    },
    search: () => {
      setShortcutsOpen(false);
      if (!focusHistorySearch()) {
        searchOnOpen.current = true;
        setHistoryOpen(true);
      }
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
      onNew={actions.newChat}
      onRename={actions.renameConversation}
      onDelete={actions.deleteConversation}
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
        <ChatToolbar
          title={openConversation?.title?.trim() || t("chat.title")}
          mac={mac}
          onHistory={() => setHistoryOpen(true)}
          onShortcuts={() => setShortcutsOpen(true)}
          onExport={actions.exportConversation}
          canExport={hasUserMessage}
          onClear={() => openConversation && setToClear(openConversation)}
          canClear={hasUserMessage && openConversation !== undefined && !sender.sending}
        />

        <div
          ref={follow.log}
          onScroll={follow.onScroll}
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
            <ConversationMessages
              messages={messages}
              editing={editing}
              onEdit={setEditing}
              onSendEdit={(messageId, words) => {
                setEditing(null);
                void submit(words, { echo: false, editOf: messageId });
              }}
              onCancelEdit={() => {
                setEditing(null);
                textarea.current?.focus({ preventScroll: true });
              }}
              canEdit={canEdit}
              canRegenerate={canRegenerate}
              onRegenerate={(asked: ChatMessage) => answerAgain(asked.content, asked.id)}
              onCopy={(content) => void copy(content)}
              versions={versions.data}
              shownVersion={shownVersion}
              onShowVersion={(messageId, version) =>
                setShownVersion((all) => ({ ...all, [messageId]: version }))
              }
            />
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

        <ChatFooter
          noBundlesLeft={noBundlesLeft}
          onUpgrade={() => upgrade.show()}
          value={text}
          onChange={setText}
          onSend={sendComposer}
          onStop={sender.stop}
          sending={sender.sending}
          blocked={false}
          onBlocked={() => upgrade.show()}
          textareaRef={textarea}
        />
      </div>

      <HistoryDrawer open={historyOpen} onOpenChange={setHistoryOpen} searchOnOpen={searchOnOpen}>
        {panel}
      </HistoryDrawer>

      <ResetDialog
        open={toClear !== null}
        onOpenChange={(value) => !value && setToClear(null)}
        onConfirm={() =>
          toClear &&
          actions.clear(toClear, () => {
            setToClear(null);
            setText("");
          })
        }
        pending={actions.clearing}
        title={toClear ? conversationTitle(toClear, untitled) : ""}
      />
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} mac={mac} />
      <UpgradeDialog
        open={upgrade.open}
        message={upgrade.message}
        onOpenChange={upgrade.onOpenChange}
        upgrading={upgrade.upgrading}
        onUpgrade={() => void upgrade.upgrade()}
      />
      <EarlyAccessDialog
        open={earlyAccess.open && !upgrade.open && !unlimited}
        onOpenChange={earlyAccess.setOpen}
      />
    </div>
  );
}
