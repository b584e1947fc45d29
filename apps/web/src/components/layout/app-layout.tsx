import type { Me } from "@buildr/contracts";
import {
  Bot,
  CalendarCheck,
  ChevronDown,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  Menu,
  Package,
  Presentation,
  Settings,
  Shield,
  X,
} from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { hasUnlimitedAccess } from "@/features/auth/access";
import { useMe } from "@/features/auth/api/get-me";
import { useSignOut } from "@/features/auth/api/sign-out";
import { useUpdateProfile } from "@/features/settings/api/update-profile";
import { useAccountSync } from "@/lib/account-sync";
import { useDocumentTitle } from "@/lib/document-title";
import type { AppLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { LanguageSelect } from "./language-select";
import { Logo } from "./logo";
import { PageErrorBoundary } from "./page-error-boundary";
import { ThemeToggle } from "./theme-toggle";

const NAV = [
  { to: "/app", key: "chat", icon: Bot, end: true },
  { to: "/app/dashboard", key: "dashboard", icon: LayoutDashboard },
  { to: "/app/bundles", key: "bundles", icon: Package },
  { to: "/app/leads", key: "leads", icon: CalendarCheck },
  { to: "/app/pitches", key: "pitches", icon: Presentation },
  { to: "/app/settings", key: "settings", icon: Settings },
  { to: "/app/support", key: "support", icon: LifeBuoy },
  { to: "/app/admin", key: "admin", icon: Shield, adminOnly: true },
] as const;

/**
 * docs/product/decisions.md#d-3: what the account is, as the server decides it: ADMIN for an administrator, VIP for an unlimited
 * account nobody pays for, PRO for a paid one.
 */
function AccountBadge({ me }: { me: Me }) {
  const { t } = useTranslation();
  const kind = me.role === "admin" ? "admin" : me.isPaid ? "pro" : "vip";
  return (
    <span
      title={t(`billing.${kind}Label`)}
      className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-[0.7rem] font-extrabold tracking-wider text-primary-foreground"
    >
      <span aria-hidden>{t(`billing.${kind}Badge`)}</span>
      <span className="sr-only">{t(`billing.${kind}Label`)}</span>
    </span>
  );
}

/** The status line says what the server says is left: this month's bundles, today's coaching questions. */
function AllowanceStatus({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { allowance } = me;
  return (
    <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="allowance-status">
      {allowance.unlimited ? (
        t("nav.unlimited")
      ) : (
        <>
          <span className="whitespace-nowrap">
            {t("nav.bundlesLeft", { count: Math.max(0, allowance.remaining ?? 0) })}
          </span>
          <span aria-hidden> · </span>
          <span className="whitespace-nowrap">
            {t("nav.coachingLeft", { count: Math.max(0, allowance.coachingRemaining ?? 0) })}
          </span>
        </>
      )}
    </p>
  );
}

function UserMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-56">
          {/* The accessible name starts with the visible name's words (WCAG 2.5.3, label in name). */}
          <span className="sr-only">{t("nav.accountMenu")}: </span>
          <span
            aria-hidden
            className="grid size-7 shrink-0 place-items-center rounded-full bg-muted text-xs font-semibold uppercase"
          >
            {me.name.slice(0, 1)}
          </span>
          <span className="sr-only sm:not-sr-only sm:truncate">{me.name}</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("pages.signedInAs", { email: me.email })}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden />
          {t("nav.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The signed-in shell (docs/product/decisions.md#d-6): the coach first, then the agent's other screens. */
export function AppLayout() {
  const { t } = useTranslation();
  const me = useMe().data;
  const [open, setOpen] = useState(false);
  const updateProfile = useUpdateProfile();
  const { pathname } = useLocation();
  // Each screen names the tab after itself; an address the app has no screen for is the 404.
  const screen = NAV.find(
    (item) => item.to === pathname.replace(/\/+$/, "") || (item.to === "/app" && pathname === "/app/"),
  );
  useDocumentTitle(screen ? t(`nav.${screen.key}`) : t("notFound.title"));
  useAccountSync();
  if (!me) return null;
  // docs/product/decisions.md#d-13: the switcher also stores the language on the account, quietly (the interface already changed).
  const storeLanguage = (language: AppLanguage) => {
    if (language !== me.language) updateProfile.mutate({ language });
  };
  const items = NAV.filter((item) => !("adminOnly" in item) || me.role === "admin");

  const navLinks = items.map(({ to, key, icon: Icon, ...rest }) => (
    <NavLink
      key={to}
      to={to}
      end={"end" in rest}
      onClick={() => setOpen(false)}
      className={({ isActive }) =>
        cn(
          "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground",
          isActive && "bg-accent text-foreground",
        )
      }
    >
      <Icon className="size-4" aria-hidden />
      {t(`nav.${key}`)}
    </NavLink>
  ));

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        {t("common.skipToContent")}
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="flex h-14 items-center gap-3 px-4">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls="app-nav"
            aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
          <Logo to="/app" />
          {(hasUnlimitedAccess(me) || me.role === "admin") && <AccountBadge me={me} />}
          <div className="ml-auto flex items-center gap-2">
            <div className="hidden sm:block">
              <AllowanceStatus me={me} />
            </div>
            <div className="hidden md:block">
              <LanguageSelect onChosen={storeLanguage} />
            </div>
            <ThemeToggle />
            <UserMenu me={me} />
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <nav
          id="app-nav"
          aria-label={t("nav.main")}
          className={cn(
            "w-60 shrink-0 border-r bg-background p-3",
            open ? "fixed inset-x-0 top-14 bottom-0 z-30 w-full grid content-start gap-1" : "hidden",
            "lg:static lg:grid lg:content-start lg:gap-1",
          )}
        >
          {navLinks}
          <div className="mt-4 grid gap-3 border-t pt-4 md:hidden">
            <AllowanceStatus me={me} />
            <LanguageSelect onChosen={storeLanguage} />
          </div>
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          <PageErrorBoundary>
            <Suspense fallback={<p className="text-muted-foreground">{t("common.loading")}</p>}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
      </div>
    </div>
  );
}
