import { ERROR_STATUS, type ErrorBody, type ErrorCode, VALIDATION_MESSAGES_EN } from "@buildr/contracts";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import { ZodError } from "zod";

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  bad_request: "The request could not be understood.",
  invalid_json: "The request body is not valid JSON.",
  validation_failed: "Some fields are missing or invalid.",
  unknown_language: "That language isn't available. Use /lang en, /lang es or /lang fr.",
  unauthorized: "Please sign in to continue.",
  upgrade_required: "You've used your free credits. Upgrade to continue.",
  forbidden: "You don't have permission to do that.",
  not_found: "Not found.",
  conflict: "That conflicts with the current state. Refresh and try again.",
  payload_too_large: "The request body is too large (1 MB at most).",
  unsupported_media_type: "Send the body as application/json.",
  lead_too_vague: "Tell me a little more about the client.",
  unprocessable: "The request was understood but cannot be processed.",
  rate_limited: "Too many requests. Please wait a moment and try again.",
  internal_error: "Something went wrong on our side. Please try again.",
  service_unavailable: "The service is temporarily unavailable. Please try again in a minute.",
};

/**
 * The one error type (docs/conventions.md#errors): the code decides the status; the message is for a person and is
 * always safe to show. Anything else thrown is logged with the request id and answered generically.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { fields?: Record<string, string>; missing?: string[]; retryAfter?: number } = {},
  ) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.status = ERROR_STATUS[code] as ContentfulStatusCode;
  }
}

export function errorBody(
  code: ErrorCode | string,
  message: string,
  extra: AppError["extra"] = {},
): ErrorBody {
  const error: ErrorBody["error"] = { code, message };
  if (extra.fields && Object.keys(extra.fields).length > 0) error.fields = extra.fields;
  if (extra.missing) error.missing = extra.missing;
  return { error };
}

type Issue = ZodError["issues"][number];

/**
 * The issues of the union option the request meant: the one that got furthest into the body (a
 * corrected `profile` whose age is wrong fails at `profile.age`, not at the missing `lead`), then the
 * one with fewest problems, then the first.
 */
function unionIssues(options: readonly (readonly Issue[])[]): readonly Issue[] {
  let best: readonly Issue[] = options[0] ?? [];
  let bestDepth = -1;
  for (const issues of options) {
    let depth = 0;
    for (const i of issues) depth = Math.max(depth, i.path.length);
    if (depth > bestDepth || (depth === bestDepth && issues.length < best.length)) {
      best = issues;
      bestDepth = depth;
    }
  }
  return best;
}

function flatten(issues: readonly Issue[], prefix: readonly PropertyKey[], out: Issue[], depth = 0): void {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && depth < 4 && issue.errors.length > 0) {
      flatten(unionIssues(issue.errors), path, out, depth + 1);
    } else out.push({ ...issue, path } as Issue);
  }
}

/**
 * Zod issues → `fields`, keyed by the dotted path, with the first message per field. A union (a lead or
 * a profile) reports the field of the option that was meant, never a bare "body: Invalid input".
 */
export function fieldsFromZod(error: ZodError): Record<string, string> {
  const issues: Issue[] = [];
  flatten(error.issues, [], issues);
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Shared schemas name their problems by key (`passwordTooShort`); a person reads the words. */
function wordsFor(message: string): string {
  return (VALIDATION_MESSAGES_EN as Record<string, string>)[message] ?? message;
}

export function validationError(error: ZodError): AppError {
  const fields = fieldsFromZod(error);
  for (const [k, v] of Object.entries(fields)) fields[k] = wordsFor(v);
  const first = Object.entries(fields)[0];
  return new AppError(
    "validation_failed",
    first ? `${first[0]}: ${first[1]}` : DEFAULT_MESSAGES.validation_failed,
    { fields },
  );
}

/**
 * PostgreSQL refuses text it cannot store: a NUL byte (22021) or a \u0000 escape in JSON (22P05). Both come
 * from what the client sent (a path id, a message), so they are the client's 400, not our 500.
 */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

function isUnstorableText(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNSTORABLE_TEXT.has(code)) return true;
  }
  return false;
}

/**
 * Driver codes (postgres-js, Node's sockets) and SQLSTATEs (class 08 "connection exception", 57P01-03
 * "shutting down / starting up") that mean the database cannot be reached right now: an outage, not a bug.
 * Drizzle wraps the driver's error in `cause`.
 */
const UNREACHABLE_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "57P01",
  "57P02",
  "57P03",
]);

export function isDatabaseUnreachable(err: unknown): boolean {
  let current = err;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What any failure answers: its status and docs/api.md's body. Shared by the error handler and by streams,
 * whose headers are already sent when a failure comes (the body then travels as an `error` event).
 */
export function describeError(
  err: unknown,
  logger: Logger,
  requestId?: string,
): { status: ContentfulStatusCode; body: ReturnType<typeof errorBody>; retryAfter?: number } {
  if (err instanceof AppError) {
    if (err.status >= 500) logger.error({ err, requestId }, err.message);
    return {
      status: err.status,
      body: errorBody(err.code, err.message, err.extra),
      retryAfter: err.extra.retryAfter,
    };
  }
  if (err instanceof ZodError) {
    const appError = validationError(err);
    return { status: 400, body: errorBody(appError.code, appError.message, appError.extra) };
  }
  if (err instanceof HTTPException) {
    // Hono's validators throw these for bodies they cannot read (malformed JSON, wrong content type).
    const status = err.status;
    const code: ErrorCode =
      status === 413
        ? "payload_too_large"
        : status === 415
          ? "unsupported_media_type"
          : status === 401
            ? "unauthorized"
            : status === 404
              ? "not_found"
              : /json/i.test(err.message)
                ? "invalid_json"
                : "bad_request";
    const message =
      code === "bad_request" ? err.message || DEFAULT_MESSAGES.bad_request : DEFAULT_MESSAGES[code];
    return { status: status < 500 ? (status as ContentfulStatusCode) : 400, body: errorBody(code, message) };
  }
  if (isUnstorableText(err)) {
    return {
      status: 400,
      body: errorBody("bad_request", "The request contains characters that cannot be stored (such as NUL)."),
    };
  }
  if (isDatabaseUnreachable(err)) {
    // The pool reconnects by itself once the database is back; the caller may simply try again.
    logger.error({ err, requestId }, "database unreachable");
    return { status: 503, body: errorBody("service_unavailable", DEFAULT_MESSAGES.service_unavailable) };
  }
  logger.error({ err, requestId }, "unhandled error");
  return { status: 500, body: errorBody("internal_error", DEFAULT_MESSAGES.internal_error) };
}

export function toErrorResponse(c: Context, err: unknown, logger: Logger) {
  const requestId = c.get("requestId" as never) as string | undefined;
  const { status, body, retryAfter } = describeError(err, logger, requestId);
  if (retryAfter) c.header("Retry-After", String(retryAfter));
  return c.json(body, status);
}
