/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental parser of `text/event-stream` (the WHATWG rules that matter here): bytes may arrive split
 * anywhere, inside a UTF-8 character, a field or between the CR and LF of a line end. The one parser of
 * the web app: every stream it reads goes through `readSse`.
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

/** Reads a response body to its end, handing each event over as it completes. */
export async function readSse(body: ReadableStream<Uint8Array>, onEvent: (event: SseEvent) => void) {
  const parser = createSseParser(onEvent);
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  parser.end();
}
