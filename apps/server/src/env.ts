import { z } from "zod";

/**
 * Configuration, validated once at start-up (docs/conventions.md#env). Optional integrations (Stripe, the language
 * model, Google; SMTP outside production) switch to their local stand-ins when absent; `describeStandIns`
 * says which.
 *
 * Unset, NODE_ENV is production (docs/product/compliance.md#security, decision 010): a server started bare exposes none of the
 * development conveniences (the mailbox at /dev/mailbox, the demo accounts, the test-mode checkout) and
 * refuses to start until it has what production needs. `npm start` asks for development itself
 * (scripts/start.mjs), and development listens on loopback unless HOST says otherwise.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const databaseFields = {
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString.pipe(z.url({ error: "must be a postgres:// URL" }).optional()),
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: every interface in production (behind its load balancer), loopback otherwise. */
    HOST: optionalString,
    ...databaseFields,
    PUBLIC_URL: optionalString.pipe(
      z.url({ error: "must be an absolute URL like https://app.example.com" }).optional(),
    ),
    BETTER_AUTH_SECRET: optionalString.pipe(
      z.string().min(32, { error: "must be at least 32 characters" }).optional(),
    ),
    /**
     * How many proxies stand in front of the server, each appending to X-Forwarded-For: the client is the
     * address that many entries in from the right (lib/client-address.ts). `true` means 1, `false` 0.
     */
    TRUST_PROXY: z
      .string()
      .default("0")
      .transform((v) => v.trim().toLowerCase())
      .refine((v) => /^(\d{1,2}|true|false)$/.test(v), {
        error: "must be the number of proxies in front of the server (0, 1, 2…)",
      })
      .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
    /** The bearer token `GET /metrics` asks for; unset, there is no /metrics. */
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, { error: "must be at least 16 characters" }).optional(),
    ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default("Buildr AI <no-reply@buildr.ai>"),
    SUPPORT_EMAIL: z.string().default("support@buildr.ai"),
    /** The support line shown on Help & Support (docs/product/rules-and-figures.md#figures); hidden when empty. */
    SUPPORT_PHONE: z
      .string()
      .default("+1 888 555 0142")
      .refine((v) => v === "" || /^\+?[0-9 ().-]{7,25}$/.test(v), "a phone number like +1 888 555 0142"),
    /**
     * A folder of Markdown files (`terms.en.md`, `privacy.es.md`, `refund.fr.md`…) that replace the
     * default Terms, Privacy and Refund pages (routes/legal); a page the folder lacks keeps its default.
     */
    LEGAL_DIR: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    VIP_EMAILS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_YEARLY: optionalString,
    STRIPE_PRICE_LIFETIME: optionalString,
    /**
     * Where the Stripe SDK sends its calls, for a local fake or stripe-mock (tests, offline development).
     * Unset: Stripe's own API. Never point it at a plain-http host that is not on this machine.
     */
    STRIPE_API_BASE: optionalString.pipe(
      z.url({ error: "must be an absolute URL like http://127.0.0.1:12111" }).optional(),
    ),
    LLM_BASE_URL: optionalString,
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    /**
     * How long one model attempt may take before it is abandoned (docs/product/chat-coach.md#model-rules: 25 s). Tests and fault
     * drills shorten it so a hanging model costs seconds.
     */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
    /**
     * Worker threads that render bundle PDFs (decision 022); unset, half the cores (one on two), at most
     * four; 0 renders them on the main thread, which a first render then holds up for 40-50 ms.
     */
    PDF_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
    SEED_DEMO: z
      .enum(["0", "1", "true", "false"])
      .default("1")
      .transform((v) => v === "1" || v === "true"),
  })
  .superRefine((env, ctx) => {
    // Stripe without its prices cannot sell anything; say so at start-up, not at the first checkout.
    if (env.STRIPE_SECRET_KEY) {
      for (const key of ["STRIPE_PRICE_YEARLY", "STRIPE_PRICE_LIFETIME"] as const)
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required with STRIPE_SECRET_KEY" });
    }
    if (env.NODE_ENV !== "production") return;
    // Without the webhook secret no payment could ever be confirmed (docs/product/decisions.md#d-10).
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required with STRIPE_SECRET_KEY in production",
      });
    if (!env.BETTER_AUTH_SECRET)
      ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: "is required in production" });
    if (!env.PUBLIC_URL)
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required in production" });
    // Without mail nobody could confirm an address or reset a password, and the development mailbox that
    // stands in for it elsewhere does not exist here.
    if (!env.SMTP_URL)
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required in production (verification and password-reset mail)",
      });
  })
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(
    readonly problems: string[],
    note?: string,
  ) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}${note ? `\n${note}` : ""}`);
  }
}

const UNSET_NODE_ENV_NOTE =
  "NODE_ENV is unset, so the server runs in production. To try Buildr AI on this machine, run `npm start` " +
  "(development: local mailbox, demo accounts, test-mode checkout, on loopback) or set NODE_ENV=development.";

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".") || "environment"} ${i.message}`);
    throw new EnvError(problems, source.NODE_ENV ? undefined : UNSET_NODE_ENV_NOTE);
  }
  return result.data;
}

/** Only where the database is, for `npm run db:migrate`, which needs nothing else. */
export function loadDatabaseEnv(source: Record<string, string | undefined> = process.env) {
  const result = z.object(databaseFields).safeParse(source);
  if (!result.success)
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "environment"} ${i.message}`));
  return result.data;
}

export function googleEnabled(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * docs/product/decisions.md#d-10: Stripe when a key is configured; otherwise the built-in test-mode checkout, except in production,
 * where a checkout that grants access without payment must never be reachable.
 */
export function billingMode(env: Env): "stripe" | "test" | "off" {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  return env.NODE_ENV === "production" ? "off" : "test";
}

/** The optional integrations that are absent, for one line in the start-up log. */
export function describeStandIns(env: Env): string[] {
  const notes: string[] = [];
  if (!env.DATABASE_URL) notes.push("database: embedded PGlite (DATABASE_URL unset)");
  if (!env.SMTP_URL) notes.push("mail: local outbox at /dev/mailbox (SMTP_URL unset)");
  if (!googleEnabled(env)) notes.push("Google sign-in: off (GOOGLE_CLIENT_ID/SECRET unset)");
  if (!env.STRIPE_SECRET_KEY)
    notes.push(
      billingMode(env) === "test"
        ? "payments: test-mode checkout (STRIPE_SECRET_KEY unset)"
        : "payments: off, checkout answers 503 (STRIPE_SECRET_KEY unset in production)",
    );
  if (!env.LLM_BASE_URL) notes.push("language model: none, engine answers only (LLM_BASE_URL unset)");
  return notes;
}
