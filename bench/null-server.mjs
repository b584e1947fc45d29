// The capacity benchmark's ceiling on this machine: a server that does no work. It answers every request
// of the mix (mix.mjs) on plain node:http with a canned answer of the real one's size and encoding, as
// the real server sent them on 2026-11-28 (sizes below), with no database, no engine and no session. Run
// through the same load generator (`node bench/capacity.mjs --server bench/null-server.mjs`), it shows
// how many active agents the load generator and Node's HTTP alone carry on these cores: no server that
// does the work can carry more. See bench/README.md "Capacity".
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

/**
 * Text of `bytes` characters that compresses about as much as the real answers do (gzip to about a
 * quarter): words and numbers drawn by a fixed pseudo-random sequence.
 */
function text(bytes) {
  const words = [
    "plan",
    "Medigap",
    "premium",
    "carrier",
    "Ohio",
    "funeral",
    "Texas",
    "agent",
    "client",
    "2026",
  ];
  let s = "";
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  while (s.length < bytes) s += `${words[next() % words.length]}${next() % 10000} `;
  return s.slice(0, bytes);
}

/** A JSON body of about `bytes` once gzipped when `gzip`, else of `bytes` as sent. */
function jsonBody(bytes, gzip) {
  if (!gzip) return Buffer.from(JSON.stringify({ text: text(Math.max(0, bytes - 12)) }));
  let raw = bytes * 3;
  let body = gzipSync(JSON.stringify({ text: text(raw) }));
  for (let i = 0; i < 20 && Math.abs(body.length - bytes) > bytes * 0.05; i++) {
    raw = Math.round((raw * bytes) / body.length);
    body = gzipSync(JSON.stringify({ text: text(raw) }));
  }
  return body;
}

// Sizes of the real answers (bytes on the wire), measured on the built server with the mix's data.
const ANSWERS = {
  me: jsonBody(351, false),
  save: jsonBody(350, false),
  conversations: jsonBody(20_545, true),
  searchBundles: jsonBody(1_170, true),
  searchConversations: jsonBody(10_000, true),
  page: gzipSync(`<!doctype html><html><body>${text(4_000)}</body></html>`),
  pdf: Buffer.from(`%PDF-1.7\n${text(25_400)}\n%%EOF\n`),
  bundle: jsonBody(6_000, true),
};
const CHAT_DELTA = text(3_200);

function send(res, status, body, headers = {}) {
  res.writeHead(status, { "content-length": body.length, ...headers });
  res.end(body);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const path = url.pathname;
  const json = { "content-type": "application/json" };
  const gzipJson = { ...json, "content-encoding": "gzip" };
  req.resume();
  req.on("end", () => {
    if (path === "/api/health") return send(res, 200, Buffer.from('{"ok":true}'), json);
    if (path === "/api/auth/sign-in/email")
      return send(res, 200, Buffer.from('{"ok":true}'), {
        ...json,
        "set-cookie": `session=${randomUUID()}; Path=/; HttpOnly; SameSite=Lax`,
      });
    if (path === "/api/me") return send(res, 200, ANSWERS.me, json);
    if (path === "/api/chat") {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(`event: meta\ndata: {"conversationId":"${randomUUID()}","messageId":"${randomUUID()}"}\n\n`);
      res.write(`event: delta\ndata: ${JSON.stringify({ text: CHAT_DELTA })}\n\n`);
      res.end(`event: done\ndata: {"ok":true}\n\n`);
      return;
    }
    if (path === "/api/conversations" && req.method === "POST")
      return send(res, 201, Buffer.from(JSON.stringify({ conversationId: randomUUID() })), json);
    if (path === "/api/conversations")
      return send(
        res,
        200,
        url.searchParams.has("search") ? ANSWERS.searchConversations : ANSWERS.conversations,
        gzipJson,
      );
    if (path === "/api/bundles/generate") {
      // The id is what the load generator keeps; the rest of the body is the canned size.
      const id = Buffer.from(`{"id":"${randomUUID()}","pad":`);
      return send(res, 200, Buffer.concat([id, jsonBody(5_950, false), Buffer.from("}")]), json);
    }
    if (path === "/api/bundles" && req.method === "POST") return send(res, 201, ANSWERS.save, json);
    if (path === "/api/bundles") return send(res, 200, ANSWERS.searchBundles, gzipJson);
    if (/^\/api\/bundles\/[^/]+\/pdf$/.test(path))
      return send(res, 200, ANSWERS.pdf, { "content-type": "application/pdf" });
    if (path === "/")
      return send(res, 200, ANSWERS.page, { "content-type": "text/html", "content-encoding": "gzip" });
    send(res, 404, Buffer.from('{"error":{"code":"not_found","message":"Not found."}}'), json);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
