/**
 * A server-like process for the job-queue tests (jobs/queue.test.ts): opens the database the way the
 * server does (DATABASE_URL, else the PGlite in DATA_DIR), starts a queue with one kind of job, `probe`,
 * and says on stdout what it does. SEND=1,2,3 enqueues those jobs; HANG=1 makes every job hang (to be
 * killed mid-job). SIGTERM stops it gracefully, as the server stops.
 */
import pino from "pino";
import { openDatabase } from "../db/client.js";
import { JobQueue } from "../jobs/queue.js";

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "",
});
const queue = new JobQueue(database, pino({ level: "silent" }), {
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  stopTimeoutSeconds: 1,
});
queue.define<{ n: string }>({
  name: "probe",
  queue: { retryLimit: 3, retryDelay: 0, expireInSeconds: 2 },
  concurrency: 2,
  handler: async (job) => {
    console.log(`started ${job.data.n}`);
    if (process.env.HANG === "1") await new Promise(() => {});
    await new Promise((r) => setTimeout(r, 20));
    console.log(`completed ${job.data.n}`);
  },
});
await queue.start();
for (const n of (process.env.SEND ?? "").split(",").filter(Boolean)) await queue.send("probe", { n });
console.log("ready");
process.on("SIGTERM", () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
