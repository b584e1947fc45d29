import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, signUpVerified } from "./browser.js";

const require = createRequire(import.meta.url);
const axeSource: string = require("axe-core").source;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Finding = { id: string; impact: string; help: string; targets: string[] };

/**
 * axe-core in the page (WCAG 2.0-2.2 A and AA rules): the serious and critical violations. The script is
 * injected through the DevTools protocol, which runs outside the page's Content-Security-Policy.
 */
async function seriousViolations(page: Page): Promise<Finding[]> {
  // Colours mid-transition (a theme switch fades them over 150 ms) would be judged half-way: let every
  // running CSS transition and finite animation finish first (an endless pulse never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const { violations } = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
    });
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? "",
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
      }));
  });
}

describe("accessibility scan (axe-core): no serious or critical violations", () => {
  it.each([
    ["the landing page", "/?disable-animations=1", "Close bigger cases on every call"],
    ["the pricing page", "/pricing", "Simple pricing that pays for itself"],
    ["the /auth page", "/auth?mode=signup", "Welcome to Buildr AI"],
  ])("%s", async (_, path, heading) => {
    const { page, context, problems } = await newPage(browser);
    try {
      await page.goto(path);
      await page.getByRole("heading", { name: heading }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the landing page on a phone, with its menu and the sign-up dialog open, in the light theme", async () => {
    const { page, context, problems } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    try {
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
    } finally {
      await context.close();
    }
  });

  it("the signed-in /app", async () => {
    const { page, context, problems } = await newPage(browser);
    try {
      await signUpVerified(page, "Scan Agent");
      await page.getByRole("heading").first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
