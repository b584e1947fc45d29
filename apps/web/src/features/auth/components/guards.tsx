import { ShieldAlert, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { hasUnlimitedAccess } from "../access";
import { useMe } from "../api/get-me";
import { signInPathFor } from "../return-to";

function FullPageStatus({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-[50vh] place-items-center p-6 text-center text-muted-foreground" role="status">
      {children}
    </div>
  );
}

/** docs/product/decisions.md#d-5: the /app area needs a session; the server enforces the same on every API call. */
export function RequireUser() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <FullPageStatus>{t("common.loading")}</FullPageStatus>;
  if (!me.data) {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={signInPathFor(from)} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}

/** docs/product/decisions.md#d-5: paid pages show the upgrade gate to free users (the API answers them 402 anyway). */
export function RequirePaid({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) return null;
  if (hasUnlimitedAccess(me.data)) return children;
  return (
    <section className="mx-auto grid max-w-lg gap-4 rounded-xl border bg-card p-8 text-center">
      <Sparkles className="mx-auto size-10 text-primary" aria-hidden />
      <h1 className="text-2xl font-semibold">{t("gates.upgradeTitle")}</h1>
      <p className="text-muted-foreground">{t("gates.upgradeBody")}</p>
      {/* docs/product/screens.md#routes: upgrade links open in a new tab, so the agent's work here stays open. */}
      <Button asChild>
        <a href="/pricing" target="_blank" rel="noopener">
          {t("gates.seePlans")}
          <span className="sr-only"> {t("common.opensInNewTab")}</span>
        </a>
      </Button>
    </section>
  );
}

/** docs/product/decisions.md#d-5: /app/admin for role admin only; the admin API checks the role itself. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <FullPageStatus>{t("common.loading")}</FullPageStatus>;
  if (me.data?.role !== "admin") {
    return (
      <section className="mx-auto flex max-w-lg items-start gap-3 rounded-xl border border-destructive/50 bg-card p-6">
        <ShieldAlert className="size-6 shrink-0 text-destructive" aria-hidden />
        <p role="alert">{t("gates.accessDenied")}</p>
      </section>
    );
  }
  return children;
}
