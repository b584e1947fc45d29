import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { usePublicConfig } from "@/features/auth/api/get-public-config";
import { useOpenPortal } from "@/features/billing/api/open-portal";
import { useBook } from "@/features/settings/api/book";
import { useProfile } from "@/features/settings/api/get-profile";
import { BookCard } from "@/features/settings/components/book-card";
import { DisclaimerCard } from "@/features/settings/components/disclaimer-card";
import { FollowUpCard } from "@/features/settings/components/follow-up-card";
import { PreferencesCard } from "@/features/settings/components/preferences-card";
import { ProfileCard } from "@/features/settings/components/profile-card";
import { ReferralCard } from "@/features/settings/components/referral-card";
import { SecurityCard } from "@/features/settings/components/security-card";
import { SubscriptionCard } from "@/features/settings/components/subscription-card";

export function SettingsPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const book = useBook();
  const config = usePublicConfig();
  const portal = useOpenPortal();
  const supportEmail = config.data?.supportEmail ?? "support@buildr.ai";
  const [params, setParams] = useSearchParams();
  const openPortal = params.get("portal") === "open";
  const loaded = profile.data !== undefined;
  const plan = profile.data?.plan ?? null;
  const { mutate: managePlan } = portal;

  // The welcome mail's "customer portal" link: Manage Subscription at once, for a plan bought at checkout.
  useEffect(() => {
    if (!openPortal || !loaded) return;
    // Once: the address forgets the request, so Back from the portal does not open it again.
    setParams(
      (current) => {
        current.delete("portal");
        return current;
      },
      { replace: true },
    );
    if (plan === "yearly" || plan === "lifetime") managePlan();
  }, [openPortal, loaded, plan, setParams, managePlan]);

  return (
    <section className="mx-auto grid max-w-5xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t("pages.settings.title")}</h1>
        <p className="text-muted-foreground">{t("workspace.settings.subtitle")}</p>
      </header>
      {profile.isPending ? (
        <p className="text-muted-foreground" role="status">
          {t("common.loading")}
        </p>
      ) : profile.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-5">
          <p>{t("workspace.settings.loadFailed")}</p>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            {t("workspace.dashboard.retry")}
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid min-w-0 grid-cols-1 content-start gap-6">
            <ProfileCard profile={profile.data} supportEmail={supportEmail} />
            {book.data ? <BookCard book={book.data.book} /> : null}
            <DisclaimerCard profile={profile.data} />
            <SecurityCard email={profile.data.email} />
          </div>
          <div className="grid min-w-0 grid-cols-1 content-start gap-6">
            <SubscriptionCard
              profile={profile.data}
              onManage={() => portal.mutate()}
              managing={portal.isPending}
            />
            <ReferralCard />
            <PreferencesCard profile={profile.data} />
            <FollowUpCard />
          </div>
        </div>
      )}
    </section>
  );
}
