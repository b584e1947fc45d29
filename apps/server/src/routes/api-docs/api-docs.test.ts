import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, overHttp, TEST_ORIGIN, type TestContext } from "../../test/harness.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("GET /api/docs", () => {
  it("renders the generated OpenAPI document from this server's own files, no CDN", async () => {
    const res = await t.client().get("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(sources).toEqual([
      "/api/docs/assets/swagger-ui.css",
      "/api/openapi.json",
      "/api/docs/assets/swagger-ui-bundle.js",
      "/api/docs/assets/init.js",
    ]);
    // The page's start-up is a file: the Content-Security-Policy allows no inline script.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).toContain('<html lang="en">');

    const init = await (await t.client().get("/api/docs/assets/init.js")).text();
    expect(init).toContain('url: "/api/openapi.json"');
    expect(init).toContain("validatorUrl: null");

    const bundle = await t.client().get("/api/docs/assets/swagger-ui-bundle.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("text/javascript");
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const css = await t.client().get("/api/docs/assets/swagger-ui.css");
    expect(css.headers.get("content-type")).toContain("text/css");
  });

  it("sends the assets gzipped to a browser that accepts it, under the app's security headers", async () => {
    await overHttp(t.app, TEST_ORIGIN, async (base) => {
      const res = await fetch(`${base}/api/docs/assets/swagger-ui-bundle.js`, {
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      // fetch decodes gzip itself; what arrived decoded is the bundle.
      expect(await res.text()).toContain("SwaggerUIBundle");
      const page = await fetch(`${base}/api/docs`);
      expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    });
    const raw = await t.app.request("/api/docs/assets/init.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(raw.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await raw.arrayBuffer())).toString()).toContain("SwaggerUIBundle(");
  });

  it("answers a file it does not serve with the JSON 404, never a file outside the package", async () => {
    for (const path of ["/api/docs/assets/package.json", "/api/docs/assets/..%2F..%2Fpackage.json"]) {
      const res = await t.client().get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
    }
  });
});

describe("GET /api/openapi.json", () => {
  it("is generated from the routes and stands on its own, pointing at no document outside it", async () => {
    const res = await t.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { description: string };
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/chat", "/api/me", "/api/billing/checkout"]),
    );
    expect(doc.info.description).toContain("{ error: { code, message");
    expect(JSON.stringify(doc)).not.toMatch(
      /\b(?:design|spec|shared)\/|\b(?:site|chat-coach|api)\.md\b|\bD-\d+\b|\bissue \d+/i,
    );
  });
});
