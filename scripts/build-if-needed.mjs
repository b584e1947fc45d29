import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public.html",
  "apps/web/vite.config.ts",
  "apps/web/public",
  "apps/server/src",
  "apps/server/drizzle",
  "packages/engine/src",
  "packages/contracts/src",
];
const OUTPUTS = [
  "apps/web/dist/index.html",
  "apps/server/dist/server.js",
  "apps/server/dist/pdf-worker.js",
  "apps/server/dist/migrate.js",
];
/** What `npm run db:migrate` needs: the server bundle alone, which builds in a second. */
const SERVER_SOURCES = SOURCES.filter((p) => !p.startsWith("apps/web"));
const SERVER_OUTPUTS = ["apps/server/dist/migrate.js"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/**
 * Builds the web app and the server when an output is missing or older than any source; with
 * `{ serverOnly: true }`, the server bundle alone.
 */
export function ensureBuilt(root, { serverOnly = false } = {}) {
  const outputs = (serverOnly ? SERVER_OUTPUTS : OUTPUTS).map((p) => join(root, p));
  const oldestOutput = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  const newestSource = Math.max(...(serverOnly ? SERVER_SOURCES : SOURCES).map((p) => newest(join(root, p))));
  if (oldestOutput > 0 && oldestOutput >= newestSource) return false;
  // Always a production build (minified, React's production code), whatever NODE_ENV the caller runs with.
  const { NODE_ENV: _, ...env } = process.env;
  if (serverOnly) {
    console.log("Building the server…");
    execSync("npm run build -w @buildr/server", { cwd: root, stdio: "inherit", env });
  } else {
    console.log("Building the web app and the server…");
    execSync("npm run build", { cwd: root, stdio: "inherit", env });
  }
  return true;
}
