import type { ChatMessage, ChatReply } from "@buildr/contracts/chat";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { chooseLanguage } from "@/lib/i18n";
import { versionsKey } from "../api/conversation-tools";
import { conversationKey } from "../api/get-messages";
import { isLocalId } from "../lib/conversation-cache";
import type { SendFailure, SendOptions, useSendMessage } from "./use-send-message";

/**
 * Sending from the chat screen, and what each outcome does there: a language switch follows the reply,
 * a refusal puts the words back in the composer (402 opens the upgrade modal with the server's words,
 * a conversation gone gives way to another), a failure shows Retry, and a message answered again shows
 * its newest answer. Retry and Regenerate answer the stored message again rather than sending it twice.
 */
export function useChatSubmit(screen: {
  openId: string | null;
  messages: readonly ChatMessage[];
  sender: ReturnType<typeof useSendMessage>;
  /** Counts a first message toward the early-access note. */
  messageSent: () => void;
  upgrade: { open: boolean; show: (words: string) => void };
  /** Follow the conversation to the bottom. */
  pin: () => void;
  /** The open conversation is gone: another opens. */
  gone: () => void;
  setText: (change: (current: string) => string) => void;
  setFailure: (failure: SendFailure | null) => void;
  showLatestVersion: (messageId: string) => void;
  focusComposer: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { openId, messages, sender } = screen;

  function onReply(reply: ChatReply) {
    if (reply.kind === "command" && reply.command?.type === "language" && reply.command.language) {
      void chooseLanguage(reply.command.language);
      // A greeting nobody answered yet follows the switch (the server says it again in the new language).
      const wroteHere = messages.some((m) => m.role === "user" && !m.content.trimStart().startsWith("/"));
      if (!wroteHere && openId) void queryClient.invalidateQueries({ queryKey: conversationKey(openId) });
    }
  }

  function onRefused(result: Extract<SendFailure, { type: "refused" }>) {
    screen.setText((current) => current || result.message);
    const { error } = result;
    if (error.code === "upgrade_required") screen.upgrade.show(error.message);
    else if (error.code === "unknown_language")
      toast.error(t("chat.errors.unknownLanguage"), { description: error.message });
    else if (error.status === 404) {
      toast.error(t("chat.errors.gone"));
      screen.gone();
    } else toast.error(error.message);
  }

  async function submit(message: string, options: SendOptions) {
    screen.setFailure(null);
    screen.pin();
    // A command is not a message to the coach: it is never counted toward the early-access prompt.
    const command = message.trimStart().startsWith("/");
    if (options.echo && !command) screen.messageSent();
    let outcome = await sender.send(message, options);
    const failure = outcome.failure;
    if (failure?.type === "refused" && failure.error.status === 404 && options.regenerateOf) {
      // The message was announced but never stored (the answer failed with it): send it as new.
      outcome = await sender.send(message, { echo: false });
    }
    if (outcome.response && (options.regenerateOf || options.editOf) && openId) {
      // The answer replaced is now an earlier version (a regenerate), or gone (an edit): show the latest.
      void queryClient.invalidateQueries({ queryKey: versionsKey(openId) });
      screen.showLatestVersion(outcome.response.messageId);
    }
    if (outcome.response) onReply(outcome.response.reply);
    else if (outcome.failure?.type === "refused") onRefused(outcome.failure);
    else if (outcome.failure) screen.setFailure(outcome.failure);
    if (!screen.upgrade.open) screen.focusComposer();
  }

  return {
    submit,
    /** Retry and Regenerate: the stored message (when it has its stored id) is answered again. */
    answerAgain(message: string, messageId: string | undefined) {
      void submit(message, {
        echo: false,
        ...(messageId && !isLocalId(messageId) ? { regenerateOf: messageId } : {}),
      });
    },
  };
}
