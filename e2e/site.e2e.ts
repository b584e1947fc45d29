import { describe, expect, it } from "vitest";
import { latestMail, uniqueEmail } from "./browser.js";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

// Two policies of one appointment (a final expense beside a hospital worry on Original Medicare is two
// appointments now: the Medigap one is offered separately).
const LEAD =
  "Linda Smith, 67, widowed, Ohio, on Original Medicare with no supplement and no drug plan, wants a supplement and a drug plan; budget $250 a month";

describe("the legal pages", () => {
  it("are linked from the footer and the sign-up form, titled, and render the policy's table", async () => {
    const { page, problems } = await e2e.open();
    await page.goto("/pricing");
    await page
      .getByRole("navigation", { name: "Legal" })
      .getByRole("link", { name: "Privacy Policy" })
      .click();
    await page.waitForURL((url) => url.pathname === "/privacy");
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    expect(await page.title()).toBe("Privacy Policy · Buildr AI");
    // What is stored, in a real table, and how long it is kept.
    await page.getByRole("cell", { name: "Health facts about your leads" }).waitFor();
    await page.getByRole("heading", { name: "How long we keep it" }).waitFor();
    await page
      .getByRole("navigation", { name: "Other policies" })
      .getByRole("link", { name: "Refund Policy" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Refund Policy" }).waitFor();
    await page.getByText(/within 14 days of your purchase/).waitFor();

    // The sign-up form names the Terms and the Privacy Policy it asks the agent to accept.
    await page.goto("/auth?mode=signup");
    const form = page.locator("form");
    expect(await form.getByRole("link", { name: /Terms of Service/ }).getAttribute("href")).toBe("/terms");
    expect(await form.getByRole("link", { name: /Privacy Policy/ }).getAttribute("href")).toBe("/privacy");

    // In Spanish, from the same page.
    await page.goto("/terms?lng=es");
    await page.getByRole("heading", { level: 1, name: "Términos del servicio" }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe("the one-page bundle on a desktop and a phone", () => {
  it("lays the policies side by side at 1280, keeps the page short, and fits 390 without sideways scrolling", async () => {
    const { page, problems } = await e2e.newAgent("Layout Agent", { viewport: { width: 1280, height: 860 } });
    // The landing sends a signed-in agent to the app from the server: no landing painted first.
    const landing = await page.request.get("/", { maxRedirects: 0 });
    expect(landing.status()).toBe(302);
    expect(landing.headers().location).toBe("/app");
    // A signed-in agent's footer offers the dashboard, not Log in.
    await page.goto("/pricing");
    const account = page.getByRole("navigation", { name: "Account" });
    await account.getByRole("link", { name: "My dashboard" }).waitFor();
    expect(await account.getByRole("link", { name: "Log in" }).count()).toBe(0);

    await page.goto("/app/bundles");
    await page.getByLabel("Your lead", { exact: true }).fill(LEAD);
    await page.getByRole("button", { name: "Generate bundle" }).click();
    await page.getByRole("heading", { name: "Bundle for Linda Smith" }).waitFor();
    const policies = page.getByRole("heading", { name: "Recommended policies" }).locator("xpath=../ul/li");
    const boxes = await policies.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON()),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    // One row: every card at the same height on the page, each wider than a phone column.
    expect(new Set(boxes.map((b: DOMRect) => Math.round(b.top))).size).toBe(1);
    for (const box of boxes as DOMRect[]) expect(box.width).toBeGreaterThan(300);
    // The bundle spans the main column (no saved-list column squeezing it beside).
    const article = await page.locator("article").first().boundingBox();
    expect(article!.width).toBeGreaterThan(900);
    // The talk track is open, the rest a click away; the whole page stays well under its old 6,800 px.
    expect(await page.locator("details[open]").count()).toBe(1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(4000);
    await page.getByText("Objections and responses").click();
    expect(await page.locator("details[open]").count()).toBe(2);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("heading", { name: "Recommended policies" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});

describe("the referral programme", () => {
  it("counts a sign-up that came through an agent's own link, in the agent's Settings", async () => {
    const referrer = await e2e.newAgent("Rita Referrer");
    const visitor = await e2e.open();
    await referrer.page.goto("/app/settings");
    const link = await referrer.page.getByLabel("Your referral link").inputValue();
    expect(link).toMatch(/\/\?via=[a-z2-9]{8}$/);
    const signUps = referrer.page
      .getByText("Sign-ups", { exact: true })
      .locator("xpath=following-sibling::dd");
    expect(await signUps.innerText()).toBe("0");

    // A colleague follows the link, then signs up on the sign-up page.
    const email = uniqueEmail("referred");
    await visitor.page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await visitor.page.waitForFunction(() => localStorage.getItem("buildr.referral") !== null);
    await visitor.page.goto("/auth?mode=signup");
    await visitor.page.getByLabel("Full name").fill("Colin Colleague");
    await visitor.page.getByLabel("Email").fill(email);
    await visitor.page.getByLabel("Password", { exact: true }).fill("closer-2026");
    await visitor.page.getByRole("button", { name: "Create account" }).click();
    await visitor.page.waitForURL("**/auth/check-email**");
    await visitor.page.goto((await latestMail(email)).url);
    await visitor.page.waitForURL((url) => url.pathname === "/app");

    await referrer.page.reload();
    await expect.poll(() => signUps.innerText()).toBe("1");
    const upgrades = referrer.page
      .getByText("Upgrades", { exact: true })
      .locator("xpath=following-sibling::dd");
    expect(await upgrades.innerText()).toBe("0");
    expect(referrer.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  });
});
