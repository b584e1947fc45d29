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
const OUTPUTS = ["apps/web/dist/index.html", "apps/server/dist/server.js"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** Builds the web app and the server when an output is missing or older than any source. */
export function ensureBuilt(root) {
  const outputs = OUTPUTS.map((p) => join(root, p));
  const oldestOutput = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  const newestSource = Math.max(...SOURCES.map((p) => newest(join(root, p))));
  if (oldestOutput > 0 && oldestOutput >= newestSource) return false;
  console.log("Building the web app and the server…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
  return true;
}
