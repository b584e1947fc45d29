import { Loader2, Pause, Play, Sparkles } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";
import {
  DEMO_FIELDS,
  DEMO_FIXED_VALUES,
  DEMO_POLICIES,
  DEMO_START,
  DEMO_TOTAL_COMMISSION,
  type DemoState,
  nextDemoStep,
} from "../demo-script";
import { animationsDisabled } from "../motion";

const FINISHED: DemoState = { phase: "result" };

/**
 * The animated example lead of docs/product/index.md. Agent-facing, so the commission snapshot is shown; the MA plan
 * is "zero premium" (docs/product/decisions.md#d-14). Still when animations are off; a pause button otherwise (moving content that
 * lasts longer than 5 seconds must be stoppable).
 */
export function LandingDemo() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  const [still] = useState(() => animationsDisabled());
  const [paused, setPaused] = useState(false);
  const [state, setState] = useState<DemoState>(still ? FINISHED : DEMO_START);

  const texts = useMemo(
    () => DEMO_FIELDS.map((f) => (f === "notes" ? t("landing.demo.values.notes") : DEMO_FIXED_VALUES[f])),
    [t],
  );

  useEffect(() => {
    if (still || paused) return;
    const { next, delay } = nextDemoStep(state, texts);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [still, paused, state, texts]);

  const typedFieldIndex = state.phase === "typing" ? state.field : DEMO_FIELDS.length;
  const money = (n: number) => formatUsd(n, language);

  return (
    <figure
      aria-labelledby="landing-demo-title"
      className="relative overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-2xl shadow-black/30"
    >
      <div className="flex items-center justify-between gap-2 border-b bg-muted/40 px-4 py-2.5">
        <div className="flex items-center gap-2">
          <span aria-hidden className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-destructive/70" />
            <span className="size-2.5 rounded-full bg-primary/80" />
            <span className="size-2.5 rounded-full bg-success/70" />
          </span>
          <figcaption id="landing-demo-title" className="text-sm font-medium text-muted-foreground">
            {t("landing.demo.title")}
          </figcaption>
        </div>
        {!still && (
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2"
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
            <span className="sr-only">{paused ? t("landing.demo.play") : t("landing.demo.pause")}</span>
          </Button>
        )}
      </div>

      <div className="grid gap-4 p-4 sm:p-5">
        <div className="grid gap-3 rounded-xl border bg-background/60 p-4">
          <p className="text-xs font-semibold uppercase tracking-wider text-amber-700 dark:text-primary">
            {t("landing.demo.windowTitle")}
          </p>
          <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
            {DEMO_FIELDS.map((field, index) => {
              const full = texts[index] ?? "";
              const shown =
                index < typedFieldIndex
                  ? full
                  : index === typedFieldIndex && state.phase === "typing"
                    ? full.slice(0, state.chars)
                    : "";
              const typing = state.phase === "typing" && index === typedFieldIndex && !still;
              return (
                <div key={field} className="contents">
                  <dt className="text-muted-foreground">{t(`landing.demo.fields.${field}`)}</dt>
                  <dd
                    data-demo-field={field}
                    className="min-h-5 rounded-md border border-input/60 bg-card px-2 py-1 font-medium"
                  >
                    {shown}
                    {typing && (
                      <span
                        aria-hidden
                        className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-primary"
                      />
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          <div
            aria-hidden
            className={cn(
              "mt-1 inline-flex h-9 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors",
              state.phase === "typing"
                ? "bg-muted text-muted-foreground"
                : "bg-primary text-primary-foreground",
            )}
          >
            {state.phase === "generating" ? (
              <Loader2 className="size-4 animate-spin" />
            ) : (
              <Sparkles className="size-4" />
            )}
            {state.phase === "generating" ? t("landing.demo.generating") : t("landing.demo.generate")}
          </div>
        </div>

        {state.phase === "generating" && (
          <p role="status" className="sr-only">
            {t("landing.demo.generating")}
          </p>
        )}

        {/* Always laid out, shown only at the end: the page never jumps while the demo loops. */}
        <section
          aria-label={t("landing.demo.resultTitle")}
          className={cn(
            "grid gap-3 transition-opacity duration-300",
            state.phase === "result" ? "opacity-100" : "invisible opacity-0",
          )}
        >
          <h3 className="text-sm font-semibold uppercase tracking-wider text-amber-700 dark:text-primary">
            {t("landing.demo.resultTitle")}
          </h3>
          <ul className="grid gap-2">
            {DEMO_POLICIES.map((policy) => (
              <li
                key={policy.key}
                className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 rounded-lg border bg-background/60 px-3 py-2 text-sm"
              >
                <span className="font-semibold">{t(`landing.demo.products.${policy.key}`)}</span>
                <span className="text-right font-semibold tabular-nums">
                  {t("landing.demo.perMonth", { amount: money(policy.monthlyPremium) })}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t(`landing.demo.products.${policy.key}Detail`)}
                </span>
                <span className="col-span-2 text-xs text-muted-foreground">
                  {t("landing.demo.commissionLabel")}:{" "}
                  <span className="font-semibold text-foreground tabular-nums">
                    {money(policy.firstYearCommission)}
                  </span>{" "}
                  · {t(`landing.demo.commissionRules.${policy.key}`)}
                </span>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between rounded-lg border border-primary/40 bg-primary/10 px-3 py-2.5">
            <span className="text-sm font-medium">{t("landing.demo.totalLabel")}</span>
            <span className="text-xl font-extrabold text-amber-700 tabular-nums dark:text-primary">
              {money(DEMO_TOTAL_COMMISSION)}
            </span>
          </div>
        </section>
        <p className="text-xs text-muted-foreground">{t("landing.demo.disclaimer")}</p>
      </div>
    </figure>
  );
}
