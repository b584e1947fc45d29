import { useTranslation } from "react-i18next";
import { Link } from "@/lib/navigation";

/**
 * The public pages' footer (docs/product/screens.md#routes landing). A signed-in agent is offered the dashboard, not the
 * login and sign-up links.
 */
export function SiteFooter({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  const linkClass = "rounded-sm text-muted-foreground hover:text-foreground";
  return (
    <footer className="border-t bg-muted/20">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="grid content-start gap-3">
          <p className="flex items-center gap-2 font-bold">
            <span
              aria-hidden
              className="grid size-7 place-items-center rounded-md bg-primary text-xs font-black text-primary-foreground"
            >
              B
            </span>
            {t("common.appName")}
            <span className="font-normal text-muted-foreground">· {t("common.tagline")}</span>
          </p>
          <p className="max-w-md text-sm text-muted-foreground">{t("landing.footer.about")}</p>
        </div>
        <nav aria-label={t("landing.footer.product")} className="grid content-start gap-2 text-sm">
          <p className="font-semibold">{t("landing.footer.product")}</p>
          <Link className={linkClass} to="/pricing">
            {t("landing.footer.pricing")}
          </Link>
          <Link className={linkClass} to="/#try-the-coach">
            {t("landing.footer.tryCoach")}
          </Link>
        </nav>
        <nav aria-label={t("landing.footer.account")} className="grid content-start gap-2 text-sm">
          <p className="font-semibold">{t("landing.footer.account")}</p>
          {signedIn ? (
            <Link className={linkClass} to="/app">
              {t("landing.footer.dashboard")}
            </Link>
          ) : (
            <>
              <Link className={linkClass} to="/auth">
                {t("landing.footer.login")}
              </Link>
              <Link className={linkClass} to="/auth?mode=signup">
                {t("landing.footer.signUp")}
              </Link>
            </>
          )}
        </nav>
        <nav aria-label={t("landing.footer.legal")} className="grid content-start gap-2 text-sm">
          <p className="font-semibold">{t("landing.footer.legal")}</p>
          <Link className={linkClass} to="/terms">
            {t("landing.footer.terms")}
          </Link>
          <Link className={linkClass} to="/privacy">
            {t("landing.footer.privacy")}
          </Link>
          <Link className={linkClass} to="/refund">
            {t("landing.footer.refund")}
          </Link>
        </nav>
      </div>
      <p className="border-t px-4 py-5 text-center text-xs text-muted-foreground">
        {t("landing.footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
