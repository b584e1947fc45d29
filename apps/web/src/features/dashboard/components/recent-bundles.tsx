import type { Dashboard } from "@buildr/contracts/account";
import { ChevronRight, Package } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDay, formatUsdRange } from "@/lib/format";

export function RecentBundles({ recent }: { recent: Dashboard["recent"] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-3">
        <CardTitle className="text-lg">{t("workspace.dashboard.recent.title")}</CardTitle>
        {recent.length > 0 && (
          <Button asChild variant="link" size="sm" className="px-0">
            <Link to="/app/bundles">{t("workspace.dashboard.recent.viewAll")}</Link>
          </Button>
        )}
      </CardHeader>
      {recent.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 pb-8 pt-2 text-center">
          <Package className="size-8 text-muted-foreground" aria-hidden />
          <p className="max-w-sm text-sm text-muted-foreground">{t("workspace.dashboard.recent.empty")}</p>
          <Button asChild size="sm">
            <Link to="/app/bundles">{t("workspace.dashboard.actions.newBundle")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="divide-y border-t">
          {recent.map((b) => {
            const name = b.clientName ?? t("workspace.dashboard.recent.unnamed");
            return (
              <li key={b.id}>
                <Link
                  to={`/app/bundles?bundle=${encodeURIComponent(b.id)}`}
                  aria-label={t("workspace.dashboard.recent.open", { name })}
                  className="flex items-center gap-3 px-6 py-3 hover:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{name}</span>
                      <Badge variant={b.saved ? "success" : "outline"}>
                        {b.saved
                          ? t("workspace.dashboard.recent.savedBadge")
                          : t("workspace.dashboard.recent.notSavedBadge")}
                      </Badge>
                    </div>
                    <p className="truncate text-sm text-muted-foreground">{b.summary}</p>
                  </div>
                  <div className="hidden shrink-0 text-right text-sm sm:block">
                    <p className="font-medium tabular-nums">
                      {formatUsdRange(b.firstYearCommission, language)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatDay(b.createdAt, language, { month: "short", day: "numeric" })}
                    </p>
                  </div>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
