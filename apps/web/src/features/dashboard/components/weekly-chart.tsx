import type { Dashboard } from "@buildr/contracts/account";
import { useTranslation } from "react-i18next";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDay } from "@/lib/format";

/**
 * One bar with its value written above it (the tallest bar takes 85% of the height, leaving room for its
 * figure); a zero draws nothing.
 */
function Bar({ value, peak, className }: { value: number; peak: number; className: string }) {
  return (
    <div className="flex h-full w-full max-w-5 flex-col items-center justify-end">
      {value > 0 && (
        <span
          data-chart-value
          className="mb-0.5 text-[0.6rem] leading-none tabular-nums text-muted-foreground sm:text-[0.65rem]"
        >
          {value}
        </span>
      )}
      <div
        className={`w-full rounded-t ${className}`}
        style={{ height: `${(value / peak) * 85}%`, minHeight: value ? 4 : 0 }}
      />
    </div>
  );
}

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
                <Bar value={w.generated} peak={peak} className="bg-primary" />
                <Bar value={w.saved} peak={peak} className="bg-success" />
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
