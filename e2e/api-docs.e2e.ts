import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPage } from "./browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the API reference at /api/docs", () => {
  it("renders every route group of the OpenAPI document under the app's CSP, with nothing from outside", async () => {
    const { context, page, problems } = await newPage(browser);
    const outside: string[] = [];
    const origin = new URL(baseURL()).origin;
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== origin) outside.push(request.url());
    });
    try {
      await page.goto("/api/docs");
      await page.getByRole("heading", { name: /Buildr AI API/ }).waitFor();
      for (const tag of ["system", "account", "bundles", "chat", "billing", "admin"]) {
        await expect(page.locator(`#operations-tag-${tag}`).count()).resolves.toBe(1);
      }
      // An operation opens with its summary and its answers, as a reader would check one.
      await page.locator("#operations-system-get_api_health").click();
      await page.getByText("The database does not answer").waitFor();
      await page.screenshot({ path: "/tmp/api-docs-e2e.png" });
      expect(outside).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
