import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shoot } from "./browser.js";
import { browserTests } from "./fixture.js";

/**
 * docs/engine/reading.md: what was read from a lead shows as chips, and a misread fact corrected through a chip builds
 * the bundle again without a credit. docs/engine/eligibility.md: the "What to do when" section. With SCREENSHOTS_DIR set,
 * the chips and the timing section are photographed at phone and desktop width for a person to look at.
 */
const e2e = browserTests();

// "FE" (final expense): a short form the reader once missed; the agent adds the goal from a chip.
const LEAD = "Walter Brooks 71 yo in FL, COPD on O2, wants FE about $80/mo. Wife on Plan N w/ Humana.";

/** The credits left, as the server counts them, and the header's status line at desktop width. */
async function expectCredits(page: Page, left: number, desktop: boolean) {
  const me = await page.evaluate(() => fetch("/api/me").then((r) => r.json()));
  expect(me.allowance.remaining).toBe(left);
  if (desktop)
    await page
      .getByText(`${left} free bundle${left === 1 ? "" : "s"} left this month`)
      .filter({ visible: true })
      .waitFor();
}

async function bundleId(page: Page): Promise<string | null> {
  return new URL(page.url()).searchParams.get("bundle");
}

describe("correcting what was read", () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`rebuilds the bundle from a corrected chip without a credit (${viewport.width}px)`, async () => {
      const { page, problems } = await e2e.newAgent("Chip Agent", { viewport });
      const size = `${viewport.width}x${viewport.height}`;
      await page.goto("/app/bundles");
      await page.getByLabel("Your lead", { exact: true }).fill(LEAD);
      await page.getByRole("button", { name: "Generate bundle" }).click();
      await page.getByRole("heading", { name: "Bundle for Walter Brooks" }).waitFor();
      const desktop = viewport.width > 1000;
      await expectCredits(page, 1, desktop);
      const first = await bundleId(page);

      // What was read, each fact with the words it came from.
      const facts = page.getByRole("region", { name: "What was read" });
      await facts.getByRole("button", { name: "Age: 71" }).waitFor();
      await facts.getByRole("button", { name: "State: FL" }).waitFor();
      await facts.getByRole("button", { name: "Health condition: COPD" }).waitFor();
      // (The words each fact came from show on hover and focus once the reader keeps them: unit-tested.)
      await facts.getByRole("button", { name: "State: FL" }).focus();
      await shoot(page, `chips-${size}`, "article header");

      // The "What to do when" section.
      const timing = page.getByRole("region", { name: "What to do when" });
      await timing.waitFor();
      // (Which windows are open depends on the day the test runs: the order is unit-tested.)
      expect(await timing.getByRole("listitem").count()).toBeGreaterThan(0);
      await timing.scrollIntoViewIfNeeded();
      await shoot(page, `timing-${size}`, "section:has(> div > h3:text('What to do when'))");

      // The agent adds the goal the reader missed, from the keyboard.
      await facts.getByRole("button", { name: "Add a fact" }).click();
      const form = page.getByRole("form", { name: "Add a fact" });
      await form.getByLabel("Fact", { exact: true }).selectOption("goal");
      await form.getByLabel("Goal", { exact: true }).selectOption("final_expenses");
      await shoot(page, `chip-editor-${size}`);
      await form.getByLabel("Goal", { exact: true }).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Rebuild bundle");
      await page.keyboard.press("Enter");

      await page.getByRole("button", { name: "Goal: Cover final expenses" }).waitFor();
      await page
        .getByRole("heading", { name: /final expense/i })
        .first()
        .waitFor();
      // The reader now reads "FE" itself, so the chip and heading may already show: wait for the rebuilt
      // bundle's own address.
      await page.waitForURL((url) => url.searchParams.get("bundle") !== first);
      const second = await bundleId(page);
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      // No credit spent: the header still says one.
      await expectCredits(page, 1, desktop);

      // Then a misread state is changed through its chip: a second free rebuild.
      await page.getByRole("button", { name: "State: FL" }).click();
      const state = page.getByRole("form", { name: "Correct “FL”" });
      await state.getByLabel("State", { exact: true }).selectOption("GA");
      await state.getByRole("button", { name: "Rebuild bundle" }).click();
      await page.getByRole("button", { name: "State: GA" }).waitFor();
      expect(await bundleId(page)).not.toBe(second);
      await expectCredits(page, 1, desktop);
      await shoot(page, `chips-corrected-${size}`, "article header");

      // Nothing spills sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  }

  it("shows the chips and the first timing items on the chat card, and opens the corrected bundle", async () => {
    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      const { page, problems } = await e2e.newAgent("Card Agent", { viewport });
      const size = `${viewport.width}x${viewport.height}`;
      await page.getByText("Describe a client (age, health, budget, goals)").waitFor();
      const composer = page.getByRole("textbox", { name: "Message the coach" });
      await composer.fill(
        "Walter Brooks 71 yo in FL, on Original Medicare, COPD on O2, wants final expense, about $80/mo. Wife on Plan N w/ Humana.",
      );
      await composer.press("Enter");
      const early = page.getByRole("dialog", { name: "You're in early" });
      await early.waitFor();
      await early.getByRole("button", { name: "Keep chatting" }).click();
      const card = page.getByRole("region", { name: "Recommended Bundle" });
      await card.waitFor();
      const facts = card.getByRole("region", { name: "What was read" });
      await facts.getByRole("button", { name: "Age: 71" }).waitFor();
      const timing = card.getByRole("region", { name: "What to do when" });
      await timing.waitFor();
      // The compact card shows three timing items (household notes are a list of their own).
      expect(await timing.getByRole("list").first().getByRole("listitem").count()).toBeLessThanOrEqual(3);
      // Photographed in the page as the agent sees it (the conversation scrolls under sticky bars).
      await facts.scrollIntoViewIfNeeded();
      await shoot(page, `chat-chips-${size}`);
      await timing.scrollIntoViewIfNeeded();
      await shoot(page, `chat-timing-${size}`);
      expect(await page.evaluate(() => fetch("/api/me").then((r) => r.json()))).toMatchObject({
        allowance: { remaining: 1 },
      });

      await facts.getByRole("button", { name: "State: FL" }).click();
      const state = card.getByRole("form", { name: "Correct “FL”" });
      await state.getByLabel("State", { exact: true }).selectOption("GA");
      await state.getByRole("button", { name: "Rebuild bundle" }).click();
      await page.waitForURL((url) => url.pathname === "/app/bundles" && url.searchParams.has("bundle"));
      await page.getByRole("button", { name: "State: GA" }).waitFor();
      expect(await page.evaluate(() => fetch("/api/me").then((r) => r.json()))).toMatchObject({
        allowance: { remaining: 1 },
      });
      expect(problems).toEqual([]);
    }
  });
});
