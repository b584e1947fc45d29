// The built server as the benchmarks run it: on a free loopback port, with its own data folder unless
// the caller gives one (DATA_DIR) or a PostgreSQL (DATABASE_URL), and signed-in sessions for it.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function freePort() {
  const s = createServer();
  s.listen(0, "127.0.0.1");
  await once(s, "listening");
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * Starts `apps/server/dist/server.js` (needs `npm run build`) and waits until `/api/health` answers.
 * `base` is the loopback address to load; `publicUrl` the address the server believes it has (a browser
 * must use it, for the session cookie and the auth library's origin check). `nodeArgs` go to node before
 * the script, e.g. `--cpu-prof` to profile the server under load; `script` runs another build of the
 * server (a copy of an earlier `dist/server.js` beside it, to compare two builds in one run).
 */
export async function startApp(
  env = {},
  { nodeArgs = [], script = join(root, "apps/server/dist/server.js") } = {},
) {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), "buildr-bench-"));
  const publicUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: "error",
      SEED_DEMO: "0",
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout.resume();
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 600 && !up && child.exitCode === null; i++) {
    try {
      up = (await fetch(`${base}/api/health`)).ok;
    } catch {}
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) {
    await stop();
    throw new Error("the server did not start; see its output above");
  }
  return { base, publicUrl, port, pid: child.pid, stop };
}

/** Signs in through the auth API and returns the session's `cookie` header. */
export async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base.replace("127.0.0.1", "localhost") },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
