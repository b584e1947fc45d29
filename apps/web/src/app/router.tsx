import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { PublicLayout } from "@/components/layout/public-layout";
import { RedirectSignedIn, RequireAdmin, RequirePaid, RequireUser } from "@/features/auth/components/guards";
import { LandingPage } from "./routes/landing";

/**
 * Only the landing page and the public shell are in the first load (issue 6: landing JavaScript within
 * 120 KB gzip). Every other page, and the signed-in shell with its menus, is its own chunk.
 */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

/**
 * While a page's chunk loads, hold the screen's height: otherwise the footer shows at the top and jumps
 * down when the page arrives (Lighthouse measured a layout shift of 0.55 on /pricing).
 */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="min-h-dvh" aria-hidden />}>{children}</Suspense>;
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
const AppLayout = page(() => import("@/components/layout/app-layout"), "AppLayout");
const AppNotFoundPage = page(() => import("./routes/app/not-found"), "AppNotFoundPage");

// The auth page carries the form library, the shared validation rules and better-auth's client: load it
// only where it is used.
const AuthPage = lazy(() => import("./routes/auth").then((m) => ({ default: m.AuthPage })));

// Each signed-in screen is its own chunk: the landing page's first load carries none of them.
const ChatPage = lazy(() => import("./routes/app/chat").then((m) => ({ default: m.ChatPage })));
const DashboardPage = lazy(() =>
  import("./routes/app/dashboard").then((m) => ({ default: m.DashboardPage })),
);
const BundlesPage = lazy(() => import("./routes/app/bundles").then((m) => ({ default: m.BundlesPage })));
const PitchesPage = lazy(() => import("./routes/app/pitches").then((m) => ({ default: m.PitchesPage })));
const SettingsPage = lazy(() => import("./routes/app/settings").then((m) => ({ default: m.SettingsPage })));
const SupportPage = lazy(() => import("./routes/app/support").then((m) => ({ default: m.SupportPage })));
const AdminPage = lazy(() => import("./routes/app/admin").then((m) => ({ default: m.AdminPage })));

/** The routes of D-6. Screens that later issues build are real, navigable pages that say so. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
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
]);
