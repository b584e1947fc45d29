import { describe, expect, it } from "vitest";
import { sampleLeadFor } from "../packages/engine/test/fixtures/sample-lead.js";
import { callApi } from "./browser.js";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

const SUPPORT_ADDRESS = "support@buildr.ai";
const LEAD = sampleLeadFor("Linda Park");

describe("the agent's settings (docs/product/screens.md)", () => {
  it("saves the profile, which survives a reload, and refuses a bad phone number in place", async () => {
    const { page, problems, email } = await e2e.newAgent("Dana Cole");
    await page.goto("/app/settings");
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await page.getByText("User", { exact: true }).waitFor();
    await page.getByText("Free plan", { exact: true }).first().waitFor();
    const emailField = page.getByLabel("Email", { exact: true });
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute("readonly")).not.toBeNull();
    await page.getByText("Contact support", { exact: false }).first().waitFor();

    await page.getByLabel("Full name").fill("Dana M. Cole");
    await page.getByLabel("Company name").fill("Cole Senior Benefits");
    await page.getByLabel("Phone number").fill("12");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Enter a phone number such as +1 555 123 4567 (7 to 15 digits)").waitFor();
    expect(await page.getByLabel("Phone number").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Phone number").fill("+1 (614) 555-0142");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Settings Saved").waitFor();

    await page.reload();
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Dana M. Cole" }).waitFor();
    expect(await page.getByLabel("Full name").inputValue()).toBe("Dana M. Cole");
    expect(await page.getByLabel("Company name").inputValue()).toBe("Cole Senior Benefits");
    expect(await page.getByLabel("Phone number").inputValue()).toBe("+1 (614) 555-0142");
    // The shell shows the new name too.
    await page.getByRole("button", { name: /Account menu: Dana M\. Cole/ }).waitFor();

    // The language preference switches the interface and is kept on the account for mail.
    await page.getByLabel("Interface language").selectOption("es");
    await page.getByRole("heading", { name: "Configuración", level: 1 }).waitFor();
    await page.getByText("Idioma actualizado.").waitFor();
    expect((await callApi(page, "GET", "/api/me/profile")).body).toMatchObject({ language: "es" });

    // The e-mail updates opt-out.
    const optIn = page.getByRole("switch", { name: "Novedades y consejos por correo" });
    expect(await optIn.getAttribute("aria-checked")).toBe("true");
    await optIn.click();
    await page.getByText("Ya no recibirá novedades ni consejos.").waitFor();
    expect((await callApi(page, "GET", "/api/me/profile")).body).toMatchObject({ emailUnsubscribed: true });

    // Free accounts see the upgrade card, whose link opens in a new tab.
    const upgrade = page.getByRole("link", { name: /Mejorar ahora/ });
    expect(await upgrade.getAttribute("target")).toBe("_blank");
    expect(problems).toEqual([]);
  });

  it("changes the password, and the agent logs in with the new one only", async () => {
    const { page, problems, email, password } = await e2e.newAgent("Ravi Shah");
    await page.goto("/app/settings");
    await page.getByLabel("Current password").fill("not-my-password-1");
    await page.getByLabel("New password", { exact: true }).fill("better-closer-2027");
    await page.getByLabel("Confirm new password").fill("better-closer-2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your current password is incorrect.").waitFor();

    await page.getByLabel("Current password").fill(password);
    await page.getByLabel("New password", { exact: true }).fill("weakpassword");
    await page.getByLabel("Confirm new password").fill("weakpassword");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password should contain at least one number or special character").waitFor();

    await page.getByLabel("New password", { exact: true }).fill("better-closer-2027");
    await page.getByLabel("Confirm new password").fill("better-closer-2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password Changed").waitFor();

    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");

    const old = await callApi(page, "POST", "/api/auth/sign-in/email", { email, password });
    expect(old.status).toBe(401);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("better-closer-2027");
    await page.locator("form").getByRole("button", { name: "Log in", exact: true }).click();
    // Back where the agent was when they logged out.
    await page.waitForURL((url) => url.pathname.startsWith("/app"));
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
  });

  it("sends the password reset mail from the Security card", async () => {
    const { page, problems, email } = await e2e.newAgent("Forgetful Agent");
    await page.goto("/app/settings");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Reset Email Sent").waitFor();
    await page.getByText("Check your email for password reset instructions.").waitFor();
    const res = await fetch(`${e2e.baseURL}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: { kind: string }[] };
    expect(messages[0]?.kind).toBe("reset_password");
    expect(problems).toEqual([]);
  });

  it("stores the header's language choice on the account, so mails follow it (docs/product/decisions.md#d-13)", async () => {
    const { page, problems } = await e2e.newAgent("Lucia Ramos");
    await page.goto("/app/dashboard");
    await page.getByRole("banner").getByLabel("Language").selectOption("es");
    await page.getByRole("link", { name: "Panel" }).first().waitFor();
    await expect.poll(async () => (await callApi(page, "GET", "/api/me")).body?.language).toBe("es");
    await page.reload();
    await page.getByRole("link", { name: "Panel" }).first().waitFor();
    expect(problems).toEqual([]);
  });
});

describe("help and support (docs/product/screens.md, docs/product/decisions.md#d-16)", () => {
  it("filters the FAQs, then sends a request that is stored and mailed to support, with the toast of §8", async () => {
    const { page, problems, email } = await e2e.newAgent("Grace Kim");
    await page.goto("/app/support");
    await page.getByRole("heading", { name: "Help & Support", level: 1 }).waitFor();
    const search = page.getByRole("searchbox", { name: "Search questions and answers" });
    await search.fill("zzzz no such words");
    await page.getByText("No results match your search query.").first().waitFor();
    await search.fill("cancel");
    await page.getByRole("button", { name: "How do I cancel or change my subscription?" }).click();
    await page.getByText(/choose Manage Subscription/).waitFor();
    await search.fill("");
    await page.getByRole("button", { name: "What does the free plan include?" }).click();
    await page.getByText(/save up to 2 bundles per calendar month/).waitFor();

    await page.getByRole("tab", { name: "Resources" }).click();
    await page.getByText("Annual Enrollment: October 15 – December 7, changes start January 1.").waitFor();

    await page.getByRole("tab", { name: "Contact Support" }).click();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Grace Kim");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
    await page.getByText("Monday–Friday: 9:00 AM – 5:00 PM EST").waitFor();
    await page.getByText("Sunday: Closed").waitFor();

    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Subject must be at least 3 characters long").waitFor();
    await page.getByRole("alert").filter({ hasText: "Choose a topic" }).waitFor();

    await page.getByLabel("Topic").selectOption("bundles");
    await page.getByLabel("Subject").fill("Client copy PDF question");
    await page
      .getByLabel("Message")
      .fill("How do I print the client copy on Letter paper without cutting the last objection?");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Support Request Submitted").waitFor();
    await page.getByText("Request received. We will reply within 3 business days.").waitFor();
    expect(await page.getByLabel("Subject").inputValue()).toBe("");

    const res = await fetch(`${e2e.baseURL}/dev/mailbox.json?to=${SUPPORT_ADDRESS}`);
    const { messages } = (await res.json()) as {
      messages: { subject: string; text: string; kind: string; meta: { supportRequestId?: string } }[];
    };
    const mail = messages.find((m) => m.subject.includes("Client copy PDF question"));
    expect(mail?.kind).toBe("support_request");
    expect(mail?.text).toContain(`Account: ${email}`);
    expect(mail?.text).toContain("Letter paper");
    expect(mail?.meta.supportRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(problems).toEqual([]);
  });
});

describe("the dashboard (docs/product/screens.md)", () => {
  it("shows the credits, then a generated and saved bundle with its estimated commission", async () => {
    const { page, problems } = await e2e.newAgent("Maria Lopez");
    await page.goto("/app/dashboard");
    await page.getByRole("heading", { name: "Welcome back, Maria Lopez" }).waitFor();
    const credits = page
      .getByRole("heading", { name: "Free bundles left this month" })
      .locator("xpath=../..");
    expect(await credits.innerText()).toContain("2");
    await page
      .getByText("No bundles yet. Describe a lead to build your first one in under a minute.")
      .waitFor();
    await page.getByText("0 of 2").waitFor();
    const upgrade = page.getByRole("link", { name: /Upgrade/ });
    expect(await upgrade.getAttribute("target")).toBe("_blank");

    const generated = await callApi(page, "POST", "/api/bundles/generate", { lead: LEAD });
    expect(generated.status).toBe(200);
    const bundleId = (generated.body as { id: string }).id;
    expect((await callApi(page, "POST", "/api/bundles", { bundleId })).status).toBe(200);

    await page.reload();
    await page.getByRole("heading", { name: "Welcome back, Maria Lopez" }).waitFor();
    await page.getByText("1 free bundle left this month. Coaching questions never use one.").waitFor();
    await page.getByText("1 of 2").waitFor();
    const link = page.getByRole("link", { name: "Open Linda Park" });
    expect(await link.getAttribute("href")).toBe(`/app/bundles?bundle=${bundleId}`);
    await page.getByText("From your 1 saved bundle. For your eyes only, never shown to clients.").waitFor();
    const commission = page
      .getByRole("heading", { name: "Est. first-year commission" })
      .locator("xpath=../..");
    expect(await commission.innerText()).toMatch(/\$[1-9][\d,]*/);
    const chart = page.getByRole("table", { name: "Bundles over the last 8 weeks" });
    expect(await chart.locator("tbody tr").count()).toBe(8);
    expect(await chart.locator("tbody tr").last().innerText()).toMatch(/1\s+1$/);
    // The bars carry their figures for sighted readers too: this week's generated and saved bundle.
    expect(await page.locator("[data-chart-value]").allInnerTexts()).toEqual(["1", "1"]);
    expect(problems).toEqual([]);
  });
});
