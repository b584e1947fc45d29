import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { createSseParser, type SseEvent, sendMessage } from "./send-message";

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

function parseAll(chunks: (Uint8Array | string)[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe("the SSE parser", () => {
  const whole = parseAll([STREAM]);

  it("reads named events and their data", () => {
    expect(whole.map((e) => e.event)).toEqual(["meta", "delta", "reset", "delta", "delta", "done"]);
    expect(JSON.parse(whole[5]!.data)).toEqual(REPLY);
  });

  it("gives the same events however the bytes are split, even inside a character", () => {
    const bytes = new TextEncoder().encode(STREAM);
    for (let size = 1; size <= 7; size++) {
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
      expect(parseAll(chunks)).toEqual(whole);
    }
    for (let cut = 1; cut < bytes.length; cut += 3)
      expect(parseAll([bytes.slice(0, cut), bytes.slice(cut)])).toEqual(whole);
  });

  it("accepts CRLF and CR line ends, split between CR and LF", () => {
    const crlf = STREAM.replaceAll("\n", "\r\n");
    expect(parseAll([crlf])).toEqual(whole);
    expect(parseAll(crlf.split(/(?<=\r)/))).toEqual(whole);
    expect(parseAll([STREAM.replaceAll("\n", "\r")])).toEqual(whole);
  });

  it("joins multi-line data and drops an event cut off before its blank line", () => {
    expect(parseAll(["data: one\ndata: two\n\nevent: delta\ndata: lost"])).toEqual([
      { event: "message", data: "one\ntwo" },
    ]);
  });
});

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
