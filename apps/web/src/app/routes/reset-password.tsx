import { newPasswordSchema, type ValidationMessageKey } from "@buildr/contracts/account";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, KeyRound, LinkIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField as Field } from "@/components/ui/form-field";
import { resetPassword } from "@/features/auth/api/password-reset";
import { PasswordInput } from "@/features/auth/components/password-input";

const MISMATCH = "passwordMismatch";

// The same docs/product/decisions.md#d-7 rule and messages as the sign-up form; the confirmation only has to match.
const resetSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], error: MISMATCH });
type ResetValues = z.infer<typeof resetSchema>;

const PASSWORD_CODES: Record<string, ValidationMessageKey> = {
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "passwordTooLong",
  PASSWORD_TOO_WEAK: "passwordNeedsDigitOrSpecial",
};

/** /auth/reset-password (docs/product/screens.md#routes, docs/product/rules-and-figures.md#errors): where the reset mail's link lands. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Read once: the token leaves the address bar (and so the history and any shared screenshot) at once.
  const [token] = useState(() => (params.get("error") ? null : params.get("token")));
  const [invalid, setInvalid] = useState(!token);
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    if (params.has("token") || params.has("error")) setParams({}, { replace: true });
  }, [params, setParams]);

  const form = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    mode: "onChange",
    reValidateMode: "onChange",
    defaultValues: { password: "", confirm: "" },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const message = (key: string | undefined) =>
    !key
      ? undefined
      : key === MISMATCH
        ? t("auth.passwordMismatch")
        : t(`validation.${key as ValidationMessageKey}`, { defaultValue: t("errors.generic") });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setBanner(null);
    const { error } = await resetPassword(token, password);
    if (!error) {
      toast.success(t("auth.resetDone"), { description: t("auth.resetDoneBody") });
      navigate("/auth", { replace: true });
      return;
    }
    const passwordKey = error.code ? PASSWORD_CODES[error.code] : undefined;
    if (passwordKey) form.setError("password", { message: passwordKey }, { shouldFocus: true });
    else if (error.code === "INVALID_TOKEN" || error.status === 400) setInvalid(true);
    else setBanner(t("auth.resetUpdateFailed"));
  });

  const passwordError = message(errors.password?.message);
  const passwordOk = dirtyFields.password && !errors.password;
  const confirmError = message(errors.confirm?.message);

  return (
    <div className="grid place-items-center px-4 py-10 md:py-16">
      <Card className="w-full max-w-md">
        {invalid ? (
          <>
            <CardHeader className="text-center">
              <LinkIcon className="mx-auto mb-2 size-10 text-destructive" aria-hidden />
              <CardTitle className="text-2xl" role="alert">
                {t("auth.resetInvalidTitle")}
              </CardTitle>
              <CardDescription>{t("auth.resetInvalidBody")}</CardDescription>
            </CardHeader>
            <CardContent className="grid">
              <Button asChild size="lg">
                <Link to="/auth">{t("auth.resetRequestNew")}</Link>
              </Button>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader className="text-center">
              <KeyRound className="mx-auto mb-2 size-10 text-primary" aria-hidden />
              <CardTitle className="text-2xl">{t("auth.resetTitle")}</CardTitle>
              <CardDescription>{t("auth.resetSubtitle")}</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={onSubmit} noValidate className="grid min-w-0 grid-cols-1 gap-4">
                {banner && (
                  <div
                    role="alert"
                    className="flex gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
                  >
                    <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                    <span>{banner}</span>
                  </div>
                )}
                <Field
                  id="reset-password"
                  label={t("auth.newPassword")}
                  error={passwordError}
                  hint={passwordOk ? t("auth.passwordOk") : t("auth.passwordHint")}
                  hintTone={passwordOk ? "success" : "muted"}
                >
                  <PasswordInput
                    id="reset-password"
                    autoComplete="new-password"
                    autoFocus
                    aria-invalid={!!errors.password}
                    aria-describedby="reset-password-message"
                    {...form.register("password", {
                      // A confirmation already typed is judged again against the changed password.
                      onChange: () => {
                        if (form.getFieldState("confirm").isDirty) void form.trigger("confirm");
                      },
                    })}
                  />
                </Field>
                <Field id="reset-confirm" label={t("auth.confirmPassword")} error={confirmError}>
                  <PasswordInput
                    id="reset-confirm"
                    autoComplete="new-password"
                    aria-invalid={!!errors.confirm}
                    aria-describedby={confirmError ? "reset-confirm-message" : undefined}
                    {...form.register("confirm")}
                  />
                </Field>
                <Button type="submit" size="lg" disabled={isSubmitting}>
                  {isSubmitting ? t("auth.working") : t("auth.resetSubmit")}
                </Button>
              </form>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
