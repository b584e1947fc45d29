import { once } from "node:events";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { limitBody } from "./body-limit.js";

// Through a real Node HTTP server: the adapter's requests, Content-Length and chunked bodies as sent.
const app = new Hono();
app.use(
  "*",
  limitBody({ maxSize: 1000, onError: (c) => c.json({ error: { code: "payload_too_large" } }, 413) }),
);
app.get("/echo", (c) => c.text("got"));
app.post("/echo", async (c) => c.text(`got ${(await c.req.text()).length}`));
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await once(server, "listening");
const { port } = server.address() as AddressInfo;
afterAll(() => new Promise<void>((done) => server.close(() => done())));

function send(method: string, chunks: string[], chunked: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const length = chunks.reduce((n, c) => n + c.length, 0);
    const req = request({
      host: "127.0.0.1",
      port,
      path: "/echo",
      method,
      headers: chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(length) },
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("the request body limit", () => {
  it("lets requests without a body and bodies within the limit through, whole", async () => {
    expect(await send("GET", [], false)).toEqual({ status: 200, body: "got" });
    expect(await send("POST", ["x".repeat(1000)], false)).toEqual({ status: 200, body: "got 1000" });
    expect(await send("POST", ["x".repeat(600), "y".repeat(400)], true)).toEqual({
      status: 200,
      body: "got 1000",
    });
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const res = await send("POST", ["x".repeat(1001)], false);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: { code: "payload_too_large" } });
  });

  it("counts a chunked body as it arrives and refuses it once over the limit", async () => {
    const res = await send("POST", ["x".repeat(600), "y".repeat(600)], true);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: { code: "payload_too_large" } });
  });
});
