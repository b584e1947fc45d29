// The public site's weight and Lighthouse scores (docs/product/screens.md). Results: bench/results/web.json.
//   node bench/web.mjs [--skip-lighthouse] [--runs 3]
// Needs the built app (npm run build). Lighthouse is pinned and run through npx, never installed:
// CHROME_PATH defaults to Debian's Chromium.
//
// First-load JavaScript is measured from the built files, not guessed from names: the scripts an HTML
// page names and everything they import statically, chunk by chunk (dynamic `import()`s are what
// route-level code splitting leaves out), plus the English strings the page waits for before its first
// render. The landing is measured from the page its visitors receive, the prerendered English landing
// with its own entry (decision 008); the app shell from index.html, the app's entry, plus the chunks of
// the signed-in layout, of /app's page and of its strings, found through their source maps. Lighthouse
// reports the median of its runs: the machine is shared and noisy.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { startApp } from "./server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "apps/web/dist");
const { values } = parseArgs({
  options: {
    "skip-lighthouse": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
  },
});

const BUDGET = { landingJsGzipKb: 120, performance: 95, accessibility: 95 };
const LIGHTHOUSE = "lighthouse@13.5.0";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const LANDING_PAGE = "prerendered/en/index.html";
if (
  !existsSync(join(dist, "index.html")) ||
  !existsSync(join(dist, LANDING_PAGE)) ||
  !existsSync(join(root, "apps/server/dist/server.js"))
) {
  console.error("Build the app first: npm run build");
  process.exit(1);
}

// ---------- first-load JavaScript ----------

const html = readFileSync(join(dist, "index.html"), "utf8");
const landingHtml = readFileSync(join(dist, LANDING_PAGE), "utf8");
const gzipKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

/** Static imports of a built chunk: `import x from "./a.js"`, `import "./b.js"`, `export * from "./c.js"`. */
function staticImports(file) {
  const code = readFileSync(join(dist, file), "utf8");
  const found = new Set();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(join(dirname(file), match[1]).replaceAll("\\", "/"));
  return [...found];
}

/** The closure of static imports from some chunks: what the browser must fetch before running them. */
function staticGraph(entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

/** The scripts a page names: its entry and the chunks it preloads. */
const scriptsOf = (page) => [
  ...[...page.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]),
  ...[...page.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]),
];
// Both entries wait for the visitor's strings before their first render (lib/i18n.ts): an English
// visitor's core and landing strings are part of the landing's first load although they are dynamic
// imports. The app shell counts them too, as it always has.
const firstStrings = ["src/locales/en.ts", "src/locales/landing/en.ts"].map(chunkContaining).filter(Boolean);
const landingFiles = staticGraph([...scriptsOf(landingHtml), ...firstStrings]);

/** The chunk whose source map names a given source file. */
function chunkContaining(sourceSuffix) {
  const assets = readdirJs();
  for (const file of assets) {
    const mapPath = join(dist, `${file}.map`);
    if (!existsSync(mapPath)) continue;
    const { sources } = JSON.parse(readFileSync(mapPath, "utf8"));
    if (sources.some((s) => s.endsWith(sourceSuffix))) return file;
  }
  return null;
}

function readdirJs() {
  return readdirSync(join(dist, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => `assets/${f}`);
}

const shellChunks = [
  "src/components/layout/app-layout.tsx",
  "src/app/routes/app/chat.tsx",
  "src/locales/chat/en.ts",
]
  .map(chunkContaining)
  .filter(Boolean);
const appShellFiles = staticGraph([...scriptsOf(html), ...firstStrings, ...shellChunks]);

const sizeOf = (files) => {
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length / 1024;
    gz += gzipKb(bytes);
  }
  return { files: [...files].sort(), rawKb: round(raw), gzipKb: round(gz) };
};
const round = (n) => Math.round(n * 10) / 10;

const weight = {
  landing: sizeOf(landingFiles),
  appShell: sizeOf(appShellFiles),
  css: sizeOf([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1])),
};
console.log(
  `Landing first-load JS: ${weight.landing.gzipKb} KB gzip (${weight.landing.rawKb} KB raw, ${weight.landing.files.length} files); budget ${BUDGET.landingJsGzipKb} KB`,
);
console.log(
  `App shell (/app) JS: ${weight.appShell.gzipKb} KB gzip (${weight.appShell.rawKb} KB raw, ${weight.appShell.files.length} files)`,
);
console.log(`CSS: ${weight.css.gzipKb} KB gzip`);

// ---------- Lighthouse, mobile ----------

function lighthouse(url, outDir) {
  const output = join(outDir, `lh-${Math.random().toString(36).slice(2)}.json`);
  const run = spawnSync(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--only-categories=performance,accessibility",
      "--output=json",
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ],
    {
      cwd: outDir,
      encoding: "utf8",
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      timeout: 240_000,
    },
  );
  if (!existsSync(output)) throw new Error(`lighthouse failed on ${url}:\n${run.stderr}`);
  const report = JSON.parse(readFileSync(output, "utf8"));
  if (report.runtimeError || report.categories.performance.score === null)
    throw new Error(`lighthouse could not measure ${url}: ${report.runtimeError?.message ?? "no score"}`);
  const metric = (id) => report.audits[id]?.numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Math.round((metric("cumulative-layout-shift") ?? 0) * 1000) / 1000,
    failedAccessibilityAudits: Object.values(report.audits)
      .filter(
        (a) =>
          report.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
          a.score !== null &&
          a.score < 1,
      )
      .map((a) => a.id),
  };
}

const scores = {};
if (!values["skip-lighthouse"]) {
  const app = await startApp({
    NODE_ENV: "production",
    // Production serving (cache headers, no dev mailbox) needs a real secret; this run's is throwaway.
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    // ...and an SMTP server; nothing is mailed while pages load, so one that is not there will do.
    SMTP_URL: "smtp://127.0.0.1:9",
  });
  const outDir = mkdtempSync(join(tmpdir(), "buildr-lighthouse-"));
  try {
    for (const [name, path] of [
      ["landing", "/"],
      ["pricing", "/pricing"],
    ]) {
      const runs = [];
      for (let i = 0; i < Number(values.runs); i++) {
        // Chromium on a busy machine now and then loses a trace (NO_NAVSTART): one more try, not a failure.
        try {
          runs.push(lighthouse(`${app.publicUrl}${path}`, outDir));
        } catch (error) {
          console.error(`${error.message.split("\n")[0]}; trying once more`);
          runs.push(lighthouse(`${app.publicUrl}${path}`, outDir));
        }
      }
      // The median run by performance, so one noisy run on a shared machine does not decide.
      runs.sort((a, b) => a.performance - b.performance);
      scores[name] = { ...runs[Math.floor(runs.length / 2)], runs: runs.map((r) => r.performance) };
      const s = scores[name];
      console.log(
        `Lighthouse mobile ${name}: performance ${s.performance}, accessibility ${s.accessibility} (FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls})${s.failedAccessibilityAudits.length ? `; failing: ${s.failedAccessibilityAudits.join(", ")}` : ""}`,
      );
    }
  } finally {
    await app.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const verdict = {
  landingJs: weight.landing.gzipKb <= BUDGET.landingJsGzipKb,
  ...Object.fromEntries(
    Object.entries(scores).map(([name, s]) => [
      name,
      s.performance >= BUDGET.performance && s.accessibility >= BUDGET.accessibility,
    ]),
  ),
};
mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(
  join(root, "bench/results/web.json"),
  `${JSON.stringify({ at: new Date().toISOString(), budget: BUDGET, weight, scores, verdict }, null, 2)}\n`,
);
console.log(`Budgets: ${JSON.stringify(verdict)}`);
