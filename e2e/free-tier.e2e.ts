import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { latestMail, signUpVerified } from "./browser.js";
import { browserTests } from "./fixture.js";

/**
 * The free tier and the paying agent's journeys as an agent lives them: coaching questions never take a
 * bundle, a payment in one tab shows in the other, and a cancelled plan lasts until its period ends.
 */
const e2e = browserTests();

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const COACHING = [
  'How do I answer "I need to think about it"?',
  "What is an indexed annuity?",
  "How do I handle the objection that it's too expensive?",
  "What is the difference between Medicare Advantage and Medicare Supplement?",
  "How do I ask for referrals after a sale?",
];
const CLIENTS = [
  "New client: 68, widowed, diabetic, on Original Medicare, wants her funeral covered, $100 a month",
  "New client: 45, married, two kids, non-smoker, in Texas, wants to protect the family income, $80 a month",
  "New client: 70, retired teacher in Florida, $200,000 in savings, wants safe growth and income for life",
];

function chat(page: Page) {
  const log = page.getByRole("log", { name: "Conversation with the coach" });
  const composer = page.getByRole("textbox", { name: "Message the coach" });
  const answered = () => log.getByRole("button", { name: "Copy" }).count();
  return {
    log,
    async send(message: string) {
      // A message sent before the first visit's conversation is open is dropped: wait for its address.
      await page.waitForURL((url) => url.searchParams.has("c"));
      const before = await answered();
      await composer.fill(message);
      await composer.press("Enter");
      await page.waitForFunction(
        (count) =>
          [
            ...document.querySelectorAll('[role=log][aria-label="Conversation with the coach"] button'),
          ].filter((b) => b.textContent?.includes("Copy")).length > count,
        before,
      );
    },
    async refused(message: string) {
      await composer.fill(message);
      await composer.press("Enter");
      const upgrade = page.getByRole("dialog", { name: "Upgrade to keep coaching" });
      await upgrade.waitFor();
      return upgrade;
    },
  };
}

async function status(page: Page, text: string) {
  await page.getByTestId("allowance-status").filter({ visible: true }).getByText(text).first().waitFor();
}

describe("the free tier: 2 bundles a month, 5 coaching questions a day", () => {
  it("lets a free agent ask coaching questions and still get 2 bundles", async () => {
    const { page, problems } = await e2e.open();
    // The early-access note (its own test is in chat.e2e.ts) is marked seen before the chat first opens,
    // so it never covers the composer.
    await page.goto("/auth");
    await page.evaluate(() => localStorage.setItem("buildr.chat.earlyAccessSeen", new Date().toISOString()));
    await signUpVerified(page, "Frida Free");
    await status(page, "2 free bundles left this month");
    await status(page, "5 coaching questions left today");
    const coach = chat(page);

    for (const [i, question] of COACHING.entries()) {
      await coach.send(question);
      await status(page, `${4 - i} coaching question${4 - i === 1 ? "" : "s"} left today`);
    }
    await status(page, "2 free bundles left this month");
    await shot(page, "free-tier-coaching-spent-1280");

    // The 6th coaching question of the day: the upgrade modal with the coaching words.
    const coachingLimit = await coach.refused("What is final expense insurance?");
    await coachingLimit
      .getByText(
        "You've used today's 5 free coaching questions. Upgrade for unlimited coaching, or ask again tomorrow. Your free bundles are not affected.",
      )
      .waitFor();
    await page.keyboard.press("Escape");
    await coachingLimit.waitFor({ state: "detached" });

    // Both bundles are still there.
    await coach.send(CLIENTS[0]!);
    await coach.log.getByRole("region", { name: "Recommended Bundle" }).first().waitFor();
    await status(page, "1 free bundle left this month");
    await coach.send(CLIENTS[1]!);
    expect(await coach.log.getByRole("region", { name: "Recommended Bundle" }).count()).toBe(2);
    await status(page, "0 free bundles left this month");
    await page.getByRole("button", { name: "Upgrade", exact: true }).waitFor();
    await shot(page, "free-tier-bundles-spent-1280");

    const bundleLimit = await coach.refused(CLIENTS[2]!);
    await bundleLimit
      .getByText(/^You've used this month's 2 free bundles\. Upgrade for unlimited bundles/)
      .waitFor();
    expect(problems.filter((p) => !/402/.test(p))).toEqual([]);
  });

  it("says the same rule on the phone", async () => {
    const { page, problems } = await e2e.open({ viewport: { width: 390, height: 844 } });
    await page.goto("/pricing");
    await page.getByText("2 complete client bundles every month").waitFor();
    await page.getByText("5 coaching questions a day, in English, Spanish and French").waitFor();
    await signUpVerified(page, "Phone Agent");
    await page.getByText("2 free bundles left this month").first().waitFor({ state: "attached" });
    await shot(page, "free-tier-chat-390");
    expect(problems).toEqual([]);
  });
});

async function payYearlyInNewTab(page: Page): Promise<Page> {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Upgrade Yearly – $360" }).click();
  const checkout = await popup;
  await checkout.waitForURL((url) => url.pathname.startsWith("/api/billing/test-checkout/"));
  await checkout.getByRole("button", { name: "Pay $360 (test)" }).click();
  await checkout.waitForURL((url) => url.pathname === "/subscription-success");
  await checkout.getByRole("heading", { name: "Welcome to Premium!" }).waitFor();
  return checkout;
}

describe("paying and cancelling", () => {
  it("shows PRO in the agent's other tab once they pay", async () => {
    const { page, context, problems } = await e2e.newAgent("Tabby Two");
    const other = await context.newPage();
    await other.goto("/app/dashboard");
    await other.getByRole("heading", { name: "Welcome back, Tabby Two" }).waitFor();
    expect(await other.getByText("PRO", { exact: true }).count()).toBe(0);

    await page.goto("/pricing");
    const checkout = await payYearlyInNewTab(page);
    // The other tab was never focused: the checkout tab's success page told it.
    await other.getByText("PRO", { exact: true }).first().waitFor();
    await other.getByText("Unlimited").filter({ visible: true }).first().waitFor();
    // The tab that opened the checkout refreshes when the agent comes back to it.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.goto("/app/dashboard");
    await page.getByText("PRO", { exact: true }).first().waitFor();
    await checkout.close();
    expect(problems).toEqual([]);
  });

  it("keeps Premium after cancelling, until the period ends, and offers to resume", async () => {
    const { page, problems } = await e2e.newAgent("Carla Cancel");
    await page.goto("/pricing");
    const checkout = await payYearlyInNewTab(page);
    await checkout.close();

    await page.goto("/app/settings");
    await page.getByText(/^Renews on /).waitFor();
    await page.getByRole("button", { name: "Manage Subscription" }).click();
    await page.waitForURL((url) => url.pathname === "/api/billing/test-portal");
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText(/Cancelled: Premium stays until/).waitFor();
    await page.getByRole("button", { name: "Renew subscription" }).waitFor();

    await page.goto("/app/settings");
    const cancels = page.getByText(/^Cancels on /);
    await cancels.waitFor();
    const periodEnd = new Date(Date.now() + 365 * 86_400_000).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(await cancels.innerText()).toContain(periodEnd.split(",")[1]!.trim());
    await page.getByText("PRO", { exact: true }).first().waitFor();
    await page.getByRole("button", { name: "Resume subscription" }).waitFor();
    await shot(page, "settings-cancels-on-1280");
    const me = await page.evaluate(() => fetch("/api/me").then((r) => r.json()));
    expect(me).toMatchObject({ isPaid: true, plan: "yearly" });
    expect(problems).toEqual([]);
  });
});

describe("where the agent was going", () => {
  it("returns a signed-out link into the app to its page after sign-in", async () => {
    const { page, context, problems, email, password } = await e2e.newAgent("Dee Linker");
    await page.evaluate(() =>
      fetch("/api/auth/sign-out", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
    );
    await context.clearCookies();

    // The confirmation link opened a second time says it was used and offers to log in.
    const confirmation = await latestMail(email);
    await page.goto(confirmation.url);
    await page.waitForURL(
      (url) => url.pathname === "/auth" && url.searchParams.get("confirmed") === "already",
    );
    await page
      .getByText("This confirmation link was already used: your email is confirmed. Log in to continue.")
      .waitFor();
    await page.getByRole("button", { name: "Log in", exact: true }).waitFor();

    await page.goto("/app/settings?tab=billing#subscription");
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/app/settings?tab=billing#subscription");
    // Switching tabs keeps where the agent was going.
    await page.getByRole("tab", { name: "Sign up" }).click();
    await page.getByRole("tab", { name: "Log in" }).click();
    expect(new URL(page.url()).searchParams.get("next")).toBe("/app/settings?tab=billing#subscription");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByText("Current plan").waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/app/settings?tab=billing");

    // Another site is never a destination.
    await context.clearCookies();
    await page.goto("/auth?next=%2F%2Fevil.example%2Fapp");
    const origin = new URL(page.url()).origin;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/app");
    expect(new URL(page.url()).origin).toBe(origin);
    expect(problems.filter((p) => !/40[0-9]/.test(p))).toEqual([]);
  });
});
