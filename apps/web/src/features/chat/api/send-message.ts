import type { ErrorBody } from "@buildr/contracts";
import type { ChatResponse } from "@buildr/contracts/chat";
import { ERROR_STATUS } from "@buildr/contracts/errors";
import { ApiError, readApiError } from "@/lib/api-client";
import { readSse } from "@/lib/sse";

export interface StreamHandlers {
  /** The stream opened: the conversation and the stored id of the agent's message. */
  onMeta?: (ids: { conversationId: string; messageId?: string }) => void;
  onDelta?: (text: string) => void;
  /** A model attempt failed midway: the text so far is discarded, another answer follows. */
  onReset?: () => void;
  signal?: AbortSignal;
}

/** The status a refusal reported after the stream opened has: the server's own map (anything else, 500). */
function statusOf(code: string): number {
  return (ERROR_STATUS as Readonly<Record<string, number>>)[code] ?? 500;
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
  if (!res.ok) throw await readApiError(res);
  if (!(res.headers.get("content-type") ?? "").includes("text/event-stream") || !res.body)
    return (await res.json()) as ChatResponse;

  let result: ChatResponse | null = null;
  let failure: ApiError | null = null;
  await readSse(res.body, ({ event, data }) => {
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
  if (failure) throw failure;
  if (!result) throw new ApiError(0, "stream_interrupted", "The reply was cut off.");
  return result;
}
