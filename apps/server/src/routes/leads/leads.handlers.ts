import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.js";
import { AppError } from "../../lib/errors.js";
import { publicUrlOf } from "../../services/index.js";
import { addCalendarDays } from "../../services/leads/business-days.js";
import { followUpCalendar } from "../../services/leads/calendar.js";
import { utcDay } from "../../services/leads/leads.js";
import type * as routes from "./leads.routes.js";

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await c.var.services.leads.createLeadFromBundle(c.var.user.id, c.req.valid("json")), 201);
};

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json({ leads: await c.var.services.leads.list(c.var.user.id, c.req.valid("query")) }, 200);
};

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  return c.json(await c.var.services.leads.get(c.var.user.id, c.req.valid("param").id), 200);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(
    await c.var.services.leads.update(c.var.user.id, c.req.valid("param").id, c.req.valid("json")),
    200,
  );
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  await c.var.services.leads.remove(c.var.user.id, c.req.valid("param").id);
  return c.body(null, 204);
};

function calendarHeaders(file: string) {
  return {
    "content-type": "text/calendar; charset=utf-8",
    "content-disposition": `attachment; filename="${file}"`,
    "cache-control": "private, no-store",
  };
}

export const leadCalendar: RouteHandler<typeof routes.leadCalendar, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const services = c.var.services;
  const items = await services.leads.calendarTasks(c.var.user.id, { leadId: id });
  const lead = await services.leads.get(c.var.user.id, id);
  const text = followUpCalendar(lead.name, items, { publicUrl: publicUrlOf(services.env), now: new Date() });
  return c.body(text, 200, calendarHeaders("follow-up.ics"));
};

/** A token answers with the agent's tasks from 30 days back on; nothing else is reachable with it. */
export const feed: RouteHandler<typeof routes.feed, AppEnv> = async (c) => {
  const services = c.var.services;
  const token = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(c.req.valid("param").file)?.[1];
  const userId = token ? await services.books.userOfCalendarToken(token) : null;
  if (!userId)
    throw new AppError("not_found", "No calendar at this address: copy the current one from Settings.");
  const now = new Date();
  const items = await services.leads.calendarTasks(userId, { since: addCalendarDays(utcDay(now), -30) });
  const text = followUpCalendar("Buildr AI follow-ups", items, { publicUrl: publicUrlOf(services.env), now });
  return c.body(text, 200, calendarHeaders("buildr-follow-ups.ics"));
};
