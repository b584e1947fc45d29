// `npm run db:migrate`: applies the SQL migrations the configured database (DATABASE_URL, or the PGlite
// in DATA_DIR) lacks, then exits; a deploy runs it once before starting its server processes. Builds the
// server bundle first when it is missing or stale.
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureBuilt } from "./build-if-needed.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
ensureBuilt(root, { serverOnly: true });
const entry = `${root}apps/server/dist/migrate.js`;
if (!existsSync(entry)) {
  console.error("The server build is missing; run `npm run build` and read its errors.");
  process.exit(1);
}
await import(pathToFileURL(entry).href);
