import { describe, expect, it } from "vitest";
import { createSseParser, readSse, type SseEvent } from "./sse";

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

describe("reading a stream", () => {
  it("hands over every event of a body, in order, however it is chunked", async () => {
    const bytes = new TextEncoder().encode(STREAM);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    await readSse(body, (e) => events.push(e));
    expect(events).toEqual(parseAll([STREAM]));
  });
});
