import type { Me } from "@buildr/contracts";
import { createContext, useContext } from "react";
import type { PublicConfig } from "./api/requests";

/**
 * What the components shared by both entries ask the server (decision 008): the app answers from its
 * query cache, the prerendered public pages, which ship without it, with plain requests. The members are
 * hooks, so each component keeps its own subscription to what it uses, as with the query library's
 * hooks: a page that mounts after the account was removed from the cache asks the server afresh.
 */
export interface SessionSource {
  /** The signed-in account; null once the server has said nobody is, undefined until it has answered. */
  useAccount(): Me | null | undefined;
  /** Ends the session, then goes to /auth (docs/product/rules-and-figures.md#states). */
  useSignOutAction(): () => void;
  /** After a sign-in, before leaving the page: the next screen must see the new account. */
  useRefreshAccount(): () => Promise<void>;
  /** `/api/config`, once it has arrived. */
  useConfig(): PublicConfig | undefined;
}

const SessionContext = createContext<SessionSource | null>(null);
export const SessionProvider = SessionContext.Provider;

function useSource(): SessionSource {
  const source = useContext(SessionContext);
  if (!source) throw new Error("No SessionProvider above this component");
  return source;
}

export function useAccount() {
  return useSource().useAccount();
}

export function useSignOutAction() {
  return useSource().useSignOutAction();
}

export function useRefreshAccount() {
  return useSource().useRefreshAccount();
}

export function useConfig() {
  return useSource().useConfig();
}
