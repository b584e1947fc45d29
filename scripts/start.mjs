// `npm start`: builds what is missing or stale, then runs the server in this process (so SIGTERM
// reaches it directly). Migrations and the demo seed run inside the server at start-up.
//
// The built server defaults to production; `npm start` is the way to try the app on this machine, so it
// asks for development (local mailbox, demo accounts, test-mode checkout) unless NODE_ENV says otherwise.
// Development listens on loopback unless HOST says otherwise (apps/server/src/env.ts).
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureBuilt } from "./build-if-needed.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// Before NODE_ENV is set: the web build must stay a production build (minified, React's production code).
ensureBuilt(root);
process.env.NODE_ENV ||= "development";
const entry = `${root}apps/server/dist/server.js`;
if (!existsSync(entry)) {
  console.error("The server build is missing; run `npm run build` and read its errors.");
  process.exit(1);
}
await import(pathToFileURL(entry).href);
