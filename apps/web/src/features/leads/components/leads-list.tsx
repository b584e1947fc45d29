import { LEAD_STATUSES, type LeadStatus } from "@buildr/contracts";
import { Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatDay, localDay } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useLeads } from "../api/leads";

/** /app/leads: the agent's leads, searchable, by status, and the day's follow-ups ("due today"). */
export function LeadsList() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<LeadStatus | "">("");
  const [dueOnly, setDueOnly] = useState(false);
  const today = localDay();
  const leads = useLeads({ search, status, due: dueOnly ? today : null });
  const day = (iso: string) => formatDay(iso, i18n.language, { month: "short", day: "numeric" });

  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label={t("book.leads.title")} className="flex gap-2">
        {[false, true].map((due) => (
          <Button
            key={String(due)}
            role="tab"
            aria-selected={dueOnly === due}
            variant={dueOnly === due ? "default" : "outline"}
            size="sm"
            onClick={() => setDueOnly(due)}
          >
            {due ? t("book.leads.dueToday") : t("book.leads.all")}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-2">
          <Label htmlFor="leads-search">{t("book.leads.search")}</Label>
          <div className="relative">
            <Search
              className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="leads-search"
              type="search"
              className="pl-9"
              placeholder={t("book.leads.searchPlaceholder")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="leads-status">{t("book.leads.status")}</Label>
          <NativeSelect
            id="leads-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as LeadStatus | "")}
          >
            <option value="">{t("book.leads.allStatuses")}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`book.leads.statuses.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {leads.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t("book.leads.loading")}
        </p>
      ) : leads.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4">
          <p>{t("book.leads.failed")}</p>
          <Button variant="outline" size="sm" onClick={() => void leads.refetch()}>
            {t("book.leads.retry")}
          </Button>
        </div>
      ) : leads.data.leads.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-muted-foreground">
          {dueOnly ? t("book.leads.emptyDue") : t("book.leads.empty")}
        </p>
      ) : (
        <ul className="grid gap-3" aria-live="polite">
          {leads.data.leads.map((lead) => (
            <li key={lead.id} className="grid gap-2 rounded-xl border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/app/leads/${lead.id}`}
                  className="text-lg font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {lead.name}
                </Link>
                <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold">
                  {t(`book.leads.statuses.${lead.status}`)}
                </span>
              </div>
              <p lang={lead.language} className="text-sm text-muted-foreground">
                {lead.summary}
              </p>
              {dueOnly && lead.dueTasks ? (
                <ul className="grid gap-1 text-sm">
                  {lead.dueTasks.map((task) => (
                    <li key={task.id} className="flex flex-wrap gap-2">
                      <span
                        className={cn(
                          "rounded px-1.5 text-xs font-semibold",
                          task.dueOn < today
                            ? "bg-destructive/15 text-destructive"
                            : "bg-primary/15 text-primary",
                        )}
                      >
                        {task.dueOn < today ? t("book.lead.overdue") : t("book.lead.today")}
                      </span>
                      <span lang={lead.language}>{task.title}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm">
                  {lead.nextTask
                    ? t("book.leads.next", { title: lead.nextTask.title, date: day(lead.nextTask.dueOn) })
                    : t("book.leads.noNext")}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
