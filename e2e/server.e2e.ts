import { once } from "node:events";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { startServer } from "./server.js";

describe("the built server as npm start runs it", () => {
  it("serves the SPA with history fallback, assets with long caching, and JSON for unknown API paths", async () => {
    const server = await startServer();
    try {
      const home = await fetch(`${server.baseURL}/`);
      expect(home.status).toBe(200);
      // The landing arrives drawn (decision 007), inert until the app starts; other paths get the shell.
      const landing = await home.text();
      expect(landing).toContain('<div id="root" inert>');
      const deep = await fetch(`${server.baseURL}/app/bundles`);
      expect(deep.status).toBe(200);
      const html = await deep.text();
      expect(html).toContain('<div id="root"></div>');
      // The shell starts the app; the prerendered landing its own, lighter entry (decision 008).
      const entry = (page: string) =>
        page.match(/<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1];
      const [appEntry, landingEntry] = [entry(html), entry(landing)];
      expect(appEntry).toBeTruthy();
      expect(landingEntry).toBeTruthy();
      expect(landingEntry).not.toBe(appEntry);
      for (const asset of [appEntry, landingEntry]) {
        const js = await fetch(`${server.baseURL}${asset}`);
        expect(js.status).toBe(200);
        expect(js.headers.get("cache-control")).toContain("immutable");
      }
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
    // A request is in flight once the server has its headers and is reading the body: send half a body,
    // signal, then the rest. (A connection that has sent nothing yet is idle and may rightly be closed.)
    const { port } = new URL(server.baseURL);
    const socket = connect(Number(port), "127.0.0.1");
    await once(socket, "connect");
    const body = JSON.stringify({ email: "nobody@example.com", password: "not-the-password-1" });
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${server.baseURL}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    let answer = "";
    socket.on("data", (d) => {
      answer += d;
    });
    const closed = once(socket, "close");
    await new Promise((r) => setTimeout(r, 300));
    server.process.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(half));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('"code":"INVALID_EMAIL_OR_PASSWORD"');
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
