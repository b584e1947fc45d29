import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { latestMail, uniqueEmail } from "./browser.js";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

// docs/product/rules-and-figures.md#figures: 55 ms a character, 450 ms between fields, 1200 ms generating, restart after 10 s.
const FIRST_FIELD = "Linda Thompson";
const RESTART_AFTER_MS = 10_000;

function demo(page: Page) {
  const figure = page.getByRole("figure", { name: "Watch a bundle come together" });
  return {
    figure,
    clientName: () => figure.locator("[data-demo-field=client]").innerText(),
    total: figure.getByText("$1,086", { exact: true }),
  };
}

describe("the landing page (docs/product/index.md)", () => {
  it("types the example lead, builds the $1,086 bundle, then starts over after 10 seconds", async () => {
    const { page, problems } = await e2e.open();
    // Time flows until the page has rendered, then stands still and moves only when the test says so.
    await page.clock.install();
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Close bigger cases on every call" }).waitFor();
    const d = demo(page);
    await d.figure.waitFor();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
    expect(await d.total.isVisible()).toBe(false);

    // Typing, then "Building the bundle…", then the bundle with its $1,086 first-year commission.
    let steps = 0;
    while (!(await d.total.isVisible()) && steps++ < 200) {
      if (await d.figure.getByText("Building the bundle…").first().isVisible()) {
        expect(await d.clientName()).toBe(FIRST_FIELD);
      }
      await page.clock.runFor(100);
    }
    expect(await d.total.isVisible()).toBe(true);
    await d.figure.getByText("Medicare Advantage plan").waitFor();
    await d.figure.getByText("Zero premium plan with dental and vision").waitFor();
    await d.figure.getByText("Commissions vary by carrier and state", { exact: false }).waitFor();

    // Shown for 10 seconds, then the lead is typed again from the first letter.
    await page.clock.runFor(RESTART_AFTER_MS - 300);
    expect(await d.total.isVisible()).toBe(true);
    await page.clock.runFor(400);
    await expect.poll(() => d.total.isVisible()).toBe(false);
    // One character every 55 ms (each step is scheduled once the previous one has rendered).
    for (const typed of ["L", "Li", "Lin"]) {
      await page.clock.runFor(55);
      await expect.poll(d.clientName).toBe(typed);
    }

    // No early-bird offer or launch date anywhere (docs/product/decisions.md#d-9).
    const text = await page.locator("body").innerText();
    expect(text).not.toMatch(/early[- ]bird|june 1/i);
    expect(problems).toEqual([]);
  });

  it("shows the finished demo, still, with ?disable-animations=1 or when the visitor prefers reduced motion", async () => {
    const { page, problems } = await e2e.open();
    await page.clock.install();
    for (const setup of [
      () => page.goto("/?disable-animations=1"),
      async () => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto("/");
      },
    ]) {
      await setup();
      const d = demo(page);
      await d.figure.waitFor();
      // The page arrives prerendered with the demo's first frame; the app then shows it finished.
      await expect.poll(() => d.total.isVisible()).toBe(true);
      expect(await d.clientName()).toBe("Linda Thompson");
      await page.clock.runFor(20_000);
      expect(await d.total.isVisible()).toBe(true);
      expect(await d.figure.getByRole("button", { name: /pause demo/i }).count()).toBe(0);
    }
    expect(problems).toEqual([]);
  });

  it("speaks French from ?lng=fr and keeps it after a reload", async () => {
    const { page, problems } = await e2e.open();
    await page.goto("/?lng=fr&disable-animations=1");
    await page
      .getByRole("heading", { level: 1, name: "Concluez des dossiers plus importants à chaque appel" })
      .waitFor();
    await page.getByText("Sans carte bancaire • Prêt en 60 secondes").first().waitFor();
    await page.goto("/?disable-animations=1");
    await page.getByRole("button", { name: "Commencer gratuitement – 2 offres" }).first().waitFor();
    await page.getByText("1 086 $", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    expect(problems).toEqual([]);
  });
});

describe("the sign-up and login dialogs from the landing page", () => {
  it("names what is wrong with each field of the sign-up dialog", async () => {
    const { page, problems } = await e2e.open();
    await page.goto("/?disable-animations=1");
    await page.getByRole("button", { name: "Start Free – 2 Bundles a Month" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create your free account" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Create account" }).click();
    await dialog.getByText("Please enter your full name.").waitFor();
    await dialog.getByText("Email is required").waitFor();
    await dialog.getByText("Password is required").waitFor();

    await dialog.getByLabel("Email").fill("maria@example");
    await dialog.getByText("Please enter a valid email address").waitFor();
    await dialog.getByLabel("Email").fill(`${"m".repeat(250)}@example.com`);
    await dialog.getByText("Email address is too long").waitFor();
    const password = dialog.getByLabel("Password", { exact: true });
    await password.fill("short1");
    await dialog.getByText("Password must be at least 8 characters long").waitFor();
    await password.fill("longenough");
    await dialog.getByText("Password should contain at least one number or special character").waitFor();
    await password.fill("x".repeat(129));
    await dialog.getByText("Password is too long (max 128 characters)").waitFor();
    await password.fill("closer-2026");
    await dialog.getByText("Password meets requirements").waitFor();
    await dialog.getByLabel("Full name").fill("x".repeat(101));
    await dialog.getByText("Full name is too long (max 100 characters)").waitFor();
    expect(problems).toEqual([]);
  });

  it("signs up a visitor who came from ?via=partner42: check-email, the mailed link, /app, referral on the account", async () => {
    const { page, problems } = await e2e.open();
    const email = uniqueEmail("referred");
    await page.goto("/?via=partner42&disable-animations=1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    const dialog = page.getByRole("dialog", { name: "Create your free account" });
    await dialog.getByLabel("Full name").fill("Rosa Diaz");
    await dialog.getByLabel("Email").fill(` ${email.toUpperCase()}`);
    await dialog.getByLabel("Password", { exact: true }).fill("closer-2026");
    await dialog.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/auth/check-email**");
    await page.getByRole("heading", { name: "Confirm your email" }).waitFor();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    const mail = await latestMail(email);
    await page.goto(mail.url);
    await page.waitForURL((url) => url.pathname === "/app");
    const me = await page.evaluate(() => fetch("/api/me").then((r) => r.json()));
    expect(me).toMatchObject({ email, name: "Rosa Diaz", referralCode: "partner42" });

    // A signed-in visitor of the landing page goes to the coach; the old settings link still works.
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/app");
    await page.goto("/#/settings");
    await page.waitForURL((url) => url.pathname === "/app/settings");
    expect(problems).toEqual([]);
  });

  it("preselects sign-up from /auth?mode=signup, and refuses a wrong password with the specified words", async () => {
    const { email } = await e2e.newAgent("Known Agent");

    const { page, problems } = await e2e.open();
    await page.goto("/auth?mode=signup");
    expect(await page.getByRole("tab", { name: "Sign up" }).getAttribute("aria-selected")).toBe("true");
    await page.getByLabel("Full name").waitFor();

    await page.goto("/?disable-animations=1");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Log in to Buildr AI" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("not-my-password-1");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await dialog
      .getByText("Invalid email or password. Please double-check your credentials and try again.")
      .waitFor();
    expect(problems).toEqual([]);
  });

  it("signs an agent in with a magic link read from the outbox", async () => {
    const { email } = await e2e.newAgent("Link Agent");

    const { page, problems } = await e2e.open();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    const mail = await latestMail(email);
    await page.goto(mail.url);
    await page.waitForURL((url) => url.pathname === "/app");
    const me = await page.evaluate(() => fetch("/api/me").then((r) => r.json()));
    expect(me).toMatchObject({ email });
    expect(problems).toEqual([]);
  });
});

describe("the guest coach on the landing page (docs/product/decisions.md#d-21)", () => {
  it("asks for an e-mail, gives one sample bundle, then invites the visitor to sign up", async () => {
    const { page, problems } = await e2e.open();
    await page.goto("/?disable-animations=1");
    const log = page.getByRole("list", { name: "Conversation with the coach" });
    const input = page.getByLabel("Your email address");
    await input.fill("not-an-email");
    await input.press("Enter");
    await page.getByText("Please provide a valid email address.").waitFor();
    await log
      .getByText(
        "That doesn't look like a valid email address. Please provide a valid email to access your personalized sales coaching experience.",
      )
      .waitFor();

    await input.fill(uniqueEmail("guest"));
    await page.getByRole("button", { name: "Send" }).click();
    await log.getByText(/You're connected to your coach/).waitFor();

    const lead = page.getByLabel("Describe your lead");
    await lead.fill(
      "Linda, 67, widowed, retired teacher in Ohio, on Original Medicare, type 2 diabetes, wants her funeral covered, about $120 a month.",
    );
    await lead.press("Enter");
    await log.getByText("Here's your sample bundle:").waitFor();
    await log.getByText("Est. first-year commission").waitFor();
    const invite = log.getByRole("button", { name: "Create my free account" });
    await invite.waitFor();
    expect(await page.getByLabel("Create an account to keep going").isDisabled()).toBe(true);

    await invite.click();
    await page.getByRole("dialog", { name: "Create your free account" }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe("after paying without an account (docs/product/screens.md#routes payment received)", () => {
  it("finishes the sign-up with a magic link to the buyer's address, not a sign-up form that says it exists", async () => {
    const { page, problems } = await e2e.open();
    const email = uniqueEmail("buyer");
    await page.goto("/pricing");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Upgrade Yearly – $360" }).click();
    const checkout = await popup;
    await checkout.getByLabel("Email for your receipt").fill(email);
    await checkout.getByRole("button", { name: "Pay $360 (test)" }).click();
    await checkout.waitForURL((url) => url.pathname === "/post-purchase");
    await checkout.getByText(`We've emailed a sign-in link to ${email}`).waitFor();

    await checkout.getByRole("link", { name: "Finish sign up" }).click();
    await checkout.waitForURL((url) => url.pathname === "/auth");
    await checkout.getByText("Your purchase created your account.", { exact: false }).waitFor();
    expect(await checkout.getByLabel("Email").inputValue()).toBe(email);
    await checkout.getByRole("button", { name: "Email me a sign-in link" }).click();
    await checkout.getByRole("heading", { name: "Check your email" }).waitFor();
    const mail = await latestMail(email);
    expect(mail.subject).not.toMatch(/confirm/i);
    await checkout.goto(mail.url);
    await checkout.waitForURL((url) => url.pathname === "/app");
    const me = await checkout.evaluate(() => fetch("/api/me").then((r) => r.json()));
    expect(me).toMatchObject({ email, isPaid: true });
    expect(problems).toEqual([]);
  });
});
