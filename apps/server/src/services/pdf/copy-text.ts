import {
  type Bundle,
  type ClientHandout,
  clientTpmoDisclaimer,
  type Money,
  type TpmoCounts,
  tpmoDisclaimer,
  WORD_TABLES,
} from "@buildr/engine";
import type { PdfLabels } from "./labels.js";
import type { Block, Section } from "./page-layout.js";
import type { StyleName } from "./page-styles.js";

/**
 * What both copies of the bundle PDF print the same way: amounts, dates and the client's name in the
 * bundle's language, and the TPMO disclaimer and script placeholders filled with the agent's own details.
 */

/** What the agent's account adds to a copy. */
export interface CopyOptions {
  /** The agent's name, printed on the client copy. */
  agentName?: string;
  /** The agent's company and phone, printed on the client copy beside the name. */
  agentCompany?: string;
  agentPhone?: string;
  /** The agent's TPMO disclaimer counts (Settings); without them CMS's wording that names no count. */
  tpmo?: TpmoCounts;
}

/**
 * The bundle's TPMO disclaimer was written with "[number of …]" placeholders for the agent to fill: on
 * paper it is the agent's counts, or CMS's wording that names no count.
 */
export function tpmoFiller(bundle: Bundle | ClientHandout, options: CopyOptions): (text: string) => string {
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

export function clientName(bundle: Bundle | ClientHandout): string {
  return [bundle.client.firstName, bundle.client.lastName]
    .filter(Boolean)
    .join(" ")
    .replace(/[\r\n"\\/]/g, "")
    .trim();
}

export function usd(amount: number, labels: PdfLabels): string {
  return new Intl.NumberFormat(labels.locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

export function range(amount: Money, labels: PdfLabels): string {
  const low = usd(amount.low, labels);
  const high = usd(amount.high, labels);
  if (low === high) return low;
  // French puts the symbol after each figure, so a tight dash would read "110 $–220 $".
  return labels.locale === "fr-CA" ? `${low} – ${high}` : `${low}–${high}`;
}

export function premiumText(
  premium: { mode: "monthly" | "single"; amount: Money },
  labels: PdfLabels,
): string {
  return `${range(premium.amount, labels)}${premium.mode === "monthly" ? labels.perMonth : labels.oneTime}`;
}

export function formatDate(iso: string, labels: PdfLabels): string {
  return new Intl.DateTimeFormat(labels.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

export const bullets = (items: readonly string[], style: StyleName = "small"): Block[][] =>
  items.map((text) => [{ text, style, marker: "•" }]);

export const nonEmpty = (sections: Section[]) => sections.filter((s) => s.items.length > 0);
