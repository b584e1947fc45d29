import { CheckCircle2, MessageSquareText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { LandingDemo } from "./landing-demo";

/** Hero of docs/product/screens.md#routes: the promise, "Start Free – Get 2 Bundles" (opens sign-up), and the demo beside it. */
export function LandingHero({ onStartFree }: { onStartFree: () => void }) {
  const { t } = useTranslation();
  const stats = [
    ["incomeValue", "incomeLabel"],
    ["speedValue", "speedLabel"],
    ["casesValue", "casesLabel"],
  ] as const;
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl rounded-full bg-primary/10 blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 md:py-20 lg:grid-cols-[1.05fr_1fr]">
        <div className="grid gap-6 text-center lg:text-left">
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-700 dark:text-primary">
            {t("common.tagline")}
          </p>
          <h1 className="text-balance text-4xl font-extrabold tracking-tight sm:text-5xl md:text-6xl">
            {t("landing.title")}
          </h1>
          <p className="mx-auto max-w-xl text-pretty text-lg text-muted-foreground lg:mx-0">
            {t("landing.subtitle")}
          </p>
          <div className="grid justify-center gap-3 sm:flex sm:flex-wrap lg:justify-start">
            <Button
              size="lg"
              className="h-12 whitespace-normal px-7 text-base font-semibold shadow-lg shadow-primary/20"
              aria-haspopup="dialog"
              onClick={onStartFree}
            >
              {t("landing.cta")}
            </Button>
            <Button asChild size="lg" variant="outline" className="h-12 px-6 text-base">
              <a href="#try-the-coach">
                <MessageSquareText aria-hidden />
                {t("landing.tryCoach")}
              </a>
            </Button>
          </div>
          <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground lg:justify-start">
            <CheckCircle2 className="size-4 text-success" aria-hidden />
            {t("landing.noCard")}
          </p>
          <dl
            aria-label={t("landing.stats.label")}
            className="mt-2 grid grid-cols-3 gap-3 border-t pt-6 text-left"
          >
            {stats.map(([value, label]) => (
              <div key={value} className="grid content-start gap-1">
                <dt className="order-2 text-xs leading-snug text-muted-foreground sm:text-sm">
                  {t(`landing.stats.${label}`)}
                </dt>
                <dd className="order-1 text-xl font-extrabold tracking-tight text-foreground sm:text-2xl">
                  {t(`landing.stats.${value}`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <LandingDemo />
      </div>
    </section>
  );
}
