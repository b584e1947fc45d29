import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

const LEAD =
  "New client: 68, widowed, diabetic, on Original Medicare, wants her funeral covered, $100 a month";

/** The chat screen as the agent uses it: the composer, the conversation, the replies' actions. */
function coach(
  page: Page,
  labels = { composer: "Message the coach", copy: "Copy", log: "Conversation with the coach" },
) {
  const log = page.getByRole("log", { name: labels.log });
  return {
    log,
    composer: page.getByRole("textbox", { name: labels.composer }),
    /** Every answered coach reply (the greeting aside) carries a Copy button. */
    replies: () => log.getByRole("button", { name: labels.copy }).count(),
    async send(message: string) {
      const before = await this.replies();
      await this.composer.fill(message);
      await this.composer.press("Enter");
      await page.waitForFunction(
        ({ name, copy, count }) =>
          [...document.querySelectorAll(`[role=log][aria-label="${name}"] button`)].filter((b) =>
            b.textContent?.includes(copy),
          ).length > count,
        { name: labels.log, copy: labels.copy, count: before },
      );
    },
    async lastReply() {
      return (await log.locator(":scope > div").last().innerText()).trim();
    },
  };
}

/** docs/product/decisions.md#d-9 / docs/product/screens.md#chat: the early-access modal, once, a second after the first message. */
async function dismissEarlyAccess(page: Page) {
  const dialog = page.getByRole("dialog", { name: "You're in early" });
  await dialog.waitFor();
  expect(await dialog.innerText()).not.toMatch(/early[- ]bird|june 1/i);
  await dialog.getByRole("button", { name: "Keep chatting" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("the chat coach (docs/product/chat-coach.md)", () => {
  it("takes a free agent from a client description to the bundle card, the follow-up limit and the upgrade modal", async () => {
    const { page, problems } = await e2e.newAgent("Dana Rivers");
    const chat = coach(page);
    await chat.log.getByText("Describe a client (age, health, budget, goals)").waitFor();
    await page.getByRole("button", { name: "Why Agents Use Buildr AI" }).waitFor();
    await page.getByText("Built-in sales coaching").waitFor();
    await page.getByText("2 free bundles left this month").filter({ visible: true }).waitFor();

    // An example prompt fills the composer; the agent sends it.
    await page.getByRole("button", { name: LEAD }).click();
    expect(await chat.composer.inputValue()).toBe(LEAD);
    await chat.composer.press("Enter");
    await chat.log.getByText(LEAD).waitFor();
    await dismissEarlyAccess(page);

    const card = chat.log.getByRole("region", { name: "Recommended Bundle" });
    await card.waitFor();
    const cardText = await card.innerText();
    expect(cardText).toMatch(/Final expense/i);
    expect(cardText).toMatch(/Core/);
    expect(cardText).toMatch(/\$\d[\d,]* – \$\d[\d,]* \/ month|\$\d[\d,]* \/ month/);
    expect(cardText).toMatch(/First-year commission/);
    const open = card.getByRole("link", { name: "Open the one-page bundle" });
    expect(await open.getAttribute("href")).toMatch(/^\/app\/bundles\?bundle=/);
    await chat.log.getByText("Get the whole playbook").waitFor();
    await page.getByText("1 free bundle left this month").filter({ visible: true }).waitFor();

    // docs/product/decisions.md#d-2: three follow-ups on the bundle cost nothing; the fourth gets the limit message.
    for (const question of [
      "What carriers would you pick instead?",
      "How much commission will I make?",
      "How do I answer if she says it's too expensive?",
    ]) {
      await chat.send(question);
      expect(await chat.lastReply()).not.toMatch(/follow-up question limit/);
    }
    await page.getByText("1 free bundle left this month").filter({ visible: true }).waitFor();
    await chat.send("What would you say if she wants to think about it?");
    expect(await chat.lastReply()).toMatch(/You've reached the follow-up question limit for this bundle/);

    // The bundle stays the subject after the limit reply: the next question is the limit again, free.
    await chat.send("What is Medigap plan G?");
    expect(await chat.lastReply()).toMatch(/You've reached the follow-up question limit for this bundle/);
    await page.getByText("1 free bundle left this month").filter({ visible: true }).waitFor();

    // The second client takes the last bundle credit; the agent saves it, and its 3 free follow-ups
    // are asked from the composer at zero bundle credits.
    await chat.send(
      "New client: 45, married man in Texas, two kids, non-smoker, wants term life for his mortgage",
    );
    await page.getByText("0 free bundles left this month").filter({ visible: true }).waitFor();
    expect(await chat.lastReply()).toMatch(/Save this client to your leads\?/);
    await chat.send("yes");
    expect(await chat.lastReply()).toMatch(/Saved to your leads/);
    for (const question of [
      "What carriers would you pick for him?",
      "How much commission will I make?",
      "How do I open the call?",
    ]) {
      expect(await chat.composer.getAttribute("aria-disabled")).toBeNull();
      await chat.send(question);
      expect(await chat.lastReply()).not.toMatch(/follow-up question limit|Upgrade to continue/);
    }
    await page
      .getByText("No free bundles left this month. Coaching questions and follow-ups still work.")
      .waitFor();
    await page.getByRole("button", { name: "Upgrade", exact: true }).click();
    const upgrade = page.getByRole("dialog", { name: "Upgrade to keep coaching" });
    await upgrade.waitFor();
    await upgrade
      .getByText(
        "Free accounts get 2 bundles a month, 3 follow-ups on each and 5 coaching questions a day. Upgrade for unlimited bundles and coaching.",
      )
      .waitFor();
    await upgrade.getByRole("button", { name: /Upgrade Now/ }).waitFor();
    await page.keyboard.press("Escape");
    await upgrade.waitFor({ state: "detached" });

    // The history stays readable after a reload.
    await page.reload();
    await coach(page).log.getByRole("region", { name: "Recommended Bundle" }).first().waitFor();
    expect(problems).toEqual([]);
  });

  it("handles /lang, shows HTML as text, and keeps a searchable, exportable history", async () => {
    const { page, problems } = await e2e.newAgent("Luis Ortega");
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    const chat = coach(page);
    await chat.log.getByText("Describe a client (age, health, budget, goals)").waitFor();

    await chat.send("Medigap plan G for a client turning 65: <script>alert(1)</script> <b>bold</b>");
    await dismissEarlyAccess(page);
    await chat.log.getByText("<script>alert(1)</script> <b>bold</b>", { exact: false }).waitFor();
    expect(await chat.log.locator("script, b").count()).toBe(0);
    expect(alerts).toEqual([]);

    // An unknown language: a destructive toast, nothing sent into the conversation.
    await chat.composer.fill("/lang de");
    await chat.composer.press("Enter");
    await page.getByText("Unknown language").waitFor();
    await page.getByText(`"de" isn't available. Use /lang en, /lang es or /lang fr.`).waitFor();
    expect(await chat.log.getByText("/lang de").count()).toBe(0);

    await chat.composer.fill("/lang es");
    await chat.composer.press("Enter");
    const es = coach(page, {
      composer: "Escríbale al coach",
      copy: "Copiar",
      log: "Conversación con el coach",
    });
    await es.log.getByText("Idioma cambiado a español").waitFor();
    await page.getByRole("link", { name: "Configuración" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    await es.send("Medigap plan G?");
    expect(await es.lastReply()).toMatch(/\b(el|la|los|las|que|para|con|su)\b/);

    // Export the open conversation as Markdown.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.md$/);
    const markdown = await readFile((await file.path())!, "utf8");
    expect(markdown).toMatch(/^# /);
    expect(markdown).toContain("Medigap plan G?");

    // A new chat, then search finds the earlier conversation by what was said in it.
    const earlier = new URL(page.url()).searchParams.get("c");
    await page.getByRole("button", { name: "Nuevo chat" }).click();
    await page.waitForURL((url) => url.searchParams.get("c") !== earlier);
    await page.getByRole("button", { name: "Por qué los agentes usan Buildr AI" }).waitFor();
    const history = page.getByRole("navigation", { name: "Conversaciones" });
    // The new chat has no message yet: it is not history, only the earlier one is.
    expect(await history.getByRole("listitem").count()).toBe(1);
    await page.getByRole("searchbox", { name: "Buscar en sus mensajes" }).fill("plan G for a client");
    await page.waitForFunction(
      () => document.querySelectorAll('nav[aria-label="Conversaciones"] li').length === 1,
    );
    await history.getByRole("listitem").getByRole("button").first().click();
    await page.waitForURL((url) => url.searchParams.get("c") === earlier);
    // Commands are not stored: reloaded, the conversation holds what was said to the coach.
    await page.reload();
    await es.log.getByText("Medigap plan G?", { exact: true }).waitFor();
    expect(await es.log.getByText("/lang es").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("regenerates a reply without repeating the message, and loads earlier messages in place", async () => {
    const { page, problems } = await e2e.newAgent("Omar Haddad");
    const chat = coach(page);
    await chat.log.getByText("Describe a client (age, health, budget, goals)").waitFor();
    const question = "What is Medigap plan G?";
    await chat.send(question);
    await dismissEarlyAccess(page);

    // Regenerate: a new reply to the same stored message.
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
    await chat.log.getByRole("button", { name: "Regenerate" }).click();
    await (await answered).finished();
    await chat.log.getByRole("button", { name: "Regenerate" }).waitFor();
    await page.reload();
    await chat.log.getByRole("button", { name: "Regenerate" }).waitFor();
    expect(await chat.log.getByText(question, { exact: true }).count()).toBe(1);
    expect(await chat.replies()).toBe(1);

    // A long conversation (16 more exchanges, off-topic so they cost nothing) opens on its latest page.
    const conversationId = new URL(page.url()).searchParams.get("c")!;
    const round = (n: number) => `Who won the game last night, round ${n}?`;
    await page.evaluate(
      async ({ conversationId, messages }) => {
        for (const message of messages) {
          const res = await fetch("/api/chat", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ conversationId, message }),
          });
          if (!res.ok) throw new Error(`chat answered ${res.status}`);
        }
      },
      { conversationId, messages: Array.from({ length: 16 }, (_, i) => round(i + 1)) },
    );
    await page.reload();
    await chat.log.getByText(round(16), { exact: true }).waitFor();
    expect(await chat.log.getByText(round(1), { exact: true }).count()).toBe(0);
    expect(await chat.log.getByText(question, { exact: true }).count()).toBe(0);

    // Load earlier: the older messages go above, and what the agent was reading stays where it was.
    await page.evaluate(() => {
      document.querySelector("[role=log]")!.parentElement!.scrollTop = 0;
    });
    const reading = chat.log.getByText(round(3), { exact: true });
    const before = (await reading.boundingBox())!.y;
    await chat.log.getByRole("button", { name: "Load earlier messages" }).click();
    await chat.log.getByText(question, { exact: true }).waitFor({ state: "attached" });
    expect(await chat.log.getByText(round(1), { exact: true }).count()).toBe(1);
    expect(Math.abs((await reading.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
    expect(await chat.log.getByRole("button", { name: "Load earlier messages" }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("works on a phone: history in a drawer, the composer within reach", async () => {
    const { page, problems } = await e2e.newAgent("Mia Chen", { viewport: { width: 390, height: 844 } });
    const chat = coach(page);
    await chat.log.getByText("Describe a client (age, health, budget, goals)").waitFor();
    const box = await chat.composer.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("button", { name: "Conversations" }).click();
    const drawer = page.getByRole("dialog", { name: "Conversations" });
    await drawer.getByRole("button", { name: "New chat" }).waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
  });
});
