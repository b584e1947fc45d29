import type { Bundle, TimingItem } from "@buildr/engine";
import {
  bullets,
  type CopyOptions,
  clientName,
  formatDate,
  nonEmpty,
  premiumText,
  range,
  tpmoFiller,
} from "./copy-text.js";
import type { PdfLabels } from "./labels.js";
import type { Block, Plan, Section } from "./page-layout.js";

/**
 * The agent's copy of the bundle PDF: the policies with commission, the talk track and scripts, what to
 * do when, objections, follow-up and every compliance line. Each section says how soon it gives way when
 * the page is full.
 */
export function agentPlan(bundle: Bundle, labels: PdfLabels, options: CopyOptions): Plan {
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
