import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./client-events.routes.js";

export const notFound: RouteHandler<typeof routes.notFound, AppEnv> = (c) => {
  const { path, referrer } = c.req.valid("json");
  // Logged as one event a log search can count; the path says which link is broken, never any secret.
  c.var.services.logger.warn(
    { event: "app_not_found", path, referrer, userId: c.var.user.id, requestId: c.var.requestId },
    "app 404",
  );
  return c.body(null, 204);
};
