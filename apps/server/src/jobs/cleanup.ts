import { and, inArray, isNull, lt, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.js";
import {
  guestLeads,
  mailOutbox,
  rateLimits,
  sessions,
  signInThrottles,
  verifications,
} from "../db/schema.js";
import type { JobQueue } from "./queue.js";

export const CLEANUP_JOB = "cleanup";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long rows that only grow are kept (docs/operations.md "Data kept"). Sessions and verification tokens
 * go when they expire; a rate-limit counter a day after its last request (better-auth's windows are
 * seconds to minutes); a password-guessing brake 30 days after its last attempt, once no lockout runs;
 * a sent (or locally recorded) mail after 30 days, a failed one after 90; a guest's address 180 days
 * after its last sample bundle.
 */
export const RETENTION = {
  rateLimitMs: DAY_MS,
  signInThrottleMs: 30 * DAY_MS,
  mailMs: 30 * DAY_MS,
  failedMailMs: 90 * DAY_MS,
  guestMs: 180 * DAY_MS,
};

export interface CleanupResult {
  sessions: number;
  verifications: number;
  rateLimits: number;
  signInThrottles: number;
  mail: number;
  guests: number;
}

/** Deletes what has outlived its use; returns how many rows of each kind went. */
export async function cleanUp(db: Db, now = new Date()): Promise<CleanupResult> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = async (query: Promise<{ id: unknown }[]>) => (await query).length;
  return {
    sessions: await count(
      db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    ),
    verifications: await count(
      db.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id }),
    ),
    rateLimits: await count(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.lastRequest, now.getTime() - RETENTION.rateLimitMs))
        .returning({ id: rateLimits.id }),
    ),
    signInThrottles: await count(
      db
        .delete(signInThrottles)
        .where(
          and(
            lt(signInThrottles.lastAttemptAt, before(RETENTION.signInThrottleMs)),
            or(isNull(signInThrottles.lockedUntil), lt(signInThrottles.lockedUntil, now)),
          ),
        )
        .returning({ id: signInThrottles.email }),
    ),
    mail: await count(
      db
        .delete(mailOutbox)
        .where(
          or(
            and(
              inArray(mailOutbox.status, ["sent", "local"]),
              lt(mailOutbox.createdAt, before(RETENTION.mailMs)),
            ),
            and(
              inArray(mailOutbox.status, ["failed"]),
              lt(mailOutbox.createdAt, before(RETENTION.failedMailMs)),
            ),
          ),
        )
        .returning({ id: mailOutbox.id }),
    ),
    guests: await count(
      db
        .delete(guestLeads)
        .where(
          or(
            lt(guestLeads.lastBundleAt, before(RETENTION.guestMs)),
            and(isNull(guestLeads.lastBundleAt), lt(guestLeads.createdAt, before(RETENTION.guestMs))),
          ),
        )
        .returning({ id: guestLeads.id }),
    ),
  };
}

/** Hourly, in whichever process claims the job first. */
export function defineCleanup(jobs: JobQueue, db: Db, logger: Logger): void {
  jobs.define({
    name: CLEANUP_JOB,
    cron: "17 * * * *",
    queue: { retryLimit: 1, expireInSeconds: 600 },
    handler: async () => {
      const removed = await cleanUp(db);
      logger.info({ removed }, "clean-up: removed expired rows");
    },
  });
}
