import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRecentEntitlements } from "../api/get-recent-entitlements";
import { formatDate } from "../error-text";

const SOURCES = ["admin", "stripe", "test_checkout", "seed"] as const;

/** Recent Entitlements: the last 10, with the account's e-mail and name. */
export function RecentEntitlements() {
  const { t, i18n } = useTranslation();
  const entitlements = useRecentEntitlements();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("admin.entitlements.title")}</CardTitle>
        <CardDescription>{t("admin.entitlements.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {entitlements.isPending ? (
          <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
        ) : entitlements.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p role="alert">{t("admin.toasts.loadFailed")}</p>
            <Button size="sm" variant="outline" onClick={() => void entitlements.refetch()}>
              {t("admin.common.retry")}
            </Button>
          </div>
        ) : entitlements.data.entitlements.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("admin.entitlements.empty")}</p>
        ) : (
          <ul className="divide-y" aria-label={t("admin.entitlements.title")}>
            {entitlements.data.entitlements.map((e) => (
              <li key={e.id} className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0">
                <div className="min-w-0">
                  <p className="font-medium">{e.name}</p>
                  <p className="break-all text-sm text-muted-foreground">{e.email}</p>
                  <p className="text-xs text-muted-foreground">
                    {(SOURCES as readonly string[]).includes(e.source)
                      ? t(`admin.entitlements.sources.${e.source as (typeof SOURCES)[number]}`)
                      : e.source}
                    {" · "}
                    {formatDate(e.createdAt, i18n.language)}
                  </p>
                </div>
                <div className="grid justify-items-end gap-1 text-right">
                  <Badge>{t(`admin.plans.${e.plan}`)}</Badge>
                  <span className="text-xs text-muted-foreground">
                    {e.revokedAt
                      ? t("admin.entitlements.revoked")
                      : e.expiresAt
                        ? t("admin.entitlements.until", { date: formatDate(e.expiresAt, i18n.language) })
                        : t("admin.entitlements.noEnd")}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
