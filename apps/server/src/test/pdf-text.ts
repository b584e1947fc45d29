import { execFileSync } from "node:child_process";

/**
 * What a reader of one of our PDFs sees: the number of pages and the text, as poppler's `pdftotext`
 * extracts it from the embedded font's own character map (a page prints a glyph, and a reader copies
 * the letter it stands for). Tests use it to prove what a copy says and does not say.
 */
export function readPdf(file: Uint8Array): { pages: number; text: string } {
  const out = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], {
    input: Buffer.from(file),
    maxBuffer: 16 * 1024 * 1024,
  }).toString("utf8");
  // pdftotext ends every page with a form feed.
  const pages = out.split("\f").length - 1;
  return { pages, text: out.replace(/\f/g, "\n") };
}
