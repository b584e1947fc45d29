import { isAppPath } from "@buildr/contracts/plans";

/**
 * Where a signed-out agent was going: a link into `/app/...` sends them to sign in with `?next=`, and
 * signing in (password, magic link, Google, or the sign-up's confirmation link) brings them back there.
 * Only paths inside the app are followed, so the parameter cannot send anyone to another site.
 */
export const DEFAULT_AFTER_SIGN_IN = "/app";

/** The same rule the server applies to a checkout's `next` (`isAppPath`). */
export function safeReturnTo(value: string | null | undefined): string {
  return value && isAppPath(value) ? value : DEFAULT_AFTER_SIGN_IN;
}

/** The sign-in page's address for a signed-out visit to `path` (a path, its query and hash). */
export function signInPathFor(path: string): string {
  const next = safeReturnTo(path);
  return next === DEFAULT_AFTER_SIGN_IN ? "/auth" : `/auth?next=${encodeURIComponent(next)}`;
}

/** Where to go after signing in from the current page. */
export function returnTo(): string {
  if (typeof window === "undefined") return DEFAULT_AFTER_SIGN_IN;
  return safeReturnTo(new URLSearchParams(window.location.search).get("next"));
}
