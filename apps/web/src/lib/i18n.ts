import i18n, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";

export const SUPPORTED_LANGUAGES = ["en", "es", "fr"] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "buildr.lng";

type Strings = Record<string, unknown>;
type Loader = () => Promise<Strings>;

/**
 * docs/product/screens.md: a visitor downloads their own language only, and only the strings of the screens they open.
 * The core (`translation`: navigation, auth, billing, errors…) is loaded at start-up; each feature's
 * strings are their own namespace, loaded with the screen that needs them (see `app/router.tsx`).
 * A feature namespace holds its strings under its own name (`{ landing: {...} }`) and is a fallback
 * namespace, so `t("landing.title")` keeps working from any component without naming a namespace.
 */
const CORE: Record<AppLanguage, Loader> = {
  en: () => import("@/locales/en").then((m) => m.coreEn),
  es: () => import("@/locales/es").then((m) => m.coreEs),
  fr: () => import("@/locales/fr").then((m) => m.coreFr),
};

const FEATURES = {
  landing: {
    en: () => import("@/locales/landing/en").then((m) => m.landingEn),
    es: () => import("@/locales/landing/es").then((m) => m.landingEs),
    fr: () => import("@/locales/landing/fr").then((m) => m.landingFr),
  },
  workspace: {
    en: () => import("@/locales/workspace/en").then((m) => m.workspaceEn),
    es: () => import("@/locales/workspace/es").then((m) => m.workspaceEs),
    fr: () => import("@/locales/workspace/fr").then((m) => m.workspaceFr),
  },
  bundles: {
    en: () => import("@/locales/bundles/en").then((m) => m.bundlesEn),
    es: () => import("@/locales/bundles/es").then((m) => m.bundlesEs),
    fr: () => import("@/locales/bundles/fr").then((m) => m.bundlesFr),
  },
  pitches: {
    en: () => import("@/locales/pitches/en").then((m) => m.pitchesEn),
    es: () => import("@/locales/pitches/es").then((m) => m.pitchesEs),
    fr: () => import("@/locales/pitches/fr").then((m) => m.pitchesFr),
  },
  chat: {
    en: () => import("@/locales/chat/en").then((m) => m.chatEn),
    es: () => import("@/locales/chat/es").then((m) => m.chatEs),
    fr: () => import("@/locales/chat/fr").then((m) => m.chatFr),
  },
  chatTools: {
    en: () => import("@/locales/chat-tools/en").then((m) => m.chatToolsEn),
    es: () => import("@/locales/chat-tools/es").then((m) => m.chatToolsEs),
    fr: () => import("@/locales/chat-tools/fr").then((m) => m.chatToolsFr),
  },
  book: {
    en: () => import("@/locales/book/en").then((m) => m.bookEn),
    es: () => import("@/locales/book/es").then((m) => m.bookEs),
    fr: () => import("@/locales/book/fr").then((m) => m.bookFr),
  },
  admin: {
    en: () => import("@/locales/admin/en").then((m) => m.adminEn),
    es: () => import("@/locales/admin/es").then((m) => m.adminEs),
    fr: () => import("@/locales/admin/fr").then((m) => m.adminFr),
  },
  site: {
    en: () => import("@/locales/site/en").then((m) => m.siteEn),
    es: () => import("@/locales/site/es").then((m) => m.siteEs),
    fr: () => import("@/locales/site/fr").then((m) => m.siteFr),
  },
} satisfies Record<string, Record<AppLanguage, Loader>>;

export type FeatureNamespace = keyof typeof FEATURES;
export const FEATURE_NAMESPACES = Object.keys(FEATURES) as FeatureNamespace[];

const backend: BackendModule = {
  type: "backend",
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const language = isSupported(lng) ? lng : "en";
    const load =
      ns === "translation"
        ? CORE[language]()
        : ns in FEATURES
          ? FEATURES[ns as FeatureNamespace][language]().then((strings) => ({ [ns]: strings }))
          : Promise.reject(new Error(`unknown namespace ${ns}`));
    load.then(
      (strings) => callback(null, strings),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Spec §1: local storage first, then the `lng` query parameter; English by default. Only a choice is
 * remembered (the `lng` of a link, or the language menu): remembering the default on a first visit
 * would make every later `?lng=` link powerless.
 */
export function detectLanguage(search = window.location.search): AppLanguage {
  for (const candidate of [storedLanguage(), new URLSearchParams(search).get("lng")]) {
    const lng = candidate?.slice(0, 2).toLowerCase();
    if (lng && isSupported(lng)) return lng;
  }
  return "en";
}

/**
 * Starts i18next in the visitor's language with the core strings and the given feature namespaces;
 * resolves once they are loaded, so the first render never shows a key.
 */
export async function initI18n(namespaces: readonly FeatureNamespace[] = []) {
  if (i18n.isInitialized) {
    await i18n.loadNamespaces([...namespaces]);
    return i18n;
  }
  const lng = detectLanguage();
  const fromLink = new URLSearchParams(window.location.search).get("lng");
  if (fromLink && isSupported(fromLink) && !storedLanguage()) rememberLanguage(fromLink);
  const stored = storedLanguage()?.slice(0, 2) ?? null;
  mirrorToCookie(stored && isSupported(stored) ? stored : null);
  const syncHtmlLang = (language: string) => {
    document.documentElement.lang = language.slice(0, 2);
  };
  i18n.on("languageChanged", syncHtmlLang);
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: SUPPORTED_LANGUAGES,
      // es and fr are typed against the English source, so no key can be missing: loading English
      // beside them "just in case" would double a Spanish or French visitor's download.
      fallbackLng: false,
      load: "languageOnly",
      ns: ["translation", ...namespaces],
      defaultNS: "translation",
      fallbackNS: FEATURE_NAMESPACES,
      interpolation: { escapeValue: false },
    });
  syncHtmlLang(i18n.language);
  return i18n;
}

/** Loads feature namespaces in the current language (a no-op for those already there). */
export function loadNamespaces(namespaces: readonly FeatureNamespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/** Whether feature namespaces are already loaded in the current language. */
export function hasNamespaces(namespaces: readonly FeatureNamespace[]): boolean {
  return namespaces.every((ns) => i18n.hasLoadedNamespace(ns));
}

function isSupported(lng: string): lng is AppLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lng);
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberLanguage(lng: AppLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage blocked: the language still applies to this visit.
  }
  mirrorToCookie(lng);
}

/**
 * The server cannot read local storage: a cookie of the same name tells it which language's prerendered
 * page to send (docs/product/screens.md). Local storage stays the source of truth; the cookie follows it at each start.
 */
function mirrorToCookie(lng: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we serve.
  document.cookie = lng
    ? `${LANGUAGE_STORAGE_KEY}=${lng}; path=/; max-age=31536000; samesite=lax`
    : `${LANGUAGE_STORAGE_KEY}=; path=/; max-age=0; samesite=lax`;
}

/**
 * The user's explicit choice: applied and remembered on this device. i18next loads every namespace
 * already in use in the new language before it switches, so the screen never shows a key.
 */
export function chooseLanguage(lng: AppLanguage) {
  rememberLanguage(lng);
  return i18n.changeLanguage(lng);
}

export function currentLanguage(): AppLanguage {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? "en").slice(0, 2);
  return isSupported(lng) ? lng : "en";
}
