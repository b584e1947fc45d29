import { SUPPORT_REQUESTS_PER_HOUR, supportReceiptSchema } from "@buildr/contracts";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, supportRequests, users } from "../../db/schema.js";
import { createTestContext, errorOf, type TestContext } from "../../test/harness.js";

const SUPPORT_EMAIL = "help-desk@buildr.test";
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ SUPPORT_EMAIL });
});
afterAll(() => t.close());

const REQUEST = {
  name: "Grace Kim",
  email: "Grace.Kim@Example.com ",
  subject: "PDF cut off on Letter paper",
  category: "bundles",
  message: "When I print the client copy on Letter paper the last objection is cut off. Can you help?",
};

describe("POST /api/support", () => {
  it("needs a session", async () => {
    const res = await t.client().post("/api/support", REQUEST);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthorized");
  });

  it("stores the request for the admins and mails it to the support address, reply going to the agent", async () => {
    const { client, id, email } = await t.signedInUser({ name: "Grace Kim" });
    const res = await client.post("/api/support", REQUEST);
    expect(res.status).toBe(201);
    const receipt = supportReceiptSchema.parse(await res.json());
    expect(receipt.sentTo).toBe(SUPPORT_EMAIL);

    const [row] = await t.services.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, receipt.id));
    expect(row).toMatchObject({
      userId: id,
      name: "Grace Kim",
      email: "grace.kim@example.com",
      subject: REQUEST.subject,
      category: "bundles",
      message: REQUEST.message,
      handledAt: null,
    });

    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, SUPPORT_EMAIL))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.kind).toBe("support_request");
    expect(mail?.status).toBe("local");
    expect(mail?.subject).toContain(REQUEST.subject);
    expect(mail?.text).toContain(REQUEST.message);
    expect(mail?.text).toContain("grace.kim@example.com");
    expect(mail?.text).toContain(`Account: ${email}`);
    expect(mail?.meta).toMatchObject({ supportRequestId: receipt.id, replyTo: "grace.kim@example.com" });
  });

  it("puts a paid agent's request first in the admin inbox, flagged, with a 1-business-day target", async () => {
    const free = await t.signedInUser({ name: "Frank Free" });
    const freeReceipt = supportReceiptSchema.parse(
      await (await free.client.post("/api/support", { ...REQUEST, subject: "Free agent question" })).json(),
    );
    expect(freeReceipt).toMatchObject({ priority: false, replyWithinBusinessDays: 3 });

    const paid = await t.signedInUser({ name: "Paula Paid" });
    const { url } = (await (
      await paid.client.post("/api/billing/checkout", { plan: "lifetime" })
    ).json()) as {
      url: string;
    };
    await paid.client.fetch(`${url}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    // A request body cannot claim priority: the server reads the plan.
    const forged = await free.client.post("/api/support", { ...REQUEST, subject: "Forged", priority: true });
    expect(supportReceiptSchema.parse(await forged.json()).priority).toBe(false);

    const paidRes = await paid.client.post("/api/support", { ...REQUEST, subject: "Paid agent question" });
    const paidReceipt = supportReceiptSchema.parse(await paidRes.json());
    expect(paidReceipt).toMatchObject({ priority: true, replyWithinBusinessDays: 1 });
    const mail = await t.lastMail(SUPPORT_EMAIL);
    expect(mail.subject).toMatch(/^\[Priority support · Bundles & PDFs\] Paid agent question$/);
    expect(mail.text).toContain("Reply promised within: 1 business day");

    // The admin inbox lists the paid request first although it is not the newest... and flags it.
    const later = await t.signedInUser({ name: "Lena Later" });
    await later.client.post("/api/support", { ...REQUEST, subject: "Newest free question" });
    await t.services.database.db.update(users).set({ role: "admin" }).where(eq(users.id, free.id));
    const inbox = (await (await free.client.get("/api/admin/support?status=open")).json()) as {
      requests: { subject: string; priority: boolean }[];
    };
    expect(inbox.requests[0]).toMatchObject({ subject: "Paid agent question", priority: true });
    expect(inbox.requests.filter((r) => r.priority).map((r) => r.subject)).toEqual(["Paid agent question"]);
    expect(inbox.requests.findIndex((r) => r.subject === "Newest free question")).toBeGreaterThan(0);
  });

  it("escapes what the agent wrote in the mail's HTML", async () => {
    const { client } = await t.signedInUser();
    const res = await client.post("/api/support", {
      ...REQUEST,
      subject: "<script>alert(1)</script>",
      message: "<img src=x onerror=alert(1)> please help me",
    });
    expect(res.status).toBe(201);
    const { id } = supportReceiptSchema.parse(await res.json());
    const [mail] = (
      await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, SUPPORT_EMAIL))
    ).filter((m) => (m.meta as { supportRequestId?: string }).supportRequestId === id);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).not.toContain("<img");
    expect(mail?.html).toContain("&#60;script&#62;");
  });

  it("files a request without a category under other", async () => {
    const { client } = await t.signedInUser();
    const { category: _, ...withoutCategory } = REQUEST;
    const res = await client.post("/api/support", withoutCategory);
    expect(res.status).toBe(201);
    const { id } = supportReceiptSchema.parse(await res.json());
    const [row] = await t.services.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, id));
    expect(row?.category).toBe("other");
  });

  it.each([
    [{ name: "G" }, "name", /at least 2/],
    [{ email: "grace@" }, "email", /valid email/],
    // docs/product/compliance.md#security: an address carrying mail-link parameters, which a "Reply by e-mail" link would obey.
    [{ email: "a@b.c?bcc=x@evil.example&body=Wire%20the%20money" }, "email", /valid email/],
    [{ email: "grace?bcc=x@evil.example" }, "email", /valid email/],
    [{ email: "grace&cc=x@example.com" }, "email", /valid email/],
    [{ email: "grace@example.com?subject=hi" }, "email", /valid email/],
    [{ email: "grace@example.com#x" }, "email", /valid email/],
    [{ email: "grace%40evil@example.com" }, "email", /valid email/],
    [{ email: '"grace,x"@example.com' }, "email", /valid email/],
    [{ email: "grace@example.com>, x@evil.example" }, "email", /valid email/],
    [{ subject: "Hi" }, "subject", /at least 3/],
    [{ subject: "s".repeat(151) }, "subject", /max 150/],
    [{ message: "help" }, "message", /at least 10/],
    [{ message: "m".repeat(5001) }, "message", /max 5000/],
    [{ category: "refund" }, "category", /account, billing/],
  ] as const)(
    "refuses %o with a 400 naming the field, and stores nothing",
    async (change, field, message) => {
      const { client, id } = await t.signedInUser();
      const res = await client.post("/api/support", { ...REQUEST, ...change });
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("validation_failed");
      expect(error.fields?.[field]).toMatch(message);
      const rows = await t.services.database.db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.userId, id));
      expect(rows).toEqual([]);
    },
  );

  it(`allows ${SUPPORT_REQUESTS_PER_HOUR} requests an hour per account, then answers 429 with Retry-After`, async () => {
    const { client, id } = await t.signedInUser();
    const results = await Promise.all(
      Array.from({ length: SUPPORT_REQUESTS_PER_HOUR + 2 }, (_, i) =>
        client.post("/api/support", { ...REQUEST, subject: `Question number ${i + 1}` }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(SUPPORT_REQUESTS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const refused = results.find((r) => r.status === 429)!;
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const error = await errorOf(refused);
    expect(error.code).toBe("rate_limited");
    expect(error.message).toContain(SUPPORT_EMAIL);
    const rows = await t.services.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, id));
    expect(rows).toHaveLength(SUPPORT_REQUESTS_PER_HOUR);

    // Another agent is not held back by this one's requests.
    const other = await t.signedInUser();
    expect((await other.client.post("/api/support", REQUEST)).status).toBe(201);
  });

  it("counts only the last hour: requests older than an hour no longer hold the agent back", async () => {
    const { client, id } = await t.signedInUser();
    const now = new Date();
    for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i++)
      await t.services.support.submit(
        { id, email: "x@example.com" },
        { ...REQUEST, email: "x@example.com", category: "other" },
        new Date(now.getTime() - 3_700_000),
      );
    expect((await client.post("/api/support", REQUEST)).status).toBe(201);
  });
});
