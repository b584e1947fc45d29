import type { Allowance, ErrorBody } from "@buildr/contracts";
import type { ChatMessage, ChatResponse } from "@buildr/contracts/chat";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, readApiError } from "@/lib/api-client";
import { localDay } from "@/lib/format";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { type ConversationMessages, conversationKey } from "./get-messages";
import { conversationsKey } from "./list-conversations";

/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental parser of `text/event-stream` (the WHATWG rules that matter here): bytes may arrive split
 * anywhere, inside a UTF-8 character, a field or between the CR and LF of a line end.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  const decoder = new TextDecoder();
  let buffer = "";
  let name = "";
  let data: string[] = [];

  function line(text: string) {
    if (text === "") {
      if (data.length > 0) onEvent({ event: name || "message", data: data.join("\n") });
      name = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  }

  function drain(final: boolean) {
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      if (end === -1) break;
      // A CR at the very end may be the first half of a CRLF still on its way.
      if (buffer[end] === "\r" && end === buffer.length - 1 && !final) break;
      const width = buffer.startsWith("\r\n", end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + width);
    }
  }

  return {
    push(chunk: Uint8Array | string) {
      buffer += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
      drain(false);
    },
    /** The stream ended: an event without its closing blank line is incomplete and dropped (as the spec says). */
    end() {
      buffer += decoder.decode();
      drain(true);
    },
  };
}

export interface StreamHandlers {
  /** The stream opened: the conversation and the stored id of the agent's message. */
  onMeta?: (ids: { conversationId: string; messageId?: string }) => void;
  onDelta?: (text: string) => void;
  /** A model attempt failed midway: the text so far is discarded, another answer follows. */
  onReset?: () => void;
  signal?: AbortSignal;
}

const errorOf = readApiError;

/** The statuses of the refusals a stream can report after it opened (docs/api.md); anything else is a 500. */
const STREAM_REFUSALS: Readonly<Record<string, number>> = {
  validation_failed: 400,
  unknown_language: 400,
  upgrade_required: 402,
  not_found: 404,
  conflict: 409,
};

function statusOf(code: string): number {
  return STREAM_REFUSALS[code] ?? 500;
}

/**
 * `POST /api/chat`, streamed: deltas as they arrive, then the stored reply with the allowance after it.
 * Refusals known up front (402 at zero credits, 400, a regenerate that does not fit) come back before any
 * stream, with their status; one found after the stream opened (a conversation gone) comes as an `error`
 * event and is thrown with the same status. `regenerateOf` answers a stored message again (retry,
 * regenerate) instead of storing it twice.
 */
export async function sendMessage(
  body: { conversationId?: string; message: string; regenerateOf?: string; editOf?: string; today?: string },
  handlers: StreamHandlers = {},
): Promise<ChatResponse> {
  let res: Response;
  try {
    res = await fetch("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal: handlers.signal,
    });
  } catch (error) {
    if (handlers.signal?.aborted) throw error;
    throw new ApiError(0, "network_error", "Network error");
  }
  if (!res.ok) throw await errorOf(res);
  if (!(res.headers.get("content-type") ?? "").includes("text/event-stream") || !res.body)
    return (await res.json()) as ChatResponse;

  let result: ChatResponse | null = null;
  let failure: ApiError | null = null;
  const parser = createSseParser(({ event, data }) => {
    if (event === "meta")
      handlers.onMeta?.(JSON.parse(data) as { conversationId: string; messageId?: string });
    else if (event === "delta") handlers.onDelta?.((JSON.parse(data) as { text: string }).text);
    else if (event === "reset") handlers.onReset?.();
    else if (event === "done") result = JSON.parse(data) as ChatResponse;
    else if (event === "error") {
      const error = (JSON.parse(data) as ErrorBody).error;
      failure = new ApiError(statusOf(error.code), error.code, error.message);
    }
  });
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  parser.end();
  if (failure) throw failure;
  if (!result) throw new ApiError(0, "stream_interrupted", "The reply was cut off.");
  return result;
}

/** The account (`GET /api/me`, with the allowance): its key, not its module; features don't import each other. */

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

/** An id the screen gave a message before the server named it. */
export const isLocalId = (id: string) => id.startsWith("local-");

function appendMessages(data: ConversationMessages | undefined, ...messages: ChatMessage[]) {
  return data ? { ...data, messages: [...data.messages, ...messages] } : data;
}

function renameMessage(data: ConversationMessages | undefined, from: string, to: string) {
  return data
    ? { ...data, messages: data.messages.map((m) => (m.id === from ? { ...m, id: to } : m)) }
    : data;
}

/** The new reply to a message answered again: what followed the message (its old reply) gives way. */
export function replaceReply(
  data: ConversationMessages | undefined,
  messageId: string,
  reply: ChatMessage,
): ConversationMessages | undefined {
  if (!data) return data;
  const at = data.messages.findIndex((m) => m.id === messageId);
  if (at === -1) return appendMessages(data, reply);
  return { ...data, messages: [...data.messages.slice(0, at + 1), reply] };
}

/** An edited message shows its new words at once; its old reply gives way to the one coming. */
export function editedMessage(
  data: ConversationMessages | undefined,
  messageId: string,
  content: string,
): ConversationMessages | undefined {
  if (!data) return data;
  const at = data.messages.findIndex((m) => m.id === messageId);
  if (at === -1) return data;
  return { ...data, messages: [...data.messages.slice(0, at), { ...data.messages[at]!, content }] };
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
