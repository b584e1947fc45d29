import type { Bundle, ClientHandout } from "@buildr/contracts";
import { CheckCircle2, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatUsdRange } from "@/lib/format";
import { cn } from "@/lib/utils";

/** The bundle's totals: monthly and single premiums, and the first-year commission on the agent copy. */
export function BundleTotals({ bundle, agent }: { bundle: Bundle | ClientHandout; agent: boolean }) {
  const { t, i18n } = useTranslation();
  const commission =
    agent && "firstYearCommission" in bundle.totals ? bundle.totals.firstYearCommission : null;
  const items: { key: string; label: string; value: string; strong?: boolean }[] = [
    {
      key: "monthly",
      label: t("bundles.view.totalMonthly"),
      value: formatUsdRange(bundle.totals.monthlyPremium, i18n.language),
    },
  ];
  if (bundle.totals.singlePremium.high > 0)
    items.push({
      key: "single",
      label: t("bundles.view.totalSingle"),
      value: formatUsdRange(bundle.totals.singlePremium, i18n.language),
    });
  if (commission)
    items.push({
      key: "commission",
      label: t("bundles.view.totalCommission"),
      value: formatUsdRange(commission, i18n.language),
      strong: true,
    });
  return (
    <section
      aria-label={t("bundles.view.totals")}
      className="rounded-xl border border-primary/40 bg-primary/10 p-4"
    >
      <dl className="grid gap-3 sm:grid-flow-col sm:auto-cols-fr">
        {items.map((item) => (
          <div key={item.key} className="grid gap-0.5">
            <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {item.strong ? (
                <Users className="size-3.5" aria-hidden />
              ) : (
                <CheckCircle2 className="size-3.5" aria-hidden />
              )}
              {item.label}
            </dt>
            <dd className={cn("text-xl font-bold tabular-nums", item.strong && "text-primary")}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
