import { LEAD_STATUSES, type Lead, type LeadStatus } from "@buildr/contracts";
import { AlertTriangle, ArrowLeft, CalendarPlus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { downloadFile } from "@/lib/api-client";
import { formatDay, formatUsd, localDay } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useDeleteLead, useLead, useUpdateLead } from "../api/leads";

/** One lead: status, the follow-up plan with scripts (mark done), the persistency check, notes, .ics. */
export function LeadDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const lead = useLead(id);
  if (lead.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        {t("book.leads.loading")}
      </p>
    );
  if (lead.isError)
    return (
      <p role="alert" className="rounded-xl border bg-card p-4">
        {t("book.lead.notFound")}
      </p>
    );
  return <LeadView lead={lead.data} />;
}

function LeadView({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateLead(lead.id);
  const remove = useDeleteLead(lead.id);
  const [notes, setNotes] = useState(lead.notes);
  const today = localDay();
  const day = (iso: string) =>
    formatDay(iso, i18n.language, { weekday: "short", month: "short", day: "numeric", year: "numeric" });
  const failed = () => toast.error(t("book.lead.failed"));
  const share = lead.guard.premiumShare;
  const percent = (n: number) =>
    new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 }).format(n);

  return (
    <div className="grid gap-6">
      <div>
        <Link
          to="/app/leads"
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t("book.lead.back")}
        </Link>
      </div>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{lead.name}</h1>
        <p lang={lead.language} className="text-muted-foreground">
          {lead.summary}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="lead-status">{t("book.leads.status")}</Label>
            <NativeSelect
              id="lead-status"
              value={lead.status}
              onChange={(e) =>
                update.mutate(
                  { status: e.target.value as LeadStatus },
                  { onSuccess: () => toast.success(t("book.lead.updated")), onError: failed },
                )
              }
            >
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`book.leads.statuses.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            variant="outline"
            onClick={() =>
              void downloadFile(`/api/leads/${lead.id}/calendar.ics`, "follow-up.ics").catch(failed)
            }
          >
            <CalendarPlus aria-hidden />
            {t("book.lead.calendar")}
          </Button>
        </div>
      </header>

      {share || lead.guard.draft || lead.guard.notes.length > 0 ? (
        <section aria-labelledby="lead-guard" className="grid gap-2 rounded-xl border bg-card p-4">
          <h2 id="lead-guard" className="text-lg font-semibold">
            {t("book.lead.guard")}
          </h2>
          {share ? (
            <p className={cn("text-sm", share.warn && "font-medium text-amber-900")}>
              {share.warn ? <AlertTriangle className="mr-1 inline size-4" aria-hidden /> : null}
              {t("book.lead.premiumShare", {
                share: percent(share.share),
                income: formatUsd(share.monthlyIncome, i18n.language),
              })}{" "}
              {share.warn ? t("book.lead.premiumWarn", { limit: percent(share.limit) }) : null}
            </p>
          ) : null}
          {lead.guard.draft ? (
            <p className="text-sm">{t("book.lead.draft", { date: day(lead.guard.draft.date) })}</p>
          ) : null}
          {lead.guard.notes.map((note) => (
            <p key={note} lang={lead.language} className="text-sm text-muted-foreground">
              {note}
            </p>
          ))}
        </section>
      ) : null}

      <section aria-labelledby="lead-tasks" className="grid gap-3">
        <h2 id="lead-tasks" className="text-lg font-semibold">
          {t("book.lead.tasks")}
        </h2>
        <ol className="grid gap-2">
          {lead.tasks.map((task) => {
            const done = task.doneAt !== null;
            return (
              <li
                key={task.id}
                className={cn("grid gap-1 rounded-xl border bg-card p-3", done && "opacity-70")}
              >
                <div className="flex flex-wrap items-center gap-3">
                  <input
                    id={`task-${task.id}`}
                    type="checkbox"
                    className="size-5 accent-primary"
                    checked={done}
                    aria-label={t("book.lead.markDone", { title: task.title })}
                    onChange={(e) =>
                      update.mutate({ tasks: [{ id: task.id, done: e.target.checked }] }, { onError: failed })
                    }
                  />
                  <span className="font-medium tabular-nums">{day(task.dueOn)}</span>
                  {!done && task.dueOn <= today ? (
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
                  ) : null}
                  <span lang={lead.language} className={cn("font-semibold", done && "line-through")}>
                    {task.title}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t(`book.lead.channel.${task.channel}`)}
                  </span>
                </div>
                <p lang={lead.language} className="text-sm leading-relaxed text-muted-foreground">
                  <span className="sr-only">{t("book.lead.script")}: </span>“{task.script}”
                </p>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="lead-notes-title" className="grid gap-2">
        <h2 id="lead-notes-title" className="text-lg font-semibold">
          <Label htmlFor="lead-notes" className="text-lg">
            {t("book.lead.notes")}
          </Label>
        </h2>
        <Textarea id="lead-notes" value={notes} maxLength={4000} onChange={(e) => setNotes(e.target.value)} />
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            variant="ghost"
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t("book.lead.deleted"));
                  navigate("/app/leads");
                },
                onError: failed,
              })
            }
          >
            <Trash2 aria-hidden />
            {t("book.lead.delete")}
          </Button>
          <Button
            disabled={notes === lead.notes || update.isPending}
            onClick={() =>
              update.mutate(
                { notes },
                { onSuccess: () => toast.success(t("book.lead.notesSaved")), onError: failed },
              )
            }
          >
            {t("book.lead.saveNotes")}
          </Button>
        </div>
      </section>
    </div>
  );
}
