import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";

export function AppNotFoundPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // The server logs each address that ends here, so a broken link in the app or a mail gets noticed.
  useEffect(() => {
    const referrer = document.referrer ? new URL(document.referrer).pathname : undefined;
    void apiRequest("/api/client-events/not-found", {
      method: "POST",
      body: JSON.stringify({ path: `${pathname}${search}`.slice(0, 500), referrer }),
    }).catch(() => {
      // Logging is best effort: the page is shown either way.
    });
  }, [pathname, search]);
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
