import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { en } from "@/locales/en";
import { es } from "@/locales/es";
import { fr } from "@/locales/fr";

export const SUPPORTED_LANGUAGES = ["en", "es", "fr"] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "buildr.lng";

/**
 * Spec §1: local storage first, then the `lng` query parameter; English by default. Only a choice is
 * cached (the `lng` of a link, or the language menu): caching the default on a first visit would make
 * every later `?lng=` link powerless.
 */
export function initI18n() {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en }, es: { translation: es }, fr: { translation: fr } },
      supportedLngs: SUPPORTED_LANGUAGES,
      fallbackLng: "en",
      nonExplicitSupportedLngs: true,
      load: "languageOnly",
      interpolation: { escapeValue: false },
      detection: {
        order: ["localStorage", "querystring"],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupQuerystring: "lng",
        caches: [],
      },
      initAsync: false,
    });
  const fromLink = new URLSearchParams(window.location.search).get("lng");
  if (fromLink && isSupported(fromLink) && !storedLanguage()) rememberLanguage(fromLink);
  const syncHtmlLang = (lng: string) => {
    document.documentElement.lang = lng.slice(0, 2);
  };
  syncHtmlLang(i18n.resolvedLanguage ?? "en");
  i18n.on("languageChanged", syncHtmlLang);
  return i18n;
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
}

/** The user's explicit choice: applied now and remembered on this device. */
export function chooseLanguage(lng: AppLanguage) {
  rememberLanguage(lng);
  return i18n.changeLanguage(lng);
}

export function currentLanguage(): AppLanguage {
  const lng = (i18n.resolvedLanguage ?? "en").slice(0, 2);
  return isSupported(lng) ? lng : "en";
}
