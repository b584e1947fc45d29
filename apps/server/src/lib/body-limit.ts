import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Hono's `bodyLimit`, deciding from the headers whenever they are enough. Hono's own first reads
 * `c.req.raw.body`, which makes the Node adapter build a complete fetch `Request` with its
 * `AbortController` for every request, GETs included: about 15 % of an authenticated GET's time under
 * load (bench/README.md). Here a request with neither Content-Length nor Transfer-Encoding has no body
 * (RFC 9112 §6.3) and passes; a declared Content-Length is compared with the limit; only a chunked body is
 * counted as it arrives, by Hono's middleware.
 */
export function limitBody(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const counted = bodyLimit(options);
  return async (c, next) => {
    if (c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    const length = c.req.header("content-length");
    if (length !== undefined && Number.parseInt(length, 10) > options.maxSize) return options.onError(c);
    await next();
  };
}
