import { deflateSync, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** Smaller answers go out as they are: a few hundred bytes gain little and cost a compressor's set-up. */
export const COMPRESS_MIN_BYTES = 1024;

const JSON_TYPE = /^application\/json\b/;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The encoding a client accepts for an answer, gzip first (Hono's compress chose the same): `q=0` refuses
 * one, `*` stands for those not named.
 */
export function acceptedEncoding(header: string | undefined): "gzip" | "deflate" | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const weight = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const of = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const gzip = of("gzip");
  const deflate = of("deflate");
  if (gzip > 0 && gzip >= deflate) return "gzip";
  return deflate > 0 ? "deflate" : null;
}

/**
 * JSON answers of 1 KB or more go out compressed to clients that accept it (the bundle and the
 * conversation lists are most of a phone's data); smaller ones go out as they are. The body is compressed
 * in one call and sent with its length, in one write.
 *
 * Hono's compress middleware, used before, compressed every JSON answer through a compression stream (Hono's
 * answers carry no Content-Length, so its 1 KB threshold never applied): the 350 bytes of `/api/me` went
 * through a new zlib stream each time, and the streamed answer was written in pieces. That was a quarter
 * of the CPU `/api/me` cost the server (bench/README.md "Capacity").
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    if (
      !type ||
      !JSON_TYPE.test(type) ||
      !res.body ||
      c.req.method === "HEAD" ||
      res.status === 206 ||
      res.headers.has("content-encoding") ||
      res.headers.has("transfer-encoding") ||
      // A download streamed in batches (the account export) stays a stream: buffering it here would hold
      // the whole file in memory and send nothing until the last batch is read.
      res.headers.has("content-disposition") ||
      NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")
    )
      return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let sent: Uint8Array = body;
    if (body.byteLength >= COMPRESS_MIN_BYTES) {
      const vary = headers.get("vary");
      if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
        headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      const encoding = acceptedEncoding(c.req.header("accept-encoding"));
      if (encoding) {
        sent = encoding === "gzip" ? gzipSync(body) : deflateSync(body);
        headers.set("content-encoding", encoding);
        const etag = headers.get("etag");
        if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
      }
    }
    headers.set("content-length", String(sent.byteLength));
    // Replaced, not merged: the old answer's headers are all in `headers` already.
    c.res = undefined;
    c.res = new Response(sent as Uint8Array<ArrayBuffer>, { status: res.status, headers });
  };
}
