import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, desc, eq } from "drizzle-orm";
import pino from "pino";
import postgres from "postgres";
import { inject } from "vitest";
import { createApp } from "../app.js";
import { type Database, openPglite, openPostgres } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";
import { type Env, loadEnv } from "../env.js";
import { serveApp } from "../http-server.js";
import type { Services } from "../lib/context.js";
import { createServices } from "../services/index.js";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * Runs `run` against the app on a real Node HTTP server (loopback, a free port), as production serves it:
 * for what Node itself adds, such as the security headers (http-server.ts).
 */
export async function overHttp<T>(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  publicUrl: string,
  run: (base: string) => Promise<T>,
): Promise<T> {
  const server = serveApp(app.fetch, { port: 0, hostname: "127.0.0.1", publicUrl });
  await once(server, "listening");
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
}

/** A database of the test file's own: a copy of the migrated template (PGlite, or PostgreSQL when asked). */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pgTemplate = inject("postgresTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (pgTemplate && url) {
    const name = `buildr_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${pgTemplate}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openPostgres(dbUrl.toString(), { max: 5 });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const tar = readFileSync(inject("pgliteTemplate"));
  const database = await openPglite(null, { loadDataDir: new Blob([tar]) });
  return { database, drop: () => database.close() };
}

export interface TestContext {
  services: Services;
  app: ReturnType<typeof createApp>;
  /** A browser-like client with its own cookie jar and address. */
  client: (options?: { ip?: string }) => TestClient;
  /** The newest mail sent to an address, with the first link in it. */
  lastMail: (
    to: string,
    kind?: string,
  ) => Promise<{ subject: string; text: string; html: string; kind: string; language: string; url: string }>;
  /** Signs up, follows the verification link, and returns a signed-in client. */
  signedInUser: (overrides?: {
    name?: string;
    email?: string;
    password?: string;
    /** The `?via=` code the browser stored before sign-up. */
    referralCode?: string;
  }) => Promise<{ client: TestClient; email: string; password: string; id: string }>;
  close: () => Promise<void>;
}

/** The job queue in tests: workers look often and a failed mail is tried again within seconds. */
export const TEST_JOBS = {
  pollingIntervalSeconds: 0.5,
  stopTimeoutSeconds: 2,
  mailRetry: { retryLimit: 2, retryDelay: 1, retryDelayMax: 2 },
  memoryTiming: { delaySeconds: 1, intervalSeconds: 120 },
};

export async function createTestContext(envOverrides: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), "buildr-data-"));
  const env: Env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: "silent",
    // A production context gets what production refuses to start without, unless the test names it: a
    // secret, and an SMTP server that is not there (mail is still recorded in the outbox, marked failed).
    ...(envOverrides.NODE_ENV === "production"
      ? { BETTER_AUTH_SECRET: "test-secret-".padEnd(40, "x"), SMTP_URL: "smtp://127.0.0.1:9" }
      : {}),
    ...envOverrides,
  });
  const { database, drop } = await openTestDatabase();
  const services = createServices(env, database, pino({ level: "silent" }), { jobs: TEST_JOBS });
  await services.jobs.start();
  const app = createApp({ services, clientIp: (c) => c.req.header("x-test-ip") });

  const client = (options: { ip?: string } = {}) =>
    new TestClient(
      app,
      options.ip ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    );

  const lastMail: TestContext["lastMail"] = async (to, kind) => {
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(
        kind === undefined
          ? eq(mailOutbox.to, to.toLowerCase())
          : and(eq(mailOutbox.to, to.toLowerCase()), eq(mailOutbox.kind, kind)),
      )
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (!mail) throw new Error(`no mail to ${to}`);
    const url = mail.text.match(/https?:\/\/\S+/)?.[0];
    if (!url) throw new Error(`no link in mail to ${to}`);
    return { ...mail, url };
  };

  let counter = 0;
  const signedInUser: TestContext["signedInUser"] = async (overrides = {}) => {
    counter += 1;
    const email = overrides.email ?? `agent${counter}-${randomUUID().slice(0, 8)}@example.com`;
    const password = overrides.password ?? "s3cure-pass";
    const c = client();
    const res = await c.post("/api/auth/sign-up/email", {
      name: overrides.name ?? "Test Agent",
      email,
      password,
      ...(overrides.referralCode ? { referralCode: overrides.referralCode } : {}),
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const mail = await lastMail(email);
    const verify = await c.get(mail.url);
    if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
    const me = await c.get("/api/me");
    if (me.status !== 200) throw new Error(`not signed in after verification: ${me.status}`);
    const { id } = (await me.json()) as { id: string };
    return { client: c, email, password, id };
  };

  return {
    services,
    app,
    client,
    lastMail,
    signedInUser,
    close: async () => {
      await services.jobs.stop();
      await services.pdf.close();
      services.mailer.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Fetchable = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

export class TestClient {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: Fetchable,
    readonly ip: string,
  ) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = path.startsWith("http") ? path : `${TEST_ORIGIN}${path}`;
    const headers = new Headers(init.headers);
    headers.set("x-test-ip", this.ip);
    if (!headers.has("origin")) headers.set("origin", TEST_ORIGIN);
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await this.app.request(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.fetch(path, { method: "GET", headers });
  }

  post(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.send("POST", path, body, headers);
  }

  put(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.send("PUT", path, body, headers);
  }

  patch(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.send("PATCH", path, body, headers);
  }

  /** A JSON body, or a string sent as it is (to try a body that is not JSON). */
  private send(method: string, path: string, body: unknown, headers: Record<string, string>) {
    return this.fetch(path, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  delete(path: string, headers: Record<string, string> = {}) {
    return this.fetch(path, { method: "DELETE", headers });
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.includes("session_token"));
  }
}

/** The `{ error }` body every refusal carries (docs/api.md). */
export async function errorOf(
  res: Response,
): Promise<{ code: string; message: string; fields?: Record<string, string>; [extra: string]: unknown }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return body.error;
}
