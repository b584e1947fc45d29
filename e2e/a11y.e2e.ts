import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe.js";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

describe("accessibility scan (axe-core): no serious or critical violations", () => {
  it.each([
    ["the landing page", "/?disable-animations=1", "Close bigger cases on every call"],
    ["the pricing page", "/pricing", "Simple pricing that pays for itself"],
    ["the /auth page", "/auth?mode=signup", "Welcome to Buildr AI"],
  ])("%s", async (_, path, heading) => {
    const { page, problems } = await e2e.open();
    await page.goto(path);
    await page.getByRole("heading", { name: heading }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("the landing page on a phone, with its menu and the sign-up dialog open, in the light theme", async () => {
    const { page, problems } = await e2e.open({ viewport: { width: 390, height: 844 } });
    await page.goto("/?disable-animations=1");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Start Free – 2 Bundles a Month" }).first().click();
    await page.getByRole("dialog", { name: "Create your free account" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("the signed-in /app", async () => {
    const { page, problems } = await e2e.newAgent("Scan Agent");
    await page.getByRole("heading").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
