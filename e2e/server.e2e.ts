import { describe, expect, it } from "vitest";
import { startServer } from "./server.js";

describe("the built server as npm start runs it", () => {
  it("serves the SPA with history fallback, assets with long caching, and JSON for unknown API paths", async () => {
    const server = await startServer();
    try {
      const home = await fetch(`${server.baseURL}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('<div id="root">');
      const deep = await fetch(`${server.baseURL}/app/bundles`);
      expect(deep.status).toBe(200);
      expect(await deep.text()).toBe(html);
      const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
      expect(asset).toBeTruthy();
      const js = await fetch(`${server.baseURL}${asset}`);
      expect(js.status).toBe(200);
      expect(js.headers.get("cache-control")).toContain("immutable");
      const missing = await fetch(`${server.baseURL}/assets/nope.js`);
      expect(missing.status).toBe(404);
      const api = await fetch(`${server.baseURL}/api/nope`);
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ error: { code: "not_found" } });
    } finally {
      await server.stop();
    }
  });

  it("finishes an in-flight request on SIGTERM, then exits 0 and releases the data folder", async () => {
    const server = await startServer();
    const inFlight = fetch(`${server.baseURL}/api/health`).then((r) => r.status);
    server.process.kill("SIGTERM");
    expect(await inFlight).toBe(200);
    const code = await server.stop();
    expect(code).toBe(0);
    expect(server.output()).not.toMatch(/Error|error/);
  });

  it("refuses to start without a secret in production, listing what is missing", async () => {
    await expect(startServer({ NODE_ENV: "production" })).rejects.toThrow(
      /BETTER_AUTH_SECRET is required in production/,
    );
  });
});
