import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openPglite, openPostgres } from "./db/client.js";
import { tablesInOrder } from "./db/move.js";
import { mailOutbox, sessions, users } from "./db/schema.js";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "buildr-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: "development" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm run cli -- create-user", () => {
  it("creates the first admin with a verified e-mail in the configured database", async () => {
    const run = cli(
      "create-user",
      "--email",
      "Owner@Agency.com",
      "--password",
      "owner-pass-1",
      "--name",
      "Olivia Owner",
      "--role",
      "admin",
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Created admin owner@agency\.com .*e-mail verified/);
    const database = await openPglite(dataDir);
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, "owner@agency.com"));
      expect(row).toMatchObject({
        role: "admin",
        emailVerified: true,
        name: "Olivia Owner",
        trialCredits: 2,
      });
    } finally {
      await database.close();
    }
  });

  it("explains what is wrong with a bad call and exits 1", () => {
    const missing = cli("create-user", "--email", "x@y.com");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("create-user needs --email, --password and --name.");
    const role = cli(
      "create-user",
      "--email",
      "x@y.com",
      "--password",
      "pass-word-1",
      "--name",
      "Xy Z",
      "--role",
      "boss",
    );
    expect(role.status).toBe(1);
    expect(role.stderr).toContain("--role must be one of user, vip, admin.");
    const weak = cli("create-user", "--email", "x@y.com", "--password", "short", "--name", "Xy Z");
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("password: Password must be at least 8 characters long");
  });
});

describe("npm run cli -- bundle", () => {
  it("prints the bundle JSON for a lead, in the language asked for", () => {
    const run = cli(
      "bundle",
      "72-year-old smoker with COPD who wants burial covered, lives in Georgia",
      "--language",
      "es",
    );
    expect(run.status).toBe(0);
    const bundle = JSON.parse(run.stdout);
    expect(bundle.language).toBe("es");
    expect(bundle.client.age).toBe(72);
    expect(bundle.policies.map((p: { product: string }) => p.product)).toContain("final_expense");
  });

  it("says what to ask when the lead is too vague", () => {
    const run = cli("bundle", "call me back");
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Too vague to recommend anything\. Ask for: /);
  });
});

describe("npm run cli -- move-to-postgres", () => {
  /** An empty PostgreSQL database (TEST_DATABASE_URL's server), or else an empty PGlite folder. */
  async function emptyTarget(): Promise<{
    to: string;
    open: () => Promise<Database>;
    drop: () => Promise<void>;
  }> {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const name = `buildr_move_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      return {
        to: target.toString(),
        open: () => openPostgres(target.toString(), { max: 1 }),
        drop: async () => {
          await admin.unsafe(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      };
    }
    const dir = mkdtempSync(join(tmpdir(), "buildr-move-"));
    return {
      to: dir,
      open: () => openPglite(dir),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }

  /** Every row of every table, as PostgreSQL prints it, sorted: equal only when the data is. */
  async function contents(database: Database): Promise<Record<string, string[]>> {
    const out: Record<string, string[]> = {};
    for (const table of await tablesInOrder(database.db)) {
      const result = (await database.db.execute(
        sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t`,
      )) as unknown as { j: string }[] | { rows: { j: string }[] };
      out[table] = (Array.isArray(result) ? result : result.rows).map((r) => r.j).sort();
    }
    return out;
  }

  it("copies every row of the embedded database, types intact, and refuses a target that has data", async () => {
    const source = mkdtempSync(join(tmpdir(), "buildr-move-src-"));
    const target = await emptyTarget();
    try {
      const seeded = spawnSync(
        process.execPath,
        [
          "--import",
          "tsx",
          "src/cli.ts",
          "create-user",
          "--email",
          "mover@agency.com",
          "--password",
          "mover-pass-1",
          "--name",
          "Mo Ver",
        ],
        {
          cwd: serverDir,
          env: { PATH: process.env.PATH, DATA_DIR: source, NODE_ENV: "development" },
          encoding: "utf8",
        },
      );
      expect(seeded.status).toBe(0);
      // Rows with JSON, timestamps and a foreign key beside the account the command made.
      const db = await openPglite(source);
      try {
        const [user] = await db.db.select().from(users).where(eq(users.email, "mover@agency.com"));
        await db.db.insert(sessions).values({
          id: "s1",
          token: "tok-1",
          userId: user!.id,
          expiresAt: new Date("2031-02-03T04:05:06.789Z"),
        });
        await db.db.insert(mailOutbox).values({
          id: "m1",
          to: "mover@agency.com",
          subject: "Ça marche — ¡sí!",
          text: "t",
          html: "<p>h</p>",
          kind: "invite",
          status: "sent",
          meta: { nested: { list: [1, "two", null] }, quote: 'it\'s "fine"' },
        });
      } finally {
        await db.close();
      }
      const moveEnv = { PATH: process.env.PATH, DATA_DIR: source, NODE_ENV: "development" };
      const run = spawnSync(
        process.execPath,
        ["--import", "tsx", "src/cli.ts", "move-to-postgres", "--to", target.to],
        {
          cwd: serverDir,
          env: moveEnv,
          encoding: "utf8",
          timeout: 120_000,
        },
      );
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/users\s+1 rows/);
      expect(run.stdout).toMatch(/Moved \d+ rows in \d+ tables/);

      const from = await openPglite(source);
      const to = await target.open();
      try {
        const [a, b] = [await contents(from), await contents(to)];
        expect(b).toEqual(a);
        expect(a.users).toHaveLength(1);
        expect(a.mail_outbox).toHaveLength(1);
        const [mail] = await to.db.select().from(mailOutbox).where(eq(mailOutbox.id, "m1"));
        expect(mail?.meta).toEqual({ nested: { list: [1, "two", null] }, quote: 'it\'s "fine"' });
        const [session] = await to.db.select().from(sessions).where(eq(sessions.id, "s1"));
        expect(session?.expiresAt.toISOString()).toBe("2031-02-03T04:05:06.789Z");
      } finally {
        await from.close();
        await to.close();
      }

      const again = spawnSync(
        process.execPath,
        ["--import", "tsx", "src/cli.ts", "move-to-postgres", "--to", target.to],
        {
          cwd: serverDir,
          env: moveEnv,
          encoding: "utf8",
          timeout: 120_000,
        },
      );
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("already holds data (table");
    } finally {
      await target.drop();
      rmSync(source, { recursive: true, force: true });
    }
  }, 240_000);
});
