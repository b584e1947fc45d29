// Capacity: how many concurrently active agents one server carries on this machine. An open-loop load
// (requests arrive at a set rate, whether or not earlier ones have been answered, as independent agents'
// clicks do) of the mix per active agent (mix.mjs), stepped up until p95 passes 200 ms, p99 passes 500 ms,
// or a request fails. Method and figures: bench/README.md "Capacity".
//   node bench/capacity.mjs [--start 1000] [--step 1000] [--step-seconds 30] [--warmup-seconds 5]
//                           [--max-steps 20] [--sessions 20] [--server path/to/server.js]
// Needs the built app (npm run build). With DATABASE_URL set, the server runs on that PostgreSQL; else on
// an embedded PGlite in a folder of its own. Results: bench/results/capacity-<database>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
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
    start: { type: "string", default: "1000" },
    step: { type: "string", default: "1000" },
    "step-seconds": { type: "string", default: "30" },
    "warmup-seconds": { type: "string", default: "5" },
    "max-steps": { type: "string", default: "20" },
    sessions: { type: "string", default: "20" },
    server: { type: "string" },
  },
});
const START = Number(values.start);
const STEP = Number(values.step);
const STEP_SECONDS = Number(values["step-seconds"]);
const WARMUP_SECONDS = Number(values["warmup-seconds"]);
const MAX_STEPS = Number(values["max-steps"]);
const SESSIONS = Number(values.sessions);
const P95_LIMIT_MS = 200;
const P99_LIMIT_MS = 500;

const usingPostgres = Boolean(process.env.DATABASE_URL);
const app = await startApp(
  { SEED_DEMO: "1", TRUST_PROXY: "1" },
  values.server ? { script: resolve(values.server) } : {},
);
// The mix (bench/mix.mjs): 20 sessions of the demo admin, 200 conversations, 20 bundles made first.
const { act } = await prepareMix(app, { sessions: SESSIONS });

/**
 * `agents` active agents for `seconds`: each kind of request arrives as a Poisson process at
 * agents × its rate (mix.mjs's open loop); the first `warmup` seconds are not counted.
 */
async function runStep(agents, seconds, warmup) {
  const cpu = {};
  const read = () => ({
    server: processCpuSeconds(app.pid),
    database: usingPostgres ? postgresCpuSeconds() : null,
    client: process.cpuUsage(),
  });
  const { latencies, perKind, errors, errorSamples, sent, measuredSeconds } = await openLoop(
    act,
    MIX.map((m) => ({ name: m.name, rate: (agents * m.perMinute) / 60 })),
    { seconds, warmup, onMeasure: (at) => (cpu[at] = read()) },
  );
  const round = (v) => (v === null ? null : Number(v.toFixed(1)));
  const share = (seconds) =>
    seconds === null ? null : Number(((seconds / measuredSeconds) * 100).toFixed(0));
  const clientDuring = {
    user: cpu.end.client.user - cpu.start.client.user,
    system: cpu.end.client.system - cpu.start.client.system,
  };
  return {
    agents,
    requestsPerSecond: Number((latencies.length / measuredSeconds).toFixed(1)),
    sent,
    answered: latencies.length,
    errors,
    errorSamples,
    p50: round(quantile(latencies, 0.5)),
    p95: round(quantile(latencies, 0.95)),
    p99: round(quantile(latencies, 0.99)),
    p95ByKind: Object.fromEntries(Object.entries(perKind).map(([k, v]) => [k, round(quantile(v, 0.95))])),
    // Percent of one core each used during the measured window (200 % is the whole machine).
    cpuPercent: {
      server: cpu.start.server === null ? null : share(cpu.end.server - cpu.start.server),
      database: cpu.start.database === null ? null : share(cpu.end.database - cpu.start.database),
      loadGenerator: share((clientDuring.user + clientDuring.system) / 1e6),
    },
    // Milliseconds of the server's CPU (and PostgreSQL's) per answered request, the mix's average.
    cpuMsPerRequest: {
      server:
        cpu.start.server === null
          ? null
          : Number((((cpu.end.server - cpu.start.server) * 1000) / latencies.length).toFixed(2)),
      database:
        cpu.start.database === null
          ? null
          : Number((((cpu.end.database - cpu.start.database) * 1000) / latencies.length).toFixed(2)),
    },
    loadAverage: Number(loadavg()[0].toFixed(2)),
  };
}

const database = usingPostgres ? "postgres" : "pglite";
console.log(
  `capacity on ${database}: ${PER_AGENT_PER_SECOND.toFixed(3)} requests per agent per second; ` +
    `steps of ${STEP_SECONDS} s (+${WARMUP_SECONDS} s warm-up) from ${START} agents by ${STEP}`,
);
const steps = [];
let held = null;
try {
  for (let i = 0, agents = START; i < MAX_STEPS; i++, agents += STEP) {
    const r = await runStep(agents, STEP_SECONDS, WARMUP_SECONDS);
    steps.push(r);
    const ok = r.errors === 0 && r.p95 !== null && r.p95 < P95_LIMIT_MS && r.p99 < P99_LIMIT_MS;
    console.log(
      `${String(agents).padStart(6)} agents  ${String(r.requestsPerSecond).padStart(7)} req/s  ` +
        `p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  errors ${r.errors}  ` +
        `CPU % server ${r.cpuPercent.server} database ${r.cpuPercent.database ?? "(in the server)"} ` +
        `load generator ${r.cpuPercent.loadGenerator}  ` +
        `CPU ms/request server ${r.cpuMsPerRequest.server}${usingPostgres ? ` database ${r.cpuMsPerRequest.database}` : ""}  ` +
        `load ${r.loadAverage}  ${ok ? "held" : "NOT held"}` +
        (r.errorSamples.length ? `  (${r.errorSamples.join(", ")})` : ""),
    );
    if (!ok) break;
    held = r;
  }
} finally {
  await app.stop();
}
console.log(
  held
    ? `largest held on ${database}: ${held.agents} active agents (p95 ${held.p95} ms, p99 ${held.p99} ms, no errors)`
    : `no step held on ${database} (the first already passed p95 ${P95_LIMIT_MS} ms, p99 ${P99_LIMIT_MS} ms or had errors)`,
);
const dir = join(root, "bench/results");
mkdirSync(dir, { recursive: true });
writeFileSync(
  join(dir, `capacity-${database}${values.server ? "-other-build" : ""}.json`),
  `${JSON.stringify({ at: new Date().toISOString(), database, mix: MIX, held: held?.agents ?? null, steps }, null, 2)}\n`,
);
