// `npm run dev`: the server from its TypeScript sources, restarted on every change (tsx watch), and the
// web app from Vite's dev server with hot reload, which forwards /api and /dev to the server. Open the
// address Vite prints (http://localhost:5173); mail links and cookies follow it (PUBLIC_URL). Ctrl-C
// stops both. Development only: the embedded PGlite in ./data, the local mailbox, the test-mode checkout.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = {
  ...process.env,
  NODE_ENV: "development",
  PORT: process.env.PORT ?? "3000",
  PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
};
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/index.ts"], {
    cwd: root,
    env,
    stdio: "inherit",
  }),
  spawn("npx", ["vite", "--strictPort"], { cwd: `${root}apps/web`, env, stdio: "inherit" }),
];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
