import { Check, Copy, Gift } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useReferral } from "../api/get-referral";

/** The referral program: the agent's own link to share, and the sign-ups and upgrades it brought. */
export function ReferralCard() {
  const { t } = useTranslation();
  const referral = useReferral();
  const [copied, setCopied] = useState(false);
  const inputId = useId();

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(t("site.referral.copied"));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t("site.referral.copyFailed"));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gift className="size-5 text-primary" aria-hidden />
          {t("site.referral.title")}
        </CardTitle>
        <CardDescription>{t("site.referral.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {referral.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("common.loading")}
          </p>
        ) : referral.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            {t("site.referral.loadFailed")}
            <Button variant="outline" size="sm" onClick={() => void referral.refetch()}>
              {t("site.legal.retry")}
            </Button>
          </div>
        ) : (
          <>
            <div className="grid gap-2">
              <Label htmlFor={inputId}>{t("site.referral.linkLabel")}</Label>
              <div className="flex gap-2">
                <Input
                  id={inputId}
                  readOnly
                  value={referral.data.link}
                  className="min-w-0 font-mono text-sm"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button variant="outline" onClick={() => void copy(referral.data.link)}>
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                  {t("site.referral.copy")}
                </Button>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-3">
              <div className="grid gap-0.5 rounded-lg bg-muted/50 p-3">
                <dt className="text-sm text-muted-foreground">{t("site.referral.signUps")}</dt>
                <dd className="text-2xl font-bold tabular-nums">{referral.data.signUps}</dd>
              </div>
              <div className="grid gap-0.5 rounded-lg bg-muted/50 p-3">
                <dt className="text-sm text-muted-foreground">{t("site.referral.upgrades")}</dt>
                <dd className="text-2xl font-bold tabular-nums">{referral.data.upgrades}</dd>
              </div>
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}
