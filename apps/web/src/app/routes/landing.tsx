import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-20 text-center md:py-28">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">{t("common.tagline")}</p>
      <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">{t("landing.title")}</h1>
      <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{t("landing.subtitle")}</p>
      <div className="grid justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/auth?mode=signup">{t("landing.cta")}</Link>
        </Button>
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <CheckCircle2 className="size-4 text-success" aria-hidden />
          {t("landing.noCard")}
        </p>
      </div>
    </section>
  );
}
