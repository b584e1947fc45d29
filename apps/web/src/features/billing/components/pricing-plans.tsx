import { PAID_PLANS, type PaidPlan } from "@buildr/contracts/plans";
import { Check, Loader2, ShieldCheck, Sparkles } from "lucide-react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { PolicyLink } from "@/components/ui/policy-link";
import { withCarried } from "@/lib/campaign";
import { formatUsd } from "@/lib/format";
import { Link, useLocation } from "@/lib/navigation";
import { planPrice } from "../format";
import { useStartCheckout } from "../hooks/use-start-checkout";
import { PlanToggle } from "./plan-toggle";
import { PremiumFeatureList } from "./premium-features";

function FreePlanCard({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  // Sign-up keeps what the visit came with (campaign, plan, where to go next).
  const { search } = useLocation();
  const features = ["bundles", "everything", "coach", "noCard"] as const;
  return (
    <article
      aria-labelledby="plan-free"
      className="flex flex-col gap-6 rounded-2xl border bg-card p-6 md:p-8"
    >
      <header className="grid gap-2">
        <h2 id="plan-free" className="text-lg font-semibold">
          {t("billing.pricing.freeName")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("billing.pricing.freeDescription")}</p>
      </header>
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight">{formatUsd(0, i18n.language)}</span>
        <span className="text-sm text-muted-foreground">{t("billing.pricing.freePeriod")}</span>
      </p>
      <ul className="grid gap-3 text-sm">
        {features.map((key) => (
          <li key={key} className="flex items-start gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            {t(`billing.pricing.freeFeatures.${key}`)}
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        {signedIn ? (
          <Button
            asChild
            variant="outline"
            size="lg"
            className="h-auto min-h-11 w-full whitespace-normal py-2 text-center"
          >
            <Link to="/app">{t("billing.pricing.goToApp")}</Link>
          </Button>
        ) : (
          // The sign-up dialog belongs to another issue; until then the sign-up page does the same job.
          <Button
            asChild
            variant="outline"
            size="lg"
            className="h-auto min-h-11 w-full whitespace-normal py-2 text-center"
          >
            <Link to={withCarried("/pricing", search, { signup: "free-2-bundles" })}>
              {t("billing.pricing.startFree")}
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
}

function PremiumPlanCard({ plan, isPaid }: { plan: PaidPlan; isPaid: boolean }) {
  const { t, i18n } = useTranslation();
  const { start, pending } = useStartCheckout();
  const price = planPrice(plan, i18n.language);
  const yearly = plan === "yearly";
  return (
    <article
      aria-labelledby="plan-premium"
      className="relative flex flex-col gap-6 rounded-2xl border-2 border-primary bg-card p-6 shadow-lg shadow-primary/10 md:p-8"
    >
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="plan-premium" className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden />
            {t("billing.pricing.premiumName")}
          </h2>
        </div>
        <p className="text-sm text-muted-foreground">{t("billing.pricing.premiumDescription")}</p>
      </header>
      <div className="grid gap-1" aria-live="polite">
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-extrabold tracking-tight">{price}</span>
          <span className="text-sm text-muted-foreground">
            {yearly ? t("billing.pricing.perYear") : t("billing.pricing.oneTime")}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          {yearly ? t("billing.pricing.yearlyNote") : t("billing.pricing.lifetimeNote")}
        </p>
      </div>
      <PremiumFeatureList
        features={[
          "unlimitedBundles",
          "advancedCoaching",
          "carrierData",
          "followUpScripts",
          "pitchCustomization",
          "prioritySupport",
        ]}
      />
      <div className="mt-auto grid gap-2">
        {isPaid ? (
          <>
            <p className="flex items-center gap-2 text-sm font-medium" role="status">
              <ShieldCheck className="size-4 text-success" aria-hidden />
              {t("billing.pricing.currentPlan")}
            </p>
            <Button asChild size="lg" className="w-full">
              <Link to="/app">{t("billing.pricing.goToApp")}</Link>
            </Button>
          </>
        ) : (
          <>
            <Button
              size="lg"
              className="h-auto min-h-11 w-full whitespace-normal py-2 text-center"
              disabled={pending !== null}
              onClick={() => void start(plan)}
            >
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {pending
                ? t("billing.pricing.opening")
                : yearly
                  ? t("billing.pricing.upgradeYearly", { price })
                  : t("billing.pricing.upgradeLifetime", { price })}
            </Button>
            <p className="text-center text-xs text-muted-foreground">{t("billing.pricing.opensNewTab")}</p>
            <p className="text-center text-xs text-muted-foreground">
              <Trans
                t={t}
                i18nKey="billing.pricing.agreeToTerms"
                components={{ terms: <PolicyLink href="/terms" />, refund: <PolicyLink href="/refund" /> }}
              />
            </p>
          </>
        )}
      </div>
    </article>
  );
}

/**
 * Plans side by side: free to start, Premium yearly or lifetime (docs/product/decisions.md#d-9). The page says who is looking
 * (signed in, already paid as the server decides it); this feature does not read the account itself.
 */
export function PricingPlans({ signedIn, isPaid }: { signedIn: boolean; isPaid: boolean }) {
  const { search } = useLocation();
  // `?plan=lifetime` (a link from a campaign or another page) opens on that plan; Yearly otherwise.
  const [plan, setPlan] = useState<PaidPlan>(() => {
    const asked = new URLSearchParams(search).get("plan");
    return (PAID_PLANS as readonly (string | null)[]).includes(asked) ? (asked as PaidPlan) : "yearly";
  });
  return (
    <div className="grid gap-8">
      <div className="flex justify-center">
        <PlanToggle value={plan} onChange={setPlan} />
      </div>
      <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
        {/* Premium first, visually and in reading order: on a phone it sits right under the toggle that changes it. */}
        <PremiumPlanCard plan={plan} isPaid={isPaid} />
        <FreePlanCard signedIn={signedIn} />
      </div>
    </div>
  );
}
