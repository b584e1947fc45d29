import type { ReactNode } from "react";
import { PublicLayout } from "@/components/layout/public-layout";
import { RedirectSignedIn } from "@/features/auth/components/redirect-signed-in";
import { PAGE_SESSION } from "@/features/auth/page-session";
import type { Navigation } from "@/lib/navigation";
import { PageProviders } from "./page-providers";
import { LandingPage } from "./routes/landing";

/**
 * The pages of the public entry (decision 008), each loaded before its first render: the landing is part
 * of the entry, pricing comes with its own chunk. They are the prerendered pages, and the app's router
 * draws the same ones.
 */
export const PUBLIC_PAGES = {
  "/": async () => (
    <RedirectSignedIn>
      <LandingPage />
    </RedirectSignedIn>
  ),
  "/pricing": () => import("./routes/pricing").then(({ PricingPage }) => <PricingPage />),
} satisfies Record<string, () => Promise<ReactNode>>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export function isPublicPath(pathname: string): pathname is PublicPath {
  return Object.hasOwn(PUBLIC_PAGES, pathname);
}

/**
 * A public page with everything around it, the same in the browser (public-main.tsx) and in the build's
 * prerender (prerender.tsx), so the page the browser draws over the prerendered one is the same page.
 */
export function PublicSite({ navigation, children }: { navigation: Navigation; children: ReactNode }) {
  return (
    <PageProviders navigation={navigation} session={PAGE_SESSION}>
      <PublicLayout>{children}</PublicLayout>
    </PageProviders>
  );
}
