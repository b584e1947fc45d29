import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../lib/context.js";
import { toErrorResponse } from "../lib/errors.js";
import { createTestContext, errorOf, TestClient, type TestContext } from "../test/harness.js";
import { requirePaid, requireRole, requireUser } from "./middleware.js";

let t: TestContext;
let guarded: Hono<AppEnv>;

beforeAll(async () => {
  t = await createTestContext();
  // The real app for sign-in, plus three guarded probes built from the same middlewares.
  guarded = new Hono<AppEnv>()
    .use("*", async (c, next) => {
      c.set("services", t.services);
      await next();
    })
    .get("/probe/user", requireUser, (c) => c.json({ ok: c.var.user.email }))
    .get("/probe/admin", requireUser, requireRole("admin"), (c) => c.json({ ok: true }))
    .get("/probe/paid", requireUser, requirePaid, (c) => c.json({ ok: true }))
    .all("/api/*", (c) => t.app.fetch(c.req.raw));
  guarded.onError((err, c) => toErrorResponse(c, err, t.services.logger));
});
afterAll(() => t.close());

async function clientAs(role: "user" | "vip" | "admin", paid = false) {
  const email = `${role}-${paid}-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await t.services.accounts.createVerifiedUser({
    email,
    password: "pass-word-1",
    name: "Guard Test",
    role,
  });
  if (paid) await t.services.accounts.grantEntitlement(user.id, "yearly", { source: "admin" });
  const client = new TestClient(
    guarded,
    `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  expect((await client.post("/api/auth/sign-in/email", { email, password: "pass-word-1" })).status).toBe(200);
  return client;
}

describe("guards (docs/product/decisions.md#d-5: the server decides)", () => {
  it("requireUser: 401 without a session", async () => {
    const res = await new TestClient(guarded, "10.1.1.2").get("/probe/user");
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthorized");
  });

  it.each([
    ["user", 403],
    ["vip", 403],
    ["admin", 200],
  ] as const)("requireRole('admin'): role %s gets %s", async (role, status) => {
    const client = await clientAs(role);
    const res = await client.get("/probe/admin");
    expect(res.status).toBe(status);
    if (status === 403) expect((await errorOf(res)).code).toBe("forbidden");
  });

  it.each([
    ["a free user", "user", false, 402],
    ["a paying user", "user", true, 200],
    ["a vip", "vip", false, 200],
    ["an admin", "admin", false, 200],
  ] as const)("requirePaid: %s (role %s, paid %s) gets %s", async (_name, role, paid, status) => {
    const client = await clientAs(role, paid);
    const res = await client.get("/probe/paid");
    expect(res.status).toBe(status);
    if (status === 402) expect((await errorOf(res)).code).toBe("upgrade_required");
  });
});
