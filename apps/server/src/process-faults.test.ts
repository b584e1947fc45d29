import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeLlm } from "./test/fake-llm.js";

/**
 * docs/product/compliance.md#security, the process's side: the real server (`src/index.ts` through tsx, so no build is needed) on a
 * loopback port with its own data folder, driven over real HTTP.
 *  - SIGTERM under load: every request that had begun is answered in full, new connections are refused,
 *    then the process exits 0 (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
 *  - PostgreSQL restarted under load (a cluster of the test's own, so other test files are untouched):
 *    the outage answers clean 503s, the server recovers by itself, and every acknowledged message is kept.
 *
 * One file: both faults start the real server the same way (`startServer`) and load it with the same calls.
 */

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const ADMIN = { email: "admin@demo.buildr.ai", password: "demo-admin-1" };
const VIP = { email: "vip@demo.buildr.ai", password: "demo-vip-1" };
const NEW_CLIENT =
  "New client: 68, widowed, diabetic, on Original Medicare, wants her funeral covered, $100 a month.";
const LEADS = [
  "Linda, 67, widowed, retired teacher in Ohio, on Original Medicare with no supplement, type 2 diabetes, wants her funeral covered, $120 a month.",
  "34 year old married dad of two, $85k a year, new $320,000 mortgage, non-smoker, wants to protect his family.",
  "Client de 62 ans, marié, 400 000 $ d'épargne, prudent, veut un revenu garanti pour la retraite.",
];
/** A free question: with a model configured, the model answers it (slowly, here). */
const FREE_QUESTION = "Write me a short motivational note to start my week of calls";

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface RunningServer {
  base: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout so far (pino's JSON lines and the demo accounts). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
}

async function startServer(extraEnv: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "buildr-faults-"));
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
    cwd: ROOT,
    // Only what the server needs: nothing of the test runner's own configuration leaks in.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "info",
      SEED_DEMO: "1",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr!.on("data", (chunk) => {
    err += chunk;
  });
  const exited = once(child, "exit").then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start-up:\n${err}\n${out}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${err}\n${out}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await sleep(100);
  }
  return {
    base,
    child,
    output: () => out,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(base: string, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base.replace("127.0.0.1", "localhost") },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

interface Outcome {
  status?: number;
  body?: string;
  /** The connection failed (refused, reset) before a complete response. */
  error?: string;
}

/** One request on its own connection (no keep-alive pool), resolved with whatever became of it. */
function call(
  base: string,
  options: { method: string; path: string; cookie: string; body?: unknown; accept?: string },
): { flushed: Promise<void>; outcome: Promise<Outcome> } {
  let flushed!: () => void;
  const flushedPromise = new Promise<void>((r) => {
    flushed = r;
  });
  const outcome = new Promise<Outcome>((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      `${base}${options.path}`,
      {
        method: options.method,
        agent: false,
        headers: {
          cookie: options.cookie,
          ...(options.accept ? { accept: options.accept } : {}),
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode, body }));
        res.on("error", (error) => resolve({ status: res.statusCode, body, error: error.message }));
      },
    );
    req.on("error", (error) => {
      flushed();
      resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message });
    });
    req.on("finish", () => flushed());
    req.end(payload);
  });
  return { flushed: flushedPromise, outcome };
}

/** Whether a new TCP connection to the port is accepted right now. */
function connects(base: string): Promise<boolean | string> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** A complete answer: JSON that parses, or a stream that reached its `done` event. */
function isComplete(outcome: Outcome, streamed: boolean): boolean {
  if (outcome.error || outcome.body === undefined) return false;
  if (streamed) return /event: done\ndata: \{.*\}\n/.test(outcome.body);
  try {
    JSON.parse(outcome.body);
    return true;
  } catch {
    return false;
  }
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server for one server process; dropped after. */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `buildr_faults_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const backends: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

describe.each(backends)("SIGTERM under load (%s)", (backend) => {
  let llm: FakeLlm;
  let server: RunningServer;
  let dropDatabase = async () => {};
  beforeAll(async () => {
    // A slow model keeps some requests in flight for a while: each of its answers takes about 0.4 s.
    llm = await new FakeLlm().start();
    llm.play({
      kind: "stream",
      chunks: ["Every ", "call ", "is ", "a ", "chance ", "to help."],
      delayMs: 70,
    });
    const env: Record<string, string> = { LLM_BASE_URL: llm.baseUrl };
    if (backend === "postgres") {
      const database = await freshPostgresDatabase();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
    server = await startServer(env);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await llm?.stop();
    await dropDatabase();
  });

  it("answers every request that had begun in full, refuses new connections, then exits 0", async () => {
    const admin = await signIn(server.base, ADMIN);
    const vip = await signIn(server.base, VIP);
    const { base } = server;
    const requests: { kind: string; streamed: boolean; call: ReturnType<typeof call> }[] = [];
    const add = (kind: string, options: Parameters<typeof call>[1]) =>
      requests.push({ kind, streamed: options.accept === "text/event-stream", call: call(base, options) });
    for (let i = 0; i < 30; i++)
      add("bundle", {
        method: "POST",
        path: "/api/bundles/generate",
        cookie: admin,
        body: { lead: LEADS[i % LEADS.length] },
      });
    for (let i = 0; i < 30; i++) add("me", { method: "GET", path: "/api/me", cookie: i % 2 ? admin : vip });
    for (let i = 0; i < 18; i++)
      add("chat (engine)", {
        method: "POST",
        path: "/api/chat",
        cookie: admin,
        body: { message: i % 3 === 0 ? "/help" : NEW_CLIENT },
      });
    for (let i = 0; i < 18; i++)
      add("chat (engine, streamed)", {
        method: "POST",
        path: "/api/chat",
        cookie: admin,
        body: { message: i % 3 === 0 ? "/help" : NEW_CLIENT },
        accept: "text/event-stream",
      });
    // The model answers one user at a time (docs/product/chat-coach.md#model-rules): these four queue behind each other.
    for (let i = 0; i < 4; i++)
      add("chat (model)", {
        method: "POST",
        path: "/api/chat",
        cookie: vip,
        body: { message: FREE_QUESTION },
        ...(i % 2 ? { accept: "text/event-stream" } : {}),
      });
    expect(requests).toHaveLength(100);

    // Every request has been sent in full. One more request on a connection opened after all of them: by
    // the time it is answered, the server has accepted and read every earlier one (connections are accepted
    // in order, and their bytes were already waiting). Those are the requests that have begun; the slow
    // model's answers are still on their way when the signal arrives.
    await Promise.all(requests.map((r) => r.call.flushed));
    let answered = 0;
    for (const r of requests) void r.call.outcome.then(() => answered++);
    const sentinel = await call(base, { method: "GET", path: "/api/config", cookie: "" }).outcome;
    expect(sentinel.status).toBe(200);
    server.child.kill("SIGTERM");
    const pendingAtSignal = requests.length - answered;
    expect(pendingAtSignal).toBeGreaterThan(0);

    // Once the server says it is draining, the port takes no new connection while old ones finish.
    while (!server.output().includes("shutting down")) {
      expect(server.child.exitCode).toBeNull();
      await sleep(10);
    }
    const pendingAtRefusal = requests.length - answered;
    expect(await connects(base)).toBe("ECONNREFUSED");
    expect(pendingAtRefusal).toBeGreaterThan(0);

    const outcomes = await Promise.all(requests.map((r) => r.call.outcome));
    const failed = requests
      .map((r, i) => ({ kind: r.kind, streamed: r.streamed, ...outcomes[i]! }))
      .filter((o) => o.error || o.status! < 200 || o.status! >= 300 || !isComplete(o, o.streamed));
    expect(failed).toEqual([]);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await connects(base)).toBe("ECONNREFUSED");
  }, 60_000);
});

// ── PostgreSQL restarted under load ─────────────────────────────────────────────────────────────────────

const CLUSTER = "buildr_faults";

function postgresVersion(): string | null {
  if (!existsSync("/usr/lib/postgresql")) return null;
  const versions = readdirSync("/usr/lib/postgresql").filter((v) => /^\d+$/.test(v));
  return versions.sort((a, b) => Number(b) - Number(a))[0] ?? null;
}

const canRestartPostgres =
  Boolean(process.env.TEST_DATABASE_URL) &&
  process.getuid?.() === 0 &&
  postgresVersion() !== null &&
  existsSync("/usr/bin/pg_ctlcluster");

async function dropClusterIfPresent(version: string) {
  const { stdout } = await run("pg_lsclusters", ["--no-header"]);
  if (stdout.split("\n").some((line) => line.split(/\s+/)[1] === CLUSTER))
    await run("pg_dropcluster", ["--stop", version, CLUSTER]);
}

/** As the postgres superuser, over the cluster's own socket. */
function asPostgres(port: number, sql: string) {
  return run("su", ["postgres", "-c", `psql -X -q -v ON_ERROR_STOP=1 -p ${port} -c "${sql}"`]);
}

interface Sent {
  message: string;
  sentAt: number;
  doneAt: number;
  status?: number;
  body?: string;
  error?: string;
}

if (canRestartPostgres) {
  describe("PostgreSQL restarted under load", () => {
    const version = postgresVersion()!;
    let port: number;
    let url: string;
    let server: RunningServer | undefined;
    beforeAll(async () => {
      await dropClusterIfPresent(version);
      port = await freePort();
      await run("pg_createcluster", [version, CLUSTER, "-p", String(port)]);
      await run("pg_ctlcluster", [version, CLUSTER, "start"]);
      await asPostgres(port, "create role buildr_faults login password 'buildr_faults'");
      await asPostgres(port, "create database buildr_faults owner buildr_faults");
      url = `postgres://buildr_faults:buildr_faults@127.0.0.1:${port}/buildr_faults`;
      server = await startServer({ DATABASE_URL: url });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      await dropClusterIfPresent(version);
    }, 60_000);

    it("answers clean 503s during the outage, recovers by itself, and keeps every acknowledged message", async () => {
      const { base } = server!;
      const cookie = await signIn(base, ADMIN);
      const sent: Sent[] = [];
      let counter = 0;
      let sending = true;
      // Two agents sending one message after another, the engine answering (no model configured).
      const sender = async () => {
        while (sending) {
          const n = ++counter;
          const message =
            n % 2 ? `What is Medigap plan G? (ref ${n})` : `${NEW_CLIENT} Reference ${n}, Ohio.`;
          const record: Sent = { message, sentAt: Date.now(), doneAt: 0 };
          sent.push(record);
          const outcome = await call(base, { method: "POST", path: "/api/chat", cookie, body: { message } })
            .outcome;
          Object.assign(record, outcome, { doneAt: Date.now() });
          await sleep(outcome.status === 200 ? 20 : 50);
        }
      };
      const senders = [sender(), sender()];
      const acknowledged = () => sent.filter((s) => s.status === 200);
      const waitFor = async (condition: () => boolean, limitMs: number) => {
        const until = Date.now() + limitMs;
        while (!condition() && Date.now() < until) await sleep(20);
        return condition();
      };

      expect(await waitFor(() => acknowledged().length >= 10, 20_000)).toBe(true);
      const restartStarted = Date.now();
      await run("pg_ctlcluster", [version, CLUSTER, "restart"]);
      const restarted = Date.now();

      // Recovery: a message sent after the restart finished is acknowledged within 5 s, by the same process.
      const recovered = () => sent.find((s) => s.status === 200 && s.sentAt >= restarted);
      expect(await waitFor(() => recovered() !== undefined, 5_000)).toBe(true);
      const recoveredAt = recovered()!.doneAt;
      expect(recoveredAt - restarted).toBeLessThanOrEqual(5_000);
      const beforeMore = acknowledged().length;
      expect(await waitFor(() => acknowledged().length >= beforeMore + 10, 20_000)).toBe(true);
      sending = false;
      await Promise.all(senders);
      expect(server!.child.exitCode).toBeNull();

      // Nothing was dropped at the socket, and every failure was a clean 503 with the error shape.
      expect(sent.filter((s) => s.error)).toEqual([]);
      const failures = sent.filter((s) => s.status !== 200);
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) {
        expect(failure.status).toBe(503);
        expect(failure.sentAt).toBeGreaterThanOrEqual(restartStarted - 1_000);
        const body = JSON.parse(failure.body!) as { error: { code: string; message: string } };
        expect(Object.keys(body)).toEqual(["error"]);
        expect(body.error.code).toBe("service_unavailable");
        expect(body.error.message).not.toMatch(/\bat \S+ \(|ECONN|postgres/i);
      }
      // Once recovered, it stays recovered.
      expect(sent.filter((s) => s.sentAt > recoveredAt && s.status !== 200)).toEqual([]);

      // Every acknowledged message is in the database, with the reply the agent was given.
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      try {
        for (const ack of acknowledged()) {
          const { conversationId, reply } = JSON.parse(ack.body!) as {
            conversationId: string;
            reply: { id: string; content: string };
          };
          const rows = await sql<{ role: string; content: string; id: string }[]>`
            select id, role, content from chat_messages where conversation_id = ${conversationId}
            order by created_at`;
          expect(rows.map((r) => r.role)).toEqual(["user", "assistant"]);
          expect(rows[0]!.content).toBe(ack.message);
          expect(rows[1]).toMatchObject({ id: reply.id, content: reply.content });
        }
      } finally {
        await sql.end();
      }

      server!.child.kill("SIGTERM");
      expect(await server!.exited).toEqual({ code: 0, signal: null });
    }, 60_000);
  });
}
