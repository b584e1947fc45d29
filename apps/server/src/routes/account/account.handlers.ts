import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context.js";
import { AppError } from "../../lib/errors.js";
import { minutesOf } from "../../services/request-limits.js";
import type * as routes from "./account.routes.js";
import { AccountWorkspace } from "./account.service.js";
import { AccountData } from "./account-data.service.js";

function workspace(c: Context<AppEnv>) {
  return new AccountWorkspace(c.var.services.database.db, c.var.services.accounts);
}

export const me: RouteHandler<typeof routes.me, AppEnv> = async (c) => {
  const user = c.get("account");
  const access = c.get("access");
  return c.json(
    await c.get("services").accounts.me(c.get("user").id, user && access ? { user, access } : undefined),
    200,
  );
};

export const profile: RouteHandler<typeof routes.profile, AppEnv> = async (c) => {
  return c.json(await workspace(c).profile(c.var.user.id), 200);
};

export const updateProfile: RouteHandler<typeof routes.updateProfile, AppEnv> = async (c) => {
  return c.json(await workspace(c).updateProfile(c.var.user.id, c.req.valid("json")), 200);
};

export const dashboard: RouteHandler<typeof routes.dashboard, AppEnv> = async (c) => {
  return c.json(await workspace(c).dashboard(c.var.user.id), 200);
};

/**
 * Exports per account (docs/product/compliance.md#security): one at a time, and EXPORTS_PER_HOUR an hour. A download that never
 * ends (a crashed process) stops holding the account's turn after EXPORT_TURN_MS.
 */
export const EXPORTS_PER_HOUR = 5;
const EXPORT_TURN_MS = 10 * 60_000;
const encoder = new TextEncoder();
/** The streamed bytes are the JSON of the route's contract. */
type ExportAnswer = Awaited<ReturnType<RouteHandler<typeof routes.exportData, AppEnv>>>;

export const exportData: RouteHandler<typeof routes.exportData, AppEnv> = async (c) => {
  const { limits, database, logger } = c.var.services;
  const userId = c.var.user.id;
  const release = await limits.acquire(`export:running:${userId}`, EXPORT_TURN_MS);
  if (!release)
    throw new AppError(
      "rate_limited",
      "Your data is already being exported. Let that download finish, then try again.",
      { retryAfter: 30 },
    );
  const now = new Date();
  let pieces: AsyncGenerator<string, void, undefined>;
  try {
    await limits.hit(
      `export:hour:${userId}`,
      { max: EXPORTS_PER_HOUR, windowMs: 3_600_000 },
      (retryAfter) =>
        `You've exported your data ${EXPORTS_PER_HOUR} times in the last hour. Please wait about ${minutesOf(retryAfter)} before exporting again.`,
      now.getTime(),
    );
    pieces = await new AccountData(database.db).export(userId, now);
  } catch (error) {
    await release();
    throw error;
  }
  const requestId = c.var.requestId;
  // Pulled by the socket: the next batch is read only once the previous one was sent.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) {
          // The turn is free before the download ends: a client that asks again the moment its file is
          // whole must not find it still taken (on PostgreSQL the release is a round trip).
          await release();
          controller.close();
        } else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // The status is sent already: the download breaks off rather than end in a file that looks whole.
        logger.error({ err: error, requestId }, "data export failed while streaming");
        await release();
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
      await release();
    },
  });
  return c.body(body, 200, {
    "content-type": "application/json; charset=utf-8",
    "content-disposition": `attachment; filename="buildr-data-${now.toISOString().slice(0, 10)}.json"`,
    "cache-control": "no-store",
  }) as unknown as ExportAnswer;
};

export const deleteAccount: RouteHandler<typeof routes.deleteAccount, AppEnv> = async (c) => {
  const { confirm } = c.req.valid("json");
  await new AccountData(c.var.services.database.db).delete(c.var.user.id, confirm);
  // better-auth's own sign-out clears its cookies (session and cached session data) the way it set them.
  const signedOut = await c.var.services.auth.api
    .signOut({ headers: c.req.raw.headers, returnHeaders: true })
    .catch(() => null);
  for (const cookie of signedOut?.headers.getSetCookie() ?? [])
    c.header("set-cookie", cookie, { append: true });
  return c.json({ deleted: true as const }, 200);
};
