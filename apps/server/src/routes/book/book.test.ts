import { type AgentBook, bundleSchema } from "@buildr/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleOf, lifetimeAgent, putBook } from "../../test/agent.js";
import { createTestContext, errorOf, type TestContext } from "../../test/harness.js";

/**
 * The agent's book: licences, appointments and contract levels, validated on the way in, and the bundles
 * made after it following it (appointed carriers first, a warning for another state, the agent's level).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const FINAL_EXPENSE_TX =
  "Walter Jones, 71, male, Texas, COPD, wants final expense, about $80 a month, born 1955-03-14.";
const ADVANTAGE_FL =
  "Carol, 66, Florida, on Original Medicare, wants a Medicare Advantage plan with dental, income $24,000 a year.";

describe("GET/PUT /api/me/book", () => {
  it("starts empty, keeps what is saved, and sorts the states", async () => {
    const { client } = await lifetimeAgent(t);
    expect(await (await client.get("/api/me/book")).json()).toEqual({ book: null, updatedAt: null });
    const book: AgentBook = {
      licensedStates: ["tx", "FL", "TX"],
      carriers: [
        {
          carrier: "Mutual of Omaha",
          products: ["final_expense", "medicare_supplement"],
          contractLevel: 0.8,
        },
        { carrier: "other", otherName: "Gerber Life", products: ["final_expense"] },
      ],
    };
    const res = await putBook(client, book);
    expect(res.status).toBe(200);
    const saved = (await (await client.get("/api/me/book")).json()) as { book: AgentBook; updatedAt: string };
    expect(saved.book.licensedStates).toEqual(["FL", "TX"]);
    expect(saved.book.carriers).toEqual(book.carriers);
    expect(Date.parse(saved.updatedAt)).not.toBeNaN();
    // Another agent sees only their own (none).
    const other = await lifetimeAgent(t);
    expect(await (await other.client.get("/api/me/book")).json()).toMatchObject({ book: null });
  });

  it.each([
    ["an unknown state", { licensedStates: ["XX"], carriers: [] }, "licensedStates.0", /XX.*not a US state/],
    [
      "an unknown carrier",
      { licensedStates: [], carriers: [{ carrier: "Acme Mutual", products: ["final_expense"] }] },
      "carriers.0.carrier",
      /not a carrier on the list.*"other"/,
    ],
    [
      '"other" without its name',
      { licensedStates: [], carriers: [{ carrier: "other", products: ["final_expense"] }] },
      "carriers.0.otherName",
      /Type the name/,
    ],
    [
      "an appointment for no product",
      { licensedStates: [], carriers: [{ carrier: "Humana", products: [] }] },
      "carriers.0.products",
      /at least one product/,
    ],
    [
      "a contract level past 200 %",
      { licensedStates: [], carriers: [{ carrier: "Humana", products: ["part_d"], contractLevel: 5 }] },
      "carriers.0.contractLevel",
      /at most 200 %/,
    ],
  ])("refuses %s with 400 naming the field", async (_name, body, field, words) => {
    const { client } = await lifetimeAgent(t);
    const res = await putBook(client, body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_failed");
    expect(error.message.startsWith(`${field}:`)).toBe(true);
    expect(error.message).toMatch(words);
    expect(await (await client.get("/api/me/book")).json()).toMatchObject({ book: null });
  });

  it("is for signed-in agents only", async () => {
    expect((await t.client().get("/api/me/book")).status).toBe(401);
    expect((await putBook(t.client(), { licensedStates: [], carriers: [] })).status).toBe(401);
  });
});

describe("bundles follow the book", () => {
  it("without a book: the bundle as before, marked so the screen can prompt", async () => {
    const { client } = await lifetimeAgent(t);
    const bundle = await bundleOf(client, FINAL_EXPENSE_TX);
    expect(bundle.book).toEqual({ applied: false });
    expect(bundle.warnings).toBeUndefined();
    expect(bundle.policies[0]!.carriers.map((c) => c.name)).toEqual(["Aflac", "Mutual of Omaha", "Americo"]);
    expect(bundle.policies[0]!.carriers.every((c) => c.appointed === undefined)).toBe(true);
  });

  it("puts appointed carriers first and marks the others, keeping every carrier", async () => {
    const { client } = await lifetimeAgent(t);
    await putBook(client, {
      licensedStates: ["TX"],
      carriers: [{ carrier: "Americo", products: ["final_expense"] }],
    });
    const bundle = await bundleOf(client, FINAL_EXPENSE_TX);
    expect(bundle.book).toEqual({ applied: true, licensedStates: ["TX"] });
    expect(bundle.warnings).toEqual([]);
    expect(bundle.policies[0]!.carriers.map((c) => [c.name, c.appointed])).toEqual([
      ["Americo", true],
      ["Aflac", false],
      ["Mutual of Omaha", false],
    ]);
    // Stored as answered.
    const again = bundleSchema.parse(await (await client.get(`/api/bundles/${bundle.id}`)).json());
    expect(again.policies[0]!.carriers[0]).toMatchObject({ name: "Americo", appointed: true });
  });

  it("warns at the top when the client lives where the agent is not licensed", async () => {
    const { client } = await lifetimeAgent(t);
    await putBook(client, {
      licensedStates: ["FL", "GA"],
      carriers: [{ carrier: "Americo", products: ["final_expense"] }],
    });
    const bundle = await bundleOf(client, FINAL_EXPENSE_TX);
    expect(bundle.warnings?.[0]).toMatchObject({ code: "not_licensed_in_state", state: "TX" });
    expect(bundle.warnings?.[0]?.message).toMatch(/not licensed in TX/);
  });

  it("pays the agent's contract level and says so, the totals moving with it", async () => {
    const { client } = await lifetimeAgent(t);
    const street = await bundleOf(client, FINAL_EXPENSE_TX);
    await putBook(client, {
      licensedStates: ["TX"],
      carriers: [
        {
          carrier: "Mutual of Omaha",
          products: ["final_expense"],
          contractLevel: 0.75,
          levelName: "Level 3",
        },
      ],
    });
    const bundle = await bundleOf(client, FINAL_EXPENSE_TX);
    const before = street.policies[0]!.commission.firstYear;
    const commission = bundle.policies[0]!.commission;
    expect(commission.firstYear).toEqual({
      low: Math.round(before.low * 0.75),
      high: Math.round(before.high * 0.75),
    });
    expect(commission.level).toEqual({
      carrier: "Mutual of Omaha",
      share: 0.75,
      levelName: "Level 3",
      street: before,
    });
    expect(bundle.totals.firstYearCommission).toEqual(commission.firstYear);
    // The client's copy has no commission and no appointment marks.
    const copy = JSON.stringify(await (await client.get(`/api/bundles/${bundle.id}/client-copy`)).json());
    expect(copy).not.toMatch(/commission|appointed|Level 3/);
  });

  it("flags a Medicare Advantage plan not ready to sell for the plan year, and not once it is", async () => {
    const { client } = await lifetimeAgent(t);
    const ma = { carrier: "Humana", products: ["medicare_advantage"] };
    await putBook(client, { licensedStates: ["FL"], carriers: [ma] });
    const bundle = await bundleOf(client, ADVANTAGE_FL);
    const policy = bundle.policies.find((p) => p.product === "medicare_advantage")!;
    expect(policy.readyToSell).toBe(false);
    expect(policy.carriers[0]).toMatchObject({ name: "Humana", appointed: true });
    expect(bundle.warnings).toContainEqual(
      expect.objectContaining({
        code: "not_ready_to_sell",
        product: "medicare_advantage",
        planYear: bundle.planYear,
      }),
    );

    await putBook(client, { licensedStates: ["FL"], carriers: [{ ...ma, readyToSell: [bundle.planYear] }] });
    const ready = await bundleOf(client, ADVANTAGE_FL);
    expect(ready.policies.find((p) => p.product === "medicare_advantage")!.readyToSell).toBe(true);
    expect(ready.warnings?.some((w) => w.code === "not_ready_to_sell")).toBe(false);
    // A CMS-paid product keeps the CMS figure whatever the level.
    await putBook(client, {
      licensedStates: ["FL"],
      carriers: [{ ...ma, readyToSell: [bundle.planYear], contractLevel: 0.5 }],
    });
    const cms = await bundleOf(client, ADVANTAGE_FL);
    expect(cms.policies.find((p) => p.product === "medicare_advantage")!.commission.level).toBeUndefined();
  });

  it("says when no carrier shown for a product is one the agent is appointed with", async () => {
    const { client } = await lifetimeAgent(t);
    await putBook(client, {
      licensedStates: ["TX"],
      carriers: [{ carrier: "Humana", products: ["part_d"] }],
    });
    const bundle = await bundleOf(client, FINAL_EXPENSE_TX);
    expect(bundle.warnings).toEqual([
      expect.objectContaining({ code: "no_appointed_carrier", product: "final_expense" }),
    ]);
    expect(bundle.policies[0]!.carriers.every((c) => c.appointed === false)).toBe(true);
  });
});
