import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.js";
import { publicUrlOf } from "../../services/index.js";
import type * as routes from "./book.routes.js";

export const getBook: RouteHandler<typeof routes.getBook, AppEnv> = async (c) => {
  return c.json(await c.var.services.books.get(c.var.user.id), 200);
};

export const putBook: RouteHandler<typeof routes.putBook, AppEnv> = async (c) => {
  return c.json(await c.var.services.books.put(c.var.user.id, c.req.valid("json")), 200);
};

function feedOf(
  c: { var: AppEnv["Variables"] },
  settings: { calendarToken: string | null; digest: boolean },
) {
  return {
    url: settings.calendarToken
      ? `${publicUrlOf(c.var.services.env)}/api/calendar/${settings.calendarToken}.ics`
      : null,
    digest: settings.digest,
  };
}

export const getFollowUp: RouteHandler<typeof routes.getFollowUp, AppEnv> = async (c) => {
  return c.json(feedOf(c, await c.var.services.books.followUpSettings(c.var.user.id)), 200);
};

export const patchFollowUp: RouteHandler<typeof routes.patchFollowUp, AppEnv> = async (c) => {
  const settings = await c.var.services.books.updateFollowUpSettings(c.var.user.id, c.req.valid("json"));
  return c.json(feedOf(c, settings), 200);
};
