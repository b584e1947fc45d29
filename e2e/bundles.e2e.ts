import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readPdf } from "../apps/server/src/test/pdf-text.js";
import { sampleLeadFor } from "../packages/engine/test/fixtures/sample-lead.js";
import { callApi } from "./browser.js";
import { browserTests } from "./fixture.js";

const axeSource: string = createRequire(import.meta.url)("axe-core").source;

const e2e = browserTests();

const LEAD = sampleLeadFor("Linda Smith");

/**
 * axe-core's serious and critical findings (WCAG 2.x A/AA and best practice) in the page's main content
 * as it is; the shell around it has scans of its own.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const { violations } = await axe.run(document.querySelector("main") ?? document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
    });
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** Downloads what a link gives and reads it as a PDF. */
async function downloadPdf(page: Page, linkName: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: linkName }).click();
  const file = await download;
  const path = await file.path();
  return { filename: file.suggestedFilename(), ...readPdf(await readFile(path)) };
}

async function generateThroughApi(page: Page, lead: string): Promise<number> {
  return (await callApi(page, "POST", "/api/bundles/generate", { lead })).status;
}

describe("the bundles workspace", () => {
  it("turns a lead into a one-page bundle, saves it, finds it again and downloads both PDFs", async () => {
    const { page, problems } = await e2e.newAgent("Bundle Agent");
    await page.goto("/app/fact-finder");
    await page.waitForURL((url) => url.pathname === "/app/bundles");
    await page.getByRole("heading", { name: "Product Bundles" }).waitFor();

    await page.getByLabel("Your lead", { exact: true }).fill(LEAD);
    await page.getByRole("button", { name: "Generate bundle" }).click();
    await page.getByRole("heading", { name: "Bundle for Linda Smith" }).waitFor();
    expect(new URL(page.url()).searchParams.get("bundle")).toBeTruthy();
    await page.getByRole("heading", { name: "Recommended policies" }).waitFor();
    for (const heading of ["Talk track", "Objections and responses", "Follow-up plan", "Facts still to ask"])
      await page.getByRole("heading", { name: heading }).waitFor();
    await page.getByText("First-year commission").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // One credit spent, as the header says.
    await page.getByText("1 free bundle left this month").filter({ visible: true }).waitFor();

    // Pitches are for paid plans: a free agent sees the way there, and why.
    await page.getByRole("link", { name: "Create pitch" }).waitFor();
    await page.getByText("Pitches come with Premium. Upgrade to build one from this bundle.").waitFor();

    // The client copy, on screen, says nothing about pay.
    await page.getByRole("button", { name: "Client copy" }).click();
    await page.getByText("What your client sees, in plain words.").waitFor();
    expect(await page.locator("article").innerText()).not.toMatch(/commission/i);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Agent copy" }).click();

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Bundle saved to your list").waitFor();
    await page.getByRole("button", { name: "Saved", exact: true }).waitFor();
    await page.getByText("1 of 2 saves used this month").waitFor();

    const search = page.getByRole("searchbox", { name: "Search saved bundles" });
    await search.fill("Ohio");
    await page.getByRole("button", { name: "Open the bundle for Linda Smith" }).waitFor();
    await search.fill("Nebraska rancher");
    await page.getByText("No saved bundles match “Nebraska rancher”.").waitFor();
    await search.fill("");
    await page.getByRole("button", { name: "Open the bundle for Linda Smith" }).waitFor();

    const agentPdf = await downloadPdf(page, "Download PDF");
    expect(agentPdf.filename).toBe("Linda Smith - bundle.pdf");
    expect(agentPdf.pages).toBe(1);
    expect(agentPdf.text).toContain("Linda Smith");
    expect(agentPdf.text).toMatch(/commission/i);

    const clientPdf = await downloadPdf(page, "Client PDF");
    expect(clientPdf.filename).toBe("Linda Smith - client copy.pdf");
    expect(clientPdf.pages).toBe(1);
    expect(clientPdf.text).toContain("Linda Smith");
    expect(clientPdf.text).not.toMatch(/commission|comisi[oó]n|r[ée]mun[ée]ration/i);
    // Linda's funeral is a life appointment (decision 011): her copy holds no Medicare product, so
    // no Medicare marketing disclaimer.
    expect(clientPdf.text.replace(/\s+/g, " ")).not.toContain(
      "We do not offer every plan available in your area",
    );

    // Open from the list after a reload, then delete with confirmation.
    await page.goto("/app/bundles");
    await page.getByRole("button", { name: "Open the bundle for Linda Smith" }).click();
    await page.getByRole("heading", { name: "Bundle for Linda Smith" }).waitFor();
    await page.getByRole("button", { name: "Delete the bundle for Linda Smith" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this bundle?" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Delete the bundle for Linda Smith" }).click();
    await dialog.getByRole("button", { name: "Delete bundle" }).click();
    await page.getByText("Bundle deleted").waitFor();
    await page.getByText("No saved bundles yet. Generate a bundle and press Save to keep it here.").waitFor();
    expect(problems).toEqual([]);
  });

  it("asks for the missing facts when a lead is too vague, and spends nothing", async () => {
    const { page, problems } = await e2e.newAgent("Vague Agent");
    await page.goto("/app/bundles");
    await page.getByLabel("Your lead", { exact: true }).fill("call back tomorrow");
    await page.getByRole("button", { name: "Generate bundle" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Tell me a bit more about this client" });
    await notice.waitFor();
    expect(await notice.getByRole("listitem").count()).toBeGreaterThan(0);
    await page.getByText("2 free bundles left this month").filter({ visible: true }).waitFor();
    // An empty box is stopped before it reaches the server.
    await page.getByLabel("Your lead", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Generate bundle" }).click();
    await page.getByText("Describe the lead in a few words.").waitFor();
    // The browser logs the expected 422 answer itself; anything else is a problem.
    expect(problems.filter((p) => !/status of 422/.test(p))).toEqual([]);
  });

  it("checks the fact-finder's fields, then builds a bundle from it on a phone", async () => {
    const { page, problems } = await e2e.newAgent("Form Agent", { viewport: { width: 390, height: 844 } });
    await page.goto("/app/bundles");
    await page.getByRole("tab", { name: "Fact-finder" }).click();
    await page.getByRole("button", { name: "Generate bundle" }).click();
    await page.getByText("Give at least the client's age, or tick a goal or a health condition.").waitFor();

    await page.getByLabel("First name", { exact: true }).fill("James");
    await page.getByLabel("Age", { exact: true }).fill("300");
    await page.getByLabel("Age", { exact: true }).blur();
    await page.getByText("Enter an age between 18 and 120.").waitFor();
    await page.getByLabel("Age", { exact: true }).fill("34");
    await page.getByLabel("Marital status", { exact: true }).selectOption("married");
    await page.getByLabel("Dependents", { exact: true }).fill("2");
    await page.getByLabel("State", { exact: true }).selectOption("GA");
    await page.getByLabel("Tobacco use", { exact: true }).selectOption("never");
    await page.getByLabel("Yearly income", { exact: true }).fill("85,000");
    await page.getByLabel("Protect the family", { exact: true }).check();
    await page.getByLabel("Pay off the mortgage", { exact: true }).check();
    await page.getByRole("button", { name: "Generate bundle" }).click();

    await page.getByRole("heading", { name: "Bundle for James" }).waitFor();
    await page
      .getByRole("heading", { name: /term life/i })
      .first()
      .waitFor();
    // Nothing spills sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  it("shows a free agent with no credits left the Upgrade Required gate with the plans", async () => {
    const { page, problems } = await e2e.newAgent("Spent Agent");
    expect(await generateThroughApi(page, LEAD)).toBe(200);
    expect(await generateThroughApi(page, LEAD)).toBe(200);
    await page.goto("/app/bundles");
    await page.getByRole("heading", { name: "Upgrade Required" }).waitFor();
    await page.getByRole("button", { name: "Upgrade Yearly – $360" }).waitFor();
    expect(await page.getByLabel("Your lead", { exact: true }).count()).toBe(0);
    await page.getByRole("heading", { name: "Saved bundles" }).waitFor();
    expect(problems).toEqual([]);
  });
});
