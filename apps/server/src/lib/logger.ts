import pino, { type Logger } from "pino";

/** JSON logs; anything that looks like a secret or a credential is redacted before it is written. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
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
  });
}
