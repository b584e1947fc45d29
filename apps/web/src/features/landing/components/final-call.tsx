import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** The closing invitation: the same Start Free as the hero. */
export function FinalCall({ onStartFree }: { onStartFree: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="final-call" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-20">
        <div className="grid justify-items-center gap-5 rounded-3xl border border-primary/30 bg-gradient-to-b from-primary/15 to-card px-6 py-12 text-center">
          <h2
            id="final-call"
            className="max-w-2xl text-balance text-3xl font-bold tracking-tight md:text-4xl"
          >
            {t("landing.finalCta.title")}
          </h2>
          <p className="max-w-xl text-pretty text-muted-foreground">{t("landing.finalCta.body")}</p>
          <Button
            size="lg"
            className="h-12 whitespace-normal px-7 text-base font-semibold"
            aria-haspopup="dialog"
            onClick={onStartFree}
          >
            {t("landing.cta")}
          </Button>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CheckCircle2 className="size-4 text-success" aria-hidden />
            {t("landing.noCard")}
          </p>
        </div>
      </div>
    </section>
  );
}
