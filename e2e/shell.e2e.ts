import { describe, expect, it } from "vitest";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

describe("the app shell: routes of docs/product/decisions.md#d-6, guards of docs/product/decisions.md#d-5, three languages", () => {
  it("shows a free agent the upgrade gate, the admin refusal, a 404 and the redirects", async () => {
    const { page, problems } = await e2e.newAgent("Free Agent");
    await page.getByText("2 free bundles left this month").filter({ visible: true }).waitFor();

    await page.goto("/app/pitches");
    await page.getByRole("heading", { name: "Upgrade Required" }).waitFor();
    await page.goto("/app/admin");
    await page.getByText("Access Denied: You don't have permission to access this page.").waitFor();
    expect(await page.getByRole("link", { name: "Admin" }).count()).toBe(0);

    await page.goto("/app/no-such-screen");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await page.getByRole("link", { name: "Go to the coach" }).click();
    await page.waitForURL((url) => url.pathname === "/app");

    await page.goto("/app/fact-finder");
    await page.waitForURL((url) => url.pathname === "/app/bundles");
    await page.goto("/app/chat");
    await page.waitForURL((url) => url.pathname === "/app");
    // Signed in, the landing and the auth page lead to the coach.
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/app");
    await page.goto("/auth");
    await page.waitForURL((url) => url.pathname === "/app");
    expect(problems).toEqual([]);
  });

  it("sends unknown public paths home and keeps the language chosen by ?lng", async () => {
    const { page, problems } = await e2e.open();
    await page.goto("/no-such-page");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/auth?lng=es");
    await page.getByRole("tab", { name: "Crear cuenta" }).click();
    await page.getByLabel("Nombre completo").fill("M");
    await page.getByText("El nombre completo debe tener al menos 2 caracteres").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    // The choice is kept on this device (local storage comes first on the next visit).
    await page.goto("/auth?lng=fr");
    await page.getByRole("button", { name: "Iniciar sesión" }).waitFor();
    await page.getByLabel("Idioma").selectOption("fr");
    await page.getByRole("button", { name: "Se connecter" }).waitFor();
    expect(problems).toEqual([]);
  });

  it("works on a phone: the menu opens from a labelled button and reaches every screen", async () => {
    const { page, problems } = await e2e.newAgent("Phone Agent", { viewport: { width: 390, height: 844 } });
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    await page.getByRole("link", { name: "Help & Support" }).click();
    await page.waitForURL((url) => url.pathname === "/app/support");
    await page.getByRole("heading", { name: "Help & Support" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe("the sign-up dialog on the pricing page (docs/product/screens.md#routes)", () => {
  it("opens from Start Free and from the open-sign-up event, switches to login, and closes back to /pricing", async () => {
    const { page, problems } = await e2e.open();
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Start Free – 2 Bundles a Month" }).click();
    const dialog = page.getByRole("dialog", { name: "Create your free account" });
    await dialog.waitFor();
    expect(new URL(page.url()).search).toBe("?signup=free-2-bundles");
    await dialog.getByLabel("Full name").fill("M");
    await dialog.getByText("Full name must be at least 2 characters long").waitFor();
    await dialog.getByRole("button", { name: "Log in" }).first().click();
    await page.getByRole("dialog", { name: "Log in to Buildr AI" }).waitFor();
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/pricing" && url.search === "");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    await page.evaluate(() => window.dispatchEvent(new Event("buildr:open-sign-up")));
    await page.getByRole("dialog", { name: "Create your free account" }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe("a deploy while a tab is open", () => {
  it("reloads once when a page's code is gone, then shows the page; a second failure says so in words", async () => {
    const { page, problems } = await e2e.newAgent("Open Tab");
    await page.goto("/app/dashboard");
    await page.getByRole("heading", { name: "Welcome back, Open Tab" }).waitFor();
    // The settings chunk this tab knows is gone, as after a deploy: the first request for it fails.
    let refused = 0;
    await page.route(/\/assets\/settings-[^/]+\.js$/, async (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, contentType: "application/json", body: "{}" });
      return route.continue();
    });
    const reloaded = page.waitForEvent("load");
    await page.getByRole("link", { name: "Settings" }).first().click();
    await reloaded;
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    expect(refused).toBeGreaterThanOrEqual(2);

    // Gone for good (the reload was just tried): words and a reload button, with the app around them.
    await page.unroute(/\/assets\/settings-[^/]+\.js$/);
    await page.route(/\/assets\/support-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, contentType: "application/json", body: "{}" }),
    );
    await page.getByRole("link", { name: "Help & Support" }).first().click();
    await page.getByRole("heading", { name: "This page didn't load" }).waitFor();
    await page.getByText("Buildr AI was just updated. Reload to get the latest version.").waitFor();
    await page.getByRole("button", { name: "Reload the page" }).waitFor();
    expect(await page.getByRole("link", { name: "Dashboard" }).count()).toBeGreaterThan(0);
    expect(
      problems.filter((p) => !/dynamically imported module|Failed to load resource|404/i.test(p)),
    ).toEqual([]);
  });
});
