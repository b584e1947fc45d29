import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Bundle, ClientHandout } from "@buildr/engine";
import type { Logger } from "pino";
import { Piscina } from "piscina";
import { type PdfCopy, renderBundlePdf } from "./bundle-pdf.js";
import type { CopyOptions } from "./copy-text.js";
import type { PdfTask } from "./pdf-worker.js";

/** How long a worker may take to load the renderer before PDFs are rendered on the main thread instead. */
const START_TIMEOUT_MS = 20_000;

/**
 * Renders bundle PDFs in worker threads (decision 022): a first render is 40-50 ms of layout, which on
 * the server's one event-loop thread held up every other request for that long. The pool is a small
 * Piscina pool, started by the server once it listens (tests: at the first download); the cache of
 * rendered files stays in the main thread (pdf-cache.ts), so only a render crosses to a worker. Where no
 * worker can run (the built worker file missing, the sources without tsx, a worker that fails to load),
 * the renderer says why once and renders on the main thread as before; `PDF_WORKERS=0` asks for that.
 */
export class PdfRenderer {
  private starting?: Promise<Piscina | null>;
  private pool?: Piscina;
  private mode: "not started" | "worker" | "main thread" | "closed" = "not started";

  constructor(
    private readonly settings: {
      /** Worker threads; 0 renders on the main thread. */
      workers: number;
      logger: Logger;
      /** Where the worker's entry is (tests point it elsewhere). */
      entry?: () => WorkerEntry;
    },
  ) {}

  /** The PDF's bytes, rendered in a worker when one runs; a render's error rejects as it was thrown. */
  async render(bundle: Bundle | ClientHandout, copy: PdfCopy, options: CopyOptions): Promise<Buffer> {
    if (this.mode === "closed") throw new Error("The PDF renderer has been closed.");
    this.starting ??= this.boot();
    const pool = await this.starting;
    if (!pool) return renderBundlePdf(bundle, copy, options);
    const task: PdfTask = { bundle, copy, options };
    const bytes: Uint8Array = await pool.run(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Starts the workers now rather than at the first download, which would wait for them to load. */
  async start(): Promise<void> {
    if (this.mode === "closed") return;
    this.starting ??= this.boot();
    await this.starting;
  }

  /** Where renders run, how many workers there are, and how many tasks they finished (the start's included). */
  status(): { mode: PdfRenderer["mode"]; threads: number; completed: number } {
    return { mode: this.mode, threads: this.pool?.threads.length ?? 0, completed: this.pool?.completed ?? 0 };
  }

  /** Stops the workers once the renders they hold are done (graceful shutdown); renders after it fail. */
  async close(): Promise<void> {
    if (this.mode === "closed") return;
    const starting = this.starting;
    this.mode = "closed";
    await starting;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }

  /** The pool once its workers run, or null to render on the main thread; never rejects. */
  private async boot(): Promise<Piscina | null> {
    const { workers, logger } = this.settings;
    if (workers === 0) return this.onMainThread();
    const entry = (this.settings.entry ?? workerEntry)();
    if ("unavailable" in entry) return this.onMainThread(entry.unavailable);
    let pool: Piscina | undefined;
    try {
      pool = new Piscina({
        filename: entry.filename,
        execArgv: entry.execArgv,
        minThreads: workers,
        maxThreads: workers,
      });
      // A worker that dies between renders is replaced by the pool; unheard, the event would end the process.
      pool.on("error", (error) => logger.error({ err: error }, "a PDF worker failed between renders"));
      // Loads the renderer and the fonts in the worker, and shows that it runs at all.
      await pool.run(null, { name: "ready", signal: AbortSignal.timeout(START_TIMEOUT_MS) });
    } catch (error) {
      await pool?.destroy().catch(() => {});
      return this.onMainThread(`the worker did not start: ${error instanceof Error ? error.message : error}`);
    }
    if (this.mode === "closed") {
      await pool.destroy();
      return null;
    }
    this.pool = pool;
    this.mode = "worker";
    logger.info({ workers }, `PDFs are rendered in ${workers} worker thread${workers === 1 ? "" : "s"}`);
    return pool;
  }

  /** Renders stay on the main thread: asked for (no reason), or said once why no worker could run. */
  private onMainThread(reason?: string): null {
    if (this.mode !== "closed") this.mode = "main thread";
    if (reason)
      this.settings.logger.warn({ reason }, `PDFs are rendered on the main thread, blocking it: ${reason}`);
    return null;
  }
}

/** Half the cores, at least one and at most four: on 2 cores, one worker beside the main thread. */
export function defaultPdfWorkers(cores = availableParallelism()): number {
  return Math.min(4, Math.max(1, Math.floor(cores / 2)));
}

export type WorkerEntry = { filename: string; execArgv?: string[] } | { unavailable: string };

/**
 * The worker's entry: `pdf-worker.js` beside the server bundle (`npm run build` makes it from
 * build.mjs), or, run from the TypeScript sources (tests, `npm run dev`), `pdf-worker.ts` beside this
 * file, loaded through tsx as the server itself is.
 */
export function workerEntry(from: string = import.meta.url): WorkerEntry {
  const fromSources = from.endsWith(".ts");
  const file = fileURLToPath(new URL(fromSources ? "./pdf-worker.ts" : "./pdf-worker.js", from));
  if (!existsSync(file))
    return { unavailable: `the worker's file ${file} is missing (npm run build makes it)` };
  if (!fromSources) return { filename: file };
  let tsx: string;
  try {
    tsx = createRequire(from).resolve("tsx");
  } catch {
    return {
      unavailable: "the server runs from its TypeScript sources, and tsx, which loads them, is missing",
    };
  }
  return { filename: file, execArgv: ["--import", pathToFileURL(tsx).href] };
}
