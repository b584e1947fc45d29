import { Menu, X } from "lucide-react";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { AuthMode } from "@/features/auth/components/auth-form";
import { AuthDialog } from "@/features/auth/components/sign-up-trigger";
import { useAccount, useSignOutAction } from "@/features/auth/session";
import { SiteFooter } from "@/features/landing/components/site-footer";
import { useDocumentTitle } from "@/lib/document-title";
import type { FeatureNamespace } from "@/lib/i18n";
import { Link, useLocation } from "@/lib/navigation";
import { LanguageSelect } from "./language-select";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/** The footer speaks from the landing's strings, on every public page. */
export const PUBLIC_NAMESPACES = ["landing"] as const satisfies readonly FeatureNamespace[];

/**
 * Navbar of docs/product/screens.md#routes: logged out Pricing, Login and Sign Up (both open the dialogs); logged in My
 * Dashboard and Logout; a collapsible menu on phones.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const account = useAccount();
  const signOut = useSignOutAction();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<AuthMode | null>(null);
  // Each public page names the tab; the landing keeps the site's own title.
  const titles: Record<string, string> = {
    "/pricing": t("nav.pricing"),
    "/auth": t("nav.login"),
    "/auth/check-email": t("checkEmail.title"),
    "/auth/reset-password": t("auth.resetTitle"),
    "/terms": t("landing.footer.terms"),
    "/privacy": t("landing.footer.privacy"),
    "/refund": t("landing.footer.refund"),
  };
  useDocumentTitle(titles[location.pathname]);

  // A sign-up goes on to check-email and a login to /app: the dialog must not follow them there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page.
  useEffect(() => {
    setDialog(null);
    setOpen(false);
  }, [location.pathname]);

  const links = account ? (
    <>
      <Button asChild variant="ghost">
        <Link to="/app">{t("nav.myDashboard")}</Link>
      </Button>
      <Button variant="outline" onClick={signOut}>
        {t("nav.logout")}
      </Button>
    </>
  ) : (
    <>
      <Button asChild variant="ghost">
        <Link to="/pricing">{t("nav.pricing")}</Link>
      </Button>
      <Button variant="ghost" aria-haspopup="dialog" onClick={() => setDialog("login")}>
        {t("nav.login")}
      </Button>
      <Button aria-haspopup="dialog" onClick={() => setDialog("signup")}>
        {t("nav.signUp")}
      </Button>
    </>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <nav
          aria-label={t("nav.main")}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4"
        >
          <Logo />
          <div className="hidden items-center gap-2 md:flex">
            {links}
            <LanguageSelect />
            <ThemeToggle />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={open}
            aria-controls="public-mobile-menu"
            aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </nav>
        {open && (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: closes the menu after a link inside was chosen by keyboard or pointer.
          <div
            id="public-mobile-menu"
            className="grid gap-2 border-t px-4 py-3 md:hidden"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest("a,button")) setOpen(false);
            }}
          >
            {links}
            <div className="flex items-center justify-between">
              <LanguageSelect />
              <ThemeToggle />
            </div>
          </div>
        )}
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter signedIn={Boolean(account)} />
      {dialog && (
        <Suspense>
          <AuthDialog open initialMode={dialog} onOpenChange={(next) => !next && setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
