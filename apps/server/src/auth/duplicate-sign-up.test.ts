import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../db/schema.js";
import { createTestContext, type TestContext } from "../test/harness.js";
import { startSmtpSink } from "../test/smtp-sink.js";

/**
 * Signing up again with an address that already has an account: the screen's answer is the one a new
 * sign-up gets (nothing tells a stranger the address is taken), and the owner is told by mail, in their
 * language, how to get in.
 */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestContext;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestContext({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function mailsTo(email: string) {
  return t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe("sign-up with an address that already has an account", () => {
  it("answers as for a new address, keeps the password, and mails the owner how to sign in or reset", async () => {
    const { email } = await t.signedInUser({ name: "Rosa Diaz", password: "original-pass-1" });
    await t.services.database.db.update(users).set({ language: "es" }).where(eq(users.email, email));
    const [before] = await t.services.database.db.select().from(users).where(eq(users.email, email));

    const fresh = await t.client().post("/api/auth/sign-up/email", {
      name: "Someone New",
      email: `new-${Date.now()}@example.com`,
      password: "another-pass-1",
    });
    const again = await t.client().post("/api/auth/sign-up/email", {
      name: "Someone Else",
      email: email.toUpperCase(),
      password: "another-pass-1",
    });
    // The same status and the same shape of answer: no account enumeration.
    expect(again.status).toBe(fresh.status);
    const freshBody = (await fresh.json()) as Record<string, unknown>;
    const againBody = (await again.json()) as Record<string, unknown>;
    expect(Object.keys(againBody).sort()).toEqual(Object.keys(freshBody).sort());

    // The account is untouched: its name, and its password still signs in; the new one does not.
    const [after] = await t.services.database.db.select().from(users).where(eq(users.email, email));
    expect(after!.name).toBe(before!.name);
    const good = await t.client().post("/api/auth/sign-in/email", { email, password: "original-pass-1" });
    expect(good.status).toBe(200);
    const bad = await t.client().post("/api/auth/sign-in/email", { email, password: "another-pass-1" });
    expect(bad.status).toBe(401);

    // The owner's mail, in Spanish, through SMTP (the job queue delivers it), with the sign-in link.
    let rows = (await mailsTo(email)).filter((m) => m.kind === "account_exists");
    for (let i = 0; i < 200 && rows.some((m) => m.status === "queued"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = (await mailsTo(email)).filter((m) => m.kind === "account_exists");
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe("Alguien intentó crear una cuenta de Buildr AI con su correo");
    expect(rows[0]!.text).toContain("Usted ya tiene una cuenta");
    expect(rows[0]!.text).toContain(`/auth?mode=login&email=${encodeURIComponent(email)}`);
    expect(rows[0]!.status).toBe("sent");
    // Delivered over SMTP after the account's own confirmation mail (quoted-printable: "=" is "=3D").
    const delivered = sink.received.filter((m) => m.to === email);
    expect(delivered).toHaveLength(2);
    expect(delivered[1]!.data.replace(/=\r?\n/g, "")).toContain("/auth?mode=3Dlogin&email=3D");
  });

  it("sends an address still waiting for confirmation a new link, not the account-exists mail", async () => {
    const email = `pending-${Date.now()}@example.com`;
    const body = { name: "Pat Pending", email, password: "pending-pass-1" };
    expect((await t.client().post("/api/auth/sign-up/email", body)).status).toBe(200);
    expect((await t.client().post("/api/auth/sign-up/email", body)).status).toBe(200);
    const kinds = (await mailsTo(email)).map((m) => m.kind);
    expect(kinds).toEqual(["verify_email", "verify_email"]);
  });
});
