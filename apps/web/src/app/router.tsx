import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { AppLayout } from "@/components/layout/app-layout";
import { PublicLayout } from "@/components/layout/public-layout";
import { RedirectSignedIn, RequireAdmin, RequirePaid, RequireUser } from "@/features/auth/components/guards";
import { AppNotFoundPage } from "./routes/app/not-found";
import { AuthCallbackPage } from "./routes/auth-callback";
import { CheckEmailPage } from "./routes/check-email";
import { LandingPage } from "./routes/landing";
import { PostPurchasePage } from "./routes/post-purchase";
import { PricingPage } from "./routes/pricing";
import { SubscriptionCancelPage } from "./routes/subscription-cancel";
import { SubscriptionSuccessPage } from "./routes/subscription-success";

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
      { path: "pricing", element: <PricingPage /> },
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
      { path: "auth/callback", element: <AuthCallbackPage /> },
      { path: "auth/check-email", element: <CheckEmailPage /> },
      { path: "subscription-success", element: <SubscriptionSuccessPage /> },
      { path: "subscription-cancel", element: <SubscriptionCancelPage /> },
      { path: "post-purchase", element: <PostPurchasePage /> },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
  {
    path: "app",
    element: <RequireUser />,
    children: [
      {
        element: <AppLayout />,
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
          { path: "*", element: <AppNotFoundPage /> },
        ],
      },
    ],
  },
]);
