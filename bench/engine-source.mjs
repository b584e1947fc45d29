// The engine's TypeScript bundled in memory with esbuild and imported, for the labelled evaluations
// (reading.mjs, expert.mjs, coach.mjs): they score the engine as it is in the working tree, no build step.
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The engine's public surface; with `internals` (an entry's source, its imports relative to
 * packages/engine/src/), modules the surface does not export, such as the coach's `understandWith`.
 */
export async function loadEngine(internals) {
  const built = await esbuild.build({
    ...(internals
      ? { stdin: { contents: internals, resolveDir: `${root}packages/engine/src`, loader: "ts" } }
      : { entryPoints: [`${root}packages/engine/src/index.ts`] }),
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
  });
  return import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString("base64")}`);
}
