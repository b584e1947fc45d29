import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { understand } from "@buildr/engine";
import { createApp } from "./app.js";
import { isKnownDriverCrash, openDatabase } from "./db/client.js";
import { describeStandIns, loadEnv } from "./env.js";
import { serveApp } from "./http-server.js";
import { loadDotEnv } from "./lib/dotenv.js";
import { createLogger } from "./lib/logger.js";
import { seedDemoAccounts } from "./seed.js";
import { createServices, publicUrlOf } from "./services/index.js";

const SHUTDOWN_GRACE_MS = 10_000;

function webDistDir(): string {
  // Built bundle: apps/server/dist/server.js → apps/web/dist.
  return join(dirname(fileURLToPath(import.meta.url)), "..", "..", "web", "dist");
}

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    loadDotEnv();
    env = loadEnv();
  } catch (error) {
    if (error instanceof Error) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  // A known postgres-js defect can throw from a timer when a database connection dies mid-write
  // (db/client.ts); the pool has already replaced itself, so the server carries on. Anything else still
  // ends the process, as it would without this handler.
  process.on("uncaughtException", (error) => {
    if (isKnownDriverCrash(error)) {
      logger.warn({ err: error }, "database connection lost mid-write; the pool was renewed");
      return;
    }
    console.error(error);
    process.exit(1);
  });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  database.keepStatisticsFresh?.((error) =>
    logger.warn({ err: error }, "database: the tables' statistics could not be refreshed"),
  );
  const services = createServices(env, database, logger);
  await services.jobs.start();
  for (const note of describeStandIns(env)) logger.info(note);

  if (env.NODE_ENV !== "production" && env.SEED_DEMO) {
    const seeded = await seedDemoAccounts(database.db, services.accounts);
    if (seeded.length > 0) {
      console.log("\nDemo accounts (printed once, on this empty database):");
      for (const a of seeded) console.log(`  ${a.role.padEnd(5)}  ${a.email}  password: ${a.password}`);
      console.log("");
    }
  }

  const app = createApp({ services, webDist: webDistDir() });
  const server = serveApp(
    app.fetch,
    { port: env.PORT, hostname: env.HOST, publicUrl: publicUrlOf(env) },
    (info) => {
      logger.info(
        { host: env.HOST, port: info.port, mode: env.NODE_ENV },
        `Buildr AI is listening on ${publicUrlOf({ ...env, PORT: info.port })} (${env.NODE_ENV}, on ${env.HOST})`,
      );
    },
  );

  // The PDF worker threads load beside the starting server, so the first download does not wait for them.
  void services.pdf.start();
  // The coach's learned reader is built at its first use (about 0.1 s): build it now, not in the first
  // agent's chat reply.
  setImmediate(() => understand("warm up the coach", { bundleOpen: false }));

  // A port another program holds is a setting to change, not a crash: one line, no stack trace.
  server.once("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE" || error.code === "EACCES") {
      console.error(
        error.code === "EADDRINUSE"
          ? `Port ${env.PORT} on ${env.HOST} is already in use by another program. Stop it, or start Buildr AI on another port (PORT=3001).`
          : `Port ${env.PORT} on ${env.HOST} needs privileges this process does not have. Use a port above 1023 (PORT=3000).`,
      );
      process.exit(1);
    }
    throw error;
  });

  // server.close() stops accepting connections, but its callback does not wait for a request whose body
  // is still arriving; count requests ourselves so shutdown waits for every one that has begun.
  let inFlight = 0;
  let drained: (() => void) | undefined;
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    res.once("close", () => {
      inFlight--;
      if (inFlight === 0) drained?.();
    });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; closing anyway");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close();
    // Keep-alive connections would hold the port open: end the idle ones now (busy ones end after their reply).
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    // The workers stop taking jobs now; a job still running gets a few seconds, and one cut off is
    // picked up again by the next process that starts (it expires and is retried).
    const jobsStopped = services.jobs.stop();
    if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
    await jobsStopped;
    // No request is left to wait for a PDF: the worker threads stop.
    await services.pdf.close();
    services.mailer.close();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
