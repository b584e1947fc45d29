import type { BillingSyncResponse } from "@buildr/contracts/billing";
import { AlertTriangle, Clock, Loader2, PartyPopper } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useMe } from "@/features/auth/api/get-me";
import { usePublicConfig } from "@/features/auth/api/get-public-config";
import { safeReturnTo } from "@/features/auth/return-to";
import { useOpenPortal } from "@/features/billing/api/open-portal";
import { useSyncBilling } from "@/features/billing/api/sync-billing";
import { PremiumFeatureList } from "@/features/billing/components/premium-features";

/**
 * /subscription-success (docs/product/screens.md#routes): the server checks the payment with Stripe (docs/product/decisions.md#d-10); the page shows
 * what the server then says, and welcomes the new Premium agent once.
 */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  // Where the agent was going before checkout (a path inside the app only).
  const next = safeReturnTo(params.get("next"));
  const me = useMe();
  const supportEmail = usePublicConfig().data?.supportEmail ?? "";
  const sync = useSyncBilling();
  const portal = useOpenPortal();
  const welcomed = useRef(false);
  const started = useRef(false);

  const check = useCallback(() => {
    sync.mutate(sessionId, {
      onSuccess: (result: BillingSyncResponse) => {
        if (result.isPaid && !welcomed.current) {
          welcomed.current = true;
          toast.success(t("billing.success.toastTitle"), { description: t("billing.success.toastBody") });
        }
      },
    });
  }, [sessionId, sync.mutate, t]);

  const canCheck = Boolean(sessionId) || Boolean(me.data);
  useEffect(() => {
    if (started.current || me.isPending || !canCheck) return;
    started.current = true;
    check();
  }, [check, canCheck, me.isPending]);

  let body: React.ReactNode;
  if (!me.isPending && !canCheck) {
    body = (
      <>
        <AlertTriangle className="mx-auto size-12 text-destructive" aria-hidden />
        <h1 className="text-2xl font-semibold">{t("billing.success.noSession")}</h1>
        <p className="text-muted-foreground">{t("billing.success.noSessionBody")}</p>
        <Button asChild variant="outline">
          <Link to="/pricing">{t("nav.pricing")}</Link>
        </Button>
      </>
    );
  } else if (sync.isError) {
    body = (
      <>
        <AlertTriangle className="mx-auto size-12 text-destructive" aria-hidden />
        <h1 className="text-2xl font-semibold">{t("billing.success.checkFailedTitle")}</h1>
        <p role="alert" className="text-muted-foreground">
          {t("billing.success.checkFailed", { email: supportEmail })}
        </p>
        <Button onClick={check}>{t("billing.success.checkAgain")}</Button>
      </>
    );
  } else if (sync.data && !sync.data.isPaid) {
    body = (
      <>
        <Clock className="mx-auto size-12 text-primary" aria-hidden />
        <h1 className="text-2xl font-semibold">{t("billing.success.pendingTitle")}</h1>
        <p className="text-muted-foreground">{t("billing.success.pendingBody")}</p>
        <Button onClick={check} disabled={sync.isPending}>
          {t("billing.success.checkAgain")}
        </Button>
      </>
    );
  } else if (sync.data?.isPaid) {
    body = (
      <>
        <PartyPopper className="mx-auto size-12 text-primary" aria-hidden />
        <h1 className="text-3xl font-bold tracking-tight">{t("billing.success.title")}</h1>
        <p className="text-muted-foreground">{t("billing.success.intro")}</p>
        <div className="mx-auto text-left">
          <PremiumFeatureList
            features={["unlimitedBundles", "advancedCoaching", "carrierData", "followUpScripts"]}
          />
        </div>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link to={next}>{t("billing.success.getStarted")}</Link>
          </Button>
          {me.data && (
            <Button variant="outline" size="lg" disabled={portal.isPending} onClick={() => portal.mutate()}>
              {portal.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t("billing.success.manage")}
            </Button>
          )}
        </div>
      </>
    );
  } else {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden />
        {t("billing.success.checking")}
      </p>
    );
  }

  return (
    <div className="grid place-items-center px-4 py-16">
      <Card className="w-full max-w-lg text-center">
        <CardContent className="grid gap-5 p-8">{body}</CardContent>
      </Card>
    </div>
  );
}
