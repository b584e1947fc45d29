import { randomUUID } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.js";
import { createTestContext, type TestContext } from "../../test/harness.js";
import { renderMail } from "./templates.js";

/** A real SMTP server on loopback: nodemailer speaks the protocol to it exactly as to a provider. */
let smtp: SMTPServer;
const received: { to: string; data: string }[] = [];
/** Recipients the server refuses this many more times (a 451 "try again later", as a busy provider says). */
const refusals = new Map<string, number>();
let t: TestContext;

/** Polls `read` until `done` holds (the delivery job runs in the background). */
async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, done) {
      const left = refusals.get(address.address) ?? 0;
      if (left > 0) {
        refusals.set(address.address, left - 1);
        const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
        return done(error);
      }
      done();
    },
    onData(stream, session, done) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), data });
        done();
      });
    },
  });
  smtp.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "Buildr AI <hello@buildr.test>",
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("mail over SMTP (docs/product/decisions.md#d-8)", () => {
  it("delivers the verification mail through the SMTP server and records it as sent", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", {
      name: "Sam Smtp",
      email: "sam@example.com",
      password: "pass-word-1",
    });
    expect(res.status).toBe(200);
    const mail = await waitFor(
      () => received.find((m) => m.to === "sam@example.com"),
      (m) => m !== undefined,
    );
    expect(mail?.data).toContain("Subject: Confirm your email for Buildr AI");
    expect(mail?.data).toContain("hello@buildr.test");
    const row = await t.lastMail("sam@example.com");
    expect(row).toMatchObject({ kind: "verify_email" });
    const [stored] = await waitFor(
      () => t.services.mailer.recent(1),
      ([m]) => m?.status === "sent",
    );
    expect(stored?.status).toBe("sent");
  });

  it("answers at once and delivers a mail refused twice on the third try, with back-off between", async () => {
    refusals.set("busy@example.com", 2);
    const started = Date.now();
    const res = await t.client().post("/api/auth/sign-up/email", {
      name: "Busy Box",
      email: "busy@example.com",
      password: "pass-word-1",
    });
    expect(res.status).toBe(200);
    // The request did not wait for the SMTP server: the row is queued, not yet sent.
    const [queued] = await t.services.mailer.recent(1);
    expect(queued).toMatchObject({ to: "busy@example.com", status: "queued" });
    const [failedOnce] = await waitFor(
      () => t.services.mailer.recent(1),
      ([m]) => Boolean(m?.error),
    );
    expect(failedOnce).toMatchObject({ status: "queued", error: expect.stringMatching(/try again later/) });
    const [sent] = await waitFor(
      () => t.services.mailer.recent(1),
      ([m]) => m?.status === "sent",
    );
    expect(sent).toMatchObject({ to: "busy@example.com", status: "sent", error: null });
    expect(refusals.get("busy@example.com")).toBe(0);
    expect(received.filter((m) => m.to === "busy@example.com")).toHaveLength(1);
    // Two waits of at least a second each (retryDelay 1 s, doubling) came before the delivery.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });

  it("delivers a mail whose process died before queuing it, once, on the next sweep", async () => {
    const db = t.services.database.db;
    const createdAt = new Date(Date.now() - 15 * 60_000);
    await db.insert(mailOutbox).values({
      id: randomUUID(),
      to: "stranded@example.com",
      subject: "Stranded",
      text: "t",
      html: "<p>h</p>",
      kind: "invite",
      status: "queued",
      createdAt,
    });
    expect(await t.services.mailer.requeueStranded()).toBe(1);
    const [sent] = await waitFor(
      () => db.select().from(mailOutbox).where(eq(mailOutbox.to, "stranded@example.com")),
      ([m]) => m?.status === "sent",
    );
    expect(sent?.status).toBe("sent");
    // A second sweep finds nothing left to queue, and the mail went out once.
    expect(await t.services.mailer.requeueStranded()).toBe(0);
    expect(received.filter((m) => m.to === "stranded@example.com")).toHaveLength(1);
  });

  it("records a failed delivery without losing the sign-up", async () => {
    const broken = await createTestContext({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const res = await broken.client().post("/api/auth/sign-up/email", {
        name: "No Mail",
        email: "nomail@example.com",
        password: "pass-word-1",
      });
      expect(res.status).toBe(200);
      // Tried three times (the tests allow 2 retries), then marked failed for good.
      const [stored] = await waitFor(
        () => broken.services.mailer.recent(1),
        ([m]) => m?.status === "failed",
      );
      expect(stored).toMatchObject({ status: "failed", to: "nomail@example.com" });
      expect(stored?.error).toBeTruthy();
    } finally {
      await broken.close();
    }
  });
});

describe("templates", () => {
  it.each([
    "verify_email",
    "magic_link",
    "reset_password",
    "invite",
    "sign_in_locked",
    "account_exists",
  ] as const)("%s exists in en, es and fr, with the link in text and HTML", (kind) => {
    const subjects = new Set<string>();
    for (const language of ["en", "es", "fr"] as const) {
      const mail = renderMail(kind, language, {
        name: "Ana",
        url: "https://app.example.com/x?token=a&b=c",
      });
      subjects.add(mail.subject);
      expect(mail.text).toContain("https://app.example.com/x?token=a&b=c");
      expect(mail.html).toContain('href="https://app.example.com/x?token=a&#38;b=c"');
      expect(mail.html).toContain(`lang="${language}"`);
    }
    expect(subjects.size).toBe(3);
  });

  it("escapes a hostile name in the HTML", () => {
    const mail = renderMail("verify_email", "en", {
      name: "<img src=x onerror=alert(1)>",
      url: "https://x.test",
    });
    expect(mail.html).not.toContain("<img src=x");
  });
});
