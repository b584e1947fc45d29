import { type AdminGrantResponse, PLANS, type Plan, parseEmailList } from "@buildr/contracts/admin";
import { CheckCircle2, Gift, XCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useGrantAccess } from "../api/grant-access";
import { errorText } from "../error-text";

/**
 * Grant Access (docs/product/rules-and-figures.md#validation): addresses by line or comma, trimmed, lower-cased, blanks dropped; an empty
 * expiry means no end. Each address gets its own result.
 */
export function GrantAccessCard() {
  const { t } = useTranslation();
  const id = useId();
  const [emails, setEmails] = useState("");
  const [plan, setPlan] = useState<Plan>("comped");
  const [expiresAt, setExpiresAt] = useState("");
  const [results, setResults] = useState<AdminGrantResponse["results"] | null>(null);
  const grant = useGrantAccess();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const list = parseEmailList(emails);
    if (list.length === 0) {
      toast.error(t("admin.toasts.enterEmails"));
      return;
    }
    try {
      const response = await grant.mutateAsync({ emails: list, plan, expiresAt: expiresAt || null });
      setResults(response.results);
      const granted = t("admin.toasts.accessGrantedBody", { count: response.granted });
      const failed = response.failed > 0 ? t("admin.toasts.someFailed", { count: response.failed }) : ".";
      toast.success(t("admin.toasts.accessGranted"), { description: `${granted}${failed}` });
      // Keep only the addresses that failed, so the admin can correct them and try again.
      setEmails(
        response.results
          .filter((r) => !r.success)
          .map((r) => r.email)
          .join("\n"),
      );
    } catch (error) {
      toast.error(t("admin.toasts.failedGrantTitle"), {
        description: errorText(error, t("admin.toasts.failedGrant")),
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("admin.grant.title")}</CardTitle>
        <CardDescription>{t("admin.grant.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-emails`}>{t("admin.grant.emails")}</Label>
            <Textarea
              id={`${id}-emails`}
              rows={4}
              placeholder={t("admin.grant.emailsPlaceholder")}
              value={emails}
              onChange={(e) => setEmails(e.target.value)}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-plan`}>{t("admin.grant.plan")}</Label>
              <NativeSelect id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.target.value as Plan)}>
                {PLANS.map((p) => (
                  <option key={p} value={p}>
                    {t(`admin.plans.${p}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-expires`}>{t("admin.grant.expires")}</Label>
              <Input
                id={`${id}-expires`}
                type="date"
                value={expiresAt}
                aria-describedby={`${id}-expires-hint`}
                onChange={(e) => setExpiresAt(e.target.value)}
              />
              <p id={`${id}-expires-hint`} className="text-xs text-muted-foreground">
                {t("admin.grant.expiresHint")}
              </p>
            </div>
          </div>
          <Button type="submit" disabled={grant.isPending} className="justify-self-start">
            <Gift aria-hidden />
            {grant.isPending ? t("admin.grant.submitting") : t("admin.grant.submit")}
          </Button>
        </form>
        {results ? (
          <section aria-label={t("admin.grant.results")} className="grid gap-2">
            <h3 className="text-sm font-semibold">{t("admin.grant.results")}</h3>
            <ul className="grid gap-1 text-sm">
              {results.map((r) => (
                <li key={r.email} className="flex items-start gap-2">
                  {r.success ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  ) : (
                    <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                  )}
                  <span className="min-w-0 break-all">
                    <span className="font-medium">{r.email}</span>
                    <span className="text-muted-foreground">
                      {" "}
                      —{" "}
                      {r.success
                        ? t("admin.grant.granted")
                        : r.reason
                          ? t(`admin.grant.failures.${r.reason}`)
                          : r.error}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
