import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BrowserRouter, Link, useLocation, useNavigate } from "react-router";
import { QUERY_SESSION } from "@/features/auth/query-session";
import type { Navigation } from "@/lib/navigation";
import { PageProviders } from "./page-providers";

/** The app moves between pages inside its router, public pages included. */
export const ROUTER_NAVIGATION: Navigation = { Link, useLocation, useNavigate };

/** The tree around the app's routes (main.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <PageProviders navigation={ROUTER_NAVIGATION} session={QUERY_SESSION}>
          {children}
        </PageProviders>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
