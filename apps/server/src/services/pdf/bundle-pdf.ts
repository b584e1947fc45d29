import type { Bundle, ClientBundle, Money, TimingItem } from "@buildr/engine";
import PDFDocument from "pdfkit";
import { PDF_LABELS, type PdfLabels } from "./labels.js";
import { toWinAnsi } from "./win-ansi.js";

/**
 * The one-page bundle PDF (api.md, issue 8): the agent's copy with commissions, or the client's copy
 * without (D-14). It always fits ONE Letter page: the layout is measured first, the type shrinks step
 * by step until it fits, and only then do the longest lists lose their last items (compliance lines are
 * never dropped). Same bundle in, same bytes out: no clock, no randomness.
 */
export type PdfCopy = "agent" | "client";

export interface BundlePdfOptions {
  /** Uncompressed content streams, so tests can read the text. */
  compress?: boolean;
  /** The agent's name, printed on the client copy. */
  agentName?: string;
}

const PAGE = { width: 612, height: 792 } as const; // US Letter, points
const MARGIN = { x: 34, top: 30, bottom: 28 } as const;
const CONTENT_WIDTH = PAGE.width - MARGIN.x * 2;
const BOTTOM = PAGE.height - MARGIN.bottom;
const COLUMN_GAP = 14;
const CARD_GAP = 8;
const CARD_PADDING = 7;

const COLORS = {
  text: "#111827",
  muted: "#4b5563",
  accent: "#F2C94C",
  accentText: "#7a5c00",
  card: "#fbf7ea",
  cardBorder: "#eadfb8",
  warning: "#9b1c1c",
  rule: "#d1d5db",
} as const;

type FontName = "Helvetica" | "Helvetica-Bold" | "Helvetica-Oblique";

/** A style at scale 1; the fitting loop multiplies sizes and gaps by one factor. */
interface Style {
  font: FontName;
  size: number;
  color: string;
  /** Space after the block, in points at scale 1. */
  after: number;
}

const STYLES = {
  title: { font: "Helvetica-Bold", size: 18, color: COLORS.text, after: 3 },
  subtitle: { font: "Helvetica", size: 10.5, color: COLORS.text, after: 3 },
  meta: { font: "Helvetica", size: 8, color: COLORS.muted, after: 2 },
  notice: { font: "Helvetica-Oblique", size: 8, color: COLORS.warning, after: 0 },
  section: { font: "Helvetica-Bold", size: 9.5, color: COLORS.accentText, after: 2.5 },
  tag: { font: "Helvetica-Bold", size: 6.5, color: COLORS.accentText, after: 1.5 },
  policyName: { font: "Helvetica-Bold", size: 11, color: COLORS.text, after: 1.5 },
  premium: { font: "Helvetica-Bold", size: 10, color: COLORS.text, after: 3 },
  body: { font: "Helvetica", size: 8.5, color: COLORS.text, after: 3 },
  bodyBold: { font: "Helvetica-Bold", size: 8.5, color: COLORS.text, after: 1 },
  small: { font: "Helvetica", size: 7.5, color: COLORS.muted, after: 2 },
  smallBold: { font: "Helvetica-Bold", size: 7.5, color: COLORS.text, after: 1 },
  totals: { font: "Helvetica-Bold", size: 9.5, color: COLORS.text, after: 0 },
  fine: { font: "Helvetica", size: 7, color: COLORS.muted, after: 1.5 },
} satisfies Record<string, Style>;
type StyleName = keyof typeof STYLES;

interface Block {
  text: string;
  style: StyleName;
  /** A bullet or step number, hung to the left of the text. */
  marker?: string;
}

interface Plan {
  header: Block[];
  cards: Block[][];
  totals: string;
  /** Two columns, each a list of sections (a heading and its blocks). */
  columns: [Section[], Section[]];
  footer: Section[];
}

interface Section {
  heading: string;
  items: Block[][];
  /** Lower numbers are trimmed first; undefined means never trimmed. */
  trimOrder?: number;
  min?: number;
}

const SCALES = Array.from({ length: 22 }, (_, i) => Math.round((1 - i * 0.02) * 100) / 100); // 1 → 0.58

export async function renderBundlePdf(
  bundle: Bundle | ClientBundle,
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
      Title: toWinAnsi(titleOf(bundle, copy, labels)),
      Author: "Buildr AI",
      Creator: "Buildr AI",
      Producer: "Buildr AI",
      CreationDate: new Date(bundle.createdAt),
      ModDate: new Date(bundle.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const full = copy === "agent" ? agentPlan(bundle as Bundle, labels) : clientPlan(bundle, labels, options);
  const { plan, scale } = fit(doc, full, labels);
  layout(doc, plan, scale, true);
  doc.end();
  return done;
}

/** `Linda Smith - bundle.pdf`, `Linda Smith - client copy.pdf`; "bundle" when the client has no name. */
export function bundlePdfFilename(
  bundle: Bundle | ClientBundle,
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

function clientName(bundle: Bundle | ClientBundle): string {
  return [bundle.client.firstName, bundle.client.lastName]
    .filter(Boolean)
    .join(" ")
    .replace(/[\r\n"\\/]/g, "")
    .trim();
}

function titleOf(bundle: Bundle | ClientBundle, copy: PdfCopy, labels: PdfLabels): string {
  const name = clientName(bundle);
  const title = copy === "agent" ? labels.agentTitle : labels.clientTitle;
  return name ? `${title} – ${name}` : title;
}

function usd(amount: number, labels: PdfLabels): string {
  return new Intl.NumberFormat(labels.locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

function range(amount: Money, labels: PdfLabels): string {
  const low = usd(amount.low, labels);
  const high = usd(amount.high, labels);
  if (low === high) return low;
  // French puts the symbol after each figure, so a tight dash would read "110 $–220 $".
  return labels.locale === "fr-CA" ? `${low} – ${high}` : `${low}–${high}`;
}

function premiumText(premium: { mode: "monthly" | "single"; amount: Money }, labels: PdfLabels): string {
  return `${range(premium.amount, labels)}${premium.mode === "monthly" ? labels.perMonth : labels.oneTime}`;
}

function formatDate(iso: string, labels: PdfLabels): string {
  return new Intl.DateTimeFormat(labels.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

const bullets = (items: readonly string[], style: StyleName = "small"): Block[][] =>
  items.map((text) => [{ text, style, marker: "•" }]);

function agentPlan(bundle: Bundle, labels: PdfLabels): Plan {
  const name = clientName(bundle);
  const header: Block[] = [
    { text: name ? `${labels.agentTitle} – ${name}` : labels.agentTitle, style: "title" },
    { text: bundle.summary, style: "subtitle" },
    { text: formatDate(bundle.createdAt, labels), style: "meta" },
    { text: labels.agentNotice, style: "notice" },
  ];
  const cards = bundle.policies.map((p): Block[] => [
    { text: p.role === "core" ? labels.core : labels.addOn, style: "tag" },
    { text: p.name, style: "policyName" },
    { text: premiumText(p.premium, labels), style: "premium" },
    { text: `${labels.coverage}${labels.colon}${p.coverage}`, style: "small" },
    { text: `${labels.whyAgent}${labels.colon}${p.why}`, style: "small" },
    { text: labels.carriersAgent, style: "smallBold" },
    ...p.carriers.map((c): Block => ({ text: `${c.name} – ${c.fit}`, style: "small", marker: "•" })),
    {
      text: `${labels.firstYearCommission}${labels.colon}${range(p.commission.firstYear, labels)}`,
      style: "smallBold",
    },
    {
      text: [
        p.commission.basis,
        p.commission.renewal ? `${labels.renewal}${labels.colon}${p.commission.renewal}` : "",
      ]
        .filter(Boolean)
        .join(" · "),
      style: "small",
    },
  ]);
  const totals = [
    `${labels.totalMonthly}${labels.colon}${range(bundle.totals.monthlyPremium, labels)}`,
    bundle.totals.singlePremium.high > 0
      ? `${labels.totalSingle}${labels.colon}${range(bundle.totals.singlePremium, labels)}`
      : "",
    `${labels.totalCommission}${labels.colon}${range(bundle.totals.firstYearCommission, labels)}`,
  ]
    .filter(Boolean)
    .join("   ·   ");
  const left: Section[] = [
    {
      heading: labels.talkTrack,
      items: bundle.talkTrack.map((text, i) => [{ text, style: "small", marker: `${i + 1}.` }]),
      trimOrder: 5,
      min: 4,
    },
    { heading: labels.opening, items: [[{ text: bundle.scripts.opening, style: "small" }]] },
    { heading: labels.discovery, items: bullets(bundle.scripts.discovery), trimOrder: 2, min: 3 },
    { heading: labels.transition, items: [[{ text: bundle.scripts.transition, style: "small" }]] },
    { heading: labels.close, items: [[{ text: bundle.scripts.close, style: "small" }]] },
  ];
  const right: Section[] = [
    {
      heading: bundle.planYear ? `${labels.timing} · ${labels.planYear(bundle.planYear)}` : labels.timing,
      items: timingItems(bundle.timing ?? [], labels),
      // What to do when is the last thing to lose: windows and deadlines decide the sale.
      trimOrder: 6,
      min: 2,
    },
    { heading: labels.household, items: bullets(bundle.household ?? []), trimOrder: 0, min: 1 },
    {
      heading: labels.objections,
      items: bundle.objections.map((o) => [
        { text: o.objection, style: "smallBold" },
        { text: o.response, style: "small" },
      ]),
      trimOrder: 1,
      min: 3,
    },
    {
      heading: labels.followUp,
      items: bundle.followUp.map((f) => [
        { text: `${f.when}${labels.colon}${f.action}`, style: "small", marker: "•" },
      ]),
      trimOrder: 3,
      min: 3,
    },
    { heading: labels.missingAgent, items: bullets(bundle.missing), trimOrder: 4, min: 2 },
  ];
  return {
    header,
    cards,
    totals,
    columns: [nonEmpty(left), nonEmpty(right)],
    footer: nonEmpty([{ heading: labels.compliance, items: bullets(bundle.compliance, "fine") }]),
  };
}

const STATUS_ORDER: Record<string, number> = { open: 0, upcoming: 1, closed_recently: 2, unknown: 3 };

/** At most this many timing items are printed; the screen has the rest. */
const TIMING_MAX = 6;

/** The timing items, open ones first (the engine's order within a status), each with its dates and source. */
function timingItems(items: readonly TimingItem[], labels: PdfLabels): Block[][] {
  const day = (iso: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(iso)
      ? new Intl.DateTimeFormat(labels.locale, { dateStyle: "medium", timeZone: "UTC" }).format(
          new Date(`${iso}T12:00:00Z`),
        )
      : iso;
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (STATUS_ORDER[a.item.status ?? ""] ?? 4) - (STATUS_ORDER[b.item.status ?? ""] ?? 4) ||
        a.index - b.index,
    )
    .slice(0, TIMING_MAX)
    .map(({ item }) => {
      const when =
        item.opens && item.closes
          ? labels.between(day(item.opens), day(item.closes))
          : item.closes
            ? labels.until(day(item.closes))
            : item.opens
              ? labels.opensOn(day(item.opens))
              : "";
      // The engine's text usually says its dates already: printed once, where it does not.
      const said = [item.opens, item.closes].some((d) => d && item.text.includes(d.slice(0, 4)));
      const status = item.status === "open" ? labels.open : item.status === "upcoming" ? labels.upcoming : "";
      const lead = [status, said ? "" : when].filter(Boolean).join(", ");
      const blocks: Block[] = [
        { text: lead ? `${lead}${labels.colon}${item.text}` : item.text, style: "small", marker: "•" },
      ];
      if (item.source) blocks.push({ text: item.source, style: "fine" });
      return blocks;
    });
}

function clientPlan(bundle: Bundle | ClientBundle, labels: PdfLabels, options: BundlePdfOptions): Plan {
  const name = clientName(bundle);
  const header: Block[] = [
    { text: labels.clientTitle, style: "title" },
    {
      text: [name ? labels.preparedFor(name) : "", formatDate(bundle.createdAt, labels)]
        .filter(Boolean)
        .join(" · "),
      style: "subtitle",
    },
    ...(options.agentName ? [{ text: labels.preparedBy(options.agentName), style: "meta" as const }] : []),
    { text: labels.clientIntro, style: "meta" },
  ];
  const cards = bundle.policies.map((p): Block[] => [
    { text: p.role === "core" ? labels.core : labels.addOn, style: "tag" },
    { text: p.name, style: "policyName" },
    { text: `${labels.premiumClient}${labels.colon}${premiumText(p.premium, labels)}`, style: "premium" },
    { text: labels.coverage, style: "smallBold" },
    { text: p.coverage, style: "small" },
    { text: labels.whyClient, style: "smallBold" },
    { text: p.why, style: "small" },
    { text: labels.carriersClient, style: "smallBold" },
    { text: p.carriers.map((c) => c.name).join(", "), style: "small" },
  ]);
  const totals = [
    `${labels.totalMonthly}${labels.colon}${range(bundle.totals.monthlyPremium, labels)}`,
    bundle.totals.singlePremium.high > 0
      ? `${labels.totalSingle}${labels.colon}${range(bundle.totals.singlePremium, labels)}`
      : "",
  ]
    .filter(Boolean)
    .join("   ·   ");
  return {
    header,
    cards,
    totals,
    columns: [
      nonEmpty([
        { heading: labels.missingClient, items: bullets(bundle.missing, "body"), trimOrder: 1, min: 2 },
      ]),
      [],
    ],
    footer: nonEmpty([{ heading: labels.clientNote, items: bullets(bundle.compliance, "fine") }]),
  };
}

const nonEmpty = (sections: Section[]) => sections.filter((s) => s.items.length > 0);

/** The largest type that fits; then shorter lists, trimmed in `trimOrder`, one item at a time. */
function fit(doc: PDFKit.PDFDocument, full: Plan, labels: PdfLabels): { plan: Plan; scale: number } {
  for (const scale of SCALES) if (layout(doc, full, scale, false) <= BOTTOM) return { plan: full, scale };
  const smallest = SCALES[SCALES.length - 1]!;
  let plan = full;
  for (;;) {
    const next = trimOnce(plan, labels);
    if (!next) return { plan, scale: smallest }; // drawing clips at the bottom margin
    plan = next;
    if (layout(doc, plan, smallest, false) <= BOTTOM) return { plan, scale: smallest };
  }
}

function trimOnce(plan: Plan, labels: PdfLabels): Plan | null {
  const all = [...plan.columns[0], ...plan.columns[1]];
  const candidates = all
    .filter((s) => s.trimOrder !== undefined && s.items.length > (s.min ?? 1))
    .sort((a, b) => a.trimOrder! - b.trimOrder!);
  const target = candidates[0];
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
function layout(doc: PDFKit.PDFDocument, plan: Plan, scale: number, draw: boolean): number {
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
    const h = doc.heightOfString(toWinAnsi(plan.totals), { width: CONTENT_WIDTH - 12 });
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
    y = sections(doc, plan.footer, MARGIN.x, y, CONTENT_WIDTH, scale, draw);
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
    const text = toWinAnsi(block.text);
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
  doc.text(toWinAnsi(text), x, y, { width, lineGap, height: room, ellipsis: true });
}
