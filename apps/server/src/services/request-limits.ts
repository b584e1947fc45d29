import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { rateLimits } from "../db/schema.js";
import { AppError } from "../lib/errors.js";

/**
 * Our own request limits, kept in the rate-limit table better-auth uses (so every server process shares
 * them) under keys of their own: better-auth's keys are an address and a path, ours start with "limit:".
 * Each check is one statement, so parallel requests cannot slip past a limit.
 */
const PREFIX = "limit:";

export interface Limit {
  /** Requests allowed in one window. */
  max: number;
  windowMs: number;
}

export class RequestLimits {
  constructor(private readonly db: Db) {}

  /**
   * Counts one request against `key` in fixed windows of `limit.windowMs`; past `limit.max` it throws
   * `rate_limited` with the seconds until the window ends (Retry-After). `message` words the refusal.
   */
  async hit(key: string, limit: Limit, message: (retryAfter: number) => string, now = Date.now()) {
    const windowStart = now - limit.windowMs;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ id: randomUUID(), key: PREFIX + key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        // `last_request` holds the start of the current window.
        set: {
          count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
          lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
        },
      })
      .returning({ count: rateLimits.count, startedAt: rateLimits.lastRequest });
    if (!row || row.count <= limit.max) return;
    const retryAfter = Math.max(1, Math.ceil((Number(row.startedAt) + limit.windowMs - now) / 1000));
    throw new AppError("rate_limited", message(retryAfter), { retryAfter });
  }

  /**
   * Holds `key` for one piece of work at a time: returns a release function, or null while another holder
   * has it. A holder that never released (a crashed process) stops counting after `ttlMs`.
   */
  async acquire(key: string, ttlMs: number, now = Date.now()): Promise<(() => Promise<void>) | null> {
    const fullKey = PREFIX + key;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ id: randomUUID(), key: fullKey, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: 1, lastRequest: now },
        setWhere: sql`${rateLimits.lastRequest} <= ${now - ttlMs}`,
      })
      .returning({ startedAt: rateLimits.lastRequest });
    if (!row) return null;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await this.db
        .delete(rateLimits)
        .where(and(eq(rateLimits.key, fullKey), eq(rateLimits.lastRequest, now)));
    };
  }
}

/** "about 3 minutes" / "about 1 minute", for the words of a refusal. */
export function minutesOf(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
