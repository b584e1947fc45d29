import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api-client";

/** `POST /api/billing/portal`, then off to Stripe's customer portal ("Manage Subscription"). */
export function useOpenPortal() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => apiFetch<{ url: string }>("/api/billing/portal", { method: "POST", body: "{}" }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => toast.error(t("billing.errors.portalFailed")),
  });
}
