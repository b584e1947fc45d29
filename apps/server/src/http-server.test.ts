import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { describe, expect, it } from "vitest";
import { overHttp } from "./test/harness.js";

const app = new Hono();
app.get("/json", (c) => c.json({ ok: true }));
app.get("/raw", () => new Response("<p>raw</p>", { headers: { "content-type": "text/html" } }));
app.get("/own", (c) => {
  c.header("Content-Security-Policy", "default-src 'none'");
  return c.text("own");
});
app.get("/stream", (c) => streamSSE(c, async (s) => s.writeSSE({ data: "hi" })));

const withServer = <T>(publicUrl: string, run: (base: string) => Promise<T>) => overHttp(app, publicUrl, run);

describe("the HTTP server's security headers", () => {
  it("are on every kind of answer: JSON, a Response returned as it is, a stream", async () => {
    await withServer("http://localhost:3000", async (base) => {
      for (const path of ["/json", "/raw", "/stream"]) {
        const res = await fetch(`${base}${path}`);
        await res.text();
        expect(res.status, path).toBe(200);
        expect(res.headers.get("content-security-policy"), path).toContain("script-src 'self';");
        expect(res.headers.get("x-frame-options"), path).toBe("DENY");
        expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
        expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
        expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
        expect(res.headers.get("strict-transport-security"), path).toBeNull();
      }
      expect((await fetch(`${base}/json`)).headers.get("content-type")).toMatch(/^application\/json/);
    });
  });

  it("give way to a header the answer sets itself", async () => {
    await withServer("http://localhost:3000", async (base) => {
      const res = await fetch(`${base}/own`);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    });
  });

  it("add HSTS when the public address is https", async () => {
    await withServer("https://buildr.example", async (base) => {
      const res = await fetch(`${base}/json`);
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    });
  });
});
