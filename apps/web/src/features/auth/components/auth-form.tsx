import {
  normalizeEmail,
  signInSchema,
  signUpSchema,
  type ValidationMessageKey,
} from "@buildr/contracts/account";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, Mail } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField as Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PolicyLink } from "@/components/ui/policy-link";
import { authClient } from "@/lib/auth-client";
import { currentLanguage } from "@/lib/i18n";
import { useNavigate } from "@/lib/navigation";
import { readReferralCode } from "@/lib/referral";
import { signInErrorKey, signUpErrorKey } from "../api/auth-errors";
import { requestPasswordReset } from "../api/password-reset";
import { returnTo } from "../return-to";
import { useConfig, useRefreshAccount } from "../session";
import { PasswordInput } from "./password-input";

export type AuthMode = "login" | "signup";
/** What a switch of mode carries over: "already registered" lands on login with the address and the reason. */
export type AuthCarry = { email: string; banner: string; invite?: string };

type FormValues = { name: string; email: string; password: string };

/**
 * The /auth form (docs/product/screens.md#routes, docs/product/rules-and-figures.md#validation, docs/product/rules-and-figures.md#errors): live validation with the shared docs/product/decisions.md#d-7 rules, better-auth behind it,
 * errors in the user's language. Sign-up goes to check-email (e-mail confirmation is required, docs/product/decisions.md#d-8).
 */
export function AuthForm({
  mode,
  onModeChange,
  carry,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode, carry?: AuthCarry) => void;
  carry?: AuthCarry;
}) {
  const { t } = useTranslation();
  // The dialog can open over the /auth page: ids of its own keep every label tied to its field.
  const uid = useId();
  const ids = { name: `${uid}-name`, email: `${uid}-email`, password: `${uid}-password` };
  // On a prerendered public page, going on to check-email or /app is a page load (decision 008).
  const navigate = useNavigate();
  const refreshAccount = useRefreshAccount();
  const config = useConfig();
  const [banner, setBanner] = useState<string | null>(carry?.banner ?? null);
  const [magicLinkSentTo, setMagicLinkSentTo] = useState<string | null>(null);
  const [magicBusy, setMagicBusy] = useState(false);
  const [resetBusy, setResetBusy] = useState(false);

  const form = useForm<FormValues>({
    // biome-ignore lint/suspicious/noExplicitAny: one form, two schemas (sign-up has a name field).
    resolver: zodResolver((mode === "signup" ? signUpSchema : signInSchema) as any),
    mode: "onChange",
    reValidateMode: "onChange",
    defaultValues: { name: "", email: carry?.email ?? "", password: "" },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const message = (key: string | undefined) =>
    key ? t(`validation.${key as ValidationMessageKey}`, { defaultValue: t("errors.generic") }) : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    // Where to go once signed in, read before anything moves the page on.
    const target = returnTo();
    setBanner(null);
    const email = normalizeEmail(values.email);
    if (mode === "signup") {
      const invite = carry?.invite;
      const { data, error } = await authClient.signUp.email({
        name: values.name.trim(),
        email,
        password: values.password,
        callbackURL: target,
        // Extra fields the server stores on the account (docs/product/decisions.md#d-19 referral, the mail language), and an
        // admin's invitation token, which proves the address and carries the role.
        ...({ referralCode: readReferralCode() ?? undefined, language: currentLanguage(), invite } as object),
      });
      if (error) {
        const key = signUpErrorKey(error.code, error.status);
        if (key === "authErrors.userExists") {
          onModeChange("login", { email, banner: t(key) });
          return;
        }
        setBanner(t(key));
        return;
      }
      // Through an invitation the account is confirmed and signed in at once.
      if (invite && data?.token) {
        await refreshAccount();
        toast.success(t("auth.loginSuccess"));
        navigate(target, { replace: true });
        return;
      }
      navigate(`/auth/check-email?email=${encodeURIComponent(email)}`);
      return;
    }
    const { error } = await authClient.signIn.email({ email, password: values.password });
    if (error) {
      setBanner(t(signInErrorKey(error.code, error.status)));
      return;
    }
    await refreshAccount();
    toast.success(t("auth.loginSuccess"));
    navigate(target, { replace: true });
  });

  async function sendMagicLink() {
    setBanner(null);
    const valid = await form.trigger("email");
    if (!valid) {
      setBanner(t("auth.magicLinkNeedsEmail"));
      return;
    }
    const email = normalizeEmail(form.getValues("email"));
    setMagicBusy(true);
    const { error } = await authClient.signIn.magicLink({ email, callbackURL: returnTo() });
    setMagicBusy(false);
    if (error) {
      setBanner(t(signInErrorKey(error.code, error.status)));
      return;
    }
    setMagicLinkSentTo(email);
  }

  /** better-auth answers the same whether or not the address has an account, so neither do we. */
  async function sendPasswordReset() {
    setBanner(null);
    const valid = await form.trigger("email");
    if (!valid) {
      setBanner(t("auth.forgotNeedsEmail"));
      return;
    }
    setResetBusy(true);
    const { error } = await requestPasswordReset(normalizeEmail(form.getValues("email")));
    setResetBusy(false);
    if (error) {
      setBanner(error.status === 429 ? t("authErrors.loginRateLimited") : t("auth.resetFailed"));
      return;
    }
    toast.success(t("auth.resetSentTitle"), { description: t("auth.resetSentBody") });
  }

  async function signInWithGoogle() {
    setBanner(null);
    const { error } = await authClient.signIn.social({
      provider: "google",
      callbackURL: returnTo(),
      errorCallbackURL: "/auth?error=google",
    });
    if (error) setBanner(t("authErrors.googleFailed"));
  }

  if (magicLinkSentTo) {
    return (
      <div className="grid gap-3 text-center" role="status">
        <Mail className="mx-auto size-10 text-primary" aria-hidden />
        <h2 className="text-lg font-semibold">{t("auth.magicLinkSentTitle")}</h2>
        <p className="text-sm text-muted-foreground">
          {t("auth.magicLinkSentBody", { email: magicLinkSentTo })}
        </p>
        <Button
          variant="link"
          className="text-amber-700 dark:text-primary"
          onClick={() => setMagicLinkSentTo(null)}
        >
          {t("checkEmail.backToLogin")}
        </Button>
      </div>
    );
  }

  const passwordError = message(errors.password?.message);
  const passwordOk = mode === "signup" && dirtyFields.password && !errors.password;

  return (
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
      {mode === "signup" && (
        <Field id={ids.name} label={t("auth.fullName")} error={message(errors.name?.message)}>
          <Input
            id={ids.name}
            autoComplete="name"
            aria-invalid={!!errors.name}
            aria-describedby={errors.name ? `${ids.name}-message` : undefined}
            {...form.register("name")}
          />
        </Field>
      )}
      <Field id={ids.email} label={t("auth.email")} error={message(errors.email?.message)}>
        <Input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? `${ids.email}-message` : undefined}
          {...form.register("email")}
        />
      </Field>
      <Field
        id={ids.password}
        label={t("auth.password")}
        error={passwordError}
        hint={passwordOk ? t("auth.passwordOk") : mode === "signup" ? t("auth.passwordHint") : undefined}
        hintTone={passwordOk ? "success" : "muted"}
      >
        <PasswordInput
          id={ids.password}
          autoComplete={mode === "signup" ? "new-password" : "current-password"}
          aria-invalid={!!errors.password}
          aria-describedby={passwordError || mode === "signup" ? `${ids.password}-message` : undefined}
          {...form.register("password")}
        />
      </Field>
      {mode === "login" && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="-mt-2 h-auto justify-self-end p-0 text-amber-700 dark:text-primary"
          onClick={sendPasswordReset}
          disabled={resetBusy}
        >
          {t("auth.forgotPassword")}
        </Button>
      )}
      {mode === "signup" && (
        <p className="text-xs text-muted-foreground">
          <Trans
            t={t}
            i18nKey="auth.agreeToTerms"
            components={{ terms: <PolicyLink href="/terms" />, privacy: <PolicyLink href="/privacy" /> }}
          />
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting
          ? t("auth.working")
          : mode === "signup"
            ? t("auth.submitSignUp")
            : t("auth.submitLogin")}
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t("auth.or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        variant="outline"
        className="h-auto min-h-10 whitespace-normal py-2"
        onClick={sendMagicLink}
        disabled={magicBusy}
      >
        <Mail aria-hidden />
        {t("auth.magicLink")}
      </Button>
      {config?.googleEnabled && (
        <Button variant="outline" onClick={signInWithGoogle}>
          {t("auth.google")}
        </Button>
      )}
    </form>
  );
}
