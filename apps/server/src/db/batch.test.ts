import { describe, expect, it } from "vitest";
import { BatchWriter } from "./batch.js";

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
