import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, overHttp, TEST_ORIGIN, type TestContext } from "../../test/harness.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("says ok when the database answers", async () => {
    const res = await t.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/config", () => {
  it("tells the web app which stand-ins are active, and no secret", async () => {
    const res = await t.client().get("/api/config");
    const body = await res.json();
    expect(body).toEqual({
      googleEnabled: false,
      devMailbox: true,
      billingTestMode: true,
      supportEmail: "support@buildr.ai",
      supportPhone: "+1 888 555 0142",
    });
  });

  it("publishes the configured support line, or none when it is set empty", async () => {
    const other = await createTestContext({ SUPPORT_PHONE: "+1 (614) 555-0199" });
    const silent = await createTestContext({ SUPPORT_PHONE: "" });
    try {
      const a = (await (await other.client().get("/api/config")).json()) as { supportPhone: string | null };
      const b = (await (await silent.client().get("/api/config")).json()) as { supportPhone: string | null };
      expect(a.supportPhone).toBe("+1 (614) 555-0199");
      expect(b.supportPhone).toBeNull();
    } finally {
      await other.close();
      await silent.close();
    }
  });
});

describe("errors and protections every response shares", () => {
  it("sets the security headers (written by the HTTP server) and a request id", async () => {
    await overHttp(t.app, TEST_ORIGIN, async (base) => {
      const res = await fetch(`${base}/api/health`);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      // HSTS only behind https.
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it("answers an unknown API path with a JSON 404, never the SPA", async () => {
    const res = await t.client().get("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  it("refuses a body over 1 MB with 413 in the error shape", async () => {
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) });
    const res = await t
      .client()
      .post("/api/auth/sign-up/email", big, { "content-length": String(big.length) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: "payload_too_large" } });
  });

  it("publishes the OpenAPI document", async () => {
    const res = await t.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/me", "/api/config"]));
  });

  it("keeps the request id a client sends when it is sane, and replaces one that is not", async () => {
    const ok = await t.client().get("/api/health", { "x-request-id": "abc-123" });
    expect(ok.headers.get("x-request-id")).toBe("abc-123");
    const bad = await t.client().get("/api/health", { "x-request-id": "<script>" });
    expect(bad.headers.get("x-request-id")).not.toBe("<script>");
  });
});

describe("development mailbox", () => {
  it("lists local mail with clickable links", async () => {
    const c = t.client();
    await c.post("/api/auth/sign-up/email", {
      // Markup in names is refused at sign-up now (docs/product/compliance.md#security), so no name can carry HTML into a mail.
      name: "Mail Reader",
      email: "reader@example.com",
      password: "pass-word-1",
    });
    const page = await (await c.get("/dev/mailbox")).text();
    expect(page).toContain("reader@example.com");
    expect(page).toContain("Confirm your email for Buildr AI");
    expect(page).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const json = (await (await c.get("/dev/mailbox.json?to=reader@example.com")).json()) as {
      messages: unknown[];
    };
    expect(json.messages).toHaveLength(1);
  });
});

describe("production", () => {
  it("has no development mailbox", async () => {
    const prod = await createTestContext({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40) });
    try {
      const res = await prod.client().get("/dev/mailbox");
      expect(res.status).toBe(404);
      expect(
        (await prod
          .client()
          .get("/api/config")
          .then((r) => r.json())) as object,
      ).toMatchObject({ devMailbox: false });
    } finally {
      await prod.close();
    }
  });
});

describe("compression", () => {
  it("sends a JSON answer over 1 KB gzipped to a client that accepts it, and plain to one that does not", async () => {
    const { gunzipSync } = await import("node:zlib");
    const zipped = await t.app.request("/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await zipped.arrayBuffer());
    const plain = await t.app.request("/api/openapi.json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(gunzipSync(body).toString()).toBe(text);
    expect(body.length).toBeLessThan(text.length / 3);
  });
});

describe("liveness and readiness", () => {
  it("GET /api/live answers without asking the database; GET /api/ready says which database is ready", async () => {
    const live = await t.client().get("/api/live");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await t.client().get("/api/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: t.services.database.kind });
  });

  it("is not ready once shutdown has begun (the queue stops), while still alive", async () => {
    const stopping = await createTestContext();
    try {
      await stopping.services.jobs.stop();
      const ready = await stopping.client().get("/api/ready");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ error: { code: "service_unavailable" } });
      expect((await stopping.client().get("/api/live")).status).toBe(200);
    } finally {
      await stopping.close();
    }
  });
});

describe("GET /metrics", () => {
  const TOKEN = "metrics-token-0123456789abcdef";

  it("does not exist without METRICS_TOKEN", async () => {
    const res = await t.client().get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(404);
  });

  it("asks for the bearer token, then answers Prometheus text: requests, latency, queue, pool", async () => {
    const m = await createTestContext({ METRICS_TOKEN: TOKEN });
    try {
      const client = m.client();
      expect((await client.get("/metrics")).status).toBe(401);
      expect(
        (await client.get("/metrics", { authorization: "Bearer wrong-token-0123456789abc" })).status,
      ).toBe(401);
      for (let i = 0; i < 3; i++) expect((await client.get("/api/health")).status).toBe(200);
      expect((await client.get("/api/no-such-thing")).status).toBe(404);
      const res = await client.get("/metrics", { authorization: `Bearer ${TOKEN}` });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(text).toMatch(
        /buildr_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 3\n/,
      );
      expect(text).toMatch(/buildr_http_requests_total\{method="GET",route="\/api\/\*",status="404"\} 1\n/);
      expect(text).toMatch(
        /buildr_http_request_duration_seconds_bucket\{le="0\.2",method="GET",route="\/api\/health"\} 3\n/,
      );
      expect(text).toMatch(/buildr_job_queue_jobs\{queue="cleanup",state="queued"\} \d+/);
      expect(text).toMatch(/buildr_db_pool_connections\{pool="app",state="max"\} \d+/);
      expect(text).toMatch(/buildr_process_resident_memory_bytes \d+/);
      // The token itself is never in what is served.
      expect(text).not.toContain(TOKEN);
    } finally {
      await m.close();
    }
  });
});
