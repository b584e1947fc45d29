import { Check, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const STEPS = ["reading", "matching", "writing"] as const;

/**
 * What the agent sees while the server builds the bundle: the three things it does, ticked off as time
 * passes. The ticks are pacing only; the bundle shows the moment the answer arrives.
 */
export function GeneratingProgress() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setStep((s) => Math.min(s + 1, STEPS.length - 1)), 700);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" className="grid gap-4 rounded-xl border bg-card p-6">
      <p className="flex items-center gap-3 text-lg font-semibold">
        <Loader2 className="size-5 animate-spin text-primary motion-reduce:animate-none" aria-hidden />
        {t("bundles.generate.working")}
      </p>
      <ol className="grid gap-2 text-sm">
        {STEPS.map((key, i) => (
          <li
            key={key}
            className={
              i <= step ? "flex items-center gap-2" : "flex items-center gap-2 text-muted-foreground"
            }
          >
            {i < step ? (
              <Check className="size-4 text-success" aria-hidden />
            ) : (
              <span
                className={
                  i === step ? "size-2 rounded-full bg-primary" : "size-2 rounded-full bg-muted-foreground/40"
                }
                aria-hidden
              />
            )}
            {t(`bundles.generate.steps.${key}`)}
          </li>
        ))}
      </ol>
      <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-700 motion-reduce:transition-none"
          style={{ width: `${((step + 1) / (STEPS.length + 1)) * 100}%` }}
        />
      </div>
    </div>
  );
}
