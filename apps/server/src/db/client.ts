import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { advisoryLockName } from "./advisory-lock.js";
import { lockDataDir } from "./lock.js";
import { preparePgliteStatements } from "./pglite-statements.js";
import { keepStatisticsFresh } from "./pglite-statistics.js";
import { type Schema, schema } from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database itself (PGlite only): the job queue shares its one connection. */
  pglite?: PGlite;
  /** Where PostgreSQL is (postgres only): the job queue keeps a small pool of its own there. */
  url?: string;
  /** The request pool's size (postgres only). */
  poolMax?: number;
  /** Runs once per process; every migration is idempotent (drizzle's journal). */
  migrate(): Promise<void>;
  /**
   * PGlite only: analyses again, every 15 s, the tables that grew by a tenth (it runs no autovacuum;
   * db/pglite-statistics.ts). Stopped by `close`.
   */
  keepStatisticsFresh?(onError: (error: unknown) => void): void;
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

/**
 * Seconds before a pool connection tries again after a failed one. postgres-js's default grows with every
 * failure across the whole pool up to 20 s, and a query handed to a closed connection waits that long: after
 * a database restart the server would stall for many seconds. Retrying at most once a second, the server is
 * back within a second of the database (docs/product/compliance.md#security); failures meanwhile answer 503 at once (lib/errors.ts).
 */
export function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.05 * 2 ** failures, 1) * (0.75 + Math.random() / 4);
}

/**
 * postgres-js 3.4.9 can leave a connection unusable when its socket dies with a write still buffered
 * (porsager/postgres#1154, #1208; no fixed release yet): later queries on that slot are never sent and
 * hang, or the buffered write throws from a timer (see `isKnownDriverCrash`). The pool's slots are reused
 * for the life of the client, so after a connection is lost unexpectedly the whole pool is replaced by a
 * fresh one; the old one finishes what it can and is then torn down, which rejects anything stuck in it.
 */
const RETIRED_POOL_GRACE_SECONDS = 5;

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  let closing = false;
  const open = (): postgres.Sql => {
    const client: postgres.Sql = postgres(url, {
      max: options.max ?? 10,
      onnotice: () => {},
      backoff: reconnectDelaySeconds,
      // postgres-js would otherwise retire each connection after 30-60 minutes, and `onclose` cannot tell
      // that routine close from a lost connection: every one would renew the whole pool and cut queries
      // running longer than the grace period. Connections live until they are lost or the server stops.
      max_lifetime: null,
      onclose: () => {
        if (closing || current !== client) return;
        current = open();
        void client.end({ timeout: RETIRED_POOL_GRACE_SECONDS }).catch(() => {});
      },
    });
    // Drizzle sets its type parsers on the client it wraps; every pool gets the same ones.
    drizzlePostgres(client);
    return client;
  };
  let current = open();
  // Drizzle (and the statements prepared on it) hold this one client for good; each query it sends goes
  // to the pool in service at that moment. A transaction stays on the connection it began on.
  const client = new Proxy(current, {
    get(_target, property) {
      const value = Reflect.get(current, property, current);
      return typeof value === "function" ? value.bind(current) : value;
    },
    apply: (_target, _this, args) => Reflect.apply(current, current, args),
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    url,
    poolMax: options.max ?? 10,
    migrate: () =>
      migrateUnderLock(url, () =>
        migratePostgres(drizzlePostgres(current), { migrationsFolder: migrationsFolder() }),
      ),
    close: () => {
      closing = true;
      return current.end({ timeout: 5 });
    },
  };
}

/** The advisory lock every migrating process takes first. */
export const MIGRATION_LOCK = advisoryLockName("migrations");

/**
 * Runs `migrate` holding a PostgreSQL advisory lock, so that processes starting together on one database
 * migrate one after another: the first applies what is missing, the others then find the journal up to date
 * (docs/product/compliance.md#security: unlocked, two of three crashed on the migrator's own `CREATE SCHEMA IF NOT EXISTS`). The lock
 * lives on a connection of its own, outside the pool the migrations use, and ends with it: a process that
 * dies while migrating releases it with its connection.
 */
export async function migrateUnderLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const holder = postgres(url, { max: 1, onnotice: () => {}, max_lifetime: null, idle_timeout: 0 });
  try {
    await holder`select pg_advisory_lock(hashtextextended(${MIGRATION_LOCK}, 0))`;
    await migrate();
  } finally {
    await holder.end({ timeout: 5 });
  }
}

/**
 * The postgres-js defect above, surfacing as an exception thrown from a timer (`socket.write` on a
 * connection whose socket is already gone). Nothing else is affected: the process may carry on, and the
 * lost connection has already made the pool replace itself.
 */
export function isKnownDriverCrash(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /reading 'write'/.test(error.message) &&
    /nextWrite/.test(error.stack ?? "") &&
    /[\\/]postgres[\\/]src[\\/]connection\.js/.test(error.stack ?? "")
  );
}

/**
 * The extension modules every PGlite must load before the migrations can create them (PostgreSQL has
 * them installed): pg_trgm for the substring-search indexes (migration 0004).
 */
export const pgliteExtensions = { pg_trgm };

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
      extensions: pgliteExtensions,
    });
    await client.waitReady;
    preparePgliteStatements(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    let stopStatistics = () => {};
    return {
      db,
      kind: "pglite",
      pglite: client,
      // PGlite runs no autovacuum, so nothing refreshes the planner's statistics by itself: every start
      // analyses the database after migrating (well under a second at 10,000 accounts and a million
      // messages, bench/README.md "Data scale"), so plans follow how the data has grown.
      migrate: async () => {
        await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
        await client.exec("analyze");
      },
      keepStatisticsFresh: (onError) => {
        stopStatistics();
        stopStatistics = keepStatisticsFresh(client, onError);
      },
      close: async () => {
        stopStatistics();
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
