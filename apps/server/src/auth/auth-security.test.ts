import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { sessions, users, verifications } from "../db/schema.js";
import { createTestContext, overHttp, TestClient, type TestContext } from "../test/harness.js";
import { readPdf } from "../test/pdf-text.js";
import { COOKIE_PREFIX } from "./session.js";

/**
 * docs/product/compliance.md#security's auth checks that auth.test.ts does not already make (it has the 429 with Retry-After, the
 * wrong password's code, CSRF on sign-out, and old sessions ending at a password reset).
 * One file so a security review reads the session and sign-in attacks as one checklist.
 */

const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
const SECURE_ORIGIN = "https://app.buildr.example";
/** Stored script as an agent could type it into any text field. */
const SCRIPT = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`;

let t: TestContext;
let secure: TestContext;
beforeAll(async () => {
  [t, secure] = await Promise.all([createTestContext(), createTestContext({ PUBLIC_URL: SECURE_ORIGIN })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), secure?.close()]);
});

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function setCookies(res: Response): SetCookie[] {
  return res.headers.getSetCookie().map((line) => {
    const [pair, ...rest] = line.split(";");
    const eq = pair!.indexOf("=");
    const attributes = new Map<string, string>();
    for (const part of rest) {
      const [key, ...value] = part.split("=");
      attributes.set(key!.trim().toLowerCase(), value.join("=").trim());
    }
    return { name: pair!.slice(0, eq).trim(), value: pair!.slice(eq + 1).trim(), attributes };
  });
}

function sessionCookieOf(res: Response, name = SESSION_COOKIE): SetCookie {
  const cookie = setCookies(res).find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} in ${JSON.stringify(res.headers.getSetCookie())}`);
  return cookie;
}

/** The session token inside a signed `<token>.<signature>` cookie value. */
function tokenOf(cookieValue: string): string {
  const signed = decodeURIComponent(cookieValue);
  return signed.slice(0, signed.lastIndexOf("."));
}

/** A verified account made the way the CLI makes one. */
async function verifiedAccount(ctx: TestContext, name = "Casey Closer") {
  const email = `sec-${randomUUID().slice(0, 8)}@example.com`;
  const password = "s3cure-pass";
  const { id } = await ctx.services.accounts.createVerifiedUser({ email, password, name, role: "user" });
  return { id, email, password };
}

/** One request from a new browser (its own address, so the sign-in limit of one never reaches another). */
function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return t.client().post("/api/auth/sign-in/email", { email, password }, headers);
}

function me(cookieValue: string, name = SESSION_COOKIE, ctx = t) {
  return ctx.client().get("/api/me", { cookie: `${name}=${cookieValue}` });
}

async function sessionRow(token: string) {
  const [row] = await t.services.database.db.select().from(sessions).where(eq(sessions.token, token));
  return row;
}

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, and not Secure over plain http", async () => {
    const { email, password } = await verifiedAccount(t);
    const res = await signIn(email, password);
    expect(res.status).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie.attributes.has("httponly")).toBe(true);
    expect(cookie.attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(cookie.attributes.get("path")).toBe("/");
    expect(cookie.attributes.has("secure")).toBe(false);
    // Every cookie sign-in sets is out of the page's scripts' reach.
    for (const other of setCookies(res)) expect(other.attributes.has("httponly"), other.name).toBe(true);
  });

  it("behind https is Secure and __Secure- prefixed, and only the prefixed name is read", async () => {
    const { email, password } = await verifiedAccount(secure, "Secure Sam");
    const client = new TestClient(secure.app, "10.77.0.1");
    const res = await client.post(
      `${SECURE_ORIGIN}/api/auth/sign-in/email`,
      { email, password },
      { origin: SECURE_ORIGIN },
    );
    expect(res.status).toBe(200);
    const name = `__Secure-${SESSION_COOKIE}`;
    const cookie = sessionCookieOf(res, name);
    expect(cookie.attributes.has("secure")).toBe(true);
    expect(cookie.attributes.has("httponly")).toBe(true);
    expect(cookie.attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(cookie.attributes.get("path")).toBe("/");
    expect(setCookies(res).some((c) => c.name === SESSION_COOKIE)).toBe(false);

    const signedIn = await client.get(`${SECURE_ORIGIN}/api/me`);
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { email: string }).email).toBe(email);
    // HSTS is written by the HTTP server, as for every answer behind https.
    await overHttp(secure.app, SECURE_ORIGIN, async (base) => {
      const res = await fetch(`${base}/api/health`);
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    });
    // The same value under the unprefixed name (which plain http could plant) opens nothing.
    const planted = await new TestClient(secure.app, "10.77.0.2").get(`${SECURE_ORIGIN}/api/me`, {
      cookie: `${SESSION_COOKIE}=${cookie.value}`,
    });
    expect(planted.status).toBe(401);
  });
});

describe("session fixation", () => {
  it("replaces a planted cookie at sign-in, and every sign-in gets a new session id", async () => {
    const { id, email, password } = await verifiedAccount(t);

    const forged = await signIn(email, password, { cookie: `${SESSION_COOKIE}=planted-token.c2lnbmF0dXJl` });
    expect(forged.status).toBe(200);
    const first = tokenOf(sessionCookieOf(forged).value);
    expect(first).not.toBe("planted-token");

    // An attacker's own valid session, planted in the victim's browser before the victim signs in.
    const attacker = await verifiedAccount(t, "Mallory Attacker");
    const attackerCookie = sessionCookieOf(await signIn(attacker.email, attacker.password)).value;
    const victim = await signIn(email, password, { cookie: `${SESSION_COOKIE}=${attackerCookie}` });
    expect(victim.status).toBe(200);
    const victimCookie = sessionCookieOf(victim).value;
    const second = tokenOf(victimCookie);
    expect(second).not.toBe(tokenOf(attackerCookie));
    expect(second).not.toBe(first);

    // The victim's account is reached only through the new cookie; the planted one stays the attacker's.
    expect(((await (await me(victimCookie)).json()) as { id: string }).id).toBe(id);
    expect(((await (await me(attackerCookie)).json()) as { id: string }).id).toBe(attacker.id);
    expect((await sessionRow(second))?.userId).toBe(id);
    expect((await sessionRow(tokenOf(attackerCookie)))?.userId).toBe(attacker.id);

    const third = tokenOf(sessionCookieOf(await signIn(email, password)).value);
    expect(new Set([first, second, third]).size).toBe(3);
  });
});

describe("sign-out", () => {
  it("deletes the session on the server: the old cookie replayed afterwards is refused", async () => {
    const { email, password } = await verifiedAccount(t);
    const cookie = sessionCookieOf(await signIn(email, password)).value;
    const token = tokenOf(cookie);
    expect((await me(cookie)).status).toBe(200);
    expect(await sessionRow(token)).toBeDefined();

    const out = await t.client().post("/api/auth/sign-out", {}, { cookie: `${SESSION_COOKIE}=${cookie}` });
    expect(out.status).toBe(200);
    // The browser is told to drop it too.
    const cleared = sessionCookieOf(out);
    expect(cleared.value === "" || /^0$/.test(cleared.attributes.get("max-age") ?? "")).toBe(true);

    expect(await sessionRow(token)).toBeUndefined();
    const replay = await me(cookie);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: { code: "unauthorized" } });
    // Both readers agree: the one-query reader and better-auth's own.
    const headers = new Headers({ cookie: `${SESSION_COOKIE}=${cookie}` });
    expect(await t.services.sessions.read(headers)).toEqual({ status: "none" });
    expect(await t.services.auth.api.getSession({ headers })).toBeNull();
  });
});

describe("no account enumeration", () => {
  it("answers an unknown e-mail and a wrong password with the same status and body", async () => {
    const { email } = await verifiedAccount(t);
    const unverified = `unverified-${randomUUID().slice(0, 8)}@example.com`;
    const signedUp = await t
      .client()
      .post("/api/auth/sign-up/email", { name: "Una Verified", email: unverified, password: "pass-word-1" });
    expect(signedUp.status).toBe(200);

    const answers = [];
    for (const attempt of [
      { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: "wrong-pass-1" },
      { email, password: "wrong-pass-1" },
      // Not even whether an unconfirmed account exists, without its password.
      { email: unverified, password: "wrong-pass-1" },
    ]) {
      const res = await signIn(attempt.email, attempt.password);
      answers.push({ status: res.status, body: await res.json(), cookies: res.headers.getSetCookie() });
    }
    expect(answers[0]).toEqual({
      status: 401,
      body: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
      cookies: [],
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("answers a password-reset request the same for a known and an unknown e-mail", async () => {
    const { email } = await verifiedAccount(t);
    const ask = async (address: string) => {
      const res = await t
        .client()
        .post("/api/auth/request-password-reset", { email: address, redirectTo: "/auth/reset-password" });
      return { status: res.status, body: await res.json() };
    };
    const known = await ask(email);
    const unknown = await ask(`nobody-${randomUUID().slice(0, 8)}@example.com`);
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
  });
});

describe("password reset tokens", () => {
  /** Asks for a reset and returns the token from the mailed link's landing redirect. */
  async function resetToken(email: string): Promise<string> {
    const c = t.client();
    const asked = await c.post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/auth/reset-password",
    });
    expect(asked.status).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail.kind).toBe("reset_password");
    const landing = await c.get(mail.url);
    const token = new URL(landing.headers.get("location") ?? "", "http://x").searchParams.get("token");
    if (!token) throw new Error(`no token in ${landing.headers.get("location")}`);
    return token;
  }

  it("works once: the second use fails with INVALID_TOKEN, and only the new password signs in", async () => {
    const { email, password } = await verifiedAccount(t);
    const token = await resetToken(email);
    const first = await t.client().post("/api/auth/reset-password", { token, newPassword: "new-pass-77" });
    expect(first.status).toBe(200);

    const again = await t.client().post("/api/auth/reset-password", { token, newPassword: "other-pass-88" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "INVALID_TOKEN" });
    // The mailed link itself now lands on the error, not on the form with a token.
    const link = await t.client().get(`/api/auth/reset-password/${token}?callbackURL=/auth/reset-password`);
    expect(link.status).toBe(302);
    const location = new URL(link.headers.get("location") ?? "", "http://x");
    expect(location.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(location.searchParams.get("token")).toBeNull();

    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, "other-pass-88")).status).toBe(401);
    expect((await signIn(email, "new-pass-77")).status).toBe(200);
  });

  it("expires: a token past its time is refused and the password stays as it was", async () => {
    const { email, password } = await verifiedAccount(t);
    const token = await resetToken(email);
    const { db } = t.services.database;
    const identifier = `reset-password:${token}`;
    const [row] = await db.select().from(verifications).where(eq(verifications.identifier, identifier));
    // One hour, as configured (auth.ts).
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(61 * 60 * 1000);
    await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, identifier));

    const res = await t.client().post("/api/auth/reset-password", { token, newPassword: "late-pass-55" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await signIn(email, "late-pass-55")).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(200);
  });
});

describe("magic links", () => {
  async function magicLinkFor(email: string): Promise<string> {
    const res = await t
      .client()
      .post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth/callback" });
    expect(res.status).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail.kind).toBe("magic_link");
    return mail.url;
  }

  it("sign in once: the same link a second time redirects with INVALID_TOKEN and no session", async () => {
    const { id, email } = await verifiedAccount(t);
    const url = await magicLinkFor(email);
    const first = t.client();
    expect((await first.get(url)).status).toBe(302);
    expect(((await (await first.get("/api/me")).json()) as { id: string }).id).toBe(id);

    const second = t.client();
    const replay = await second.get(url);
    expect(replay.status).toBe(302);
    expect(new URL(replay.headers.get("location") ?? "", "http://x").searchParams.get("error")).toBe(
      "INVALID_TOKEN",
    );
    expect(second.hasSession()).toBe(false);
    expect((await second.get("/api/me")).status).toBe(401);
  });

  it("expires: a link past its time signs no one in", async () => {
    const { email } = await verifiedAccount(t);
    const url = await magicLinkFor(email);
    const { db } = t.services.database;
    const rows = await db.select().from(verifications).where(like(verifications.identifier, "magic-link:%"));
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    // Five minutes, as configured (auth.ts).
    expect(newest.expiresAt.getTime() - newest.createdAt.getTime()).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
    await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, newest.id));

    const c = t.client();
    const res = await c.get(url);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location") ?? "", "http://x").searchParams.get("error")).toBe(
      "INVALID_TOKEN",
    );
    expect(c.hasSession()).toBe(false);
  });
});

describe("the HTML document's headers (CSP)", () => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), "buildr-web-"));
    writeFileSync(
      join(webDist, "index.html"),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  function directives(header: string | null): Map<string, string[]> {
    const map = new Map<string, string[]>();
    for (const part of (header ?? "").split(";")) {
      const [name, ...values] = part.trim().split(/\s+/);
      if (name) map.set(name.toLowerCase(), values);
    }
    return map;
  }

  it.each(["/", "/app/chat", "/app/admin"])(
    "%s: scripts only from the site itself, no inline, no eval",
    async (path) => {
      const app = createApp({ services: t.services, webDist, clientIp: () => "10.66.0.1" });
      const res = await overHttp(app, "http://localhost:3000", (base) => fetch(`${base}${path}`));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const csp = directives(res.headers.get("content-security-policy"));
      expect(csp.get("script-src")).toEqual(["'self'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("connect-src")).toEqual(["'self'"]);
      for (const [name, values] of csp) {
        if (name === "style-src") continue; // Radix and sonner position elements with inline styles.
        expect(values, name).not.toContain("'unsafe-inline'");
      }
      expect(res.headers.get("content-security-policy")).not.toMatch(/unsafe-eval|unsafe-hashes|\*/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    },
  );
});

describe("stored script in a PDF", () => {
  it("prints an agent's name and a lead with <script> as literal text", async () => {
    // Names with markup are refused now (docs/product/compliance.md#security); one stored before that rule must still print as text.
    const { client, id: userId } = await t.signedInUser({ name: "Script Writer" });
    await t.services.database.db.update(users).set({ name: SCRIPT }).where(eq(users.id, userId));
    const res = await client.post("/api/bundles/generate", {
      lead: `Linda Smith, 67, widowed, in Ohio, wants her funeral covered, $120 a month. ${SCRIPT}`,
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const pdf = await client.get(`/api/bundles/${id}/pdf?copy=client`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const { text } = readPdf(new Uint8Array(await pdf.arrayBuffer()));
    // Long lines wrap: compare without the line breaks the layout adds.
    expect(text.replace(/\s+/g, "")).toContain(SCRIPT.replace(/\s+/g, ""));
  });
});
