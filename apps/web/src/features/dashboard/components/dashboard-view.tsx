import type { Dashboard } from "@buildr/contracts/account";
import { BookmarkCheck, CircleDollarSign, Coins, FileStack } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDay, formatUsdRange } from "@/lib/format";
import { QuickActions } from "./quick-actions";
import { RecentBundles } from "./recent-bundles";
import { StatCard } from "./stat-card";
import { WeeklyChart } from "./weekly-chart";

/** The agent's dashboard: headline figures, the last 8 weeks, recent bundles and what to do next. */
export function DashboardView({ dashboard: d }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  const remaining = Math.max(0, d.allowance.remaining ?? 0);
  const limit = d.month.saveLimit;
  const atLimit = limit !== null && d.month.saved >= limit;

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={Coins}
          label={t("workspace.dashboard.credits.title")}
          value={d.allowance.unlimited ? t("workspace.dashboard.credits.unlimited") : remaining}
          hint={
            d.allowance.unlimited
              ? t("workspace.dashboard.credits.unlimitedHint")
              : remaining === 0
                ? t("workspace.dashboard.credits.noneLeft")
                : t("workspace.dashboard.credits.remainingHint", { count: remaining })
          }
        />
        <StatCard
          icon={FileStack}
          label={t("workspace.dashboard.generated.title")}
          value={d.month.generated}
          hint={t("workspace.dashboard.generated.hint", {
            date: formatDay(d.month.start, language, { month: "long", day: "numeric" }),
          })}
        />
        <StatCard
          icon={BookmarkCheck}
          label={t("workspace.dashboard.saved.title")}
          value={
            limit === null
              ? d.month.saved
              : t("workspace.dashboard.saved.ofLimit", { count: d.month.saved, limit })
          }
          hint={
            limit === null
              ? t("workspace.dashboard.saved.unlimitedHint")
              : atLimit
                ? t("workspace.dashboard.saved.limitReached")
                : t("workspace.dashboard.saved.limitHint", { limit })
          }
          footer={
            limit !== null && (
              <div
                className="h-1.5 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-label={t("workspace.dashboard.saved.title")}
                aria-valuemin={0}
                aria-valuemax={limit}
                aria-valuenow={Math.min(d.month.saved, limit)}
              >
                <div
                  className={atLimit ? "h-full bg-destructive" : "h-full bg-primary"}
                  style={{ width: `${Math.min(100, (d.month.saved / limit) * 100)}%` }}
                />
              </div>
            )
          }
        />
        <StatCard
          icon={CircleDollarSign}
          tone="highlight"
          label={t("workspace.dashboard.commission.title")}
          value={formatUsdRange(d.saved.firstYearCommission, language)}
          hint={
            d.saved.count === 0
              ? t("workspace.dashboard.commission.none")
              : t("workspace.dashboard.commission.hint", { count: d.saved.count })
          }
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <WeeklyChart weeks={d.weeks} />
          <RecentBundles recent={d.recent} />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <QuickActions showUpgrade={!d.allowance.unlimited} />
          <p className="text-xs text-muted-foreground">{t("workspace.dashboard.commission.disclaimer")}</p>
        </div>
      </div>
    </div>
  );
}
