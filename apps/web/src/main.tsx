import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { router } from "./app/router";
import { initI18n } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { captureReferralCode } from "./lib/referral";
import { applyTheme, storedTheme } from "./lib/theme";
import "./index.css";

initI18n();
applyTheme(storedTheme());
captureReferralCode(window.location.search);
// D-6: the settings page is also reached by the old hash route.
if (window.location.hash === "#/settings") window.history.replaceState(null, "", "/app/settings");

const queryClient = createQueryClient();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* D-18: toasts stay 4 seconds, at most 3 visible. */}
      <Toaster theme={storedTheme()} duration={4000} visibleToasts={3} richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
