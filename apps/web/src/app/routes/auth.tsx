import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { type AuthCarry, AuthForm, type AuthMode } from "@/features/auth/components/auth-form";
import { carriedParams } from "@/lib/campaign";

/** /auth (docs/product/screens.md#routes): Login and Sign up tabs; `?mode=signup` preselects sign-up. */
export function AuthPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get("mode") === "signup" ? "signup" : "login";
  // A confirmation or magic link that failed comes back here with `?error=`.
  const linkError = params.get("error");
  // From the payment page: the purchase made the account, a magic link finishes it (docs/product/screens.md#routes).
  const magic = params.get("magic") === "1";
  // A confirmation link opened again: the address is confirmed already, the agent only needs to log in.
  const alreadyConfirmed = params.get("confirmed") === "already";
  // An admin's invitation link names the invited address: the sign-up form starts with it.
  // Its token goes with the sign-up: it proves the address, and only it carries the invitation's role.
  const invite = params.get("invite") ?? undefined;
  const [carry, setCarry] = useState<AuthCarry | undefined>(() => {
    const email = params.get("email");
    if (invite) return { email: email ?? "", banner: "", invite };
    return magic && email ? { email, banner: "" } : undefined;
  });
  const setMode = (next: AuthMode, carried?: AuthCarry) => {
    setCarry(carried);
    // Where the agent was going (`next`), the plan and the campaign stay through a change of tab.
    const keep = Object.fromEntries(carriedParams(params.toString()));
    setParams(
      { ...(next === "signup" ? { mode: "signup" } : {}), ...keep },
      {
        replace: true,
        preventScrollReset: true,
      },
    );
  };

  return (
    <div className="grid place-items-center px-4 py-10 md:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">{t("auth.title")}</CardTitle>
          <CardDescription>{t("auth.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {linkError && (
            <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
              {linkError === "google" ? t("authErrors.googleFailed") : t("authErrors.linkInvalid")}
            </p>
          )}
          {alreadyConfirmed && (
            <p role="status" className="rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
              {t("auth.alreadyConfirmed")}
            </p>
          )}
          {magic && mode === "login" && (
            <p role="status" className="rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
              {t("auth.finishWithMagicLink")}
            </p>
          )}
          <Tabs value={mode} onValueChange={(v) => setMode(v as AuthMode)} className="grid gap-5">
            <TabsList className="w-full">
              <TabsTrigger value="login">{t("auth.tabLogin")}</TabsTrigger>
              <TabsTrigger value="signup">{t("auth.tabSignUp")}</TabsTrigger>
            </TabsList>
            {/* Each tab has its own panel, so the tabs point at what they control; only the open one is mounted. */}
            {(["login", "signup"] as const).map((panel) => (
              <TabsContent key={panel} value={panel}>
                <AuthForm mode={panel} onModeChange={setMode} carry={carry} />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
