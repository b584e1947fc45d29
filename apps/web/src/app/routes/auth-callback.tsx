import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { meQueryOptions } from "@/features/auth/api/get-me";

/**
 * /auth/callback: where OAuth and e-mail links come back. The session cookie is already set by the
 * server; tokens in the address bar are stripped before anything else, then the agent goes to the coach.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const url = new URL(window.location.href);
    const error = url.searchParams.get("error");
    window.history.replaceState(null, "", url.pathname);
    void queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).then(
      (me) =>
        navigate(me ? "/app" : `/auth${error ? `?error=${encodeURIComponent(error)}` : ""}`, {
          replace: true,
        }),
      () => navigate("/auth", { replace: true }),
    );
  }, [navigate, queryClient]);
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <p className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden />
        {t("callback.finishing")}
      </p>
    </div>
  );
}
