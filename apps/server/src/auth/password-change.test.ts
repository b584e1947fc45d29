import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestClient, type TestContext } from "../test/harness.js";

/**
 * docs/product/compliance.md#security: a new password ends the account's other sessions unless the client asks to keep them. Whoever
 * held a stolen session (the reason many people change a password) must not keep it by default.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function twoSessions() {
  const { client: here, email, password } = await t.signedInUser();
  const elsewhere = t.client();
  expect((await elsewhere.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  return { here, elsewhere, email, password };
}

function change(client: TestClient, currentPassword: string, extra: Record<string, unknown> = {}) {
  return client.post("/api/auth/change-password", {
    currentPassword,
    newPassword: "changed-pass-7",
    ...extra,
  });
}

describe("POST /api/auth/change-password", () => {
  it("ends every other session when the client does not say", async () => {
    const { here, elsewhere, email, password } = await twoSessions();
    expect((await change(here, password)).status).toBe(200);
    expect((await elsewhere.get("/api/me")).status).toBe(401);
    // The session that changed it goes on, and the new password signs in.
    expect((await here.get("/api/me")).status).toBe(200);
    expect(
      (await t.client().post("/api/auth/sign-in/email", { email, password: "changed-pass-7" })).status,
    ).toBe(200);
  });

  it("keeps the other sessions only when the client asks (revokeOtherSessions: false)", async () => {
    const { here, elsewhere, password } = await twoSessions();
    expect((await change(here, password, { revokeOtherSessions: false })).status).toBe(200);
    expect((await elsewhere.get("/api/me")).status).toBe(200);
  });
});
