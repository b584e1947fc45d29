import type { FontName } from "./fonts.js";

/**
 * The look of the bundle PDF: the Letter page and its margins, the colours, each text style at full size,
 * and the steps the type may shrink by to fit the page (never below a size read at arm's length).
 */
export const PAGE = { width: 612, height: 792 } as const; // US Letter, points
export const MARGIN = { x: 34, top: 30, bottom: 28 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.x * 2;
export const BOTTOM = PAGE.height - MARGIN.bottom;
export const COLUMN_GAP = 14;
export const CARD_GAP = 8;
export const CARD_PADDING = 7;

export const COLORS = {
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
export const STYLES = {
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
export type StyleName = keyof typeof STYLES;

/** 1 → 0.8: at 0.8, body text is 9 pt and fine print 8 pt. */
export const SCALES = Array.from({ length: 11 }, (_, i) => Math.round((1 - i * 0.02) * 100) / 100);
/** The smallest body size any copy prints, in points. */
export const MIN_BODY_PT = STYLES.small.size * SCALES[SCALES.length - 1]!;
