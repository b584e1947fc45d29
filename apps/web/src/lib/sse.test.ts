import { describe, expect, it } from "vitest";
import { SSE_REPLY, SSE_STREAM, streamOf } from "@/test/sse";
import { createSseParser, readSse, type SseEvent } from "./sse";

function parseAll(chunks: (Uint8Array | string)[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe("the SSE parser", () => {
  const whole = parseAll([SSE_STREAM]);

  it("reads named events and their data", () => {
    expect(whole.map((e) => e.event)).toEqual(["meta", "delta", "reset", "delta", "delta", "done"]);
    expect(JSON.parse(whole[5]!.data)).toEqual(SSE_REPLY);
  });

  it("gives the same events however the bytes are split, even inside a character", () => {
    const bytes = new TextEncoder().encode(SSE_STREAM);
    for (let size = 1; size <= 7; size++) {
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
      expect(parseAll(chunks)).toEqual(whole);
    }
    for (let cut = 1; cut < bytes.length; cut += 3)
      expect(parseAll([bytes.slice(0, cut), bytes.slice(cut)])).toEqual(whole);
  });

  it("accepts CRLF and CR line ends, split between CR and LF", () => {
    const crlf = SSE_STREAM.replaceAll("\n", "\r\n");
    expect(parseAll([crlf])).toEqual(whole);
    expect(parseAll(crlf.split(/(?<=\r)/))).toEqual(whole);
    expect(parseAll([SSE_STREAM.replaceAll("\n", "\r")])).toEqual(whole);
  });

  it("joins multi-line data and drops an event cut off before its blank line", () => {
    expect(parseAll(["data: one\ndata: two\n\nevent: delta\ndata: lost"])).toEqual([
      { event: "message", data: "one\ntwo" },
    ]);
  });
});

describe("reading a stream", () => {
  it("hands over every event of a body, in order, however it is chunked", async () => {
    const bytes = new TextEncoder().encode(SSE_STREAM);
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 5) chunks.push(bytes.slice(i, i + 5));
    const events: SseEvent[] = [];
    await readSse(streamOf(chunks), (e) => events.push(e));
    expect(events).toEqual(parseAll([SSE_STREAM]));
  });
});
