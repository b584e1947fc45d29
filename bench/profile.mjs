// What each request of the capacity mix costs the server, and where its time goes. The built server runs
// one kind of request of the mix (bench/mix.mjs) at a set rate, open-loop as capacity.mjs sends it, and the
// CPU it used in the measured window is divided by the requests answered: milliseconds of CPU per request
// for the server process (PGlite runs inside it) and, with DATABASE_URL, for every PostgreSQL process on
// the machine. With the profiler (the default for one kind), V8's CPU profile then gives self time by
// package and by function; the .cpuprofile file stays for Chrome's DevTools. Wall-clock figures depend on
// what else runs on the machine; CPU per request hardly does.
//   node bench/profile.mjs [--scenario chat] [--rate 100] [--duration 10] [--warmup 5] [--cpu-only] [--out dir]
//   node bench/profile.mjs --scenario all [--rate 100]   every kind in turn on one server, without profiler
//   --closed n: n connections each sending its next request when the last is answered, instead of a rate;
//     with 1, one request at a time, nothing batched: the figure depends least on the machine's load
//   node bench/profile.mjs --scenario mix --agents 1000   the whole mix at that many agents
//   node bench/profile.mjs --scenario me-during-pdf [--rate 100] [--pdf-rate 4] [--against file]
//     what a PDF render costs everyone else: /api/me at --rate while PDFs nobody downloaded before (each a
//     render) arrive at --pdf-rate; /api/me's latency and the event loop's delay (the server's /metrics)
//     in the measured window, apart from the PDFs' own (decision 022)
//   node bench/profile.mjs --scenario all --against apps/server/.data-before/server.js [--rounds 2]
//     the same runs on another build too (a copy of an earlier apps/server/dist beside it), in turn;
//     on PostgreSQL both share the database, and the server started first was measured up to 15 %
//     costlier: compare PostgreSQL builds one after the other on fresh databases too
// Kinds: me, chat (streamed, engine answers), bundle, save, conversations, search-bundles,
// search-conversations, page, pdf, health. Needs the built app (npm run build).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  closedLoop,
  MIX,
  openLoop,
  PER_AGENT_PER_SECOND,
  postgresCpuSeconds,
  prepareMix,
  processCpuSeconds,
  quantile,
} from "./mix.mjs";
import { startApp } from "./server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    scenario: { type: "string", default: "me" },
    rate: { type: "string", default: "100" },
    agents: { type: "string", default: "1000" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "5" },
    "cpu-only": { type: "boolean", default: false },
    out: { type: "string" },
    server: { type: "string" },
    against: { type: "string" },
    rounds: { type: "string", default: "2" },
    closed: { type: "string" },
    "pdf-rate": { type: "string", default: "4" },
  },
});
const KINDS = [
  "me",
  "chat",
  "bundle",
  "save",
  "conversations",
  "search-bundles",
  "search-conversations",
  "page",
  "pdf",
  "health",
];
const scenario = values.scenario;
const SCENARIOS = [...KINDS, "all", "mix", "me-during-pdf"];
if (!SCENARIOS.includes(scenario)) {
  console.error(`Unknown scenario ${scenario}; one of ${SCENARIOS.join(", ")}`);
  process.exit(1);
}
const profiling = scenario !== "all" && !values["cpu-only"] && !values.against;
const usingPostgres = Boolean(process.env.DATABASE_URL);
const out = profiling ? (values.out ?? mkdtempSync(join(tmpdir(), "buildr-profile-"))) : null;
if (out) mkdirSync(out, { recursive: true });

const duringPdf = scenario === "me-during-pdf";
const pdfRate = Number(values["pdf-rate"]);
/** /metrics, for the event loop's delay (me-during-pdf). */
const METRICS_TOKEN = "bench-metrics-token-0123456789";
/** Renders one server is sent in me-during-pdf: every run of it, with room for the Poisson arrivals. */
const freshPdfs = duringPdf
  ? Math.ceil(pdfRate * (Number(values.warmup) + Number(values.duration)) * 1.5 + 10) *
    (values.against ? Number(values.rounds) : 1)
  : 0;

/** One build of the server, started with the mix prepared (bench/mix.mjs). */
async function started(label, script, nodeArgs = []) {
  const app = await startApp(
    { SEED_DEMO: "1", TRUST_PROXY: "1", ...(duringPdf ? { METRICS_TOKEN } : {}) },
    { nodeArgs, ...(script ? { script: resolve(script) } : {}) },
  );
  try {
    return { label, app, act: (await prepareMix(app, { freshPdfs })).act };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/**
 * The event loop's delay since the last scrape, in ms (prom-client's histogram, which a scrape resets;
 * it samples every 10 ms, so an idle loop reads about 10).
 */
async function eventLoopDelay(app) {
  const res = await fetch(`${app.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const read = (name) =>
    Number(text.match(new RegExp(`^buildr_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, "m"))?.[1]) * 1000;
  return { p50: read("p50"), p99: read("p99"), max: read("max") };
}

/** One open-loop run of `kinds` on `server`: CPU per request from /proc, latency, errors. */
async function measure(server, name, kinds) {
  const cpu = {};
  let loop = null;
  const read = () => ({
    server: processCpuSeconds(server.app.pid),
    database: usingPostgres ? postgresCpuSeconds() : null,
    // V8's profile stamps its samples with the same monotonic clock (µs): the window is cut out of it.
    at: Number(process.hrtime.bigint() / 1000n),
  });
  const options = {
    seconds: Number(values.duration),
    warmup: Number(values.warmup),
    onMeasure: (at) => {
      cpu[at] = read();
      if (!duringPdf) return;
      // The first scrape resets the server's histogram as the window opens; the second reads the window.
      const scrape = eventLoopDelay(server.app);
      if (at === "end") loop = scrape;
      else scrape.catch(() => {});
    },
  };
  const r = values.closed
    ? await closedLoop(server.act, kinds, { ...options, connections: Number(values.closed) })
    : await openLoop(server.act, kinds, options);
  const n = r.latencies.length;
  const perRequest = (key) =>
    cpu.start[key] === null ? null : Number((((cpu.end[key] - cpu.start[key]) * 1000) / n).toFixed(3));
  const row = {
    name,
    build: server.label,
    requestsPerSecond: Number((n / r.measuredSeconds).toFixed(1)),
    answered: n,
    errors: r.errors,
    errorSamples: r.errorSamples,
    p50: Number(quantile(r.latencies, 0.5)?.toFixed(1)),
    p95: Number(quantile(r.latencies, 0.95)?.toFixed(1)),
    cpuMsPerRequest: { server: perRequest("server"), database: perRequest("database") },
    serverCpuPercent: Number((((cpu.end.server - cpu.start.server) / r.measuredSeconds) * 100).toFixed(0)),
    loadAverage: Number(loadavg()[0].toFixed(2)),
    window: [cpu.start.at, cpu.end.at],
  };
  if (duringPdf) {
    const at = (list, q) => (list.length ? Number(quantile(list, q).toFixed(1)) : null);
    const of = (list) => ({
      n: list.length,
      p50: at(list, 0.5),
      p95: at(list, 0.95),
      p99: at(list, 0.99),
      max: at(list, 1),
    });
    row.me = of(r.perKind.me);
    row.pdf = of(r.perKind["pdf-fresh"]);
    const delay = await loop;
    row.eventLoopDelayMs = Object.fromEntries(
      Object.entries(delay).map(([k, v]) => [k, Number(v.toFixed(1))]),
    );
    console.log(
      `  /api/me (${row.me.n}): p50 ${row.me.p50}  p95 ${row.me.p95}  p99 ${row.me.p99}  max ${row.me.max} ms;  ` +
        `PDFs rendered (${row.pdf.n}): p50 ${row.pdf.p50}  p95 ${row.pdf.p95} ms;  ` +
        `event-loop delay p50 ${row.eventLoopDelayMs.p50}  p99 ${row.eventLoopDelayMs.p99}  max ${row.eventLoopDelayMs.max} ms`,
    );
  }
  console.log(
    `${name.padEnd(22)} ${server.label.padEnd(10)} ${String(row.requestsPerSecond).padStart(6)} req/s  ` +
      `CPU ms/request: server ${row.cpuMsPerRequest.server}` +
      (usingPostgres ? `, PostgreSQL ${row.cpuMsPerRequest.database}` : " (database inside)") +
      `  server ${row.serverCpuPercent} % of a core  p50 ${row.p50} ms  p95 ${row.p95} ms  errors ${row.errors}` +
      `${r.errorSamples.length ? ` (${r.errorSamples.join(", ")})` : ""}  load ${row.loadAverage}`,
  );
  return row;
}

const servers = [];
const rows = [];
try {
  servers.push(
    await started("this build", values.server, out ? ["--cpu-prof", `--cpu-prof-dir=${out}`] : []),
  );
  if (values.against) servers.push(await started("against", values.against));
  const mix = (agents) => MIX.map((m) => ({ name: m.name, rate: (agents * m.perMinute) / 60 }));
  const runs = duringPdf
    ? [
        {
          name: scenario,
          kinds: [
            { name: "me", rate: Number(values.rate) },
            { name: "pdf-fresh", rate: pdfRate },
          ],
        },
      ]
    : scenario === "all"
      ? KINDS.filter((k) => k !== "health").map((k) => ({
          name: k,
          // A PDF not rendered before costs about 100 ms: more than a few a second would saturate the server.
          kinds: [{ name: k, rate: k === "pdf" ? Math.min(Number(values.rate), 5) : Number(values.rate) }],
        }))
      : scenario === "mix"
        ? [{ name: `mix at ${values.agents} agents`, kinds: mix(Number(values.agents)) }]
        : [{ name: scenario, kinds: [{ name: scenario, rate: Number(values.rate) }] }];
  // With a second build, each run goes to both, in turn, `--rounds` times: the machine's load falls on both.
  for (const run of runs)
    for (let round = 0; round < (values.against ? Number(values.rounds) : 1); round++)
      for (const server of round % 2 === 0 ? servers : [...servers].reverse())
        rows.push(await measure(server, run.name, run.kinds));
} finally {
  for (const server of servers) await server.app.stop(); // a profile is written when its server exits
}
if (values.against && duringPdf) {
  console.log("\n/api/me while PDFs render, mean over the rounds (this build / against):");
  const mean = (build, pick) => {
    const v = rows.filter((r) => r.build === build).map(pick);
    return v.includes(null) ? "—" : (v.reduce((a, b) => a + b, 0) / v.length).toFixed(1);
  };
  for (const [label, pick] of [
    ["/api/me p50", (r) => r.me.p50],
    ["/api/me p95", (r) => r.me.p95],
    ["/api/me p99", (r) => r.me.p99],
    ["/api/me max", (r) => r.me.max],
    ["PDF p50", (r) => r.pdf.p50],
    ["event-loop delay p99", (r) => r.eventLoopDelayMs.p99],
    ["event-loop delay max", (r) => r.eventLoopDelayMs.max],
  ])
    console.log(`  ${label.padEnd(22)} ${mean("this build", pick)} / ${mean("against", pick)} ms`);
}
if (values.against) {
  console.log("\nCPU ms per request, mean over the rounds (this build / against):");
  for (const name of [...new Set(rows.map((r) => r.name))]) {
    const mean = (build, key) => {
      const v = rows.filter((r) => r.name === name && r.build === build).map((r) => r.cpuMsPerRequest[key]);
      return v.includes(null) ? null : v.reduce((a, b) => a + b, 0) / v.length;
    };
    const part = (key) => {
      const a = mean("this build", key);
      const b = mean("against", key);
      return a === null ? "" : `${key} ${a.toFixed(3)} / ${b.toFixed(3)} (${(a / b).toFixed(2)})  `;
    };
    console.log(`  ${name.padEnd(22)} ${part("server")}${part("database")}`);
  }
}
const windows = rows.filter((r) => r.build === "this build").map((r) => r.window);
const database = usingPostgres ? "postgres" : "pglite";
mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(
  join(root, `bench/results/profile-${scenario}-${database}.json`),
  `${JSON.stringify({ at: new Date().toISOString(), database, perAgentPerSecond: PER_AGENT_PER_SECOND, rows, windows }, null, 2)}\n`,
);
if (!out) process.exit(0);

// The main thread's profile (thread 0); a PDF worker thread writes its own beside it.
const file = readdirSync(out)
  .filter((f) => /\.0\.\d+\.cpuprofile$/.test(f))
  .map((f) => join(out, f))
  .at(-1);
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map();
let total = 0;
/** Only the measured windows: start-up, the set-up's sign-ins and the warm-up are left out. */
const inWindow = (t) => windows.some(([from, to]) => t >= from && t <= to);
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  if (!inWindow(at)) return;
  total += dt;
  selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
});
if (total === 0) throw new Error("no profile sample fell in the measured window (clocks differ?)");

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
  `\nSelf time by package (${(total / 1e6).toFixed(1)} s sampled in the measured window):\n${top(byPackage, 15)}`,
);
console.log(`\nSelf time by function:\n${top(byFunction, 30)}`);
console.log(`\nProfile: ${file} (open it in Chrome DevTools, Performance tab)`);
