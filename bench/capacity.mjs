// Capacity: how many concurrently active agents one server carries on this machine. An open-loop load
// (requests arrive at a set rate, whether or not earlier ones have been answered, as independent agents'
// clicks do) of the mix below per active agent, stepped up until p95 passes 200 ms, p99 passes 500 ms,
// or a request fails. Method and figures: bench/README.md "Capacity".
//   node bench/capacity.mjs [--start 1000] [--step 1000] [--step-seconds 30] [--warmup-seconds 5]
//                           [--max-steps 20] [--sessions 20]
// Needs the built app (npm run build). With DATABASE_URL set, the server runs on that PostgreSQL; else on
// an embedded PGlite in a folder of its own. Results: bench/results/capacity-<database>.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CHAT_MESSAGES, DEMO_ADMIN, LEADS } from "./leads.mjs";
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

/**
 * What one active agent does per minute. The first five rates are the probe mix (4 `/api/me`,
 * 2 coaching chat messages, 0.5 bundles, 1 conversation list, 0.5 page loads); saves, searches and PDFs
 * are estimates of a working session (about one bundle in two saved, a search every two minutes, a PDF
 * every ten): see bench/README.md "Capacity".
 */
const MIX = [
  { name: "me", perMinute: 4 },
  { name: "chat", perMinute: 2 },
  { name: "bundle", perMinute: 0.5 },
  { name: "save", perMinute: 0.25 },
  { name: "conversations", perMinute: 1 },
  { name: "search", perMinute: 0.5 },
  { name: "page", perMinute: 0.5 },
  { name: "pdf", perMinute: 0.1 },
];
const PER_AGENT_PER_SECOND = MIX.reduce((sum, m) => sum + m.perMinute, 0) / 60;

// Node's fetch keeps connections alive with no limit per origin: an open-loop load never queues in the
// client for want of a connection.

const CLOCK_TICKS_PER_SECOND = 100;
function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
function postgresCpuSeconds() {
  if (!existsSync("/proc")) return null;
  let total = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres")
        total += processCpuSeconds(pid) ?? 0;
    } catch {}
  }
  return total;
}

const usingPostgres = Boolean(process.env.DATABASE_URL);
const app = await startApp({ SEED_DEMO: "1", TRUST_PROXY: "1" });
const origin = app.publicUrl;

/** Signs the demo admin in from its own address (the auth rate limits are per address). */
async function session(i) {
  const res = await fetch(`${app.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      "x-forwarded-for": `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const cookies = [];
for (let i = 0; i < SESSIONS; i++) cookies.push(await session(i));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const headersFor = (cookie, extra = {}) => ({
  cookie,
  origin,
  "x-forwarded-for": `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  ...extra,
});

// Conversations to talk in (an agent's chat screen holds one) and bundles to save and download.
const conversations = [];
for (let i = 0; i < 200; i++) {
  const cookie = cookies[i % cookies.length];
  const res = await fetch(`${app.base}/api/conversations`, {
    method: "POST",
    headers: headersFor(cookie, { "content-type": "application/json" }),
    body: "{}",
  });
  conversations.push({ cookie, id: (await res.json()).conversationId });
}
const generated = [];
const saved = [];
/** A bundle from a lead; its id is kept for saves and PDFs. Resolves like a fetch whose body was read. */
async function generateBundle(cookie) {
  const res = await fetch(`${app.base}/api/bundles/generate`, {
    method: "POST",
    headers: headersFor(cookie, { "content-type": "application/json" }),
    body: JSON.stringify({ lead: pick(LEADS) }),
  });
  const body = await res.json().catch(() => null);
  if (res.ok && body?.id) generated.push({ cookie, id: body.id });
  return { status: res.status, arrayBuffer: async () => {} };
}
for (let i = 0; i < 20; i++) await generateBundle(cookies[i % cookies.length]);
for (const b of generated.slice(0, 10)) {
  await fetch(`${app.base}/api/bundles`, {
    method: "POST",
    headers: headersFor(b.cookie, { "content-type": "application/json" }),
    body: JSON.stringify({ bundleId: b.id }),
  });
  saved.push(b);
}

/** One request of the kind named, as a browser sends it; resolves with its status once fully read. */
async function act(name) {
  const cookie = pick(cookies);
  switch (name) {
    case "me":
      return fetch(`${app.base}/api/me`, { headers: headersFor(cookie) });
    case "chat": {
      const c = pick(conversations);
      return fetch(`${app.base}/api/chat`, {
        method: "POST",
        headers: headersFor(c.cookie, { "content-type": "application/json", accept: "text/event-stream" }),
        body: JSON.stringify({ message: pick(CHAT_MESSAGES), conversationId: c.id }),
      });
    }
    case "bundle":
      return generateBundle(cookie);
    case "save": {
      const b = generated.length > 0 ? generated[Math.floor(Math.random() * generated.length)] : null;
      if (!b) return generateBundle(cookie);
      saved.push(b);
      if (generated.length > 500) generated.splice(0, 250);
      return fetch(`${app.base}/api/bundles`, {
        method: "POST",
        headers: headersFor(b.cookie, { "content-type": "application/json" }),
        body: JSON.stringify({ bundleId: b.id }),
      });
    }
    case "conversations":
      return fetch(`${app.base}/api/conversations`, { headers: headersFor(cookie) });
    case "search":
      return Math.random() < 0.5
        ? fetch(`${app.base}/api/bundles?search=${encodeURIComponent(pick(["Ohio", "funeral", "Texas"]))}`, {
            headers: headersFor(cookie),
          })
        : fetch(`${app.base}/api/conversations?search=${encodeURIComponent(pick(["Medigap", "funeral"]))}`, {
            headers: headersFor(cookie),
          });
    case "page":
      return fetch(`${app.base}/`, { headers: headersFor(cookie, { accept: "text/html" }) });
    case "pdf": {
      const b = pick(saved);
      return fetch(`${app.base}/api/bundles/${b.id}/pdf`, { headers: headersFor(b.cookie) });
    }
  }
  throw new Error(`unknown action ${name}`);
}

function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * `agents` active agents for `seconds`: each kind of request arrives as a Poisson process at
 * agents × its rate, sent at its time whatever is still in flight. Latency is from the scheduled send to
 * the last byte (a streamed chat reply read to its end); the first `warmup` seconds are not counted.
 */
async function runStep(agents, seconds, warmup) {
  const latencies = [];
  const perKind = Object.fromEntries(MIX.map((m) => [m.name, []]));
  let errors = 0;
  const errorSamples = [];
  let sent = 0;
  const inFlight = new Set();
  const began = performance.now();
  const countFrom = began + warmup * 1000;
  const end = began + (warmup + seconds) * 1000;
  const next = MIX.map((m) => ({ ...m, rate: (agents * m.perMinute) / 60, at: began }));
  for (const n of next) n.at = began + (-Math.log(1 - Math.random()) / n.rate) * 1000;
  const cpu = { server: null, database: null, client: null };
  let cpuTaken = false;
  while (performance.now() < end) {
    const now = performance.now();
    if (!cpuTaken && now >= countFrom) {
      cpu.server = processCpuSeconds(app.pid);
      cpu.database = usingPostgres ? postgresCpuSeconds() : null;
      cpu.client = process.cpuUsage();
      cpuTaken = true;
    }
    for (const n of next) {
      while (n.at <= now) {
        const scheduled = n.at;
        n.at += (-Math.log(1 - Math.random()) / n.rate) * 1000;
        const counted = scheduled >= countFrom;
        sent++;
        const p = act(n.name)
          .then(async (res) => {
            await res.arrayBuffer();
            const ms = performance.now() - scheduled;
            const failed = res.status >= 400;
            if (counted) {
              latencies.push(ms);
              perKind[n.name].push(ms);
              if (failed) {
                errors++;
                if (errorSamples.length < 5) errorSamples.push(`${n.name} ${res.status}`);
              }
            }
          })
          .catch((error) => {
            if (counted) {
              errors++;
              if (errorSamples.length < 5)
                errorSamples.push(`${n.name} ${error.cause?.code ?? error.message}`);
            }
          })
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  const measuredSeconds = (performance.now() - countFrom) / 1000;
  const cpuAfter = {
    server: processCpuSeconds(app.pid),
    database: usingPostgres ? postgresCpuSeconds() : null,
    client: process.cpuUsage(cpu.client),
  };
  // Answers still arriving after the window count too (a slow answer is what is measured).
  await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => setTimeout(r, 10_000))]);
  const unanswered = inFlight.size;
  errors += unanswered;
  latencies.sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Number(v.toFixed(1)));
  const share = (seconds) =>
    seconds === null ? null : Number(((seconds / measuredSeconds) * 100).toFixed(0));
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
    p95ByKind: Object.fromEntries(
      Object.entries(perKind).map(([k, v]) => [
        k,
        round(
          quantile(
            v.sort((a, b) => a - b),
            0.95,
          ),
        ),
      ]),
    ),
    // Percent of one core each used during the measured window (200 % is the whole machine).
    cpuPercent: {
      server: cpu.server === null ? null : share(cpuAfter.server - cpu.server),
      database: cpu.database === null ? null : share(cpuAfter.database - cpu.database),
      loadGenerator: share((cpuAfter.client.user + cpuAfter.client.system) / 1e6),
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
        `load generator ${r.cpuPercent.loadGenerator}  ${ok ? "held" : "NOT held"}` +
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
  join(dir, `capacity-${database}.json`),
  `${JSON.stringify({ at: new Date().toISOString(), database, mix: MIX, held: held?.agents ?? null, steps }, null, 2)}\n`,
);
