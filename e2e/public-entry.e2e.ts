import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

/** The libraries the public entry leaves to the app (decision 008). */
const APP_ONLY = /node_modules\/(react-router|@tanstack\/)/;

/** A mark on the page's window: gone after a page load, kept by a move inside the page. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const marked = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

/** The page has started: React has drawn over the prerendered markup. */
const started = (page: Page) => page.waitForFunction(() => !document.getElementById("root")?.inert);

describe("the public pages' own entry (decision 008)", () => {
  it("starts the prerendered landing without the router or the query library", async () => {
    const { page, problems } = await e2e.open();
    const scripts: string[] = [];
    page.on("response", (res) => {
      if (res.url().endsWith(".js")) scripts.push(res.url());
    });
    await page.goto("/?disable-animations=1");
    await started(page);
    // What the scripts were built from, read from their source maps (Vite's small preload helper has none).
    const sources: string[] = [];
    for (const script of scripts) {
      const res = await fetch(`${script}.map`);
      if (res.ok) sources.push(...((await res.json()) as { sources: string[] }).sources);
    }
    expect(sources.some((source) => source.endsWith("src/public-main.tsx"))).toBe(true);
    expect(sources.filter((source) => APP_ONLY.test(source))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("goes from / to /pricing and into the app by page loads, signing in on the way", async () => {
    const { email, password } = await e2e.newAgent("Returning Agent");

    const { page, problems } = await e2e.open();
    await page.goto("/?disable-animations=1");
    await started(page);
    await mark(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL((url) => url.pathname === "/pricing");
    await page.getByRole("heading", { level: 1, name: "Simple pricing that pays for itself" }).waitFor();
    expect(await marked(page)).toBe(false);

    await started(page);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Log in to Buildr AI" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/app");
    await page.getByText("2 free bundles left this month").filter({ visible: true }).waitFor();

    // Signed in, the pricing page offers the app, by a page load too.
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await page.getByRole("link", { name: "Go to the app" }).first().click();
    await page.waitForURL((url) => url.pathname === "/app");
    expect(problems).toEqual([]);
  });

  it("leaves the app drawing / and /pricing itself when reached from inside it", async () => {
    const { page, problems } = await e2e.open();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Log in" }).waitFor();
    await mark(page);
    await page.getByRole("link", { name: "Buildr AI" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1, name: "Close bigger cases on every call" }).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await page.getByRole("heading", { level: 1, name: "Simple pricing that pays for itself" }).waitFor();
    expect(await marked(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/pricing");
    expect(problems).toEqual([]);
  });
});
