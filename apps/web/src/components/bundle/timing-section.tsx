import type { Bundle, TimingItem } from "@buildr/contracts";
import { CalendarClock, Home } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

const STATUS_ORDER: Record<string, number> = { open: 0, upcoming: 1, closed_recently: 2, unknown: 3 };

/** Open windows first, then the ones coming up, then the rest; the engine's order within each. */
export function orderTiming(items: readonly TimingItem[]): TimingItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (STATUS_ORDER[a.item.status ?? ""] ?? 4) - (STATUS_ORDER[b.item.status ?? ""] ?? 4) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

/** An ISO date (possibly only a year and month) as the interface language writes it. */
function day(iso: string, language: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatDate(`${iso}T12:00:00Z`, language);
  return iso;
}

function dates(item: TimingItem, t: ReturnType<typeof useTranslation>["t"], language: string): string | null {
  if (item.opens && item.closes)
    return t("bundles.timing.between", {
      opens: day(item.opens, language),
      closes: day(item.closes, language),
    });
  if (item.closes) return t("bundles.timing.closes", { date: day(item.closes, language) });
  if (item.opens) return t("bundles.timing.opens", { date: day(item.opens, language) });
  return null;
}

const STATUS_STYLE: Record<string, string> = {
  open: "bg-success/15 text-success",
  upcoming: "bg-primary/15 text-primary",
  closed_recently: "bg-muted text-muted-foreground",
  unknown: "bg-muted text-muted-foreground",
};

/**
 * "What to do when" (docs/engine/eligibility.md): the windows, rights, rules and checks that apply on the bundle's date,
 * open ones first, each with its dates and its source; then the household notes. `limit` shows the first
 * few with a button for the rest (the chat card); without it, everything.
 */
export function TimingSection({
  bundle,
  limit,
  className,
}: {
  bundle: Pick<Bundle, "timing" | "household" | "planYear" | "appointment" | "language">;
  limit?: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const language = i18n.resolvedLanguage ?? "en";
  const items = orderTiming(bundle.timing ?? []);
  const household = bundle.household ?? [];
  const separate = bundle.appointment?.separateAppointment;
  if (items.length === 0 && household.length === 0 && !separate) return null;
  const shown = limit && !expanded ? items.slice(0, limit) : items;
  const hidden = items.length - shown.length;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("grid content-start gap-3 rounded-xl border bg-card p-4 sm:p-5", className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
          <CalendarClock className="size-4 text-primary" aria-hidden />
          {t("bundles.timing.title")}
        </h3>
        {bundle.planYear ? (
          <span className="text-xs font-medium text-muted-foreground">
            {t("bundles.timing.planYear", { year: bundle.planYear })}
          </span>
        ) : null}
      </div>
      {separate ? (
        <p lang={language} className="rounded-lg bg-muted/60 p-2.5 text-sm">
          {t(`bundles.timing.separate.${separate}`)}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul id={`${id}-list`} className="grid gap-2.5">
          {shown.map((item) => {
            const when = dates(item, t, language);
            return (
              <li key={`${item.id}-${item.text}`} className="grid gap-1 border-l-2 border-primary/50 pl-3">
                {item.status || when ? (
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                    {item.status ? (
                      <span
                        className={cn(
                          "rounded-full px-2 py-0.5 font-semibold",
                          STATUS_STYLE[item.status] ?? STATUS_STYLE.unknown,
                        )}
                      >
                        {t(`bundles.timing.status.${item.status}`)}
                      </span>
                    ) : null}
                    {when ? (
                      <span className="font-medium tabular-nums text-foreground/80">{when}</span>
                    ) : null}
                  </p>
                ) : null}
                <p lang={bundle.language} className="text-sm leading-relaxed">
                  {item.text}
                </p>
                {item.source ? (
                  <p lang={bundle.language} className="text-xs text-muted-foreground">
                    {t("bundles.timing.source", { source: item.source })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {limit && items.length > limit ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded((e) => !e)}
          className="justify-self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {expanded ? t("bundles.timing.less") : t("bundles.timing.more", { count: hidden })}
        </button>
      ) : null}
      {household.length > 0 ? (
        <div className="grid gap-1.5">
          <h4 className="flex items-center gap-2 text-sm font-semibold">
            <Home className="size-3.5 text-primary" aria-hidden />
            {t("bundles.timing.household")}
          </h4>
          <ul lang={bundle.language} className="grid list-disc gap-1 pl-5 text-sm leading-relaxed">
            {household.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
