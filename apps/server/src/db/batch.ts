/**
 * Group commit: rows written by concurrent requests go to the database together, one statement per
 * batch, and each request still waits until its own row is committed before it answers.
 *
 * Why: on the embedded database a statement costs about half a millisecond of the server's one thread
 * whatever its size, so fifty requests each inserting a bundle spent most of their time in statement
 * overhead. A batch starts on the next turn of the event loop (rows arriving meanwhile join it), and while
 * one batch is being written the next one gathers. A batch that fails is retried row by row, so one bad
 * row fails only its own request.
 */
export class BatchWriter<Row> {
  private pending: { row: Row; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(
    private readonly write: (rows: Row[]) => Promise<void>,
    private readonly maxBatch = 100,
  ) {}

  add(row: Row): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        await this.write(batch.map((entry) => entry.row));
        for (const entry of batch) entry.resolve();
      } catch (batchError) {
        if (batch.length === 1) {
          batch[0]!.reject(batchError);
          continue;
        }
        for (const entry of batch) {
          try {
            await this.write([entry.row]);
            entry.resolve();
          } catch (error) {
            entry.reject(error);
          }
        }
      }
    }
    this.running = false;
  }
}

/**
 * Group read: keys asked for by concurrent requests are looked up together, and each caller gets its own
 * row (or undefined). A batch starts on the next turn of the event loop; while one is being read, the
 * next one gathers. The same key asked twice in one batch is read once. Nothing is kept after a batch
 * answers: a later request reads again.
 *
 * The reasoning of `BatchWriter` applies: on the embedded database a statement's fixed cost dominates,
 * so fifty requests reading fifty sessions should pay it once. A failed read fails its batch's callers.
 */
export class GroupRead<Key, Row> {
  private waiting = new Map<Key, Caller<Row>[]>();
  private scheduled = false;
  private inFlight = 0;

  /**
   * `parallel` batches may be read at once: on PostgreSQL, whose pool runs them on separate connections,
   * the next batch need not wait for the previous round trip; on the embedded database statements run one
   * after another anyway, so one is enough.
   */
  constructor(
    private readonly readMany: (keys: Key[]) => Promise<Map<Key, Row>>,
    private readonly maxBatch = 200,
    private readonly parallel = 1,
  ) {}

  get(key: Key): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.parallel || this.waiting.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.readBatch();
    });
  }

  private async readBatch(): Promise<void> {
    const batch = [...this.waiting].slice(0, this.maxBatch);
    for (const [key] of batch) this.waiting.delete(key);
    this.inFlight++;
    // Keys arriving from now on gather into the next batch, read at once if a slot is free.
    this.schedule();
    try {
      const rows = await this.readMany(batch.map(([key]) => key));
      for (const [key, callers] of batch) for (const caller of callers) caller.resolve(rows.get(key));
    } catch (error) {
      for (const [, callers] of batch) for (const caller of callers) caller.reject(error);
    } finally {
      this.inFlight--;
      this.schedule();
    }
  }
}

interface Caller<Row> {
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}
