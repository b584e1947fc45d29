// Where the server's time goes under load: runs the built server with V8's CPU profiler, drives one
// scenario with autocannon, then prints self time by package and by function (the figures quoted in
// bench/README.md come from here). The .cpuprofile file stays for Chrome's DevTools.
//   node bench/profile.mjs [--scenario me|health|bundles] [--duration 8] [--connections 50] [--out dir]
// With DATABASE_URL set, the server runs on that PostgreSQL. Needs the built app (npm run build).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { bundleLoad, DEMO_ADMIN } from "./leads.mjs";
import { signIn, startApp } from "./server.mjs";

const { values } = parseArgs({
  options: {
    scenario: { type: "string", default: "me" },
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "50" },
    out: { type: "string" },
  },
});
const SCENARIOS = {
  health: () => ({ path: "/api/health" }),
  me: (cookie) => ({ path: "/api/me", headers: { cookie } }),
  bundles: bundleLoad,
};
const scenario = SCENARIOS[values.scenario];
if (!scenario) {
  console.error(`Unknown scenario ${values.scenario}; one of ${Object.keys(SCENARIOS).join(", ")}`);
  process.exit(1);
}
const out = values.out ?? mkdtempSync(join(tmpdir(), "buildr-profile-"));
mkdirSync(out, { recursive: true });

const app = await startApp({ SEED_DEMO: "1" }, { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${out}`] });
let result;
try {
  const cookie = await signIn(app.base, DEMO_ADMIN);
  const { path, ...options } = scenario(cookie);
  const run = (duration) =>
    autocannon({ url: `${app.base}${path}`, connections: Number(values.connections), duration, ...options });
  await run(2); // warm-up: the JIT, the database's caches
  result = await run(Number(values.duration));
} finally {
  await app.stop(); // the profile is written when the server exits
}
console.log(
  `${values.scenario}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);

const file = readdirSync(out)
  .filter((f) => f.endsWith(".cpuprofile"))
  .map((f) => join(out, f))
  .at(-1);
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
});

/** `node_modules/@scope/name/...` → `@scope/name`; the server bundle, Node's internals and V8's own kept apart. */
function packageOf({ url, functionName }) {
  if (url.includes("node_modules/")) {
    const parts = url.split("node_modules/").at(-1).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith("node:")) return url;
  if (functionName.startsWith("wasm-function") || url.startsWith("wasm:")) return "WebAssembly (PGlite)";
  if (url.endsWith("server.js")) return "the server (apps/server/dist/server.js)";
  return functionName || "(native)";
}
const byPackage = new Map();
const byFunction = new Map();
for (const [id, time] of selfTime) {
  const frame = nodes.get(id).callFrame;
  const pkg = packageOf(frame);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  const name = frame.url ? `${frame.functionName || "(anonymous)"}  ${pkg}:${frame.lineNumber + 1}` : pkg;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, time]) => `  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join("\n");
console.log(
  `\nSelf time by package (${(total / 1e6).toFixed(1)} s sampled, start-up included):\n${top(byPackage, 15)}`,
);
console.log(`\nSelf time by function:\n${top(byFunction, 30)}`);
console.log(`\nProfile: ${file} (open it in Chrome DevTools, Performance tab)`);
