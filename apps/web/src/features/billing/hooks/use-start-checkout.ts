import { campaignOf, isAppPath, type PaidPlan, REFERRAL_CODE_PATTERN } from "@buildr/contracts/plans";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { markCheckoutOpened } from "@/lib/account-sync";
import { ApiError } from "@/lib/api-client";
import { carriedParams, readCampaign } from "@/lib/campaign";
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

/** The checkout tab this page opened, while it is open: another click brings it back, not a new tab. */
let checkoutTab: Window | null = null;

/**
 * Upgrade buttons (docs/product/screens.md#routes): checkout for the chosen plan in a new tab, with the page's referral code
 * (docs/product/decisions.md#d-19), the visit's campaign (`utm_*`) and where the agent was going (`next`, a path inside the
 * app). Signed-out visitors may pay first; the server sends them to the post-purchase page.
 */
export function useStartCheckout() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PaidPlan | null>(null);

  async function start(plan: PaidPlan) {
    // One checkout, one tab: a click while one is being opened does nothing more.
    if (pending) return;
    // Opened within the click itself: a tab opened after an await would be blocked as a pop-up. A
    // checkout tab still open is reused (and brought forward) for the new checkout.
    const reused = checkoutTab && !checkoutTab.closed ? checkoutTab : null;
    const tab = reused ?? window.open("", "_blank");
    checkoutTab = tab;
    reused?.focus();
    markCheckoutOpened();
    // A reused tab may be on Stripe's page (another origin): it is only pointed at the new checkout.
    if (tab && !reused) {
      tab.opener = null;
      tab.document.title = t("billing.pricing.opening");
      tab.document.body.textContent = t("billing.pricing.opening");
    }
    setPending(plan);
    try {
      const carried = carriedParams(window.location.search);
      const via = carried.get("via") ?? readReferralCode();
      const next = carried.get("next");
      // This page's campaign wins over the one kept from an earlier page of the visit.
      const campaign = { ...readCampaign(), ...campaignOf(carried) };
      const { url } = await createCheckout({
        plan,
        via: via && REFERRAL_CODE_PATTERN.test(via) ? via : undefined,
        language: currentLanguage(),
        ...(next && isAppPath(next) ? { next } : {}),
        ...(Object.keys(campaign).length > 0 ? { campaign } : {}),
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
