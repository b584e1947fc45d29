import type { Profile } from "@buildr/contracts/account";
import { CalendarClock, CreditCard, ExternalLink, RotateCcw, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

/**
 * docs/product/decisions.md#d-9: paid plans bought through Stripe are managed in its customer portal; free accounts get the
 * upgrade card (docs/product/screens.md#routes: only for unpaid users), whose link opens in a new tab.
 */
export function SubscriptionCard({
  profile,
  onManage,
  managing,
}: {
  profile: Profile;
  onManage: () => void;
  managing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const unlimited = profile.isPaid || profile.isUnlimited;
  const cancelsAt = profile.subscription?.cancelsAt ?? null;
  const renewsAt = profile.subscription?.renewsAt ?? null;
  const boughtThroughStripe = profile.plan === "yearly" || profile.plan === "lifetime";

  return (
    <Card className={unlimited ? undefined : "border-primary/50"}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-5 text-primary" aria-hidden />
          {t("workspace.settings.subscription.title")}
        </CardTitle>
        <CardDescription>{t("workspace.settings.subscription.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t("workspace.settings.subscription.plan")}</dt>
            <dd className="font-medium">{t(`workspace.settings.plans.${profile.plan ?? "free"}`)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t("workspace.settings.subscription.status")}</dt>
            <dd>
              <Badge variant={unlimited ? "success" : "outline"}>
                {unlimited
                  ? t("workspace.settings.subscription.active")
                  : t("workspace.settings.subscription.free")}
              </Badge>
            </dd>
          </div>
          {renewsAt && (
            <div className="col-span-2 grid gap-1">
              <dt className="text-muted-foreground">{t("workspace.settings.subscription.renewal")}</dt>
              <dd>
                {t("workspace.settings.subscription.renewsOn", { date: formatDate(renewsAt, i18n.language) })}
              </dd>
            </div>
          )}
        </dl>
        {cancelsAt && (
          <div className="grid gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4" role="status">
            <p className="flex items-center gap-2 font-semibold">
              <CalendarClock className="size-4 text-amber-500" aria-hidden />
              {t("workspace.settings.subscription.cancelsOn", { date: formatDate(cancelsAt, i18n.language) })}
            </p>
            <p className="text-sm text-muted-foreground">
              {t("workspace.settings.subscription.cancelsHint")}
            </p>
            <Button onClick={onManage} disabled={managing} className="w-full sm:w-auto sm:justify-self-start">
              <RotateCcw aria-hidden />
              {t("workspace.settings.subscription.resume")}
            </Button>
          </div>
        )}
        {boughtThroughStripe ? (
          <div className="grid gap-2">
            <Button onClick={onManage} disabled={managing} className="w-full sm:w-auto sm:justify-self-start">
              <ExternalLink aria-hidden />
              {t("workspace.settings.subscription.manage")}
            </Button>
            <p className="text-sm text-muted-foreground">{t("workspace.settings.subscription.manageHint")}</p>
          </div>
        ) : unlimited ? (
          <p className="text-sm text-muted-foreground">
            {t("workspace.settings.subscription.unlimitedRole")}
          </p>
        ) : (
          <div className="grid gap-3 rounded-lg bg-primary/10 p-4">
            <p className="flex items-center gap-2 font-semibold">
              <Sparkles className="size-4 text-primary" aria-hidden />
              {t("workspace.settings.subscription.upgradeTitle")}
            </p>
            <p className="text-sm text-muted-foreground">
              {t("workspace.settings.subscription.upgradeBody")}
            </p>
            <Button asChild className="w-full sm:w-auto sm:justify-self-start">
              <Link to="/pricing" target="_blank" rel="noopener">
                {t("workspace.settings.subscription.upgrade")}
                <span className="sr-only"> {t("workspace.settings.subscription.opensNewTab")}</span>
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
