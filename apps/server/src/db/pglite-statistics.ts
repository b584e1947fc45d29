import type { PGlite } from "@electric-sql/pglite";

/** How often the server looks for tables that grew since their statistics were taken (a look: 3-4 ms). */
export const STATISTICS_CHECK_MS = 15_000;

/**
 * The tables (schema-qualified) whose size grew by more than a tenth, and by more than 8 pages, since
 * they were last analysed (`pg_class.relpages` is the size ANALYZE saw): autovacuum's own rule of thumb
 * for re-analysing, told by size because PGlite keeps no modification counts (`pg_stat_user_tables`
 * stays at zero in it).
 */
const GROWN_TABLES = `
  select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r'
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
    and pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8
  order by c.relname`;

/** Analyses every table that grew since its last analysis; returns their names. */
export async function analyseGrownTables(client: Pick<PGlite, "query" | "exec">): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(GROWN_TABLES);
  for (const { name } of rows) await client.exec(`analyze ${name}`);
  return rows.map((r) => r.name);
}

/**
 * PGlite runs no autovacuum, so the planner's statistics are those of the last ANALYZE: from the start
 * alone, a database that began empty is planned as if it still were. The conversation search then ran
 * a nested loop that re-read every matching message for each conversation (177 ms instead of 4, under
 * the capacity mix after a minute). Every 15 seconds, the tables that grew by a tenth are analysed again:
 * often while a new database fills, rarely once it is large, as a tenth more then takes long.
 * Returns the function that stops it.
 */
export function keepStatisticsFresh(
  client: Pick<PGlite, "query" | "exec">,
  onError: (error: unknown) => void,
  everyMs = STATISTICS_CHECK_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyseGrownTables(client)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
