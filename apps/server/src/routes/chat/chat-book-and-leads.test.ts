import { type Bundle, bundleSchema, type Lead, leadListSchema, leadSchema } from "@buildr/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.js";
import { utcDay } from "../../services/leads/leads.js";
import { addCalendarDays } from "../../services/leads/business-days.js";
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
const ANNUITY = "New client, 72, retired teacher in Florida, wants a guaranteed annuity for $50,000 of savings";
const BOOK = {
  licensedStates: ["FL", "GA"],
  carriers: [{ carrier: "Americo", products: ["final_expense"], contractLevel: 0.8, levelName: "Agent 80" }],
};

interface Reply {
  conversationId: string;
  messageId: string;
  reply: { id: string; content: string; kind: string; language: string; bundle?: Bundle };
}

async function agent(options: { unlimited?: boolean } = {}) {
  const user = await t.signedInUser();
  if (options.unlimited !== false)
    await t.services.accounts.grantEntitlement(user.id, "lifetime", { source: "admin" });
  return user;
}

function putBook(client: TestClient, body: unknown) {
  return client.fetch("/api/me/book", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
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
    const { client } = await agent();
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
    expect(finalExpense.commission.level).toMatchObject({ carrier: "Americo", share: 0.8, levelName: "Agent 80" });

    // The same lead through the bundles page: the book's effect is identical.
    expect(bookView(bundle)).toEqual(bookView(await generated(client, WALTER)));
    // Stored as answered: the conversation's history and the bundle's own page show it the same way.
    const stored = bundleSchema.parse(await (await client.get(`/api/bundles/${bundle.id}`)).json()) as Bundle;
    expect(bookView(stored)).toEqual(bookView(bundle));
  });

  it("keeps today's bundle for an agent without a book, marked so", async () => {
    const { client } = await agent();
    const made = await chat(client, { message: WALTER });
    const bundle = made.reply.bundle!;
    expect(bundle.book).toEqual({ applied: false });
    expect(bundle.warnings).toBeUndefined();
    expect(bundle.policies.flatMap((p) => p.carriers).every((c) => c.appointed === undefined)).toBe(true);
    expect(bookView(bundle)).toEqual(bookView(await generated(client, WALTER)));
  });

  it("says when no carrier shown is one the agent is appointed with", async () => {
    const { client } = await agent();
    await putBook(client, { licensedStates: ["TX"], carriers: [{ carrier: "Humana", products: ["part_d"] }] });
    const made = await chat(client, { message: WALTER });
    expect(made.reply.bundle!.warnings).toEqual([
      expect.objectContaining({ code: "no_appointed_carrier", product: "final_expense" }),
    ]);
  });
});
