import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPglite } from "../db/client.js";
import { chatMemory, mailOutbox, rateLimits, sessions } from "../db/schema.js";
import { createServices } from "../services/index.js";
import { FakeLlm } from "../test/fake-llm.js";
import { createTestContext, openTestDatabase, TEST_JOBS, type TestContext } from "../test/harness.js";
import { cleanUp, RETENTION } from "./cleanup.js";
import { JobQueue } from "./queue.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

/** A process of its own on the database (test/job-process.ts), its stdout lines collected. */
function jobProcess(env: Record<string, string>) {
  const lines: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/test/job-process.ts"],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let err = "";
  let buffer = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split("\n");
    buffer = parts.pop()!;
    lines.push(...parts);
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  return {
    lines,
    exited,
    stderr: () => err,
    async until(line: string, ms = 60_000) {
      const end = Date.now() + ms;
      while (!lines.includes(line)) {
        if (Date.now() > end || child.exitCode !== null)
          throw new Error(`no "${line}" from the job process; it printed ${JSON.stringify(lines)} ${err}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    kill: (signal: NodeJS.Signals) => child.kill(signal),
  };
}

/** Where the job processes find the database: a PostgreSQL database of their own, or a PGlite folder. */
async function sharedDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const { database, drop } = await openTestDatabase();
    return { env: { DATABASE_URL: database.url! }, drop };
  }
  const dir = mkdtempSync(join(tmpdir(), "buildr-jobs-"));
  const seeded = await openPglite(dir, { loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]) });
  await seeded.close();
  return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

describe("job queue across processes", () => {
  it("finishes a job that a process began and was killed in, after the restart", async () => {
    const db = await sharedDatabase();
    try {
      const first = jobProcess({ ...db.env, SEND: "a1", HANG: "1" });
      await first.until("started a1");
      first.kill("SIGKILL");
      await first.exited;
      const second = jobProcess(db.env);
      try {
        // The job was active in a dead process: it expires (2 s here) and the new process runs it again.
        await second.until("completed a1");
        expect(second.lines.filter((l) => l === "completed a1")).toHaveLength(1);
      } finally {
        second.kill("SIGTERM");
        expect(await second.exited).toBe(0);
      }
    } finally {
      await db.drop();
    }
  }, 120_000);

  it("stops its workers on SIGTERM and leaves the rest for the next process", async () => {
    const db = await sharedDatabase();
    try {
      const first = jobProcess({ ...db.env, SEND: "b1", HANG: "1" });
      await first.until("started b1");
      first.kill("SIGTERM");
      // Graceful: the process ends by itself within its stop timeout, though its job never returned.
      expect(await first.exited).toBe(0);
      const second = jobProcess(db.env);
      try {
        await second.until("completed b1");
      } finally {
        second.kill("SIGTERM");
        await second.exited;
      }
    } finally {
      await db.drop();
    }
  }, 120_000);
});

describe("two server processes on one database", () => {
  let llm: FakeLlm;
  let a: TestContext;
  let b: ReturnType<typeof createServices>;
  const extractions = () =>
    llm.requests.filter((r) => r.body.messages[0]?.content?.includes("compact JSON only")).length;

  beforeAll(async () => {
    llm = await new FakeLlm().start();
    a = await createTestContext({ LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: "sk-test", LLM_MODEL: "coach-1" });
    // A second set of services with its own queue and workers on the same database: a second process.
    b = createServices(a.services.env, a.services.database, pino({ level: "silent" }), { jobs: TEST_JOBS });
    await b.jobs.start();
  });
  afterAll(async () => {
    await b.jobs.stop();
    await a.close();
    await llm.stop();
  });

  it("extracts the chat's memory once, whichever process answered", async () => {
    const { client, id } = await a.signedInUser();
    llm.play({ kind: "json", content: '{"client_name":"Rosa Diaz","next_step":"Send the quote Monday"}' });
    const res = await client.post("/api/chat", {
      message:
        "I have a new client, 67 years old, widowed, diabetic, on Original Medicare, wants her funeral covered, $120 a month",
    });
    expect(res.status).toBe(200);
    const { conversationId } = (await res.json()) as { conversationId: string };
    const [conversation] = await a.services.database.db
      .select({ threadId: chatMemory.threadId })
      .from(chatMemory)
      .where(eq(chatMemory.userId, id));
    // The other process answers the next reply in the same thread within two minutes: the throttle is
    // in the shared queue, not in either process's memory, so no second extraction is queued.
    await b.chat.enqueueMemoryExtraction!({ userId: id, conversationId, threadId: conversation!.threadId });
    let memory: Record<string, unknown> | undefined;
    for (let i = 0; i < 60 && !memory?.client_name; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const [row] = await a.services.database.db.select().from(chatMemory).where(eq(chatMemory.userId, id));
      memory = row?.memoryData as Record<string, unknown> | undefined;
    }
    expect(memory).toMatchObject({ client_name: "Rosa Diaz", next_step: "Send the quote Monday" });
    // Both processes' workers keep polling; the job was claimed by one of them only.
    await new Promise((r) => setTimeout(r, 2000));
    expect(extractions()).toBe(1);
  });

  it("runs each queued job once with both processes' workers polling", async () => {
    const handled: { n: number; by: string }[] = [];
    const queues = ["a", "b"].map((by) => {
      const queue = new JobQueue(a.services.database, pino({ level: "silent" }), TEST_JOBS);
      queue.define<{ n: number }>({
        name: "probe",
        queue: { retryLimit: 0 },
        concurrency: 3,
        handler: async (job) => {
          await new Promise((r) => setTimeout(r, 30));
          handled.push({ n: job.data.n, by });
        },
      });
      return queue;
    });
    try {
      for (const queue of queues) await queue.start();
      for (let n = 0; n < 30; n++) await queues[n % 2]!.send("probe", { n });
      for (let i = 0; i < 200 && handled.length < 30; i++) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1500));
      expect(handled.map((h) => h.n).sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    } finally {
      for (const queue of queues) await queue.stop();
    }
  });
});

describe("clean-up", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("removes expired sessions, old rate-limit rows, old mail and idle guests, and keeps the rest", async () => {
    const { id } = await t.signedInUser();
    const db = t.services.database.db;
    const now = new Date();
    const past = (ms: number) => new Date(now.getTime() - ms);
    await db.insert(sessions).values([
      { id: "s-old", token: "t-old", userId: id, expiresAt: past(1000) },
      { id: "s-live", token: "t-live", userId: id, expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);
    await db.insert(rateLimits).values([
      { id: "r-old", key: "k-old", count: 3, lastRequest: now.getTime() - RETENTION.rateLimitMs - 1000 },
      { id: "r-new", key: "k-new", count: 3, lastRequest: now.getTime() - 60_000 },
    ]);
    const mail = { to: "x@example.com", subject: "s", text: "t", html: "h", kind: "verify_email" } as const;
    await db.insert(mailOutbox).values([
      { ...mail, id: "m-old", status: "sent", createdAt: past(RETENTION.mailMs + 1000) },
      { ...mail, id: "m-failed", status: "failed", createdAt: past(RETENTION.mailMs + 1000) },
      { ...mail, id: "m-new", status: "sent", createdAt: past(60_000) },
    ]);
    const removed = await cleanUp(db, now);
    expect(removed).toMatchObject({ sessions: 1, rateLimits: 1, mail: 1 });
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id));
    expect(left.map((s) => s.id)).toContain("s-live");
    expect(left.map((s) => s.id)).not.toContain("s-old");
    const mails = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((m) => m.id);
    expect(mails).toEqual(expect.arrayContaining(["m-failed", "m-new"]));
    expect(mails).not.toContain("m-old");
  });
});
