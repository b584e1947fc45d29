import { type Lead, leadListSchema, leadSchema } from "@buildr/contracts";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDay } from "../../services/leads/leads.js";
import { bundleOf, lifetimeAgent } from "../../test/agent.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";

/**
 * Leads saved from bundles: the life-cycle, owner-only access, the follow-up plan's dates (business days
 * skip weekends and federal holidays), the persistency guard and the calendars, read back by ical.js.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const FINAL_EXPENSE =
  "Walter Jones, 71, male, Texas, COPD, wants final expense, about $80 a month, born 1955-03-14, income $1,500 a month.";
const MEDIGAP = "Linda Smith, 66, Ohio, on Original Medicare, wants a Medigap plan, income $30,000 a year.";

async function saveLead(client: TestClient, body: Record<string, unknown>): Promise<Lead> {
  const res = await client.post("/api/leads", body);
  expect(res.status).toBe(201);
  return leadSchema.parse(await res.json());
}

describe("leads through HTTP", () => {
  it("saves a bundle as a lead and walks it from new to issued, with notes and tasks", async () => {
    const { client } = await lifetimeAgent(t);
    const bundle = await bundleOf(client, FINAL_EXPENSE);
    const lead = await saveLead(client, { bundleId: bundle.id, benefits: "social_security" });
    expect(lead).toMatchObject({
      name: "Walter Jones",
      status: "new",
      bundleId: bundle.id,
      state: "TX",
      products: ["final_expense"],
      cadence: "final_expense",
    });
    // The first touch is today's (a first call), every task with a script naming the client.
    expect(lead.tasks[0]).toMatchObject({ kind: "first_call", dueOn: utcDay(new Date()), doneAt: null });
    for (const task of lead.tasks) expect(task.script).toContain("Walter");

    for (const status of ["contacted", "appointment", "application", "issued"] as const) {
      const res = await client.patch(`/api/leads/${lead.id}`, { status });
      expect(res.status).toBe(200);
      expect(leadSchema.parse(await res.json()).status).toBe(status);
    }
    const done = await client.patch(`/api/leads/${lead.id}`, {
      notes: "Prefers calls after 4 pm.",
      tasks: [{ id: lead.tasks[0]!.id, done: true }],
    });
    const after = leadSchema.parse(await done.json());
    expect(after.notes).toBe("Prefers calls after 4 pm.");
    expect(after.tasks.find((x) => x.id === lead.tasks[0]!.id)!.doneAt).not.toBeNull();

    const list = leadListSchema.parse(await (await client.get("/api/leads?status=issued")).json());
    expect(list.leads.map((l) => l.id)).toEqual([lead.id]);
    expect(leadListSchema.parse(await (await client.get("/api/leads?status=lost")).json()).leads).toEqual([]);
    expect(
      leadListSchema.parse(await (await client.get("/api/leads?search=after%204")).json()).leads,
    ).toHaveLength(1);

    expect((await client.delete(`/api/leads/${lead.id}`)).status).toBe(204);
    expect((await client.get(`/api/leads/${lead.id}`)).status).toBe(404);
  });

  it("lists on the due view only the leads with open tasks due that day or before", async () => {
    const { client } = await lifetimeAgent(t);
    const fe = await saveLead(client, { bundleId: (await bundleOf(client, FINAL_EXPENSE)).id });
    const gap = await saveLead(client, { bundleId: (await bundleOf(client, MEDIGAP)).id });
    const today = utcDay(new Date());
    const due = leadListSchema.parse(await (await client.get(`/api/leads?due=${fe.tasks[0]!.dueOn}`)).json());
    expect(due.leads.map((l) => l.id)).toContain(fe.id);
    const mine = due.leads.find((l) => l.id === fe.id)!;
    expect(mine.dueTasks!.every((task) => task.dueOn <= fe.tasks[0]!.dueOn && task.doneAt === null)).toBe(
      true,
    );
    // The Medigap lead's first task is two days on at the earliest: not due today.
    expect(gap.tasks[0]!.dueOn > today).toBe(true);
    const todays = leadListSchema.parse(await (await client.get(`/api/leads?due=${today}`)).json());
    expect(todays.leads.map((l) => l.id)).not.toContain(gap.id);
  });

  it("keeps leads to their owner: another agent's id is 404 everywhere", async () => {
    const { client: owner } = await lifetimeAgent(t);
    const lead = await saveLead(owner, { bundleId: (await bundleOf(owner, FINAL_EXPENSE)).id });
    const { client: other } = await lifetimeAgent(t);
    expect((await other.get(`/api/leads/${lead.id}`)).status).toBe(404);
    expect((await other.patch(`/api/leads/${lead.id}`, { status: "lost" })).status).toBe(404);
    expect((await other.delete(`/api/leads/${lead.id}`)).status).toBe(404);
    expect((await other.get(`/api/leads/${lead.id}/calendar.ics`)).status).toBe(404);
    expect(leadListSchema.parse(await (await other.get("/api/leads")).json()).leads).toEqual([]);
    // Nor can a bundle of someone else's become a lead.
    const res = await other.post("/api/leads", { bundleId: lead.bundleId });
    expect(res.status).toBe(404);
    expect((await owner.get(`/api/leads/${lead.id}`)).status).toBe(200);
    expect((await t.client().get("/api/leads")).status).toBe(401);
  });

  it.each([
    ["an unknown status", "PATCH", { status: "won" }, "status"],
    ["a benefit kind it does not know", "POST", { benefits: "pension" }, "benefits"],
    ["a birth day of 32", "POST", { birthDay: 32 }, "birthDay"],
    ["a date far from today", "POST", { today: "2020-01-01" }, "today"],
  ])("refuses %s with 400 naming the field", async (_name, method, change, field) => {
    const { client } = await lifetimeAgent(t);
    const bundle = await bundleOf(client, FINAL_EXPENSE);
    const lead = await saveLead(client, { bundleId: bundle.id });
    const res =
      method === "PATCH"
        ? await client.patch(`/api/leads/${lead.id}`, change)
        : await client.post("/api/leads", { bundleId: bundle.id, ...change });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_failed");
    expect(error.message.startsWith(`${field}:`)).toBe(true);
  });
});

describe("the follow-up plan's dates", () => {
  async function planned(lead: string, now: string, extra: Record<string, unknown> = {}) {
    const { client, id } = await lifetimeAgent(t);
    const bundle = await bundleOf(client, lead);
    return t.services.leads.createLeadFromBundle(id, { bundleId: bundle.id, ...extra }, new Date(now));
  }

  it("skips Thanksgiving for the five business days, and moves a weekend review to Monday", async () => {
    // Wednesday 25 November 2026; Thursday 26 is Thanksgiving.
    const lead = await planned(MEDIGAP, "2026-11-25T15:00:00Z");
    expect(lead.tasks.map((task) => [task.kind, task.dueOn])).toEqual([
      ["check_in", "2026-11-27"],
      ["application", "2026-12-03"],
      ["review", "2027-02-23"],
    ]);
  });

  it("runs a final-expense cadence across the month end and New Year's Day", async () => {
    // Monday 28 December 2026; Friday 1 January 2027 is New Year's Day; day 90 is Sunday 28 March.
    const lead = await planned(FINAL_EXPENSE, "2026-12-28T15:00:00Z", { benefits: "social_security" });
    expect(lead.tasks.map((task) => [task.kind, task.dueOn])).toEqual([
      ["first_call", "2026-12-28"],
      ["text", "2026-12-29"],
      ["check_in", "2026-12-30"],
      ["email", "2026-12-31"],
      ["application", "2027-01-05"],
      ["text", "2027-01-07"],
      ["call", "2027-01-08"],
      ["last_try", "2027-01-12"],
      // Born on the 14th: third Wednesday; the first a week out at least is 20 January 2027.
      ["draft_reminder", "2027-01-19"],
      ["review", "2027-03-29"],
    ]);
    const early = lead.tasks.filter((task) => task.dueOn <= "2027-01-11");
    expect(early.length).toBeGreaterThanOrEqual(6);
    expect(lead.guard.draft).toMatchObject({ date: "2027-01-20", rule: "third_wednesday" });
  });

  it("calls a final-expense lead saved on a Saturday that day; the rest wait for business days", async () => {
    const lead = await planned(FINAL_EXPENSE, "2026-11-28T15:00:00Z");
    expect(lead.tasks.slice(0, 3).map((task) => [task.kind, task.dueOn])).toEqual([
      ["first_call", "2026-11-28"],
      ["check_in", "2026-11-30"],
      ["text", "2026-12-01"],
    ]);
  });

  it.each([
    [{ birthDay: 5 }, "second_wednesday", "2026-12-09"],
    [{ birthDay: 14 }, "third_wednesday", "2026-12-16"],
    [{ birthDay: 28 }, "fourth_wednesday", "2026-12-23"],
    [{ benefits: "ss_before_may_1997" }, "third_of_month", "2026-12-03"],
    [{ benefits: "ssi" }, "first_of_month", "2026-12-31"],
  ])("proposes the first draft on the Social Security payday (%j)", async (extra, rule, date) => {
    // From 25 November 2026 the draft is a week out at least: on or after 2 December. SSI of January 2027
    // arrives on Thursday 31 December, the 1st being New Year's Day.
    const lead = await planned(FINAL_EXPENSE, "2026-11-25T15:00:00Z", {
      benefits: "social_security",
      ...extra,
    });
    expect(lead.guard.draft).toMatchObject({ rule });
    expect(lead.guard.draft!.date).toBe(date);
    expect(lead.guard.draft!.source).toMatch(/ssa\.gov/);
  });

  it("warns when the premium is past the set share of the stated income", async () => {
    const lead = await planned(FINAL_EXPENSE, "2026-11-25T15:00:00Z", { yearlyIncome: 9_600 });
    expect(lead.guard.premiumShare).toMatchObject({ monthlyIncome: 800, warn: true, limit: 0.1 });
    expect(lead.guard.premiumShare!.reason.length).toBeGreaterThan(20);
    const comfortable = await planned(FINAL_EXPENSE, "2026-11-25T15:00:00Z", { yearlyIncome: 96_000 });
    expect(comfortable.guard.premiumShare!.warn).toBe(false);
  });
});

describe("calendars", () => {
  function events(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  }

  it("gives a lead's tasks as all-day events an independent parser reads back", async () => {
    const { client } = await lifetimeAgent(t);
    const lead = await saveLead(client, { bundleId: (await bundleOf(client, FINAL_EXPENSE)).id });
    const res = await client.get(`/api/leads/${lead.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const parsed = events(await res.text());
    expect(parsed).toHaveLength(lead.tasks.length);
    for (const [i, event] of parsed.entries()) {
      const task = lead.tasks[i]!;
      expect(event.uid).toBe(`${task.id}@buildr-ai`);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(task.dueOn);
      expect(event.summary).toBe(`${task.title}: Walter Jones`);
      expect(event.description).toBe(task.script);
    }
  });

  it("serves the agent's feed at a secret address until it is replaced or turned off", async () => {
    const { client } = await lifetimeAgent(t);
    const lead = await saveLead(client, { bundleId: (await bundleOf(client, MEDIGAP)).id });
    expect(await (await client.get("/api/me/follow-up")).json()).toEqual({ url: null, digest: false });
    const created = (await (await client.patch("/api/me/follow-up", { calendar: "create" })).json()) as {
      url: string;
    };
    const path = new URL(created.url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const feed = await t.client().get(path);
    expect(feed.status).toBe(200);
    const parsed = events(await feed.text());
    expect(parsed.map((e) => e.startDate.toString())).toEqual(lead.tasks.map((task) => task.dueOn));

    const replaced = (await (await client.patch("/api/me/follow-up", { calendar: "replace" })).json()) as {
      url: string;
    };
    expect(replaced.url).not.toBe(created.url);
    expect((await t.client().get(path)).status).toBe(404);
    expect((await t.client().get(new URL(replaced.url).pathname)).status).toBe(200);
    await client.patch("/api/me/follow-up", { calendar: "off" });
    expect((await t.client().get(new URL(replaced.url).pathname)).status).toBe(404);
    expect((await t.client().get("/api/calendar/not-a-token.ics")).status).toBe(404);
  });
});
