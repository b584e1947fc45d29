import { fromPglite, type Job, PgBoss, type QueueOptions, type SendOptions } from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "../db/client.js";

/**
 * Background work on the application's own database (docs/decisions/016): pg-boss keeps each job as a row
 * in its `pgboss` schema, so a job survives a restart, and its workers claim jobs with
 * `FOR UPDATE SKIP LOCKED`, so with several server processes on one PostgreSQL each job runs once. On the
 * embedded PGlite, pg-boss shares the one connection the app uses (its PGlite adapter).
 */

export interface JobQueueOptions {
  /** How often an idle worker looks for new jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Seconds the shutdown waits for running jobs before leaving them to be retried by the next start. */
  stopTimeoutSeconds?: number;
  /** How often pg-boss looks for jobs whose worker went away (expired) and retries them. */
  superviseIntervalSeconds?: number;
}

export interface JobDefinition<T extends object> {
  name: string;
  queue: QueueOptions;
  /** How many jobs of this kind one process runs at once. */
  concurrency?: number;
  handler: (job: Job<T>) => Promise<void>;
  /** Recurring jobs: a cron expression (UTC). */
  cron?: string;
}

export interface QueueDepth {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

export const PGBOSS_SCHEMA = "pgboss";

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions: JobDefinition<object>[] = [];
  private started = false;
  private stopping: Promise<void> | null = null;

  constructor(
    readonly database: Database,
    private readonly logger: Logger,
    private readonly options: JobQueueOptions = {},
  ) {
    this.boss = new PgBoss({
      schema: PGBOSS_SCHEMA,
      ...(database.pglite
        ? { db: fromPglite(database.pglite), backend: "pglite" as const }
        : { connectionString: database.url, max: 3, application_name: "buildr-jobs" }),
      // Maintenance (expiry, retention) and the cron clock run in every process; pg-boss elects one per
      // pass with an advisory lock.
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 60,
      monitorIntervalSeconds: options.superviseIntervalSeconds ?? 60,
      monitorVacuum: database.kind === "postgres",
      persistWarnings: false,
    });
    this.boss.on("error", (error) => this.logger.error({ err: error }, "job queue error"));
    this.boss.on("warning", (warning) => this.logger.warn({ warning }, "job queue warning"));
  }

  /** Declares a kind of job; every process that starts the queue works the ones it declared. */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`job ${definition.name} defined after the queue started`);
    this.definitions.push(definition as unknown as JobDefinition<object>);
  }

  get names(): string[] {
    return this.definitions.map((d) => d.name);
  }

  /** Installs or upgrades pg-boss's schema (under its own advisory lock), creates the queues, starts workers. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
    const polling = this.options.pollingIntervalSeconds ?? 2;
    for (const definition of this.definitions) {
      await this.boss.createQueue(definition.name, definition.queue);
      if (definition.queue) await this.boss.updateQueue(definition.name, definition.queue);
      await this.boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: polling, batchSize: 1, localConcurrency: definition.concurrency ?? 1 },
        async ([job]) => {
          if (job) await definition.handler(job);
        },
      );
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron, {}, { tz: "UTC" });
    }
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    return this.boss.send(name, data, options);
  }

  /** At most one job per `key` in each `seconds`-long slot; later ones in the same slot are dropped. */
  async sendThrottled(
    name: string,
    data: object,
    seconds: number,
    key: string,
    options: SendOptions = {},
  ): Promise<string | null> {
    return this.boss.sendThrottled(name, data, options, seconds, key);
  }

  /** Jobs waiting, running and recently failed, per kind (for /metrics). */
  async depth(): Promise<QueueDepth[]> {
    if (!this.started) return [];
    const queues = await this.boss.getQueues(this.names);
    return queues.map((q) => ({
      name: q.name,
      queued: q.queuedCount,
      active: q.activeCount,
      failed: q.failedCount ?? 0,
    }));
  }

  /** The queue's own PostgreSQL pool (null on PGlite, which shares the app's connection). */
  poolCounts(): { max: number; total: number; idle: number; waiting: number } | null {
    return this.started ? (this.boss.getDb().poolCounts?.() ?? null) : null;
  }

  get running(): boolean {
    return this.started && !this.stopping;
  }

  /** Graceful: workers stop fetching, running jobs get `stopTimeoutSeconds` to finish, then pg-boss closes. */
  stop(): Promise<void> {
    if (!this.started) return Promise.resolve();
    this.stopping ??= this.boss
      .stop({ graceful: true, close: true, timeout: (this.options.stopTimeoutSeconds ?? 8) * 1000 })
      .catch((error: unknown) => this.logger.warn({ err: error }, "job queue did not stop cleanly"));
    return this.stopping;
  }
}
