import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./context.js";
import { mountWebApp } from "./static.js";

const dist = mkdtempSync(join(tmpdir(), "buildr-dist-"));
mkdirSync(join(dist, "assets"));
const script = `console.log(${JSON.stringify("x".repeat(5000))});`;
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Buildr AI</title>");
writeFileSync(join(dist, "assets", "app-abc123.js"), script);
writeFileSync(join(dist, "assets", "logo.png"), Buffer.from([137, 80, 78, 71]));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
mountWebApp(app, dist);

describe("the built web app", () => {
  it("sends scripts gzipped to browsers that accept it, cached for a year", async () => {
    const res = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 5);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it("sends the plain file without Accept-Encoding, and images as they are", async () => {
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    const image = await app.request("/assets/logo.png", { headers: { "accept-encoding": "gzip" } });
    expect(image.headers.get("content-encoding")).toBeNull();
  });

  it("keeps a missing asset a 404, even through the compressed path", async () => {
    for (const path of ["/assets/missing.js", "/assets/..%2f..%2fetc%2fpasswd.js"]) {
      const res = await app.request(path, { headers: { "accept-encoding": "gzip" } });
      expect(res.status).toBe(404);
    }
  });

  it("answers other paths with index.html, gzipped when accepted", async () => {
    const res = await app.request("/app/bundles", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("<title>Buildr AI");
  });
});
