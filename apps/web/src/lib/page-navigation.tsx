import { type MouseEvent, useMemo, useSyncExternalStore } from "react";
import type { LinkProps, Navigate, Navigation } from "./navigation";

/**
 * Whether going to `to` only changes the query of the page on show (the sign-up dialog's `?signup=`):
 * that happens in place, as the router would do it. A hash is left to the browser, which scrolls.
 */
export function changesQueryOnly(to: string, from: Pick<URL, "href" | "origin" | "pathname" | "search">) {
  const url = new URL(to, from.href);
  return (
    url.origin === from.origin && url.pathname === from.pathname && !url.hash && url.search !== from.search
  );
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/** Another page is a page load (it arrives prerendered, or as the app); the same page changes in place. */
export const navigateByPage: Navigate = (to, { replace = false } = {}) => {
  if (changesQueryOnly(to, window.location)) {
    window.history[replace ? "replaceState" : "pushState"](null, "", to);
    for (const listener of listeners) listener();
  } else if (replace) {
    window.location.replace(to);
  } else {
    window.location.assign(to);
  }
};

/** An ordinary link; a plain click that only changes the query stays on the page. */
function PageLink({ to, onClick, ...props }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    const elsewhere = props.target !== undefined && props.target !== "_self";
    if (event.defaultPrevented || modified || elsewhere || !changesQueryOnly(to, window.location)) return;
    event.preventDefault();
    navigateByPage(to);
  };
  return <a {...props} href={to} onClick={follow} />;
}

function usePageLocation() {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  return useMemo(() => ({ pathname, search }), [pathname, search]);
}

/** The public entry's navigation (decision 008): no router, so links and redirects load pages. */
export const PAGE_NAVIGATION: Navigation = {
  Link: PageLink,
  useLocation: usePageLocation,
  useNavigate: () => navigateByPage,
};
