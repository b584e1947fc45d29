import { type PaidPlan, REFERRAL_CODE_PATTERN } from "@buildr/contracts/plans";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import { currentLanguage } from "@/lib/i18n";
import { readReferralCode } from "@/lib/referral";
import { createCheckout } from "../api/create-checkout";

function errorKey(error: unknown) {
  if (error instanceof ApiError && error.code === "conflict") return "billing.errors.alreadyPaid" as const;
  if (error instanceof ApiError && error.code === "service_unavailable")
    return "billing.errors.unavailable" as const;
  if (error instanceof ApiError && error.code === "rate_limited") return "billing.errors.tooMany" as const;
  return "billing.errors.checkoutFailed" as const;
}

/**
 * Upgrade buttons (site.md §2): checkout for the chosen plan in a new tab, with the page's referral code
 * (D-19). Signed-out visitors may pay first; the server sends them to the post-purchase page.
 */
export function useStartCheckout() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PaidPlan | null>(null);

  async function start(plan: PaidPlan) {
    // Opened within the click itself: a tab opened after an await would be blocked as a pop-up.
    const tab = window.open("", "_blank");
    if (tab) {
      tab.opener = null;
      tab.document.title = t("billing.pricing.opening");
      tab.document.body.textContent = t("billing.pricing.opening");
    }
    setPending(plan);
    try {
      const fromQuery = new URLSearchParams(window.location.search).get("via");
      const via = fromQuery ?? readReferralCode();
      const { url } = await createCheckout({
        plan,
        via: via && REFERRAL_CODE_PATTERN.test(via) ? via : undefined,
        language: currentLanguage(),
      });
      if (tab && !tab.closed) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast.error(t(errorKey(error)));
    } finally {
      setPending(null);
    }
  }

  return { start, pending };
}
