import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { SSE_REPLY, SSE_STREAM, sseResponse, streamOf } from "@/test/sse";
import { sendMessage } from "./send-message";

/** The server streams `chunks` as the answer to every message. */
function streaming(chunks: string[]) {
  stubFetch(() => sseResponse(streamOf(chunks)));
}

describe("sending a message", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows deltas and resets, then returns the stored reply", async () => {
    streaming(SSE_STREAM.match(/[\s\S]{1,11}/g)!);
    let shown = "";
    const response = await sendMessage(
      { conversationId: "c1", message: "¿Qué es el plan G?" },
      { onDelta: (t) => (shown += t), onReset: () => (shown = "") },
    );
    expect(shown).toBe("Plan G — «sí» 👍");
    expect(response).toEqual(SSE_REPLY);
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new Headers(init?.headers).get("accept")).toBe("text/event-stream");
  });

  it("turns an error event into an ApiError with the server's words", async () => {
    streaming([
      'event: delta\ndata: {"text":"Half"}\n\n',
      'event: error\ndata: {"error":{"code":"internal_error","message":"Your message was saved."}}\n\n',
    ]);
    await expect(sendMessage({ message: "hi" })).rejects.toMatchObject({
      status: 500,
      code: "internal_error",
      message: "Your message was saved.",
    });
  });

  it("gives a refusal reported after the stream opened the status its code has (a conversation gone)", async () => {
    streaming([
      'event: meta\ndata: {"conversationId":"c9","messageId":"m9"}\n\n',
      'event: error\ndata: {"error":{"code":"not_found","message":"No conversation with that id."}}\n\n',
    ]);
    const metas: unknown[] = [];
    const error = await sendMessage(
      { conversationId: "c9", message: "hi" },
      { onMeta: (ids) => metas.push(ids) },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: "not_found" });
    expect(metas).toEqual([{ conversationId: "c9", messageId: "m9" }]);
  });

  it("gives any code the status of the server's own error map (a conflict is 409)", async () => {
    streaming([
      'event: error\ndata: {"error":{"code":"conflict","message":"Only the latest message can be answered again."}}\n\n',
    ]);
    await expect(sendMessage({ message: "hi" })).rejects.toMatchObject({ status: 409, code: "conflict" });
  });

  it("says so when the stream ends without its reply", async () => {
    streaming(['event: delta\ndata: {"text":"Half"}\n\n']);
    await expect(sendMessage({ message: "hi" })).rejects.toMatchObject({ code: "stream_interrupted" });
  });

  it("passes a refusal on with its status and code, before any stream", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: "upgrade_required",
            message: "You've used your free messages. Upgrade to continue chatting.",
          },
        },
        402,
      ),
    );
    const error = await sendMessage({ message: "New client: 70" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: "upgrade_required" });
  });
});
