import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.js";
import { describeError } from "../lib/errors.js";
import { betterAuthLogger, createLogger } from "../lib/logger.js";
import { createTestContext, type TestClient, type TestContext } from "../test/harness.js";

/**
 * docs/product/compliance.md#security, hole 4: `POST /api/auth/update-user` writes what sign-up writes, so it follows sign-up's
 * rules (docs/product/decisions.md#d-7), refuses with a 4xx a person can act on, never a 500; and no SQL parameter reaches a log.
 */

let t: TestContext;
let agent: { client: TestClient; id: string };

beforeAll(async () => {
  t = await createTestContext();
  const { client, id } = await t.signedInUser({ name: "Casey Closer" });
  agent = { client, id };
});
afterAll(() => t.close());

async function stored() {
  const [row] = await t.services.database.db.select().from(users).where(eq(users.id, agent.id));
  return row!;
}

const update = (body: unknown) => agent.client.post("/api/auth/update-user", body);

describe("POST /api/auth/update-user", () => {
  it.each([
    [
      "a 3,000-character name",
      { name: "N".repeat(3000) },
      "INVALID_NAME",
      "Full name is too long (max 100 characters)",
    ],
    [
      "a 101-character name",
      { name: "N".repeat(101) },
      "INVALID_NAME",
      "Full name is too long (max 100 characters)",
    ],
    ["a blank name", { name: "   " }, "INVALID_NAME", "Please enter your full name."],
    ["a one-letter name", { name: "A" }, "INVALID_NAME", "Full name must be at least 2 characters long"],
    ["a name that is not text", { name: 42 }, "INVALID_NAME", "Please enter your full name."],
    [
      "HTML in the name",
      { name: "<img src=x onerror=alert(1)>" },
      "INVALID_NAME",
      "Full name can't contain < or >.",
    ],
    ["an unknown language", { language: "de" }, "INVALID_LANGUAGE", "language must be one of en, es or fr."],
    [
      "a script as referral code",
      { referralCode: "<script>alert(1)</script>" },
      "INVALID_REFERRAL_CODE",
      /referralCode must be/,
    ],
    ["a picture address", { image: "javascript:alert(1)" }, "FIELD_NOT_UPDATABLE", /picture/],
    [
      "a field sign-up never takes",
      { role: "admin" },
      "FIELD_NOT_UPDATABLE",
      "These fields can't be changed here: role.",
    ],
    ["nothing at all", {}, "NOTHING_TO_UPDATE", /at least one of/],
  ])(
    "refuses %s with a 400 that says what to fix, and changes nothing",
    async (_case, body, code, message) => {
      const before = await stored();
      const res = await update(body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as {
        code: string;
        message: string;
        error: { code: string; message: string };
      };
      expect(answer.code).toBe(code);
      expect(answer.message).toMatch(message);
      expect(answer.error).toEqual({ code: answer.code, message: answer.message });
      expect(await stored()).toEqual(before);
    },
  );

  it("accepts a proper name, language and referral code, trimmed as sign-up trims them", async () => {
    const res = await update({ name: "  Rosa María Díaz-O'Neil ", language: "es", referralCode: "agent_42" });
    expect(res.status).toBe(200);
    expect(await stored()).toMatchObject({
      name: "Rosa María Díaz-O'Neil",
      language: "es",
      referralCode: "agent_42",
    });
  });
});

describe("PATCH /api/me, the settings page's route for the same name", () => {
  it("refuses HTML and a 3,000-character name with 400 validation_failed", async () => {
    for (const name of ["<b>Bold</b> Agent", "N".repeat(3000)]) {
      const res = await agent.client.patch("/api/me", { name });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "validation_failed" } });
    }
  });
});

describe("sign-up", () => {
  it("refuses HTML in the name", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", {
      name: "<script>x</script>",
      email: "markup@example.com",
      password: "pass-word-1",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "INVALID_NAME",
      message: "Full name can't contain < or >.",
    });
  });
});

describe("no SQL parameters in the logs", () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { logger: createLogger("info", stream), text: () => lines.join("") };
  }

  const SECRET = "Secret Name Of A Victim";

  /**
   * A failed write with bound parameters, as the database driver and Drizzle report it: a second account
   * on an address in use (the values are in Drizzle's message, its \`params\` and PostgreSQL's detail).
   */
  async function failedQuery(): Promise<unknown> {
    const [taken] = await t.services.database.db.select().from(users).where(eq(users.id, agent.id));
    try {
      await t.services.database.db.insert(users).values({ id: "dup-id", name: SECRET, email: taken!.email });
    } catch (error) {
      return error;
    }
    throw new Error("the insert should have failed");
  }

  it("an unhandled database error is logged with its query but not its values", async () => {
    const error = await failedQuery();
    expect(String((error as Error).message)).toContain(SECRET);
    const { email } = await stored();
    const { logger, text } = capture();
    const described = describeError(error, logger, "req-1");
    expect(described.status).toBe(500);
    const logged = text();
    expect(logged).toContain("unhandled error");
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain(email);
  });

  it("better-auth's own error lines go through the same filter", async () => {
    const error = await failedQuery();
    const { logger, text } = capture();
    betterAuthLogger(logger).log("error", "Failed to update user", error);
    const logged = text();
    expect(logged).toContain("Failed to update user");
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain((await stored()).email);
  });
});
