import type { Bundle, ClientHandout } from "@buildr/contracts";
import type { TFunction } from "i18next";
import { formatUsdRange } from "@/lib/format";

/**
 * A bundle as plain text, for "Copy as text": the agent's copy (with commissions and the selling
 * material) or the client's (policies, cost, questions and disclaimers; nothing about pay, docs/product/decisions.md#d-14). `t` is
 * fixed to the bundle's language so the labels match the words of the bundle.
 */
export function bundleToText(bundle: Bundle | ClientHandout, copy: "agent" | "client", t: TFunction): string {
  const language = bundle.language;
  const money = (m: { low: number; high: number }) => formatUsdRange(m, language);
  // French sets a no-break space before a colon.
  const colon = language === "fr" ? "\u00a0: " : ": ";
  const name = [bundle.client.firstName, bundle.client.lastName].filter(Boolean).join(" ");
  const lines: string[] = [];
  const section = (title: string, body: string[]) => {
    if (body.length === 0) return;
    lines.push("", title.toUpperCase(), ...body);
  };

  lines.push(t("bundles.view.label", { name: name || t("bundles.view.unnamed") }), bundle.summary);
  section(
    t("bundles.view.policies"),
    bundle.policies.flatMap((p, i) => {
      const premium = !p.premium
        ? t("bundles.view.planCostsWithAgent")
        : p.premium.mode === "monthly"
          ? t("bundles.view.perMonth", { amount: money(p.premium.amount) })
          : t("bundles.view.oneTime", { amount: money(p.premium.amount) });
      const out = [
        `${i + 1}. ${p.name} (${p.role === "core" ? t("bundles.view.core") : t("bundles.view.addOn")}) — ${premium}`,
        p.coverage ? `   ${t("bundles.view.coverage")}${colon}${p.coverage}` : "",
        `   ${t("bundles.view.why")}${colon}${p.why}`,
        // The client copy names carriers as companies the agent may quote, and only when there are some.
        p.carriers.length === 0
          ? ""
          : `   ${copy === "agent" ? t("bundles.view.carriers") : t("bundles.view.carriersClient")}${colon}${p.carriers
              .map((c) => (copy === "agent" ? `${c.name} (${c.fit})` : c.name))
              .join("; ")}`,
      ].filter(Boolean);
      if (copy === "agent" && "commission" in p) {
        const renewal = p.commission.renewal
          ? ` · ${t("bundles.view.renewal", { renewal: p.commission.renewal })}`
          : "";
        out.push(
          `   ${t("bundles.view.commission")}${colon}${money(p.commission.firstYear)} (${p.commission.basis})${renewal}`,
        );
      }
      return out;
    }),
  );
  const totals = [`${t("bundles.view.totalMonthly")}${colon}${money(bundle.totals.monthlyPremium)}`];
  if (bundle.totals.singlePremium.high > 0)
    totals.push(`${t("bundles.view.totalSingle")}${colon}${money(bundle.totals.singlePremium)}`);
  if (copy === "agent" && "firstYearCommission" in bundle.totals)
    totals.push(`${t("bundles.view.totalCommission")}${colon}${money(bundle.totals.firstYearCommission)}`);
  section(t("bundles.view.totals"), totals);

  if (copy === "agent") {
    section(
      t("bundles.view.talkTrack"),
      bundle.talkTrack.map((step, i) => `${i + 1}. ${step}`),
    );
    section(t("bundles.view.opening"), [bundle.scripts.opening]);
    section(
      t("bundles.view.discovery"),
      bundle.scripts.discovery.map((q) => `- ${q}`),
    );
    section(t("bundles.view.transition"), [bundle.scripts.transition]);
    section(t("bundles.view.close"), [bundle.scripts.close]);
    section(
      t("bundles.view.objections"),
      bundle.objections.flatMap((o) => [`- “${o.objection}”`, `  ${o.response}`]),
    );
    section(
      t("bundles.view.followUp"),
      bundle.followUp.map((f) => `- ${f.when}${colon}${f.action}`),
    );
  }
  section(
    t("bundles.view.missing"),
    bundle.missing.map((m) => `- ${m}`),
  );
  const compliance =
    copy === "agent"
      ? bundle.compliance
      : bundle.compliance.filter((line) => !/commission|comisi[oó]n/i.test(line));
  section(
    t("bundles.view.compliance"),
    compliance.map((c) => `- ${c}`),
  );
  return lines.join("\n").trim();
}
