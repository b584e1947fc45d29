// After `vite build`: prerenders the public pages into dist/prerendered/<lng>/<page>.html (docs/product/screens.md).
// The server sends them to the visitors of `/` and `/pricing` (apps/server/src/lib/static.ts); the
// browser draws the same page over them from the public entry (src/public-main.tsx, decision 008); they
// are inert until then, seen but not yet used. The server-side bundle is built to a scratch folder and
// removed.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist");
const scratch = join(root, "node_modules/.prerender");

await build({
  root,
  configFile: join(root, "vite.config.ts"),
  // Its warnings (locales both imported and lazily loaded) concern the browser bundle, not this one.
  logLevel: "error",
  build: {
    ssr: true,
    // Instead of the two HTML entries of vite.config.ts.
    rolldownOptions: { input: "src/prerender.tsx" },
    outDir: scratch,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
});

try {
  const { prerenderPage, PRERENDERED_PATHS, SUPPORTED_LANGUAGES } = await import(
    pathToFileURL(join(scratch, "prerender.js")).href
  );
  // public.html repeats index.html with another entry, for Vite's sake: the two must not drift apart
  // (title, description, theme colour).
  const source = (name) => readFileSync(join(root, name), "utf8");
  if (source("index.html").replace("/src/main.tsx", "/src/public-main.tsx") !== source("public.html")) {
    throw new Error("public.html must be index.html with src/public-main.tsx as its entry");
  }
  // The public entry's page: what `vite build` made of public.html, a template only (it is removed below).
  const templateFile = join(dist, "public.html");
  if (!existsSync(templateFile)) throw new Error("dist/public.html is missing: run `vite build` first");
  const shell = readFileSync(templateFile, "utf8");
  if (!shell.includes('<div id="root"></div>')) throw new Error("dist/public.html has no empty #root");
  // The stylesheet travels inside the page (the CSP allows inline styles): one request fewer before the
  // first paint, and no sharing of a slow link with the scripts while it downloads.
  const template = shell.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
    (_, file) => {
      const css = readFileSync(join(dist, file), "utf8");
      if (css.includes("</style")) throw new Error(`${file} cannot be inlined`);
      return `<style>${css}</style>`;
    },
  );
  for (const lng of SUPPORTED_LANGUAGES) {
    mkdirSync(join(dist, "prerendered", lng), { recursive: true });
    for (const path of PRERENDERED_PATHS) {
      const markup = await prerenderPage(path, lng);
      const html = template
        .replace(/<html lang="[^"]*"/, `<html lang="${lng}"`)
        .replace('<div id="root"></div>', `<div id="root" inert>${markup}</div>`);
      const name = path === "/" ? "index" : path.slice(1);
      writeFileSync(join(dist, "prerendered", lng, `${name}.html`), html);
      console.log(`prerendered ${path} (${lng}): ${Math.round(markup.length / 1024)} KB`);
    }
  }
  // Served as it is, it would be a public page drawn by nobody.
  rmSync(templateFile);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
