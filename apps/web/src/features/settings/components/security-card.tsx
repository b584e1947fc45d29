import { passwordProblem, type ValidationMessageKey } from "@buildr/contracts/account";
import { KeyRound, Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { AuthRequestError } from "../api/auth-request";
import { useChangePassword } from "../api/change-password";
import { useRequestPasswordReset } from "../api/request-password-reset";

type Errors = Partial<Record<"current" | "next" | "confirm", string>>;

/** Change the password with the current one (docs/product/decisions.md#d-7 rule), or get the reset mail (docs/product/rules-and-figures.md#errors toasts). */
export function SecurityCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const reset = useRequestPasswordReset();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [errors, setErrors] = useState<Errors>({});

  function validate(): Errors {
    const found: Errors = {};
    if (!current) found.current = t("validation.passwordRequired");
    const problem = passwordProblem(next);
    if (problem) found.next = t(`validation.${problem as ValidationMessageKey}`);
    else if (confirm !== next) found.confirm = t("workspace.settings.security.mismatch");
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync({
        currentPassword: current,
        newPassword: next,
        revokeOtherSessions: revokeOthers,
      });
      setCurrent("");
      setNext("");
      setConfirm("");
      toast.success(t("workspace.settings.security.changedTitle"), {
        description: t("workspace.settings.security.changedBody"),
      });
    } catch (error) {
      const code = error instanceof AuthRequestError ? error.code : "";
      if (code === "INVALID_PASSWORD") setErrors({ current: t("workspace.settings.security.wrongPassword") });
      else if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND")
        toast.error(t("workspace.settings.security.noPassword"));
      else if (code === "PASSWORD_TOO_WEAK" || code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG")
        setErrors({ next: t(`validation.${passwordProblem(next) ?? "passwordTooShort"}`) });
      else toast.error(t("workspace.settings.security.changeFailed"));
    }
  }

  function sendReset() {
    reset.mutate(email, {
      onSuccess: () =>
        toast.success(t("workspace.settings.security.resetSentTitle"), {
          description: t("workspace.settings.security.resetSentBody"),
        }),
      onError: () => toast.error(t("workspace.settings.security.resetFailed")),
    });
  }

  const input = (id: keyof Errors) => ({
    id: `security-${id}`,
    type: "password" as const,
    "aria-invalid": errors[id] ? true : undefined,
    "aria-describedby": `security-${id}-message`,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden />
          {t("workspace.settings.security.title")}
        </CardTitle>
        <CardDescription>{t("workspace.settings.security.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            id="security-current"
            label={t("workspace.settings.security.currentPassword")}
            error={errors.current}
          >
            <Input
              {...input("current")}
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          </FormField>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              id="security-next"
              label={t("workspace.settings.security.newPassword")}
              error={errors.next}
              hint={t("auth.passwordHint")}
            >
              <Input
                {...input("next")}
                autoComplete="new-password"
                value={next}
                onChange={(e) => setNext(e.target.value)}
              />
            </FormField>
            <FormField
              id="security-confirm"
              label={t("workspace.settings.security.confirmPassword")}
              error={errors.confirm}
            >
              <Input
                {...input("confirm")}
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </FormField>
          </div>
          <label className="flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              checked={revokeOthers}
              onChange={(e) => setRevokeOthers(e.target.checked)}
              className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            {t("workspace.settings.security.revokeOthers")}
          </label>
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
              {change.isPending
                ? t("workspace.settings.security.changing")
                : t("workspace.settings.security.change")}
            </Button>
          </div>
        </form>
        <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-medium">{t("workspace.settings.security.resetTitle")}</p>
            <p className="text-sm text-muted-foreground">{t("workspace.settings.security.resetBody")}</p>
          </div>
          <Button variant="outline" onClick={sendReset} disabled={reset.isPending} className="shrink-0">
            <Mail aria-hidden />
            {reset.isPending
              ? t("workspace.settings.security.resetSending")
              : t("workspace.settings.security.reset")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
