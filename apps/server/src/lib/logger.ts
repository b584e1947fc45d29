import pino, { type DestinationStream, type Logger } from "pino";

/**
 * What a database error carries of the request's own data: the driver's bound parameters (Drizzle puts
 * them in its message too, after "params:"), PostgreSQL's detail line, which quotes the values of a
 * conflicting row, and its context line, which may quote a parameter. None of it may reach a log: a name, an e-mail or a password hash could be among them.
 */
const DATA_KEYS = ["params", "parameters", "detail", "where"] as const;
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

function scrub(text: string): string {
  return text.replace(PARAMS_IN_TEXT, "\nparams: [redacted]");
}

/** pino's error serializer, without the SQL parameters (docs/product/compliance.md#security), down the whole `cause` chain. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const out = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  for (const key of DATA_KEYS) if (key in out || key in err) out[key] = "[redacted]";
  if (typeof out.message === "string") out.message = scrub(out.message);
  if (typeof out.stack === "string") out.stack = scrub(out.stack);
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined) out.cause = depth < 5 ? serializeError(cause, depth + 1) : "[cause]";
  return out;
}

/** JSON logs; anything that looks like a secret or a credential is redacted before it is written. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    serializers: { err: serializeError, error: serializeError },
    redact: {
      paths: [
        "password",
        "*.password",
        "*.newPassword",
        "*.token",
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["stripe-signature"]',
        "env.BETTER_AUTH_SECRET",
        "env.STRIPE_SECRET_KEY",
        "env.STRIPE_WEBHOOK_SECRET",
        "env.LLM_API_KEY",
        "env.GOOGLE_CLIENT_SECRET",
        "env.SMTP_URL",
        "env.DATABASE_URL",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * better-auth's own log lines, into ours: its errors (a failed query among them) pass through the same
 * serializer, instead of being printed whole to the console.
 */
export function betterAuthLogger(logger: Logger) {
  return {
    log: (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => {
      const details = args.map((a) => (a instanceof Error ? serializeError(a) : a));
      const fields = details.length === 0 ? {} : { details };
      logger[level](fields, `auth: ${typeof message === "string" ? scrub(message) : message}`);
    },
  };
}
