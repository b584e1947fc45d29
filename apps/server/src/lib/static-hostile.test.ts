import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { serveApp } from "../http-server.js";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../test/harness.js";

/**
 * docs/product/compliance.md#security: hostile requests for the built web app's files, through the whole app (its error handler
 * included) on Node's HTTP server, with the raw paths a client can send. Never a 5xx; every refusal is
 * docs/api.md's `{ "error": { "code", "message" } }`.
 */

const dist = mkdtempSync(join(tmpdir(), "buildr-dist-hostile-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Buildr AI</title>");
writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log(1);");
writeFileSync(join(dist, "assets", "style-abc123.css"), "body{margin:0}");
writeFileSync(join(dist, "secret.txt"), "outside the assets folder");

let t: TestContext;
let server: ReturnType<typeof serveApp>;
let port: number;
beforeAll(async () => {
  t = await createTestContext();
  server = serveApp(createApp({ services: t.services, webDist: dist }).fetch, {
    port: 0,
    hostname: "127.0.0.1",
    publicUrl: TEST_ORIGIN,
  });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** One request with the path exactly as given (no URL normalisation on the way). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks).toString("latin1"),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

function expectApiError(res: { status: number; type: string; body: string }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.type).toMatch(/application\/json/);
  const body = JSON.parse(res.body) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
}

const GZIP = { "accept-encoding": "gzip" };

const MALFORMED = [
  "/assets/%E0%A4%A.js",
  "/assets/%.js",
  "/assets/%ZZ.js",
  "/assets/%E0%A4.js",
  "/assets/%FF.css",
  "/assets/%C0%AE%C0%AE/secret.txt",
  "/assets/%ED%A0%80.js",
  "/assets/app-abc123.js%",
];

describe("GET /assets/* with malformed percent-escapes", () => {
  it.each(MALFORMED)("answers %s with 400 bad_request, gzip accepted or not", async (path) => {
    expectApiError(await get(path, GZIP), 400, "bad_request");
    expectApiError(await get(path), 400, "bad_request");
  });
});

describe("GET /assets/* with other hostile names", () => {
  it.each([
    "/assets/missing.js",
    "/assets/..%2f..%2fsecret.txt",
    "/assets/..%2fsecret.txt",
    "/assets/%2e%2e%2fsecret.txt",
    "/assets/..%5c..%5csecret.txt",
    "/assets/%252e%252e%252fsecret.txt",
    "/assets/%%32%65%%32%65%2fsecret.txt",
    "/assets/app-abc123.js%00",
    "/assets/a%00b.js",
    "/assets/%0d%0aSet-Cookie:%20x=1.js",
    `/assets/${"a".repeat(4000)}.js`,
    "/assets/app-abc123.js/",
    "/assets/app-abc123.js/..%2f..%2fsecret.txt",
    "/assets/%E2%80%AE.js",
  ])("answers %s with a JSON 404 and never a file outside the folder", async (path) => {
    for (const headers of [GZIP, {}]) {
      const res = await get(path, headers);
      expectApiError(res, 404, "not_found");
      expect(res.body).not.toContain("outside the assets folder");
    }
  });

  it("still serves the real files, compressed or not", async () => {
    expect((await get("/assets/app-abc123.js", GZIP)).status).toBe(200);
    expect((await get("/assets/style-abc123.css")).status).toBe(200);
  });

  it("never answers a 5xx to any path of printable characters and escapes under /assets/", async () => {
    const segment = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{0,12}$/),
      fc
        .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 4 })
        .map((bytes) => bytes.map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join("")),
      fc.constantFrom("%", "%E", "%G0", "..", "%2e%2e", "%2f", "%5c", "%00"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(".js", ".css", ".svg", ".json", ".txt", ".png", ""),
        fc.boolean(),
        async (parts, extension, gzip) => {
          const res = await get(`/assets/${parts.join("")}${extension}`, gzip ? GZIP : {});
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400)
            expect(JSON.parse(res.body)).toMatchObject({ error: { code: expect.any(String) } });
        },
      ),
      { numRuns: 300 },
    );
  });
});
