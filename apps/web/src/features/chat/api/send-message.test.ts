import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { sendMessage } from "./send-message";

const REPLY = {
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

const STREAM = [
  'event: meta\ndata: {"conversationId":"c1"}\n\n',
  'event: delta\ndata: {"text":"Hel"}\n\n',
  "event: reset\ndata: {}\n\n",
  'event: delta\ndata: {"text":"Plan G — "}\n\n',
  ': a comment line\nevent: delta\ndata: {"text":"«sí» 👍"}\n\n',
  `event: done\ndata: ${JSON.stringify(REPLY)}\n\n`,
].join("");

function respond(body: BodyInit, init: ResponseInit) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, init)),
  );
}

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("sending a message", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows deltas and resets, then returns the stored reply", async () => {
    respond(streamOf(STREAM.match(/[\s\S]{1,11}/g)!), {
      headers: { "content-type": "text/event-stream" },
    });
    let shown = "";
    const response = await sendMessage(
      { conversationId: "c1", message: "¿Qué es el plan G?" },
      { onDelta: (t) => (shown += t), onReset: () => (shown = "") },
    );
    expect(shown).toBe("Plan G — «sí» 👍");
    expect(response).toEqual(REPLY);
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new Headers(init?.headers).get("accept")).toBe("text/event-stream");
  });

  it("turns an error event into an ApiError with the server's words", async () => {
    respond(
      streamOf([
        'event: delta\ndata: {"text":"Half"}\n\n',
        'event: error\ndata: {"error":{"code":"internal_error","message":"Your message was saved."}}\n\n',
      ]),
      { headers: { "content-type": "text/event-stream" } },
    );
    await expect(sendMessage({ message: "hi" })).rejects.toMatchObject({
      status: 500,
      code: "internal_error",
      message: "Your message was saved.",
    });
  });

  it("gives a refusal reported after the stream opened the status its code has (a conversation gone)", async () => {
    respond(
      streamOf([
        'event: meta\ndata: {"conversationId":"c9","messageId":"m9"}\n\n',
        'event: error\ndata: {"error":{"code":"not_found","message":"No conversation with that id."}}\n\n',
      ]),
      { headers: { "content-type": "text/event-stream" } },
    );
    const metas: unknown[] = [];
    const error = await sendMessage(
      { conversationId: "c9", message: "hi" },
      { onMeta: (ids) => metas.push(ids) },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: "not_found" });
    expect(metas).toEqual([{ conversationId: "c9", messageId: "m9" }]);
  });

  it("gives any code the status of the server's own error map (a conflict is 409)", async () => {
    respond(
      streamOf([
        'event: error\ndata: {"error":{"code":"conflict","message":"Only the latest message can be answered again."}}\n\n',
      ]),
      { headers: { "content-type": "text/event-stream" } },
    );
    await expect(sendMessage({ message: "hi" })).rejects.toMatchObject({ status: 409, code: "conflict" });
  });

  it("says so when the stream ends without its reply", async () => {
    respond(streamOf(['event: delta\ndata: {"text":"Half"}\n\n']), {
      headers: { "content-type": "text/event-stream" },
    });
    await expect(sendMessage({ message: "hi" })).rejects.toMatchObject({ code: "stream_interrupted" });
  });

  it("passes a refusal on with its status and code, before any stream", async () => {
    respond(
      JSON.stringify({
        error: {
          code: "upgrade_required",
          message: "You've used your free messages. Upgrade to continue chatting.",
        },
      }),
      { status: 402, headers: { "content-type": "application/json" } },
    );
    const error = await sendMessage({ message: "New client: 70" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: "upgrade_required" });
  });
});
