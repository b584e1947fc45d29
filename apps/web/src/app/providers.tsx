import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { Toaster } from "./toaster";

/**
 * The tree around the router, the same in the browser and in the build's prerender (`prerender.tsx`), so
 * the page the browser draws over the prerendered one is the same page.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
