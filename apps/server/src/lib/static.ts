import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./context.js";

/**
 * The built SPA from the same port: hashed assets cached for a year, every other non-API path gets
 * index.html (history fallback). Missing assets stay 404s instead of HTML (stack-notes).
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, "utf8");
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
    return c.html(indexHtml);
  });
  return true;
}
