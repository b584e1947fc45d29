import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const AUTH_POSTS = [
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/email",
  "/api/auth/sign-in/magic-link",
  "/api/auth/request-password-reset",
];
const BODIES: [string, string][] = [
  ["malformed JSON", "{not json"],
  ["an array", "[1,2,3]"],
  ["null", "null"],
  ["wrong types", JSON.stringify({ name: 42, email: ["a"], password: { x: 1 } })],
  ["missing fields", "{}"],
];
/** Only sign-up judges names and new passwords; the other routes accept any address and answer alike. */
const SIGN_UP_BODIES: [string, string][] = [
  [
    "an over-long name",
    JSON.stringify({ name: "n".repeat(5000), email: "long@example.com", password: "pass-word-1" }),
  ],
  [
    "an over-long password",
    JSON.stringify({ name: "Lo Ng", email: "longpw@example.com", password: `${"p".repeat(500)}1` }),
  ],
];

describe("bad input to the auth routes: a 4xx, never a 500, nothing half-written", () => {
  for (const path of AUTH_POSTS) {
    it.each(BODIES)(`${path} with %s`, async (_name, body) => {
      const res = await t.client().post(path, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const text = await res.text();
      expect(text).not.toMatch(/at \S+ \(|node_modules/);
    });
  }

  it.each(SIGN_UP_BODIES)("/api/auth/sign-up/email with %s", async (_name, body) => {
    const res = await t.client().post("/api/auth/sign-up/email", body);
    expect(res.status).toBe(400);
  });

  it("wrote no account for any of them", async () => {
    const rows = await t.services.database.db.query.users.findMany();
    expect(rows).toHaveLength(0);
  });
});
