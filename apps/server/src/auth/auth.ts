import { EMAIL_MAX, fullNameSchema, NAME_MAX, newPasswordSchema, TRIAL_CREDITS } from "@buildr/contracts";
import { LANGUAGES, type Language } from "@buildr/engine";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import {
  APIError,
  createAuthMiddleware,
  createEmailVerificationToken,
  getSessionFromCtx,
} from "better-auth/api";
import { magicLink } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client.js";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema.js";
import { betterAuthLogger } from "../lib/logger.js";
import type { Mailer } from "../services/mail/mailer.js";
import { signUpWithInvitation } from "./invited-sign-up.js";
import { badRequest, checkProfileUpdate, REFERRAL_PATTERN, refuse } from "./profile-rules.js";
import {
  claimAttempt,
  clearAttempts,
  clearAttemptsOfUser,
  pruneAttempts,
  takeLockoutNotice,
  throttleKey,
} from "./throttle.js";
import {
  alreadyConfirmed,
  clearUnprovenAccess,
  guardConfirmation,
  replacePendingSignUp,
  stampedLink,
} from "./unproven.js";

/**
 * better-auth set up for the product: password, magic-link and Google sign-in, sessions and cookies, the
 * account's mail in its own language, and the hooks where its rules apply (profile rules, invitations,
 * unproven addresses, the sign-in throttle: each rule's own module sits beside this one). One file because
 * better-auth takes one options object whose callbacks and hooks act on each other: a sign-up hook
 * replaces an unproven account that `onExistingUserSignUp` then mails.
 */

/** The header our own middleware sets from the socket (or a trusted proxy); any client copy is dropped. */
export const CLIENT_IP_HEADER = "x-buildr-client-ip";

export interface AuthConfig {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  google?: { clientId: string; clientSecret: string };
  rateLimit?: boolean;
  /** Where better-auth's own log lines go (through the serializer that keeps SQL parameters out). */
  logger?: Logger;
}

/** One minute, or "N minutes", for a person reading when to try again. */
function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
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

  async function sendConfirmation(user: { id: string; email: string; name: string }, url: string) {
    const { language } = await languageOf(user.email);
    const link = await stampedLink(db, config.secret, user.id, url);
    await mailer.send({ to: user.email, kind: "verify_email", language, name: user.name, url: link });
  }

  return betterAuth({
    appName: "Buildr AI",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    ...(config.logger ? { logger: betterAuthLogger(config.logger) } : {}),
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
      // A reset proves the mailbox: the owner's password sign-in works again at once.
      onPasswordReset: async ({ user }) => {
        await clearAttempts(db, user.email);
      },
      // A second sign-up on an unproven address has just replaced the first (hooks below): the owner
      // gets a link for the new password. A proven address keeps its password; its owner is told someone
      // tried, with a way to sign in or reset. The screen answers the same either way (no enumeration).
      onExistingUserSignUp: async ({ user }) => {
        if (user.emailVerified) {
          const { language } = await languageOf(user.email);
          const url = `${config.publicUrl}/auth?mode=login&email=${encodeURIComponent(user.email)}`;
          await mailer.send({ to: user.email, kind: "account_exists", language, name: user.name, url });
          return;
        }
        const token = await createEmailVerificationToken(config.secret, user.email, undefined, 60 * 60 * 24, {
          userId: user.id,
        });
        await sendConfirmation(
          user,
          `${config.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent("/app")}`,
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await sendConfirmation(user, url);
      },
    },
    account: {
      // Google may sign in to an account whose address is not proven yet: Google's own verified address
      // proves it, and the account hook below first clears what the unproven sign-up left.
      accountLinking: { requireLocalEmailVerified: false },
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
            // Sign-up has checked its name (docs/product/decisions.md#d-7); a name from Google or a magic link loses any markup.
            const given = typeof user.name === "string" ? user.name.replace(/[<>]/g, "").trim() : "";
            const name = given ? given.slice(0, NAME_MAX) : "User";
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
        },
      },
      account: {
        create: {
          // A Google (or any non-password) sign-in proves the address: a password typed before that
          // proof, and its sessions, are not the owner's.
          before: async (account) => {
            if (account.providerId === "credential") return;
            const [owner] = await db
              .select({ emailVerified: users.emailVerified })
              .from(users)
              .where(eq(users.id, account.userId))
              .limit(1);
            if (owner && !owner.emailVerified) await clearUnprovenAccess(db, account.userId);
          },
        },
      },
      session: {
        create: {
          // Any successful sign-in (password, magic link, Google, confirmation) proves the owner.
          after: async (session) => {
            await clearAttemptsOfUser(db, session.userId);
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
          if (typeof body.email !== "string") return;
          const email = body.email.trim().toLowerCase();
          const referral = typeof body.referralCode === "string" ? body.referralCode.trim() : "";
          const input = {
            name: name.data,
            language: pickLanguage(body.language),
            referralCode: REFERRAL_PATTERN.test(referral) ? referral : null,
          };
          const [existing] = await db
            .select({ id: users.id, emailVerified: users.emailVerified })
            .from(users)
            .where(eq(users.email, email))
            .limit(1);

          if (body.invite !== undefined && body.invite !== null && body.invite !== "") {
            return signUpWithInvitation(ctx, db, {
              invite: body.invite,
              email,
              password: password.data as string,
              existing,
              input,
            });
          }

          if (existing && !existing.emailVerified) {
            const passwordHash = await ctx.context.password.hash(password.data as string);
            await replacePendingSignUp(db, existing.id, { passwordHash, ...input });
          }
          return;
        }
        if (ctx.path === "/verify-email") {
          await guardConfirmation(db, config.secret, ctx.query?.token, ctx.query?.s);
          // A confirmation link opened again after it did its work: say so on the sign-in page rather
          // than land on a page that says nothing.
          if (await alreadyConfirmed(db, config.secret, ctx.query?.token))
            throw ctx.redirect(`${config.publicUrl}/auth?confirmed=already`);
          return;
        }
        if (ctx.path === "/sign-in/email") {
          const email = throttleKey(body.email);
          if (!email) return;
          if (Math.random() < 0.01) await pruneAttempts(db);
          const claim = await claimAttempt(db, email);
          if (!claim.allowed) {
            const wait = String(claim.retryAfterSeconds);
            refuse(
              "TOO_MANY_REQUESTS",
              "ACCOUNT_TEMPORARILY_LOCKED",
              `Too many wrong passwords for this account. Try again in ${inMinutes(claim.retryAfterSeconds)}, or sign in with an email link, which works right away.`,
              { "Retry-After": wait, "X-Retry-After": wait },
            );
          }
          return;
        }
        if (ctx.path === "/update-user") {
          // A signed-out caller is better-auth's 401 before anything is judged.
          if (!(await getSessionFromCtx(ctx))) return;
          return { context: { body: checkProfileUpdate(body) } };
        }
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") {
          const password = newPasswordSchema.safeParse(body.newPassword ?? "");
          if (!password.success) badRequest("PASSWORD_TOO_WEAK", password.error.issues[0]?.message);
        }
        if (ctx.path === "/change-password") {
          // A new password ends every other session unless the client asks to keep them (docs/product/compliance.md#security).
          return { context: { body: { ...body, revokeOtherSessions: body.revokeOtherSessions !== false } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = throttleKey((ctx.body as Record<string, unknown> | undefined)?.email);
        if (!email) return;
        const returned = ctx.context.returned;
        const status = returned instanceof APIError ? returned.statusCode : 200;
        const code =
          returned instanceof APIError ? (returned.body as { code?: string } | undefined)?.code : "";
        // The right password (even on an address still to confirm) proves the owner.
        if (status === 200 || code === "EMAIL_NOT_VERIFIED") {
          await clearAttempts(db, email);
          return;
        }
        if (status !== 401) return;
        const notice = await takeLockoutNotice(db, email);
        if (notice) {
          const { language, name } = await languageOf(email);
          await mailer.send({
            to: email,
            kind: "sign_in_locked",
            language,
            name,
            url: `${config.publicUrl}/auth?email=${encodeURIComponent(email)}`,
          });
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
