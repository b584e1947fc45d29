import type { Bundle, ClientHandout } from "@buildr/engine";
import { move } from "piscina";
import { type PdfCopy, renderBundlePdf } from "./bundle-pdf.js";
import type { CopyOptions } from "./copy-text.js";
import { FONT_FILES } from "./fonts.js";

/**
 * The PDF worker thread's entry (pdf-renderer.ts, decision 022): built beside the server as
 * `dist/pdf-worker.js`, run from this file under tsx in development and tests. A task holds data only
 * (the bundle or handout, the copy, the agent's details), copied into the worker by structured clone;
 * the file goes back as a transferred buffer, not a copy.
 */
export interface PdfTask {
  bundle: Bundle | ClientHandout;
  copy: PdfCopy;
  options: CopyOptions;
}

export default async function renderInWorker({ bundle, copy, options }: PdfTask) {
  const file = await renderBundlePdf(bundle, copy, options);
  // A small Buffer may share Node's pooled memory with others; only a view over its own memory moves.
  const own =
    file.byteOffset === 0 && file.byteLength === file.buffer.byteLength ? file : new Uint8Array(file);
  return move(own);
}

/** Loads this module (the renderer, PDFKit, the fonts) in the worker before the first download. */
export function ready(): void {
  FONT_FILES();
}
