import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgres } from "./client.js";

const url = process.env.TEST_DATABASE_URL;
const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const created: string[] = [];

/** A new, empty PostgreSQL database on the test server, dropped after the test. */
async function emptyDatabase(): Promise<string> {
  const name = `buildr_migrate_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = postgres(url!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  created.push(name);
  const dbUrl = new URL(url!);
  dbUrl.pathname = `/${name}`;
  return dbUrl.toString();
}

afterEach(async () => {
  if (!url || created.length === 0) return;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  for (const name of created.splice(0)) await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function tablesOf(databaseUrl: string): Promise<number> {
  const database = await openPostgres(databaseUrl, { max: 1 });
  try {
    const rows = (await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { n: number }[];
    return rows[0]!.n;
  } finally {
    await database.close();
  }
}

/** `npm run db:migrate` on the source, with only the given database settings in its environment. */
async function migrateCommand(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/migrate.ts"], {
    cwd: serverDir,
    // The command needs nothing but the database, not even NODE_ENV.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const [code] = await once(child, "exit");
  return { code: code as number | null, output };
}

describe("npm run db:migrate", () => {
  it("migrates the embedded database in DATA_DIR, and is a no-op the second time", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "buildr-migrate-"));
    try {
      for (let i = 0; i < 2; i++) {
        const run = await migrateCommand({ DATA_DIR: dataDir });
        expect(run.output).toMatch(/Migrations applied: embedded PGlite/);
        expect(run.code).toBe(0);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// docs/product/compliance.md#security: three processes starting together on an empty PostgreSQL, two of them exited on CREATE TABLE.
describe.skipIf(!url)("migrating one empty PostgreSQL database from several places at once", () => {
  it("succeeds for three pools migrating at the same moment", async () => {
    const databaseUrl = await emptyDatabase();
    const pools = await Promise.all([1, 2, 3].map(() => openPostgres(databaseUrl, { max: 2 })));
    try {
      const results = await Promise.allSettled(pools.map((p) => p.migrate()));
      expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual([
        "ok",
        "ok",
        "ok",
      ]);
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
    expect(await tablesOf(databaseUrl)).toBeGreaterThan(10);
  });

  it("succeeds for three `npm run db:migrate` processes started together", async () => {
    const databaseUrl = await emptyDatabase();
    const runs = await Promise.all([1, 2, 3].map(() => migrateCommand({ DATABASE_URL: databaseUrl })));
    for (const run of runs) {
      expect(run.output).toMatch(/Migrations applied: PostgreSQL/);
      expect(run.code).toBe(0);
    }
    expect(await tablesOf(databaseUrl)).toBeGreaterThan(10);
  });
});
