import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useMe } from "@/features/auth/api/get-me";
import { useDashboard } from "@/features/dashboard/api/get-dashboard";
import { DashboardView } from "@/features/dashboard/components/dashboard-view";

export function DashboardPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const dashboard = useDashboard();
  return (
    <section className="mx-auto grid max-w-6xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">
          {me ? t("workspace.dashboard.greeting", { name: me.name }) : t("pages.dashboard.title")}
        </h1>
        <p className="text-muted-foreground">{t("workspace.dashboard.subtitle")}</p>
      </header>
      {dashboard.isPending ? (
        <p className="text-muted-foreground" role="status">
          {t("common.loading")}
        </p>
      ) : dashboard.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-5">
          <p>{t("workspace.dashboard.loadFailed")}</p>
          <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
            {t("workspace.dashboard.retry")}
          </Button>
        </div>
      ) : (
        <DashboardView dashboard={dashboard.data} />
      )}
    </section>
  );
}
