/**
 * Build-time prerender of the public pages (docs/product/screens.md, Lighthouse on a throttled phone): the HTML of `/`
 * and `/pricing` in each language, as a signed-out visitor first sees them, so the page paints before
 * any JavaScript has run. The browser then renders the same page over it (public-main.tsx). Run by
 * `scripts/prerender.mjs` after the client build; never part of the app's bundle.
 */
import i18n from "i18next";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { initReactI18next } from "react-i18next";
import { PUBLIC_PAGES, type PublicPath, PublicSite } from "@/app/public-pages";
import { PUBLIC_NAMESPACES } from "@/components/layout/public-layout";
import { type AppLanguage, FEATURE_NAMESPACES, SUPPORTED_LANGUAGES } from "@/lib/i18n";
import { PAGE_NAVIGATION } from "@/lib/page-navigation";
import { en, es, fr } from "@/locales/all";

export const PRERENDERED_PATHS = Object.keys(PUBLIC_PAGES) as PublicPath[];
export { SUPPORTED_LANGUAGES };

const all = { en, es, fr };

async function startI18n(lng: AppLanguage) {
  if (!i18n.isInitialized) {
    // The same namespaces as in the browser (lib/i18n.ts), from the assembled strings.
    const resources = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => {
        const { landing, admin, workspace, bundles, pitches, chat, chatTools, book, site, ...core } =
          all[language];
        const features = { landing, admin, workspace, bundles, pitches, chat, chatTools, book, site };
        return [
          language,
          {
            translation: core,
            ...Object.fromEntries(FEATURE_NAMESPACES.map((ns) => [ns, { [ns]: features[ns] }])),
          },
        ];
      }),
    );
    await i18n.use(initReactI18next).init({
      lng,
      resources,
      fallbackLng: false,
      ns: ["translation", ...PUBLIC_NAMESPACES],
      defaultNS: "translation",
      fallbackNS: FEATURE_NAMESPACES,
      interpolation: { escapeValue: false },
    });
  }
  await i18n.changeLanguage(lng);
}

async function toHtml(tree: ReactNode): Promise<string> {
  // prerender (unlike renderToString) waits for the lazy pages' Suspense boundaries to resolve. Without
  // an unlimited chunk size, React sends a large boundary hidden, behind an inline script that reveals
  // it: the CSP (script-src 'self') would keep it hidden until the JavaScript arrived.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** The markup inside `#root` for one public page in one language. */
export async function prerenderPage(path: PublicPath, lng: AppLanguage) {
  await startI18n(lng);
  // The page at its plain address: no query, so no dialog open.
  const navigation = { ...PAGE_NAVIGATION, useLocation: () => ({ pathname: path, search: "" }) };
  return toHtml(<PublicSite navigation={navigation}>{await PUBLIC_PAGES[path]()}</PublicSite>);
}
