import { type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "./client.js";

/**
 * Copies every table of the application (schema `public`) from one database to another that is empty and
 * migrated to the same version: for an agency that outgrows the embedded PGlite and moves to PostgreSQL
 * (`npm run cli -- move-to-postgres`). Rows travel as JSON (`row_to_json` there,
 * `json_populate_recordset` here), so every column keeps its exact PostgreSQL type; tables go parents
 * first, in one transaction on the target: a failure leaves it empty. The job queue's own tables are not
 * copied: the target's queue starts empty (pending mail stays `queued` in the outbox).
 */
export interface MovedTable {
  table: string;
  rows: number;
}

const BATCH = 500;

async function rowsOf<T>(db: Db | Parameters<Parameters<Db["transaction"]>[0]>[0], query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** The application's tables, each after the tables its foreign keys point to. */
export async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((t) => t.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const e of edges) if (e.child === table && e.parent !== table) visit(e.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

export async function moveDatabase(
  source: Database,
  target: Database,
  progress: (moved: MovedTable) => void = () => {},
): Promise<MovedTable[]> {
  const tables = await tablesInOrder(source.db);
  const targetTables = new Set(await tablesInOrder(target.db));
  const missing = tables.filter((t) => !targetTables.has(t));
  if (missing.length > 0)
    throw new Error(`The target lacks tables ${missing.join(", ")}: migrate both to the same version first.`);
  for (const table of tables) {
    const [row] = await rowsOf<{ any: boolean }>(
      target.db,
      sql`select exists (select 1 from ${sql.identifier(table)}) as any`,
    );
    if (row?.any)
      throw new Error(`The target database already holds data (table ${table}); give an empty one.`);
  }
  const moved: MovedTable[] = [];
  await target.db.transaction(async (into) => {
    await source.db.transaction(async (from) => {
      for (const table of tables) {
        const cursor = sql.identifier(`move_${table}`);
        await from.execute(
          sql`declare ${cursor} no scroll cursor for select row_to_json(t)::text as j from ${sql.identifier(table)} t`,
        );
        let rows = 0;
        for (;;) {
          const batch = await rowsOf<{ j: string }>(
            from,
            sql`fetch ${sql.raw(String(BATCH))} from ${cursor}`,
          );
          if (batch.length === 0) break;
          const json = `[${batch.map((r) => r.j).join(",")}]`;
          await into.execute(
            sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
          );
          rows += batch.length;
        }
        await from.execute(sql`close ${cursor}`);
        const [count] = await rowsOf<{ n: number | string }>(
          into,
          sql`select count(*) as n from ${sql.identifier(table)}`,
        );
        if (Number(count?.n) !== rows)
          throw new Error(`Table ${table}: ${rows} rows read, ${count?.n} written.`);
        moved.push({ table, rows });
        progress({ table, rows });
      }
    });
  });
  return moved;
}
