// Bundles the server (and the workspace packages it imports, which ship as TypeScript) into
// dist/server.js, the PDF worker thread's entry beside it into dist/pdf-worker.js (decision 022), and the
// migration command (`npm run db:migrate`) into dist/migrate.js; npm dependencies stay external and load
// from node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@buildr/"));

await build({
  entryPoints: {
    server: "src/index.ts",
    "pdf-worker": "src/services/pdf/pdf-worker.ts",
    migrate: "src/migrate.ts",
    cli: "src/cli.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: "warning",
});
