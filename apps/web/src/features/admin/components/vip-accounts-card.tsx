import type { AdminVipResponse } from "@buildr/contracts/admin";
import { Crown } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useProcessVipAccounts } from "../api/process-vip-accounts";
import { errorText } from "../error-text";

const STATUS_BADGE = { created: "success", updated: "secondary", error: "destructive" } as const;

/** Create VIP Accounts: the VIP_EMAILS allow-list, each address created or updated with its status. */
export function VipAccountsCard() {
  const { t } = useTranslation();
  const [results, setResults] = useState<AdminVipResponse["results"] | null>(null);
  const vip = useProcessVipAccounts();

  async function run() {
    try {
      const response = await vip.mutateAsync();
      setResults(response.results);
      const tally = (status: string) => response.results.filter((r) => r.status === status).length;
      toast.success(t("admin.toasts.vipProcessed"), {
        description: t("admin.toasts.vipProcessedBody", {
          created: tally("created"),
          updated: tally("updated"),
          errors: tally("error"),
        }),
      });
    } catch (error) {
      toast.error(t("admin.toasts.failedVipTitle"), {
        description: errorText(error, t("admin.toasts.failedVip")),
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("admin.vip.title")}</CardTitle>
        <CardDescription>{t("admin.vip.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button onClick={() => void run()} disabled={vip.isPending} className="justify-self-start">
          <Crown aria-hidden />
          {vip.isPending ? t("admin.vip.submitting") : t("admin.vip.submit")}
        </Button>
        {results ? (
          <section aria-label={t("admin.vip.results")} className="grid gap-2">
            <h3 className="text-sm font-semibold">{t("admin.vip.results")}</h3>
            {results.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("admin.vip.empty")}</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {results.map((r) => (
                  <li key={r.email} className="grid gap-1 rounded-md border p-2">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="break-all font-medium">{r.email}</span>
                      <Badge variant={STATUS_BADGE[r.status]}>{t(`admin.vip.statuses.${r.status}`)}</Badge>
                    </span>
                    <span className="text-muted-foreground">{t(`admin.vip.outcomes.${r.outcome}`)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
