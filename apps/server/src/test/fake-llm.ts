import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An OpenAI-compatible `/v1/chat/completions` server on loopback that a test scripts, so the production
 * model client is what the tests exercise (docs/conventions.md#chat-route-order). Each request takes the next scripted behaviour
 * (the last one repeats); every request body is kept in `requests`.
 */
export type FakeBehaviour =
  /** A streamed answer, in these chunks. */
  | { kind: "stream"; chunks: string[]; delayMs?: number }
  /** One JSON completion (a server that ignores `stream: true`). */
  | { kind: "json"; content: string }
  /** An HTTP error status, e.g. 429 or 500, with headers such as Retry-After. */
  | { kind: "status"; status: number; headers?: Record<string, string> }
  /** A streamed call of one of the offered tools (its arguments as JSON text). */
  | { kind: "tool"; name: string; arguments: string }
  /** Accepts the request and never answers. */
  | { kind: "hang" }
  /** Streams some text, then stalls forever. */
  | { kind: "stall"; chunks: string[] }
  /** Answers 200 with bytes that are not the protocol. */
  | { kind: "garbage" }
  /** A stream with no text at all. */
  | { kind: "empty" };

export interface FakeRequest {
  body: {
    model?: string;
    stream?: boolean;
    messages: { role: string; content: string | null }[];
    tools?: { type: string; function: { name: string } }[];
  };
  authorization: string | undefined;
  at: number;
}

export class FakeLlm {
  readonly requests: FakeRequest[] = [];
  private script: FakeBehaviour[] = [];
  private server: Server | null = null;
  private readonly open = new Set<ServerResponse>();
  baseUrl = "";

  /** The behaviours of the next requests, in order; the last one repeats. */
  play(...behaviours: FakeBehaviour[]) {
    this.script = behaviours;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async stop() {
    for (const res of this.open) res.destroy();
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    if (req.url !== "/v1/chat/completions" || req.method !== "POST") {
      res.writeHead(404).end();
      return;
    }
    this.requests.push({
      body: JSON.parse(raw),
      authorization: req.headers.authorization,
      at: Date.now(),
    });
    const behaviour =
      this.script.length > 1 ? this.script.shift()! : (this.script[0] ?? { kind: "empty" as const });
    this.open.add(res);
    res.on("close", () => this.open.delete(res));
    const chunk = (text: string) =>
      `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: text } }] })}\n\n`;
    switch (behaviour.kind) {
      case "stream":
      case "stall": {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
        for (const text of behaviour.chunks) {
          res.write(chunk(text));
          if (behaviour.kind === "stream" && behaviour.delayMs)
            await new Promise((r) => setTimeout(r, behaviour.delayMs));
        }
        if (behaviour.kind === "stream") res.end("data: [DONE]\n\n");
        return;
      }
      case "json":
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            choices: [{ index: 0, message: { role: "assistant", content: behaviour.content } }],
          }),
        );
        return;
      case "tool":
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write(
          `data: ${JSON.stringify({
            object: "chat.completion.chunk",
            choices: [
              {
                index: 0,
                delta: {
                  role: "assistant",
                  tool_calls: [
                    {
                      index: 0,
                      id: `call_${this.requests.length}`,
                      type: "function",
                      function: { name: behaviour.name, arguments: behaviour.arguments },
                    },
                  ],
                },
              },
            ],
          })}\n\n`,
        );
        res.end("data: [DONE]\n\n");
        return;
      case "status":
        res.writeHead(behaviour.status, { "content-type": "application/json", ...behaviour.headers });
        res.end(JSON.stringify({ error: { message: `status ${behaviour.status}` } }));
        return;
      case "hang":
        return;
      case "garbage":
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end("data: {not json at all\n\n");
        return;
      case "empty":
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end("data: [DONE]\n\n");
        return;
    }
  }
}
