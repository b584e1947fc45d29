import {
  EMAIL_MAX,
  fullNameSchema,
  NAME_MAX,
  newPasswordSchema,
  TRIAL_CREDITS,
  VALIDATION_MESSAGES_EN,
  type ValidationMessageKey,
} from "@buildr/contracts";
import { LANGUAGES, type Language } from "@buildr/engine";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { magicLink } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema.js";
import { applyInvitation } from "../services/admin/invitations.js";
import type { Mailer } from "../services/mail/mailer.js";

/** The header our own middleware sets from the socket (or a trusted proxy); any client copy is dropped. */
export const CLIENT_IP_HEADER = "x-buildr-client-ip";

export interface AuthConfig {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  google?: { clientId: string; clientSecret: string };
  rateLimit?: boolean;
}

function messageOf(key: unknown): string {
  return VALIDATION_MESSAGES_EN[key as ValidationMessageKey] ?? String(key);
}

/** D-7 on the server: better-auth checks lengths only, so the digit-or-special rule and the name rule live here. */
function badRequest(code: string, key: unknown): never {
  throw new APIError("BAD_REQUEST", { code, message: messageOf(key) });
}

export function pickLanguage(value: unknown): Language {
  return LANGUAGES.includes(value as Language) ? (value as Language) : "en";
}

/** The first of en/es/fr named by an Accept-Language header, for mail to someone with no account yet. */
export function languageFromHeaders(headers: Headers | undefined): Language {
  const accept = headers?.get("accept-language") ?? "";
  for (const part of accept.split(",")) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(tag as Language)) return tag as Language;
  }
  return "en";
}

const REFERRAL_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

export function createAuth(config: AuthConfig) {
  const { db, mailer } = config;
  const secure = config.publicUrl.startsWith("https://");

  async function languageOf(
    email: string,
    headers?: Headers,
  ): Promise<{ language: Language; name?: string }> {
    const [row] = await db
      .select({ language: users.language, name: users.name })
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return row
      ? { language: pickLanguage(row.language), name: row.name }
      : { language: languageFromHeaders(headers) };
  }

  return betterAuth({
    appName: "Buildr AI",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        role: { type: "string", required: false, input: false, defaultValue: "user" },
        isUnlimited: { type: "boolean", required: false, input: false, defaultValue: false },
        company: { type: "string", required: false, input: false },
        phone: { type: "string", required: false, input: false },
        emailUnsubscribed: { type: "boolean", required: false, input: false, defaultValue: false },
        trialCredits: { type: "number", required: false, input: false, defaultValue: TRIAL_CREDITS },
        referralCode: { type: "string", required: false, input: true },
        language: { type: "string", required: false, input: true, defaultValue: "en" },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }) => {
        const { language } = await languageOf(user.email);
        await mailer.send({ to: user.email, kind: "reset_password", language, name: user.name, url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const { language } = await languageOf(user.email);
        await mailer.send({ to: user.email, kind: "verify_email", language, name: user.name, url });
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: "select_account",
          },
        }
      : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: config.rateLimit ?? true,
      storage: "database",
      window: 60,
      max: 120,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: secure,
      cookiePrefix: "buildr",
      // better-auth relaxes these checks under a test runner; the tests must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            // Magic-link and Google sign-ups may arrive without a name: the specs' default is "User".
            const name =
              typeof user.name === "string" && user.name.trim()
                ? user.name.trim().slice(0, NAME_MAX)
                : "User";
            const referral = typeof user.referralCode === "string" ? user.referralCode.trim() : "";
            return {
              data: {
                ...user,
                name,
                email: user.email.trim().toLowerCase(),
                referralCode: REFERRAL_PATTERN.test(referral) ? referral : null,
                language: pickLanguage(user.language),
                role: "user",
                isUnlimited: false,
                trialCredits: TRIAL_CREDITS,
              },
            };
          },
          // An admin's invitation gives the new account its role (issue 9); runs after the row is committed.
          after: async (user) => {
            await applyInvitation(db, user);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-up/email") {
          const name = fullNameSchema.safeParse(body.name ?? "");
          if (!name.success) badRequest("INVALID_NAME", name.error.issues[0]?.message);
          if (typeof body.email === "string" && body.email.trim().length > EMAIL_MAX)
            badRequest("EMAIL_TOO_LONG", "emailTooLong");
          const password = newPasswordSchema.safeParse(body.password ?? "");
          if (!password.success) badRequest("PASSWORD_TOO_WEAK", password.error.issues[0]?.message);
        }
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") {
          const password = newPasswordSchema.safeParse(body.newPassword ?? "");
          if (!password.success) badRequest("PASSWORD_TOO_WEAK", password.error.issues[0]?.message);
        }
      }),
    },
    plugins: [
      magicLink({
        expiresIn: 300,
        sendMagicLink: async ({ email, url }, ctx) => {
          const { language, name } = await languageOf(email, ctx?.request?.headers ?? ctx?.headers);
          await mailer.send({ to: email.toLowerCase(), kind: "magic_link", language, name, url });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
