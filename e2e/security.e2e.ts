import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../apps/server/src/test/parse-csv.js";
import { sampleLeadFor } from "../packages/engine/test/fixtures/sample-lead.js";
import { callApi, DEMO_ADMIN, signInThroughApi, uniqueEmail } from "./browser.js";
import { browserTests, type Profile } from "./fixture.js";

/**
 * docs/product/compliance.md#security, web: script an agent stores in a name, a lead, a chat message or a support request is shown
 * as text wherever it comes back, and the Content-Security-Policy stops inline script in the browser.
 */

/** Both kinds of stored script: a script element, and an event handler on an element that fails to load. */
const SCRIPT = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`;
/**
 * A name may not hold markup (docs/product/decisions.md#d-7, docs/product/compliance.md#security), so the agent's name tries what is left: an escaped tag a
 * careless page would decode, quotes, an ampersand and template braces. All must read back as typed.
 */
const NAME = `&lt;b&gt;Zoë "Q" O'Neil & {{7*7}} \${1}`;
/** A name a spreadsheet would run as a formula unless the export escapes it. */
const FORMULA_NAME = `=HYPERLINK("http://evil.example","Open")`;
const LEAD = `${sampleLeadFor("Linda Smith")} Notes: ${SCRIPT}`;

// A server of this file's own, seeded with the demo admin, who must see what the agent stored.
const e2e = browserTests({ server: { SEED_DEMO: "1" } });

interface Opened extends Profile {
  dialogs: string[];
}

/**
 * A fresh profile on this file's server that records every CSP violation from its first script on, any
 * alert/confirm/prompt, and console errors (which fail the test unless expected, docs/conventions.md#tests).
 */
async function open(): Promise<Opened> {
  const { context, page, problems } = await e2e.open({ viewport: { width: 1280, height: 900 } });
  // Before the first navigation, so the page's first script is already watched.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { context, page, problems, dialogs };
}

/**
 * Nothing stored ran or became markup: no global set, no injected element in the page, no handler the
 * CSP had to block (so the app itself rendered it as text), no dialog, no error.
 */
async function expectInert({ page, problems, dialogs }: Opened) {
  const state = await page.evaluate(() => ({
    pwned: typeof (window as unknown as { __pwned?: unknown }).__pwned,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    injectedScripts: [...document.scripts].filter((s) => s.textContent?.includes("__pwned")).length,
    violations: (window as unknown as { __violations: string[] }).__violations,
  }));
  expect(state).toEqual({ pwned: "undefined", injectedImages: 0, injectedScripts: 0, violations: [] });
  expect(dialogs).toEqual([]);
  expect(problems).toEqual([]);
}

/** The agent's name in the header's account menu, as it was typed. */
function headerName(page: Page) {
  return page.getByRole("banner").getByText(NAME, { exact: true });
}

describe("stored script is shown as text (docs/product/compliance.md#security)", () => {
  let admin: Opened;
  let agent: Opened;
  const agentEmail = uniqueEmail("xss");
  const formulaEmail = uniqueEmail("formula");

  beforeAll(async () => {
    admin = await open();
    await signInThroughApi(admin.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    for (const account of [
      { name: NAME, email: agentEmail },
      { name: FORMULA_NAME, email: formulaEmail },
    ]) {
      const created = await callApi(admin.page, "POST", "/api/admin/users", {
        ...account,
        password: "closer-2026",
        role: "user",
      });
      expect(created.status).toBe(201);
    }
    // Markup itself is refused as a name, with the words of docs/product/decisions.md#d-7.
    const refused = await callApi(admin.page, "POST", "/api/admin/users", {
      name: SCRIPT,
      email: uniqueEmail("markup"),
      password: "closer-2026",
      role: "user",
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { fields: { name: "Full name can't contain < or >." } } },
    });
    agent = await open();
    await signInThroughApi(agent.page, agentEmail, "closer-2026");
  });

  it("in chat: the agent's name and a stored message, also after a reload", async () => {
    const { page } = agent;
    await page.goto("/app");
    await headerName(page).waitFor();
    const log = page.getByRole("log", { name: "Conversation with the coach" });
    const composer = page.getByRole("textbox", { name: "Message the coach" });
    // The greeting uses the first word of the name, as text too.
    await log.getByText("Glad you're here, &lt;b&gt;Zoë. Describe a client").waitFor();
    await page.getByText("2 free bundles left this month").filter({ visible: true }).waitFor();
    await composer.fill(LEAD);
    await composer.press("Enter");
    await log.getByText(LEAD, { exact: true }).waitFor();
    // docs/product/decisions.md#d-9: the early-access note after the first message.
    const note = page.getByRole("dialog", { name: "You're in early" });
    await note.waitFor();
    await note.getByRole("button", { name: "Keep chatting" }).click();
    await note.waitFor({ state: "detached" });
    await log.getByRole("region", { name: "Recommended Bundle" }).waitFor();
    await expectInert(agent);

    // From the database this time.
    await page.reload();
    await log.getByText(LEAD, { exact: true }).waitFor();
    await headerName(page).waitFor();
    await expectInert(agent);
  });

  it("on the bundle page, in the saved list and on the dashboard", async () => {
    const { page } = agent;
    const card = page
      .getByRole("log", { name: "Conversation with the coach" })
      .getByRole("region", { name: "Recommended Bundle" });
    await card.getByRole("link", { name: "Open the one-page bundle" }).click();
    await page.waitForURL((url) => url.pathname === "/app/bundles");
    await page.getByRole("heading", { name: "Bundle for Linda Smith" }).waitFor();
    await headerName(page).waitFor();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Bundle saved to your list").waitFor();
    await page.getByRole("button", { name: "Open the bundle for Linda Smith" }).waitFor();
    await expectInert(agent);

    await page.goto("/app/dashboard");
    await headerName(page).waitFor();
    await page.getByRole("heading", { name: `Welcome back, ${NAME}`, exact: true }).waitFor();
    await page.getByText("Linda Smith").first().waitFor();
    await expectInert(agent);
  });

  it("in the admin users table and the support inbox", async () => {
    const status = await agent.page.evaluate(
      (body) =>
        fetch("/api/support", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((r) => r.status),
      { name: SCRIPT, email: agentEmail, subject: SCRIPT, category: "other", message: `Help me: ${SCRIPT}` },
    );
    expect(status).toBe(201);

    const { page } = admin;
    await page.goto("/app/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await page.getByLabel("Search users").fill("@example.com");
    const table = page.getByRole("table");
    await table.getByText(agentEmail).waitFor();
    await table.getByText(NAME, { exact: true }).waitFor();
    await table.getByText(FORMULA_NAME, { exact: true }).waitFor();
    await expectInert(admin);

    await page.getByRole("tab", { name: "Support" }).click();
    await page.getByRole("heading", { name: SCRIPT, exact: true }).waitFor();
    await page.getByText(`From ${SCRIPT} <${agentEmail}>`, { exact: true }).waitFor();
    await page.getByText(`Help me: ${SCRIPT}`, { exact: true }).waitFor();
    await expectInert(admin);
  });

  it("in the users CSV: the name as literal text, a formula-like name escaped", async () => {
    const csv = await admin.page.evaluate(() => fetch("/api/admin/users.csv").then((r) => r.text()));
    const rows = new Map(parseCsv(csv).map((row) => [row[1], row]));
    expect(rows.get(agentEmail)?.[0]).toBe(NAME);
    expect(rows.get(formulaEmail)?.[0]).toBe(`'${FORMULA_NAME}`);
  });
});

/** Adds an inline script element to the page; says whether it ran and what the CSP reported, if anything. */
async function injectInlineScript() {
  const reported = new Promise<SecurityPolicyViolationEvent | null>((resolve) => {
    document.addEventListener("securitypolicyviolation", resolve, { once: true });
    // A script that runs has set its flag by the time it is appended: then there is no report to wait for.
    document.addEventListener("inline-script-ran", () => resolve(null), { once: true });
  });
  const script = document.createElement("script");
  script.textContent = "window.__inlineRan = true; document.dispatchEvent(new Event('inline-script-ran'));";
  document.body.append(script);
  const event = await reported;
  return {
    ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true,
    directive: event?.violatedDirective ?? null,
    blocked: event?.blockedURI ?? null,
    disposition: event?.disposition ?? null,
  };
}

describe("the Content-Security-Policy in the browser", () => {
  it("refuses an inline script added to a served page and reports the violation", async () => {
    const opened = await open();
    const { page } = opened;
    await page.goto("/");
    // The app's own scripts run under the same policy: React has rendered the landing page.
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    const result = await page.evaluate(injectInlineScript);
    expect(result).toEqual({
      ran: false,
      directive: "script-src-elem",
      blocked: "inline",
      disposition: "enforce",
    });
    expect(opened.dialogs).toEqual([]);
    // Chromium logs the refusal; that one error is what this test expects.
    expect(opened.problems.filter((p) => !/Content Security Policy/.test(p))).toEqual([]);
    await expect.poll(() => opened.problems.some((p) => /Content Security Policy/.test(p))).toBe(true);
  });

  it("is what stops it: with the policy bypassed, the same script runs (the check above can fail)", async () => {
    const { page } = await e2e.open({ bypassCSP: true });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.evaluate(injectInlineScript)).toEqual({
      ran: true,
      directive: null,
      blocked: null,
      disposition: null,
    });
  });
});
