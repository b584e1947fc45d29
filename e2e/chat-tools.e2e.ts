import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe.js";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

const LEAD =
  "New client: 68, widowed, diabetic, on Original Medicare, wants her funeral covered, $100 a month";
const FOLLOW_UP = "What carriers would you pick instead?";
const EDITED = "How much commission will I make?";

/** The page never scrolls: the document is no taller than the window (only its lists scroll). */
async function documentFits(page: Page) {
  const { height, window } = await page.evaluate(() => ({
    height: document.scrollingElement!.scrollHeight,
    window: innerHeight,
  }));
  expect(height).toBeLessThanOrEqual(window);
}

function chat(page: Page) {
  const log = page.getByRole("log", { name: "Conversation with the coach" });
  const composer = page.getByRole("textbox", { name: "Message the coach" });
  return {
    log,
    composer,
    /** Sends a message and waits for the coach to be done (Regenerate shows under its reply). */
    async send(message: string) {
      await composer.fill(message);
      await composer.press("Enter");
      await log.getByText(message, { exact: true }).first().waitFor();
      await this.idle();
    },
    async idle() {
      await page.getByRole("button", { name: "Stop" }).waitFor({ state: "detached" });
      await log.getByRole("button", { name: "Regenerate" }).waitFor();
    },
  };
}

async function dismissEarlyAccess(page: Page) {
  const dialog = page.getByRole("dialog", { name: "You're in early" });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Keep chatting" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("conversation tools in the chat", () => {
  it("edits and resends, pages through kept answers, renames, deletes with undo, and never scrolls the page (1280×860)", async () => {
    const { page, problems } = await e2e.newAgent("Rosa Delgado", { viewport: { width: 1280, height: 860 } });
    const coach = chat(page);
    await coach.log.getByText("Describe a client (age, health, budget, goals)").waitFor();
    await documentFits(page);

    await coach.composer.fill(LEAD);
    await coach.composer.press("Enter");
    await dismissEarlyAccess(page);
    await coach.idle();
    await coach.log.getByRole("region", { name: "Recommended Bundle" }).waitFor();
    await page.getByText("1 free bundle left this month").filter({ visible: true }).waitFor();
    await coach.send(FOLLOW_UP);
    await documentFits(page);

    // Edit the last message and resend: the new words take the old ones' place, for no credit.
    await coach.log.getByRole("button", { name: "Edit message" }).click();
    const edit = coach.log.getByRole("textbox", { name: "Edit your message" });
    expect(await edit.inputValue()).toBe(FOLLOW_UP);
    expect(await seriousViolations(page)).toEqual([]);
    await edit.fill(EDITED);
    await edit.press("Enter");
    await coach.log.getByText(EDITED, { exact: true }).waitFor();
    await coach.idle();
    expect(await coach.log.getByText(FOLLOW_UP, { exact: true }).count()).toBe(0);
    await page.getByText("1 free bundle left this month").filter({ visible: true }).waitFor();
    // Only the last message can be edited.
    expect(await coach.log.getByRole("button", { name: "Edit message" }).count()).toBe(1);
    await page.reload();
    await coach.log.getByText(EDITED, { exact: true }).waitFor();
    expect(await coach.log.getByText(FOLLOW_UP, { exact: true }).count()).toBe(0);

    // Regenerate keeps the earlier answer: 2/2, ◀ shows 1/2 and says so, ▶ returns to the latest.
    await coach.log.getByRole("button", { name: "Regenerate" }).click();
    const versions = coach.log.getByRole("group", { name: "Answers" });
    await versions.waitFor();
    await coach.idle();
    await versions.getByText("Answer 2 of 2").waitFor();
    expect(await versions.getByRole("button", { name: "Next answer" }).isDisabled()).toBe(true);
    await versions.getByRole("button", { name: "Previous answer" }).click();
    await versions.getByText("Answer 1 of 2").waitFor();
    await coach.log.getByText("You're looking at an earlier answer.", { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await versions.getByRole("button", { name: "Next answer" }).click();
    await versions.getByText("Answer 2 of 2").waitFor();
    expect(await coach.log.getByText("You're looking at an earlier answer.", { exact: false }).count()).toBe(
      0,
    );
    await page.getByText("1 free bundle left this month").filter({ visible: true }).waitFor();
    await documentFits(page);

    // Rename from the rail; a long title ends in an ellipsis with its controls still in reach.
    const rail = page.getByRole("complementary", { name: "Conversations" });
    await rail.getByRole("button", { name: /^Rename “New client: 68/ }).click();
    const title = rail.getByRole("textbox", { name: "New title" });
    const long = "Rosa Delgado – final expense and Medigap review before the annual enrollment period";
    expect(await seriousViolations(page)).toEqual([]);
    await title.fill(long);
    expect(await title.inputValue()).toBe(long.slice(0, 80));
    await title.press("Enter");
    const renamed = long.slice(0, 80);
    const del = rail.getByRole("button", { name: `Delete “${renamed}”` });
    await del.waitFor();
    await page.getByRole("heading", { level: 1, name: renamed }).waitFor();
    const railBox = (await rail.boundingBox())!;
    const delBox = (await del.boundingBox())!;
    expect(delBox.x + delBox.width).toBeLessThanOrEqual(railBox.x + railBox.width);
    const shownTitle = rail.getByText(renamed, { exact: true });
    expect(await shownTitle.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    // Delete, then Undo from the toast: the conversation comes back, with its messages.
    const conversationUrl = page.url();
    await del.click();
    const toast = page.getByText("Conversation deleted");
    await toast.waitFor();
    await del.waitFor({ state: "detached" });
    await page.waitForURL((url) => url.href !== conversationUrl);
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Conversation restored").waitFor();
    await del.waitFor();
    await page.waitForURL(conversationUrl);
    await coach.log.getByText(EDITED, { exact: true }).waitFor();

    // Delete for good (no undo): it stays gone after a reload.
    await del.click();
    await del.waitFor({ state: "detached" });
    await page.reload();
    await coach.log.waitFor();
    await page.waitForTimeout(500);
    expect(await rail.getByText(renamed).count()).toBe(0);
    await documentFits(page);
    expect(problems).toEqual([]);
  });

  it("lists the keyboard shortcuts in a dialog opened by keyboard, and each one works", async () => {
    const { page, problems } = await e2e.newAgent("Keyboard Agent", {
      viewport: { width: 1280, height: 860 },
    });
    const coach = chat(page);
    await coach.log.getByText("Describe a client (age, health, budget, goals)").waitFor();
    await page.locator("body").click({ position: { x: 5, y: 300 } });

    await page.keyboard.press("Control+/");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await dialog.waitFor();
    const text = await dialog.innerText();
    for (const line of [
      "New chat",
      "Search your conversations",
      "Stop the answer",
      "Focus the message box",
      "Show these shortcuts",
    ])
      expect(text).toContain(line);
    expect(text).toMatch(/Ctrl\s*Shift\s*O/);
    expect(text).toMatch(/Ctrl\s*K/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // The header button opens it too, and "?" outside a text field.
    await page.keyboard.press("Shift+?");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.keyboard.press("Control+k");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("search");
    await page.keyboard.press("Shift+Escape");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null)).toBeNull();
    expect(await coach.composer.evaluate((el) => el === document.activeElement)).toBe(true);

    // A new chat from the keyboard (the current one has a message, so a new one starts).
    await coach.composer.fill(LEAD);
    await coach.composer.press("Enter");
    await dismissEarlyAccess(page);
    await coach.idle();
    const before = page.url();
    await page.keyboard.press("Control+Shift+O");
    await page.waitForURL((url) => url.href !== before);
    expect(await coach.composer.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });

  it("works on a phone (390×844): no page scroll, edit, and rename and delete from the drawer", async () => {
    const { page, problems } = await e2e.newAgent("Phone Agent", { viewport: { width: 390, height: 844 } });
    const coach = chat(page);
    await coach.log.getByText("Describe a client (age, health, budget, goals)").waitFor();
    await documentFits(page);
    await coach.composer.fill(LEAD);
    await coach.composer.press("Enter");
    await dismissEarlyAccess(page);
    await coach.idle();
    await coach.send(FOLLOW_UP);
    await documentFits(page);

    const editButton = coach.log.getByRole("button", { name: "Edit message" });
    await editButton.click();
    const edit = coach.log.getByRole("textbox", { name: "Edit your message" });
    await edit.fill(EDITED);
    await coach.log.getByRole("button", { name: "Send", exact: true }).click();
    await coach.log.getByText(EDITED, { exact: true }).waitFor();
    await coach.idle();
    await documentFits(page);

    // The search shortcut opens the drawer with its search box ready (a keyboard on a tablet).
    const drawer = page.getByRole("dialog", { name: "Conversations" });
    await page.keyboard.press("Control+k");
    await drawer.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search");
    expect(await drawer.getByRole("searchbox").evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Conversations" }).click();
    await drawer.waitFor();
    const rename = drawer.getByRole("button", { name: /^Rename “New client: 68/ });
    const remove = drawer.getByRole("button", { name: /^Delete “New client: 68/ });
    for (const control of [rename, remove]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(32);
    }
    // Escape gives up a rename and leaves the drawer open.
    await rename.click();
    await drawer.getByRole("textbox", { name: "New title" }).press("Escape");
    await drawer.getByRole("textbox", { name: "New title" }).waitFor({ state: "detached" });
    expect(await drawer.isVisible()).toBe(true);
    await rename.click();
    await drawer.getByRole("textbox", { name: "New title" }).fill("Rosa on the phone");
    await drawer.getByRole("button", { name: "Save title" }).click();
    await drawer.getByRole("button", { name: "Delete “Rosa on the phone”" }).click();
    // The drawer gives way to the toast, whose Undo is in reach of a thumb.
    await drawer.waitFor({ state: "detached" });
    const undo = page.getByRole("button", { name: "Undo" });
    const undoBox = (await undo.boundingBox())!;
    expect(undoBox.x + undoBox.width).toBeLessThanOrEqual(390);
    await undo.click();
    await page.getByText("Conversation restored").waitFor();
    await page.getByRole("button", { name: "Conversations" }).click();
    await drawer.getByRole("button", { name: "Delete “Rosa on the phone”" }).waitFor();
    await documentFits(page);
    expect(problems).toEqual([]);
  });
});
