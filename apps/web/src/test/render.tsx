import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { ROUTER_NAVIGATION } from "@/app/providers";
import { QUERY_SESSION } from "@/features/auth/query-session";
import { SessionProvider } from "@/features/auth/session";
import { NavigationProvider } from "@/lib/navigation";
import { createQueryClient } from "@/lib/query-client";

/**
 * Renders a component with the app's providers, its seams included (without the toaster: a test that
 * needs one renders its own); the public config is preset (no server in unit tests).
 */
export function renderWithProviders(ui: ReactNode, { route = "/" }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(["public-config"], {
    googleEnabled: false,
    devMailbox: true,
    billingTestMode: true,
    supportEmail: "support@buildr.ai",
    supportPhone: "+1 888 555 0142",
  });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <NavigationProvider value={ROUTER_NAVIGATION}>
            <SessionProvider value={QUERY_SESSION}>{ui}</SessionProvider>
          </NavigationProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
