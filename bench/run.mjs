// `npm run bench`: every benchmark in turn (engine on one core, HTTP on loopback, data scale with
// 10,000 accounts and a million messages, web bundle sizes and Lighthouse). Figures are
// compared with baselines measured in the same run; see bench/README.md for the budgets.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureBuilt } from "../scripts/build-if-needed.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
ensureBuilt(root);
const scripts = [
  "bench/engine.mjs",
  "bench/pdf.mjs",
  "bench/http.mjs",
  "bench/data-scale.mjs",
  "bench/web.mjs",
];
for (const script of scripts) {
  if (!existsSync(`${root}${script}`)) continue;
  console.log(`\n== ${script}`);
  const run = spawnSync(process.execPath, [script, ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
