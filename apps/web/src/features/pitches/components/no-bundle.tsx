import { PackageSearch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** docs/product/screens.md#routes: the pitch needs a bundle and client chosen on the bundles page. */
export function NoBundle({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="no-bundle-title"
      className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-xl border border-dashed bg-card p-8 text-center"
    >
      <PackageSearch className="size-10 text-primary" aria-hidden />
      <h2 id="no-bundle-title" className="text-xl font-semibold">
        {notFound ? t("pitches.notFound.title") : t("pitches.noBundle.title")}
      </h2>
      <p className="text-muted-foreground">
        {notFound ? t("pitches.notFound.body") : t("pitches.noBundle.body")}
      </p>
      <Button asChild>
        <Link to="/app/bundles">{t("pitches.noBundle.action")}</Link>
      </Button>
    </section>
  );
}
