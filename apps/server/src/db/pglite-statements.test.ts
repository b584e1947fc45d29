import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparePgliteStatements } from "./pglite-statements.js";

// Two databases with the same rows: one as PGlite answers by itself, one through prepared statements.
let plain: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  plain = new PGlite();
  prepared = new PGlite();
  preparePgliteStatements(prepared);
  for (const db of [plain, prepared])
    await db.exec(`
      create table t (id text primary key, n int, at timestamptz, data jsonb, tags text[]);
      insert into t values ('a', 1, '2026-11-28T10:00:00Z', '{"x": [1, 2]}', '{red,blue}'),
                           ('b', null, null, null, null);`);
});
afterAll(async () => {
  await plain.close();
  await prepared.close();
});

const preparedNames = async (db: PGlite) =>
  (await db.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
    (r) => r.name,
  );

describe("preparePgliteStatements", () => {
  it("answers what PGlite answers, rows, fields and types, for every kind of value", async () => {
    const text = "select * from t where id = any($1::text[]) and (n is null or n >= $2) order by id";
    for (const params of [
      [["a", "b"], 0],
      [["b"], 5],
      [[], 1],
    ]) {
      expect(await prepared.query(text, params)).toEqual(await plain.query(text, params));
    }
    const update = "update t set n = n where id = any($1::text[]) returning id";
    expect(await prepared.query(update, [["a", "b"]])).toEqual(await plain.query(update, [["a", "b"]]));
    const arrays = { rowMode: "array" as const, parsers: { 1184: (v: string) => `raw ${v}` } };
    expect(await prepared.query("select at from t where id = $1", ["a"], arrays)).toEqual(
      await plain.query("select at from t where id = $1", ["a"], arrays),
    );
  });

  it("prepares each text once, and leaves texts without parameters unprepared", async () => {
    await prepared.query("select n from t where id = $1", ["a"]);
    const before = await preparedNames(prepared);
    expect(before.length).toBeGreaterThan(0);
    expect(await preparedNames(plain)).toEqual([]);
    await prepared.query("select n from t where id = $1", ["b"]);
    await prepared.query("select count(*) from t");
    expect(await preparedNames(prepared)).toEqual(before);
  });

  it("writes with parameters and reports affected rows, in and out of transactions", async () => {
    const insert = "insert into t (id, n, data) values ($1, $2, $3) returning id, data";
    expect((await prepared.query(insert, ["c", 3, { y: true }])).rows).toEqual([
      { id: "c", data: { y: true } },
    ]);
    await prepared.transaction(async (tx) => {
      await tx.query(insert, ["d", 4, null]);
      expect(
        (await tx.query("update t set n = n + $1 where id in ($2, $3)", [10, "c", "d"])).affectedRows,
      ).toBe(2);
    });
    expect(
      (await prepared.query("select id, n from t where id = any($1) order by id", [["c", "d"]])).rows,
    ).toEqual([
      { id: "c", n: 13 },
      { id: "d", n: 14 },
    ]);
  });

  it("throws the database's own error, and a failed transaction leaves nothing behind", async () => {
    const insert = "insert into t (id, n) values ($1, $2)";
    await expect(prepared.query(insert, ["a", 1])).rejects.toMatchObject({ code: "23505" });
    await expect(prepared.query("select n from t where n = $1", ["not a number"])).rejects.toMatchObject({
      code: "22P02",
    });
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(insert, ["e", 5]);
        await tx.query(insert, ["a", 1]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await prepared.query("select id from t where id = $1", ["e"])).rows).toEqual([]);
    // The connection is usable again, prepared statements included.
    expect((await prepared.query("select n from t where id = $1", ["a"])).rows).toEqual([{ n: 1 }]);
  });

  it("prepares again a statement a change of its table made stale", async () => {
    const text = "select * from t where id = $1";
    const first = await prepared.query(text, ["a"]);
    await prepared.exec("alter table t add column extra text default 'x'");
    const after = await prepared.query(text, ["a"]);
    expect(after.fields.length).toBe(first.fields.length + 1);
    expect(after.rows[0]).toMatchObject({ id: "a", extra: "x" });
    expect((await prepared.query(text, ["b"])).rows[0]).toMatchObject({ id: "b", extra: "x" });
  });

  it("refuses a query on a transaction already closed", async () => {
    let kept: Parameters<Parameters<PGlite["transaction"]>[0]>[0] | undefined;
    await prepared.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query("select n from t where id = $1", ["a"])).rejects.toThrow(
      "Transaction is closed",
    );
  });
});
