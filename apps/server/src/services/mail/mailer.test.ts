import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness.js";
import { renderMail } from "./templates.js";

/** A real SMTP server on loopback: nodemailer speaks the protocol to it exactly as to a provider. */
let smtp: SMTPServer;
const received: { to: string; data: string }[] = [];
let t: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
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

describe("mail over SMTP (D-8)", () => {
  it("delivers the verification mail through the SMTP server and records it as sent", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", {
      name: "Sam Smtp",
      email: "sam@example.com",
      password: "pass-word-1",
    });
    expect(res.status).toBe(200);
    const mail = received.find((m) => m.to === "sam@example.com");
    expect(mail?.data).toContain("Subject: Confirm your email for Buildr AI");
    expect(mail?.data).toContain("hello@buildr.test");
    const row = await t.lastMail("sam@example.com");
    expect(row).toMatchObject({ kind: "verify_email" });
    const [stored] = await t.services.mailer.recent(1);
    expect(stored?.status).toBe("sent");
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
      const [stored] = await broken.services.mailer.recent(1);
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
