import { lazy, Suspense, useEffect } from "react";
import { useLocation, useNavigate } from "@/lib/navigation";

/** `?signup=free-2-bundles` (docs/product/screens.md#routes pricing) opens the sign-up dialog; so does the event below. */
export const SIGN_UP_PARAM = "signup";
export const OPEN_SIGN_UP_EVENT = "buildr:open-sign-up";

// The form, its rules and better-auth's client load only when the dialog opens.
export const AuthDialog = lazy(() => import("./auth-dialog").then((m) => ({ default: m.AuthDialog })));

/** The same page with its query changed. */
function withQuery(pathname: string, search: string, change: (params: URLSearchParams) => void) {
  const params = new URLSearchParams(search);
  change(params);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Watches the address and the open-sign-up event; closing the dialog returns to the page without the query. */
export function SignUpTrigger() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const open = new URLSearchParams(search).has(SIGN_UP_PARAM);

  useEffect(() => {
    const openDialog = () =>
      navigate(withQuery(pathname, search, (params) => params.set(SIGN_UP_PARAM, "free-2-bundles")));
    window.addEventListener(OPEN_SIGN_UP_EVENT, openDialog);
    return () => window.removeEventListener(OPEN_SIGN_UP_EVENT, openDialog);
  }, [navigate, pathname, search]);

  if (!open) return null;
  return (
    <Suspense>
      <AuthDialog
        open
        onOpenChange={(next) => {
          if (!next) navigate(withQuery(pathname, search, (params) => params.delete(SIGN_UP_PARAM)));
        }}
      />
    </Suspense>
  );
}
