import { lazy, Suspense, useEffect } from "react";
import { useSearchParams } from "react-router";

/** `?signup=free-2-bundles` (site.md §2 pricing) opens the sign-up dialog; so does the event below. */
export const SIGN_UP_PARAM = "signup";
export const OPEN_SIGN_UP_EVENT = "buildr:open-sign-up";

// The form, its rules and better-auth's client load only when the dialog opens.
export const AuthDialog = lazy(() => import("./auth-dialog").then((m) => ({ default: m.AuthDialog })));

/** Watches the address and the open-sign-up event; closing the dialog returns to the page without the query. */
export function SignUpTrigger() {
  const [params, setParams] = useSearchParams();
  const open = params.has(SIGN_UP_PARAM);

  useEffect(() => {
    const openDialog = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(SIGN_UP_PARAM, "free-2-bundles");
          return next;
        },
        { preventScrollReset: true },
      );
    window.addEventListener(OPEN_SIGN_UP_EVENT, openDialog);
    return () => window.removeEventListener(OPEN_SIGN_UP_EVENT, openDialog);
  }, [setParams]);

  if (!open) return null;
  return (
    <Suspense>
      <AuthDialog
        open
        onOpenChange={(next) => {
          if (next) return;
          setParams(
            (current) => {
              const rest = new URLSearchParams(current);
              rest.delete(SIGN_UP_PARAM);
              return rest;
            },
            { preventScrollReset: true },
          );
        }}
      />
    </Suspense>
  );
}
