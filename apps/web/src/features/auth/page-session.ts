import { useEffect, useSyncExternalStore } from "react";
import { getMe, getPublicConfig, signOut } from "./api/requests";
import type { SessionSource } from "./session";

/**
 * One answer of the server for the whole page: asked by the first component that needs it, shared by the
 * others. Undefined until it arrives, and for good if the request fails: the page then shows what a
 * signed-out visitor sees, and the next page load asks again.
 */
export function sharedAnswer<T>(ask: () => Promise<T>): () => T | undefined {
  let answer: T | undefined;
  let asked = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return function useAnswer() {
    // The server snapshot is the build's prerender: nobody is asked there.
    const current = useSyncExternalStore(
      subscribe,
      () => answer,
      () => undefined,
    );
    useEffect(() => {
      if (asked) return;
      asked = true;
      ask().then(
        (value) => {
          answer = value;
          for (const listener of listeners) listener();
        },
        () => {},
      );
    }, []);
    return current;
  };
}

/** Like the app's sign-out: to /auth, whether or not the server could be told. */
function signOutAndLeave() {
  const leave = () => window.location.replace("/auth");
  void signOut().then(leave, leave);
}

const nothingToRefresh = () => Promise.resolve();

/**
 * The public entry's answers to the session seam (decision 008): plain requests. Every way out of these
 * pages is a page load, which asks the server afresh, so nothing here is ever refreshed.
 */
export const PAGE_SESSION: SessionSource = {
  useAccount: sharedAnswer(getMe),
  useSignOutAction: () => signOutAndLeave,
  useRefreshAccount: () => nothingToRefresh,
  useConfig: sharedAnswer(getPublicConfig),
};
