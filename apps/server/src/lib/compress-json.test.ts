import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { describe, expect, it } from "vitest";
import { acceptedEncoding, COMPRESS_MIN_BYTES, compressJson } from "./compress-json.js";

const large = { items: Array.from({ length: 200 }, (_, i) => ({ i, text: "a bundle's words" })) };
const app = new Hono();
app.use("*", compressJson());
app.get("/small", (c) => c.json({ id: "u1", name: "Agent" }));
app.get("/large", (c) => c.json(large));
app.get("/large-text", (c) => c.body(JSON.stringify(large), 200, { "content-type": "application/json" }));
app.get("/cookie", (c) => {
  c.header("set-cookie", "a=1; Path=/");
  c.header("set-cookie", "b=2; Path=/", { append: true });
  c.header("vary", "Cookie");
  return c.json(large);
});
app.get("/no-transform", (c) => {
  c.header("cache-control", "no-transform");
  return c.json(large);
});
app.get("/text", (c) => c.text("x".repeat(5000)));
app.get("/stream", (c) =>
  streamSSE(c, async (stream) => {
    await stream.writeSSE({ event: "done", data: "{}" });
  }),
);
app.get("/download", (c) =>
  c.body(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(large)));
        controller.close();
      },
    }),
    200,
    { "content-type": "application/json", "content-disposition": 'attachment; filename="data.json"' },
  ),
);
app.get("/error", (c) => c.json({ error: { code: "not_found", message: "Not found." } }, 404));

const get = (path: string, encoding?: string) =>
  app.request(path, { headers: encoding ? { "accept-encoding": encoding } : {} });

describe("compressJson", () => {
  it("sends a small JSON answer as it is, with its length", async () => {
    const res = await get("/small", "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ id: "u1", name: "Agent" });
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(Buffer.byteLength(text)).toBeLessThan(COMPRESS_MIN_BYTES);
  });

  it("gzips a large JSON answer for a client that accepts it, with Vary and its length", async () => {
    for (const path of ["/large", "/large-text"]) {
      const res = await get(path, "gzip, deflate, br");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-length")).toBe(String(body.byteLength));
      expect(JSON.parse(gunzipSync(body).toString("utf8"))).toEqual(large);
    }
  });

  it("sends a large answer plain, still varying, to a client that accepts no encoding", async () => {
    for (const encoding of [undefined, "identity", "gzip;q=0, deflate;q=0", "br"]) {
      const res = await get("/large", encoding);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(JSON.parse(await res.text())).toEqual(large);
    }
  });

  it("uses deflate when only deflate is accepted", async () => {
    const res = await get("/large", "deflate");
    expect(res.headers.get("content-encoding")).toBe("deflate");
    expect(JSON.parse(inflateSync(Buffer.from(await res.arrayBuffer())).toString("utf8"))).toEqual(large);
  });

  it("keeps every cookie, the status and the Vary already set", async () => {
    const res = await get("/cookie", "gzip");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const error = await get("/error", "gzip");
    expect(error.status).toBe(404);
    expect(await error.json()).toEqual({ error: { code: "not_found", message: "Not found." } });
  });

  it("leaves other types, streams and no-transform answers alone", async () => {
    expect((await get("/text", "gzip")).headers.get("content-encoding")).toBeNull();
    expect((await get("/no-transform", "gzip")).headers.get("content-encoding")).toBeNull();
    const stream = await get("/stream", "gzip");
    expect(stream.headers.get("content-encoding")).toBeNull();
    expect(await stream.text()).toContain("event: done");
  });
});

describe("compressJson and downloads", () => {
  it("leaves a streamed download as a stream: no length, no encoding, every byte", async () => {
    const res = await get("/download", "gzip");
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(await res.text())).toEqual(large);
  });
});

describe("acceptedEncoding", () => {
  it("prefers gzip and honours q=0 and *", () => {
    expect(acceptedEncoding("gzip, deflate, br")).toBe("gzip");
    expect(acceptedEncoding("deflate, gzip;q=0.5")).toBe("deflate");
    expect(acceptedEncoding("gzip;q=0")).toBeNull();
    expect(acceptedEncoding("*")).toBe("gzip");
    expect(acceptedEncoding("*;q=0, deflate")).toBe("deflate");
    expect(acceptedEncoding("br, zstd")).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
