import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./context.js";
import { errorBody } from "./errors.js";

const COMPRESSIBLE: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Names a browser or crawler asks for by itself (icons, robots.txt, manifests, source maps): when the
 * build has no such file the answer is a 404, never the app's HTML with 200.
 */
const FILE_LIKE = /\.(?:ico|png|jpe?g|gif|webp|svg|txt|xml|json|webmanifest|map|js|css|woff2?)$/i;

/** The pages the web build prerenders in each language (apps/web/src/prerender.tsx), by path. */
const PRERENDERED: Record<string, string> = { "/": "index.html", "/pricing": "pricing.html" };
const LANGUAGES = ["en", "es", "fr"];
/** Mirrors the language the browser stored (apps/web/src/lib/i18n.ts), for the server to read. */
const LANGUAGE_COOKIE = "buildr.lng";

/** The page's language as the browser will pick it (docs/product/index.md): its stored choice, then `?lng=`, else English. */
function visitorLanguage(c: Context<AppEnv>): string {
  for (const candidate of [getCookie(c, LANGUAGE_COOKIE), c.req.query("lng")]) {
    const lng = candidate?.slice(0, 2).toLowerCase();
    if (lng && LANGUAGES.includes(lng)) return lng;
  }
  return "en";
}

/** The path with its percent-escapes decoded, or nothing when they are malformed (`%E0%A4%A`, `%ZZ`, `%`). */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

interface Page {
  html: string;
  gzip: Buffer;
}

function readPage(file: string): Page {
  const html = readFileSync(file, "utf8");
  return { html, gzip: gzipSync(html, { level: 9 }) };
}

/**
 * The built SPA from the same port: hashed assets cached for a year, every other non-API path gets
 * index.html (history fallback). Missing assets stay 404s instead of HTML (docs/conventions.md#stack-notes).
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const index = readPage(indexFile);
  // docs/product/screens.md: `/` and `/pricing` arrive already drawn, in the visitor's language, so a phone paints them
  // before any JavaScript has run; every other path gets the empty shell.
  const prerendered = new Map<string, Page>();
  for (const lng of LANGUAGES)
    for (const [path, name] of Object.entries(PRERENDERED)) {
      const file = join(distDir, "prerendered", lng, name);
      if (existsSync(file)) prerendered.set(`${lng} ${path}`, readPage(file));
    }
  const assetsDir = join(distDir, "assets");
  // Text assets go out gzipped (a third of their size, which decides the phone's first load), compressed
  // once per file and kept: the hashed files never change while the server runs.
  const gzipped = new Map<string, Buffer>();
  // A file name no client could have been given: the client's 400, whichever way the file would be sent
  // (docs/product/compliance.md#security: the compressed path answered 500).
  app.get("/assets/*", async (c, next) => {
    if (decodedPath(c.req.path) !== undefined) return next();
    return c.json(
      errorBody("bad_request", "The file name is not a valid address (malformed %-escape)."),
      400,
    );
  });
  app.get("/assets/*", async (c, next) => {
    const type = COMPRESSIBLE[extname(c.req.path)];
    if (!type || !/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return next();
    const file = normalize(join(distDir, decodedPath(c.req.path)!));
    if (!file.startsWith(assetsDir + sep)) return next();
    let body = gzipped.get(file);
    if (body === undefined) {
      // Only files that exist are kept: a name that misses costs a stat each time, never memory, so
      // requests for endless made-up names cannot grow the cache.
      if (!existsSync(file) || !statSync(file).isFile()) return next();
      body = gzipSync(readFileSync(file), { level: 9 });
      gzipped.set(file, body);
    }
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
  app.get("/assets/*", (c) => c.json(errorBody("not_found", "No such file."), 404));
  app.use("*", serveStatic({ root: distDir, rewriteRequestPath: (p) => (p === "/" ? "/__none__" : p) }));
  app.get("*", async (c) => {
    if (FILE_LIKE.test(c.req.path)) return c.json(errorBody("not_found", "No such file."), 404);
    // A signed-in agent's visit to the landing goes straight to the app, before any page is drawn: the
    // browser would otherwise paint the prerendered landing, then redirect once its script ran. Only a
    // session the one-query reader vouches for redirects; anything unclear gets the page, which redirects
    // itself as before.
    if (c.req.path === "/" && /session_token=/.test(c.req.header("cookie") ?? "")) {
      const session = await c.var.services.sessions.read(c.req.raw.headers).catch(() => undefined);
      if (session?.status === "valid") {
        c.header("Cache-Control", "no-store");
        c.header("Vary", "Cookie");
        const query = new URL(c.req.url).search;
        return c.redirect(`/app${query}`, 302);
      }
    }
    const prerenderedPage = PRERENDERED[c.req.path]
      ? prerendered.get(`${visitorLanguage(c)} ${c.req.path}`)
      : undefined;
    const page = prerenderedPage ?? index;
    c.header("Cache-Control", "no-cache");
    c.header("Vary", prerenderedPage ? "Accept-Encoding, Cookie" : "Accept-Encoding");
    if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
      return c.body(new Uint8Array(page.gzip), 200, {
        "Content-Type": "text/html; charset=UTF-8",
        "Content-Encoding": "gzip",
      });
    }
    return c.html(page.html);
  });
  return true;
}
