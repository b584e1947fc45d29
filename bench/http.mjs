// HTTP benchmarks on loopback with autocannon, each scenario side by side with a bare node:http server
// returning the same bytes (the ceiling on this machine): the app's own answer, its headers included (the
// security headers are about 750 bytes, twice the body of /api/me). The ratio to a ceiling sending the
// body alone, as the first runs measured it, is reported beside it. Results: bench/results/http.json.
//   node bench/http.mjs [--duration 10] [--connections 50] [--only chat]
// Needs the built app (npm run build). With DATABASE_URL set, the server runs on that PostgreSQL.
// One script: every scenario is measured against its ceiling in the same run.
import { once } from "node:events";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, createServer, request as httpRequest } from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { bundleLoad, CHAT_MESSAGES, DEMO_ADMIN } from "./leads.mjs";
import { signIn, startApp } from "./server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    only: { type: "string" },
  },
});
const only = values.only;
const duration = Number(values.duration);
const connections = Number(values.connections);

/** Headers node:http writes itself (framing, connection, date): everything else is replayed. */
const TRANSPORT_HEADERS = new Set([
  "connection",
  "keep-alive",
  "date",
  "content-length",
  "transfer-encoding",
]);

/**
 * A bare node:http server answering every request with the given bytes: the ceiling. `headers` (a fetch
 * `Headers`) are the app's answer's own, sent as they are; without them only the content type goes out.
 */
async function startCeiling(body, headers = null) {
  const head = { "content-type": "application/json" };
  if (headers) for (const [name, value] of headers) if (!TRANSPORT_HEADERS.has(name)) head[name] = value;
  head["content-length"] = Buffer.byteLength(body);
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, head);
      res.end(body);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((r) => server.close(r)),
  };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user + system, from Linux's /proc), or null without /proc. */
function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds used so far by every PostgreSQL server process on this machine (its backends included). */
function postgresCpuSeconds() {
  if (!existsSync("/proc")) return null;
  let total = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres")
        total += processCpuSeconds(pid) ?? 0;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/**
 * Where the machine's CPU went during a load, in microseconds per answered request: the server process,
 * the PostgreSQL processes (when the database runs on this machine; PGlite runs inside the server), and
 * this process, the load generator. The two cores are shared by all three: their sum per request bounds
 * what the machine can serve, whatever the server does.
 */
async function withCpu(run, serverPid) {
  const database = process.env.DATABASE_URL ? postgresCpuSeconds : () => null;
  const before = { server: processCpuSeconds(serverPid), database: database(), client: process.cpuUsage() };
  const result = await run();
  const requests = result.responses ?? result.requests;
  const perRequest = (seconds) => (seconds === null ? null : Math.round((seconds * 1e6) / requests));
  const client = process.cpuUsage(before.client);
  result.cpuPerRequestUs = {
    server: before.server === null ? null : perRequest(processCpuSeconds(serverPid) - before.server),
    database: before.database === null ? null : perRequest(database() - before.database),
    client: perRequest((client.user + client.system) / 1e6),
  };
  return result;
}

/** "CPU per request: server 354 µs, PostgreSQL 151 µs, load generator 45 µs" */
function describeCpu({ server, database, client }) {
  const parts = [`server ${server ?? "?"} µs`];
  parts.push(database === null ? "database inside the server" : `PostgreSQL ${database} µs`);
  parts.push(`load generator ${client} µs`);
  return `CPU per request: ${parts.join(", ")}`;
}

/** The value at quantile `q` of sorted numbers (nearest rank). */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * Time to first byte of a streamed chat reply: `connections` loops on their own keep-alive sockets, each
 * in its own conversation (as an agent's screen is), each sending the chat messages in turn with
 * `Accept: text/event-stream` and timing from the request to the first byte of the body, then reading the
 * rest. autocannon times whole responses only, hence this small node:http client.
 */
async function firstByteLoad(base, { cookie, seconds, connections: n, conversation }) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: n });
  const post = (path, body, accept) =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      let firstByte = null;
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            accept,
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => {
            firstByte ??= Number(process.hrtime.bigint() - started) / 1e6;
            chunks.push(chunk);
          });
          res.on("end", () =>
            resolve({ status: res.statusCode, firstByte, text: Buffer.concat(chunks).toString() }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify(body));
    });
  const times = [];
  let non2xx = 0;
  let errors = 0;
  let streamErrors = 0;
  const deadline = Date.now() + seconds * 1000;
  const loop = async (i) => {
    let conversationId;
    if (conversation) {
      const started = await post("/api/conversations", {}, "application/json");
      conversationId = JSON.parse(started.text).conversationId;
    }
    for (let k = i; Date.now() < deadline; k++) {
      const message = CHAT_MESSAGES[k % CHAT_MESSAGES.length];
      try {
        const res = await post(
          "/api/chat",
          { message, ...(conversationId ? { conversationId } : {}) },
          "text/event-stream",
        );
        if (res.status !== 200) non2xx++;
        else if (res.text.includes("event: error")) streamErrors++;
        if (res.firstByte !== null) times.push(res.firstByte);
      } catch {
        errors++;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: n }, (_, i) => loop(i)));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Number(v.toFixed(1)));
  return {
    requestsPerSecond: Math.round(times.length / elapsed),
    firstByte: {
      p50: round(quantile(times, 0.5)),
      p95: round(quantile(times, 0.95)),
      p99: round(quantile(times, 0.99)),
      max: round(times.at(-1) ?? null),
    },
    responses: times.length,
    non2xx,
    streamErrors,
    errors,
  };
}

/** The ceiling for a stream: a bare node:http server sending the same events, the first one at once. */
async function startStreamCeiling(events) {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(events[0]);
      res.end(events.slice(1).join(""));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    stop: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

async function load(url, options = {}) {
  const result = await autocannon({ url, connections, duration, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    // autocannon has no p95: p97.5 is its nearest percentile above it.
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const app = await startApp({ SEED_DEMO: "1" });
const results = {
  when: new Date().toISOString(),
  duration,
  connections,
  // The machine is shared: the load average says how busy it was.
  loadAverage: loadavg().map((v) => Number(v.toFixed(2))),
  scenarios: [],
};
try {
  const cookie = await signIn(app.base, DEMO_ADMIN);
  const scenarios = [
    { name: "GET /api/health", path: "/api/health", method: "GET" },
    { name: "GET /api/me (authenticated)", path: "/api/me", method: "GET", headers: { cookie } },
    { name: "POST /api/bundles/generate", ...bundleLoad(cookie) },
    {
      // Without a model the engine answers every step (docs/product/decisions.md#d-12); a streamed reply's first byte comes no later
      // than this full JSON answer, so its p99 bounds the time to first byte.
      name: "POST /api/chat (engine, JSON)",
      path: "/api/chat",
      method: "POST",
      connections: Math.max(connections, 100),
      headers: { cookie, "content-type": "application/json" },
      requests: CHAT_MESSAGES.map((message) => ({
        method: "POST",
        path: "/api/chat",
        body: JSON.stringify({ message }),
      })),
    },
  ].filter((s) => !only || s.name.toLowerCase().includes(only.toLowerCase()));
  for (const s of scenarios) {
    const sample = await fetch(`${app.base}${s.path}`, {
      method: s.method,
      headers: s.headers,
      body: s.requests?.[0]?.body,
    });
    const bytes = await sample.text();
    if (!sample.ok) throw new Error(`${s.name} answered ${sample.status}: ${bytes.slice(0, 200)}`);
    const ceilingLoad = async (headers) => {
      const ceiling = await startCeiling(bytes, headers);
      try {
        return await load(`${ceiling.base}${s.path}`, {
          method: s.method,
          body: s.requests?.[0]?.body,
          connections: s.connections ?? connections,
        });
      } finally {
        await ceiling.stop();
      }
    };
    const base = await ceilingLoad(sample.headers);
    const bodyOnly = await ceilingLoad(null);
    const measured = await withCpu(
      () =>
        load(`${app.base}${s.path}`, {
          method: s.method,
          headers: s.headers,
          requests: s.requests,
          connections: s.connections ?? connections,
        }),
      app.pid,
    );
    const row = {
      name: s.name,
      connections: s.connections ?? connections,
      bytes: Buffer.byteLength(bytes),
      app: measured,
      ceiling: base,
      ratio: Number((measured.requestsPerSecond / base.requestsPerSecond).toFixed(2)),
      bodyOnlyCeiling: bodyOnly,
      bodyOnlyRatio: Number((measured.requestsPerSecond / bodyOnly.requestsPerSecond).toFixed(2)),
    };
    results.scenarios.push(row);
    console.log(
      `${s.name.padEnd(32)} ${String(measured.requestsPerSecond).padStart(6)} req/s  p50 ${measured.p50} ms  p97.5 ${measured.p97_5} ms  p99 ${measured.p99} ms  non-2xx ${measured.non2xx}  | ceiling ${base.requestsPerSecond} req/s  ratio ${row.ratio} (body only ${bodyOnly.requestsPerSecond}, ${row.bodyOnlyRatio})`,
    );
    console.log(`${"".padEnd(32)} ${describeCpu(measured.cpuPerRequestUs)}`);
  }
  if (!only || "post /api/chat (engine, sse first byte)".includes(only.toLowerCase())) {
    // The budget's own figure: first byte of a streamed reply at 100 concurrent agents, each in its own
    // conversation, beside a bare server sending the same events.
    const chatConnections = Math.max(connections, 100);
    const sample = await fetch(`${app.base}/api/chat`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: CHAT_MESSAGES[1] }),
    });
    const events = (await sample.text()).split(/(?<=\n\n)/);
    const ceiling = await startStreamCeiling(events);
    const base = await firstByteLoad(ceiling.base, {
      seconds: duration,
      connections: chatConnections,
      conversation: false,
    });
    await ceiling.stop();
    const measured = await withCpu(
      () =>
        firstByteLoad(app.base, {
          cookie,
          seconds: duration,
          connections: chatConnections,
          conversation: true,
        }),
      app.pid,
    );
    const name = "POST /api/chat (engine, SSE first byte)";
    results.scenarios.push({ name, connections: chatConnections, app: measured, ceiling: base });
    const f = measured.firstByte;
    console.log(
      `${name.padEnd(32)} ${String(measured.requestsPerSecond).padStart(6)} req/s  first byte p50 ${f.p50} ms  p95 ${f.p95} ms  p99 ${f.p99} ms  non-2xx ${measured.non2xx}  stream errors ${measured.streamErrors}  | ceiling ${base.requestsPerSecond} req/s  first byte p50 ${base.firstByte.p50} / p95 ${base.firstByte.p95} / p99 ${base.firstByte.p99} ms`,
    );
    console.log(`${"".padEnd(32)} ${describeCpu(measured.cpuPerRequestUs)}`);
  }
} finally {
  await app.stop();
}
mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(join(root, "bench/results/http.json"), `${JSON.stringify(results, null, 2)}\n`);
