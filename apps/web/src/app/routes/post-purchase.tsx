import { AlertTriangle, Loader2, MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { usePublicConfig } from "@/features/auth/api/get-public-config";
import { safeReturnTo, signInPathFor } from "@/features/auth/return-to";
import { useCheckoutSession } from "@/features/billing/api/get-checkout-session";
import { useSyncBilling } from "@/features/billing/api/sync-billing";
import { ApiError } from "@/lib/api-client";
import { mailtoHref } from "@/lib/mailto";

function SupportLine() {
  const { t } = useTranslation();
  const email = usePublicConfig().data?.supportEmail;
  if (!email) return null;
  return (
    <p className="text-sm text-muted-foreground">
      <Trans
        t={t}
        i18nKey="billing.postPurchase.support"
        values={{ email }}
        components={{
          mail: (
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside.
            <a
              className="font-medium text-primary underline-offset-4 hover:underline"
              href={mailtoHref(email)}
            />
          ),
        }}
      />
    </p>
  );
}

/**
 * The purchase already made the account, so "Finish sign up" must not lead to a sign-up form that
 * answers "already exists": it opens the magic-link sign-in for the buyer's address.
 */
function NextSteps({ email, next }: { email?: string; next: string }) {
  const { t } = useTranslation();
  const finish = `/auth?magic=1${email ? `&email=${encodeURIComponent(email)}` : ""}${next === "/app" ? "" : `&next=${encodeURIComponent(next)}`}`;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Button asChild variant="outline" className="h-auto min-h-10 whitespace-normal py-2">
        <Link to={finish}>{t("billing.postPurchase.finishSignUp")}</Link>
      </Button>
      <Button asChild className="h-auto min-h-10 whitespace-normal py-2">
        <Link to={next}>{t("billing.postPurchase.continue")}</Link>
      </Button>
      <Button asChild variant="outline" className="h-auto min-h-10 whitespace-normal py-2">
        <Link to={signInPathFor(next)}>{t("billing.postPurchase.signIn")}</Link>
      </Button>
    </div>
  );
}

/**
 * /post-purchase (docs/product/screens.md#routes): a visitor who paid before having an account. The server makes the account
 * from the checkout's e-mail and mails a sign-in link; this page says so and shows the ways in.
 */
export function PostPurchasePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  // Where the buyer was going before checkout (a path inside the app only).
  const next = safeReturnTo(params.get("next"));
  const session = useCheckoutSession(sessionId);
  const sync = useSyncBilling();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !sessionId || !session.data) return;
    started.current = true;
    if (session.data.status === "complete") sync.mutate(sessionId);
  }, [sessionId, session.data, sync.mutate]);

  let icon = <Loader2 className="mx-auto size-12 animate-spin text-primary" aria-hidden />;
  let title = t("billing.postPurchase.title");
  let message: React.ReactNode = (
    <p role="status" className="text-muted-foreground">
      {t("billing.postPurchase.checking")}
    </p>
  );

  if (!sessionId || session.isError) {
    icon = <AlertTriangle className="mx-auto size-12 text-destructive" aria-hidden />;
    const error = session.error;
    title = !sessionId
      ? t("billing.postPurchase.noSession")
      : error instanceof ApiError && (error.status === 404 || error.status === 400)
        ? t("billing.postPurchase.lookupFailed")
        : t("billing.postPurchase.unexpected");
    message = (
      <p role="alert" className="text-muted-foreground">
        {t("billing.postPurchase.noSessionBody")}
      </p>
    );
  } else if (session.data) {
    const email = session.data.email ?? "";
    icon = <MailCheck className="mx-auto size-12 text-primary" aria-hidden />;
    message = (
      <p className="text-pretty" aria-live="polite">
        {sync.data?.signInLinkSent
          ? t("billing.postPurchase.linkSent", { email })
          : sync.data
            ? t("billing.postPurchase.existingAccount", { email })
            : t("billing.postPurchase.creating", { email })}
      </p>
    );
  }

  return (
    <div className="grid place-items-center px-4 py-16">
      <Card className="w-full max-w-xl text-center">
        <CardContent className="grid gap-5 p-8">
          {icon}
          <h1 className="text-2xl font-semibold">{title}</h1>
          {message}
          <NextSteps email={session.data?.email ?? undefined} next={next} />
          <SupportLine />
        </CardContent>
      </Card>
    </div>
  );
}
