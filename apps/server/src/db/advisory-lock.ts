import { sql } from "drizzle-orm";
import type { Db } from "./client.js";

/**
 * The server's PostgreSQL advisory locks are named; the key is the name's 64-bit hash
 * (`hashtextextended(name, 0)`). Every name starts with `buildr:`, so the server's locks stay apart from
 * another application's on a shared database; two names hashing alike would only make their holders wait
 * for each other, never let two in at once.
 */
export function advisoryLockName(name: string): string {
  return `buildr:${name}`;
}

function lockKey(name: string) {
  return sql`hashtextextended(${advisoryLockName(name)}, 0)`;
}

/**
 * Waits for the lock `name` and holds it until the transaction `tx` ends (commit or rollback). What the
 * holder reads afterwards includes everything the previous holder committed: read, decide, write, as one
 * step, across every server process on the database. PGlite has one connection, where it is granted at once.
 */
export async function lockForTransaction(tx: Pick<Db, "execute">, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(name)})`);
}
