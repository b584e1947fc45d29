import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema.js";
import { createTestContext, type TestContext } from "../../test/harness.js";
import { DIGEST_CRON, DIGEST_JOB, DIGEST_MAIL_KIND, sendFollowUpDigests } from "./digest.js";

/**
 * The morning e-mail of the day's follow-ups: only to agents who turned it on, only with something due,
 * in the agent's language, through the mail outbox; scheduled daily on the job queue.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const LEAD = "Walter Jones, 71, male, Texas, COPD, wants final expense, about $80 a month.";

async function agentWithLead(digest: boolean, language: "en" | "es" = "en") {
  const user = await t.signedInUser({ name: "Rosa Diaz" });
  await t.services.database.db.update(users).set({ language }).where(eq(users.id, user.id));
  const bundle = (await (
    await user.client.post("/api/bundles/generate", { lead: LEAD, language: "en" })
  ).json()) as {
    id: string;
  };
  expect((await user.client.post("/api/leads", { bundleId: bundle.id })).status).toBe(201);
  if (digest) expect((await user.client.patch("/api/me/follow-up", { digest: true })).status).toBe(200);
  return user;
}

async function digestsTo(email: string) {
  return t.services.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), eq(mailOutbox.kind, DIGEST_MAIL_KIND)));
}

describe("the morning follow-up digest", () => {
  it("mails the agents who turned it on their tasks due today, in their language, and no one else", async () => {
    const on = await agentWithLead(true);
    const spanish = await agentWithLead(true, "es");
    const off = await agentWithLead(false);
    const sent = await sendFollowUpDigests(
      t.services.database.db,
      t.services.mailer,
      "http://localhost:3000",
    );
    expect(sent).toBeGreaterThanOrEqual(2);

    const [mail] = await digestsTo(on.email);
    expect(mail?.subject).toBe("Your follow-ups today: 1");
    expect(mail?.text).toContain("Good morning Rosa, you have 1 follow-up due today.");
    expect(mail?.text).toContain("- Walter Jones: First call");
    expect(mail?.text).toContain("http://localhost:3000/app/leads");
    const [es] = await digestsTo(spanish.email);
    expect(es?.subject).toBe("Sus seguimientos de hoy: 1");
    expect(es?.language).toBe("es");
    expect(await digestsTo(off.email)).toEqual([]);
  });

  it("is off by default and sends nothing when nothing is due", async () => {
    const user = await t.signedInUser();
    expect(await (await user.client.get("/api/me/follow-up")).json()).toMatchObject({ digest: false });
    await user.client.patch("/api/me/follow-up", { digest: true });
    await sendFollowUpDigests(t.services.database.db, t.services.mailer, "http://localhost:3000");
    expect(await digestsTo(user.email)).toEqual([]);
  });

  it("is scheduled every morning on the job queue", () => {
    expect(t.services.jobs.names).toContain(DIGEST_JOB);
    expect(DIGEST_CRON).toBe("0 12 * * *");
  });
});
