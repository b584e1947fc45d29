import type { Allowance } from "@buildr/contracts";
import type { ChatMessage, ChatResponse } from "@buildr/contracts/chat";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { localDay } from "@/lib/format";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { type ConversationMessages, conversationKey } from "../api/get-messages";
import { conversationsKey } from "../api/list-conversations";
import { sendMessage } from "../api/send-message";
import { appendMessages, editedMessage, renameMessage, replaceReply } from "../lib/conversation-cache";

/**
 * docs/product/chat-coach.md#flow: the "AI is thinking" indicator's limit; past it the indicator says the coach is still
 * trying. The stream itself stays open while the server's own attempts last (3 × 25 s and their waits):
 * a model answering in 20 s reaches the agent, and a server that tried everything answers with its
 * fallback. Only a connection silent past all of that is given up.
 */
export const THINKING_TIMEOUT_MS = 15_000;
export const GIVE_UP_MS = 3 * 25_000 + 10_000;

export type SendPhase = "idle" | "thinking" | "streaming";

export type SendFailure =
  /** `messageId`: the agent's message was announced as stored, so a retry answers it again. */
  | { type: "error"; message: string; messageId?: string }
  | { type: "timeout"; message: string; messageId?: string }
  /** Refused before anything was stored (402, unknown language, invalid): the text goes back to the composer. */
  | { type: "refused"; error: ApiError; message: string };

export interface SendOutcome {
  response?: ChatResponse;
  failure?: SendFailure;
  /** The agent pressed Stop. */
  stopped?: boolean;
}

export interface SendOptions {
  /** Show the agent's message at once (a first send); a retry or regenerate shows it already. */
  echo: boolean;
  /** The stored message to answer again (retry, regenerate): its old reply is replaced, not added to. */
  regenerateOf?: string;
  /** Edit and resend: the stored message takes these words and is answered again in its place. */
  editOf?: string;
}

/**
 * Sends one message and follows its reply as it streams. The agent's message shows at once (the server
 * stores it before answering, so it stays after any later failure) and takes its stored id as soon as the
 * stream names it; the reply joins the conversation's cached messages when it is done, and the allowance
 * in the header follows the server's count (docs/product/decisions.md#d-2). A retry or regenerate names the stored message
 * (`regenerateOf`): the server answers it again and the old reply is replaced, so the message never shows
 * twice.
 */
export function useSendMessage(conversationId: string | null) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SendPhase>("idle");
  const [draft, setDraft] = useState("");
  const controller = useRef<AbortController | null>(null);
  const stoppedByAgent = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const stop = useCallback(() => {
    stoppedByAgent.current = true;
    controller.current?.abort();
  }, []);

  const send = useCallback(
    async (message: string, options: SendOptions): Promise<SendOutcome> => {
      if (!conversationId || controller.current) return {};
      const key = conversationKey(conversationId);
      const update = (change: (data: ConversationMessages | undefined) => ConversationMessages | undefined) =>
        queryClient.setQueryData<ConversationMessages>(key, change);
      let echoId = options.echo ? `local-${Date.now().toString(36)}` : null;
      let storedId = options.regenerateOf ?? options.editOf;
      const { editOf } = options;
      if (editOf) update((data) => editedMessage(data, editOf, message));
      if (echoId) {
        const id = echoId;
        update((data) =>
          appendMessages(data, {
            id,
            role: "user",
            content: message,
            kind: null,
            createdAt: new Date().toISOString(),
          }),
        );
      }
      const named = (messageId: string | undefined) => {
        if (!messageId || storedId === messageId) return;
        storedId = messageId;
        if (echoId) {
          const from = echoId;
          update((data) => renameMessage(data, from, messageId));
          echoId = messageId;
        }
      };
      const abort = new AbortController();
      controller.current = abort;
      stoppedByAgent.current = false;
      let timedOut = false;
      let text = "";
      const timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, GIVE_UP_MS);
      setDraft("");
      setPhase("thinking");
      const dropEcho = () => {
        const id = echoId;
        if (id)
          update((data) => (data ? { ...data, messages: data.messages.filter((m) => m.id !== id) } : data));
      };
      try {
        const response = await sendMessage(
          {
            conversationId,
            message,
            ...(options.regenerateOf ? { regenerateOf: options.regenerateOf } : {}),
            ...(editOf ? { editOf } : {}),
            // A "yes" to the save question schedules the lead's follow-ups from the agent's own today.
            today: localDay(),
          },
          {
            signal: abort.signal,
            onMeta: (ids) => named(ids.messageId),
            onDelta: (delta) => {
              text += delta;
              setDraft(text);
              setPhase("streaming");
            },
            onReset: () => {
              text = "";
              setDraft("");
            },
          },
        );
        named(response.messageId);
        const { reply, allowance } = response;
        const stored: ChatMessage = {
          id: reply.id,
          role: "assistant",
          content: reply.content,
          kind: reply.kind,
          ...(reply.bundle ? { bundle: reply.bundle } : {}),
          createdAt: reply.createdAt,
        };
        if (options.regenerateOf || editOf) update((data) => replaceReply(data, response.messageId, stored));
        else update((data) => appendMessages(data, stored));
        if (response.followUpsLeft !== undefined)
          update((data) => (data ? { ...data, followUpsLeft: response.followUpsLeft } : data));
        setAllowance(allowance);
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
        // A "yes" may have saved a lead: the leads screens read it afresh (only marked stale here).
        void queryClient.invalidateQueries({ queryKey: ["leads"] });
        return { response };
      } catch (error) {
        // An edit refused or cut short: the conversation is shown as the server has it.
        if (editOf) void queryClient.invalidateQueries({ queryKey: key });
        if (stoppedByAgent.current) {
          // What arrived before Stop stays readable, marked as stopped; the server keeps it the same way.
          if (text.trim())
            update((data) =>
              appendMessages(data, {
                id: `local-stopped-${Date.now().toString(36)}`,
                role: "assistant",
                content: text,
                kind: "stopped",
                createdAt: new Date().toISOString(),
              }),
            );
          return { stopped: true };
        }
        if (timedOut) return { failure: { type: "timeout", message, messageId: storedId } };
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          dropEcho();
          // Which allowance ran out is the server's to say: the account is read again.
          if (error.code === "upgrade_required")
            void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
          return { failure: { type: "refused", error, message } };
        }
        return { failure: { type: "error", message, messageId: storedId } };
      } finally {
        clearTimeout(timer);
        controller.current = null;
        setDraft("");
        setPhase("idle");
      }

      function setAllowance(allowance: Allowance) {
        queryClient.setQueryData<{ allowance: Allowance }>(ME_QUERY_KEY, (me) =>
          me ? { ...me, allowance } : me,
        );
      }
    },
    [conversationId, queryClient],
  );

  return { send, stop, phase, draft, sending: phase !== "idle" };
}
