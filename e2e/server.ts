import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_ENTRY = join(ROOT, "apps/server/dist/server.js");
/** `npm start`'s own script: development unless NODE_ENV says otherwise. */
export const NPM_START_ENTRY = join(ROOT, "scripts/start.mjs");

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningServer {
  baseURL: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

/**
 * The built app as `npm start` runs it (development), on its own port and its own empty database (a fresh
 * PGlite folder, or a fresh PostgreSQL database when TEST_DATABASE_URL is set). A variable given as
 * `undefined` is left out of the server's environment; `entry` runs another script than the built server.
 */
export async function startServer(
  env: Record<string, string | undefined> = {},
  { entry = SERVER_ENTRY }: { entry?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "buildr-e2e-"));
  let dropDatabase = async () => {};
  const dbEnv: Record<string, string> = {};
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    const name = `buildr_e2e_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const admin = postgres(testUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(testUrl);
    url.pathname = `/${name}`;
    dbEnv.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const baseURL = `http://localhost:${port}`;
  const serverEnv: Record<string, string | undefined> = {
    PATH: process.env.PATH ?? "",
    // The built server defaults to production; the suite drives what `npm start` serves.
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: "warn",
    SEED_DEMO: "0",
    // Each browser context says who it is through X-Forwarded-For (browser.ts), so the auth rate limits
    // stay on, as in production, yet one test's sign-ups never spend another's allowance.
    TRUST_PROXY: "1",
    ...dbEnv,
    ...env,
  };
  const child = spawn(process.execPath, [entry], {
    env: Object.fromEntries(
      Object.entries(serverEnv).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    let failure: string | undefined;
    if (child.exitCode !== null) failure = `server exited early (${child.exitCode}):\n${output}`;
    else if (Date.now() > deadline) failure = `server did not become healthy:\n${output}`;
    if (failure) {
      await stop();
      throw new Error(failure);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, process: child, output: () => output, stop };
}
