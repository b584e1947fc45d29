import { lazy, Suspense, useEffect, useState } from "react";
import { storedTheme } from "@/lib/theme";

const SonnerToaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * docs/product/screens.md: the toaster is not part of the landing's first load; it arrives once the page is idle. No
 * toast is lost meanwhile: sonner replays the active ones to a toaster that subscribes late, and every
 * screen that raises one already loads sonner with its own code.
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense>
      {/* docs/product/decisions.md#d-18: toasts stay 4 seconds, at most 3 visible. */}
      <SonnerToaster theme={storedTheme()} duration={4000} visibleToasts={3} richColors closeButton />
    </Suspense>
  );
}
