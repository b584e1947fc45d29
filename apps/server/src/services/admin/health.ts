import {
  type AdminHealth,
  type AdminHealthCheck,
  HEALTH_CHECKS,
  type HealthCheckName,
} from "@buildr/contracts/admin";
import { count } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Auth } from "../../auth/auth.js";
import type { Db } from "../../db/client.js";
import { mailOutbox, users } from "../../db/schema.js";
import { type Env, googleEnabled } from "../../env.js";

/** A check that hangs must not hang the panel: each one gives up after this long. */
const CHECK_TIMEOUT_MS = 5000;

export interface HealthDeps {
  db: Db;
  auth: Auth;
  env: Env;
  publicUrl: string;
  /** The admin's own request headers: the auth check looks their session up as any request would. */
  headers: Headers;
  fetch?: typeof fetch;
}

type Outcome = Omit<AdminHealthCheck, "check" | "ms">;

function reason(error: unknown): string {
  if (error instanceof Error) return error.message.slice(0, 300);
  return String(error).slice(0, 300);
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The specs' database check (a count of the accounts table), with the number of accounts. */
async function database(deps: HealthDeps): Promise<Outcome> {
  const [row] = await withTimeout(deps.db.select({ n: count() }).from(users), "The database");
  const accounts = Number(row?.n ?? 0);
  return {
    status: "ok",
    message: `Connected. ${accounts} account${accounts === 1 ? "" : "s"}.`,
    detail: { accounts },
  };
}

/** The specs' session check: the admin's own session, looked up the way every request looks it up. */
async function auth(deps: HealthDeps): Promise<Outcome> {
  const session = await withTimeout(deps.auth.api.getSession({ headers: deps.headers }), "Sign-in");
  if (!session) return { status: "error", message: "No session found for this request." };
  return {
    status: "ok",
    message: `Sessions work: signed in as ${session.user.email}.`,
    detail: { sessionExpiresAt: new Date(session.session.expiresAt).toISOString() },
  };
}

/** Google sign-in is configured or not, and the redirect address to register with Google. */
async function oauth(deps: HealthDeps): Promise<Outcome> {
  const callbackUrl = `${deps.publicUrl}/api/auth/callback/google`;
  if (!googleEnabled(deps.env))
    return {
      status: "not_configured",
      message: "Google sign-in is off (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set).",
      detail: { provider: "google", callbackUrl },
    };
  return {
    status: "ok",
    message: "Google sign-in is configured.",
    detail: { provider: "google", callbackUrl },
  };
}

/** The OpenAI-compatible endpoint's model list: reachable, key accepted, and the chosen model offered. */
async function model(deps: HealthDeps): Promise<Outcome> {
  const base = deps.env.LLM_BASE_URL;
  if (!base)
    return {
      status: "not_configured",
      message: "No language model configured (LLM_BASE_URL is not set): the coach answers from the engine.",
    };
  const url = `${base.replace(/\/+$/, "")}/models`;
  const headers: Record<string, string> = { accept: "application/json" };
  if (deps.env.LLM_API_KEY) headers.authorization = `Bearer ${deps.env.LLM_API_KEY}`;
  const res = await withTimeout(
    (deps.fetch ?? fetch)(url, { headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }),
    "The language model",
  );
  if (!res.ok) return { status: "error", message: `The model endpoint answered HTTP ${res.status}.` };
  const body = (await res.json().catch(() => null)) as { data?: { id?: string }[] } | null;
  const ids = (body?.data ?? []).map((m) => m.id).filter((id): id is string => typeof id === "string");
  const wanted = deps.env.LLM_MODEL;
  if (wanted && ids.length > 0 && !ids.includes(wanted))
    return {
      status: "error",
      message: `The endpoint answers, but does not offer the model "${wanted}".`,
      detail: { models: ids.length },
    };
  return {
    status: "ok",
    message: `The model endpoint answers (${ids.length} model${ids.length === 1 ? "" : "s"} offered).`,
    detail: { models: ids.length, model: wanted ?? null },
  };
}

/** SMTP: the server accepts our connection and login. Without SMTP, mail stays in the local outbox (docs/product/decisions.md#d-8). */
async function mail(deps: HealthDeps): Promise<Outcome> {
  if (!deps.env.SMTP_URL) {
    const [row] = await deps.db.select({ n: count() }).from(mailOutbox);
    const kept = Number(row?.n ?? 0);
    return {
      status: "not_configured",
      message: `No SMTP server configured: mail is kept in the local outbox (${kept} message${kept === 1 ? "" : "s"}).`,
      detail: { outbox: kept },
    };
  }
  const transport = nodemailer.createTransport(deps.env.SMTP_URL);
  try {
    await withTimeout(transport.verify(), "The SMTP server");
    return { status: "ok", message: "The SMTP server accepts connections." };
  } finally {
    transport.close();
  }
}

const CHECKS: Record<HealthCheckName, (deps: HealthDeps) => Promise<Outcome>> = {
  database,
  auth,
  oauth,
  model,
  mail,
};

/** One check; a failure is a result to show, never an error of the request. */
async function runHealthCheck(name: HealthCheckName, deps: HealthDeps): Promise<AdminHealthCheck> {
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = await CHECKS[name](deps);
  } catch (error) {
    outcome = { status: "error", message: reason(error) };
  }
  return { check: name, ...outcome, ms: Math.round(performance.now() - started) };
}

/** docs/product/decisions.md#d-17: one check or all of them, each with its own result; a failing service is a 200 with "error". */
export async function checkHealth(check: HealthCheckName | "all", deps: HealthDeps): Promise<AdminHealth> {
  const names = check === "all" ? HEALTH_CHECKS : [check];
  const checks = await Promise.all(names.map((name) => runHealthCheck(name, deps)));
  return {
    ok: checks.every((c) => c.status !== "error"),
    checkedAt: new Date().toISOString(),
    checks,
  };
}
