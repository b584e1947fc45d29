/**
 * The admin area through HTTP: who may call it, then each panel. One file because every panel shares the
 * admin and agent accounts it seeds, and the access rules are read above the panels they guard.
 */
import { randomUUID } from "node:crypto";
import {
  adminAuditListSchema,
  adminEntitlementListSchema,
  adminGrantResponseSchema,
  adminHealthSchema,
  adminSupportListSchema,
  adminUserListSchema,
  adminVipResponseSchema,
} from "@buildr/contracts/admin";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  entitlements,
  invitations,
  mailOutbox,
  supportRequests,
  users,
} from "../../db/schema.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";
import { parseCsv } from "../../test/parse-csv.js";

const VIP_LISTED = "listed.vip@example.com";
const VIP_EXISTING = "existing.vip@example.com";

let t: TestContext;
let admin: { client: TestClient; id: string; email: string };

/** A verified account made the way the CLI makes one, signed in through better-auth's own route. */
async function signedInAs(role: "user" | "vip" | "admin", name = "Staff Member") {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = "s3cure-pass";
  const created = await t.services.accounts.createVerifiedUser({ email, password, name, role });
  const client = t.client();
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { client, id: created.id, email };
}

async function auditRows(action: string) {
  return t.services.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
}

beforeAll(async () => {
  t = await createTestContext({ VIP_EMAILS: "matrix.vip@example.com" });
  admin = await signedInAs("admin", "Avery Admin");
});
afterAll(() => t.close());

describe("who may call /api/admin/* (docs/product/decisions.md#d-5)", () => {
  let target: { id: string; email: string };
  let supportId: string;

  beforeAll(async () => {
    const user = await signedInAs("user", "Target Agent");
    target = { id: user.id, email: user.email };
    supportId = randomUUID();
    await t.services.database.db.insert(supportRequests).values({
      id: supportId,
      name: "Pat Doe",
      email: "pat@example.com",
      subject: "Billing question",
      message: "How do I change my card?",
    });
  });

  const calls = () => [
    { method: "GET", path: "/api/admin/users" },
    {
      method: "POST",
      path: "/api/admin/users",
      body: {
        name: "New Agent",
        email: `new-${randomUUID().slice(0, 6)}@example.com`,
        password: "s3cure-pass",
        role: "user",
      },
    },
    { method: "PATCH", path: `/api/admin/users/${target.id}`, body: { role: "admin" } },
    { method: "POST", path: `/api/admin/users/${target.id}/password-reset` },
    {
      method: "POST",
      path: "/api/admin/invites",
      body: { email: `inv-${randomUUID().slice(0, 6)}@example.com`, role: "admin" },
    },
    {
      method: "POST",
      path: "/api/admin/grants",
      body: { emails: [target.email], plan: "lifetime", expiresAt: null },
    },
    { method: "POST", path: "/api/admin/vip-accounts" },
    { method: "GET", path: "/api/admin/entitlements/recent" },
    { method: "GET", path: "/api/admin/users.csv" },
    { method: "GET", path: "/api/admin/support" },
    { method: "PATCH", path: `/api/admin/support/${supportId}`, body: { handled: true } },
    { method: "GET", path: "/api/admin/health?check=all" },
    { method: "GET", path: "/api/admin/audit" },
  ];

  function send(client: TestClient, call: ReturnType<typeof calls>[number]) {
    return client.fetch(call.path, {
      method: call.method,
      headers: call.body ? { "content-type": "application/json" } : {},
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
  }

  /** Everything a refused call could have changed. */
  async function snapshot() {
    const db = t.services.database.db;
    const n = async (
      table:
        | typeof users
        | typeof entitlements
        | typeof invitations
        | typeof mailOutbox
        | typeof adminAuditLog,
    ) => Number((await db.select({ n: count() }).from(table))[0]?.n);
    const [targetRow] = await db
      .select({ role: users.role, unlimited: users.isUnlimited })
      .from(users)
      .where(eq(users.id, target.id));
    const [support] = await db
      .select({ handledAt: supportRequests.handledAt })
      .from(supportRequests)
      .where(eq(supportRequests.id, supportId));
    return {
      users: await n(users),
      entitlements: await n(entitlements),
      invitations: await n(invitations),
      mail: await n(mailOutbox),
      audit: await n(adminAuditLog),
      target: targetRow,
      support,
    };
  }

  it("answers 401 to a signed-out caller and 403 to user, vip and paid accounts, changing nothing", async () => {
    const user = await signedInAs("user");
    const vip = await signedInAs("vip");
    const paid = await signedInAs("user", "Paying Agent");
    await t.services.accounts.grantEntitlement(paid.id, "yearly", { source: "seed", expiresAt: null });
    const before = await snapshot();
    const callers: [string, TestClient, number][] = [
      ["signed out", t.client(), 401],
      ["user", user.client, 403],
      ["vip", vip.client, 403],
      ["paid user", paid.client, 403],
    ];
    for (const [who, client, status] of callers) {
      for (const call of calls()) {
        const res = await send(client, call);
        expect({ who, call: `${call.method} ${call.path}`, status: res.status }).toEqual({
          who,
          call: `${call.method} ${call.path}`,
          status,
        });
        const error = await errorOf(res);
        expect(error.code).toBe(status === 401 ? "unauthorized" : "forbidden");
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets an admin make every one of those calls", async () => {
    for (const call of calls()) {
      const res = await send(admin.client, call);
      expect({ call: `${call.method} ${call.path}`, ok: res.ok }).toEqual({
        call: `${call.method} ${call.path}`,
        ok: true,
      });
    }
  });
});

describe("users table", () => {
  it("searches name and e-mail, filters by role, sorts and pages", async () => {
    const tag = randomUUID().slice(0, 6);
    for (const [name, role] of [
      [`Zoe ${tag}`, "user"],
      [`Adam ${tag}`, "vip"],
      [`Mia ${tag}`, "user"],
    ] as const)
      await t.services.accounts.createVerifiedUser({
        name,
        email: `${name.split(" ")[0]!.toLowerCase()}.${tag}@example.com`,
        password: "s3cure-pass",
        role,
      });

    const all = adminUserListSchema.parse(
      await (
        await admin.client.get(`/api/admin/users?search=${tag.toUpperCase()}&sort=name&order=asc`)
      ).json(),
    );
    expect(all.total).toBe(3);
    expect(all.users.map((u) => u.name)).toEqual([`Adam ${tag}`, `Mia ${tag}`, `Zoe ${tag}`]);
    expect(all.users[0]).toMatchObject({ role: "vip", status: "Active", plan: null });

    const vips = adminUserListSchema.parse(
      await (await admin.client.get(`/api/admin/users?search=${tag}&role=vip`)).json(),
    );
    expect(vips.users.map((u) => u.name)).toEqual([`Adam ${tag}`]);

    const page2 = adminUserListSchema.parse(
      await (
        await admin.client.get(`/api/admin/users?search=${tag}&sort=name&order=asc&page=2&pageSize=2`)
      ).json(),
    );
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.users.map((u) => u.name)).toEqual([`Zoe ${tag}`]);
  });

  it("treats % and _ typed in the search box as letters", async () => {
    const res = await admin.client.get("/api/admin/users?search=%25");
    expect(adminUserListSchema.parse(await res.json()).total).toBe(0);
  });

  it("refuses a bad query with a 400 a person can act on", async () => {
    const res = await admin.client.get("/api/admin/users?pageSize=5000&role=owner");
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(["role", "pageSize"]));
  });

  it("adds a verified user who can sign in at once, and refuses the same address twice", async () => {
    const email = `Added.${randomUUID().slice(0, 6)}@Example.com`;
    const res = await admin.client.post("/api/admin/users", {
      name: "Added Agent",
      email,
      password: "added-pass-1",
      role: "vip",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: email.toLowerCase(), role: "vip" });
    const client = t.client();
    expect((await client.post("/api/auth/sign-in/email", { email, password: "added-pass-1" })).status).toBe(
      200,
    );
    expect(await (await client.get("/api/me")).json()).toMatchObject({ role: "vip", isUnlimited: true });
    const again = await admin.client.post("/api/admin/users", {
      name: "Added Agent",
      email,
      password: "added-pass-1",
      role: "user",
    });
    expect(again.status).toBe(409);
    expect((await auditRows("user.create")).some((r) => r.targetEmail === email.toLowerCase())).toBe(true);
  });

  it("says which fields are missing when adding a user", async () => {
    const res = await admin.client.post("/api/admin/users", { name: "", email: "", role: "user" });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(["name", "email", "password"]));
  });

  it("changes a role, which the account's next request reflects, and logs it", async () => {
    const agent = await signedInAs("user", "Promoted Agent");
    const res = await admin.client.patch(`/api/admin/users/${agent.id}`, { role: "vip" });
    expect(res.status).toBe(200);
    expect(await (await agent.client.get("/api/me")).json()).toMatchObject({
      role: "vip",
      isUnlimited: true,
    });
    const rows = await auditRows("role.change");
    expect(rows.find((r) => r.targetId === agent.id)).toMatchObject({
      actorEmail: admin.email,
      targetEmail: agent.email,
      detail: { from: "user", to: "vip" },
    });
    expect((await admin.client.patch("/api/admin/users/nobody", { role: "vip" })).status).toBe(404);
    expect((await admin.client.patch(`/api/admin/users/${agent.id}`, { role: "owner" })).status).toBe(400);
  });

  it("keeps an admin from changing their own role", async () => {
    const res = await admin.client.patch(`/api/admin/users/${admin.id}`, { role: "user" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toMatch(/own role/);
    expect(await (await admin.client.get("/api/me")).json()).toMatchObject({ role: "admin" });
  });

  it("sends better-auth's password reset mail, whose link lets the account choose a new password", async () => {
    const agent = await signedInAs("user", "Forgetful Agent");
    const res = await admin.client.post(`/api/admin/users/${agent.id}/password-reset`);
    expect(res.status).toBe(200);
    const mail = await t.lastMail(agent.email);
    expect(mail.kind).toBe("reset_password");
    const token = mail.url.match(/reset-password\/([^?]+)/)?.[1];
    expect(token).toBeTruthy();
    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: "brand-new-1" });
    expect(reset.status).toBe(200);
    const login = await t
      .client()
      .post("/api/auth/sign-in/email", { email: agent.email, password: "brand-new-1" });
    expect(login.status).toBe(200);
    expect((await auditRows("password_reset.send")).some((r) => r.targetId === agent.id)).toBe(true);
  });
});

describe("invitations", () => {
  it("mails a sign-up link, and whoever signs up through its token gets the role at once", async () => {
    const email = `invitee-${randomUUID().slice(0, 6)}@example.com`;
    const res = await admin.client.post("/api/admin/invites", {
      email: `  ${email.toUpperCase()} `,
      role: "admin",
    });
    expect(res.status).toBe(201);
    const mail = await t.lastMail(email);
    expect(mail.kind).toBe("invite");
    const link = new URL(mail.url);
    expect(link.pathname).toBe("/auth");
    expect(link.searchParams.get("mode")).toBe("signup");
    expect(link.searchParams.get("email")).toBe(email);
    const [row] = await t.services.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row?.tokenHash).not.toContain(link.searchParams.get("invite"));

    // The link's token proves the address: the account is confirmed and signed in, with the role.
    const client = t.client();
    const signUp = await client.post("/api/auth/sign-up/email", {
      name: "Invited Admin",
      email,
      password: "s3cure-pass",
      invite: link.searchParams.get("invite"),
    });
    expect(signUp.status).toBe(200);
    const me = (await (await client.get("/api/me")).json()) as { id: string };
    expect(me).toMatchObject({ role: "admin", emailVerified: true });
    const invited = { id: me.id };
    const [accepted] = await t.services.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, email));
    expect(accepted?.acceptedUserId).toBe(invited.id);
    expect((await auditRows("invite.send")).some((r) => r.targetEmail === email)).toBe(true);
  });

  it("leaves an address nobody invited with role user", async () => {
    const agent = await t.signedInUser();
    expect(await (await agent.client.get("/api/me")).json()).toMatchObject({ role: "user" });
  });

  it("refuses an empty address, role vip, and an address that already has an account", async () => {
    const empty = await admin.client.post("/api/admin/invites", { email: "   ", role: "user" });
    expect(empty.status).toBe(400);
    const vip = await admin.client.post("/api/admin/invites", { email: "someone@example.com", role: "vip" });
    expect(vip.status).toBe(400);
    const taken = await admin.client.post("/api/admin/invites", { email: admin.email, role: "user" });
    expect(taken.status).toBe(409);
  });
});

describe("grant access", () => {
  it("grants each address on its own and reports the ones that failed", async () => {
    const one = await signedInAs("user", "Granted One");
    const two = await signedInAs("user", "Granted Two");
    const res = await admin.client.post("/api/admin/grants", {
      emails: [
        ` ${one.email.toUpperCase()} `,
        "",
        two.email,
        "not-an-address",
        "nobody@example.com",
        two.email,
      ],
      plan: "lifetime",
      expiresAt: null,
    });
    expect(res.status).toBe(200);
    const body = adminGrantResponseSchema.parse(await res.json());
    expect(body.results).toEqual([
      { email: one.email, success: true },
      { email: two.email, success: true },
      {
        email: "not-an-address",
        success: false,
        error: "Not a valid email address",
        reason: "invalid_email",
      },
      {
        email: "nobody@example.com",
        success: false,
        error: "No account with this email",
        reason: "no_account",
      },
    ]);
    expect(body).toMatchObject({ granted: 2, failed: 2 });
    expect(await (await one.client.get("/api/me")).json()).toMatchObject({ plan: "lifetime", isPaid: true });

    const recent = adminEntitlementListSchema.parse(
      await (await admin.client.get("/api/admin/entitlements/recent")).json(),
    );
    expect(recent.entitlements.length).toBeLessThanOrEqual(10);
    expect(
      recent.entitlements
        .slice(0, 2)
        .map((e) => e.email)
        .sort(),
    ).toEqual([one.email, two.email].sort());
    expect(recent.entitlements[0]).toMatchObject({ plan: "lifetime", source: "admin", expiresAt: null });
    const granted = (await auditRows("access.grant")).map((r) => r.targetEmail);
    expect(granted).toEqual(expect.arrayContaining([one.email, two.email]));
  });

  it("ends a dated grant at the end of that day", async () => {
    const agent = await signedInAs("user");
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await admin.client.post("/api/admin/grants", {
      emails: [agent.email],
      plan: "comped",
      expiresAt: day,
    });
    expect(adminGrantResponseSchema.parse(await res.json()).granted).toBe(1);
    const [row] = await t.services.database.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.userId, agent.id));
    expect(row?.expiresAt?.toISOString()).toBe(`${day}T23:59:59.999Z`);
  });

  it("refuses no addresses, an unknown plan and a past expiry", async () => {
    expect(
      (await admin.client.post("/api/admin/grants", { emails: [], plan: "lifetime", expiresAt: null }))
        .status,
    ).toBe(400);
    const blanks = await admin.client.post("/api/admin/grants", {
      emails: [" ", ""],
      plan: "lifetime",
      expiresAt: null,
    });
    expect(blanks.status).toBe(400);
    expect((await errorOf(blanks)).message).toBe("Please enter at least one email address");
    expect(
      (await admin.client.post("/api/admin/grants", { emails: ["a@b.co"], plan: "gold", expiresAt: null }))
        .status,
    ).toBe(400);
    const past = await admin.client.post("/api/admin/grants", {
      emails: [admin.email],
      plan: "comped",
      expiresAt: "2020-01-01",
    });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).message).toMatch(/future/);
  });
});

describe("VIP accounts from VIP_EMAILS", () => {
  it("creates the missing ones and updates the existing ones, with a status each", async () => {
    // Its own server: the allow-list is configuration, read at start-up.
    const vipContext = await createTestContext({
      VIP_EMAILS: `${VIP_LISTED}, ${VIP_EXISTING.toUpperCase()}, not-an-address`,
    });
    try {
      const db = vipContext.services.database.db;
      const existing = await vipContext.services.accounts.createVerifiedUser({
        email: VIP_EXISTING,
        password: "s3cure-pass",
        name: "Existing Vip",
        role: "user",
      });
      const email = `admin-${randomUUID().slice(0, 6)}@example.com`;
      await vipContext.services.accounts.createVerifiedUser({
        email,
        password: "s3cure-pass",
        name: "Vip Admin",
        role: "admin",
      });
      const client = vipContext.client();
      await client.post("/api/auth/sign-in/email", { email, password: "s3cure-pass" });

      const body = adminVipResponseSchema.parse(await (await client.post("/api/admin/vip-accounts")).json());
      expect(body.results.map((r) => [r.email, r.status, r.outcome])).toEqual([
        [VIP_LISTED, "created", "created"],
        [VIP_EXISTING, "updated", "promoted"],
        ["not-an-address", "error", "invalid_email"],
      ]);
      const [created] = await db.select().from(users).where(eq(users.email, VIP_LISTED));
      expect(created).toMatchObject({
        role: "vip",
        isUnlimited: true,
        name: "Listed Vip",
        emailVerified: true,
      });
      const [updated] = await db.select().from(users).where(eq(users.id, existing.id));
      expect(updated).toMatchObject({ role: "vip", isUnlimited: true });
      const again = adminVipResponseSchema.parse(await (await client.post("/api/admin/vip-accounts")).json());
      expect(again.results.map((r) => r.status)).toEqual(["updated", "updated", "error"]);
      const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "vip.process"));
      expect(audit).toHaveLength(4);
    } finally {
      await vipContext.close();
    }
  });
});

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks, and neutralises formulas, round-tripping every row", async () => {
    const tricky = [
      { name: 'Smith, "Jr"', email: `comma.${randomUUID().slice(0, 6)}@example.com` },
      { name: '=HYPERLINK("http://x")', email: `formula.${randomUUID().slice(0, 6)}@example.com` },
      { name: "+1 Agent", email: `plus.${randomUUID().slice(0, 6)}@example.com` },
      { name: "-Minus Agent", email: `minus.${randomUUID().slice(0, 6)}@example.com` },
      { name: "@Handle Agent", email: `at.${randomUUID().slice(0, 6)}@example.com` },
      { name: "José Müller", email: `accent.${randomUUID().slice(0, 6)}@example.com` },
    ];
    for (const u of tricky)
      await t.services.accounts.createVerifiedUser({ ...u, password: "s3cure-pass", role: "user" });
    // Names with line breaks or tabs come in through better-auth (the form trims them), so write one directly.
    const multiline = `line.${randomUUID().slice(0, 6)}@example.com`;
    const made = await t.services.accounts.createVerifiedUser({
      name: "Line Agent",
      email: multiline,
      password: "s3cure-pass",
      role: "user",
    });
    await t.services.database.db
      .update(users)
      .set({ name: "First\r\nSecond", emailUnsubscribed: true })
      .where(eq(users.id, made.id));
    const tab = `tab.${randomUUID().slice(0, 6)}@example.com`;
    const tabbed = await t.services.accounts.createVerifiedUser({
      name: "Tab Agent",
      email: tab,
      password: "s3cure-pass",
      role: "user",
    });
    await t.services.database.db.update(users).set({ name: "\t=1+1" }).where(eq(users.id, tabbed.id));

    const res = await admin.client.get("/api/admin/users.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await res.text();
    expect(text).toContain('"Smith, ""Jr"""');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(["Name", "Email", "Role", "Status", "Created Date"]);
    const byEmail = new Map(rows.slice(1).map((r) => [r[1], r]));
    expect(byEmail.get(tricky[0]!.email)?.[0]).toBe('Smith, "Jr"');
    expect(byEmail.get(tricky[1]!.email)?.[0]).toBe('\'=HYPERLINK("http://x")');
    expect(byEmail.get(tricky[2]!.email)?.[0]).toBe("'+1 Agent");
    expect(byEmail.get(tricky[3]!.email)?.[0]).toBe("'-Minus Agent");
    expect(byEmail.get(tricky[4]!.email)?.[0]).toBe("'@Handle Agent");
    expect(byEmail.get(tricky[5]!.email)?.[0]).toBe("José Müller");
    expect(byEmail.get(multiline)).toEqual([
      "First\r\nSecond",
      multiline,
      "user",
      "Inactive",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ]);
    expect(byEmail.get(tab)?.[0]).toBe("'\t=1+1");

    const [total] = await t.services.database.db.select({ n: count() }).from(users);
    expect(rows.length - 1).toBe(Number(total?.n));
    expect(rows.every((r) => r.length === 5)).toBe(true);
    expect((await auditRows("users.export")).length).toBeGreaterThan(0);
  });
});

describe("support inbox", () => {
  it("lists open requests and marks one handled by this admin", async () => {
    const id = randomUUID();
    await t.services.database.db.insert(supportRequests).values({
      id,
      name: "Lee Park",
      email: "lee@example.com",
      subject: "Cannot save bundle",
      message: "It says upgrade required.",
    });
    const open = adminSupportListSchema.parse(await (await admin.client.get("/api/admin/support")).json());
    expect(open.requests.some((r) => r.id === id)).toBe(true);
    const res = await admin.client.patch(`/api/admin/support/${id}`, { handled: true });
    expect(await res.json()).toMatchObject({ id, handledByEmail: admin.email });
    const after = adminSupportListSchema.parse(await (await admin.client.get("/api/admin/support")).json());
    expect(after.requests.some((r) => r.id === id)).toBe(false);
    const handled = adminSupportListSchema.parse(
      await (await admin.client.get("/api/admin/support?status=handled")).json(),
    );
    expect(handled.requests.find((r) => r.id === id)).toMatchObject({ handledByEmail: admin.email });
    expect((await admin.client.patch("/api/admin/support/missing", { handled: true })).status).toBe(404);
  });
});

describe("health panel (docs/product/decisions.md#d-17)", () => {
  it("checks the database and the admin's session, and says what is not configured", async () => {
    const res = await admin.client.get("/api/admin/health?check=all");
    const body = adminHealthSchema.parse(await res.json());
    const byName = Object.fromEntries(body.checks.map((c) => [c.check, c]));
    expect(byName.database).toMatchObject({
      status: "ok",
      message: expect.stringMatching(/^Connected\. \d+ accounts?\.$/),
    });
    expect(byName.auth).toMatchObject({
      status: "ok",
      message: `Sessions work: signed in as ${admin.email}.`,
    });
    expect(byName.oauth).toMatchObject({
      status: "not_configured",
      detail: { callbackUrl: "http://localhost:3000/api/auth/callback/google" },
    });
    expect(byName.model?.status).toBe("not_configured");
    expect(byName.mail?.status).toBe("not_configured");
    expect(body.ok).toBe(true);
  });

  it("runs one check on its own and refuses an unknown one", async () => {
    const one = adminHealthSchema.parse(
      await (await admin.client.get("/api/admin/health?check=database")).json(),
    );
    expect(one.checks.map((c) => c.check)).toEqual(["database"]);
    expect((await admin.client.get("/api/admin/health?check=stripe")).status).toBe(400);
  });

  it("reports a model endpoint that does not answer as an error result, not a failed request", async () => {
    const other = await createTestContext({ LLM_BASE_URL: "http://127.0.0.1:9/v1" });
    try {
      const email = `admin-${randomUUID().slice(0, 6)}@example.com`;
      await other.services.accounts.createVerifiedUser({
        email,
        password: "s3cure-pass",
        name: "Other Admin",
        role: "admin",
      });
      const client = other.client();
      await client.post("/api/auth/sign-in/email", { email, password: "s3cure-pass" });
      const res = await client.get("/api/admin/health?check=model");
      expect(res.status).toBe(200);
      const body = adminHealthSchema.parse(await res.json());
      expect(body.ok).toBe(false);
      expect(body.checks[0]).toMatchObject({ check: "model", status: "error" });
    } finally {
      await other.close();
    }
  });
});

describe("audit log", () => {
  it("shows every admin action, newest first, with who and to whom", async () => {
    const agent = await signedInAs("user", "Audited Agent");
    await admin.client.patch(`/api/admin/users/${agent.id}`, { role: "admin" });
    const log = adminAuditListSchema.parse(
      await (await admin.client.get("/api/admin/audit?pageSize=5")).json(),
    );
    expect(log.entries[0]).toMatchObject({
      actorEmail: admin.email,
      action: "role.change",
      targetEmail: agent.email,
      detail: { from: "user", to: "admin" },
    });
    expect(log.total).toBeGreaterThan(5);
    expect(log.entries).toHaveLength(5);
  });
});
