import { type AdminHealthCheck, HEALTH_CHECKS, type HealthCheckName } from "@buildr/contracts/admin";
import { AlertCircle, CheckCircle2, CircleDashed, Loader2, MinusCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getHealth } from "../api/get-health";
import { errorText } from "../error-text";

type CheckState =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "done"; result: AdminHealthCheck }
  /** The request itself failed (network, session): no result from the server at all. */
  | { state: "failed"; message: string };

/**
 * The specs' error titles: the database and auth checks distinguish a service that answered with an
 * error ("Database Error", "Auth Error") from a check that could not run ("Connection Failed",
 * "Auth Failed"); the others say "Check Failed".
 */
const ERROR_TITLE: Record<HealthCheckName, { error: string; failed: string }> = {
  database: { error: "admin.toasts.databaseError", failed: "admin.toasts.connectionFailed" },
  auth: { error: "admin.toasts.authError", failed: "admin.toasts.authFailed" },
  oauth: { error: "admin.toasts.checkFailed", failed: "admin.toasts.checkFailed" },
  model: { error: "admin.toasts.checkFailed", failed: "admin.toasts.checkFailed" },
  mail: { error: "admin.toasts.checkFailed", failed: "admin.toasts.checkFailed" },
};

const BUTTONS: { check: HealthCheckName | "all"; label: string }[] = [
  { check: "all", label: "admin.health.testAll" },
  { check: "database", label: "admin.health.testDatabase" },
  { check: "auth", label: "admin.health.testAuth" },
  { check: "oauth", label: "admin.health.checkOauth" },
  { check: "model", label: "admin.health.testModel" },
  { check: "mail", label: "admin.health.testMail" },
];

const IDLE = Object.fromEntries(HEALTH_CHECKS.map((c) => [c, { state: "idle" }])) as Record<
  HealthCheckName,
  CheckState
>;

/** docs/product/decisions.md#d-17: database, auth, OAuth configuration, language model and mail, each tested on demand. */
export function HealthPanel() {
  const { t } = useTranslation();
  const [checks, setChecks] = useState<Record<HealthCheckName, CheckState>>(IDLE);

  async function run(check: HealthCheckName | "all") {
    const names = check === "all" ? HEALTH_CHECKS : [check];
    setChecks((prev) => ({ ...prev, ...Object.fromEntries(names.map((n) => [n, { state: "loading" }])) }));
    try {
      const health = await getHealth(check);
      setChecks((prev) => ({
        ...prev,
        ...Object.fromEntries(health.checks.map((r) => [r.check, { state: "done", result: r }])),
      }));
    } catch (error) {
      const message = errorText(error, t("admin.toasts.loadFailed"));
      setChecks((prev) => ({
        ...prev,
        ...Object.fromEntries(names.map((n) => [n, { state: "failed", message }])),
      }));
    }
  }

  const busy = Object.values(checks).some((c) => c.state === "loading");

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.health.title")}</CardTitle>
        <CardDescription>{t("admin.health.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap gap-2">
          {BUTTONS.map((b) => (
            <Button
              key={b.check}
              variant={b.check === "all" ? "default" : "outline"}
              disabled={busy}
              onClick={() => void run(b.check)}
            >
              {t(b.label)}
            </Button>
          ))}
        </div>
        <ul className="grid gap-3" aria-live="polite">
          {HEALTH_CHECKS.map((name) => (
            <CheckRow key={name} name={name} state={checks[name]} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function CheckRow({ name, state }: { name: HealthCheckName; state: CheckState }) {
  const { t } = useTranslation();
  let icon = <CircleDashed className="size-5 text-muted-foreground" aria-hidden />;
  let title = t("admin.health.idle");
  let tone = "text-muted-foreground";
  let detail: string | null = null;
  let extra: string | null = null;
  if (state.state === "loading") {
    icon = <Loader2 className="size-5 animate-spin text-primary motion-reduce:animate-none" aria-hidden />;
    title = t("admin.health.testing");
  } else if (state.state === "failed") {
    icon = <AlertCircle className="size-5 text-destructive" aria-hidden />;
    title = t(ERROR_TITLE[name].failed);
    tone = "text-destructive";
    detail = state.message;
  } else if (state.state === "done") {
    const { result } = state;
    detail = result.message;
    const callbackUrl = result.detail?.callbackUrl;
    if (typeof callbackUrl === "string") extra = t("admin.health.callbackUrl", { url: callbackUrl });
    if (result.status === "ok") {
      icon = <CheckCircle2 className="size-5 text-success" aria-hidden />;
      title = t("admin.health.ok");
      tone = "text-success";
    } else if (result.status === "not_configured") {
      icon = <MinusCircle className="size-5 text-muted-foreground" aria-hidden />;
      title = t("admin.health.notConfigured");
    } else {
      icon = <AlertCircle className="size-5 text-destructive" aria-hidden />;
      title = t(ERROR_TITLE[name].error);
      tone = "text-destructive";
    }
  }
  return (
    <li className="flex items-start gap-3 rounded-lg border p-3" data-check={name}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">{t(`admin.health.names.${name}`)}</p>
        <p className={`text-sm font-medium ${tone}`}>{title}</p>
        {detail ? <p className="break-words text-sm text-muted-foreground">{detail}</p> : null}
        {extra ? <p className="break-all font-mono text-xs text-muted-foreground">{extra}</p> : null}
        {state.state === "done" ? (
          <p className="text-xs text-muted-foreground">{t("admin.health.took", { ms: state.result.ms })}</p>
        ) : null}
      </div>
    </li>
  );
}
