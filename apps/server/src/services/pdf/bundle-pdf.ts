import {
  type Bundle,
  type ClientHandout,
  clientTpmoDisclaimer,
  type Money,
  type TimingItem,
  type TpmoCounts,
  tpmoDisclaimer,
  WORD_TABLES,
} from "@buildr/engine";
import PDFDocument from "pdfkit";
import { FONT_FILES, type FontName } from "./fonts.js";
import { PDF_LABELS, type PdfLabels } from "./labels.js";

/**
 * The one-page bundle PDF (docs/api.md, docs/product/screens.md): the agent's copy with commissions, or the client's copy
 * without (docs/product/decisions.md#d-14). It always fits ONE Letter page: the layout is measured first, the type shrinks step
 * by step (never below a size read at arm's length) until it fits, and only then do the longest lists lose
 * their last items (compliance lines are never dropped). The text is set in an embedded Unicode font
 * (decision 013), subset to the glyphs used, so any client's name prints as written. Same bundle and
 * options in, same bytes out: no clock, no randomness.
 */
export type PdfCopy = "agent" | "client";

export interface BundlePdfOptions {
  /** Uncompressed content streams, so tests can read the text. */
  compress?: boolean;
  /** The agent's name, printed on the client copy. */
  agentName?: string;
  /** The agent's company and phone, printed on the client copy beside the name. */
  agentCompany?: string;
  agentPhone?: string;
  /** The agent's TPMO disclaimer counts (Settings); without them CMS's wording that names no count. */
  tpmo?: TpmoCounts;
  /** Told how the page was fitted: the type scale, whether lines were left out, whether it all fits. */
  onFit?: (fit: { scale: number; trimmed: boolean; fits: boolean; overflow: number; bodyPt: number }) => void;
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

/** A style at scale 1; the fitting loop multiplies sizes and gaps by one factor. */
interface Style {
  font: FontName;
  size: number;
  color: string;
  /** Space after the block, in points at scale 1. */
  after: number;
}

/**
 * Sizes at scale 1. The fitting loop never goes below SCALES' last step, where body text ("small") is
 * 9 pt and the finest print (sources, disclaimers) 8 pt: readable at arm's length on Letter paper.
 */
const STYLES = {
  title: { font: "Bold", size: 19, color: COLORS.text, after: 3 },
  subtitle: { font: "Regular", size: 12.5, color: COLORS.text, after: 3 },
  meta: { font: "Regular", size: 11, color: COLORS.muted, after: 2 },
  notice: { font: "Italic", size: 11, color: COLORS.warning, after: 0 },
  section: { font: "Bold", size: 12, color: COLORS.accentText, after: 2.5 },
  tag: { font: "Bold", size: 10, color: COLORS.accentText, after: 1.5 },
  policyName: { font: "Bold", size: 13, color: COLORS.text, after: 1.5 },
  premium: { font: "Bold", size: 12.5, color: COLORS.text, after: 3 },
  body: { font: "Regular", size: 12, color: COLORS.text, after: 3 },
  bodyBold: { font: "Bold", size: 12, color: COLORS.text, after: 1 },
  small: { font: "Regular", size: 11.25, color: COLORS.text, after: 2 },
  smallBold: { font: "Bold", size: 11.25, color: COLORS.text, after: 1 },
  totals: { font: "Bold", size: 12, color: COLORS.text, after: 0 },
  fine: { font: "Regular", size: 10, color: COLORS.muted, after: 1.5 },
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
  /** The footer's lines in two columns (the agent copy's many compliance lines). */
  footerColumns?: boolean;
}

interface Section {
  heading: string;
  items: Block[][];
  /** Lower numbers are trimmed first; undefined means never trimmed. */
  trimOrder?: number;
  min?: number;
}

/** 1 → 0.8: at 0.8, body text is 9 pt and fine print 8 pt. */
const SCALES = Array.from({ length: 11 }, (_, i) => Math.round((1 - i * 0.02) * 100) / 100);
/** The smallest body size any copy prints, in points. */
export const MIN_BODY_PT = STYLES.small.size * SCALES[SCALES.length - 1]!;

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

/**
 * Text as the page prints it: composed (NFC), without control characters. The embedded font has the
 * glyphs of Latin (Vietnamese and Polish included), Greek, Cyrillic and more; nothing is transliterated.
 */
function clean(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    const control = (code < 0x20 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
    if (!control && code !== 0x200b && code !== 0xfeff) out += char;
  }
  return out;
}

/**
 * The bundle's TPMO disclaimer was written with "[number of …]" placeholders for the agent to fill: on
 * paper it is the agent's counts, or CMS's wording that names no count.
 */
function tpmoFiller(bundle: Bundle | ClientHandout, options: BundlePdfOptions): (text: string) => string {
  const filled = clientTpmoDisclaimer(bundle.language, options.tpmo, new Date(bundle.createdAt));
  const table = WORD_TABLES[bundle.language];
  const swaps: [string, string][] = [
    [tpmoDisclaimer(bundle.language), filled],
    [tpmoDisclaimer(bundle.language, { sellsEveryPlan: true }), filled],
  ];
  // The opening script's "[your name]" and "[agency]": the agent's own, where the account has them.
  if (options.agentName) swaps.push([table.placeholders.agentName, options.agentName]);
  if (options.agentCompany) swaps.push([table.placeholders.agency, options.agentCompany]);
  else {
    // No agency on the account: the phrase that names it goes, never a bracket on paper.
    const agency = table.placeholders.agency;
    swaps.push([` with ${agency}`, ""], [`, de ${agency}`, ""], [` de ${agency}`, ""]);
  }
  return (text) => swaps.reduce((out, [from, to]) => out.split(from).join(to), text);
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

function clientName(bundle: Bundle | ClientHandout): string {
  return [bundle.client.firstName, bundle.client.lastName]
    .filter(Boolean)
    .join(" ")
    .replace(/[\r\n"\\/]/g, "")
    .trim();
}

function titleOf(bundle: Bundle | ClientHandout, copy: PdfCopy, labels: PdfLabels): string {
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

function agentPlan(bundle: Bundle, labels: PdfLabels, options: BundlePdfOptions): Plan {
  const name = clientName(bundle);
  const fill = tpmoFiller(bundle, options);
  const counted = options.tpmo?.organizations !== undefined && options.tpmo?.plans !== undefined;
  const header: Block[] = [
    { text: name ? `${labels.agentTitle} – ${name}` : labels.agentTitle, style: "title" },
    // The one-line summary repeats the cards and the totals below it: the date alone heads the page.
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
    // The best fit; the screen lists every carrier.
    ...p.carriers
      .slice(0, AGENT_CARD_CARRIERS)
      .map((c): Block => ({ text: `${c.name} – ${c.fit}`, style: "small", marker: "•" })),
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
      items: bundle.talkTrack.map((text, i) => [{ text: fill(text), style: "small", marker: `${i + 1}.` }]),
      trimOrder: 5,
      min: 2,
    },
    // Scripts give way before the talk track and the timing: the screen has every word of them.
    {
      heading: labels.opening,
      items: [[{ text: fill(bundle.scripts.opening), style: "small" }]],
      trimOrder: 4.5,
      min: 0,
    },
    { heading: labels.discovery, items: bullets(bundle.scripts.discovery), trimOrder: 2, min: 0 },
    {
      heading: labels.transition,
      items: [[{ text: fill(bundle.scripts.transition), style: "small" }]],
      trimOrder: 1.5,
      min: 0,
    },
    {
      heading: labels.close,
      items: [[{ text: fill(bundle.scripts.close), style: "small" }]],
      trimOrder: 2.5,
      min: 0,
    },
  ];
  const right: Section[] = [
    {
      heading: bundle.planYear ? `${labels.timing} · ${labels.planYear(bundle.planYear)}` : labels.timing,
      items: timingItems(bundle.timing ?? [], labels),
      // What to do when is the last thing to lose: windows and deadlines decide the sale. Two items stay
      // at the least: the window open now and the next date to act.
      trimOrder: 6,
      min: 2,
    },
    // The household (a spouse's plan, a discount) is a line or two that changes the sale: it gives way
    // after the objections and the follow-up, which the screen holds in full.
    { heading: labels.household, items: bullets(bundle.household ?? []), trimOrder: 5.5, min: 1 },
    {
      heading: labels.objections,
      items: bundle.objections.map((o) => [
        { text: o.objection, style: "smallBold" },
        { text: o.response, style: "small" },
      ]),
      trimOrder: 1,
      min: 1,
    },
    {
      heading: labels.followUp,
      items: bundle.followUp.map((f) => [
        { text: `${f.when}${labels.colon}${f.action}`, style: "small", marker: "•" },
      ]),
      trimOrder: 3,
      min: 1,
    },
    { heading: labels.missingAgent, items: bullets(bundle.missing), trimOrder: 4, min: 1 },
  ];
  return {
    header,
    cards,
    totals,
    columns: [nonEmpty(left), nonEmpty(right)],
    footer: nonEmpty([
      {
        heading: labels.compliance,
        items: [
          ...bullets(bundle.compliance.map(fill), "fine"),
          // An agent whose counts are not set is told where to set them, on the copy they read from.
          ...(bundle.compliance.some((l) => fill(l) !== l) && !counted
            ? [[{ text: labels.tpmoUnset, style: "fine" as const }]]
            : []),
        ],
      },
    ]),
    footerColumns: true,
  };
}

const AGENT_CARD_CARRIERS = 1;

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

function clientPlan(bundle: Bundle | ClientHandout, labels: PdfLabels, options: BundlePdfOptions): Plan {
  const name = clientName(bundle);
  const fill = tpmoFiller(bundle, options);
  const contact = [options.agentName, options.agentCompany, options.agentPhone].filter(Boolean).join(" · ");
  const header: Block[] = [
    { text: labels.clientTitle, style: "title" },
    {
      text: [name ? labels.preparedFor(name) : "", formatDate(bundle.createdAt, labels)]
        .filter(Boolean)
        .join(" · "),
      style: "subtitle",
    },
    ...(contact ? [{ text: labels.preparedBy(contact), style: "meta" as const }] : []),
    { text: labels.clientIntro, style: "meta" },
  ];
  const cards = bundle.policies.map((p): Block[] => {
    const premium = "premium" in p && p.premium ? p.premium : undefined;
    return [
      { text: p.role === "core" ? labels.core : labels.addOn, style: "tag" },
      { text: p.name, style: "policyName" },
      premium
        ? { text: `${labels.premiumClient}${labels.colon}${premiumText(premium, labels)}`, style: "premium" }
        : { text: labels.planCostsWithAgent, style: "small" },
      ...(p.coverage
        ? [
            { text: labels.coverage, style: "smallBold" as const },
            { text: p.coverage, style: "small" as const },
          ]
        : []),
      { text: labels.whyClient, style: "smallBold" },
      { text: p.why, style: "small" },
      // Only what is true: these are companies the agent may quote, not a comparison already made.
      ...(p.carriers.length > 0
        ? [
            { text: labels.carriersClient, style: "smallBold" as const },
            { text: p.carriers.map((c) => c.name).join(", "), style: "small" as const },
          ]
        : []),
    ];
  });
  const withheld = bundle.policies.some((p) => !("premium" in p && p.premium));
  const totalMonthly = bundle.totals.monthlyPremium;
  const priced = bundle.policies.some((p) => "premium" in p && p.premium);
  const totals = priced
    ? [
        totalMonthly.high > 0 || bundle.totals.singlePremium.high <= 0
          ? `${withheld ? labels.totalPriced : labels.totalMonthly}${labels.colon}${range(totalMonthly, labels)}`
          : "",
        bundle.totals.singlePremium.high > 0
          ? `${labels.totalSingle}${labels.colon}${range(bundle.totals.singlePremium, labels)}`
          : "",
      ]
        .filter(Boolean)
        .join("   ·   ")
    : "";
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
    footer: nonEmpty([{ heading: labels.clientNote, items: bullets(bundle.compliance.map(fill), "fine") }]),
  };
}

const nonEmpty = (sections: Section[]) => sections.filter((s) => s.items.length > 0);

/** The largest type that fits; then shorter lists, trimmed in `trimOrder`, one item at a time. */
function fit(doc: PDFKit.PDFDocument, full: Plan, labels: PdfLabels): { plan: Plan; scale: number } {
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
