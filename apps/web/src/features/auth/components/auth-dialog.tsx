import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { type AuthCarry, AuthForm, type AuthMode } from "./auth-form";

/**
 * The sign-up / login dialog of docs/product/screens.md#routes: the same form and rules as /auth (docs/product/decisions.md#d-7), with a link to switch
 * between the two. A sign-up still goes on to the check-email page (confirmation is required, docs/product/decisions.md#d-8).
 */
export function AuthDialog({
  open,
  initialMode = "signup",
  onOpenChange,
}: {
  open: boolean;
  initialMode?: AuthMode;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [mode, setModeState] = useState<AuthMode>(initialMode);
  const [carry, setCarry] = useState<AuthCarry | undefined>();
  const setMode = (next: AuthMode, carried?: AuthCarry) => {
    setCarry(carried);
    setModeState(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("auth.close")}>
        <div className="grid gap-1 pr-6">
          <DialogTitle>
            {mode === "signup" ? t("auth.dialogSignUpTitle") : t("auth.dialogLoginTitle")}
          </DialogTitle>
          <DialogDescription>{t("auth.subtitle")}</DialogDescription>
        </div>
        <AuthForm key={mode} mode={mode} onModeChange={setMode} carry={carry} />
        <p className="text-center text-sm text-muted-foreground">
          {mode === "signup" ? t("auth.haveAccount") : t("auth.needAccount")}{" "}
          <Button
            variant="link"
            className="h-auto p-0 text-amber-700 dark:text-primary"
            onClick={() => setMode(mode === "signup" ? "login" : "signup")}
          >
            {mode === "signup" ? t("auth.tabLogin") : t("auth.tabSignUp")}
          </Button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
