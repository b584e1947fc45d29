import { describe, expect, it } from "vitest";
import { BatchWriter, GroupRead } from "./batch.js";

describe("group commit", () => {
  it("writes rows added in the same turn as one batch, and answers each caller after its write", async () => {
    const writes: number[][] = [];
    const writer = new BatchWriter<number>(async (rows) => {
      writes.push([...rows]);
    });
    const done: number[] = [];
    await Promise.all([1, 2, 3].map((n) => writer.add(n).then(() => done.push(n))));
    expect(writes).toEqual([[1, 2, 3]]);
    expect(done.sort()).toEqual([1, 2, 3]);
  });

  it("gathers the next batch while one is being written", async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const writer = new BatchWriter<number>(async (rows) => {
      writes.push([...rows]);
      if (writes.length === 1) await gate;
    });
    const first = writer.add(1);
    await new Promise((r) => setImmediate(r));
    const later = [writer.add(2), writer.add(3)];
    release();
    await Promise.all([first, ...later]);
    expect(writes).toEqual([[1], [2, 3]]);
  });

  it("keeps batches within the maximum size", async () => {
    const sizes: number[] = [];
    const writer = new BatchWriter<number>(async (rows) => {
      sizes.push(rows.length);
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer.add(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it("fails only the bad row's caller when a batch fails", async () => {
    const committed: number[] = [];
    const writer = new BatchWriter<number>(async (rows) => {
      if (rows.includes(13)) throw new Error("constraint violated");
      committed.push(...rows);
    });
    const results = await Promise.allSettled([12, 13, 14].map((n) => writer.add(n)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(committed.sort()).toEqual([12, 14]);
  });
});

describe("group read", () => {
  const table = new Map([
    ["a", 1],
    ["b", 2],
  ]);

  it("reads keys asked for in the same turn together, once per key, and answers each caller", async () => {
    const reads: string[][] = [];
    const reader = new GroupRead<string, number>(async (keys) => {
      reads.push([...keys]);
      return new Map(keys.flatMap((k) => (table.has(k) ? [[k, table.get(k)!] as const] : [])));
    });
    const answers = await Promise.all(["a", "b", "a", "zz"].map((k) => reader.get(k)));
    expect(answers).toEqual([1, 2, 1, undefined]);
    expect(reads).toEqual([["a", "b", "zz"]]);
  });

  it("gathers the next batch while one is being read, and reads again after answering (no cache)", async () => {
    const reads: string[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const reader = new GroupRead<string, number>(async (keys) => {
      reads.push([...keys]);
      if (reads.length === 1) await gate;
      return new Map(keys.map((k) => [k, table.get(k) ?? 0]));
    });
    const first = reader.get("a");
    await new Promise((r) => setImmediate(r));
    const later = [reader.get("b"), reader.get("a")];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 1]);
    expect(reads).toEqual([["a"], ["b", "a"]]);
    await reader.get("a");
    expect(reads).toHaveLength(3);
  });

  it("reads up to `parallel` batches at once, and gathers the rest until one answers", async () => {
    const reads: string[][] = [];
    const gates: (() => void)[] = [];
    const reader = new GroupRead<string, number>(
      async (keys) => {
        reads.push([...keys]);
        await new Promise<void>((r) => gates.push(r));
        return new Map(keys.map((k) => [k, table.get(k) ?? 0]));
      },
      200,
      2,
    );
    const turn = () => new Promise((r) => setImmediate(r));
    const first = reader.get("a");
    await turn();
    const second = reader.get("b");
    await turn();
    // Two batches on their way: the third key waits for a free slot.
    const third = [reader.get("a"), reader.get("b")];
    await turn();
    expect(reads).toEqual([["a"], ["b"]]);
    gates[1]!();
    expect(await second).toBe(2);
    await turn();
    expect(reads).toEqual([["a"], ["b"], ["a", "b"]]);
    gates[0]!();
    gates[2]!();
    expect(await Promise.all([first, ...third])).toEqual([1, 1, 2]);
  });

  it("fails only the callers of a failed batch", async () => {
    let calls = 0;
    const reader = new GroupRead<string, number>(async (keys) => {
      calls += 1;
      if (calls === 1) throw new Error("database gone");
      return new Map(keys.map((k) => [k, 9]));
    });
    await expect(reader.get("a")).rejects.toThrow("database gone");
    expect(await reader.get("a")).toBe(9);
  });
});
