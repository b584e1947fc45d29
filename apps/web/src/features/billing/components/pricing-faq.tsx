import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";

const QUESTIONS = ["trial", "cancel", "types", "plans"] as const;

/** The pricing FAQ (docs/product/screens.md#routes): native disclosure widgets, keyboard and screen-reader friendly as is. */
export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-faq" className="mx-auto grid w-full max-w-3xl gap-4">
      <h2 id="pricing-faq" className="text-center text-2xl font-bold tracking-tight">
        {t("billing.pricing.faqTitle")}
      </h2>
      <div className="grid gap-3">
        {QUESTIONS.map((q) => (
          <details key={q} className="group rounded-xl border bg-card px-5 py-4 open:pb-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-semibold [&::-webkit-details-marker]:hidden">
              {t(`billing.pricing.faq.${q}Question`)}
              <ChevronDown
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
              {t(`billing.pricing.faq.${q}Answer`)}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
