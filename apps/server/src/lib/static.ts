import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./context.js";

const COMPRESSIBLE: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * The built SPA from the same port: hashed assets cached for a year, every other non-API path gets
 * index.html (history fallback). Missing assets stay 404s instead of HTML (stack-notes).
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, "utf8");
  const indexGzip = gzipSync(indexHtml, { level: 9 });
  const assetsDir = join(distDir, "assets");
  // Text assets go out gzipped (a third of their size, which decides the phone's first load), compressed
  // once per file and kept: the hashed files never change while the server runs.
  const gzipped = new Map<string, Buffer | null>();
  app.get("/assets/*", async (c, next) => {
    const type = COMPRESSIBLE[extname(c.req.path)];
    if (!type || !/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return next();
    const file = normalize(join(distDir, decodeURIComponent(c.req.path)));
    if (!file.startsWith(assetsDir + sep)) return next();
    let body = gzipped.get(file);
    if (body === undefined) {
      body = existsSync(file) && statSync(file).isFile() ? gzipSync(readFileSync(file), { level: 9 }) : null;
      gzipped.set(file, body);
    }
    if (!body) return next();
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": type,
      "Content-Encoding": "gzip",
      Vary: "Accept-Encoding",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
  app.use(
    "/assets/*",
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.use("*", serveStatic({ root: distDir, rewriteRequestPath: (p) => (p === "/" ? "/__none__" : p) }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
      return c.body(new Uint8Array(indexGzip), 200, {
        "Content-Type": "text/html; charset=UTF-8",
        "Content-Encoding": "gzip",
      });
    }
    return c.html(indexHtml);
  });
  return true;
}
