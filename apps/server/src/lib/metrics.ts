import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AppEnv, Services } from "./context.js";

/**
 * Prometheus metrics of one server process (prom-client): requests per route and status, latency
 * histograms per route, the job queue's depth and the database connections. Served at `GET /metrics`
 * only with `METRICS_TOKEN` set, to callers that send it as a bearer token (docs/operations.md).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly latency: Histogram<"method" | "route">;

  constructor(services: Services) {
    const registry = this.registry;
    collectDefaultMetrics({ register: registry, prefix: "buildr_" });
    this.requests = new Counter({
      name: "buildr_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    });
    this.latency = new Histogram({
      name: "buildr_http_request_duration_seconds",
      help: "Time to the response's headers, by method and route pattern",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
    const { jobs, database } = services;
    new Gauge({
      name: "buildr_job_queue_jobs",
      help: "Jobs in the queue by kind and state (queued includes those waiting for their start time)",
      labelNames: ["queue", "state"],
      registers: [registry],
      async collect() {
        this.reset();
        for (const q of await jobs.depth()) {
          this.set({ queue: q.name, state: "queued" }, q.queued);
          this.set({ queue: q.name, state: "active" }, q.active);
          this.set({ queue: q.name, state: "failed" }, q.failed);
        }
      },
    });
    new Gauge({
      name: "buildr_db_pool_connections",
      help: "Database connections by pool and state (app: the request pool's size; jobs: the job queue's pool)",
      labelNames: ["pool", "state"],
      registers: [registry],
      collect() {
        this.reset();
        // postgres-js does not report its connections' use; its size is what can be told (PGlite: 1).
        this.set({ pool: "app", state: "max" }, database.poolMax ?? 1);
        const queue = jobs.poolCounts();
        if (queue) {
          this.set({ pool: "jobs", state: "max" }, queue.max);
          this.set({ pool: "jobs", state: "open" }, queue.total);
          this.set({ pool: "jobs", state: "idle" }, queue.idle);
          this.set({ pool: "jobs", state: "waiting" }, queue.waiting);
        }
      },
    });
    new Gauge({
      name: "buildr_db_kind",
      help: "Which database this process uses (1 for the one in use)",
      labelNames: ["kind"],
      registers: [registry],
      collect() {
        this.set({ kind: database.kind }, 1);
      },
    });
  }

  /** Counts one answered request under the route pattern that answered it (bounded labels). */
  observe(c: Context<AppEnv>, seconds: number): void {
    const route = routePath(c) || "unmatched";
    this.requests.inc({ method: c.req.method, route, status: String(c.res.status) });
    this.latency.observe({ method: c.req.method, route }, seconds);
  }

  /** 404 without a configured token, 401 without the right one, else the text exposition. */
  async answer(c: Context<AppEnv>, token: string | undefined): Promise<Response> {
    if (!token) return c.json({ error: { code: "not_found", message: "Not found." } }, 404);
    const sent = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]?.trim() ?? "";
    const a = Buffer.from(sent);
    const b = Buffer.from(token);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json(
        { error: { code: "unauthorized", message: "Send the metrics token as a bearer token." } },
        401,
      );
    }
    return c.body(await this.registry.metrics(), 200, { "Content-Type": this.registry.contentType });
  }
}
