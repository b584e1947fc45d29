import { CheckCircle2 } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

// Below the fold: the chat and its requests load after the hero has painted, outside the first load.
const GuestCoach = lazy(() => import("./guest-coach").then((m) => ({ default: m.GuestCoach })));

/** Where a visitor tries the coach before having an account (docs/product/decisions.md#d-21). */
export function GuestCoachSection({ onCreateAccount }: { onCreateAccount: () => void }) {
  const { t } = useTranslation();
  return (
    <section id="try-the-coach" aria-labelledby="guest-coach-title" className="scroll-mt-20 border-t">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:py-24 lg:grid-cols-[1fr_1.1fr]">
        <div className="grid content-start gap-5">
          <h2 id="guest-coach-title" className="text-balance text-3xl font-bold tracking-tight md:text-4xl">
            {t("landing.guest.title")}
          </h2>
          <p className="text-pretty text-muted-foreground">{t("landing.guest.subtitle")}</p>
          <ul className="grid gap-3">
            {(["one", "two", "three"] as const).map((key) => (
              <li key={key} className="flex items-start gap-3 text-sm">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {t(`landing.guest.points.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <Suspense fallback={<div className="h-[34rem] rounded-2xl border bg-card" />}>
          <GuestCoach onCreateAccount={onCreateAccount} />
        </Suspense>
      </div>
    </section>
  );
}
