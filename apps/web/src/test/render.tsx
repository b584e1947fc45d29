import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { createQueryClient } from "@/lib/query-client";

/** Renders a component with the app's providers; the public config is preset (no server in unit tests). */
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
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
