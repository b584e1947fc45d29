import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeLlm } from "../apps/server/src/test/fake-llm.js";
import { browserTests } from "./fixture.js";

/**
 * The chat with a language model configured (an OpenAI-compatible server on loopback): what the model
 * writes renders as Markdown (a table), and Stop keeps the part the agent read, marked as stopped.
 */

const llm = new FakeLlm();
beforeAll(async () => {
  await llm.start();
});
afterAll(() => llm.stop());
// Registered after the model's hooks: its server starts once the model listens, and stops before it.
const e2e = browserTests({ server: () => ({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: "coach-1" }) });

const LEAD =
  "New client: 68, widowed, diabetic, on Original Medicare, wants her funeral covered, $100 a month";

async function send(page: Page, message: string) {
  const composer = page.getByRole("textbox", { name: "Message the coach" });
  await composer.fill(message);
  await composer.press("Enter");
}

describe("the chat with a model", () => {
  it("renders a model's table, and Stop keeps the partial answer marked as stopped", async () => {
    const { page, problems } = await e2e.newAgent("Rosa Diaz");
    const log = page.getByRole("log", { name: "Conversation with the coach" });
    // A brand-new agent is welcomed with the free bundles.
    await log.getByText("Welcome! You've received 2 free bundles. 🎉").waitFor();
    llm.play({ kind: "stream", chunks: ["{}"] });
    await send(page, LEAD);
    const early = page.getByRole("dialog", { name: "You're in early" });
    await early.waitFor();
    await early.getByRole("button", { name: "Keep chatting" }).click();
    await log.getByRole("region", { name: "Recommended Bundle" }).waitFor();
    await new Promise((r) => setTimeout(r, 1500));

    llm.play({
      kind: "stream",
      chunks: [
        "Here is the call plan:\n\n",
        "| Step | What to say |\n| --- | --- |\n",
        "| Open | Ask who depends on her |\n| Close | Offer to start the application |",
      ],
    });
    await send(page, "Summarize this bundle for me in a table");
    const table = log.getByRole("table");
    await table.waitFor();
    expect(await table.getByRole("columnheader").allInnerTexts()).toEqual(["Step", "What to say"]);
    expect(await table.getByRole("row").count()).toBe(3);
    await page.screenshot({ path: "/tmp/chatstate-table-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/chatstate-table-390.png" });
    await page.setViewportSize({ width: 1280, height: 860 });

    llm.play({
      kind: "stream",
      chunks: [
        "Lead with her funeral wish. ",
        "Then ask about her doctors. ",
        "Then the budget. ",
        "Then close.",
      ],
      delayMs: 2000,
    });
    await send(page, "Give me a quick recap of what I'm recommending");
    await log.getByText("Lead with her funeral wish.").waitFor();
    await page.getByRole("button", { name: "Stop" }).click();
    await log.getByText("Stopped: this is the part you read.").waitFor();
    expect(await log.getByText("Temporary hiccup").count()).toBe(0);

    // The server kept it the same way: after a reload the partial answer is there, marked.
    await new Promise((r) => setTimeout(r, 500));
    await page.reload();
    const reloaded = page.getByRole("log", { name: "Conversation with the coach" });
    await reloaded.getByText("Give me a quick recap of what I'm recommending").waitFor();
    await reloaded.getByText("Stopped: this is the part you read.").waitFor();
    expect(await reloaded.innerText()).toContain("Lead with her funeral wish.");
    expect(await reloaded.innerText()).not.toContain("Then close.");
    expect(await reloaded.getByText("Temporary hiccup").count()).toBe(0);
    await page.screenshot({ path: "/tmp/chatstate-stopped-1280.png" });
    expect(problems).toEqual([]);
  });
});
