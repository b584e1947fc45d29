import type { ReactNode } from "react";
import { SessionProvider, type SessionSource } from "@/features/auth/session";
import { type Navigation, NavigationProvider } from "@/lib/navigation";
import { Toaster } from "./toaster";

/**
 * The tree around every page, whichever entry draws it (decision 008): the entry's implementations of
 * the two seams the shared components use, and the toaster.
 */
export function PageProviders({
  navigation,
  session,
  children,
}: {
  navigation: Navigation;
  session: SessionSource;
  children: ReactNode;
}) {
  return (
    <NavigationProvider value={navigation}>
      <SessionProvider value={session}>
        {children}
        <Toaster />
      </SessionProvider>
    </NavigationProvider>
  );
}
