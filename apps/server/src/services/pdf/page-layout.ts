import type { PdfLabels } from "./labels.js";
import {
  BOTTOM,
  CARD_GAP,
  CARD_PADDING,
  COLORS,
  COLUMN_GAP,
  CONTENT_WIDTH,
  MARGIN,
  PAGE,
  SCALES,
  STYLES,
  type StyleName,
} from "./page-styles.js";

/**
 * How the bundle PDF is set on its one page: the page's plan (header, policy cards, totals, two columns
 * of sections, footer), and the loop that measures it, shrinks the type and then trims the longest lists
 * until it fits. What a copy says is decided in `agent-copy.ts` and `client-copy.ts`, how it looks in
 * `page-styles.ts`; this module measures and draws.
 */
export interface Block {
  text: string;
  style: StyleName;
  /** A bullet or step number, hung to the left of the text. */
  marker?: string;
}

export interface Plan {
  header: Block[];
  cards: Block[][];
  totals: string;
  /** Two columns, each a list of sections (a heading and its blocks). */
  columns: [Section[], Section[]];
  footer: Section[];
  /** The footer's lines in two columns (the agent copy's many compliance lines). */
  footerColumns?: boolean;
}

export interface Section {
  heading: string;
  items: Block[][];
  /** Lower numbers are trimmed first; undefined means never trimmed. */
  trimOrder?: number;
  min?: number;
}

/**
 * Text as the page prints it: composed (NFC), without control characters. The embedded font has the
 * glyphs of Latin (Vietnamese and Polish included), Greek, Cyrillic and more; nothing is transliterated.
 */
export function clean(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    const control = (code < 0x20 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
    if (!control && code !== 0x200b && code !== 0xfeff) out += char;
  }
  return out;
}

/** The largest type that fits; then shorter lists, trimmed in `trimOrder`, one item at a time. */
export function fit(doc: PDFKit.PDFDocument, full: Plan, labels: PdfLabels): { plan: Plan; scale: number } {
  const fits = (plan: Plan, scale: number) => layout(doc, plan, scale, false) <= BOTTOM;
  /** Height only grows with the type, so the largest fitting scale is found by bisection. */
  const largest = (plan: Plan): number | undefined => {
    let lo = 0;
    let hi = SCALES.length - 1;
    if (!fits(plan, SCALES[hi]!)) return undefined;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (fits(plan, SCALES[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    return SCALES[lo];
  };
  const whole = largest(full);
  if (whole !== undefined) return { plan: full, scale: whole };
  const smallest = SCALES[SCALES.length - 1]!;
  let plan = full;
  for (;;) {
    const next = trimOnce(plan, labels);
    if (!next) return { plan, scale: smallest }; // drawing clips at the bottom margin
    plan = next;
    // The last item left out may free more room than needed: the largest type that now fits.
    if (fits(plan, smallest)) return { plan, scale: largest(plan) ?? smallest };
  }
}

function trimOnce(plan: Plan, labels: PdfLabels): Plan | null {
  const all = [...plan.columns[0], ...plan.columns[1]];
  const byOrder = (a: Section, b: Section) => a.trimOrder! - b.trimOrder!;
  const candidates = all
    .filter((s) => s.trimOrder !== undefined && s.items.length > (s.min ?? 1))
    .sort(byOrder);
  // Past every minimum, a trimmable section still gives way before anything is cut off the page.
  const lastResort = all.filter((s) => s.trimOrder !== undefined && s.items.length > 0).sort(byOrder);
  const target = candidates[0] ?? lastResort[0];
  if (!target) return null;
  const trim = (sections: Section[]) =>
    sections.map((s) => (s === target ? { ...s, items: s.items.slice(0, -1) } : s));
  const alreadyNoted = plan.footer.some((s) => s.heading === "");
  return {
    ...plan,
    columns: [trim(plan.columns[0]), trim(plan.columns[1])],
    footer: alreadyNoted
      ? plan.footer
      : [...plan.footer, { heading: "", items: [[{ text: labels.trimmed, style: "fine" }]] }],
  };
}

/**
 * Places (or only measures) every block at `scale` and returns the bottom y. Measuring and drawing
 * share this one path, so what was measured is exactly what is drawn.
 */
export function layout(doc: PDFKit.PDFDocument, plan: Plan, scale: number, draw: boolean): number {
  const s = (n: number) => n * scale;
  let y: number = MARGIN.top;

  if (draw) doc.rect(0, 0, PAGE.width, 6).fill(COLORS.accent);
  y = blocks(doc, plan.header, MARGIN.x, y, CONTENT_WIDTH, scale, draw);
  y += s(8);

  // Policies side by side: one card per policy, all as tall as the tallest.
  const n = Math.max(plan.cards.length, 1);
  const cardWidth = (CONTENT_WIDTH - CARD_GAP * (n - 1)) / n;
  const inner = cardWidth - CARD_PADDING * 2;
  const heights = plan.cards.map((card) => blocks(doc, card, 0, 0, inner, scale, false));
  const cardHeight = Math.max(0, ...heights) + CARD_PADDING * 2 - s(2);
  plan.cards.forEach((card, i) => {
    const x = MARGIN.x + i * (cardWidth + CARD_GAP);
    if (draw) {
      doc
        .lineWidth(0.6)
        .roundedRect(x, y, cardWidth, cardHeight, 5)
        .fillAndStroke(COLORS.card, COLORS.cardBorder);
      blocks(doc, card, x + CARD_PADDING, y + CARD_PADDING, inner, scale, true);
    }
  });
  y += cardHeight + s(6);

  if (plan.totals) {
    setStyle(doc, "totals", scale);
    const h = doc.heightOfString(clean(plan.totals), { width: CONTENT_WIDTH - 12 });
    if (draw) {
      doc.rect(MARGIN.x, y, CONTENT_WIDTH, h + 8).fill(COLORS.accent);
      setStyle(doc, "totals", scale);
      write(doc, plan.totals, MARGIN.x + 6, y + 4, CONTENT_WIDTH - 12);
    }
    y += h + 8 + s(8);
  }

  const [left, right] = plan.columns;
  const twoColumns = right.length > 0;
  const columnWidth = twoColumns ? (CONTENT_WIDTH - COLUMN_GAP) / 2 : CONTENT_WIDTH;
  const leftEnd = sections(doc, left, MARGIN.x, y, columnWidth, scale, draw);
  const rightEnd = twoColumns
    ? sections(doc, right, MARGIN.x + columnWidth + COLUMN_GAP, y, columnWidth, scale, draw)
    : y;
  y = Math.max(leftEnd, rightEnd);

  if (plan.footer.length > 0) {
    y += s(2);
    if (draw)
      doc
        .moveTo(MARGIN.x, y)
        .lineTo(MARGIN.x + CONTENT_WIDTH, y)
        .lineWidth(0.5)
        .stroke(COLORS.rule);
    y += s(5);
    if (plan.footerColumns) {
      // One heading across, then the lines split in two columns, the longer half on the left.
      for (const section of plan.footer) {
        if (section.heading)
          y = blocks(
            doc,
            [{ text: section.heading, style: "section" }],
            MARGIN.x,
            y,
            CONTENT_WIDTH,
            scale,
            draw,
          );
        const half = Math.ceil(section.items.length / 2);
        const width = (CONTENT_WIDTH - COLUMN_GAP) / 2;
        const left = sections(
          doc,
          [{ heading: "", items: section.items.slice(0, half) }],
          MARGIN.x,
          y,
          width,
          scale,
          draw,
        );
        const right = sections(
          doc,
          [{ heading: "", items: section.items.slice(half) }],
          MARGIN.x + width + COLUMN_GAP,
          y,
          width,
          scale,
          draw,
        );
        y = Math.max(left, right);
      }
    } else y = sections(doc, plan.footer, MARGIN.x, y, CONTENT_WIDTH, scale, draw);
  }
  return y;
}

function sections(
  doc: PDFKit.PDFDocument,
  list: Section[],
  x: number,
  y: number,
  width: number,
  scale: number,
  draw: boolean,
): number {
  let cursor = y;
  for (const section of list) {
    // A section trimmed to nothing leaves no heading behind.
    if (section.items.length === 0 && section.trimOrder !== undefined) continue;
    if (section.heading)
      cursor = blocks(doc, [{ text: section.heading, style: "section" }], x, cursor, width, scale, draw);
    for (const item of section.items) cursor = blocks(doc, item, x, cursor, width, scale, draw);
    cursor += 4 * scale;
  }
  return cursor;
}

function blocks(
  doc: PDFKit.PDFDocument,
  list: Block[],
  x: number,
  y: number,
  width: number,
  scale: number,
  draw: boolean,
): number {
  let cursor = y;
  for (const block of list) {
    if (!block.text) continue;
    setStyle(doc, block.style, scale);
    const hang = block.marker ? STYLES[block.style].size * scale * (block.marker.length > 1 ? 1.5 : 0.9) : 0;
    const text = clean(block.text);
    const height = doc.heightOfString(text, { width: width - hang, lineGap: 0.6 * scale });
    if (draw) {
      if (block.marker) write(doc, block.marker, x, cursor, hang);
      write(doc, text, x + hang, cursor, width - hang, 0.6 * scale);
    }
    cursor += height + STYLES[block.style].after * scale;
  }
  return cursor;
}

function setStyle(doc: PDFKit.PDFDocument, name: StyleName, scale: number) {
  const style = STYLES[name];
  doc
    .font(style.font)
    .fontSize(style.size * scale)
    .fillColor(style.color);
}

/** Text at a fixed place that can never spill onto a second page: anything past the margin is cut. */
function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, lineGap = 0) {
  const room = BOTTOM - y;
  if (room <= 0) return;
  doc.text(clean(text), x, y, { width, lineGap, height: room, ellipsis: true });
}
