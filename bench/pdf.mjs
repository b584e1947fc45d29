// PDF downloads: the CPU one bundle PDF costs to render, against the same download served from the
// cache (services/pdf/pdf-cache.ts), in the same run. Every copy (agent, client) of the longest
// bundles in English, Spanish and French; the renderer is bundled with esbuild as the server ships it.
// Results: bench/results/pdf.json. Benchmarks report; they never fail the run (exit 0).
//   node bench/pdf.mjs [--rounds 5]
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import * as esbuild from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { rounds: { type: "string", default: "5" } }, strict: false });
const rounds = Math.max(1, Number(values.rounds) || 5);

// The renderer, the cache and the long-bundle fixtures, bundled; npm packages load from node_modules.
const entry = `
export { renderBundlePdf } from "./apps/server/src/services/pdf/bundle-pdf.ts";
export { PdfCache } from "./apps/server/src/services/pdf/pdf-cache.ts";
export { longBundles } from "./apps/server/src/test/pdf-bundles.ts";
export { toClientHandout } from "@buildr/engine";
`;
mkdirSync(`${root}bench/results`, { recursive: true });
const outfile = `${root}bench/results/.pdf-bench.mjs`;
await esbuild.build({
  stdin: { contents: entry, resolveDir: root, loader: "ts" },
  bundle: true,
  format: "esm",
  platform: "node",
  outfile,
  external: ["pdfkit", "dejavu-fonts-ttf"],
  logLevel: "silent",
});
const { renderBundlePdf, PdfCache, longBundles, toClientHandout } = await import(pathToFileURL(outfile).href);
rmSync(outfile);

const agent = {
  agentName: "María Pérez",
  agentCompany: "Pérez Senior Benefits",
  agentPhone: "+1 (956) 555-0142",
};
const tpmo = { organizations: 4, plans: 23 };
const jobs = longBundles().flatMap(({ key, language, bundle }) =>
  ["agent", "client"].map((copy) => ({
    name: `${key}/${language}/${copy}`,
    copy,
    key: PdfCache.key({ id: bundle.id, copy, language, options: { ...agent, tpmo } }),
    render: () =>
      renderBundlePdf(copy === "agent" ? bundle : toClientHandout(bundle, { tpmo }), copy, {
        ...agent,
        tpmo,
      }),
  })),
);

// Warm-up: the font files, the JIT.
for (const job of jobs) await job.render();

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const uncached = [];
const byCopy = { agent: [], client: [] };
const cached = [];
const cache = new PdfCache();
for (let round = 0; round < rounds; round++) {
  for (const job of jobs) {
    const start = process.hrtime.bigint();
    await job.render();
    const took = ms(start);
    uncached.push(took);
    byCopy[job.copy].push(took);
  }
  for (const job of jobs) {
    const start = process.hrtime.bigint();
    await cache.getOrRender(job.key, job.render); // the first round fills the cache
    if (round > 0) cached.push(ms(start));
  }
}
const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return { n: sorted.length, mean, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
};
const result = {
  date: new Date().toISOString(),
  cpu: cpus()[0]?.model,
  rounds,
  copies: jobs.length,
  uncachedMs: stats(uncached),
  uncachedAgentMs: stats(byCopy.agent),
  uncachedClientMs: stats(byCopy.client),
  cachedMs: stats(cached),
  cache: cache.size,
};
result.ratio = result.uncachedMs.mean / result.cachedMs.mean;
writeFileSync(`${root}bench/results/pdf.json`, `${JSON.stringify(result, null, 2)}\n`);
const f = (n) => n.toFixed(n < 1 ? 4 : 1);
console.log(
  `PDF, ${jobs.length} copies × ${rounds} rounds: uncached mean ${f(result.uncachedMs.mean)} ms (p50 ${f(result.uncachedMs.p50)}, p95 ${f(result.uncachedMs.p95)}); ` +
    `agent ${f(result.uncachedAgentMs.mean)} ms, client ${f(result.uncachedClientMs.mean)} ms; ` +
    `cached mean ${f(result.cachedMs.mean)} ms (p95 ${f(result.cachedMs.p95)}); ${Math.round(result.ratio).toLocaleString("en-US")}× faster; ` +
    `${result.cache.files} files, ${(result.cache.bytes / 1024).toFixed(0)} KiB kept`,
);
