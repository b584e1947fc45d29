import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signUpVerified } from "./browser.js";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

// A Medicare appointment (decision 011: a funeral request would be a life appointment with no disclaimer).
const LEAD =
  "Linda, 67, widowed, retired teacher in Ohio, on Original Medicare with no supplement, type 2 diabetes on metformin, worried about her medical bills, about $120 a month to spend.";

interface GeneratedBundle {
  id: string;
  client: { firstName?: string; lastName?: string };
  policies: { name: string }[];
}

/** A free agent upgraded to the yearly plan through the built-in test-mode checkout (docs/product/decisions.md#d-10). */
async function signUpPaid(page: Page): Promise<void> {
  await signUpVerified(page, "Pitching Agent");
  const { url } = await page.evaluate(() =>
    fetch("/api/billing/checkout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ plan: "yearly" }),
    }).then((r) => r.json() as Promise<{ url: string }>),
  );
  await page.goto(url);
  await page.getByRole("button", { name: "Pay $360 (test)" }).click();
  await page.waitForURL((u) => u.pathname === "/subscription-success");
  await page.getByRole("heading", { name: "Welcome to Premium!" }).waitFor();
}

async function generateBundle(page: Page): Promise<GeneratedBundle> {
  return page.evaluate(
    (lead) =>
      fetch("/api/bundles/generate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ lead }),
      }).then((r) => r.json() as Promise<GeneratedBundle>),
    LEAD,
  );
}

const pitchBox = (page: Page) => page.getByLabel("Sales pitch text (you can edit it before copying)");

async function waitForPitchStarting(page: Page, start: string): Promise<string> {
  await page.waitForFunction(
    ({ start }) => {
      const box = document.querySelector("textarea");
      return box?.getAttribute("aria-busy") === "false" && box.value.startsWith(start);
    },
    { start },
  );
  return pitchBox(page).inputValue();
}

describe("the sales pitch generator (docs/product/screens.md#routes, docs/product/decisions.md#d-15)", () => {
  it("writes a pitch from the agent's bundle, rewrites it by tone and length, copies and downloads it", async () => {
    const { page, context, problems } = await e2e.open();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.baseURL });
    await signUpPaid(page);

    // No bundle chosen yet.
    await page.goto("/app/pitches");
    await page.getByRole("heading", { name: "No Bundle Selected" }).waitFor();
    expect(await page.getByRole("link", { name: "View Product Bundles" }).getAttribute("href")).toBe(
      "/app/bundles",
    );

    const bundle = await generateBundle(page);
    await page.goto(`/app/pitches?bundle=${bundle.id}`);
    await page.getByRole("heading", { name: "Sales Pitch Generator" }).waitFor();
    await page.getByRole("heading", { name: "Bundle for Linda" }).waitFor();
    expect(await page.getByRole("link", { name: "Change Bundle" }).getAttribute("href")).toBe("/app/bundles");

    const professional = await waitForPitchStarting(page, "Hello, Linda.");
    // Medicare is presented: the CMS disclaimer is in the pitch; premiums, never pay.
    expect(professional).toContain("1-800-MEDICARE");
    expect(professional).toContain("90 days");
    expect(professional).not.toMatch(/commission|\bfree\b|approval rate/i);

    await page.getByLabel("Pitch Tone").selectOption({ label: "Conversational" });
    const conversational = await waitForPitchStarting(page, "Hi Linda!");
    expect(conversational).not.toBe(professional);

    await page.getByLabel("Pitch Length").selectOption({ label: "Detailed" });
    await page.waitForFunction((before) => {
      const box = document.querySelector("textarea");
      return box?.getAttribute("aria-busy") === "false" && box.value !== before;
    }, conversational);
    const detailed = await pitchBox(page).inputValue();
    expect(detailed.split(/\s+/).length).toBeGreaterThan(conversational.split(/\s+/).length);

    // The agent's edits are what gets copied and downloaded.
    const edited = `${detailed}\n\nP.S. See you Thursday.`;
    await pitchBox(page).fill(edited);
    await page.getByRole("button", { name: "Copy to Clipboard" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    await page.getByText("Copied to Clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
    // The copied state lasts about 2 seconds, then the button reads as before.
    await page.getByRole("button", { name: "Copy to Clipboard" }).waitFor({ timeout: 5000 });

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download as Text" }).click();
    const download = await downloading;
    const title = `Linda - ${bundle.policies.map((p) => p.name).join(" + ")}`;
    expect(download.suggestedFilename()).toBe(`Sales Pitch - ${title}.txt`);
    expect(await readFile((await download.path())!, "utf8")).toBe(edited);

    // Regenerate replaces the edits with another wording of the same facts, and again with a third.
    const dollars = (text: string) => [...new Set(text.match(/\$[\d,]+/g))].sort();
    let previous = detailed;
    for (let i = 0; i < 2; i++) {
      await page.getByRole("button", { name: "Regenerate" }).click();
      await page.getByText("Regenerating Pitch").first().waitFor();
      await page.waitForFunction(
        ({ before, edited }) => {
          const box = document.querySelector("textarea");
          return box?.getAttribute("aria-busy") === "false" && box.value !== before && box.value !== edited;
        },
        { before: previous, edited },
      );
      const regenerated = await pitchBox(page).inputValue();
      expect(regenerated).toMatch(/^Hi Linda!/);
      expect(regenerated).not.toBe(detailed);
      expect(regenerated).toContain("1-800-MEDICARE");
      expect(dollars(regenerated)).toEqual(dollars(detailed));
      previous = regenerated;
    }

    await page.getByRole("tab", { name: "Follow-Up Strategy" }).click();
    const steps = page.getByRole("tabpanel").getByRole("listitem");
    await steps.first().waitFor();
    expect(await steps.count()).toBe(5);
    const plan = await page.getByRole("tabpanel").innerText();
    for (const mark of ["Within 48 hours", "In 5 business days", "In 90 days"]) expect(plan).toContain(mark);

    await page.getByRole("tab", { name: "Referral Script" }).click();
    await page.getByRole("heading", { name: "Best practices" }).waitFor();
    expect(await page.getByRole("tabpanel").getByRole("listitem").count()).toBe(4);
    await page.getByRole("button", { name: "Copy Script" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/my number/);

    // The last bundle chosen stays for this tab.
    await page.goto("/app/pitches");
    await page.getByRole("heading", { name: "Bundle for Linda" }).waitFor();
    await waitForPitchStarting(page, "Hello, Linda.");
    expect(problems).toEqual([]);
  });

  it("shows a free agent the upgrade gate, and the API refuses them too", async () => {
    const { page, problems } = await e2e.newAgent("Free Agent", { viewport: { width: 390, height: 844 } });
    await page.goto("/app/pitches?bundle=anything");
    await page.getByRole("heading", { name: "Upgrade Required" }).waitFor();
    expect(await page.getByRole("heading", { name: "Sales Pitch Generator" }).count()).toBe(0);
    const status = await page.evaluate(() =>
      fetch("/api/pitches", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ bundleId: "anything", tone: "professional", length: "concise" }),
      }).then((r) => r.status),
    );
    expect(status).toBe(402);
    expect(problems).toEqual([]);
  });

  it("fits a phone: the pitch, its tabs and buttons without sideways scrolling", async () => {
    const { page, problems } = await e2e.open({ viewport: { width: 390, height: 844 } });
    await signUpPaid(page);
    const bundle = await generateBundle(page);
    await page.goto(`/app/pitches?bundle=${bundle.id}`);
    await page.getByRole("button", { name: "Copy to Clipboard" }).waitFor();
    await waitForPitchStarting(page, "Hello, Linda.");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    // Keyboard: the tabs are reachable and switch with the arrow keys.
    await page.getByRole("tab", { name: "Sales Pitch" }).click();
    await page.keyboard.press("ArrowRight");
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: "Follow-Up Strategy" }).waitFor();
    await page.getByText("Within 48 hours").waitFor();
    expect(problems).toEqual([]);
  });
});
