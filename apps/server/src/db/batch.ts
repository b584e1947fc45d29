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
