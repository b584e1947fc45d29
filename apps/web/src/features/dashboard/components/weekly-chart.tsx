import type { Dashboard } from "@buildr/contracts/account";
import { useTranslation } from "react-i18next";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDay } from "../format";

/**
 * Bundles per week as plain CSS bars (no chart library in the bundle). Screen readers get the same
 * figures as a table; the bars are decoration for sighted readers.
 */
export function WeeklyChart({ weeks }: { weeks: Dashboard["weeks"] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  const peak = Math.max(1, ...weeks.map((w) => Math.max(w.generated, w.saved)));
  const empty = weeks.every((w) => w.generated === 0 && w.saved === 0);
  const label = (iso: string) => formatDay(iso, language, { month: "short", day: "numeric" });

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">{t("workspace.dashboard.chart.title")}</CardTitle>
        <CardDescription>{t("workspace.dashboard.chart.description")}</CardDescription>
        <div className="flex gap-4 pt-1 text-xs text-muted-foreground" aria-hidden>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-primary" />
            {t("workspace.dashboard.chart.generated")}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-success" />
            {t("workspace.dashboard.chart.saved")}
          </span>
        </div>
      </CardHeader>
      <div className="px-6 pb-6">
        <div className="relative" aria-hidden>
          <div className="grid h-40 grid-cols-8 items-end gap-2 border-b sm:gap-3">
            {weeks.map((w) => (
              <div
                key={w.start}
                className="flex h-full items-end justify-center gap-0.5 sm:gap-1"
                title={t("workspace.dashboard.chart.barLabel", {
                  date: label(w.start),
                  generated: w.generated,
                  saved: w.saved,
                })}
              >
                <div
                  className="w-full max-w-5 rounded-t bg-primary"
                  style={{ height: `${(w.generated / peak) * 100}%`, minHeight: w.generated ? 4 : 0 }}
                />
                <div
                  className="w-full max-w-5 rounded-t bg-success"
                  style={{ height: `${(w.saved / peak) * 100}%`, minHeight: w.saved ? 4 : 0 }}
                />
              </div>
            ))}
          </div>
          <div className="mt-2 grid grid-cols-8 gap-2 text-center text-[0.65rem] text-muted-foreground sm:gap-3 sm:text-xs">
            {weeks.map((w, i) => (
              <span key={w.start} className={i % 2 === 1 ? "max-sm:invisible" : undefined}>
                {label(w.start)}
              </span>
            ))}
          </div>
          {empty && (
            <p className="absolute inset-x-0 top-12 text-center text-sm text-muted-foreground">
              {t("workspace.dashboard.chart.empty")}
            </p>
          )}
        </div>
        <table className="sr-only">
          <caption>{t("workspace.dashboard.chart.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("workspace.dashboard.chart.weekOf", { date: "" }).trim()}</th>
              <th scope="col">{t("workspace.dashboard.chart.generated")}</th>
              <th scope="col">{t("workspace.dashboard.chart.saved")}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.start}>
                <th scope="row">{label(w.start)}</th>
                <td>{w.generated}</td>
                <td>{w.saved}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
