import { describe, expect, it } from "vitest";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

describe("the API reference at /api/docs", () => {
  it("renders every route group of the OpenAPI document under the app's CSP, with nothing from outside", async () => {
    const { page, problems } = await e2e.open();
    const outside: string[] = [];
    const origin = new URL(e2e.baseURL).origin;
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== origin) outside.push(request.url());
    });
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
  });
});
