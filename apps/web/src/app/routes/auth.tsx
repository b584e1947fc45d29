import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AuthForm, type AuthMode } from "@/features/auth/components/auth-form";

/** /auth (site.md §2): Login and Sign up tabs; `?mode=signup` preselects sign-up. */
export function AuthPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get("mode") === "signup" ? "signup" : "login";
  // A confirmation or magic link that failed comes back here with `?error=`.
  const linkError = params.get("error");
  const setMode = (next: AuthMode) =>
    setParams(next === "signup" ? { mode: "signup" } : {}, { replace: true, preventScrollReset: true });

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
          <Tabs value={mode} onValueChange={(v) => setMode(v as AuthMode)}>
            <TabsList className="w-full">
              <TabsTrigger value="login">{t("auth.tabLogin")}</TabsTrigger>
              <TabsTrigger value="signup">{t("auth.tabSignUp")}</TabsTrigger>
            </TabsList>
          </Tabs>
          {/* Keyed by mode so each form starts clean with its own rules. */}
          <AuthForm key={mode} mode={mode} onModeChange={setMode} />
        </CardContent>
      </Card>
    </div>
  );
}
