import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, users } from "../db/schema.js";
import { createTestContext, type TestContext } from "../test/harness.js";
import { COOKIE_PREFIX, SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from "./session.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

function cookieOf(client: { fetch: unknown }, name = `${COOKIE_PREFIX}.session_token`): string {
  // The test client keeps its cookies private; read them back through a request it would send.
  const jar = (client as unknown as { cookies: Map<string, string> }).cookies;
  const value = jar.get(name);
  if (!value) throw new Error("no session cookie");
  return value;
}

describe("the one-query session reader", () => {
  it("agrees with better-auth's settings, which it must mirror", () => {
    const options = t.services.auth.options;
    expect(options.session?.expiresIn).toBe(SESSION_EXPIRES_IN_S);
    expect(options.session?.updateAge).toBe(SESSION_UPDATE_AGE_S);
    expect(options.advanced?.cookiePrefix).toBe(COOKIE_PREFIX);
  });

  it("answers a signed-in request without asking better-auth, with the caller's access", async () => {
    const { client, id } = await t.signedInUser();
    const spy = vi.spyOn(t.services.auth.api, "getSession");
    const res = await client.get("/api/me");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(id);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();

    const read = await t.services.sessions.read(
      new Headers({ cookie: `${COOKIE_PREFIX}.session_token=${cookieOf(client)}` }),
    );
    expect(read.status).toBe("valid");
    if (read.status === "valid") {
      expect(read.user.id).toBe(id);
      expect(read.access.allowance).toEqual({ unlimited: false, remaining: 2, coachingRemaining: 5 });
    }
  });

  it("refuses a forged signature, a bare token and a garbled cookie, after the real one verified", async () => {
    const { client } = await t.signedInUser();
    // The genuine value is verified (and remembered as verified) first: none of the others may ride on it.
    expect((await client.get("/api/me")).status).toBe(200);
    const signed = decodeURIComponent(cookieOf(client));
    const token = signed.slice(0, signed.lastIndexOf("."));
    const forged = `${token}.${Buffer.alloc(32, 7).toString("base64")}`;
    for (const value of [encodeURIComponent(forged), token, "%E0%A4%A", ""]) {
      const res = await t.client().get("/api/me", { cookie: `${COOKIE_PREFIX}.session_token=${value}` });
      expect(res.status).toBe(401);
    }
  });

  it("stops a revoked session on its very next request (nothing is cached)", async () => {
    const { client, id } = await t.signedInUser();
    expect((await client.get("/api/me")).status).toBe(200);
    await t.services.database.db.delete(sessions).where(eq(sessions.userId, id));
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("sees a role change on the next request", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.database.db.update(users).set({ role: "vip" }).where(eq(users.id, id));
    const me = (await (await client.get("/api/me")).json()) as { role: string; isUnlimited: boolean };
    expect(me).toMatchObject({ role: "vip", isUnlimited: true });
  });

  it("hands a session due for its daily refresh to better-auth, which extends it", async () => {
    const { client, id } = await t.signedInUser();
    // Two days into a 30-day session: past the one-day update age.
    const stale = new Date(Date.now() + (SESSION_EXPIRES_IN_S - 2 * 24 * 3600) * 1000);
    await t.services.database.db.update(sessions).set({ expiresAt: stale }).where(eq(sessions.userId, id));
    const spy = vi.spyOn(t.services.auth.api, "getSession");
    expect((await client.get("/api/me")).status).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    const [row] = await t.services.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(stale.getTime());
  });

  it("lets better-auth refuse an expired session", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expect((await client.get("/api/me")).status).toBe(401);
  });
});
