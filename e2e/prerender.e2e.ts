import { describe, expect, it } from "vitest";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

const LANDING_TITLE = {
  en: "Close bigger cases on every call",
  es: "Cierre casos más grandes en cada llamada",
  fr: "Concluez des dossiers plus importants à chaque appel",
};

async function html(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${e2e.baseURL}${path}`, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

describe("the public pages arrive drawn (docs/product/screens.md)", () => {
  it("sends / and /pricing prerendered in the visitor's language: stored choice, then ?lng, else English", async () => {
    expect(await html("/")).toContain(LANDING_TITLE.en);
    expect(await html("/", { cookie: "buildr.lng=es" })).toContain(LANDING_TITLE.es);
    expect(await html("/?lng=fr")).toContain(LANDING_TITLE.fr);
    // The stored choice wins over a link's language, as in the browser (docs/product/index.md).
    expect(await html("/?lng=fr", { cookie: "buildr.lng=es" })).toContain(LANDING_TITLE.es);
    expect(await html("/pricing")).toContain("Simple pricing that pays for itself");
    // Pages that are not prerendered get the empty shell.
    expect(await html("/auth")).toContain('<div id="root"></div>');
  });

  it("shows the landing and the plans before any JavaScript runs", async () => {
    const { page } = await e2e.open({ javaScriptEnabled: false });
    await page.goto("/");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(LANDING_TITLE.en);
    expect(await page.getByRole("link", { name: "Pricing" }).first().isVisible()).toBe(true);
    await page.goto("/pricing");
    await page.getByRole("heading", { level: 1, name: "Simple pricing that pays for itself" }).waitFor();
    expect(await page.getByRole("heading", { name: "Premium", exact: false }).first().isVisible()).toBe(true);
  });

  it("takes over the prerendered page without errors, then switches language and keeps it on reload", async () => {
    const { page, problems } = await e2e.open();
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: LANDING_TITLE.en }).waitFor();
    // Interactive once the app has started: the language menu answers.
    await page.getByLabel("Language").first().selectOption("es");
    await page.getByRole("heading", { level: 1, name: LANDING_TITLE.es }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    // The server now sends the Spanish page.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: LANDING_TITLE.es }).waitFor();
    await page.getByRole("link", { name: "Precios" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Precios sencillos que se pagan solos" }).waitFor();
    // Going back to English from a page the server drew in Spanish.
    await page.getByLabel("Idioma").first().selectOption("en");
    await page.getByRole("heading", { level: 1, name: "Simple pricing that pays for itself" }).waitFor();
    expect(problems).toEqual([]);
  });
});
