import { runCommand } from "@buildr/engine";
import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { loadAccess } from "../../auth/middleware.js";
import type { AppEnv } from "../../lib/context.js";
import { describeError } from "../../lib/errors.js";
import { outOfAllowance } from "../../services/allowance.js";
import type * as routes from "./chat.routes.js";

async function caller(c: Context<AppEnv>) {
  return { user: { id: c.var.user.id, name: c.var.user.name }, access: await loadAccess(c) };
}

export const send: RouteHandler<typeof routes.send, AppEnv> = async (c) => {
  const { user, access } = await caller(c);
  const request = c.req.valid("json");
  const chat = c.var.services.chat;
  if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
    return c.json(await chat.send(user, access, request), 200);
  }
  // Streaming. A refusal that can be known must keep its status code (402 at zero credits, an unknown
  // /lang, a regenerate that does not fit): then everything is decided before the first byte. Otherwise
  // the stream opens at once, before the database is read, and names the conversation and the message
  // (docs/decisions/006); anything that fails after that arrives as an `error` event with its code.
  const ids = chat.ids(request);
  const mayRefuse =
    request.regenerateOf !== undefined ||
    request.editOf !== undefined ||
    outOfAllowance(access.allowance) ||
    runCommand(request.message, "en")?.type === "error";
  let prepared = mayRefuse ? await chat.prepare(user, access, request, undefined, ids) : null;
  return streamSSE(c, async (stream) => {
    const abort = new AbortController();
    stream.onAbort(() => abort.abort());
    await stream.writeSSE({ event: "meta", data: JSON.stringify(ids) });
    try {
      prepared ??= await chat.prepare(user, access, request, undefined, ids);
      const response = await chat.complete(prepared, {
        signal: abort.signal,
        onEvent: (event) => {
          void stream.writeSSE(
            event.type === "delta"
              ? { event: "delta", data: JSON.stringify({ text: event.text }) }
              : { event: "reset", data: "{}" },
          );
        },
      });
      await stream.writeSSE({ event: "done", data: JSON.stringify(response) });
    } catch (error) {
      // The same answer a status would have given (a database outage is 503 service_unavailable, not 500).
      const { body } = describeError(error, c.var.services.logger, c.var.requestId);
      await stream.writeSSE({ event: "error", data: JSON.stringify(body) });
    }
  }) as never;
};

export const start: RouteHandler<typeof routes.start, AppEnv> = async (c) => {
  const body = (await c.req.json().catch(() => ({}))) as { language?: "en" | "es" | "fr" };
  const language = body.language === "es" || body.language === "fr" ? body.language : "en";
  const { user, access } = await caller(c);
  return c.json(
    await c.var.services.chat.start(user, language, undefined, { unlimited: access.isUnlimited }),
    200,
  );
};

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { search } = c.req.valid("query");
  return c.json({ conversations: await c.var.services.chat.list(c.var.user.id, search || undefined) }, 200);
};

export const messages: RouteHandler<typeof routes.messages, AppEnv> = async (c) => {
  const { user, access } = await caller(c);
  return c.json(
    await c.var.services.chat.messages(user.id, c.req.valid("param").id, c.req.valid("query"), {
      unlimited: access.isUnlimited,
    }),
    200,
  );
};

export const reset: RouteHandler<typeof routes.reset, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { user, access } = await caller(c);
  return c.json(await c.var.services.chat.reset(user, id, undefined, { unlimited: access.isUnlimited }), 200);
};
