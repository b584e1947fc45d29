import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { captureCampaign } from "@/lib/campaign";
import { captureReferralCode } from "@/lib/referral";
import { applyTheme, storedTheme } from "@/lib/theme";

/**
 * `/` and `/pricing` arrive prerendered (prerender.tsx) and inert: seen at once, used once React has
 * drawn the same page over them, so nothing typed or chosen before then is silently lost.
 */
function Started({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => root.removeAttribute("inert"), [root]);
  return children;
}

/**
 * How both entries start (main.tsx, public-main.tsx): the visitor's theme, referral code and campaign at once; the
 * first screen once `prepare` has loaded its strings, in the visitor's language only, and its code, so
 * no key ever shows (docs/product/screens.md). React renders over the prerendered page rather than hydrating it, so a
 * difference between the build's render and this one (the visitor's theme, reduced motion, data already
 * fetched) can never break the page.
 */
export function start(prepare: () => Promise<ReactNode>) {
  // Zod's settings load beside the first screen, not in its way: forms validate on the user's input, long
  // after this small chunk has arrived.
  void import("@/lib/zod-config");
  applyTheme(storedTheme());
  captureReferralCode(window.location.search);
  captureCampaign(window.location.search);
  void prepare().then((screen) => {
    const root = document.getElementById("root")!;
    const app = (
      <StrictMode>
        <Started root={root}>{screen}</Started>
      </StrictMode>
    );
    // A transition: React renders in slices and leaves the main thread free between them (Lighthouse's
    // total blocking time), instead of one long task. The prerendered page stays until the commit.
    startTransition(() => {
      createRoot(root).render(app);
    });
  });
}
