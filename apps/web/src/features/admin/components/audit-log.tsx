import { ADMIN_ACTIONS, type AdminAction, type AdminAuditEntry } from "@buildr/contracts/admin";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuditLog } from "../api/get-audit-log";
import { formatDateTime } from "../error-text";
import { Pager } from "./pager";

const PAGE_SIZE = 20;

/** Every admin action: who, what, to whom, when. */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAuditLog({ page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / PAGE_SIZE));

  function what(entry: AdminAuditEntry): string {
    const label = (ADMIN_ACTIONS as readonly string[]).includes(entry.action)
      ? t(`admin.audit.actions.${entry.action as AdminAction}`)
      : entry.action;
    const detail = entry.detail ?? {};
    if (entry.action === "role.change" && typeof detail.from === "string" && typeof detail.to === "string")
      return `${label} (${t("admin.audit.roleChange", {
        from: t(`admin.roles.${detail.from as "user"}`),
        to: t(`admin.roles.${detail.to as "user"}`),
      })})`;
    if (entry.action === "access.grant" && typeof detail.plan === "string")
      return `${label} (${t(`admin.plans.${detail.plan as "comped"}`)})`;
    return label;
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.audit.title")}</CardTitle>
        <CardDescription>{t("admin.audit.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {log.isPending ? (
          <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
        ) : log.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p role="alert">{t("admin.toasts.loadFailed")}</p>
            <Button size="sm" variant="outline" onClick={() => void log.refetch()}>
              {t("admin.common.retry")}
            </Button>
          </div>
        ) : log.data.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("admin.audit.empty")}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">{t("admin.audit.title")}</caption>
              <thead className="bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("admin.audit.columns.when")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("admin.audit.columns.who")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("admin.audit.columns.what")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("admin.audit.columns.target")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {log.data.entries.map((entry) => (
                  <tr key={entry.id} className="border-t">
                    <td className="whitespace-nowrap px-3 py-2">
                      {formatDateTime(entry.createdAt, i18n.language)}
                    </td>
                    <td className="break-all px-3 py-2">{entry.actorEmail}</td>
                    <td className="px-3 py-2">{what(entry)}</td>
                    <td className="break-all px-3 py-2">{entry.targetEmail ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} pages={pages} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
