import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/context.js";
import { AppError } from "../../lib/errors.js";

/**
 * The HTTP contract as a page a person can read: Swagger UI rendering `/api/openapi.json` (generated from
 * the routes' zod schemas). Its script and style are served from the `swagger-ui-dist` package on this
 * server, never from a CDN: the app runs offline and its Content-Security-Policy allows only its own
 * scripts (no inline script, no eval), so the page's start-up code is a file too.
 */

const require = createRequire(import.meta.url);
const DIST = dirname(require.resolve("swagger-ui-dist/package.json"));

const INIT_JS = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#api-reference",
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Buildr AI API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="api-reference" aria-label="Buildr AI API reference"><p>Loading the API reference from <a href="/api/openapi.json">/api/openapi.json</a>…</p></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>
`;

interface Asset {
  type: string;
  body: Buffer;
  gzip: Buffer;
}

function asset(type: string, body: Buffer | string): Asset {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  return { type, body: bytes, gzip: gzipSync(bytes) };
}

let assets: Map<string, Asset> | undefined;

/** Read once, on the first visit: the page costs nothing to a server nobody asks it of. */
function loadAssets(): Map<string, Asset> {
  assets ??= new Map([
    ["swagger-ui.css", asset("text/css; charset=utf-8", readFileSync(join(DIST, "swagger-ui.css")))],
    [
      "swagger-ui-bundle.js",
      asset("text/javascript; charset=utf-8", readFileSync(join(DIST, "swagger-ui-bundle.js"))),
    ],
    ["init.js", asset("text/javascript; charset=utf-8", INIT_JS)],
  ]);
  return assets;
}

export const apiDocsRoutes = new Hono<AppEnv>()
  .get("/docs", (c) => c.html(PAGE))
  .get("/docs/assets/:file", (c) => {
    const found = loadAssets().get(c.req.param("file"));
    if (!found) throw new AppError("not_found", "No such file.");
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    c.header("Content-Type", found.type);
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Vary", "Accept-Encoding");
    if (gzip) c.header("Content-Encoding", "gzip");
    return c.body(new Uint8Array(gzip ? found.gzip : found.body));
  });
