import type { Bundle, ClientHandout } from "@buildr/engine";
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
import type { Block, Plan } from "./page-layout.js";

/**
 * The client's copy of the bundle PDF: the policies in plain words, prices only where the rules allow
 * them, who prepared it, what the agent still needs to know, and never the agent's pay.
 */
export function clientPlan(bundle: Bundle | ClientHandout, labels: PdfLabels, options: CopyOptions): Plan {
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
