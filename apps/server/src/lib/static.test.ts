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
writeFileSync(join(dist, "robots.txt"), "User-agent: *\nDisallow: /app\n");
for (const lng of ["en", "es", "fr"]) {
  mkdirSync(join(dist, "prerendered", lng), { recursive: true });
  writeFileSync(join(dist, "prerendered", lng, "index.html"), `<!doctype html><h1>landing ${lng}</h1>`);
  writeFileSync(join(dist, "prerendered", lng, "pricing.html"), `<!doctype html><h1>pricing ${lng}</h1>`);
}
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

  it("serves the build's own robots.txt, and a 404 (never the app's HTML) for a file it does not have", async () => {
    const robots = await app.request("/robots.txt");
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain("Disallow: /app");
    for (const path of ["/favicon.ico", "/apple-touch-icon.png", "/sitemap.xml", "/app/old-chunk.js"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("application/json");
    }
  });

  it("answers other paths with index.html, gzipped when accepted", async () => {
    const res = await app.request("/app/bundles", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("<title>Buildr AI");
  });

  it("sends / and /pricing prerendered in the visitor's language: stored choice, then ?lng, else English", async () => {
    const page = async (path: string, cookie?: string) => {
      const res = await app.request(path, { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get("vary")).toContain("Cookie");
      return res.text();
    };
    expect(await page("/")).toContain("landing en");
    expect(await page("/pricing")).toContain("pricing en");
    expect(await page("/", "buildr.lng=es")).toContain("landing es");
    expect(await page("/pricing?lng=fr")).toContain("pricing fr");
    expect(await page("/?lng=fr", "buildr.lng=es")).toContain("landing es");
    // An unknown language is no language: English.
    expect(await page("/?lng=de", "buildr.lng=xx")).toContain("landing en");
  });

  it("sends the prerendered page gzipped too, and the empty shell everywhere else", async () => {
    const res = await app.request("/", { headers: { "accept-encoding": "gzip", cookie: "buildr.lng=fr" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("landing fr");
    const other = await app.request("/auth", { headers: { cookie: "buildr.lng=fr" } });
    expect(await other.text()).toContain("<title>Buildr AI");
    expect(other.headers.get("vary")).not.toContain("Cookie");
  });
});
