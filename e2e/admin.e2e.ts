import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../apps/server/src/test/parse-csv.js";
import { DEMO_ADMIN, uniqueEmail } from "./browser.js";
import { browserTests } from "./fixture.js";

// A server of this file's own, seeded with the demo admin: the shared one starts with no accounts.
const e2e = browserTests({ server: { SEED_DEMO: "1" } });
/** Pages tall enough for the admin tables (downloads allowed, Playwright's default). */
const viewport = { width: 1280, height: 900 };

function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

describe("the admin area (docs/product/screens.md#admin)", () => {
  let page: Page;
  let problems: string[];
  const agent = { name: "Nora Newhire", email: uniqueEmail("newhire"), password: "closer-2026" };

  beforeAll(async () => {
    ({ page, problems } = await e2e.signedIn(DEMO_ADMIN, { viewport }));
    await page.goto("/app/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
  });

  it("shows the Admin Info note and the users table", async () => {
    await page
      .getByText("Admins have unlimited bundle creation and full system access.", { exact: false })
      .waitFor();
    await page.getByRole("table").getByText(DEMO_ADMIN.email).waitFor();
    expect(problems).toEqual([]);
  });

  it("adds a user through the dialog, refusing it first with a missing field", async () => {
    await page.getByRole("button", { name: "Add New User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New User" });
    await dialog.getByLabel("Full name").fill(agent.name);
    await dialog.getByRole("button", { name: "Create user" }).click();
    await toast(page, "Please fill in all required fields").waitFor();
    await toast(page, "Missing Information").waitFor();

    await dialog.getByLabel("Email").fill(agent.email);
    await dialog.getByLabel("Password").fill(agent.password);
    await dialog.getByRole("button", { name: "Create user" }).click();
    await toast(page, "User Created").waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("table").getByText(agent.email).waitFor();
    expect(problems).toEqual([]);
  });

  it("changes the new user's role, and that user's next request reflects it", async () => {
    await page.getByLabel("Search users").fill(agent.email);
    await expect.poll(() => page.getByRole("table").locator("tbody tr").count()).toBe(1);
    await page.getByRole("table").getByLabel(`Role for ${agent.name}`).selectOption("vip");
    await toast(page, "Role Updated").waitFor();

    const other = await e2e.signedIn(agent, { viewport });
    const me = await other.page.evaluate(() => fetch("/api/me").then((r) => r.json()));
    expect(me).toMatchObject({ email: agent.email, role: "vip", isUnlimited: true });
    expect(other.problems).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("grants lifetime access to two addresses, one of them invalid, and says one failed", async () => {
    await page.getByRole("tab", { name: "Access" }).click();
    await page.getByLabel("Email addresses").fill(`  ${agent.email.toUpperCase()}\nnot-an-address, `);
    await page.getByLabel("Plan").selectOption("lifetime");
    await page.getByRole("button", { name: "Grant access" }).click();
    await toast(page, "Access Granted").waitFor();
    await toast(page, "1 account now has access. 1 failed.").waitFor();
    const results = page.getByRole("region", { name: "Results" });
    await results.getByText("Not a valid email address").waitFor();
    await results.getByText("Access granted").waitFor();
    // Recent Entitlements shows the grant with the account's name and e-mail.
    const recent = page.getByRole("list", { name: "Recent Entitlements" });
    await recent.getByText(agent.email).waitFor();
    await recent.getByText("Lifetime").first().waitFor();
    const me = await page.evaluate(
      (email) => fetch(`/api/admin/users?search=${encodeURIComponent(email)}`).then((r) => r.json()),
      agent.email,
    );
    expect(me.users[0]).toMatchObject({ email: agent.email, plan: "lifetime" });
    expect(problems).toEqual([]);
  });

  it("exports the CSV, whose rows parse back to the accounts shown by the API", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    await toast(page, "Export Complete").waitFor();
    const rows = parseCsv(await readFile((await file.path())!, "utf8"));
    expect(rows[0]).toEqual(["Name", "Email", "Role", "Status", "Created Date"]);

    const listed = await page.evaluate(() =>
      fetch("/api/admin/users?pageSize=100&sort=createdAt&order=desc").then((r) => r.json()),
    );
    const expected = (
      listed.users as { name: string; email: string; role: string; status: string; createdAt: string }[]
    ).map((u) => [u.name, u.email, u.role, u.status, u.createdAt.slice(0, 10)]);
    expect(rows.slice(1)).toEqual(expected);
    expect(rows.slice(1)).toContainEqual([agent.name, agent.email, "vip", "Active", expect.any(String)]);
    expect(problems).toEqual([]);
  });

  it("runs the health checks from the panel", async () => {
    await page.getByRole("tab", { name: "System health" }).click();
    await page.getByRole("button", { name: "Test All Services" }).click();
    const database = page.locator('[data-check="database"]');
    await database.getByText("Working").waitFor();
    await database.getByText(/^Connected\. \d+ accounts\.$/).waitFor();
    await page
      .locator('[data-check="auth"]')
      .getByText(`Sessions work: signed in as ${DEMO_ADMIN.email}.`)
      .waitFor();
    await page.locator('[data-check="oauth"]').getByText("Not configured").waitFor();
    expect(problems).toEqual([]);
  });
});

describe("a non-admin at /app/admin", () => {
  it("sees Access Denied, and the admin API refuses them", async () => {
    const { page, problems } = await e2e.newAgent("Curious Agent");
    await page.goto("/app/admin");
    await page.getByText("Access Denied: You don't have permission to access this page.").waitFor();
    expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
    const status = await page.evaluate(() => fetch("/api/admin/users").then((r) => r.status));
    expect(status).toBe(403);
    expect(problems).toEqual([]);
  });
});
