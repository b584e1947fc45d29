// `npm test`: builds the app if needed (the end-to-end tests drive the built app in Chromium), runs
// every Vitest project (engine, contracts, server integration, web, e2e), then prints one plain
// `N passed, N failed` line, the format CI reads. With TEST_DATABASE_URL the server and e2e suites run
// against that PostgreSQL server instead of the embedded PGlite.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuilt } from "./build-if-needed.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
ensureBuilt(root);

const dir = mkdtempSync(join(tmpdir(), "buildr-vitest-"));
const report = join(dir, "report.json");
const args = [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const run = spawnSync("npx", args, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
});

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, "utf8"));
  passed = json.numPassedTests ?? 0;
  // A file that failed to load has no test results of its own: count it as one failure.
  const brokenFiles = (json.testResults ?? []).filter(
    (r) => r.status === "failed" && (r.assertionResults ?? []).length === 0,
  );
  failed = (json.numFailedTests ?? 0) + brokenFiles.length;
}
rmSync(dir, { recursive: true, force: true });
const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`\n${database}: ${passed} passed, ${failed} failed`);
if (run.status !== 0 || failed > 0 || passed === 0) process.exit(run.status || 1);
