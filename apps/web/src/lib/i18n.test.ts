import i18n from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { chooseLanguage, detectLanguage, FEATURE_NAMESPACES, LANGUAGE_STORAGE_KEY } from "./i18n";

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clears what the code under test wrote.
  document.cookie = `${LANGUAGE_STORAGE_KEY}=; path=/; max-age=0`;
});

describe("the visitor's language (docs/product/index.md)", () => {
  it.each([
    ["nothing stored, no link", null, "", "en"],
    ["a link", null, "?lng=fr", "fr"],
    ["a regional link", null, "?lng=es-MX", "es"],
    ["an unknown language", null, "?lng=de", "en"],
    ["a stored choice over a link", "es", "?lng=fr", "es"],
    ["an unknown stored value, then the link", "xx", "?lng=fr", "fr"],
  ])("%s", (_case, stored, search, expected) => {
    if (stored) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    expect(detectLanguage(search)).toBe(expected);
  });

  it("remembers a choice in local storage and tells the server in a cookie", async () => {
    await chooseLanguage("fr");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("fr");
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE_KEY}=fr`);
  });
});

describe("namespaces (docs/product/screens.md: each screen's strings, in one language)", () => {
  it("keeps every feature's strings out of the core loaded at start-up", () => {
    const core = i18n.getResourceBundle("en", "translation");
    expect(Object.keys(core)).toContain("nav");
    for (const ns of FEATURE_NAMESPACES) {
      expect(core).not.toHaveProperty(ns);
      expect(Object.keys(i18n.getResourceBundle("en", ns))).toEqual([ns]);
    }
  });

  it("finds a feature's strings by their usual key, and loads them in the new language on a switch", async () => {
    expect(i18n.t("landing.title")).toBe("Close bigger cases on every call");
    await chooseLanguage("es");
    expect(i18n.hasResourceBundle("es", "chat")).toBe(true);
    expect(i18n.t("landing.title")).toBe("Cierre casos más grandes en cada llamada");
    expect(i18n.t("nav.pricing")).toBe("Precios");
  });
});
