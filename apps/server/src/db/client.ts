import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDir } from "./lock.js";
import { type Schema, schema } from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs once per process; every migration is idempotent (drizzle's journal). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The SQL migrations ship beside the server: found from the source tree and from the built bundle. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error("SQL migrations not found (apps/server/drizzle).");
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsFolder() }),
    close: () => client.end({ timeout: 5 }),
  };
}

/** An embedded PGlite in `dir` (locked against a second process), or in memory when `dir` is null. */
export async function openPglite(
  dir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const unlock = dir ? lockDataDir(resolve(dir)) : () => {};
  try {
    const client = new PGlite({
      ...(dir ? { dataDir: resolve(dir, "pglite") } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
