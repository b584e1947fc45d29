import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it, vi } from "vitest";
import { analyseGrownTables, keepStatisticsFresh } from "./pglite-statistics.js";

const db = new PGlite();
afterAll(() => db.close());

const planned = async () =>
  Number(
    (await db.query<{ reltuples: number }>("select reltuples from pg_class where relname = 't'")).rows[0]!
      .reltuples,
  );

describe("analyseGrownTables", () => {
  it("analyses a table that grew by a tenth since its statistics, and leaves it until it grows again", async () => {
    await db.exec("create table t (id int primary key, s text); analyze t;");
    expect(await planned()).toBe(0);
    await db.exec("insert into t select i, repeat('x', 200) from generate_series(1, 5000) i");
    expect(await analyseGrownTables(db)).toEqual(["public.t"]);
    expect(await planned()).toBe(5000);
    // A few more rows: not a tenth more.
    await db.exec("insert into t select i, 'x' from generate_series(5001, 5010) i");
    expect(await analyseGrownTables(db)).toEqual([]);
    await db.exec("insert into t select i, repeat('x', 200) from generate_series(5011, 7000) i");
    expect(await analyseGrownTables(db)).toEqual(["public.t"]);
    expect(await planned()).toBe(7000);
  });

  it("runs on its interval until stopped, and reports a failure", async () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const client = {
        query: vi.fn(async () => {
          calls.push("query");
          if (calls.length > 1) throw new Error("gone");
          return { rows: [{ name: "public.t" }], fields: [], affectedRows: 0 };
        }),
        exec: vi.fn(async (text: string) => {
          calls.push(text);
          return [];
        }),
      };
      const errors: unknown[] = [];
      const stop = keepStatisticsFresh(client as never, (e) => errors.push(e), 1000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(calls).toEqual(["query", "analyze public.t"]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(errors).toHaveLength(1);
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(client.query).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
