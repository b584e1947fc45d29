import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function AppNotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-md gap-4 py-16 text-center">
      <p className="text-6xl font-black text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-muted-foreground">{t("notFound.body")}</p>
      <Button asChild>
        <Link to="/app">{t("notFound.home")}</Link>
      </Button>
    </section>
  );
}
