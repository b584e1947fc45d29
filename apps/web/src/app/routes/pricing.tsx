import { Lock, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { hasUnlimitedAccess } from "@/features/auth/access";
import { SignUpTrigger } from "@/features/auth/components/sign-up-trigger";
import { useAccount, useConfig } from "@/features/auth/session";
import { PricingFaq } from "@/features/billing/components/pricing-faq";
import { PricingPlans } from "@/features/billing/components/pricing-plans";
import { TestModeNotice } from "@/features/billing/components/test-mode-notice";

/** /pricing (docs/product/screens.md#routes, docs/product/decisions.md#d-9). No early-bird or launch-date wording anywhere. */
export function PricingPage() {
  const { t } = useTranslation();
  const me = useAccount();
  const testMode = useConfig()?.billingTestMode ?? false;
  return (
    <div className="mx-auto grid max-w-6xl gap-14 px-4 py-12 md:py-20">
      <header className="mx-auto grid max-w-2xl gap-4 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">
          {t("billing.pricing.eyebrow")}
        </p>
        <h1 className="text-balance text-4xl font-extrabold tracking-tight md:text-5xl">
          {t("billing.pricing.title")}
        </h1>
        <p className="text-pretty text-lg text-muted-foreground">{t("billing.pricing.subtitle")}</p>
        <TestModeNotice visible={testMode} />
      </header>

      <PricingPlans signedIn={Boolean(me)} isPaid={me ? hasUnlimitedAccess(me) : false} />

      <section
        aria-labelledby="guarantee"
        className="mx-auto flex w-full max-w-4xl flex-col items-start gap-4 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center md:p-8"
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-success/15 text-success">
          <ShieldCheck className="size-6" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id="guarantee" className="text-lg font-semibold">
            {t("billing.pricing.guaranteeTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("billing.pricing.guaranteeBody")}</p>
          <p className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
            <Lock className="size-3.5" aria-hidden />
            {t("billing.pricing.securePayment")}
          </p>
        </div>
      </section>

      <PricingFaq />
      {!me && <SignUpTrigger />}
    </div>
  );
}
