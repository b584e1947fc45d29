import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, type RouteObject, useRoutes } from "react-router";
import { PageErrorBoundary } from "@/components/layout/page-error-boundary";
import { PUBLIC_NAMESPACES, PublicLayout } from "@/components/layout/public-layout";
import { RequireAdmin, RequirePaid, RequireUser } from "@/features/auth/components/guards";
import { RedirectSignedIn } from "@/features/auth/components/redirect-signed-in";
import { type FeatureNamespace, hasNamespaces, loadNamespaces } from "@/lib/i18n";
import { LandingPage } from "./routes/landing";

/**
 * Only the landing page and the public shell are in the first load. The prerendered landing's own entry
 * (decision 008) imports them too: shared by both entries, they travel in the chunks both load, where a
 * lazy landing here would split its modules into many small files on the landing's first load. Every
 * other page, and the signed-in shell with its menus, is its own chunk.
 */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T,
  namespaces: readonly FeatureNamespace[] = [],
) {
  let module: Promise<T> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => {
    module ??= load().then((m: T | undefined) => {
      // No module: the import failed after a deploy and the page is reloading for the new build
      // (chunk-reload.ts); render nothing until it does.
      if (m === undefined) return new Promise<T>(() => {});
      loaded = m[name] as ComponentType;
      return m;
    });
    return module;
  };
  // The screen's strings arrive with its code: Suspense shows neither until both are here.
  const Lazy = lazy(() =>
    Promise.all([preload(), loadNamespaces(namespaces)]).then(() => ({ default: loaded! })),
  );
  /**
   * Once preloaded (the first screen, see `preloadScreen`) the page renders at once instead of through
   * its Suspense fallback: the prerendered page it replaces never blinks.
   */
  function Page() {
    const Component = loaded && hasNamespaces(namespaces) ? loaded : Lazy;
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}

/** The namespaces the first screen needs, loaded before it renders (main.tsx). */
export function namespacesFor(pathname: string): readonly FeatureNamespace[] {
  return pathname === "/app" || pathname.startsWith("/app/") ? [] : PUBLIC_NAMESPACES;
}

/** Suspends until some namespaces are loaded: for the shells, which are not lazy themselves. */
function WithNamespaces({
  namespaces,
  children,
}: {
  namespaces: readonly FeatureNamespace[];
  children: ReactNode;
}) {
  useTranslation([...namespaces]);
  return children;
}

/**
 * A page that throws, or whose code cannot be fetched after a deploy, shows a message in place (or
 * reloads once for the new build) instead of blanking the app. While a page's chunk loads, hold the screen's height: otherwise the footer shows at the top and jumps
 * down when the page arrives (Lighthouse measured a layout shift of 0.55 on /pricing).
 */
function Deferred({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<div className="min-h-dvh" aria-hidden />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

const PricingPage = page(() => import("./routes/pricing"), "PricingPage");
const AuthCallbackPage = page(() => import("./routes/auth-callback"), "AuthCallbackPage");
const CheckEmailPage = page(() => import("./routes/check-email"), "CheckEmailPage");
const ResetPasswordPage = page(() => import("./routes/reset-password"), "ResetPasswordPage");
const PostPurchasePage = page(() => import("./routes/post-purchase"), "PostPurchasePage");
const SubscriptionCancelPage = page(() => import("./routes/subscription-cancel"), "SubscriptionCancelPage");
const SubscriptionSuccessPage = page(
  () => import("./routes/subscription-success"),
  "SubscriptionSuccessPage",
);
const TermsPage = page(() => import("./routes/legal"), "TermsPage", ["site"]);
const PrivacyPage = page(() => import("./routes/legal"), "PrivacyPage", ["site"]);
const RefundPage = page(() => import("./routes/legal"), "RefundPage", ["site"]);
const AppLayout = page(() => import("@/components/layout/app-layout"), "AppLayout");
const AppNotFoundPage = page(() => import("./routes/app/not-found"), "AppNotFoundPage");

// The auth page carries the form library, the shared validation rules and better-auth's client: load it
// only where it is used.
const AuthPage = page(() => import("./routes/auth"), "AuthPage");

// Each signed-in screen is its own chunk: the landing page's first load carries none of them.
// The chat card shows a bundle's facts and timing with the bundle screens' words.
const ChatPage = page(() => import("./routes/app/chat"), "ChatPage", [
  "chat",
  "bundles",
  "chatTools",
  "book",
]);
const DashboardPage = page(() => import("./routes/app/dashboard"), "DashboardPage", ["workspace"]);
const BundlesPage = page(() => import("./routes/app/bundles"), "BundlesPage", ["bundles", "book"]);
const LeadsPage = page(() => import("./routes/app/leads"), "LeadsPage", ["book", "bundles"]);
const LeadPage = page(() => import("./routes/app/leads"), "LeadPage", ["book", "bundles"]);
const PitchesPage = page(() => import("./routes/app/pitches"), "PitchesPage", ["pitches"]);
const SettingsPage = page(() => import("./routes/app/settings"), "SettingsPage", [
  "workspace",
  "book",
  "bundles",
  "site",
]);
const SupportPage = page(() => import("./routes/app/support"), "SupportPage", ["workspace", "site"]);
const AdminPage = page(() => import("./routes/app/admin"), "AdminPage", ["admin", "site"]);

/**
 * The code of the first screen when it is a lazy public page, loaded before the first render (main.tsx)
 * alongside the strings: the page drawn by the server is replaced by the same page, never by a blank.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const screens: Record<string, { preload: () => Promise<unknown> }> = { "/pricing": PricingPage };
  return screens[pathname]?.preload() ?? Promise.resolve();
}

/**
 * The routes of docs/product/decisions.md#d-6. Screens that later issues build are real, navigable pages that say so. They are
 * matched by `useRoutes` under a `BrowserRouter` rather than by a data router: nothing here uses loaders
 * or actions, and the data router weighs 16 KB gzip more on the landing's first load (docs/product/screens.md).
 */
const routes: RouteObject[] = [
  {
    element: (
      <Deferred>
        <WithNamespaces namespaces={PUBLIC_NAMESPACES}>
          <PublicLayout>
            <Outlet />
          </PublicLayout>
        </WithNamespaces>
      </Deferred>
    ),
    children: [
      {
        index: true,
        element: (
          <RedirectSignedIn>
            <LandingPage />
          </RedirectSignedIn>
        ),
      },
      {
        path: "pricing",
        element: (
          <Deferred>
            <PricingPage />
          </Deferred>
        ),
      },
      {
        path: "auth",
        element: (
          <RedirectSignedIn>
            <Suspense>
              <AuthPage />
            </Suspense>
          </RedirectSignedIn>
        ),
      },
      {
        path: "auth/callback",
        element: (
          <Deferred>
            <AuthCallbackPage />
          </Deferred>
        ),
      },
      {
        path: "auth/check-email",
        element: (
          <Deferred>
            <CheckEmailPage />
          </Deferred>
        ),
      },
      {
        // Not behind RedirectSignedIn: a signed-in agent may follow the link from Settings' reset mail.
        path: "auth/reset-password",
        element: (
          <Deferred>
            <ResetPasswordPage />
          </Deferred>
        ),
      },
      {
        path: "subscription-success",
        element: (
          <Deferred>
            <SubscriptionSuccessPage />
          </Deferred>
        ),
      },
      {
        path: "subscription-cancel",
        element: (
          <Deferred>
            <SubscriptionCancelPage />
          </Deferred>
        ),
      },
      {
        path: "post-purchase",
        element: (
          <Deferred>
            <PostPurchasePage />
          </Deferred>
        ),
      },
      // Not prerendered (the operator may replace their text while the server runs): drawn by the app.
      ...(
        [
          ["terms", <TermsPage key="terms" />],
          ["privacy", <PrivacyPage key="privacy" />],
          ["refund", <RefundPage key="refund" />],
        ] as const
      ).map(([path, element]) => ({ path, element: <Deferred>{element}</Deferred> })),
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
  {
    path: "app",
    element: <RequireUser />,
    children: [
      {
        element: (
          <Deferred>
            <AppLayout />
          </Deferred>
        ),
        children: [
          { index: true, element: <ChatPage /> },
          { path: "chat", element: <Navigate to="/app" replace /> },
          { path: "dashboard", element: <DashboardPage /> },
          { path: "bundles", element: <BundlesPage /> },
          { path: "fact-finder", element: <Navigate to="/app/bundles" replace /> },
          { path: "leads", element: <LeadsPage /> },
          { path: "leads/:id", element: <LeadPage /> },
          {
            path: "pitches",
            element: (
              <RequirePaid>
                <PitchesPage />
              </RequirePaid>
            ),
          },
          { path: "settings", element: <SettingsPage /> },
          { path: "support", element: <SupportPage /> },
          {
            path: "admin",
            element: (
              <RequireAdmin>
                <AdminPage />
              </RequireAdmin>
            ),
          },
          {
            path: "*",
            element: (
              <Deferred>
                <AppNotFoundPage />
              </Deferred>
            ),
          },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
