/** The reply a chat stream ends with, in its `done` event. */
export const SSE_REPLY = {
  conversationId: "c1",
  reply: {
    id: "r1",
    role: "assistant",
    content: "Plan G — «sí» 👍",
    kind: "product_info",
    language: "es",
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  allowance: { unlimited: false, remaining: 1, coachingRemaining: 5 },
};

/**
 * A whole chat stream that tries every part of the format: a named event, a reset between deltas, a
 * comment line, characters of several bytes, and the `done` event carrying SSE_REPLY.
 */
export const SSE_STREAM = [
  'event: meta\ndata: {"conversationId":"c1"}\n\n',
  'event: delta\ndata: {"text":"Hel"}\n\n',
  "event: reset\ndata: {}\n\n",
  'event: delta\ndata: {"text":"Plan G — "}\n\n',
  ': a comment line\nevent: delta\ndata: {"text":"«sí» 👍"}\n\n',
  `event: done\ndata: ${JSON.stringify(SSE_REPLY)}\n\n`,
].join("");

/** A body that hands `chunks` over one at a time, text encoded as UTF-8. */
export function streamOf(chunks: readonly (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

/** The server's answer to a chat message: `body` (the stream's text, or the stream) as `text/event-stream`. */
export function sseResponse(body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}
