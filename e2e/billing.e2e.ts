import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { latestMail, signUpVerified, uniqueEmail } from "./browser.js";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

/** The upgrade button opens checkout in a new tab; console errors there fail the test too. */
async function openCheckout(page: Page, button: string, problems: string[]): Promise<Page> {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: button }).click();
  const checkout = await popup;
  checkout.on("pageerror", (error) => problems.push(`checkout tab: ${error.message}`));
  checkout.on("console", (msg) => {
    if (msg.type() === "error" && !/status of 40[0-9]/.test(msg.text()))
      problems.push(`checkout tab console: ${msg.text()}`);
  });
  await checkout.waitForURL((url) => url.pathname.startsWith("/api/billing/test-checkout/"));
  await checkout.getByText("Test mode — no real payment").waitFor();
  return checkout;
}

describe("pricing and payments in test mode (docs/product/decisions.md#d-9, docs/product/decisions.md#d-10)", () => {
  it("upgrades a free agent from the pricing page to Premium through the test checkout", async () => {
    const { page, problems } = await e2e.newAgent("Upgrading Agent");
    await page.getByText("2 free bundles left this month").filter({ visible: true }).waitFor();
    expect(await page.getByText("PRO", { exact: true }).count()).toBe(0);

    await page.goto("/pricing");
    await page.getByRole("heading", { name: "Simple pricing that pays for itself" }).waitFor();
    expect(await page.getByRole("radio", { name: "Yearly" }).isChecked()).toBe(true);
    await page.getByText("Billed annually. Cancel anytime.").waitFor();
    await page.getByRole("heading", { name: "14-day money-back guarantee" }).waitFor();
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/early[- ]bird|june 1/i);

    const checkout = await openCheckout(page, "Upgrade Yearly – $360", problems);
    await checkout.getByRole("button", { name: "Pay $360 (test)" }).click();
    await checkout.waitForURL((url) => url.pathname === "/subscription-success");
    expect(new URL(checkout.url()).searchParams.get("session_id")).toMatch(/^cs_test_local_/);
    await checkout.getByRole("heading", { name: "Welcome to Premium!" }).waitFor();
    await checkout.getByText("Your subscription has been activated successfully.").waitFor();
    for (const feature of [
      "Unlimited bundle creation",
      "Advanced sales coaching",
      "Premium carrier data",
      "Pre-written follow-up scripts",
    ])
      await checkout.getByText(feature).waitFor();
    await checkout.getByRole("button", { name: "Manage Subscription" }).waitFor();

    await checkout.getByRole("link", { name: "Get Started" }).click();
    await checkout.waitForURL((url) => url.pathname === "/app");
    await checkout.getByText("PRO", { exact: true }).waitFor();
    await checkout.getByText("Unlimited").filter({ visible: true }).waitFor();

    // The tab the agent started from sees the same server-side status.
    await page.goto("/app");
    await page.getByText("PRO", { exact: true }).waitFor();
    await page.getByText("Unlimited").filter({ visible: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it("keeps the plan, the campaign and the next page of the pricing address through sign-up and checkout", async () => {
    const { page, problems } = await e2e.open();
    const address =
      "/pricing?plan=lifetime&next=%2Fapp%2Fsettings&utm_source=newsletter&utm_campaign=aep&evil=%2F%2Fevil.example";
    // A visitor: the lifetime plan is shown, and sign-up keeps what the address brought, nothing else.
    await page.goto(address);
    await page.getByRole("button", { name: "Upgrade Lifetime – $997" }).waitFor();
    expect(await page.getByRole("radio", { name: "Lifetime" }).isChecked()).toBe(true);
    const startFree = page.getByRole("link", { name: "Start Free – 2 Bundles a Month" });
    expect(await startFree.getAttribute("href")).toBe(
      "/pricing?plan=lifetime&next=%2Fapp%2Fsettings&utm_source=newsletter&utm_campaign=aep&signup=free-2-bundles",
    );

    // Signed in, from the same address: checkout carries the campaign and comes back to the next page.
    await signUpVerified(page, "Campaign Agent");
    await page.goto(address);
    await page.getByRole("button", { name: "Upgrade Lifetime – $997" }).waitFor();
    const request = page.waitForRequest((r) => r.url().endsWith("/api/billing/checkout"));
    const checkout = await openCheckout(page, "Upgrade Lifetime – $997", problems);
    expect((await request).postDataJSON()).toMatchObject({
      plan: "lifetime",
      next: "/app/settings",
      campaign: { utm_source: "newsletter", utm_campaign: "aep" },
    });
    expect((await request).postData()).not.toContain("evil");
    await checkout.getByRole("button", { name: "Pay $997 (test)" }).click();
    await checkout.waitForURL((url) => url.pathname === "/subscription-success");
    expect(new URL(checkout.url()).searchParams.get("next")).toBe("/app/settings");
    await checkout.getByRole("heading", { name: "Welcome to Premium!" }).waitFor();
    await checkout.getByRole("link", { name: "Get Started" }).click();
    await checkout.waitForURL((url) => url.pathname === "/app/settings");
    expect(problems).toEqual([]);
  });

  it("opens the customer portal from the welcome mail's link, after a sign-in if need be, and only once", async () => {
    const { page, problems } = await e2e.open();
    // Signed out, the link goes through sign-in and keeps where it leads.
    await page.goto("/app/settings?portal=open");
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/app/settings?portal=open");

    await signUpVerified(page, "Portal Agent");
    await page.goto("/pricing");
    const checkout = await openCheckout(page, "Upgrade Yearly – $360", problems);
    await checkout.getByRole("button", { name: "Pay $360 (test)" }).click();
    await checkout.getByRole("heading", { name: "Welcome to Premium!" }).waitFor();

    // The test-mode portal stands in for Stripe's.
    await checkout.goto("/app/settings?portal=open");
    await checkout.waitForURL((url) => url.pathname === "/api/billing/test-portal");
    await checkout.getByRole("heading", { name: "Manage subscription" }).waitFor();
    // Back from the portal: Settings, without opening it again.
    await checkout.goBack();
    await checkout.waitForURL((url) => url.pathname === "/app/settings");
    expect(new URL(checkout.url()).searchParams.has("portal")).toBe(false);
    await checkout.getByRole("heading", { name: "Settings" }).waitFor();
    await checkout.waitForTimeout(1000);
    expect(new URL(checkout.url()).pathname).toBe("/app/settings");
    expect(problems).toEqual([]);
  });

  it("changes nothing when the agent cancels the checkout", async () => {
    const { page, problems } = await e2e.newAgent("Hesitant Agent");
    await page.goto("/pricing");
    await page.getByText("Lifetime", { exact: true }).click();
    expect(await page.getByRole("radio", { name: "Lifetime" }).isChecked()).toBe(true);
    await page.getByText("Pay once. Keep Premium for life; it never renews.").waitFor();

    const checkout = await openCheckout(page, "Upgrade Lifetime – $997", problems);
    await checkout.getByRole("button", { name: "Cancel" }).click();
    await checkout.waitForURL((url) => url.pathname === "/subscription-cancel");
    await checkout.getByRole("heading", { name: "Subscription Canceled" }).waitFor();
    await checkout.getByText("no charges were made").waitFor();
    await checkout.getByRole("link", { name: "Try Again Later" }).waitFor();
    await checkout.getByRole("link", { name: "Continue with Free Plan" }).click();
    await checkout.waitForURL((url) => url.pathname === "/app");
    await checkout.getByText("2 free bundles left this month").filter({ visible: true }).waitFor();
    expect(await checkout.getByText("PRO", { exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("lets a visitor pay first, then signs them in with the mailed link as a paid agent", async () => {
    const { page, problems } = await e2e.open();
    await page.goto("/pricing?via=agency42");
    const email = uniqueEmail("payer");
    const checkout = await openCheckout(page, "Upgrade Yearly – $360", problems);
    await checkout.getByLabel("Email for your receipt").fill(email);
    await checkout.getByRole("button", { name: "Pay $360 (test)" }).click();
    await checkout.waitForURL((url) => url.pathname === "/post-purchase");
    await checkout.getByText(`We've emailed a sign-in link to ${email}`).waitFor();
    for (const link of ["Finish sign up", "Continue to the product", "Sign In"])
      await checkout.getByRole("link", { name: link }).waitFor();
    await checkout.getByRole("link", { name: "support@buildr.ai" }).waitFor();

    // The sign-in link, not the welcome mail that follows it.
    const mail = await latestMail(email, /sign in|sign-in|log in/i);
    await checkout.goto(mail.url);
    await checkout.waitForURL((url) => url.pathname === "/app");
    await checkout.getByText("PRO", { exact: true }).waitFor();
    const me = await checkout.evaluate(() => fetch("/api/me").then((r) => r.json()));
    expect(me).toMatchObject({ email, plan: "yearly", isPaid: true, referralCode: "agency42" });
    expect(problems).toEqual([]);
  });

  it("explains a payment page opened without its session", async () => {
    const { page, problems } = await e2e.open({ viewport: { width: 390, height: 844 } });
    await page.goto("/post-purchase");
    await page.getByRole("heading", { name: "No session ID found" }).waitFor();
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Upgrade Yearly – $360" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    expect(problems).toEqual([]);
  });
});
