import { type ReactNode, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { AppRoutes, namespacesFor, preloadScreen } from "./app/router";
import { initI18n } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { captureReferralCode } from "./lib/referral";
import { applyTheme, storedTheme } from "./lib/theme";
import "./index.css";

// Zod's settings load beside the first screen, not in its way: forms validate on the user's input, long
// after this small chunk has arrived.
void import("./lib/zod-config");
applyTheme(storedTheme());
captureReferralCode(window.location.search);
// D-6: the settings page is also reached by the old hash route.
if (window.location.hash === "#/settings") window.history.replaceState(null, "", "/app/settings");

const queryClient = createQueryClient();

/**
 * `/` and `/pricing` arrive prerendered (prerender.tsx) and inert: seen at once, used once the app has
 * drawn the same page over them, so nothing typed or chosen before then is silently lost.
 */
function Started({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => root.removeAttribute("inert"), [root]);
  return children;
}

// The first screen's strings, in the visitor's language only, and its code are loaded before it renders:
// no key ever shows (issue 6). React renders over the prerendered page rather than hydrating it, so a
// difference between the build's render and this one (the visitor's theme, reduced motion, data already
// fetched) can never break the page.
const pathname = window.location.pathname;
void Promise.all([initI18n(namespacesFor(pathname)), preloadScreen(pathname)]).then(() => {
  const root = document.getElementById("root")!;
  const app = (
    <Started root={root}>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </Started>
  );
  // A transition: React renders in slices and leaves the main thread free between them (Lighthouse's
  // total blocking time), instead of one long task. The prerendered page stays until the commit.
  startTransition(() => {
    createRoot(root).render(app);
  });
});
