import { AppProviders } from "./app/providers";
import { AppRoutes, namespacesFor, preloadScreen } from "./app/router";
import { start } from "./app/start";
import { reloadOnceForNewVersion } from "./lib/chunk-reload";
import { initI18n } from "./lib/i18n";
import { legacyRoute } from "./lib/legacy-route";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

// After a deploy an open tab may ask for code chunks that no longer exist: reload once for the new build
// (Vite reports the failed import here). When that was just tried, the page's error boundary says so.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForNewVersion()) event.preventDefault();
});

// The whole app. The prerendered `/` and `/pricing` start from their own entry (public-main.tsx); the app
// draws them too when reached from inside it, or in development, where nothing is prerendered.
const legacy = legacyRoute(window.location.hash);
if (legacy) window.history.replaceState(null, "", legacy);

const queryClient = createQueryClient();
const pathname = window.location.pathname;
start(() =>
  Promise.all([initI18n(namespacesFor(pathname)), preloadScreen(pathname)]).then(() => (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  )),
);
