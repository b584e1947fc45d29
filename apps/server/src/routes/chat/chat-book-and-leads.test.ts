import { type Bundle, bundleSchema, type Lead, leadListSchema, leadSchema } from "@buildr/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.js";
import { addCalendarDays } from "../../services/leads/business-days.js";
import { utcDay } from "../../services/leads/leads.js";
import { lifetimeAgent, putBook } from "../../test/agent.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";

/**
 * The chat and the agent's book: a bundle the chat makes follows the book exactly as one from
 * `POST /api/bundles/generate` does, and "yes" to the save question saves the client as a lead with its
 * follow-up plan (as `POST /api/leads` does), linked from the reply in the agent's language.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const WALTER =
  "New client: Walter Jones, 71, male, Texas, COPD, wants final expense, about $80 a month, born 1955-03-14.";
const UNNAMED_ES =
  "Tengo una clienta nueva de 67 años, viuda, diabética, con Medicare Original, quiere cubrir su funeral, $120 al mes";
const UNNAMED_FR =
  "Nouvelle cliente de 67 ans, veuve, diabétique, à Medicare Original, elle veut couvrir ses obsèques, 120 $ par mois";
const TERM_LIFE =
  "New client: 45 year old married man in Texas, two kids, non-smoker, wants term life for his mortgage";
const ANNUITY =
  "New client, 72, retired teacher in Florida, wants a guaranteed annuity for $50,000 of savings";
const BOOK = {
  licensedStates: ["FL", "GA"],
  carriers: [{ carrier: "Americo", products: ["final_expense"], contractLevel: 0.8, levelName: "Agent 80" }],
};

interface Reply {
  conversationId: string;
  messageId: string;
  reply: { id: string; content: string; kind: string; language: string; bundle?: Bundle };
}

async function chat(client: TestClient, body: Record<string, unknown>): Promise<Reply> {
  const res = await client.post("/api/chat", body);
  expect(res.status, `${String(body.message)}: ${res.status}`).toBe(200);
  return (await res.json()) as Reply;
}

async function generated(client: TestClient, lead: string): Promise<Bundle> {
  const res = await client.post("/api/bundles/generate", { lead, language: "en" });
  expect(res.status).toBe(200);
  return bundleSchema.parse(await res.json()) as Bundle;
}

/** What the book changes in a bundle: the same from the chat as from the generate route. */
function bookView(bundle: Bundle) {
  return {
    book: bundle.book,
    warnings: bundle.warnings,
    policies: bundle.policies.map((p) => ({
      product: p.product,
      carriers: p.carriers.map((c) => [c.name, c.appointed]),
      commission: p.commission,
      readyToSell: p.readyToSell,
    })),
    totals: bundle.totals,
  };
}

const LEAD_LINK = /\]\(\/app\/leads\/([^)]+)\)/u;

function leadIdIn(content: string): string {
  const id = LEAD_LINK.exec(content)?.[1];
  expect(id, content).toBeDefined();
  return decodeURIComponent(id!);
}

async function leadOf(client: TestClient, id: string): Promise<Lead> {
  const res = await client.get(`/api/leads/${id}`);
  expect(res.status).toBe(200);
  return leadSchema.parse(await res.json());
}

async function leadCount(client: TestClient): Promise<number> {
  return leadListSchema.parse(await (await client.get("/api/leads")).json()).leads.length;
}

describe("bundles made in the chat follow the agent's book", () => {
  it("orders, marks, warns and levels them exactly as the generate route does", async () => {
    const { client } = await lifetimeAgent(t);
    expect((await putBook(client, BOOK)).status).toBe(200);
    const made = await chat(client, { message: WALTER });
    expect(made.reply.kind).toBe("bundle");
    const bundle = bundleSchema.parse(made.reply.bundle) as Bundle;

    expect(bundle.book).toEqual({ applied: true, licensedStates: ["FL", "GA"] });
    expect(bundle.warnings?.[0]).toMatchObject({ code: "not_licensed_in_state", state: "TX" });
    expect(bundle.warnings?.[0]?.message).toMatch(/You are not licensed in TX/u);
    const finalExpense = bundle.policies.find((p) => p.product === "final_expense")!;
    expect(finalExpense.carriers[0]).toMatchObject({ name: "Americo", appointed: true });
    expect(finalExpense.carriers.slice(1).every((c) => c.appointed === false)).toBe(true);
    expect(finalExpense.commission.level).toMatchObject({
      carrier: "Americo",
      share: 0.8,
      levelName: "Agent 80",
    });

    // The same lead through the bundles page: the book's effect is identical.
    expect(bookView(bundle)).toEqual(bookView(await generated(client, WALTER)));
    // Stored as answered: the conversation's history and the bundle's own page show it the same way.
    const stored = bundleSchema.parse(await (await client.get(`/api/bundles/${bundle.id}`)).json()) as Bundle;
    expect(bookView(stored)).toEqual(bookView(bundle));
  });

  it("keeps today's bundle for an agent without a book, marked so", async () => {
    const { client } = await lifetimeAgent(t);
    const made = await chat(client, { message: WALTER });
    const bundle = made.reply.bundle!;
    expect(bundle.book).toEqual({ applied: false });
    expect(bundle.warnings).toBeUndefined();
    expect(bundle.policies.flatMap((p) => p.carriers).every((c) => c.appointed === undefined)).toBe(true);
    expect(bookView(bundle)).toEqual(bookView(await generated(client, WALTER)));
  });

  it("says when no carrier shown is one the agent is appointed with", async () => {
    const { client } = await lifetimeAgent(t);
    await putBook(client, {
      licensedStates: ["TX"],
      carriers: [{ carrier: "Humana", products: ["part_d"] }],
    });
    const made = await chat(client, { message: WALTER });
    expect(made.reply.bundle!.warnings).toEqual([
      expect.objectContaining({ code: "no_appointed_carrier", product: "final_expense" }),
    ]);
  });
});

describe('"yes" to the save question saves a lead', () => {
  it("saves the client as a new lead with the bundle and its follow-up plan, and links to it", async () => {
    const { client } = await lifetimeAgent(t);
    await putBook(client, BOOK);
    const made = await chat(client, { message: WALTER });
    const bundle = made.reply.bundle!;
    const today = utcDay(new Date());
    const yes = await chat(client, { message: "yes", conversationId: made.conversationId, today });
    expect(yes.reply.content).toMatch(
      /^Saved to your leads\. Its follow-up plan is ready: \[open the lead\]\(/u,
    );

    const lead = await leadOf(client, leadIdIn(yes.reply.content));
    expect(lead).toMatchObject({
      name: "Walter Jones",
      status: "new",
      bundleId: bundle.id,
      state: "TX",
      products: ["final_expense"],
      cadence: "final_expense",
      language: "en",
    });
    // The plan as POST /api/leads makes it: the first call today, every task naming the client.
    expect(lead.tasks[0]).toMatchObject({ kind: "first_call", dueOn: today, doneAt: null });
    expect(lead.tasks.length).toBeGreaterThanOrEqual(8);
    for (const task of lead.tasks) expect(task.script).toContain("Walter");
    // The bundle is saved too (the monthly rule's path), and the lead is due today.
    const saved = (await (await client.get("/api/bundles")).json()) as { bundles: { id: string }[] };
    expect(saved.bundles.map((b) => b.id)).toEqual([bundle.id]);
    const due = leadListSchema.parse(await (await client.get(`/api/leads?due=${today}`)).json());
    expect(due.leads.map((l) => l.id)).toEqual([lead.id]);

    // Answering the "yes" again finds the same lead: never a second one.
    const again = await chat(client, {
      message: "yes",
      conversationId: made.conversationId,
      regenerateOf: yes.messageId,
      today,
    });
    expect(leadIdIn(again.reply.content)).toBe(lead.id);
    expect(await leadCount(client)).toBe(1);
  });

  it("schedules from the agent's today, and refuses a date far from the server's with 400", async () => {
    const { client } = await lifetimeAgent(t);
    const made = await chat(client, { message: WALTER });
    const yesterday = addCalendarDays(utcDay(new Date()), -1);
    const yes = await chat(client, { message: "yes", conversationId: made.conversationId, today: yesterday });
    expect((await leadOf(client, leadIdIn(yes.reply.content))).tasks[0]!.dueOn).toBe(yesterday);

    const other = await chat(client, { message: WALTER });
    const res = await client.post("/api/chat", {
      message: "yes",
      conversationId: other.conversationId,
      today: "2001-01-01",
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toMatch(/^today:/u);
    // Refused before anything was written: no lead, and the bundle is not saved either.
    expect(await leadCount(client)).toBe(1);
    const saved = (await (await client.get("/api/bundles")).json()) as { bundles: { id: string }[] };
    expect(saved.bundles.map((b) => b.id)).not.toContain(other.reply.bundle!.id);
  });

  it("answers in Spanish (usted) and French, naming an unnamed client by their facts", async () => {
    const { client } = await lifetimeAgent(t);
    const es = await chat(client, { message: UNNAMED_ES });
    expect(es.reply.kind).toBe("bundle");
    const si = await chat(client, { message: "sí", conversationId: es.conversationId });
    expect(si.reply.content).toMatch(
      /^Guardado en sus prospectos\. Su plan de seguimiento está listo: \[abra el prospecto\]\(\/app\/leads\//u,
    );
    const lead = await leadOf(client, leadIdIn(si.reply.content));
    expect(lead.name).toMatch(/^Cliente \(67 años/u);
    expect(lead.language).toBe("es");
    expect(lead.status).toBe("new");
    expect(lead.tasks.length).toBeGreaterThan(0);

    const fr = await chat(client, { message: UNNAMED_FR });
    expect(fr.reply.kind).toBe("bundle");
    const oui = await chat(client, { message: "oui", conversationId: fr.conversationId });
    expect(oui.reply.content).toMatch(
      /^Enregistré dans vos prospects\. Son plan de suivi est prêt : \[ouvrir le prospect\]\(\/app\/leads\//u,
    );
    expect((await leadOf(client, leadIdIn(oui.reply.content))).name).toMatch(/^Client \(67 ans/u);
  });

  it("keeps the monthly save rule: a refused save makes no lead", async () => {
    // A free account: the monthly save rule applies to it.
    const { client, id } = await t.signedInUser();
    await t.services.database.db.update(users).set({ trialCredits: 3 }).where(eq(users.id, id));
    const a = await chat(client, { message: WALTER });
    await chat(client, { message: "yes", conversationId: a.conversationId });
    const b = await chat(client, { message: TERM_LIFE, conversationId: a.conversationId });
    await chat(client, { message: "yes please", conversationId: b.conversationId });
    expect(await leadCount(client)).toBe(2);
    const c = await chat(client, { message: ANNUITY, conversationId: b.conversationId });
    const refused = await chat(client, { message: "yes", conversationId: c.conversationId });
    expect(refused.reply.content).toMatch(/free accounts can save 2 bundles a month/u);
    expect(refused.reply.content).not.toMatch(LEAD_LINK);
    expect(await leadCount(client)).toBe(2);
  });

  it("skip saves nothing", async () => {
    const { client } = await lifetimeAgent(t);
    const made = await chat(client, { message: WALTER });
    await chat(client, { message: "skip", conversationId: made.conversationId });
    expect(await leadCount(client)).toBe(0);
  });
});
