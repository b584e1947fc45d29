import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { GroupRead } from "../db/batch.js";
import type { Db } from "../db/client.js";
import { sessions, users } from "../db/schema.js";
import { type Access, asPlan, bestActivePlan, deriveAccess } from "../services/accounts.js";

/** better-auth's session settings (auth.ts), which the fast path must agree with. */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;
export const COOKIE_PREFIX = "buildr";
/** Verified cookie values remembered (`SessionReader.verified`): one per active session, at most. */
const VERIFIED_COOKIES_KEPT = 10_000;

export type SessionUser = typeof users.$inferSelect;

interface SessionRow {
  token: string;
  user: SessionUser;
  sessionExpiresAt: Date;
  plan: string | null;
}

export type SessionRead =
  | { status: "valid"; user: SessionUser; access: Access }
  /** No session cookie, a forged one, or a token no session has: the caller is signed out. */
  | { status: "none" }
  /** A real session that better-auth must look at itself (expired, or due for its daily refresh). */
  | { status: "delegate" };

/**
 * Reads the session and the caller's access in one query, for every authenticated request.
 *
 * better-auth's own `getSession` costs two queries plus its plumbing (about 2.5 ms a request here), and
 * the access check two more; on the hot paths (`/api/me`, bundle generation) that was most of the time.
 * This reader verifies better-auth's signed cookie itself (HMAC-SHA256 of the token with the auth secret,
 * the format better-call writes) and joins session, user and best active entitlement in one statement.
 * It answers only the clear cases; anything else (an expired session, one due for its daily refresh)
 * goes back to better-auth, so its rules stay the only rules. Nothing is cached between requests: a
 * signed-out or revoked session fails on its very next request (decision record 004).
 *
 * Requests arriving together are read together (`GroupRead`, db/batch.ts): one statement per turn of the
 * event loop for every token waiting, so fifty concurrent requests cost one round trip, not fifty (on
 * PostgreSQL, two such batches may be on their way at once). Each request still reads the database after
 * it arrived; nothing outlives the batch.
 */
export class SessionReader {
  private readonly cookieNames: string[];
  private readonly reads: GroupRead<string, SessionRow>;

  constructor(
    db: Db,
    private readonly secret: string,
    private readonly vipEmails: readonly string[],
    secureCookies: boolean,
    /** Batches read at once: 2 on PostgreSQL (see `GroupRead`), 1 on the embedded database. */
    parallelReads = 1,
  ) {
    const name = `${COOKIE_PREFIX}.session_token`;
    this.cookieNames = secureCookies ? [`__Secure-${name}`] : [name];
    const query = db
      .select({
        token: sessions.token,
        user: users,
        sessionExpiresAt: sessions.expiresAt,
        plan: bestActivePlan(sql.placeholder("now")),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sql`${sessions.token} = any(${sql.placeholder("tokens")}::text[])`)
      .prepare("session_access");
    this.reads = new GroupRead(
      async (tokens) => {
        const rows = await query.execute({ tokens, now: new Date().toISOString() });
        return new Map(rows.map((row) => [row.token, row]));
      },
      200,
      parallelReads,
    );
  }

  async read(headers: Headers, now = new Date()): Promise<SessionRead> {
    const token = this.tokenFrom(headers.get("cookie"));
    if (!token) return { status: "none" };
    const row = await this.reads.get(token);
    if (!row) return { status: "none" };
    const expiresAt = row.sessionExpiresAt.getTime();
    const refreshDue = expiresAt - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000;
    if (expiresAt <= now.getTime() || refreshDue <= now.getTime()) return { status: "delegate" };
    return {
      status: "valid",
      user: row.user,
      access: deriveAccess(row.user, asPlan(row.plan), this.vipEmails),
    };
  }

  /**
   * Cookie values whose signature has verified, with their token. A value verifies the same way every
   * time, so each is checked once: this keeps nothing about the session itself, which is still read from
   * the database on every request. Forged values are never kept; the map is emptied when full.
   */
  private readonly verified = new Map<string, string>();

  /** The session token from a signed `<token>.<base64 HMAC>` cookie, or null when absent or forged. */
  private tokenFrom(cookieHeader: string | null): string | null {
    if (!cookieHeader) return null;
    for (const part of cookieHeader.split(";")) {
      const eq = part.indexOf("=");
      if (eq < 0) continue;
      if (!this.cookieNames.includes(part.slice(0, eq).trim())) continue;
      let value: string;
      try {
        value = decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
      const known = this.verified.get(value);
      if (known !== undefined) return known;
      const dot = value.lastIndexOf(".");
      if (dot < 1) return null;
      const token = value.slice(0, dot);
      const given = Buffer.from(value.slice(dot + 1), "base64");
      const expected = createHmac("sha256", this.secret).update(token).digest();
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (this.verified.size >= VERIFIED_COOKIES_KEPT) this.verified.clear();
      this.verified.set(value, token);
      return token;
    }
    return null;
  }
}
