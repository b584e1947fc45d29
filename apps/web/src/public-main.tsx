import { isPublicPath, PUBLIC_PAGES, PublicSite } from "./app/public-pages";
import { start } from "./app/start";
import { PUBLIC_NAMESPACES } from "./components/layout/public-layout";
import { reloadOnceForNewVersion } from "./lib/chunk-reload";
import { initI18n } from "./lib/i18n";
import { legacyRoute } from "./lib/legacy-route";
import { PAGE_NAVIGATION } from "./lib/page-navigation";
import "./index.css";

// After a deploy an open tab may ask for code chunks that no longer exist: reload once for the new build
// (Vite reports the failed import here). When that was just tried, the page's error boundary says so.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForNewVersion()) event.preventDefault();
});

/*
 * The entry of the prerendered public pages, `/` and `/pricing` (decision 008): the same pages as the
 * app draws, without its router and its query cache, so the landing's first load stays within docs/product/screens.md's
 * 120 KB. Links to other pages, and to the app, are page loads.
 */
const { pathname, hash } = window.location;
// The old hash routes arrive here (the server never sees a hash): the app, which has the page, takes over.
const legacy = legacyRoute(hash);
if (legacy) window.location.replace(legacy);
else if (!isPublicPath(pathname)) window.location.replace("/");
else
  start(() =>
    Promise.all([PUBLIC_PAGES[pathname](), initI18n(PUBLIC_NAMESPACES)]).then(([page]) => (
      <PublicSite navigation={PAGE_NAVIGATION}>{page}</PublicSite>
    )),
  );
