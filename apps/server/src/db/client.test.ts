import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite } from "./client.js";

describe("the embedded database at start-up", () => {
  it("is migrated and analysed, since PGlite has no autovacuum to keep the planner's statistics", async () => {
    const database = await openPglite(null);
    try {
      await database.migrate();
      const rows = await database.db.execute<{ relname: string; last_analyze: Date | null }>(
        sql`select relname, last_analyze from pg_stat_user_tables where relname in ('users', 'chat_messages')`,
      );
      const analysed = (rows as unknown as { rows: { relname: string; last_analyze: Date | null }[] }).rows;
      expect(analysed.map((r) => r.relname).sort()).toEqual(["chat_messages", "users"]);
      for (const row of analysed) expect(row.last_analyze).not.toBeNull();
    } finally {
      await database.close();
    }
  });
});
