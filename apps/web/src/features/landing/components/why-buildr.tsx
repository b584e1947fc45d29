import { CalendarCheck, Database, Languages, ShieldCheck, Swords, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";

const REASONS = [
  { icon: Database, key: "grounded" },
  { icon: ShieldCheck, key: "compliance" },
  { icon: Languages, key: "languages" },
  { icon: Swords, key: "objections" },
  { icon: CalendarCheck, key: "followUp" },
  { icon: TrendingUp, key: "cases" },
] as const;

/** The why section of docs/product/screens.md#routes. */
export function WhyBuildr() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-buildr" className="border-t">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:py-24">
        <header className="mx-auto grid max-w-2xl gap-3 text-center">
          <h2 id="why-buildr" className="text-3xl font-bold tracking-tight md:text-4xl">
            {t("landing.why.title")}
          </h2>
          <p className="text-pretty text-muted-foreground">{t("landing.why.subtitle")}</p>
        </header>
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg border border-primary/30 bg-primary/10 text-amber-700 dark:text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="grid content-start gap-1.5">
                <h3 className="font-semibold">{t(`landing.why.${key}Title`)}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{t(`landing.why.${key}Body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
