import { FileText, MessageSquareText, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";

const STEPS = [
  { icon: MessageSquareText, title: "tellTitle", body: "tellBody" },
  { icon: FileText, title: "bundleTitle", body: "bundleBody" },
  { icon: Trophy, title: "closeTitle", body: "closeBody" },
] as const;

/** The 3-step how-it-works of docs/product/screens.md#routes. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-it-works" className="border-t bg-muted/20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:py-24">
        <header className="mx-auto grid max-w-2xl gap-3 text-center">
          <h2 id="how-it-works" className="text-3xl font-bold tracking-tight md:text-4xl">
            {t("landing.how.title")}
          </h2>
          <p className="text-pretty text-muted-foreground">{t("landing.how.subtitle")}</p>
        </header>
        <ol className="grid gap-5 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="relative grid content-start gap-3 rounded-2xl border bg-card p-6">
              <div className="flex items-center justify-between">
                <span className="grid size-11 place-items-center rounded-xl bg-primary/15 text-amber-700 dark:text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                  {t("landing.how.step", { number: index + 1 })}
                </span>
              </div>
              <h3 className="text-lg font-semibold">{t(`landing.how.${title}`)}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{t(`landing.how.${body}`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
