import type { Bundle, ClientHandout } from "@buildr/engine";
import PDFDocument from "pdfkit";
import { agentPlan } from "./agent-copy.js";
import { clientPlan } from "./client-copy.js";
import { type CopyOptions, clientName } from "./copy-text.js";
import { FONT_FILES } from "./fonts.js";
import { PDF_LABELS, type PdfLabels } from "./labels.js";
import { clean, fit, layout } from "./page-layout.js";
import { BOTTOM, MARGIN, STYLES } from "./page-styles.js";

/**
 * The one-page bundle PDF (docs/api.md, docs/product/screens.md): the agent's copy with commissions, or the client's copy
 * without (docs/product/decisions.md#d-14). It always fits ONE Letter page: the layout is measured first, the type shrinks step
 * by step (never below a size read at arm's length) until it fits, and only then do the longest lists lose
 * their last items (compliance lines are never dropped). The text is set in an embedded Unicode font
 * (decision 013), subset to the glyphs used, so any client's name prints as written. Same bundle and
 * options in, same bytes out: no clock, no randomness.
 */
export type PdfCopy = "agent" | "client";

export interface BundlePdfOptions extends CopyOptions {
  /** Uncompressed content streams, so tests can read the text. */
  compress?: boolean;
  /** Told how the page was fitted: the type scale, whether lines were left out, whether it all fits. */
  onFit?: (fit: { scale: number; trimmed: boolean; fits: boolean; overflow: number; bodyPt: number }) => void;
}

export async function renderBundlePdf(
  bundle: Bundle | ClientHandout,
  copy: PdfCopy,
  options: BundlePdfOptions = {},
): Promise<Buffer> {
  const labels = PDF_LABELS[bundle.language];
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.x, right: MARGIN.x },
    compress: options.compress ?? true,
    autoFirstPage: true,
    info: {
      Title: clean(titleOf(bundle, copy, labels)),
      Author: "Buildr AI",
      Creator: "Buildr AI",
      Producer: "Buildr AI",
      CreationDate: new Date(bundle.createdAt),
      ModDate: new Date(bundle.createdAt),
    },
  });
  for (const [name, file] of Object.entries(FONT_FILES())) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const full =
    copy === "agent" ? agentPlan(bundle as Bundle, labels, options) : clientPlan(bundle, labels, options);
  const { plan, scale } = fit(doc, full, labels);
  options.onFit?.({
    scale,
    trimmed: plan !== full,
    fits: layout(doc, plan, scale, false) <= BOTTOM,
    overflow: Math.max(0, Math.round(layout(doc, plan, scale, false) - BOTTOM)),
    bodyPt: STYLES.small.size * scale,
  });
  layout(doc, plan, scale, true);
  doc.end();
  return done;
}

/** `Linda Smith - bundle.pdf`, `Linda Smith - client copy.pdf`; "bundle" when the client has no name. */
export function bundlePdfFilename(
  bundle: Bundle | ClientHandout,
  copy: PdfCopy,
): { ascii: string; utf8: string } {
  const name = clientName(bundle);
  const suffix = copy === "agent" ? "bundle" : "client copy";
  const utf8 = name ? `${name} - ${suffix}.pdf` : `${suffix}.pdf`;
  const ascii = utf8
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ._-]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return { ascii: ascii === ".pdf" || ascii === "" ? "bundle.pdf" : ascii, utf8 };
}

function titleOf(bundle: Bundle | ClientHandout, copy: PdfCopy, labels: PdfLabels): string {
  const name = clientName(bundle);
  const title = copy === "agent" ? labels.agentTitle : labels.clientTitle;
  return name ? `${title} – ${name}` : title;
}
