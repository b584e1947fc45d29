import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Worker } from "node:worker_threads";
import { type Bundle, toClientHandout } from "@buildr/engine";
import pino from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";
import { longBundle } from "../../test/pdf-bundles.js";
import { readPdf } from "../../test/pdf-text.js";
import { renderBundlePdf } from "./bundle-pdf.js";
import { defaultPdfWorkers, PdfRenderer, workerEntry } from "./pdf-renderer.js";

/**
 * The bundle PDF rendered in a worker thread (decision 022): the same bytes as on the main thread, a
 * render's error back to the caller, the workers stopped on close, and the main thread as the fallback
 * where no worker can run, said once.
 */
const AGENT = { agentName: "María Pérez", agentCompany: "Pérez Senior Benefits", tpmo: { organizations: 4 } };

function logger() {
  const log = pino({ level: "silent" });
  return { log, warn: vi.spyOn(log, "warn"), error: vi.spyOn(log, "error") };
}

const open: PdfRenderer[] = [];
function renderer(settings: Partial<ConstructorParameters<typeof PdfRenderer>[0]> = {}) {
  const r = new PdfRenderer({ workers: 1, logger: logger().log, ...settings });
  open.push(r);
  return r;
}
afterAll(async () => {
  for (const r of open) await r.close();
});

describe("PDFs rendered in a worker thread", () => {
  it("renders off the main thread: the worker pool completes the task, and the bytes are the main thread's", async () => {
    const bundle = longBundle("medigap", "es");
    const handout = toClientHandout(bundle, { tpmo: AGENT.tpmo });
    const pdf = renderer();
    expect(pdf.status()).toEqual({ mode: "not started", threads: 0, completed: 0 });

    const agentCopy = await pdf.render(bundle, "agent", AGENT);
    const started = pdf.status();
    expect(started.mode).toBe("worker");
    expect(started.threads).toBe(1);
    // The start's own task (loading the renderer), then the render.
    expect(started.completed).toBe(2);
    const clientCopy = await pdf.render(handout, "client", AGENT);
    expect(pdf.status().completed).toBe(3);

    expect(Buffer.isBuffer(agentCopy)).toBe(true);
    expect(agentCopy.equals(await renderBundlePdf(bundle, "agent", AGENT))).toBe(true);
    expect(clientCopy.equals(await renderBundlePdf(handout, "client", AGENT))).toBe(true);
    expect(readPdf(clientCopy).text).toContain("Pérez Senior Benefits");
  });

  it("starts its workers ahead of the first download when asked", async () => {
    const pdf = renderer();
    await pdf.start();
    expect(pdf.status()).toEqual({ mode: "worker", threads: 1, completed: 1 });
  });

  it("renders several at once on one worker, each its own file", async () => {
    const pdf = renderer();
    const bundles = (["en", "es", "fr"] as const).map((language) => longBundle("advantage", language));
    const files = await Promise.all(bundles.map((b) => pdf.render(b, "agent", AGENT)));
    for (const [i, file] of files.entries())
      expect(file.equals(await renderBundlePdf(bundles[i]!, "agent", AGENT))).toBe(true);
    expect(pdf.status()).toMatchObject({ mode: "worker", threads: 1, completed: 4 });
  });

  it("passes a render's error to the caller as it was thrown, and keeps rendering after it", async () => {
    const pdf = renderer();
    const broken = { ...longBundle("medigap", "en"), language: "xx" } as unknown as Bundle;
    await expect(pdf.render(broken, "agent", {})).rejects.toThrow(TypeError);
    const file = await pdf.render(longBundle("medigap", "en"), "agent", {});
    expect(readPdf(file).pages).toBe(1);
    expect(pdf.status().mode).toBe("worker");
  });

  it("stops its workers on close; a render after it fails", async () => {
    const pdf = renderer();
    await pdf.render(longBundle("final-expense", "fr"), "client", {});
    const [worker] = (pdf as unknown as { pool: { threads: Worker[] } }).pool.threads;
    expect(worker!.threadId).toBeGreaterThan(0);
    await pdf.close();
    expect(pdf.status()).toEqual({ mode: "closed", threads: 0, completed: 0 });
    // A thread that has stopped has no id any more.
    expect(worker!.threadId).toBe(-1);
    await expect(pdf.render(longBundle("final-expense", "fr"), "client", {})).rejects.toThrow(/closed/);
    // Closing twice, or a renderer never started, is harmless.
    await pdf.close();
    await renderer().close();
  });

  it("renders on the main thread with PDF_WORKERS=0, without a warning", async () => {
    const { log, warn } = logger();
    const pdf = renderer({ workers: 0, logger: log });
    const file = await pdf.render(longBundle("medigap", "en"), "agent", {});
    expect(readPdf(file).pages).toBe(1);
    expect(pdf.status()).toEqual({ mode: "main thread", threads: 0, completed: 0 });
    expect(warn).not.toHaveBeenCalled();
  });

  it("falls back to the main thread where no worker can run, and says why once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "buildr-pdf-worker-"));
    try {
      const failing = join(dir, "failing-worker.mjs");
      writeFileSync(failing, 'throw new Error("this worker cannot load");\n');
      for (const entry of [
        () => ({ unavailable: "the worker's file is missing" }),
        () => ({ filename: failing }),
      ]) {
        const { log, warn } = logger();
        const pdf = renderer({ logger: log, entry });
        for (let i = 0; i < 2; i++) {
          const file = await pdf.render(longBundle("medigap", "en"), "agent", {});
          expect(readPdf(file).pages).toBe(1);
        }
        expect(pdf.status()).toMatchObject({ mode: "main thread", threads: 0 });
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0]![1])).toMatch(/main thread.*(missing|cannot load)/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds its worker beside the built server, or beside its source under tsx", () => {
    expect(workerEntry()).toMatchObject({
      filename: expect.stringMatching(/pdf-worker\.ts$/),
      execArgv: ["--import", expect.stringMatching(/^file:.*tsx/)],
    });
    const built = workerEntry("file:///nowhere/dist/server.js");
    expect(built).toMatchObject({ unavailable: expect.stringMatching(/pdf-worker\.js is missing/) });
  });

  it("sizes the pool at half the cores: one worker on two", () => {
    expect([1, 2, 4, 8, 64].map((cores) => defaultPdfWorkers(cores))).toEqual([1, 1, 2, 4, 4]);
  });
});
