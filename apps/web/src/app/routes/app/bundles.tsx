import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { hasUnlimitedAccess } from "@/features/auth/access";
import { useMe } from "@/features/auth/api/get-me";
import { PricingPlans } from "@/features/billing/components/pricing-plans";
import { BundlesWorkspace } from "@/features/bundles/components/bundles-workspace";

/** /app/bundles (and /app/fact-finder, which redirects here): the bundles workspace of docs/product/screens.md. */
export function BundlesPage() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) return null;
  const unlimited = hasUnlimitedAccess(me.data) || me.data.allowance.unlimited;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 py-2">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("bundles.title")}</h1>
        <p className="max-w-3xl text-muted-foreground">{t("bundles.description")}</p>
      </header>
      <BundlesWorkspace
        unlimited={unlimited}
        creditsLeft={unlimited ? null : me.data.allowance.remaining}
        upgradeGate={<UpgradeGate />}
      />
    </div>
  );
}

/** docs/product/decisions.md#d-22: a free account with no credits left sees the plans where the generator was. */
function UpgradeGate() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="upgrade-gate-title" className="grid gap-6 rounded-xl border bg-card p-4 sm:p-6">
      <div className="grid justify-items-center gap-2 text-center">
        <Sparkles className="size-9 text-primary" aria-hidden />
        <h2 id="upgrade-gate-title" className="text-2xl font-semibold">
          {t("bundles.gate.title")}
        </h2>
        <p className="max-w-xl text-muted-foreground">{t("bundles.gate.body")}</p>
      </div>
      <PricingPlans signedIn isPaid={false} />
    </section>
  );
}
